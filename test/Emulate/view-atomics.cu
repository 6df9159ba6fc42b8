// CUDA 13.4 atomics with a memory order, run by the emulator and checked on
// the host: view reductions (atomic_add/sub/or/max/min members, several
// blocks into one tile; unsigned max is umax), view atomic_load/atomic_store
// and their masked forms (padding read past the span's end, nothing written
// there), and the masked pointer-tile atomic_load/atomic_store (with and
// without padding).
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS view_atomics
#include <cmath>
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using f32x16 = ct::tile<float, ct::shape<16>>;
using i32x16 = ct::tile<int, ct::shape<16>>;

constexpr ct::memory_order_relaxed_t relaxed{};
constexpr ct::thread_scope_device_t device{};
constexpr ct::thread_scope_block_t block{};

// Block b adds b + 1 to tile 0, subtracts b from tile 1, raises q's tile 0
// to i * (b + 1), lowers its tile 1 to 100 - i * b, ors 1 << b into its
// tile 2 and raises u's lanes to 0x80000000 + b.
__tile_global__ void reduce_kernel(float *__restrict__ f, int *__restrict__ q,
                                   unsigned *__restrict__ u) {
  int b = ct::bid().x;
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{32}}, ct::shape<16>{}};
  auto ones = ct::ones<f32x16>();
  fv.atomic_add(ones * float(b + 1), relaxed, device, 0);
  fv.atomic_sub(ones * float(b), relaxed, block, 1);
  auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{48}}, ct::shape<16>{}};
  auto i = ct::iota<i32x16>();
  qv.atomic_max(i * (b + 1), relaxed, device, 0);
  qv.atomic_min(100 - i * b, relaxed, device, 1);
  qv.atomic_or(ct::zeros<i32x16>() + (1 << b), relaxed, block, 2);
  auto uv = ct::partition_view{ct::tensor_span{u, ct::extents{16}}, ct::shape<16>{}};
  uv.atomic_max(ct::element_cast<unsigned>(ct::zeros<i32x16>() + b) + 0x80000000u, relaxed,
                device, 0);
}

// dst[0..15] = src[0..15]; pad[0..15] = src[16..19] then -inf;
// dst[16..19] = src[16..19] (dst's span ends at 20, dst[20..31] untouched).
__tile_global__ void copy_kernel(const float *__restrict__ src, float *__restrict__ dst,
                                 float *__restrict__ pad) {
  auto sv = ct::partition_view{ct::tensor_span{src, ct::extents{20}}, ct::shape<16>{}};
  auto dv = ct::partition_view{ct::tensor_span{dst, ct::extents{20}}, ct::shape<16>{}};
  auto a = sv.atomic_load(ct::memory_order_acquire_t{}, 0);
  dv.atomic_store(a, ct::memory_order_release_t{}, device, 0);
  auto b = sv.atomic_load_masked(ct::view_padding_negative_inf_t{}, relaxed, 1);
  auto pv = ct::partition_view{ct::tensor_span{pad, ct::extents{16}}, ct::shape<16>{}};
  pv.store(b, 0);
  dv.atomic_store_masked(b, relaxed, 1);
}

// Lanes below 5 move src to m1; m2 gets src below 5 and 7 above.
__tile_global__ void masked_ptr_kernel(const float *__restrict__ src, float *__restrict__ m1,
                                       float *__restrict__ m2) {
  auto i = ct::iota<i32x16>();
  auto m = i < 5;
  auto a = ct::atomic_load_masked(src + i, m, ct::memory_order_acquire_t{}, device);
  ct::atomic_store_masked(m1 + i, a, m, ct::memory_order_release_t{});
  auto b = ct::atomic_load_masked(src + i, m, 7.0f, relaxed, block);
  ct::store(m2 + i, b);
}

int main() {
  seed::checker chk("view_atomics");
  const int nb = 4;
  float zf[32] = {};
  int hq[48];
  for (int i = 0; i < 48; ++i)
    hq[i] = i < 16 ? 0 : i < 32 ? 1000 : 0;
  unsigned zu[16] = {};
  float *f = seed::device_alloc<float>(32);
  int *q = seed::device_alloc<int>(48);
  unsigned *u = seed::device_alloc<unsigned>(16);
  seed::to_device(f, zf, 32);
  seed::to_device(q, hq, 48);
  seed::to_device(u, zu, 16);
  reduce_kernel<<<nb, 1>>>(f, q, u);
  SEED_SYNC();
  float rf[32];
  int rq[48];
  unsigned ru[16];
  seed::to_host(rf, f, 32);
  seed::to_host(rq, q, 48);
  seed::to_host(ru, u, 16);
  for (int i = 0; i < 16; ++i) {
    chk.near("add", i, rf[i], 10.0, 0.0);
    chk.near("sub", 16 + i, rf[16 + i], -6.0, 0.0);
    chk.exact("max", i, rq[i], 4 * i);
    chk.exact("min", 16 + i, rq[16 + i], 100 - 3 * i);
    chk.exact("or", 32 + i, rq[32 + i], 15);
    chk.exact("umax", i, ru[i], 0x80000003u);
  }

  float hs[20];
  seed::fill(hs, 20);
  const float sentinel = 42.0f;
  float hd[32];
  for (float &x : hd)
    x = sentinel;
  float *src = seed::device_alloc<float>(20);
  float *dst = seed::device_alloc<float>(32);
  float *pad = seed::device_alloc<float>(16);
  seed::to_device(src, hs, 20);
  seed::to_device(dst, hd, 32);
  copy_kernel<<<1, 1>>>(src, dst, pad);
  SEED_SYNC();
  float rd[32], rp[16];
  seed::to_host(rd, dst, 32);
  seed::to_host(rp, pad, 16);
  for (int i = 0; i < 20; ++i)
    chk.near("dst", i, rd[i], hs[i], 0.0);
  for (int i = 20; i < 32; ++i)
    chk.near("dst past the span", i, rd[i], sentinel, 0.0);
  for (int i = 0; i < 16; ++i) {
    if (i < 4)
      chk.near("pad", i, rp[i], hs[16 + i], 0.0);
    else
      chk.exact("pad -inf", i, std::isinf(rp[i]) && rp[i] < 0, 1);
  }

  float h1[16];
  for (float &x : h1)
    x = sentinel;
  float *m1 = seed::device_alloc<float>(16);
  float *m2 = seed::device_alloc<float>(16);
  seed::to_device(m1, h1, 16);
  masked_ptr_kernel<<<1, 1>>>(src, m1, m2);
  SEED_SYNC();
  float r1[16], r2[16];
  seed::to_host(r1, m1, 16);
  seed::to_host(r2, m2, 16);
  for (int i = 0; i < 16; ++i) {
    chk.near("m1", i, r1[i], i < 5 ? hs[i] : sentinel, 0.0);
    chk.near("m2", i, r2[i], i < 5 ? hs[i] : 7.0, 0.0);
  }
  cudaFree(f);
  cudaFree(q);
  cudaFree(u);
  cudaFree(src);
  cudaFree(dst);
  cudaFree(pad);
  cudaFree(m1);
  cudaFree(m2);
  return chk.finish();
}
