// ct::layout_right_padded_mapping / layout_left_padded_mapping (CUDA 13.4):
// the span's extents stay as given and only the strides change, the padded
// dimension counting round_up(extent, stride) elements, as nvcc 13.4's
// tensor views show (probed with tileirdisasm). Static when the extent and
// the stride are; otherwise computed at run time from the stride argument.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void k(float *x, float *y, int n, int m, int ld) {
  auto s = ct::tensor_span{x, ct::layout_right_padded_mapping{ct::extents{n, m}, ld}};
  auto d = ct::tensor_span{y, ct::layout_left_padded_mapping{
                                  ct::extents{ct::integral_constant<64>{}, m},
                                  ct::integral_constant<8>{}}};
  auto t = ct::partition_view{s, ct::shape<8, 16>{}}.load(0, 0);
  ct::partition_view{d, ct::shape<16, 8>{}}.store(ct::reshape<ct::shape<16, 8>>(t), 0, 0);
}
// round_up(m, ld) = ((m - 1) / ld + 1) * ld, unsigned as the index type is.
// CHECK-LABEL: entry @_Z1kPfS_iii
// CHECK: %[[M1:.*]] = subi %arg3, %{{.*}} : tile<i32>
// CHECK: %[[Q:.*]] = divi %[[M1]], %arg4 unsigned : tile<i32>
// CHECK: %[[Q1:.*]] = addi %[[Q]], %{{.*}} : tile<i32>
// CHECK: %[[LD:.*]] = muli %[[Q1]], %arg4 : tile<i32>
// CHECK: make_tensor_view %arg0, shape = [%arg2, %arg3], strides = [%[[LD]], 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
// CHECK: make_tensor_view %arg1, shape = [64, %arg3], strides = [1, 64] : tile<i32> -> tensor_view<64x?xf32, strides=[1,64]>

// Static 3-D: right-padded <4, 5, 6> by 8 has strides [40, 8, 1]; left-padded
// <6, 5, 4> by 8 has [1, 8, 40]; a stride below the extent rounds to a
// multiple of it (<3, 10> right-padded by 4: 12).
__tile_global__ void statics(float *x, float *y, float *z) {
  auto r = ct::tensor_span{x, ct::layout_right_padded_mapping{ct::extents<int, 4, 5, 6>{},
                                                              ct::integral_constant<8>{}}};
  auto l = ct::tensor_span{y, ct::layout_left_padded_mapping{ct::extents<int, 6, 5, 4>{},
                                                             ct::integral_constant<8>{}}};
  auto s = ct::tensor_span{z, ct::layout_right_padded_mapping{ct::extents<int, 3, 10>{},
                                                              ct::integral_constant<4>{}}};
  auto a = ct::partition_view{r, ct::shape<1, 1, 8>{}}.load_masked(0, 0, 0);
  ct::partition_view{l, ct::shape<8, 1, 1>{}}.store_masked(ct::reshape<ct::shape<8, 1, 1>>(a), 0, 0, 0);
  auto b = ct::partition_view{s, ct::shape<1, 16>{}}.load_masked(0, 0);
  ct::partition_view{s, ct::shape<1, 16>{}}.store_masked(b, 1, 0);
}
// CHECK-LABEL: entry @_Z7staticsPfS_S_
// CHECK-DAG: tensor_view<4x5x6xf32, strides=[40,8,1]>
// CHECK-DAG: tensor_view<6x5x4xf32, strides=[1,8,40]>
// CHECK-DAG: tensor_view<3x10xf32, strides=[12,1]>
