// Seeds: per-op examples of the view ops (appendix 12.3): make_tensor_view,
// make_partition_view, get_tensor_shape, get_index_space_shape,
// load_view_tko, store_view_tko. Seed comments are dropped; op text is
// unchanged. README.md maps each seed to its chunk here.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 12.3.55 cuda_tile.get_index_space_shape_0: one result per index dimension.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[B:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[TV:[^ ,:]+]] = make_tensor_view %[[B]], shape = [2, 2, 4], strides = [2, 2, 1] : tensor_view<2x2x4xf32, strides=[2,2,1]>
// CHECK: %[[PV:[^ ,:]+]] = make_partition_view %[[TV]] : partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>>
// CHECK: %{{[^ ,:]+}}:3 = get_index_space_shape %[[PV]] : partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>> -> tile<i64>
cuda_tile.module @module {
  entry @example(%base: tile<ptr<f32>>) {
   %tensor_view = make_tensor_view %base,
       shape = [2, 2, 4], strides = [2, 2, 1]
       : tensor_view<2x2x4xf32, strides=[2,2,1]>
   %partition_view = make_partition_view %tensor_view :
     partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>>
   %dim0, %dim1, %dim2 = get_index_space_shape %partition_view :
     partition_view<tile=(2x2x4), tensor_view<2x2x4xf32, strides=[2,2,1]>> -> tile<i64>
  }
}

// -----

// 12.3.56 cuda_tile.get_tensor_shape_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[B:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[TV:[^ ,:]+]] = make_tensor_view %[[B]], shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
// CHECK: %{{[^ ,:]+}}:2 = get_tensor_shape %[[TV]] : tensor_view<32x32xf32, strides=[32,1]> -> tile<i64>
cuda_tile.module @module {
  entry @example(%base: tile<ptr<f32>>) {
    %tensor_view = make_tensor_view %base,
        shape = [32, 32], strides = [32, 1]
        : tensor_view<32x32xf32, strides=[32,1]>
   %dim0, %dim1 = get_tensor_shape %tensor_view : tensor_view<32x32xf32, strides=[32,1]> -> tile<i64>
  }
}

// -----

// 12.3.57 cuda_tile.load_view_tko_0: constant and dynamic indices, with and
// without an input token.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[P:[^ ,:]+]]: tile<ptr<f32>>, %[[IDX:[^ ,:]+]]: tile<i32>) {
// CHECK: %[[TV:[^ ,:]+]] = make_tensor_view %[[P]], shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
// CHECK: %[[V:[^ ,:]+]] = make_partition_view %[[TV]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[C1:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: load_view_tko weak %[[V]][%[[C0]], %[[C0]]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
// CHECK: load_view_tko weak %[[V]][%[[C0]], %[[C1]]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
// CHECK: %[[T:[^ ,:]+]] = make_token : token
// CHECK: load_view_tko weak %[[V]][%[[C0]], %[[C1]]] token = %[[T]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
// CHECK: load_view_tko weak %[[V]][%[[IDX]], %[[IDX]]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
cuda_tile.module @module {
  entry @example(%ptr: tile<ptr<f32>>, %index: tile<i32>) {
     %tensor_view = make_tensor_view %ptr, shape=[8192, 128], strides=[128, 1]
       : tensor_view<8192x128xf32, strides=[128,1]>

     %view = make_partition_view %tensor_view : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>

     %c0 = constant <i32: 0> : tile<i32>
     %c1 = constant <i32: 1> : tile<i32>

     %tile0, %res_token0 = load_view_tko weak %view[%c0, %c0]
       : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token

     %tile1, %res_token1 = load_view_tko weak %view[%c0, %c1]
       : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token

     %token = make_token : token
     %tile2, %res_token2 = load_view_tko weak %view[%c0, %c1] token = %token
       : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token

     %tile3, %res_token3 = load_view_tko weak %view[%index, %index]
       : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
  }
}

// -----

