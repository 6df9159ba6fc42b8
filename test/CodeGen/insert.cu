// ct::insert (CUDA 13.5) lowered as nvcc 13.5 lowers it (compared op by op
// with scripts/nvcc-ref -tilebc + tileirdisasm on this file and on
// nvcc-13.5-probes/10_insert.cu): one `insert` of the slice into the tile;
// each index is converted to size_t (exti signed/unsigned or ftoi unsigned
// to i64, nothing for a long) and truncated back to i32; a subtile of
// another element type is converted (ftof, exti) before the indices.
// Constant indices fold to an i32 constant (nvcc keeps exti/trunci of the
// constant; tileiras folds it).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
#include <cuda_fp16.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
template <class T, class S> using TT = ct::tile<T, S>;

__tile_global__ void ins(float *out, int *io, int n, unsigned u, long l, float fl) {
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{8_ic, 8_ic}}, ct::shape{8_ic, 8_ic}};
  auto big = ov.load(0, 0);
  auto sub = ct::ones<TT<float, ct::shape<4, 2>>>();
  auto r = ct::insert(big, sub, n, u);
  r = ct::insert(r, sub, l, 1_ic);
  r = ct::insert(r, ct::ones<TT<__half, ct::shape<4, 2>>>(), fl, 0);
  r = ct::insert(r, ct::ones<TT<float, ct::shape<8, 8>>>(), 0, 0);
  ov.store(r, 0, 0);
  auto iv = ct::partition_view{ct::tensor_span{io, ct::extents{8_ic}}, ct::shape{8_ic}};
  auto ib = ct::insert(iv.load(0), ct::ones<TT<short, ct::shape<2>>>(), 3);
  iv.store(ct::insert(ib, ct::ones<TT<bool, ct::shape<4>>>(), 1), 0);
}

__tile_global__ void ins_scalar(float *o, float a) {
  float r = ct::insert(3.0f, a);
  *o = r;
}

// CHECK-LABEL: entry @_Z3insPfPiijlf(
// CHECK: %[[BIG:.*]], %{{.*}} = load_view_tko weak
// CHECK-DAG: %[[SUB:.*]] = constant <f32: 1.000000e+00> : tile<4x2xf32>
// CHECK: %[[N:.*]] = exti %arg2 signed : tile<i32> -> tile<i64>
// CHECK: %[[N32:.*]] = trunci %[[N]] : tile<i64> -> tile<i32>
// CHECK: %[[U:.*]] = exti %arg3 unsigned : tile<i32> -> tile<i64>
// CHECK: %[[U32:.*]] = trunci %[[U]] : tile<i64> -> tile<i32>
// CHECK: %[[R0:.*]] = insert %[[SUB]], %[[BIG]][%[[N32]], %[[U32]]] : tile<4x2xf32>, tile<8x8xf32>
// CHECK: %[[L:.*]] = trunci %arg4 : tile<i64> -> tile<i32>
// CHECK: %[[R1:.*]] = insert %[[SUB]], %[[R0]][%[[L]], %{{.*}}] : tile<4x2xf32>, tile<8x8xf32>
// CHECK: %[[H:.*]] = ftof %{{.*}} : tile<4x2xf16> -> tile<4x2xf32>
// CHECK: %[[F:.*]] = ftoi %arg5 unsigned {{.*}}: tile<f32> -> tile<i64>
// CHECK: %[[F32:.*]] = trunci %[[F]] : tile<i64> -> tile<i32>
// CHECK: %[[R2:.*]] = insert %[[H]], %[[R1]][%[[F32]], %{{.*}}] : tile<4x2xf32>, tile<8x8xf32>
// CHECK: %[[R3:.*]] = insert %{{.*}}, %[[R2]][%{{.*}}, %{{.*}}] : tile<8x8xf32>, tile<8x8xf32>
// CHECK: store_view_tko weak %[[R3]]
// CHECK: %[[S16:.*]] = exti %{{.*}} signed : tile<2xi16> -> tile<2xi32>
// CHECK: %[[I1:.*]] = insert %[[S16]], %{{.*}}[%{{.*}}] : tile<2xi32>, tile<8xi32>
// CHECK: %[[B:.*]] = exti %{{.*}} unsigned : tile<4xi1> -> tile<4xi32>
// CHECK: %[[I2:.*]] = insert %[[B]], %[[I1]][%{{.*}}] : tile<4xi32>, tile<8xi32>
// CHECK: store_view_tko weak %[[I2]]

// CHECK-LABEL: entry @_Z10ins_scalarPff(
// CHECK: %[[C:.*]] = constant <f32: 3.000000e+00> : tile<f32>
// CHECK: %[[R:.*]] = insert %arg1, %[[C]][] : tile<f32>, tile<f32>
// CHECK: store_ptr_tko weak %arg0, %[[R]]
