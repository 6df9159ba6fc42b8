// `for (init; T v = e; inc)` in tile code (nvcc 13.4 accepts it, probed): v
// is declared afresh before every test, after the increment, inside the
// run-time `loop`; a continue goes back to the increment. Numerics:
// Compat/control/range_for_forms.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z8weightedPKiPii(
// CHECK: loop iter_values({{.*}}, %[[K:[^ ]*]] = %{{[^ ,]*}}, %[[FIRST:[^ ]*]] = %{{[^ ,]*}}) : token, tile<i32>, tile<i32>, tile<i1>
// CHECK: %[[NF:.*]] = xori %[[FIRST]]
// CHECK: %[[KK:.*]] = if %[[NF]] -> (tile<i32>) {
// CHECK: addi %[[K]]
// CHECK: %[[LEFT:.*]] = subi %arg2, %[[KK]]
// CHECK: %[[NZ:.*]] = cmpi not_equal %[[LEFT]], %{{.*}}, signed
// CHECK: %[[Z:.*]] = xori %[[NZ]]
// CHECK: if %[[Z]] {
// CHECK-NEXT: break
// CHECK: muli %[[LEFT]]
// CHECK: continue
__tile_global__ void weighted(const int *a, int *out, int n) {
  int s = 0;
  for (int k = 0; int left = n - k; ++k) {
    if (a[k] < 0)
      continue;
    s += left * a[k];
  }
  out[0] = s;
}

// A condition variable whose first values are constants still runs the
// loop at run time when the bound is not known here: a `for`, its test being
// `k < n` (nvcc 13.5 keeps a `loop` here: it tests the bool it stored).
// CHECK-LABEL: entry @_Z9constbodyPii(
// CHECK: for
// CHECK: return
__tile_global__ void constbody(int *out, int n) {
  int s = 0;
  for (int k = 0; bool more = k < n; ++k)
    s += more ? k : 0;
  out[0] = s;
}

// With constant bounds the loop runs here: 3 + 2 + 1.
// CHECK-LABEL: entry @_Z6foldedPi(
// CHECK-NOT: loop
// CHECK: constant <i32: 6>
__tile_global__ void folded(int *out) {
  int s = 0;
  #pragma unroll
  for (int k = 0; int left = 3 - k; ++k)
    s += left;
  out[0] = s;
}
