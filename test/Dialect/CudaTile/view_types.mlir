// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s

// The four view types in long and short spellings; inside ops they print
// short. Values come from an unregistered op so only the types are tested.

// CHECK-LABEL: cuda_tile.module @view_types
cuda_tile.module @view_types {
  entry @k() {
    // CHECK: () -> !cuda_tile.tensor_view<f32>
    %0 = "test.src"() : () -> !cuda_tile.tensor_view<f32>
    // CHECK: () -> !cuda_tile.tensor_view<512x1024xf16, strides=[1024,1]>
    %1 = "test.src"() : () -> !cuda_tile.tensor_view<512x1024xf16, strides=[1024, 1]>
    // CHECK: () -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>
    %2 = "test.src"() : () -> !cuda_tile.tensor_view<?x?xbf16, strides = [?, 1]>
    // CHECK: () -> !cuda_tile.tensor_view<32x16x32xi8, strides=[512,1,16]>
    %3 = "test.src"() : () -> !cuda_tile.tensor_view<32x16x32xi8, strides=[512,1,16]>
    // CHECK: () -> !cuda_tile.tensor_view<?x16xf8E4M3FN, strides=[1,?]>
    %4 = "test.src"() : () -> !cuda_tile.tensor_view<?x16xf8E4M3FN, strides=[1,?]>

    // CHECK: () -> !cuda_tile.partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    %5 = "test.src"() : () -> !cuda_tile.partition_view<tile=(2), tensor_view<16xf32, strides=[1]>>
    // An identity dim_map is the default and is not printed.
    // CHECK: () -> !cuda_tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    %6 = "test.src"() : () -> !cuda_tile.partition_view<tile=(4x2), !cuda_tile.tensor_view<64x16xf32, strides=[16,1]>, dim_map=[0, 1]>
    // CHECK: () -> !cuda_tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %7 = "test.src"() : () -> !cuda_tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1,0]>
    // CHECK: () -> !cuda_tile.partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    %8 = "test.src"() : () -> !cuda_tile.partition_view<tile=(1x4), padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
    // CHECK: () -> !cuda_tile.partition_view<tile=(8x8), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, dim_map=[1, 0]>
    %9 = "test.src"() : () -> !cuda_tile.partition_view<tile=(8x8), padding_value=zero, tensor_view<?x?xi32, strides=[?,1]>, dim_map=[1, 0]>
    // CHECK: padding_value = neg_zero
    // CHECK: padding_value = pos_inf
    // CHECK: padding_value = neg_inf
    %10 = "test.src"() : () -> !cuda_tile.partition_view<tile=(8), padding_value = neg_zero, tensor_view<8xf16, strides=[1]>>
    %11 = "test.src"() : () -> !cuda_tile.partition_view<tile=(8), padding_value = pos_inf, tensor_view<8xf16, strides=[1]>>
    %12 = "test.src"() : () -> !cuda_tile.partition_view<tile=(8), padding_value = neg_inf, tensor_view<8xf16, strides=[1]>>

    // CHECK: () -> !cuda_tile.strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    %13 = "test.src"() : () -> !cuda_tile.strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    // CHECK: () -> !cuda_tile.strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %14 = "test.src"() : () -> !cuda_tile.strided_view<tile=(4x2), traversal_strides=[4, 3], padding_value = nan, tensor_view<64x16xf32, strides=[16, 1]>, dim_map=[1, 0]>

    // CHECK: () -> !cuda_tile.gather_scatter_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=0>
    %15 = "test.src"() : () -> !cuda_tile.gather_scatter_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=0>
    // CHECK: () -> !cuda_tile.gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
    %16 = "test.src"() : () -> !cuda_tile.gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
  }
}
