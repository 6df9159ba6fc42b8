// Views over a 6x5 f32 tensor (row-major, values 0..29) cut into 4x4
// tiles: the index space, a padded load of a partial edge tile, a store
// that drops its out-of-bounds part, dim_map, strided and gather views
// (a gather view's dense index counts elements).
// RUN: cutile-emulate-run %s buf:f32:30:iota buf:f32:30:fill=-1 buf:i32:8:list=5,0,3,9,2,2,0,1 | FileCheck %s

cuda_tile.module @m {
  entry @k(%src: !cuda_tile.tile<ptr<f32>>, %dst: !cuda_tile.tile<ptr<f32>>, %rows: !cuda_tile.tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tv = make_tensor_view %src, shape = [6, 5], strides = [5, 1] : tensor_view<6x5xf32, strides=[5,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), padding_value = nan, tensor_view<6x5xf32, strides=[5,1]>>
    // CHECK: space 2 2
    %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(4x4), padding_value = nan, tensor_view<6x5xf32, strides=[5,1]>> -> tile<i32>
    print_tko "space %d %d\n", %s0, %s1 : tile<i32>, tile<i32> -> token
    // Tile (1, 1) covers rows 4..7 and columns 4..7: only 4x1 of it exists.
    // CHECK-NEXT: edge [24, nan, nan, nan, 29, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan]
    %e, %t0 = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(4x4), padding_value = nan, tensor_view<6x5xf32, strides=[5,1]>>, tile<i32> -> tile<4x4xf32>, token
    print_tko "edge %g\n", %e : tile<4x4xf32> -> token
    // dim_map [1, 0]: tile dimension 0 walks the tensor's columns.
    // CHECK-NEXT: transposed [0, 5, 1, 6, 2, 7, 3, 8]
    %tp = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<6x5xf32, strides=[5,1]>, dim_map=[1, 0]>
    %t, %t1 = load_view_tko weak %tp[%c0, %c0] : partition_view<tile=(4x2), tensor_view<6x5xf32, strides=[5,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    print_tko "transposed %g\n", %t : tile<4x2xf32> -> token
    // Strided view: 2x2 tiles every 3 rows and 2 columns; tile (1, 2) starts at (3, 4).
    // CHECK-NEXT: strided [19, nan, 24, nan]
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[3,2], padding_value = nan, tensor_view<6x5xf32, strides=[5,1]>>
    %c2 = constant <i32: 2> : tile<i32>
    %st, %t2 = load_view_tko weak %sv[%c1, %c2] : strided_view<tile=(2x2), traversal_strides=[3,2], padding_value = nan, tensor_view<6x5xf32, strides=[5,1]>>, tile<i32> -> tile<2x2xf32>, token
    print_tko "strided %g\n", %st : tile<2x2xf32> -> token
    // Gather rows 5, 0, 3 and 9 (out of bounds: padding), columns 0..3.
    %rtv = make_tensor_view %rows, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %rpv = make_partition_view %rtv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %ri, %t3 = load_view_tko weak %rpv[%c0] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<6x5xf32, strides=[5,1]>, sparse_dim=0>
    // CHECK-NEXT: gather [25, 26, 27, 28, 0, 1, 2, 3, 15, 16, 17, 18, 0, 0, 0, 0]
    %g, %t4 = load_view_tko weak %gv[%ri, %c0] : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<6x5xf32, strides=[5,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    print_tko "gather %g\n", %g : tile<4x4xf32> -> token
    // The dense index of a gather view is an element offset, not a tile
    // number: columns 2..5 of the same rows (column 5 is past the end).
    // CHECK-NEXT: chunk [27, 28, 29, 0, 2, 3, 4, 0, 17, 18, 19, 0, 0, 0, 0, 0]
    %gc, %t6 = load_view_tko weak %gv[%ri, %c2] : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<6x5xf32, strides=[5,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    print_tko "chunk %g\n", %gc : tile<4x4xf32> -> token
    // Store the padded edge tile back at (1, 1) of the destination: only
    // the 2x1 part inside the tensor is written.
    %dv = make_tensor_view %dst, shape = [6, 5], strides = [5, 1] : tensor_view<6x5xf32, strides=[5,1]>
    %dp = make_partition_view %dv : partition_view<tile=(4x4), tensor_view<6x5xf32, strides=[5,1]>>
    %t5 = store_view_tko weak %e, %dp[%c1, %c1] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<6x5xf32, strides=[5,1]>>, tile<i32> -> token
  }
}
// CHECK: arg1: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 24 -1 -1 -1 -1 29{{$}}
