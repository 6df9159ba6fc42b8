// CUDA 13.5's scalar tf32 conversions, __mulhi, __umulhi, __umul64hi and
// __trap in tile code under --cutile-emulate, against host arithmetic written
// here: tf32 keeps 10 mantissa bits, rounded to nearest even from float and
// from int; (int)tf32 truncates; the high halves of 32x32 and 64x64 products.
// A second launch with a = 0 traps: the program stops with the assert's
// message naming the __trap line.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %t trap 2>&1 | FileCheck %s --check-prefix=TRAP
// CHECK: PASS emulate_toolkit_scalars
// TRAP: toolkit-scalars.cu:[[# @LINE + 11]]: __trap() encountered
#include <cstdint>
#include <cstring>
#include <cuda_tf32.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile_global__ void scalars(const float *x, const int *k, unsigned *u, float *f, unsigned a,
                             unsigned long long d) {
  if (a == 0) __trap();
  const int i = ct::bid().x;
  f[3 * i] = float(__nv_tf32(x[i]));
  f[3 * i + 1] = static_cast<float>(__nv_tf32(k[i]));
  f[3 * i + 2] = float(static_cast<int>(__nv_tf32(x[i] * 1000.0f)));
  u[4 * i] = __umulhi(unsigned(k[i]), a);
  u[4 * i + 1] = unsigned(__mulhi(k[i], -k[i] - 12345));
  const unsigned long long p = __umul64hi(d * unsigned(k[i]), d);
  u[4 * i + 2] = unsigned(p);
  u[4 * i + 3] = unsigned(p >> 32);
}

static float tf32(float v) {
  uint32_t b;
  std::memcpy(&b, &v, 4);
  b = (b + 0xFFFu + ((b >> 13) & 1u)) & ~0x1FFFu;
  std::memcpy(&v, &b, 4);
  return v;
}

int main(int argc, char **argv) {
  seed::checker chk("emulate_toolkit_scalars");
  constexpr int N = 64;
  float hx[N];
  int hk[N];
  for (int i = 0; i < N; ++i) {
    hx[i] = 8.0f * seed::rand_float();
    hk[i] = int(seed::next_u32());
  }
  hx[0] = 1.0f + 1.0f / 2048;            // a tie: rounds to even (1.0)
  hx[1] = 1.0f + 3.0f / 2048;            // a tie: rounds up to even
  hk[2] = 16777217;                       // 2^24 + 1: not exact in tf32
  float *x = seed::device_alloc<float>(N), *f = seed::device_alloc<float>(3 * N);
  int *k = seed::device_alloc<int>(N);
  unsigned *u = seed::device_alloc<unsigned>(4 * N);
  seed::to_device(x, hx, N);
  seed::to_device(k, hk, N);
  const unsigned a = argc > 1 ? 0u : 0x9E3779B9u;
  const unsigned long long d = 0xC2B2AE3D27D4EB4Full;
  scalars<<<N, 1>>>(x, k, u, f, a, d);
  SEED_SYNC();
  float hf[3 * N];
  unsigned hu[4 * N];
  seed::to_host(hf, f, 3 * N);
  seed::to_host(hu, u, 4 * N);
  for (int i = 0; i < N; ++i) {
    chk.exact("tf32", i, (long long)(hf[3 * i] * 4096.0), (long long)(tf32(hx[i]) * 4096.0));
    chk.exact("tf32_int", i, (long long)hf[3 * i + 1], (long long)tf32(float(hk[i])));
    chk.exact("tf32_trunc", i, (long long)hf[3 * i + 2], (long long)(int)tf32(hx[i] * 1000.0f));
    chk.exact("umulhi", i, hu[4 * i], (long long)((uint64_t(unsigned(hk[i])) * a) >> 32));
    chk.exact("mulhi", i, hu[4 * i + 1],
              (long long)unsigned(int32_t((int64_t(hk[i]) *
                                           int32_t(0u - unsigned(hk[i]) - 12345u)) >> 32)));
    uint64_t hi = uint64_t(((unsigned __int128)(d * unsigned(hk[i])) * d) >> 64);
    chk.exact("umul64hi_lo", i, hu[4 * i + 2], (long long)(hi & 0xFFFFFFFFu));
    chk.exact("umul64hi_hi", i, hu[4 * i + 3], (long long)(hi >> 32));
  }
  return chk.finish();
}
