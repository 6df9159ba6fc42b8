// break and continue under run-time conditions inside loops whose bounds
// are compile-time constants (nvcc 13.4 accepts them; we unroll such loops,
// so the jumps become flags that guard the rest of the iteration and the
// later iterations). Nested loops, a continue next to a break, a jump inside
// a nested block, tiles carried through. Built with --cutile-emulate and
// checked against the same code run on the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS unrolled_jumps
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

#define JUMP_FUNCS(QUAL, P)                                                    \
  QUAL int P##first(int lim) {                                                 \
    int s = 0;                                                                 \
    for (int i = 0; i < 10; ++i) {                                             \
      if (i > lim)                                                             \
        break;                                                                 \
      s = s + i;                                                               \
    }                                                                          \
    return s;                                                                  \
  }                                                                            \
  QUAL int P##mixed(int lim) {                                                 \
    int s = 0;                                                                 \
    for (int i = 0; i < 8; ++i) {                                              \
      if (i % 3 == 1)                                                          \
        continue;                                                              \
      if (i * 10 > lim)                                                        \
        break;                                                                 \
      {                                                                        \
        if (s > lim / 2)                                                       \
          continue;                                                            \
        s = s + i * i;                                                         \
      }                                                                        \
      s = s + 1;                                                               \
    }                                                                          \
    return s;                                                                  \
  }                                                                            \
  QUAL int P##nested(int lim) {                                                \
    int s = 0;                                                                 \
    for (int i = 0; i < 4; ++i) {                                              \
      for (int j = 0; j < 4; ++j) {                                            \
        if (i + j > lim)                                                       \
          break; /* the inner loop only */                                     \
        s = s + (i + 1) * (j + 1);                                             \
      }                                                                        \
      if (s > 3 * lim)                                                         \
        break;                                                                 \
    }                                                                          \
    return s;                                                                  \
  }

JUMP_FUNCS(__tile__, t_)
JUMP_FUNCS(, h_)

__tile_global__ void kernel(const int *__restrict__ lims, int *__restrict__ out,
                            float *__restrict__ tiles) {
  int b = ct::bid().x;
  int lim = lims[b];
  out[3 * b] = t_first(lim);
  out[3 * b + 1] = t_mixed(lim);
  out[3 * b + 2] = t_nested(lim);
  // A tile carried through an unrolled loop with a run-time break.
  auto i8 = ct::iota<ct::tile<int, ct::shape<8>>>();
  auto acc = ct::zeros<ct::tile<float, ct::shape<8>>>();
  for (int k = 0; k < 5; ++k) {
    if (k >= lim)
      break;
    acc = acc + ct::element_cast<float>(i8 * (k + 1));
  }
  ct::store(tiles + 8 * b + i8, acc);
}

int main() {
  seed::checker chk("unrolled_jumps");
  const int n = 14;
  int hl[n];
  for (int b = 0; b < n; ++b)
    hl[b] = b * 7 % 23 - 3;
  int *lims = seed::device_alloc<int>(n), *out = seed::device_alloc<int>(3 * n);
  float *tiles = seed::device_alloc<float>(8 * n);
  seed::to_device(lims, hl, n);
  kernel<<<n, 1>>>(lims, out, tiles);
  SEED_SYNC();
  int ho[3 * n];
  float ht[8 * n];
  seed::to_host(ho, out, 3 * n);
  seed::to_host(ht, tiles, 8 * n);
  for (int b = 0; b < n; ++b) {
    chk.exact("first", b, ho[3 * b], h_first(hl[b]));
    chk.exact("mixed", b, ho[3 * b + 1], h_mixed(hl[b]));
    chk.exact("nested", b, ho[3 * b + 2], h_nested(hl[b]));
    for (int e = 0; e < 8; ++e) {
      float want = 0;
      for (int k = 0; k < 5 && k < hl[b]; ++k)
        want += float(e * (k + 1));
      chk.exact("tile", 8 * b + e, ht[8 * b + e], want);
    }
  }
  return chk.finish();
}
