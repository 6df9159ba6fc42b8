// Tokens, alloca, pointer loads/stores, atomics.
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
  entry @tokens() {
    %a = make_token : token
    %b = make_token : !cuda_tile.token
    %j = join_tokens %a, %b : token
    %k = join_tokens %a, %b, %a : token
  }

  entry @alloca() {
    %0 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %1 = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    %2 = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
  }

  entry @scalar(%p: tile<ptr<f32>>, %m: tile<i1>, %z: tile<f32>) {
    %v0, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %v1, %t1 = load_ptr_tko weak %p, %m, %z : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %v2, %t2 = load_ptr_tko weak %p, %m, %z token=%t1 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %t3 = store_ptr_tko weak %p, %v0 : tile<ptr<f32>>, tile<f32> -> token
  }

  entry @vector(%base: tile<ptr<i32>>) {
    %b1 = reshape %base : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ptrs = broadcast %b1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %mask = constant <i1: 0> : tile<8xi1>
    %pad = constant <i32: 0> : tile<8xi32>
    %tok = make_token : token
    %v0, %t0 = load_ptr_tko weak %ptrs, %mask : tile<8xptr<i32>>, tile<8xi1> -> tile<8xi32>, token
    %v1, %t1 = load_ptr_tko relaxed device %ptrs : tile<8xptr<i32>> -> tile<8xi32>, token
    %v2, %t2 = load_ptr_tko acquire sys %ptrs, %mask, %pad token=%tok : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
    %v3, %t3 = load_ptr_tko relaxed tl_blk %ptrs optimization_hints = <sm_90 = {latency = 8}, sm_100 = {latency = 2}> : tile<8xptr<i32>> -> tile<8xi32>, token
    %t4 = store_ptr_tko weak %ptrs, %v0, %mask : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
    %t5 = store_ptr_tko relaxed device %ptrs, %v1 token=%t4 : tile<8xptr<i32>>, tile<8xi32> -> token
    %t6 = store_ptr_tko release sys %ptrs, %v2, %mask token=%t5 optimization_hints = <default = {latency = 5}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  }
}
