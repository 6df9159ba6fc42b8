// Seed: appendix 12.2.5 "GEMM 4096x4096 Block" (seed comments dropped, op
// text unchanged).
//
// NOT A NUMERIC REFERENCE. The seed parses and verifies, but it computes the
// wrong thing: the K loop steps by %range_start (0), so it never advances,
// and the B and C offsets combine row and column parts with `muli` where an
// add is meant. This test only checks that the text parses and prints stably.
//
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @gemm_square_4096_tile_64x64_module {
// CHECK: entry @gemm_square_4096_tile_64x64_kernel(%[[A:[^ ,:]+]]: tile<ptr<f32>>, %[[B:[^ ,:]+]]: tile<ptr<f32>>, %[[C:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: get_tile_block_id : tile<i32>
// CHECK: constant <i32: 64> : tile<i32>
// CHECK: %[[STRIDE:[^ ,:]+]] = constant <i32: 64> : tile<64x64xi32>
// CHECK: %[[KSIZE:[^ ,:]+]] = constant <i32: 64> : tile<i32>
// CHECK: %[[START:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: constant <i32: 1> : tile<i32>
// CHECK: %[[INIT:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<64x64xf32>
// CHECK: %[[RANGE:[^ ,:]+]] = iota : tile<64xi32>
// CHECK: muli %{{[^ ,:]+}}, %[[KSIZE]] : tile<i32>
// CHECK: reshape %{{[^ ,:]+}} : tile<i32> -> tile<1xi32>
// CHECK: broadcast %{{[^ ,:]+}} : tile<1xi32> -> tile<64xi32>
// CHECK: addi %{{[^ ,:]+}}, %[[RANGE]] : tile<64xi32>
// CHECK: reshape %{{[^ ,:]+}} : tile<64xi32> -> tile<64x1xi32>
// CHECK: broadcast %{{[^ ,:]+}} : tile<64x1xi32> -> tile<64x64xi32>
// CHECK: muli %{{[^ ,:]+}}, %[[STRIDE]] : tile<64x64xi32>
// CHECK: reshape %[[RANGE]] : tile<64xi32> -> tile<1x64xi32>
// CHECK: %[[AOFF:[^ ,:]+]] = addi %{{[^ ,:]+}}, %{{[^ ,:]+}} : tile<64x64xi32>
// CHECK: %[[NOFF:[^ ,:]+]] = muli %{{[^ ,:]+}}, %[[STRIDE]] : tile<64x64xi32>
// CHECK: %[[BOFF:[^ ,:]+]] = muli %{{[^ ,:]+}}, %[[NOFF]] : tile<64x64xi32>
// CHECK: reshape %[[A]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[APTR:[^ ,:]+]] = offset %{{[^ ,:]+}}, %[[AOFF]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: reshape %[[B]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[BPTR:[^ ,:]+]] = offset %{{[^ ,:]+}}, %[[BOFF]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// The loop's lower bound and step are the same zero constant.
// CHECK: %[[FOR:[^ ,:]+]]:3 = for %{{[^ ,:]+}} in (%[[START]] to %[[KSIZE]], step %[[START]]) : tile<i32> iter_values(%[[ACC:[^ ,:]+]] = %[[INIT]], %[[AP:[^ ,:]+]] = %[[APTR]], %[[BP:[^ ,:]+]] = %[[BPTR]]) -> (tile<64x64xf32>, tile<64x64xptr<f32>>, tile<64x64xptr<f32>>) {
// CHECK: %[[AV:[^ ,:]+]], %{{[^ ,:]+}} = load_ptr_tko weak %[[APTR]] : tile<64x64xptr<f32>> -> tile<64x64xf32>, token
// CHECK: %[[BV:[^ ,:]+]], %{{[^ ,:]+}} = load_ptr_tko weak %[[BPTR]] : tile<64x64xptr<f32>> -> tile<64x64xf32>, token
// CHECK: %[[MMA:[^ ,:]+]] = mmaf %[[AV]], %[[BV]], %[[ACC]] : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
// CHECK: %[[BLK:[^ ,:]+]] = constant <i32: 64> : tile<64x64xi32>
// CHECK: %[[ANEXT:[^ ,:]+]] = offset %[[AP]], %[[BLK]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: %[[BNEXT:[^ ,:]+]] = offset %[[BP]], %[[BLK]] : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: continue %[[MMA]], %[[ANEXT]], %[[BNEXT]] : tile<64x64xf32>, tile<64x64xptr<f32>>, tile<64x64xptr<f32>>
// CHECK: }
// CHECK: reshape %[[C]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[CPTR:[^ ,:]+]] = offset %{{[^ ,:]+}}, %{{[^ ,:]+}} : tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>
// CHECK: store_ptr_tko weak %[[CPTR]], %[[FOR]]#0 : tile<64x64xptr<f32>>, tile<64x64xf32> -> token
cuda_tile.module @gemm_square_4096_tile_64x64_module {
    entry @gemm_square_4096_tile_64x64_kernel(
        %a_ptr_base_scalar: tile<ptr<f32>>,
        %b_ptr_base_scalar: tile<ptr<f32>>,
        %c_ptr_base_scalar: tile<ptr<f32>>
    ) {
        %block_x_index, %block_y_index, %block_z_index = get_tile_block_id : tile<i32>

        %m_tile_size = constant <i32: 64> : tile<i32>
        %m_stride_factor = cuda_tile.constant <i32: 64> : tile<64x64xi32>
        %k_tile_size = cuda_tile.constant <i32: 64> : tile<i32>

        %range_start = cuda_tile.constant <i32: 0> : tile<i32>
        %range_step = cuda_tile.constant <i32: 1> : tile<i32>
        %init_accum = cuda_tile.constant <f32: 0.000000e+00> : tile<64x64xf32>

        %tile_size_range = cuda_tile.iota : tile<64xi32>

        %a_tile_base = cuda_tile.muli %block_x_index, %k_tile_size : tile<i32>
        %a_tile_base_reshape = cuda_tile.reshape %a_tile_base : tile<i32> -> tile<1xi32>
        %a_tile_base_tensor = cuda_tile.broadcast %a_tile_base_reshape :
            tile<1xi32> -> tile<64xi32>
        %m_offsets_vec = cuda_tile.addi %a_tile_base_tensor, %tile_size_range : tile<64xi32>

        %m_offsets_matrix = cuda_tile.reshape %m_offsets_vec :
            tile<64xi32> -> tile<64x1xi32>
        %m_offsets_broadcast = cuda_tile.broadcast %m_offsets_matrix :
            tile<64x1xi32> -> tile<64x64xi32>
        %m_offsets = cuda_tile.muli %m_offsets_broadcast, %m_stride_factor : tile<64x64xi32>

        %ak_offsets_matrix = cuda_tile.reshape %tile_size_range :
             tile<64xi32> -> tile<1x64xi32>
        %ak_offsets_broadcast = cuda_tile.broadcast %ak_offsets_matrix :
            tile<1x64xi32> -> tile<64x64xi32>
        %ak_offsets = cuda_tile.muli %ak_offsets_broadcast, %m_stride_factor : tile<64x64xi32>

        %a_tile_offsets = cuda_tile.addi %m_offsets, %ak_offsets : tile<64x64xi32>

        %b_tile_base = cuda_tile.muli %block_y_index, %k_tile_size : tile<i32>
        %b_tile_base_reshape = cuda_tile.reshape %b_tile_base :
            tile<i32> -> tile<1xi32>
        %b_tile_base_tensor = cuda_tile.broadcast %b_tile_base_reshape :
            tile<1xi32> -> tile<64xi32>
        %n_offsets_vec = cuda_tile.addi %b_tile_base_tensor, %tile_size_range : tile<64xi32>

        %bk_offsets_matrix = cuda_tile.reshape %tile_size_range : tile<64xi32> -> tile<64x1xi32>
        %bk_offsets = cuda_tile.broadcast %bk_offsets_matrix : tile<64x1xi32> -> tile<64x64xi32>

        %n_offsets_matrix = cuda_tile.reshape %n_offsets_vec : tile<64xi32> -> tile<1x64xi32>
        %n_offsets_broadcast = cuda_tile.broadcast %n_offsets_matrix :  tile<1x64xi32> -> tile<64x64xi32>
        %n_offsets = cuda_tile.muli %n_offsets_broadcast, %m_stride_factor : tile<64x64xi32>

        %b_tile_offsets = cuda_tile.muli %bk_offsets, %n_offsets : tile<64x64xi32>

        %a_ptr_base_tensor = cuda_tile.reshape %a_ptr_base_scalar :
            tile<ptr<f32>> -> tile<1x1xptr<f32>>
        %a_ptr = cuda_tile.broadcast %a_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
        %a_tile_ptr = offset %a_ptr, %a_tile_offsets :
            tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

        %b_ptr_tile_tensor = reshape %b_ptr_base_scalar :
            tile<ptr<f32>> -> tile<1x1xptr<f32>>
        %b_ptr = broadcast %b_ptr_tile_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
        %b_tile_ptr = offset %b_ptr, %b_tile_offsets :
            tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>


        %C_tile, %a_ptr_final, %b_ptr_final = for %k in (%range_start to %k_tile_size, step %range_start) : tile<i32>
            iter_values(
                %acc_prev = %init_accum,
                %a_tile_ptr_prev = %a_tile_ptr,
                %b_tile_ptr_prev = %b_tile_ptr
            ) -> (tile<64x64xf32>, tile<64x64xptr<f32>>, tile<64x64xptr<f32>>)
        {
            %A_tile, %token_a = load_ptr_tko weak %a_tile_ptr :
                tile<64x64xptr<f32>> -> tile<64x64xf32>, token

            %B_tile, %token_b = load_ptr_tko weak %b_tile_ptr :
                tile<64x64xptr<f32>> -> tile<64x64xf32>, token

            %C_tile_acc = mmaf %A_tile, %B_tile, %acc_prev: tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>


            %block_size = constant <i32: 64> : tile<64x64xi32>
            %a_tile_ptr_next = offset %a_tile_ptr_prev, %block_size
                : tile<64x64xptr<f32>>, tile<64x64xi32>
                    -> tile<64x64xptr<f32>>
            %b_tile_ptr_next = offset %b_tile_ptr_prev, %block_size
                : tile<64x64xptr<f32>>, tile<64x64xi32>
                    -> tile<64x64xptr<f32>>

            continue %C_tile_acc, %a_tile_ptr_next, %b_tile_ptr_next : tile<64x64xf32>, tile<64x64xptr<f32>>, tile<64x64xptr<f32>>
        }

        %c_tile_x_start = muli %block_x_index, %k_tile_size :
            tile<i32>
        %c_tile_x_start_reshape = reshape %c_tile_x_start :
            tile<i32> -> tile<1xi32>
        %c_tile_x_start_tensor = broadcast %c_tile_x_start_reshape :
            tile<1xi32> -> tile<64xi32>
        %c_tile_x_offsets_vec = addi %c_tile_x_start_tensor, %tile_size_range : tile<64xi32>

        %c_tile_y_start = muli %block_x_index, %k_tile_size : tile<i32>
        %c_tile_y_start_reshape = reshape %c_tile_y_start : tile<i32> -> tile<1xi32>
        %c_tile_y_start_tensor = broadcast %c_tile_y_start_reshape :
            tile<1xi32> -> tile<64xi32>
        %c_tile_y_offsets_vec = addi %c_tile_y_start_tensor, %tile_size_range : tile<64xi32>

        %c_tile_x_offsets_matrix = reshape %c_tile_x_offsets_vec : tile<64xi32> -> tile<64x1xi32>
        %c_tile_x_offsets_broadcast = broadcast %c_tile_x_offsets_matrix : tile<64x1xi32> -> tile<64x64xi32>
        %c_tile_x_offsets = muli %c_tile_x_offsets_broadcast, %m_stride_factor : tile<64x64xi32>

        %c_tile_y_offsets_matrix = reshape %c_tile_y_offsets_vec : tile<64xi32> -> tile<1x64xi32>
        %c_tile_y_offsets_broadcast = broadcast %c_tile_y_offsets_matrix : tile<1x64xi32> -> tile<64x64xi32>

        %c_tile_y_offsets = muli %c_tile_y_offsets_broadcast, %m_stride_factor : tile<64x64xi32>

        %c_tile_offsets = muli %c_tile_x_offsets, %c_tile_y_offsets : tile<64x64xi32>

        %c_ptr_base_tensor = reshape %c_ptr_base_scalar :
            tile<ptr<f32>> -> tile<1x1xptr<f32>>
        %c_ptr = broadcast %c_ptr_base_tensor :
            tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
        %c_tile_ptr = offset %c_ptr, %c_tile_offsets :
            tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

        store_ptr_tko weak %c_tile_ptr, %C_tile :
            tile<64x64xptr<f32>>, tile<64x64xf32> -> token
    }
}
