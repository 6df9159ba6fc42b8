// Seed: appendix 12.2.2 "Vector Addition Block 128x1" (seed comments dropped,
// op text unchanged). Pointer tiles built with reshape/broadcast/offset, then
// unstructured loads and a store.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @vector_block_add_128x1 {
// CHECK: entry @vector_block_add_128x1_kernel(%[[A:[^ ,:]+]]: tile<ptr<f32>>, %[[B:[^ ,:]+]]: tile<ptr<f32>>, %[[C:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[OFF:[^ ,:]+]] = iota : tile<128xi32>
// CHECK: %[[AR:[^ ,:]+]] = reshape %[[A]] : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK: %[[AB:[^ ,:]+]] = broadcast %[[AR]] : tile<1xptr<f32>> -> tile<128xptr<f32>>
// CHECK: %[[AT:[^ ,:]+]] = offset %[[AB]], %[[OFF]] : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
// CHECK: %[[BR:[^ ,:]+]] = reshape %[[B]] : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK: %[[BB:[^ ,:]+]] = broadcast %[[BR]] : tile<1xptr<f32>> -> tile<128xptr<f32>>
// CHECK: %[[BT:[^ ,:]+]] = offset %[[BB]], %[[OFF]] : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
// CHECK: %[[CR:[^ ,:]+]] = reshape %[[C]] : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK: %[[CB:[^ ,:]+]] = broadcast %[[CR]] : tile<1xptr<f32>> -> tile<128xptr<f32>>
// CHECK: %[[CT:[^ ,:]+]] = offset %[[CB]], %[[OFF]] : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
// CHECK: %[[AV:[^ ,:]+]], %{{[^ ,:]+}} = load_ptr_tko weak %[[AT]] : tile<128xptr<f32>> -> tile<128xf32>, token
// CHECK: %[[BV:[^ ,:]+]], %{{[^ ,:]+}} = load_ptr_tko weak %[[BT]] : tile<128xptr<f32>> -> tile<128xf32>, token
// nearest_even is the default rounding and is not printed.
// CHECK: %[[CV:[^ ,:]+]] = addf %[[AV]], %[[BV]] : tile<128xf32>
// CHECK: store_ptr_tko weak %[[CT]], %[[CV]] : tile<128xptr<f32>>, tile<128xf32> -> token
cuda_tile.module @vector_block_add_128x1 {
    entry @vector_block_add_128x1_kernel(
        %a_ptr_base_scalar : !cuda_tile.tile<ptr<f32>>,
        %b_ptr_base_scalar : !cuda_tile.tile<ptr<f32>>,
        %c_ptr_base_scalar : !cuda_tile.tile<ptr<f32>>)
{
    %offset = iota : tile<128xi32>
    %a_ptr_base_tensor = reshape %a_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1xptr<f32>>
    %a_ptr = broadcast %a_ptr_base_tensor : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %a_tensor = offset %a_ptr, %offset :
        tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %b_ptr_base_tensor =reshape %b_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1xptr<f32>>
    %b_ptr = broadcast %b_ptr_base_tensor : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %b_tensor = offset %b_ptr, %offset :
        tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %c_ptr_base_tensor = reshape %c_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1xptr<f32>>
    %c_ptr = broadcast %c_ptr_base_tensor : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %c_tensor = offset %c_ptr, %offset :
        tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %a_val, %token_a = load_ptr_tko weak %a_tensor : tile<128xptr<f32>> -> tile<128xf32>, token
    %b_val, %token_b = load_ptr_tko weak %b_tensor : tile<128xptr<f32>> -> tile<128xf32>, token
    %c_val = addf %a_val, %b_val rounding<nearest_even> : tile<128xf32>
    store_ptr_tko weak %c_tensor, %c_val : tile<128xptr<f32>>, tile<128xf32> -> token
  }
}
