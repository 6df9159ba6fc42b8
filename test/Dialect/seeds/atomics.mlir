// Seeds: per-op examples of the atomic ops (appendix 12.3): atomic_cas_tko
// and atomic_rmw_tko, with a mask and with an input token. Seed comments are
// dropped; op text is unchanged.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 12.3.53 cuda_tile.atomic_cas_tko_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example(%[[P:[^ ,:]+]]: tile<ptr<i32>>) {
// CHECK: %[[P1:[^ ,:]+]] = reshape %[[P]] : tile<ptr<i32>> -> tile<1xptr<i32>>
// CHECK: %[[PV:[^ ,:]+]] = broadcast %[[P1]] : tile<1xptr<i32>> -> tile<8xptr<i32>>
// CHECK: %[[OFF:[^ ,:]+]] = iota : tile<8xi32>
// CHECK: %[[PS:[^ ,:]+]] = offset %[[PV]], %[[OFF]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
// CHECK: %[[CMP:[^ ,:]+]] = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
// CHECK: %[[VAL:[^ ,:]+]] = constant <i32: [7, 6, 5, 4, 3, 2, 1, 0]> : tile<8xi32>
// CHECK: %[[M:[^ ,:]+]] = constant <i1: [false, true, false, true, false, true, false, true]> : tile<8xi1>
// CHECK: atomic_cas_tko relaxed device %[[PS]], %[[CMP]], %[[VAL]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
// CHECK: atomic_cas_tko relaxed device %[[PS]], %[[CMP]], %[[VAL]], %[[M]] : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
// CHECK: %[[T:[^ ,:]+]] = make_token : token
// CHECK: atomic_cas_tko relaxed device %[[PS]], %[[CMP]], %[[VAL]] token=%[[T]] : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
// CHECK: return
cuda_tile.module @ex_module {
  entry @example(%ptr: tile<ptr<i32>>) {
   %ptr_1x = reshape %ptr : tile<ptr<i32>> -> tile<1xptr<i32>>
   %ptr_vec = broadcast %ptr_1x : tile<1xptr<i32>> -> tile<8xptr<i32>>
   %offsets = iota : tile<8xi32>
   %ptrs = offset %ptr_vec, %offsets : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
   %cmp = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7]> : tile<8xi32>
   %val = constant <i32: [7, 6, 5, 4, 3, 2, 1, 0]> : tile<8xi32>
   %mask = constant <i1: [0, 1, 0, 1, 0, 1, 0, 1]> : tile<8xi1>

   %0, %token = atomic_cas_tko relaxed device %ptrs, %cmp, %val :
     tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token

   %1, %token1 = atomic_cas_tko relaxed device %ptrs, %cmp, %val, %mask :
     tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token

   %token2 = make_token : token
   %2, %token3 = atomic_cas_tko relaxed device %ptrs, %cmp, %val token=%token2 :
     tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token

   return
  }
}

// -----

// 12.3.54 cuda_tile.atomic_rmw_tko_0. The seed writes `%vals, token = %token`:
// the comma opens the optional mask, which is absent, so it parses; the
// printed form has no comma.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_rmw(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[P1:[^ ,:]+]] = reshape %[[P]] : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK: %[[PV:[^ ,:]+]] = broadcast %[[P1]] : tile<1xptr<f32>> -> tile<8xptr<f32>>
// CHECK: %[[OFF:[^ ,:]+]] = iota : tile<8xi32>
// CHECK: %[[PS:[^ ,:]+]] = offset %[[PV]], %[[OFF]] : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
// CHECK: %[[VALS:[^ ,:]+]] = constant <f32: [7.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00]> : tile<8xf32>
// CHECK: atomic_rmw_tko relaxed device %[[PS]], addf, %[[VALS]] : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
// CHECK: %[[T:[^ ,:]+]] = make_token : token
// CHECK: atomic_rmw_tko relaxed device %[[PS]], addf, %[[VALS]] token=%[[T]] : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
cuda_tile.module @ex_module {
  entry @example_rmw(%ptr: tile<ptr<f32>>) {
   %ptr_1x = reshape %ptr : tile<ptr<f32>> -> tile<1xptr<f32>>
   %ptr_vec = broadcast %ptr_1x : tile<1xptr<f32>> -> tile<8xptr<f32>>
   %offsets = iota : tile<8xi32>
   %ptrs = offset %ptr_vec, %offsets : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
   %vals = constant <f32: [7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0]> : tile<8xf32>

   %0, %res_token0 = atomic_rmw_tko relaxed device %ptrs, addf, %vals :
       tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token

   %token = make_token : token
   %1, %res_token1 = atomic_rmw_tko relaxed device %ptrs, addf, %vals, token = %token :
       tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  }
}
