// if/else on a run-time scalar yields the tile assigned on both paths; a
// __tile__ function with an early return under a run-time condition becomes
// an if that yields (value, returned flag), and the rest of the function runs
// under an if on the negated flag.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;
using f32x8 = ct::tile<float, ct::shape<8>>;
using i32x8 = ct::tile<int, ct::shape<8>>;

__tile__ f32x8 twiceUnlessNegative(f32x8 t, int n) {
  if (n < 0)
    return t;
  return t * 2.0f;
}

__tile_global__ void branches(float *__restrict__ out, int n) {
  auto t = ct::full<f32x8>(1.0f);
  if (n > 4) {
    t = t + 1.0f;
  } else {
    t = t * 3.0f;
  }
  t = twiceUnlessNegative(t, n);
  ct::store(out + ct::iota<i32x8>(), t);
}

// CHECK: entry @_Z8branchesPfi(%[[OUT:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>) {
// CHECK: %[[ONES:.*]] = broadcast %{{.*}} : tile<1xf32> -> tile<8xf32>
// CHECK: %[[C4:.*]] = constant <i32: 4> : tile<i32>
// CHECK: %[[GT:.*]] = cmpi greater_than %[[N]], %[[C4]], signed : tile<i32> -> tile<i1>
// CHECK: %[[T:.*]] = if %[[GT]] -> (tile<8xf32>) {
// CHECK:   %[[A:.*]] = addf %[[ONES]], %[[ONES]]
// CHECK:   yield %[[A]] : tile<8xf32>
// CHECK: } else {
// CHECK:   %[[M:.*]] = mulf %[[ONES]], %{{.*}}
// CHECK:   yield %[[M]] : tile<8xf32>
// CHECK: }
// CHECK: %[[LT:.*]] = cmpi less_than %[[N]], %{{.*}}, signed : tile<i32> -> tile<i1>
// CHECK: %[[R1:.*]]:2 = if %[[LT]] -> (tile<8xf32>, tile<i1>) {
// CHECK:   %[[TRUE:.*]] = constant <i1: true> : tile<i1>
// CHECK:   yield %[[T]], %[[TRUE]] : tile<8xf32>, tile<i1>
// CHECK: } else {
// CHECK:   %[[FALSE:.*]] = constant <i1: false> : tile<i1>
// CHECK:   yield %{{.*}}, %[[FALSE]] : tile<8xf32>, tile<i1>
// CHECK: }
// CHECK: %[[NOTRET:.*]] = xori %[[R1]]#1, %{{.*}} : tile<i1>
// CHECK: %[[R2:.*]]:2 = if %[[NOTRET]] -> (tile<8xf32>, tile<i1>) {
// CHECK:   %[[D:.*]] = mulf %[[T]], %{{.*}}
// CHECK:   yield %[[D]], %{{.*}} : tile<8xf32>, tile<i1>
// CHECK: } else {
// CHECK:   yield %[[R1]]#0, %[[R1]]#1 : tile<8xf32>, tile<i1>
// CHECK: }
// CHECK: store_ptr_tko weak %{{.*}}, %[[R2]]#0 : tile<8xptr<f32>>, tile<8xf32> -> token
// CHECK-NEXT: return
