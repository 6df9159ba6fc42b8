// The conditional operator under run-time conditions: lvalue arms read at
// once (b > m ? b : m), tiles chosen by a scalar condition, and a guard
// (i < n ? p[i] : 0) that must not read p[i] when i >= n: the emulator checks
// every access, so reading both arms would stop this program. Checked
// against the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS conditional_values
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using f32x4 = ct::tile<float, ct::shape<4>>;

__tile_global__ void kernel(const float *__restrict__ x, float *__restrict__ r, int n) {
  int b = ct::bid().x;
  float u = x[b], v = x[b + 1];
  r[8 * b] = u > v ? u : v;
  r[8 * b + 1] = b + 2 < n ? x[b + 2] : -1.0f; // x has n elements
  auto i4 = ct::iota<ct::tile<int, ct::shape<4>>>();
  f32x4 t = ct::load(x + i4);
  f32x4 z = ct::zeros<f32x4>();
  f32x4 w = b % 2 == 0 ? t : z;
  ct::store(r + 8 * b + 4 + i4, w);
}

int main() {
  seed::checker chk("conditional_values");
  const int n = 6, blocks = 5;
  float hx[n];
  seed::fill(hx, n);
  float *x = seed::device_alloc<float>(n), *r = seed::device_alloc<float>(8 * blocks);
  seed::to_device(x, hx, n);
  kernel<<<blocks, 1>>>(x, r, n);
  SEED_SYNC();
  float hr[8 * blocks];
  seed::to_host(hr, r, 8 * blocks);
  for (int b = 0; b < blocks; ++b) {
    chk.exact("max", b, hr[8 * b], hx[b] > hx[b + 1] ? hx[b] : hx[b + 1]);
    chk.exact("guard", b, hr[8 * b + 1], b + 2 < n ? hx[b + 2] : -1.0f);
    for (int e = 0; e < 4; ++e)
      chk.exact("tile", 4 * b + e, hr[8 * b + 4 + e], b % 2 == 0 ? hx[e] : 0.0f);
  }
  return chk.finish();
}
