// Tile IR 13.5's multimem ops and pointer kinds: text -> bytecode 13.5 ->
// text gives back the same module; with tileiras installed, NVIDIA's 13.5
// tileirdisasm reads our bytes as the same module (opcodes 0x7B-0x7D and the
// layouts were found by probing it, docs/bytecode-format.md §11).
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}

cuda_tile.module @kernels {
  entry @multimem(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %t0 = make_token : token
    %v, %t1 = multimem_load_reduce_view_tko relaxed device %pv[%i] token = %t0 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<16xf32>, token
    %t2 = multimem_store_view_tko weak %pv, %v[%i] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32> -> token
    %t3 = multimem_reduce_view_tko release sys %pv, %v[%i] token = %t2 : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32>, token -> token
    %qv = make_tensor_view %q, shape = [%i], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %qp = make_partition_view %qv : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %w, %t4 = multimem_load_reduce_view_tko acquire tl_blk %qp[%i] inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<32xi32>, token
    %t5 = multimem_reduce_view_tko relaxed device %qp, %w[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<32xi32>, tile<i32> -> token
    %u, %t6 = multimem_load_reduce_view_tko weak %qp[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(32), tensor_view<?xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<32xi32>, token
  }
  entry @kinds(%a: tile<ptr<f16, <none>>>, %b: tile<ptr<f16, <unicast>>>) {
  }
}
