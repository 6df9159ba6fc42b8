// A switch on a run-time value, lowered as nvcc 13.4 lowers it (read from
// its Tile IR): the match conditions first (default: no case matched), then
// a loop that runs once, so that break leaves it; each run of statements
// executes when its labels match or the run before fell through (a flag the
// loop carries). Numerics: Emulate/switch-runtime.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z1kPKiPf(
// CHECK: %[[OP:.*]], %{{.*}} = load_ptr_tko
// CHECK: %[[M0:.*]] = cmpi equal %[[OP]], %{{.*}}, signed
// CHECK: %[[M1:.*]] = cmpi equal %[[OP]], %{{.*}}, signed
// CHECK: %[[M2:.*]] = cmpi equal %[[OP]], %{{.*}}, signed
// CHECK: %[[ANY:.*]] = ori %{{.*}}, %[[M2]]
// CHECK: %[[NONE:.*]] = xori %[[ANY]], %{{.*}} : tile<i1>
// CHECK: loop iter_values(%[[V:.*]] = %{{.*}}, %[[FELL:.*]] = %{{.*}}) : tile<f32>, tile<i1>
// CHECK: %[[C0:.*]] = ori %[[FELL]], %[[M0]]
// CHECK: if %[[C0]] {
// CHECK: break
// CHECK: %[[C1:.*]] = ori %[[FELL]], %[[M1]]
// CHECK: if %[[C1]] -> (tile<f32>, tile<i1>) {
// CHECK: yield %{{.*}}, %[[TRUE:.*]] : tile<f32>, tile<i1>
// CHECK: ori %{{.*}}#1, %[[M2]]
// CHECK: ori %{{.*}}#1, %[[NONE]]
// CHECK: break
__tile_global__ void k(const int *ops, float *y) {
  float v = 1.0f;
  switch (ops[0]) {
  case 0: v = 2.0f; break;
  case 1: v = 3.0f; [[fallthrough]];
  case 2: v = v + 1.0f; break;
  default: v = 0.0f; break;
  }
  ct::store(y, v);
}
