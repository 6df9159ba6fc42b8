// nvcc 13.5 never folds the conversion of a constant to __half or
// __nv_bfloat16: the constant keeps its own type (f32, f64, i32) and an
// ftof/itof converts it (issue 25). A pointer tile offset by an index of
// another shape broadcasts the index first and widens it at the full shape.
// Both read from nvcc 13.5's Tile IR (-tilebc + tileirdisasm) on these
// kernels; together they give moe_permute's scatter_rows nvcc's 215 SASS
// instructions on sm_100 (233 before; docs/performance.md).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using ivec = ct::tile<int, ct::shape<64>>;

// CHECK-LABEL: entry @_Z5fillsPK6__halfPK13__nv_bfloat16Pfi(
// CHECK-NOT: constant <f16
// CHECK: %[[NINF:.*]] = constant <f32: 0xFF800000> : tile<f32>
// CHECK: ftof %[[NINF]] : tile<f32> -> tile<f16>
// CHECK: %[[Z:.*]] = constant <i32: 0> : tile<i32>
// CHECK: itof %[[Z]] signed : tile<i32> -> tile<f16>
// CHECK: %[[H:.*]] = constant <f32: 1.500000e+00> : tile<f32>
// CHECK: ftof %[[H]] : tile<f32> -> tile<bf16>
// CHECK: %[[TWO:.*]] = constant <f32: 2.000000e+00> : tile<f32>
// CHECK: ftof %[[TWO]] : tile<f32> -> tile<f16>
// CHECK: %[[D:.*]] = constant <f64: 3.000000e+00> : tile<f64>
// CHECK: ftof %[[D]] : tile<f64> -> tile<f16>
// CHECK-NOT: constant <{{b?}}f16
// CHECK: return
__tile_global__ void fills(const __half *x, const __nv_bfloat16 *xb, float *y, int n) {
  auto i = ct::iota<ivec>();
  auto a = ct::load_masked(x + i, i < n, __half(-INFINITY));
  auto b = ct::load_masked(x + i, i < n, __half(0));
  auto c = ct::load_masked(xb + i, i < n, __nv_bfloat16(1.5f));
  auto d = ct::load_masked(x + i, i < n, __float2half(2.0f));
  auto e = ct::load_masked(x + i, i < n, __half(3.0));
  ct::store(y + i, ct::element_cast<float>(a) + ct::element_cast<float>(b) +
                       ct::element_cast<float>(c) + ct::element_cast<float>(d) +
                       ct::element_cast<float>(e));
}

// `y + r * 128 + col`: the [1, 64] column index is broadcast to [16, 64]
// as i32 and widened there.
// CHECK-LABEL: entry @_Z9rows_colsPKfPf(
// CHECK: %[[COL:.*]] = broadcast %{{.*}} : tile<1x64xi32> -> tile<16x64xi32>
// CHECK-NEXT: %[[W:.*]] = exti %[[COL]] signed : tile<16x64xi32> -> tile<16x64xi64>
// CHECK: offset %{{.*}}, %[[W]] : tile<16x64xptr<f32>>, tile<16x64xi64>
// CHECK-NOT: tile<1x64xi64>
// CHECK: return
__tile_global__ void rows_cols(const float *x, float *y) {
  auto r = ct::iota<ct::tile<int, ct::shape<16, 1>>>();
  auto col = ct::iota<ct::tile<int, ct::shape<1, 64>>>();
  ct::store(y + r * 128 + col, ct::load(x + r * 128 + col));
}
