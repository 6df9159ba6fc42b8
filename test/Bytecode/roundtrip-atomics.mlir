// atomic_cas_tko, atomic_rmw_tko (every mode, masks, tokens), atomic_red_view_tko.
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
  entry @cas(%ptrs_base: tile<ptr<i32>>) {
    %ptrs_r = reshape %ptrs_base : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ptrs = broadcast %ptrs_r : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %cmp = constant <i32: 0> : tile<8xi32>
    %val = constant <i32: 0> : tile<8xi32>
    %mask = constant <i1: 0> : tile<8xi1>
    %0, %t0 = atomic_cas_tko relaxed device %ptrs, %cmp, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %1, %t1 = atomic_cas_tko acquire sys %ptrs, %cmp, %val, %mask : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %2, %t2 = atomic_cas_tko acq_rel tl_blk %ptrs, %cmp, %val, %mask token=%t1 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  }

  entry @cas_scalar(%p: tile<ptr<f64>>, %c: tile<f64>) {
    %0, %t0 = atomic_cas_tko release device %p, %c, %c : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }

  entry @rmw(%fp_base: tile<ptr<f32>>, %ip_base: tile<ptr<i64>>) {
    %fp_r = reshape %fp_base : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fp = broadcast %fp_r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %fv = constant <f32: 0.0> : tile<8xf32>
    %ip_r = reshape %ip_base : tile<ptr<i64>> -> tile<1xptr<i64>>
    %ip = broadcast %ip_r : tile<1xptr<i64>> -> tile<8xptr<i64>>
    %iv = constant <i64: 0> : tile<8xi64>
    %mask = constant <i1: 0> : tile<8xi1>
    %tok = make_token : token
    %0, %t0 = atomic_rmw_tko relaxed device %fp, addf, %fv : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %1, %t1 = atomic_rmw_tko relaxed device %fp, addf, %fv, token = %tok : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %2, %t2 = atomic_rmw_tko acq_rel sys %fp, xchg, %fv, %mask : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %3, %t3 = atomic_rmw_tko acquire tl_blk %ip, and, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %4, %t4 = atomic_rmw_tko release device %ip, or, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %5, %t5 = atomic_rmw_tko relaxed device %ip, xor, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %6, %t6 = atomic_rmw_tko relaxed device %ip, add, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %7, %t7 = atomic_rmw_tko relaxed device %ip, max, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %8, %t8 = atomic_rmw_tko relaxed device %ip, min, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %9, %t9 = atomic_rmw_tko relaxed device %ip, umax, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %10, %t10 = atomic_rmw_tko relaxed device %ip, umin, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %11, %t11 = atomic_rmw_tko relaxed device %ip, xchg, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
  }

  entry @rmw_f16(%p: tile<ptr<bf16>>, %v: tile<bf16>) {
    %0, %t0 = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
  }

  entry @red_view(%p: tile<ptr<f32>>, %i: tile<i32>, %ip_base: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
    %v = constant <f32: 0.0> : tile<64x64xf32>
    %tok = make_token : token
    %t0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed tl_blk %pv[%i, %i], addf, %v token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token

    %ip = ptr_to_ptr %ip_base : tile<ptr<i32>> -> tile<ptr<i32>>
    %itv = make_tensor_view %ip, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %isv = make_strided_view %itv : strided_view<tile=(16), traversal_strides=[8], tensor_view<64xi32, strides=[1]>>
    %iv = constant <i32: 0> : tile<16xi32>
    %t2 = atomic_red_view_tko relaxed device %isv[%i], umax, %iv : tile<16xi32>, strided_view<tile=(16), traversal_strides=[8], tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  }
}