// 12.3.58 cuda_tile.make_partition_view_0: over a static and a partly
// dynamic tensor_view; the partition_view type is split over lines.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[TV0:[^ ,:]+]] = make_tensor_view %[[P]], shape = [8192, 8192, 64], strides = [524288, 64, 1] : tensor_view<8192x8192x64xf32, strides=[524288,64,1]>
// CHECK: make_partition_view %[[TV0]] : partition_view<tile=(1024x1x32), tensor_view<8192x8192x64xf32, strides=[524288,64,1]>>
// CHECK: %[[S0:[^ ,:]+]] = constant <i32: 8192> : tile<i32>
// CHECK: %[[STR0:[^ ,:]+]] = constant <i32: 524288> : tile<i32>
// CHECK: %[[TV1:[^ ,:]+]] = make_tensor_view %[[P]], shape = [%[[S0]], 8192, 64], strides = [%[[STR0]], 64, 1] : tile<i32> -> tensor_view<?x8192x64xf32, strides=[?,64,1]>
// CHECK: make_partition_view %[[TV1]] : partition_view<tile=(1024x1x32), tensor_view<?x8192x64xf32, strides=[?,64,1]>>
cuda_tile.module @module {
  entry @example(%ptr: tile<ptr<f32>>) {

     %tensor_view0 = make_tensor_view %ptr, shape=[8192, 8192, 64], strides=[524288,64,1]
       : tensor_view<8192x8192x64xf32, strides=[524288,64,1]>

     make_partition_view %tensor_view0 :
       partition_view<
         tile=(1024x1x32),
         tensor_view<8192x8192x64xf32, strides=[524288,64,1]>
       >

     %s0 = constant <i32: 8192> : tile<i32>
     %str0 = constant <i32: 524288> : tile<i32>

     %tensor_view1 = make_tensor_view %ptr, shape=[%s0, 8192, 64], strides=[%str0, 64, 1]
       : tile<i32> -> tensor_view<?x8192x64xf32, strides=[?,64,1]>

     make_partition_view %tensor_view1 :
       partition_view<tile=(1024x1x32), tensor_view<?x8192x64xf32, strides=[?,64,1]>>
  }
}

// -----

// 12.3.59 cuda_tile.make_tensor_view_0: 0-d, static, and dynamic shapes.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[B:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: make_tensor_view %[[B]], shape = [], strides = [] : tensor_view<f32>
// CHECK: make_tensor_view %[[B]], shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
// CHECK: %[[SH0:[^ ,:]+]] = constant <i32: 32> : tile<i32>
// CHECK: %[[SH1:[^ ,:]+]] = constant <i32: 32> : tile<i32>
// CHECK: %[[ST0:[^ ,:]+]] = constant <i32: 32> : tile<i32>
// CHECK: %[[ST1:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: make_tensor_view %[[B]], shape = [%[[SH0]], %[[SH1]]], strides = [%[[ST0]], %[[ST1]]] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
cuda_tile.module @module {
  entry @example(%base: tile<ptr<f32>>) {
     %a0 = make_tensor_view %base,
         shape = [], strides = [] : tensor_view<f32>

     %a1 = make_tensor_view %base,
         shape = [32, 32], strides = [32, 1]
         : tensor_view<32x32xf32, strides=[32,1]>

   %sh0 = constant <i32: 32> : tile<i32>
   %sh1 = constant <i32: 32> : tile<i32>
   %st0 = constant <i32: 32> : tile<i32>
   %st1 = constant <i32: 1> : tile<i32>

     %a2 = make_tensor_view %base,
             shape = [%sh0, %sh1], strides = [%st0, %st1]
             : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
  }
}

// -----

// 12.3.60 cuda_tile.store_view_tko_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[TV:[^ ,:]+]] = make_tensor_view %[[P]], shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
// CHECK: %[[V:[^ ,:]+]] = make_partition_view %[[TV]] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[C1:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: %[[T:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<64x64xf32>
// CHECK: store_view_tko weak %[[T]], %[[V]][%[[C0]], %[[C0]]] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
// CHECK: store_view_tko weak %[[T]], %[[V]][%[[C0]], %[[C1]]] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
// CHECK: %[[TOK:[^ ,:]+]] = make_token : token
// CHECK: store_view_tko weak %[[T]], %[[V]][%[[C0]], %[[C1]]] token = %[[TOK]] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
cuda_tile.module @module {
  entry @example(%ptr: tile<ptr<f32>>) {
     %tensor_view = make_tensor_view %ptr, shape=[8192, 128], strides=[128,1] :
       tensor_view<8192x128xf32, strides=[128,1]>

     %view = make_partition_view %tensor_view :
       partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>

     %c0 = constant <i32: 0> : tile<i32>
     %c1 = constant <i32: 1> : tile<i32>

     %tile = constant <f32: 0.0> : tile<64x64xf32>

     %res_token0 = store_view_tko weak %tile, %view[%c0, %c0]
       : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token

     %res_token1 = store_view_tko weak %tile, %view[%c0, %c1]
       : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token

     %token = make_token : token
     %res_token2 = store_view_tko weak %tile, %view[%c0, %c1] token = %token
       : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    }
  }
