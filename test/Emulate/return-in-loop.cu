// `return` inside loops and switches of tile code (CUDA 13.5 accepts it):
// early-exit searches over run-time and compile-time bounds (for, while,
// do, nested loops, ct::irange, #pragma unroll), a return among break and
// continue, a switch inside a loop, a switch of returns with a
// fallthrough, a returned struct, and a kernel that returns from inside a
// loop. Built with --cutile-emulate and checked against the same functions
// compiled for the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS return_in_loop
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct Hit {
  int idx;
  float val;
};

#define SEARCH_FUNCS(QUAL, P)                                                  \
  QUAL int P##find_for(const int *p, int n, int key) {                         \
    for (int i = 0; i < n; ++i)                                                \
      if (p[i] == key)                                                         \
        return i;                                                              \
    return -1;                                                                 \
  }                                                                            \
  QUAL int P##find_while(const int *p, int n, int key) {                       \
    int i = n - 1;                                                             \
    while (i >= 0) {                                                           \
      if (p[i] == key)                                                         \
        return i; /* the last one */                                           \
      --i;                                                                     \
    }                                                                          \
    return -2;                                                                 \
  }                                                                            \
  QUAL int P##find_do(const int *p, int n, int key) {                          \
    int i = 0;                                                                 \
    do {                                                                       \
      if (p[i] > key)                                                          \
        return 100 + i;                                                        \
    } while (++i < n);                                                         \
    return -3;                                                                 \
  }                                                                            \
  QUAL int P##find_nested(const int *p, int rows, int cols, int key) {         \
    for (int r = 0; r < rows; ++r) {                                           \
      int c = 0;                                                               \
      while (c < cols) {                                                       \
        if (p[r * cols + c] == key)                                            \
          return r * 1000 + c;                                                 \
        ++c;                                                                   \
      }                                                                        \
    }                                                                          \
    return -4;                                                                 \
  }                                                                            \
  QUAL int P##find_const(const int *p, int key) {                              \
    for (int i = 0; i < 8; ++i)                                                \
      if (p[i] == key)                                                         \
        return i;                                                              \
    return -5;                                                                 \
  }                                                                            \
  QUAL int P##find_unrolled(const int *p, int key) {                           \
    int s = 0;                                                                 \
    _Pragma("unroll") for (int i = 0; i < 6; ++i) {                            \
      if (p[i] == 0)                                                           \
        continue;                                                              \
      if (p[i] < 0)                                                            \
        break;                                                                 \
      if (p[i] == key)                                                         \
        return s;                                                              \
      s += p[i];                                                               \
    }                                                                          \
    return -s;                                                                 \
  }                                                                            \
  QUAL int P##mixed(const int *p, int n) {                                     \
    int s = 0;                                                                 \
    for (int i = 0; i < n; ++i) {                                              \
      if (p[i] == 0)                                                           \
        continue;                                                              \
      if (p[i] < 0)                                                            \
        break;                                                                 \
      if (p[i] > 40)                                                           \
        return -s;                                                             \
      s += p[i];                                                               \
      if (s > 60)                                                              \
        return 1000 + s;                                                       \
    }                                                                          \
    return s + 1;                                                              \
  }                                                                            \
  QUAL int P##run_ops(const int *ops, int n, int x) {                          \
    for (int i = 0; i < n; ++i) {                                              \
      switch (ops[i] % 4) {                                                    \
      case 0:                                                                  \
        x += 3;                                                                \
        break;                                                                 \
      case 1:                                                                  \
        x *= 2;                                                                \
        break;                                                                 \
      case 2:                                                                  \
        if (x > 20)                                                            \
          return x;                                                            \
        x -= 1;                                                                \
        break;                                                                 \
      default:                                                                 \
        return -x;                                                             \
      }                                                                        \
    }                                                                          \
    return x * 10;                                                             \
  }                                                                            \
  QUAL int P##classify(int mode, int x) {                                      \
    switch (mode) {                                                            \
    case 0:                                                                    \
      return x;                                                                \
    case 1:                                                                    \
      x = x * 2;                                                               \
      [[fallthrough]];                                                         \
    case 2:                                                                    \
      return x + 1;                                                            \
    case 3:                                                                    \
      break;                                                                   \
    default:                                                                   \
      x = -x;                                                                  \
    }                                                                          \
    return x - 7;                                                              \
  }                                                                            \
  QUAL int P##bsearch(const int *a, int n, int key) {                          \
    int lo = 0, hi = n - 1;                                                    \
    while (lo <= hi) {                                                         \
      int mid = (lo + hi) / 2;                                                 \
      if (a[mid] == key)                                                       \
        return mid;                                                            \
      if (a[mid] < key)                                                        \
        lo = mid + 1;                                                          \
      else                                                                     \
        hi = mid - 1;                                                          \
    }                                                                          \
    return -(lo + 1);                                                          \
  }                                                                            \
  QUAL Hit P##first_above(const float *p, int n, float thr) {                  \
    for (int i = 0; i < n; ++i)                                                \
      if (p[i] > thr)                                                          \
        return Hit{i, p[i]};                                                   \
    return Hit{-1, 0.0f};                                                      \
  }

