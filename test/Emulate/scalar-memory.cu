// Scalar loads and stores through C++ pointers in tile code (p[i], *p,
// p[i] += v, ++p[i], pointers to double and int64_t, references to memory,
// helpers taking pointers, mixed with ct::load/ct::store on the same memory),
// built with --cutile-emulate and checked element by element on the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS scalar_memory
#include <cmath>
#include <cstdint>
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using i32x8 = ct::tile<int, ct::shape<8>>;

__tile__ float get(const float *p, int i) { return p[i]; }
__tile__ void put(float *p, float v) { *p = v; }
__tile__ float &at(float *p, int i) { return p[i]; }

// Block b writes steps[b] ones from out + 8 * b, then counts them in cnt[b]:
// the loop bound is read from memory every iteration.
__tile_global__ void steps_kernel(const int *__restrict__ steps, float *__restrict__ out,
                                  int *__restrict__ cnt) {
  int b = ct::bid().x;
  for (int i = 0; i < steps[b]; ++i) {
    out[8 * b + i] = 1.0f;
    cnt[b] += 1;
  }
}

// Read-modify-write and increments on the same element; unsigned index.
__tile_global__ void rmw_kernel(int *p, unsigned u, double *d, int64_t *l) {
  int b = ct::bid().x;
  p[b] += 10;
  ++p[b];
  int old = p[b]++;
  p[b + 4] = old;
  d[b] = d[b] * 2.0 + 0.5;
  l[b] = l[b] + (int64_t(1) << 40);
  p[u + b] -= 1; // u == 8: p[8..11]
}

// Helpers, references, pointer arithmetic and mixing with ct::load/ct::store.
__tile_global__ void mixed_kernel(float *p) {
  int b = ct::bid().x;
  float *row = p + 16 * b;
  auto idx = ct::iota<i32x8>();
  auto t = ct::load(row + idx);       // row[0..7]
  row[0] = 100.0f;                    // after the load
  ct::store(row + 8 + idx, t + 1.0f); // row[8..15] = old row[0..7] + 1
  float y = row[9];                   // after the tile store: old row[1] + 1
  put(&row[1], get(row, 0) + y);      // row[1] = 100 + y
  float &r = at(row, 2);
  r *= 3.0f;
  *(row + 3) = -INFINITY;
  row[4] = __builtin_huge_valf();
}

int main() {
  seed::checker chk("scalar_memory");
  const int nb = 4;
  int hsteps[nb] = {0, 3, 8, 5};
  int *steps = seed::device_alloc<int>(nb);
  float *out = seed::device_alloc<float>(8 * nb);
  int *cnt = seed::device_alloc<int>(nb);
  seed::to_device(steps, hsteps, nb);
  float zeros[8 * nb] = {};
  int izeros[nb] = {};
  seed::to_device(out, zeros, 8 * nb);
  seed::to_device(cnt, izeros, nb);
  steps_kernel<<<nb, 1>>>(steps, out, cnt);
  SEED_SYNC();
  float hout[8 * nb];
  int hcnt[nb];
  seed::to_host(hout, out, 8 * nb);
  seed::to_host(hcnt, cnt, nb);
  for (int b = 0; b < nb; ++b) {
    chk.exact("cnt", b, hcnt[b], hsteps[b]);
    for (int i = 0; i < 8; ++i)
      chk.near("out", 8 * b + i, hout[8 * b + i], i < hsteps[b] ? 1.0 : 0.0, 0.0);
  }

  int hp[12];
  seed::fill(hp, 12);
  double hd[nb] = {1.5, -2.25, 3.0, 1e10};
  int64_t hl[nb] = {1, -1, int64_t(1) << 50, 7};
  int *p = seed::device_alloc<int>(12);
  double *d = seed::device_alloc<double>(nb);
  int64_t *l = seed::device_alloc<int64_t>(nb);
  seed::to_device(p, hp, 12);
  seed::to_device(d, hd, nb);
  seed::to_device(l, hl, nb);
  rmw_kernel<<<nb, 1>>>(p, 8u, d, l);
  SEED_SYNC();
  int rp[12];
  double rd[nb];
  int64_t rl[nb];
  seed::to_host(rp, p, 12);
  seed::to_host(rd, d, nb);
  seed::to_host(rl, l, nb);
  for (int b = 0; b < nb; ++b) {
    chk.exact("p", b, rp[b], hp[b] + 12);
    chk.exact("p+4", b + 4, rp[b + 4], hp[b] + 11);
    chk.exact("p+8", b + 8, rp[b + 8], hp[b + 8] - 1);
    chk.near("d", b, rd[b], hd[b] * 2.0 + 0.5, 0.0);
    chk.exact("l", b, rl[b], hl[b] + (int64_t(1) << 40));
  }

  float hm[16 * nb];
  seed::fill(hm, 16 * nb);
  float *m = seed::device_alloc<float>(16 * nb);
  seed::to_device(m, hm, 16 * nb);
  mixed_kernel<<<nb, 1>>>(m);
  SEED_SYNC();
  float rm[16 * nb];
  seed::to_host(rm, m, 16 * nb);
  for (int b = 0; b < nb; ++b) {
    const float *h = hm + 16 * b, *r = rm + 16 * b;
    chk.near("row0", 16 * b, r[0], 100.0, 0.0);
    chk.near("row1", 16 * b + 1, r[1], 100.0f + (h[1] + 1.0f), 0.0);
    chk.near("row2", 16 * b + 2, r[2], h[2] * 3.0f, 0.0);
    chk.exact("row3", 16 * b + 3, std::isinf(r[3]) && r[3] < 0, 1);
    chk.exact("row4", 16 * b + 4, std::isinf(r[4]) && r[4] > 0, 1);
    for (int i = 5; i < 8; ++i)
      chk.near("row", 16 * b + i, r[i], h[i], 0.0);
    for (int i = 0; i < 8; ++i)
      chk.near("row+8", 16 * b + 8 + i, r[8 + i], h[i] + 1.0f, 0.0);
  }
  cudaFree(steps);
  cudaFree(out);
  cudaFree(cnt);
  cudaFree(p);
  cudaFree(d);
  cudaFree(l);
  cudaFree(m);
  return chk.finish();
}
