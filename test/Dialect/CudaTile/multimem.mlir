// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// Pointer kinds (13.4: none; 13.5: unicast, multicast), short and long form.
// CHECK-LABEL: entry @kinds
// CHECK-SAME: tile<ptr<f32>>, %{{.*}}: tile<ptr<f32, <none>>>, %{{.*}}: tile<ptr<f32, <unicast>>>, %{{.*}}: tile<ptr<f32, <multicast>>>, %{{.*}}: tile<ptr<f32, <multicast>>>
cuda_tile.module @kernels {
  entry @kinds(%a: tile<ptr<f32>>, %b: tile<ptr<f32, <none>>>, %c: tile<ptr<f32, <unicast>>>, %d: tile<ptr<f32, <multicast>>>, %e: !cuda_tile.tile<!cuda_tile.ptr<f32, #cuda_tile.ptr_attr<multicast>>>) {
  }

  // CHECK-LABEL: entry @multimem
  entry @multimem(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<i32, <multicast>>>, %i: tile<i32>) {
    // The base's type is written out when the view carries a kind, as
    // NVIDIA's printer does.
    // CHECK: make_tensor_view %{{.*}}, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %t0 = make_token : token
    // CHECK: multimem_load_reduce_view_tko relaxed device %{{.*}}[%{{.*}}] token = %{{.*}} : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
    %v, %t1 = multimem_load_reduce_view_tko relaxed device %pv[%i] token = %t0 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
    // CHECK: multimem_store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32> -> token
    %t2 = multimem_store_view_tko weak %pv, %v[%i] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32> -> token
    // An explicit `add` is the default and is not printed.
    // CHECK: multimem_reduce_view_tko release sys %{{.*}}, %{{.*}}[%{{.*}}] token = %{{.*}} : partition_view
    // CHECK-NOT: reduction
    %t3 = multimem_reduce_view_tko release sys %pv, %v[%i] token = %t2 attributes {reduction = #cuda_tile.multimem_reduction_kind<add>} : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32>, token -> token
    // CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}], strides = [1] : tile<ptr<i32, <multicast>>>, tile<i32> -> tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %qv = make_tensor_view %q, shape = [%i], strides = [1] : tile<ptr<i32, <multicast>>>, tile<i32> -> tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %qp = make_partition_view %qv : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // CHECK: multimem_load_reduce_view_tko acquire tl_blk %{{.*}}[%{{.*}}] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>}
    %w, %t4 = multimem_load_reduce_view_tko acquire tl_blk %qp[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<32xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>}
    %t5 = multimem_reduce_view_tko relaxed device %qp, %w[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<32xi32>, tile<i32> -> token
  }
}
