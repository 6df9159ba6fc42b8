// nvcc 13.4 rejects a `continue` whose innermost loop-or-switch is a switch,
// on a run-time value or on a compile-time constant, with or without a
// condition (probed: "continue statement inside a switch ... is not allowed
// in tile code"); a continue of a loop nested in the switch, and SIMT code,
// are fine. Compat/invalid/continue_inside_switch.cu checks the line
// against nvcc.
// RUN: %tile_verify --cuda-device-only %s
// RUN: %tile_verify --cuda-host-only %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void runtime_switch(const int *a, int *out) {
  int r = 0;
  for (int i = 0; i < a[0]; ++i) {
    switch (a[i + 1]) {
    case 0:
      continue; // expected-error {{'continue' inside a 'switch' is not allowed in tile code; set a flag, 'break' out of the 'switch' and continue after it}}
    default:
      r += 1;
      break;
    }
  }
  out[0] = r;
}

__tile_global__ void constant_switch(const int *a, int *out) {
  constexpr int M = 0;
  int r = 0;
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    switch (M) {
    case 0:
      if (a[i] > 0)
        continue; // expected-error {{'continue' inside a 'switch' is not allowed in tile code}}
      r += 5;
      break;
    default:
      continue; // expected-error {{'continue' inside a 'switch' is not allowed in tile code}}
    }
  }
  out[0] = r;
}

// Allowed: the continue belongs to a loop inside the switch, or to a lambda
// body's own loop.
__tile_global__ void nested_loop(const int *a, int *out) {
  int r = 0;
  switch (a[0]) {
  case 0:
    for (int i = 0; i < a[1]; ++i) {
      if (i == 2)
        continue;
      r += i;
    }
    break;
  default:
    r = [&] {
      int s = 0;
      for (int i = 0; i < 3; ++i) {
        if (i == 1)
          continue;
        s += i;
      }
      return s;
    }();
    break;
  }
  out[0] = r;
}

__global__ void simt(const int *a, int *out) {
  for (int i = 0; i < 4; ++i)
    switch (a[i]) {
    case 0: continue;
    default: out[i] = 1;
    }
}
