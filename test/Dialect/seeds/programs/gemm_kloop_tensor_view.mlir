// Seed: appendix 12.2.7 "GEMM Tiled with tensor_view" (seed comments dropped,
// op text unchanged). assume on kernel parameters, dynamic tensor_views,
// transposed partition views (dim_map), a K loop over get_index_space_shape.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @gemm_kloop_module {
// CHECK: entry @gemm_kloop_kernel(%[[AP:[^ ,:]+]]: tile<ptr<f16>>, %[[BP:[^ ,:]+]]: tile<ptr<f16>>, %[[CP:[^ ,:]+]]: tile<ptr<f32>>, %[[M:[^ ,:]+]]: tile<i32>, %[[N:[^ ,:]+]]: tile<i32>, %[[K:[^ ,:]+]]: tile<i32>, %[[SAK:[^ ,:]+]]: tile<i32>, %[[SBN:[^ ,:]+]]: tile<i32>, %[[SCM:[^ ,:]+]]: tile<i32>) {
// CHECK: %[[APA:[^ ,:]+]] = assume div_by<16>, %[[AP]] : tile<ptr<f16>>
// CHECK: %[[BPA:[^ ,:]+]] = assume div_by<16>, %[[BP]] : tile<ptr<f16>>
// CHECK: %[[CPA:[^ ,:]+]] = assume div_by<16>, %[[CP]] : tile<ptr<f32>>
// CHECK: assume div_by<8>, %[[SAK]] : tile<i32>
// CHECK: assume div_by<8>, %[[SBN]] : tile<i32>
// CHECK: assume div_by<8>, %[[SCM]] : tile<i32>
// CHECK: %[[I0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[I1:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: %[[CST:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<128x128xf32>
// CHECK: %[[A:[^ ,:]+]] = make_tensor_view %[[APA]], shape = [%[[K]], %[[M]]], strides = [%[[SAK]], 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
// CHECK: %[[B:[^ ,:]+]] = make_tensor_view %[[BPA]], shape = [%[[N]], %[[K]]], strides = [%[[SBN]], 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
// CHECK: %[[C:[^ ,:]+]] = make_tensor_view %[[CPA]], shape = [%[[M]], %[[N]]], strides = [%[[SCM]], 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
// CHECK: %[[ABLK:[^ ,:]+]] = make_partition_view %[[A]] : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
// CHECK: %[[BBLK:[^ ,:]+]] = make_partition_view %[[B]] : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
// The identity dim_map is not printed.
// CHECK: %[[CBLK:[^ ,:]+]] = make_partition_view %[[C]] : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
// Result names of get_tile_block_id are cosmetic; its uses are not pinned.
// CHECK: get_tile_block_id : tile<i32>
// CHECK: %[[LEN:[^ ,:]+]]:2 = get_index_space_shape %[[ABLK]] : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
// CHECK: %[[RES:[^ ,:]+]] = for %[[IV:[^ ,:]+]] in (%[[I0]] to %[[LEN]]#1, step %[[I1]]) : tile<i32> iter_values(%[[ACCP:[^ ,:]+]] = %[[CST]]) -> (tile<128x128xf32>) {
// CHECK: %[[AF:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[ABLK]][%{{[^ ,:]+}}, %[[IV]]] : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<128x64xf16>, token
// CHECK: %[[BF:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[BBLK]][%[[IV]], %{{[^ ,:]+}}] : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x128xf16>, token
// CHECK: %[[ACC:[^ ,:]+]] = mmaf %[[AF]], %[[BF]], %[[ACCP]] : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
// CHECK: continue %[[ACC]] : tile<128x128xf32>
// CHECK: }
// CHECK: store_view_tko weak %[[RES]], %[[CBLK]][%{{[^ ,:]+}}, %{{[^ ,:]+}}] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
cuda_tile.module @gemm_kloop_module {
    entry @gemm_kloop_kernel(
        %A_ptr: !cuda_tile.tile<!cuda_tile.ptr<f16>>,
        %B_ptr: !cuda_tile.tile<!cuda_tile.ptr<f16>>,
        %C_ptr: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %M: !cuda_tile.tile<i32>, %N: !cuda_tile.tile<i32>, %K: !cuda_tile.tile<i32>,
        %stride_ak: !cuda_tile.tile<i32>, %stride_bn: !cuda_tile.tile<i32>, %stride_cm: !cuda_tile.tile<i32>
    ) {
        %A_ptr_assume = assume #cuda_tile.div_by<16>, %A_ptr : tile<ptr<f16>>
        %B_ptr_assume = assume #cuda_tile.div_by<16>, %B_ptr : tile<ptr<f16>>
        %C_ptr_assume = assume #cuda_tile.div_by<16>, %C_ptr : tile<ptr<f32>>
        %stride_ak_assume = assume #cuda_tile.div_by<8>, %stride_ak : tile<i32>
        %stride_bn_assume = assume #cuda_tile.div_by<8>, %stride_bn : tile<i32>
        %stride_cm_assume = assume #cuda_tile.div_by<8>, %stride_cm : tile<i32>

        %i0 = constant <i32: 0> : !cuda_tile.tile<i32>
        %i1 = constant <i32: 1> : !cuda_tile.tile<i32>
        %cst = constant <f32: 0.000000e+00> : !cuda_tile.tile<128x128xf32>

        %A = make_tensor_view %A_ptr_assume, shape = [%K, %M], strides = [%stride_ak, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
        %B = make_tensor_view %B_ptr_assume, shape = [%N, %K], strides = [%stride_bn, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
        %C = make_tensor_view %C_ptr_assume, shape = [%M, %N], strides = [%stride_cm, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>

        %A_block  = make_partition_view %A : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
        %B_block  = make_partition_view %B : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
        %C_block  = make_partition_view %C : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0, 1]>

        %bidx, %bidy, %bidz = get_tile_block_id : tile<i32>

        %mk_len_i32:2 = get_index_space_shape %A_block : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>

        %result = for %k in (%i0 to %mk_len_i32#1, step %i1) : tile<i32>
            iter_values(%acc_prev = %cst) -> (tile<128x128xf32>)
        {
            %A_frag, %t1 = load_view_tko weak %A_block[%bidx, %k] : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<128x64xf16>, token

            %B_frag, %t2 = load_view_tko weak %B_block [%k, %bidy] : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x128xf16>, token

            %acc = mmaf %A_frag, %B_frag, %acc_prev: tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
            continue %acc : tile<128x128xf32>
        }

        %t3 = store_view_tko weak %result, %C_block[%bidx, %bidy] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0, 1]>, tile<i32> -> token
    }
}
