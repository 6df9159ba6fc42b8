// Seed: appendix 12.2.6 "Vector Addition with tensor_view" (tiled SAXPY; seed
// comments dropped, op text unchanged). Dynamic tensor_views, 2-d partition
// views indexed by the tile block id.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @saxpy {
// CHECK: entry @saxpy_memref(%[[X:[^ ,:]+]]: tile<ptr<f32>>, %[[Y:[^ ,:]+]]: tile<ptr<f32>>, %[[ALPHA:[^ ,:]+]]: tile<f32>, %[[M:[^ ,:]+]]: tile<i32>, %[[N:[^ ,:]+]]: tile<i32>) {
// Result names of get_tile_block_id are cosmetic; its uses are not pinned.
// CHECK: get_tile_block_id : tile<i32>
// CHECK: %[[AR:[^ ,:]+]] = reshape %[[ALPHA]] : tile<f32> -> tile<1x1xf32>
// CHECK: %[[AB:[^ ,:]+]] = broadcast %[[AR]] : tile<1x1xf32> -> tile<128x256xf32>
// CHECK: %[[XV:[^ ,:]+]] = make_tensor_view %[[X]], shape = [%[[M]], %[[N]]], strides = [%[[M]], 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
// CHECK: %[[YV:[^ ,:]+]] = make_tensor_view %[[Y]], shape = [%[[M]], %[[N]]], strides = [%[[M]], 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
// CHECK: %[[XP:[^ ,:]+]] = make_partition_view %[[XV]] : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
// CHECK: %[[YP:[^ ,:]+]] = make_partition_view %[[YV]] : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
// CHECK: %[[XT:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[XP]][%{{[^ ,:]+}}, %{{[^ ,:]+}}] : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token
// CHECK: %[[YT:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[YP]][%{{[^ ,:]+}}, %{{[^ ,:]+}}] : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token
// CHECK: %[[P:[^ ,:]+]] = mulf %[[AB]], %[[XT]] : tile<128x256xf32>
// CHECK: %[[R:[^ ,:]+]] = addf %[[P]], %[[YT]] : tile<128x256xf32>
// CHECK: store_view_tko weak %[[R]], %[[YP]][%{{[^ ,:]+}}, %{{[^ ,:]+}}] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
cuda_tile.module @saxpy {
    entry @saxpy_memref(%X: tile<ptr<f32>>,
                        %Y: tile<ptr<f32>>,
                        %alpha: tile<f32>,
                        %M : tile<i32>,
                        %N : tile<i32>) {

        %tileIdX, %tileIdY, %tileIdZ = get_tile_block_id : tile<i32>

        %alpha_reshaped = reshape %alpha : tile<f32> -> tile<1x1xf32>
        %alpha_tensor = broadcast %alpha_reshaped : tile<1x1xf32> -> tile<128x256xf32>

        %x_memref = make_tensor_view %X, shape = [%M, %N], strides = [%M, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
        %y_memref = make_tensor_view %Y, shape = [%M, %N], strides = [%M, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>

        %x_view = make_partition_view %x_memref : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
        %y_view = make_partition_view %y_memref : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>

        %x_tile, %token_x = load_view_tko weak %x_view[%tileIdX, %tileIdY] :
            partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token
        %y_tile, %token_y = load_view_tko weak %y_view[%tileIdX, %tileIdY] :
            partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token

        %9 = mulf %alpha_tensor, %x_tile rounding<nearest_even> : tile<128x256xf32>
        %result_tile = addf %9, %y_tile rounding<nearest_even> : tile<128x256xf32>

        store_view_tko weak %result_tile, %y_view[%tileIdX, %tileIdY] :
            tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    }
}