SEARCH_FUNCS(__tile__, t_)
SEARCH_FUNCS(, h_)

__tile__ int t_find_irange(const int *p, int n, int key) {
  for (int i : ct::irange(0, n))
    if (p[i] == key)
      return i;
  return -6;
}

constexpr int N = 12, NOUT = 14;

__tile_global__ void kernel(const int *__restrict__ data, const int *__restrict__ keys,
                            const int *__restrict__ sorted, const float *__restrict__ fdata,
                            int *__restrict__ out, float *__restrict__ fout) {
  int b = ct::bid().x;
  const int *p = data + b * N;
  int key = keys[b];
  int *o = out + b * NOUT;
  o[0] = t_find_for(p, N, key);
  o[1] = t_find_while(p, N, key);
  o[2] = t_find_do(p, N, key);
  o[3] = t_find_nested(p, 3, 4, key);
  o[4] = t_find_const(p, key);
  o[5] = t_find_unrolled(p, key);
  o[6] = t_mixed(p, N);
  o[7] = t_run_ops(p, N, key);
  o[8] = t_classify(b % 6 - 1, key);
  o[9] = t_bsearch(sorted, N, key);
  o[10] = t_find_irange(p, N, key);
  Hit h = t_first_above(fdata + b * N, N, 0.5f);
  o[11] = h.idx;
  fout[b] = h.val;
  // The kernel itself returns from inside a loop: o[12] counts the
  // elements before the first negative one, o[13] is written only when
  // there is none.
  for (int i = 0; i < N; ++i) {
    if (p[i] < 0)
      return;
    o[12] = i + 1;
  }
  o[13] = 1;
}

int main() {
  seed::checker chk("return_in_loop");
  const int nb = 24;
  int hd[nb * N], hk[nb], hs[N];
  float hf[nb * N];
  for (int b = 0; b < nb; ++b) {
    for (int i = 0; i < N; ++i) {
      hd[b * N + i] = (b * 7 + i * 5) % 23 - (b % 5 == 0 ? 3 : 0);
      hf[b * N + i] = float((b * 3 + i * 11) % 17) / 16.0f - (b % 3) * 0.3f;
    }
    hk[b] = (b * 11) % 25; // some keys are missing
  }
  for (int i = 0; i < N; ++i)
    hs[i] = 2 * i + 1;
  int *d = seed::device_alloc<int>(nb * N), *k = seed::device_alloc<int>(nb),
      *s = seed::device_alloc<int>(N), *o = seed::device_alloc<int>(nb * NOUT);
  float *f = seed::device_alloc<float>(nb * N), *fo = seed::device_alloc<float>(nb);
  seed::to_device(d, hd, nb * N);
  seed::to_device(k, hk, nb);
  seed::to_device(s, hs, N);
  seed::to_device(f, hf, nb * N);
  int init[nb * NOUT];
  for (int i = 0; i < nb * NOUT; ++i)
    init[i] = -99;
  seed::to_device(o, init, nb * NOUT);
  kernel<<<nb, 1>>>(d, k, s, f, o, fo);
  SEED_SYNC();
  int ho[nb * NOUT];
  float hfo[nb];
  seed::to_host(ho, o, nb * NOUT);
  seed::to_host(hfo, fo, nb);
  for (int b = 0; b < nb; ++b) {
    const int *p = hd + b * N, key = hk[b], *r = ho + b * NOUT;
    chk.exact("for", b, r[0], h_find_for(p, N, key));
    chk.exact("while", b, r[1], h_find_while(p, N, key));
    chk.exact("do", b, r[2], h_find_do(p, N, key));
    chk.exact("nested", b, r[3], h_find_nested(p, 3, 4, key));
    chk.exact("const", b, r[4], h_find_const(p, key));
    chk.exact("unrolled", b, r[5], h_find_unrolled(p, key));
    chk.exact("mixed", b, r[6], h_mixed(p, N));
    chk.exact("run_ops", b, r[7], h_run_ops(p, N, key));
    chk.exact("classify", b, r[8], h_classify(b % 6 - 1, key));
    chk.exact("bsearch", b, r[9], h_bsearch(hs, N, key));
    chk.exact("irange", b, r[10], h_find_for(p, N, key) < 0 ? -6 : h_find_for(p, N, key));
    Hit h = h_first_above(hf + b * N, N, 0.5f);
    chk.exact("hit.idx", b, r[11], h.idx);
    chk.near("hit.val", b, hfo[b], h.val, 0.0);
    int count = 0;
    bool neg = false;
    for (int i = 0; i < N && !neg; ++i)
      neg = p[i] < 0, count += !neg;
    chk.exact("kernel.count", b, r[12], count == 0 ? -99 : count);
    chk.exact("kernel.tail", b, r[13], neg ? -99 : 1);
  }
  return chk.finish();
}
