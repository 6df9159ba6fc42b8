// `while (T v = e)` in tile code (nvcc 13.4 accepts it): a run-time `loop`
// that declares v afresh, tests it and runs the body, in every iteration;
// a continue goes back to the declaration. Numerics:
// Compat/control/loop_condition_forms.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z9countdownPKiPi(
// CHECK: loop iter_values(%{{.*}}, %[[I:.*]] = %{{.*}}) : token, tile<i32>
// CHECK: %[[N:.*]], %{{.*}} = load_ptr_tko
// CHECK: %[[J:.*]] = subi %[[N]], %[[I]]
// CHECK: %[[NZ:.*]] = cmpi not_equal %[[J]], %{{.*}}, signed
// CHECK: %[[Z:.*]] = xori %[[NZ]]
// CHECK: if %[[Z]] {
// CHECK-NEXT: break
// CHECK: cmpi greater_than %[[J]]
// CHECK: continue
__tile_global__ void countdown(const int *a, int *out) {
  int i = 0;
  while (int j = a[0] - i) {
    i += j > 0 ? 1 : -1;
    if (i > 10)
      break;
  }
  out[0] = i;
}
