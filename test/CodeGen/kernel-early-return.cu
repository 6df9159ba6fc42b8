// A return from the kernel under a run-time condition is a `return` inside
// the `if`; the store after it is reached only when the condition is false.
// (It was once dropped as dead code, because `return` was marked Pure.)
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void early(float *__restrict__ out, int n) {
  if (n == 7)
    return;
  ct::store(out, 1.0f);
}

// CHECK: entry @_Z5earlyPfi(%[[OUT:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>) {
// CHECK-NOT: store_ptr_tko
// CHECK: cmpi equal %[[N]], %{{.*}} : tile<i32> -> tile<i1>
// CHECK-NEXT: if %{{.*}} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: store_ptr_tko weak %[[OUT]]
// CHECK-NEXT: return
