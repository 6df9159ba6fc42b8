// Seed: appendix 12.2.4 "GEMM Single 64x64 Block" (seed comments dropped,
// op text unchanged). Long `!cuda_tile.` type spellings on input print short.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @gemm_block_64x64_module {
// CHECK: entry @gemm_block_64x64_kernel(%[[A:[^ ,:]+]]: tile<ptr<f32>>, %[[B:[^ ,:]+]]: tile<ptr<f32>>, %[[C:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[FLAT:[^ ,:]+]] = iota : tile<4096xi32>
// CHECK: %[[OFF:[^ ,:]+]] = reshape %[[FLAT]] : tile<4096xi32> -> tile<64x64xi32>
// CHECK: %[[AR:[^ ,:]+]] = reshape %[[A]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[AB:[^ ,:]+]] = broadcast %[[AR]] : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
// CHECK: %[[AT:[^ ,:]+]] = offset %[[AB]], %[[OFF]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: reshape %[[B]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[BT:[^ ,:]+]] = offset %{{[^ ,:]+}}, %[[OFF]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: reshape %[[C]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[CT:[^ ,:]+]] = offset %{{[^ ,:]+}}, %[[OFF]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: %[[AV:[^ ,:]+]], %{{[^ ,:]+}} = load_ptr_tko weak %[[AT]] : tile<64x64xptr<f32>> -> tile<64x64xf32>, token
// CHECK: %[[BV:[^ ,:]+]], %{{[^ ,:]+}} = load_ptr_tko weak %[[BT]] : tile<64x64xptr<f32>> -> tile<64x64xf32>, token
// CHECK: %[[ACC:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<64x64xf32>
// CHECK: %[[RES:[^ ,:]+]] = mmaf %[[AV]], %[[BV]], %[[ACC]] : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
// CHECK: store_ptr_tko weak %[[CT]], %[[RES]] : tile<64x64xptr<f32>>, tile<64x64xf32> -> token
cuda_tile.module @gemm_block_64x64_module {
    entry @gemm_block_64x64_kernel(
        %a_ptr_base_scalar: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %b_ptr_base_scalar: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %c_ptr_base_scalar: !cuda_tile.tile<!cuda_tile.ptr<f32>>
    ) {

    %offset_flat = iota : tile<4096xi32>
    %offset = reshape %offset_flat :
        tile<4096xi32> -> tile<64x64xi32>

    %a_ptr_base_tensor = reshape %a_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %a_ptr = broadcast %a_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %a_tensor = offset %a_ptr, %offset :
        tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

    %b_ptr_base_tensor = reshape %b_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %b_ptr = broadcast %b_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %b_tensor = offset %b_ptr, %offset :
        tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

    %c_ptr_base_tensor = reshape %c_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %c_ptr = broadcast %c_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %c_tensor = offset %c_ptr, %offset :
         tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

    %A_block, %token_a = load_ptr_tko weak %a_tensor :
        tile<64x64xptr<f32>> -> tile<64x64xf32>, token

    %B_block, %token_b = load_ptr_tko weak %b_tensor :
        tile<64x64xptr<f32>> -> tile<64x64xf32>, token

    %init_accum = cuda_tile.constant <f32: 0.000000e+00> : !cuda_tile.tile<64x64xf32>

    %C_block = mmaf %A_block, %B_block, %init_accum: tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>

    store_ptr_tko weak %c_tensor, %C_block :
        tile<64x64xptr<f32>>, tile<64x64xf32> -> token
    }
}
