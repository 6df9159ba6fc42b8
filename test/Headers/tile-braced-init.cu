// CUDA 13.5's braced-list tile constructor (consteval, ranks 1 to 5) and the
// deduction guides from C arrays and braced lists, as nvcc 13.5 accepts them
// (its header, probe 01, negatives 06 and 07, scratch probes with
// scripts/nvcc-ref): errors at the line nvcc reports them. The second run:
// under CUDA 13.4 the constructor is an error naming it.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only \
// RUN:   --cuda-path=%cutile_src/.deps/cuda-13.4.92 -DCUDA_13_4 -Xclang -verify=cuda134 %s
#include "cuda_tile.h"
#include <cuda_fp16.h>
namespace ct = cuda::tiles;
#define SAME(A, B) static_assert(__is_same(A, B))

#ifndef CUDA_13_4
static constexpr float lut[4] = {0.5f, 1.5f, 2.5f, 3.5f};
static constexpr int grid[2][2] = {{1, 2}, {3, 4}};
__tile__ void deduced() {
  ct::tile a{{10.0f, 20.0f, 30.0f, 40.0f}};
  ct::tile b{lut};
  ct::tile c{grid};
  ct::tile<int, ct::shape<2, 2>> d{{{1, 2}, {3, 4}}};
  ct::tile<float, ct::shape<4>> e{{1, 2, 3, 4}};    // int -> float: explicit, direct-init is fine
  ct::tile<bool, ct::shape<4>> m = {{true, false, true, true}};
  ct::tile<double, ct::shape<2, 2, 1, 1, 2>> r5{{{{{{1.0, 2.0}}}, {{{3.0, 4.0}}}}, {{{{5.0, 6.0}}}, {{{7.0, 8.0}}}}}};
  using f32x4 = ct::tile<float, ct::shape<4>>;
  using i32x2x2 = ct::tile<int, ct::shape<2, 2>>;
  SAME(decltype(a), f32x4);
  SAME(decltype(b), f32x4);
  SAME(decltype(c), i32x2x2);
  (void)d, (void)e, (void)m, (void)r5;
}
#endif

__tile__ void rejected(float x) {
#ifdef CUDA_13_4
  ct::tile<float, ct::shape<2>> a{{1.0f, 2.0f}}; // cuda134-error {{ct::tile's braced-list constructor needs CUDA 13.5 or newer}}
#else
  ct::tile<float, ct::shape<2>> a = {{1.0, 2.0}}; // expected-error {{chosen constructor is explicit in copy-initialization}}
  ct::tile<float, ct::shape<2>> b{{x, 2.0f}};     // expected-error {{is not a constant expression}}
  ct::tile<__half, ct::shape<2>> c{{1.0f, 2.0f}}; // expected-error {{is not a constant expression}}
  ct::tile<float, ct::shape<4>> d{{1.0f, 2.0f}};  // expected-error {{no matching constructor}}
  ct::tile<int *, ct::shape<2>> p{{(int *)0, (int *)0}}; // expected-error {{no matching constructor}}
#endif
}
