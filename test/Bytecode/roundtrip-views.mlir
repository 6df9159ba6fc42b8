// Tensor, partition, strided and gather/scatter views and their loads/stores.
// Text -> bytecode -> text must give back the same module; with tileiras
// installed, NVIDIA's tileirdisasm must read our bytes as the same module.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: cutile-translate --tilebc-to-mlir %t.13.3 | cutile-opt -o %t.out.13.3
// RUN: diff %t.ref %t.out.13.3
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.3 | cutile-opt -o %t.nv.13.3 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.3 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}

cuda_tile.module @kernels {
  entry @make(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
    %t0 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    %t1 = make_tensor_view %p, shape=[32, 32], strides=[32,1] : tensor_view<32x32xf32, strides=[32,1]>
    %t2 = make_tensor_view %p, shape = [%n, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %t3 = make_tensor_view %p, shape = [8, 16], strides = [%l, %l] : tile<i64> -> tensor_view<8x16xf32, strides=[?,?]>

    %tv = make_tensor_view %p, shape = [%n, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>>
    %pv2 = make_partition_view %tv : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %tv : strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<?x128xf32, strides=[128,1]>>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x128), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0>

    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x128xf32, strides=[128,1]> -> tile<i64>
    %i0, %i1 = get_index_space_shape %pv : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>> -> tile<i32>
    %s0, %s1 = get_index_space_shape %sv : strided_view<tile=(16x16), traversal_strides=[8,16], tensor_view<?x128xf32, strides=[128,1]>> -> tile<i64>
    %g0, %g1 = get_index_space_shape %gv : gather_scatter_view<tile=(8x128), tensor_view<?x128xf32, strides=[128,1]>, sparse_dim=0> -> tile<i32>
  }

  entry @access(%p: tile<ptr<f16>>, %i: tile<i32>, %j: tile<i64>) {
    %tv = make_tensor_view %p, shape = [1024, 1024], strides = [1024, 1] : tensor_view<1024x1024xf16, strides=[1024,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>
    %x, %xt = load_view_tko weak %pv[%i, %i] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
    %y, %yt = load_view_tko relaxed device %pv[%i, %i] token = %xt optimization_hints = <sm_100 = {allow_tma = true, latency = 4}> : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32>, tile<i32> -> tile<64x32xf16>, token
    %z, %zt = load_view_tko acquire sys %pv[%i, %i] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
    %s0 = store_view_tko weak %x, %pv[%i, %i] : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %s1 = store_view_tko release tl_blk %x, %pv[%i, %i] token = %s0 optimization_hints = <default = {allow_tma = false}> : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %s2 = store_view_tko relaxed device %x, %pv[%i, %i] : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token

    %sv = make_strided_view %tv : strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>
    %a, %at = load_view_tko weak %sv[%j, %j] : strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>, tile<i64> -> tile<32x32xf16>, token
    %b = store_view_tko weak %a, %sv[%j, %j] : tile<32x32xf16>, strided_view<tile=(32x32), traversal_strides=[16,32], tensor_view<1024x1024xf16, strides=[1024,1]>>, tile<i64> -> token

    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>
    %rows = constant <i32: 0> : tile<64xi32>
    %g, %gt = load_view_tko weak %gv[%i, %rows] : gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>, tile<i32>, tile<64xi32> -> tile<16x64xf16>, token
    %h = store_view_tko weak %g, %gv[%i, %rows] token = %gt : tile<16x64xf16>, gather_scatter_view<tile=(16x64), tensor_view<1024x1024xf16, strides=[1024,1]>, sparse_dim=1>, tile<i32>, tile<64xi32> -> token
  }
}
