// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s

// make_*_view, the shape queries, and loads/stores through views.

// CHECK-LABEL: cuda_tile.module @views
cuda_tile.module @views {
  // CHECK: entry @make(%[[P:[^:]+]]: tile<ptr<f32>>, %[[N:[^:]+]]: tile<i32>, %[[L:[^:]+]]: tile<i64>)
  entry @make(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
    // CHECK: make_tensor_view %[[P]], shape = [], strides = [] : tensor_view<f32>
    %t0 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    // CHECK: make_tensor_view %[[P]], shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %t1 = make_tensor_view %p, shape=[32, 32], strides=[32,1] : tensor_view<32x32xf32, strides=[32,1]>
    // CHECK: make_tensor_view %[[P]], shape = [%[[N]], %[[N]]], strides = [%[[N]], 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %t2 = make_tensor_view %p, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    // Only strides dynamic.
    // CHECK: make_tensor_view %[[P]], shape = [8, 16], strides = [%[[L]], %[[L]]] : tile<i64> -> tensor_view<8x16xf32, strides=[?,?]>
    %t3 = make_tensor_view %p, shape = [8, 16], strides = [%l, %l] : tile<i64> -> tensor_view<8x16xf32, strides=[?,?]>

    // CHECK: %[[T:.*]] = make_tensor_view
    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    // CHECK: make_partition_view %[[T]] : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>>
    // CHECK: make_partition_view %[[T]] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>, dim_map=[1, 0]>
    %pv2 = make_partition_view %tv : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>, dim_map=[1, 0]>
    // CHECK: make_strided_view %[[T]] : strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<?x128xf32, strides=[128,1]>>
    %sv = make_strided_view %tv : strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<?x128xf32, strides=[128,1]>>
    // CHECK: make_gather_scatter_view %[[T]] : gather_scatter_view<tile=(8x128), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x128), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>

    // CHECK: %{{.*}}:2 = get_tensor_shape %[[T]] : tensor_view<?x128xf32, strides=[128,1]> -> tile<i64>
    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x128xf32, strides=[128,1]> -> tile<i64>
    // CHECK: get_tensor_shape %{{.*}} : tensor_view<f32> -> tile<i32>
    get_tensor_shape %t0 : tensor_view<f32> -> tile<i32>
    // CHECK: %{{.*}}:2 = get_index_space_shape %{{.*}} : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>> -> tile<i32>
    %i0, %i1 = get_index_space_shape %pv : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>> -> tile<i32>
    // CHECK: %{{.*}}:2 = get_index_space_shape %{{.*}} : strided_view<{{.*}}> -> tile<i64>
    %s0, %s1 = get_index_space_shape %sv : strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<?x128xf32, strides=[128,1]>> -> tile<i64>
    // CHECK: %{{.*}}:2 = get_index_space_shape %{{.*}} : gather_scatter_view<{{.*}}> -> tile<i32>
    %g0, %g1 = get_index_space_shape %gv : gather_scatter_view<tile=(8x128), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0> -> tile<i32>
  }

  // CHECK: entry @access(%[[P:[^:]+]]: tile<ptr<f16>>, %[[I:[^:]+]]: tile<i32>, %[[J:[^:]+]]: tile<i64>)
  entry @access(%p: tile<ptr<f16>>, %i: tile<i32>, %j: tile<i64>) {
    %tv = make_tensor_view %p, shape = [1024, 1024], strides = [1024, 1] : tensor_view<1024x1024xf16, strides=[1024,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>
    // One index type stands for all indices when they agree.
    // CHECK: %[[X:.*]], %[[XT:.*]] = load_view_tko weak %{{.*}}[%[[I]], %[[I]]] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
    %x, %xt = load_view_tko weak %pv[%i, %i] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
    // Per-index types spelled out are accepted and print as one when equal.
    // CHECK: load_view_tko relaxed device %{{.*}}[%[[I]], %[[I]]] token = %[[XT]] optimization_hints = <sm_100 = {allow_tma = true, latency = 4}> : partition_view<{{.*}}>, tile<i32> -> tile<64x32xf16>, token
    %y, %yt = load_view_tko relaxed device %pv[%i, %i] token = %xt optimization_hints = <sm_100 = {allow_tma = true, latency = 4}> : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32>, tile<i32> -> tile<64x32xf16>, token
    // CHECK: load_view_tko acquire sys %{{.*}}[%[[I]], %[[I]]] : partition_view<{{.*}}>, tile<i32> -> tile<64x32xf16>, token
    %z, %zt = load_view_tko acquire sys %pv[%i, %i] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
    // CHECK: store_view_tko weak %[[X]], %{{.*}}[%[[I]], %[[I]]] : tile<64x32xf16>, partition_view<{{.*}}>, tile<i32> -> token
    %s0 = store_view_tko weak %x, %pv[%i, %i] : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
    // CHECK: store_view_tko release tl_blk %[[X]], %{{.*}}[%[[I]], %[[I]]] token = %{{.*}} optimization_hints = <default = {allow_tma = false}> : tile<64x32xf16>, partition_view<{{.*}}>, tile<i32> -> token
    %s1 = store_view_tko release tl_blk %x, %pv[%i, %i] token = %s0 optimization_hints = <default = {allow_tma = false}> : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
    // CHECK: store_view_tko relaxed device %[[X]], %{{.*}}[%[[I]], %[[I]]] : {{.*}} -> token
    %s2 = store_view_tko relaxed device %x, %pv[%i, %i] : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token

    // Strided view, i64 indices.
    %sv = make_strided_view %tv : strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>
    // CHECK: load_view_tko weak %{{.*}}[%[[J]], %[[J]]] : strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>, tile<i64> -> tile<32x32xf16>, token
    %a, %at = load_view_tko weak %sv[%j, %j] : strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>, tile<i64> -> tile<32x32xf16>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%[[J]], %[[J]]] : tile<32x32xf16>, strided_view<{{.*}}>, tile<i64> -> token
    %b = store_view_tko weak %a, %sv[%j, %j] : tile<32x32xf16>, strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>, tile<i64> -> token

    // Gather/scatter view: the sparse dimension takes a 1-d tile of rows,
    // so index types are listed one by one.
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>
    %rows = "test.src"() : () -> !cuda_tile.tile<64xi32>
    // CHECK: %[[G:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%[[I]], %[[R:.*]]] : gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>, tile<i32>, tile<64xi32> -> tile<16x64xf16>, token
    %g, %gt = load_view_tko weak %gv[%i, %rows] : gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>, tile<i32>, tile<64xi32> -> tile<16x64xf16>, token
    // CHECK: store_view_tko weak %[[G]], %{{.*}}[%[[I]], %[[R]]] token = %{{.*}} : tile<16x64xf16>, gather_scatter_view<{{.*}}>, tile<i32>, tile<64xi32> -> token
    %h = store_view_tko weak %g, %gv[%i, %rows] token = %gt : tile<16x64xf16>, gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>, tile<i32>, tile<64xi32> -> token
  }
}
