// ct::select conditions and memory-op masks: any scalar or tile (bool,
// integers, floating point, pointers), as nvcc 13.4 accepts them; an enum
// is none of those and finds no select, as with nvcc (probed). The operands
// still need one type.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using F = ct::tile<float, ct::shape<4>>;
using I = ct::tile<int, ct::shape<4>>;
enum Mode { off, on };
enum class Scoped { off, on };

__tile__ F ok(F a, F b, I i, int n, float x, const int *p, unsigned char c) {
  F r = ct::select(n, a, b) + ct::select(i, a, b) + ct::select(x, a, b) +
        ct::select(a, a, b) + ct::select(p, a, b) + ct::select(p + i, a, b) +
        ct::select(c, a, b) + ct::select(i > 1, a, b);
  float s = ct::select(n, x, 2.0f);
  r = r + ct::load_masked(&x + i * 0, a) + s;
  ct::store_masked((float *)nullptr + i, r, p);
  return r;
}

__tile__ void bad(F a, F b, Mode m, Scoped sc, int n) {
  (void)ct::select(m, a, b);    // expected-error {{no matching function for call to 'select'}}
  (void)ct::select(sc, a, b);   // expected-error {{no matching function for call to 'select'}}
  (void)ct::select(n, a, 3.0f); // expected-error {{no matching function for call to 'select'}}
}
