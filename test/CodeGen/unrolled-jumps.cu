// A break under a run-time condition in a loop with compile-time bounds
// unrolled under `#pragma unroll` (without it the loop stays a loop,
// CodeGen/const-bound-loops.cu): the break sets a flag that the rest of the iteration and
// every later iteration wait for (numerics: Emulate/unrolled-jumps.cu).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z5firstPii(
// Iteration 0: 0 > lim breaks.
// CHECK: %[[C0:.*]] = cmpi greater_than %{{.*}}, %arg1, signed
// CHECK: %[[B0:.*]] = if %[[C0]] -> (tile<i1>)
// Iteration 1 runs only where iteration 0 did not break.
// CHECK: %[[N0:.*]] = xori %[[B0]], %{{.*}} : tile<i1>
// CHECK: %[[I1:.*]]:2 = if %[[N0]] -> (tile<i32>, tile<i1>)
// CHECK: xori %[[I1]]#1, %{{.*}} : tile<i1>
// CHECK-NOT: for
// CHECK-NOT: loop
// CHECK: store_ptr_tko
__tile_global__ void first(int *out, int lim) {
  int s = 0;
#pragma unroll
  for (int i = 0; i < 3; ++i) {
    if (i > lim)
      break;
    s = s + i;
  }
  ct::store(out, s);
}
