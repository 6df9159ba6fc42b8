// ct::irange with a step that is not positive: nvcc 13.4 accepts it and
// makes the `for` with that step (its assert is host code; read from its
// Tile IR), so we warn on a constant one and make the same loop; a run-time
// step goes unchecked, as there.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s 2>&1 | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK: warning: ct::irange: the step must be positive; this loop does not end
// CHECK-LABEL: entry @_Z4zeroPii(
// CHECK: %[[Z:.*]] = constant <i32: 0> : tile<i32>
// CHECK: for %{{.*}} in (%[[Z]] to %arg1, step %[[Z]]) : tile<i32>
__tile_global__ void zero(int *y, int n) {
  int acc = 0;
  for (int i : ct::irange(0, n, 0))
    acc += i;
  y[0] = acc;
}

// CHECK-LABEL: entry @_Z7runtimePiii(
// CHECK: for %{{.*}} in (%{{.*}} to %arg1, step %arg2) : tile<i32>
__tile_global__ void runtime(int *y, int n, int s) {
  int acc = 0;
  for (int i : ct::irange(0, n, s))
    acc += i;
  y[0] = acc;
}
