// Atomics (all blocks add into one counter; CAS; view reduction) and the
// i8 mma with mixed signedness.
// RUN: cutile-emulate-run %s --grid 4 buf:i32:4 buf:f32:4:fill=1 | FileCheck %s

cuda_tile.module @m {
  entry @k(%cnt: !cuda_tile.tile<ptr<i32>>, %acc: !cuda_tile.tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %p1 = reshape %cnt : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %io = iota : tile<4xi32>
    %ptrs = offset %p4, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    // cnt[i] += i + 1 in every block; the old values show the order.
    %one = constant <i32: 1> : tile<4xi32>
    %inc = addi %io, %one : tile<4xi32>
    %old, %t0 = atomic_rmw_tko relaxed device %ptrs, add, %inc : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    // CHECK: block 0 old [0, 0, 0, 0]
    // CHECK: block 3 old [3, 6, 9, 12]
    print_tko "block %d old %d\n", %bid, %old : tile<i32>, tile<4xi32> -> token
    // f32 add through a view: acc[j] += 0.5 per block.
    %tv = make_tensor_view %acc, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %half = constant <f32: 0.5> : tile<4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %t1 = atomic_red_view_tko relaxed device %pv[%c0], addf, %half : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    // i8 mma: lhs signed, rhs unsigned (255 is 255, -1 is -1).
    %a = constant <i8: [[-1, 2], [3, -4]]> : tile<2x2xi8>
    %b = constant <i8: [[-1, 1], [2, 0]]> : tile<2x2xi8>
    %z = constant <i32: 0> : tile<2x2xi32>
    %mm = mmai %a, %b, %z signed unsigned : tile<2x2xi8>, tile<2x2xi8>, tile<2x2xi32>
    // CHECK: mmai [-251, -1, 757, 3]
    print_tko "mmai %d\n", %mm : tile<2x2xi32> -> token
  }
}
// CHECK: arg0: 4 8 12 16
// CHECK-NEXT: arg1: 3 3 3 3
