// switch on a run-time value in tile code: cases with break, stacked labels,
// [[fallthrough]], default in the middle, a case after default that does
// not break, and a switch inside a loop whose break leaves only the
// switch. Built with --cutile-emulate; every block's result is checked
// against the same C++ run on the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %cutile_src/test/CodeGen/Inputs/seeds %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS switch_runtime
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

#define SWITCH_FUNCS(QUAL, P)                                              \
QUAL float P##eval(int op, float v) { \
  switch (op) { \
  case 0: \
    v = 2.0f; \
    break; \
  case 1: \
    v = v * 3.0f; \
    [[fallthrough]]; \
  case 2: \
  case 3: \
    v = v + 1.0f; \
    break; \
  default: \
    v = -v; \
    break; \
  case 7: \
    v = 70.0f; \
    break; \
  case 8: \
    v = v - 8.0f; \
  } \
  return v; \
} \
 \
QUAL int P##count(int n) { \
  int hits = 0; \
  for (int i = 0; i < n; ++i) { \
    switch (i % 3) { \
    case 0: \
      hits += 100; \
      break; /* leaves the switch, not the loop */ \
    case 1: \
      if (i > 4) \
        break; \
      hits += 10; \
      break; \
    } \
    hits += 1; \
  } \
  return hits; \
}

// The same functions as tile code and as the host reference.
SWITCH_FUNCS(__tile__, t_)
SWITCH_FUNCS(, h_)

__tile_global__ void kernel(const int *__restrict__ ops, float *__restrict__ out,
                            int *__restrict__ hits) {
  int b = ct::bid().x;
  out[b] = t_eval(ops[b], float(b) + 0.5f);
  hits[b] = t_count(ops[b]);
}

int main() {
  seed::checker chk("switch_runtime");
  const int n = 12;
  int hops[n] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 3};
  int *ops = seed::device_alloc<int>(n), *hits = seed::device_alloc<int>(n);
  float *out = seed::device_alloc<float>(n);
  seed::to_device(ops, hops, n);
  kernel<<<n, 1>>>(ops, out, hits);
  SEED_SYNC();
  float hout[n];
  int hh[n];
  seed::to_host(hout, out, n);
  seed::to_host(hh, hits, n);
  for (int b = 0; b < n; ++b) {
    chk.exact("eval", b, hout[b], h_eval(hops[b], float(b) + 0.5f));
    chk.exact("count", b, hh[b], h_count(hops[b]));
  }
  return chk.finish();
}
