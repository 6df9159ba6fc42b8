// CUDA 13.5's braced-list tile constructor and deduction from C arrays: one
// dense `constant` per tile, of every rank; a bool tile is an i8 constant
// compared with zero, which a select takes as it is (nvcc 13.5's probe 01
// and a rank-5 scratch probe, compared op by op with scripts/nvcc-ref -tilebc
// + tileirdisasm). A static constexpr array as the source is the same
// constant (nvcc emits no global for it either).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

// CHECK-LABEL: entry @_Z1kPfPi(
// CHECK-DAG: %[[A:.*]] = constant <f32: [1.000000e+00, 2.500000e+00, -3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-DAG: %[[B:.*]] = constant <i32: {{\[\[}}1, 2], [3, 4]]> : tile<2x2xi32>
// CHECK-DAG: %[[C:.*]] = constant <f32: [1.000000e+01, 2.000000e+01, 3.000000e+01, 4.000000e+01]> : tile<4xf32>
// CHECK-DAG: constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-DAG: %[[M:.*]] = constant <i8: [1, 0, 1, 1]> : tile<4xi8>
// CHECK-DAG: %[[Z:.*]] = constant <i8: 0> : tile<4xi8>
// CHECK: %[[MB:.*]] = cmpi not_equal %[[M]], %[[Z]], signed : tile<4xi8> -> tile<4xi1>
// CHECK-NOT: exti
// CHECK: select %[[MB]], %[[A]], %[[C]] : tile<4xi1>, tile<4xf32>
// CHECK: store_view_tko weak %[[B]]
__tile_global__ void k(float *out, int *iout) {
  ct::tile<float, ct::shape<4>> a{{1.0f, 2.5f, -3.0f, 4.0f}};
  ct::tile<int, ct::shape<2, 2>> b{{{1, 2}, {3, 4}}};
  ct::tile c{{10.0f, 20.0f, 30.0f, 40.0f}};
  ct::tile<float, ct::shape<4>> d{{1, 2, 3, 4}};
  ct::tile<bool, ct::shape<4>> m{{true, false, true, true}};
  auto fv = ct::partition_view{ct::tensor_span{out, ct::extents{16_ic}}, ct::shape{4_ic}};
  fv.store(a, 0);
  fv.store(c, 1);
  fv.store(d, 2);
  fv.store(ct::select(m, a, c), 3);
  auto iv = ct::partition_view{ct::tensor_span{iout, ct::extents{2_ic, 2_ic}}, ct::shape{2_ic, 2_ic}};
  iv.store(b, 0, 0);
}

static constexpr float lut[4] = {0.5f, 1.5f, 2.5f, 3.5f};
// CHECK-LABEL: entry @_Z5rank5Pf(
// CHECK-NOT: global
// CHECK-DAG: constant <f32: [5.000000e-01, 1.500000e+00, 2.500000e+00, 3.500000e+00]> : tile<4xf32>
// CHECK-DAG: constant <f64: {{\[\[\[\[\[}}1.000000e+00, 2.000000e+00]]], {{\[\[\[}}3.000000e+00, 4.000000e+00]]]], {{\[\[\[\[}}5.000000e+00, 6.000000e+00]]], {{\[\[\[}}7.000000e+00, 8.000000e+00]]]]]> : tile<2x2x1x1x2xf64>
__tile_global__ void rank5(float *out) {
  ct::tile t{lut};
  ct::tile<double, ct::shape<2, 2, 1, 1, 2>> r5{{{{{{1.0, 2.0}}}, {{{3.0, 4.0}}}}, {{{{5.0, 6.0}}}, {{{7.0, 8.0}}}}}};
  auto fv = ct::partition_view{ct::tensor_span{out, ct::extents{16_ic}}, ct::shape{4_ic}};
  fv.store(t, 0);
  fv.store(ct::element_cast<float>(ct::reshape<ct::shape<4>>(ct::extract(r5, ct::shape<1, 2, 1, 1, 2>{}, 0, 0, 0, 0, 0))), 1);
}
