// Pointer-tile offsets and memory-op masks as nvcc 13.4 spells them (read
// from its Tile IR), because tileiras makes better code of them: offsets
// are 64-bit (a signed index sign-extended, an unsigned one zero-extended,
// a bool one counted as 0/1), and a mask goes through i8 and back (exti,
// cmpi ne 0) before the load, store or atomic. docs/performance.md has the
// SASS figures.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z1kPKfPfPKjji(
// CHECK-DAG: %[[I64:.*]] = exti %{{.*}} signed : tile<16xi32> -> tile<16xi64>
// CHECK-DAG: %[[U64:.*]] = exti %{{.*}} unsigned : tile<16xi32> -> tile<16xi64>
// CHECK-DAG: %[[M8:.*]] = exti %{{.*}} unsigned : tile<16xi1> -> tile<16xi8>
// CHECK-DAG: %[[M:.*]] = cmpi not_equal %[[M8]], %{{.*}}, signed : tile<16xi8> -> tile<16xi1>
// CHECK-DAG: %[[PX:.*]] = offset %{{.*}}, %[[I64]] : tile<16xptr<f32>>, tile<16xi64>
// CHECK-DAG: load_ptr_tko weak %[[PX]], %[[M]], %{{.*}} : tile<16xptr<f32>>, tile<16xi1>, tile<16xf32>
// CHECK-DAG: offset %{{.*}}, %[[U64]] : tile<16xptr<f32>>, tile<16xi64>
// CHECK-DAG: store_ptr_tko weak %{{.*}}, %{{.*}}, %[[M]]{{( token=%[^ ]*)?}} : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1>
__tile_global__ void k(const float *x, float *y, const unsigned *idx, unsigned u, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  auto m = i < n;
  auto v = ct::load_masked(x + i, m, 0.0f);
  auto j = ct::iota<ct::tile<unsigned, ct::shape<16>>>() + u;
  ct::store_masked(y + j, v, m);
}
