// __half and __nv_bfloat16 scalars and tiles in tile code (constructors,
// cuda_fp16.h/cuda_bf16.h conversions, operators, compound assignment, ++,
// tiles scaled by a half and converted to float), built with
// --cutile-emulate and checked element by element on the host. The values
// are multiples of 1/8 below 64: every result is exact in half.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS narrow_floats
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using S = ct::shape<16>;

__tile_global__ void scalar_kernel(const __half *__restrict__ h, const float *__restrict__ x,
                                   __half *__restrict__ o, float *__restrict__ f,
                                   __nv_bfloat16 *__restrict__ bf) {
  int b = ct::bid().x;
  __half a = h[b];
  __half c = a * __half(2.0f);
  c += __half(1);
  c++;
  c = c - __float2half(0.5f);
  o[b] = -c;
  f[b] = __half2float(a) + (float)c + (a < c ? 100.0f : 0.0f);
  __nv_bfloat16 y = __float2bfloat16(x[b]);
  bf[b] = y * __nv_bfloat16(4);
}

__tile_global__ void tile_kernel(const __half *__restrict__ h, float *__restrict__ g,
                                 __half *__restrict__ o) {
  auto idx = ct::iota<ct::tile<int, S>>();
  auto t = ct::load(h + idx);
  auto u = t * __half(0.5f) + ct::full<ct::tile<__half, S>>(__half(3));
  ct::store(g + idx, ct::element_cast<float>(u));
  ct::store(o + idx, ct::element_cast<__half>(ct::element_cast<float>(t) * 2.0f));
}

// Helpers CUDA 13.4 offers tile code.
__tile_global__ void helper_kernel(const __half *__restrict__ h, __half *__restrict__ mx,
                                   __half *__restrict__ sat, int *__restrict__ inf) {
  int b = ct::bid().x;
  __half a = h[b];
  mx[b] = __hmax(a, __hneg(a));
  sat[b] = __hadd_sat(a, a);
  inf[b] = __hisinf(a / __half(0)) + 10 * __heq(a, __habs(a));
}

int main() {
  seed::checker chk("narrow_floats");
  const int n = 16;
  float hf[n], hx[n];
  __half hh[n];
  for (int i = 0; i < n; ++i) {
    hf[i] = float(int(seed::next_u32() % 256) - 128) / 8.0f;
    hx[i] = float(int(seed::next_u32() % 256) - 128) / 8.0f;
    hh[i] = __float2half(hf[i]);
  }
  __half *h = seed::device_alloc<__half>(n), *o = seed::device_alloc<__half>(n),
         *o2 = seed::device_alloc<__half>(n);
  float *x = seed::device_alloc<float>(n), *f = seed::device_alloc<float>(n),
        *g = seed::device_alloc<float>(n);
  __nv_bfloat16 *bf = seed::device_alloc<__nv_bfloat16>(n);
  seed::to_device(h, hh, n);
  seed::to_device(x, hx, n);
  scalar_kernel<<<n, 1>>>(h, x, o, f, bf);
  tile_kernel<<<1, 1>>>(h, g, o2);
  __half *mx = seed::device_alloc<__half>(n), *sat = seed::device_alloc<__half>(n);
  int *inf = seed::device_alloc<int>(n);
  helper_kernel<<<n, 1>>>(h, mx, sat, inf);
  SEED_SYNC();
  __half rmx[n], rsat[n];
  int rinf[n];
  seed::to_host(rmx, mx, n);
  seed::to_host(rsat, sat, n);
  seed::to_host(rinf, inf, n);
  for (int i = 0; i < n; ++i) {
    float a = hf[i];
    chk.near("max", i, __half2float(rmx[i]), a < 0 ? -a : a, 0.0);
    float s2 = 2 * a < 0 ? 0.0f : 2 * a > 1 ? 1.0f : 2 * a;
    chk.near("sat", i, __half2float(rsat[i]), s2, 0.0);
    chk.exact("inf", i, rinf[i], (a > 0 ? 1 : a < 0 ? -1 : 0) + (a >= 0 ? 10 : 0));
  }
  __half ro[n], ro2[n];
  float rf[n], rg[n];
  __nv_bfloat16 rbf[n];
  seed::to_host(ro, o, n);
  seed::to_host(ro2, o2, n);
  seed::to_host(rf, f, n);
  seed::to_host(rg, g, n);
  seed::to_host(rbf, bf, n);
  for (int i = 0; i < n; ++i) {
    float c = hf[i] * 2.0f + 1.0f + 1.0f - 0.5f;
    chk.near("o", i, __half2float(ro[i]), -c, 0.0);
    chk.near("f", i, rf[i], hf[i] + c + (hf[i] < c ? 100.0f : 0.0f), 0.0);
    chk.near("bf", i, __bfloat162float(rbf[i]), hx[i] * 4.0f, 0.0);
    chk.near("g", i, rg[i], hf[i] * 0.5f + 3.0f, 0.0);
    chk.near("o2", i, __half2float(ro2[i]), hf[i] * 2.0f, 0.0);
  }
  return chk.finish();
}
