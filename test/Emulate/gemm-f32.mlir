// The same K-loop GEMM with f32 operands (mmaf f32 x f32 + f32, products
// exact, sums rounded to f32): 128x128x128, two K steps, every element of C
// checked against the host reference.
// RUN: cutile-emulate-run %s --grid 1,1 buf:f32:16384:rand=3 buf:f32:16384:rand=4 buf:f32:16384:fill=nan i32:128 i32:128 i32:128 i32:128 i32:128 i32:128 > %t.out
// RUN: python3 %S/Inputs/check.py gemm 128 128 128 km nk 0 1 2 < %t.out | FileCheck %s
// CHECK: PASS gemm 128x128x128 (16384 elements)

cuda_tile.module @gemm_kloop_module {
    entry @gemm_kloop_kernel(
        %A_ptr: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %B_ptr: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %C_ptr: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %M: !cuda_tile.tile<i32>, %N: !cuda_tile.tile<i32>, %K: !cuda_tile.tile<i32>,
        %stride_ak: !cuda_tile.tile<i32>, %stride_bn: !cuda_tile.tile<i32>, %stride_cm: !cuda_tile.tile<i32>
    ) {
        %A_ptr_assume = assume #cuda_tile.div_by<16>, %A_ptr : tile<ptr<f32>>
        %B_ptr_assume = assume #cuda_tile.div_by<16>, %B_ptr : tile<ptr<f32>>
        %C_ptr_assume = assume #cuda_tile.div_by<16>, %C_ptr : tile<ptr<f32>>
        %stride_ak_assume = assume #cuda_tile.div_by<8>, %stride_ak : tile<i32>
        %stride_bn_assume = assume #cuda_tile.div_by<8>, %stride_bn : tile<i32>
        %stride_cm_assume = assume #cuda_tile.div_by<8>, %stride_cm : tile<i32>

        %i0 = constant <i32: 0> : !cuda_tile.tile<i32>
        %i1 = constant <i32: 1> : !cuda_tile.tile<i32>
        %cst = constant <f32: 0.000000e+00> : !cuda_tile.tile<128x128xf32>

        %A = make_tensor_view %A_ptr_assume, shape = [%K, %M], strides = [%stride_ak, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
        %B = make_tensor_view %B_ptr_assume, shape = [%N, %K], strides = [%stride_bn, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
        %C = make_tensor_view %C_ptr_assume, shape = [%M, %N], strides = [%stride_cm, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>

        %A_block  = make_partition_view %A : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
        %B_block  = make_partition_view %B : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
        %C_block  = make_partition_view %C : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0, 1]>

        %bidx, %bidy, %bidz = get_tile_block_id : tile<i32>

        %mk_len_i32:2 = get_index_space_shape %A_block : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>

        %result = for %k in (%i0 to %mk_len_i32#1, step %i1) : tile<i32>
            iter_values(%acc_prev = %cst) -> (tile<128x128xf32>)
        {
            %A_frag, %t1 = load_view_tko weak %A_block[%bidx, %k] : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<128x64xf32>, token

            %B_frag, %t2 = load_view_tko weak %B_block [%k, %bidy] : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x128xf32>, token

            %acc = mmaf %A_frag, %B_frag, %acc_prev: tile<128x64xf32>, tile<64x128xf32>, tile<128x128xf32>
            continue %acc : tile<128x128xf32>
        }

        %t3 = store_view_tko weak %result, %C_block[%bidx, %bidy] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0, 1]>, tile<i32> -> token
    }
}
