// continue in loops that are not counted loops: a for with a run-time bound
// and a break beside the continue (the increment runs at the top of every
// iteration but the first), and a do-while whose continue goes to the
// condition. Built with --cutile-emulate and checked against the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS loop_continue
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

#define LOOP_FUNCS(QUAL, P)                                                    \
  QUAL int P##for_cont(int n, int lim) {                                       \
    int s = 0;                                                                 \
    for (int i = 0; i < n; ++i) {                                              \
      if (i % 2 == 1)                                                          \
        continue;                                                              \
      if (i > lim)                                                             \
        break;                                                                 \
      s = s + i * 3;                                                           \
    }                                                                          \
    return s;                                                                  \
  }                                                                            \
  QUAL int P##do_cont(int n) {                                                 \
    int s = 0, i = 0;                                                          \
    do {                                                                       \
      ++i;                                                                     \
      if (i % 3 == 0)                                                          \
        continue;                                                              \
      s += i;                                                                  \
    } while (i < n);                                                           \
    return s;                                                                  \
  }                                                                            \
  /* The condition of a do-while runs after each body, never before the */     \
  /* first: it counts the tests. */                                            \
  QUAL int P##do_cont_counted(int n) {                                         \
    int i = 0, tests = 0;                                                      \
    do {                                                                       \
      ++i;                                                                     \
      if (i % 2 == 0)                                                          \
        continue;                                                              \
    } while (tests++ < n);                                                     \
    return tests * 100 + i;                                                    \
  }

LOOP_FUNCS(__tile__, t_)
LOOP_FUNCS(, h_)

__tile_global__ void kernel(const int *__restrict__ ns, int *__restrict__ out) {
  int b = ct::bid().x;
  out[3 * b] = t_for_cont(ns[b], 2 * b);
  out[3 * b + 1] = t_do_cont(ns[b]);
  out[3 * b + 2] = t_do_cont_counted(ns[b]);
}

int main() {
  seed::checker chk("loop_continue");
  const int n = 10;
  int hn[n] = {0, 1, 2, 5, 9, 13, 4, 20, 3, 7};
  int *ns = seed::device_alloc<int>(n), *out = seed::device_alloc<int>(3 * n);
  seed::to_device(ns, hn, n);
  kernel<<<n, 1>>>(ns, out);
  SEED_SYNC();
  int ho[3 * n];
  seed::to_host(ho, out, 3 * n);
  for (int b = 0; b < n; ++b) {
    chk.exact("for", b, ho[3 * b], h_for_cont(hn[b], 2 * b));
    chk.exact("do", b, ho[3 * b + 1], h_do_cont(hn[b]));
    chk.exact("do counted", b, ho[3 * b + 2], h_do_cont_counted(hn[b]));
  }
  return chk.finish();
}
