// Seeds: per-op examples of the pointer memory ops (appendix 12.3):
// load_ptr_tko with mask, padding and an input token; make_token.
// Seed comments are dropped; op text is unchanged.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 12.3.33 cuda_tile.load_ptr_tko_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[M:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: %[[PAD:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: load_ptr_tko weak %[[P]], %[[M]], %[[PAD]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
// CHECK: %[[T:[^ ,:]+]] = make_token : token
// CHECK: load_ptr_tko weak %[[P]], %[[M]], %[[PAD]] token=%[[T]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
// CHECK: return
cuda_tile.module @module {
  entry @example(%ptr: tile<ptr<f32>>) {
     %mask = constant <i1: 1> : tile<i1>
     %padding = constant <f32: 0.0> : tile<f32>

       %result0, %res_token0 = load_ptr_tko weak %ptr, %mask, %padding
           : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token

       %token0 = make_token : token
       %result1, %res_token1 = load_ptr_tko weak %ptr, %mask, %padding token=%token0
           : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token

       return
  }
}
