// Checked memory and the other faults: each stops the program with status 1
// and names the kernel, the block, the op and its source location.
// RUN: not cutile-emulate-run %s --entry ptr_oob --grid 3 buf:f32:16 2>&1 | FileCheck %s --check-prefix=PTR
// RUN: not cutile-emulate-run %s --entry view_unpadded buf:f32:12 2>&1 | FileCheck %s --check-prefix=UNPADDED
// RUN: not cutile-emulate-run %s --entry view_index buf:f32:16 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not cutile-emulate-run %s --entry view_overrun buf:f32:12 2>&1 | FileCheck %s --check-prefix=SPAN
// RUN: not cutile-emulate-run %s --entry overflow 2>&1 | FileCheck %s --check-prefix=NSW
// RUN: not cutile-emulate-run %s --entry div0 2>&1 | FileCheck %s --check-prefix=DIV0
// RUN: not cutile-emulate-run %s --entry asserts --grid 2 2>&1 | FileCheck %s --check-prefix=ASSERT

cuda_tile.module @m {
  // Block 2 reads elements 16..23 of a 16-element buffer.
  entry @ptr_oob(%p: !cuda_tile.tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %base = muli %bid, %c8 : tile<i32>
    %b1 = reshape %base : tile<i32> -> tile<1xi32>
    %bN = broadcast %b1 : tile<1xi32> -> tile<8xi32>
    %io = iota : tile<8xi32>
    %off = addi %io, %bN : tile<8xi32>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pN = broadcast %p1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %ptrs = offset %pN, %off : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    // PTR: error: kernel 'ptr_oob' block (2, 0, 0): load_ptr_tko at {{.*}}bounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: address 0x{{[0-9a-f]+}} (4 bytes, element 0) is outside every live allocation
    %v, %t = load_ptr_tko weak %ptrs : tile<8xptr<f32>> -> tile<8xf32>, token
  }
  // A 3x4 tensor read as 4x4 tiles through a view without padding.
  entry @view_unpadded(%p: !cuda_tile.tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [3, 4], strides = [4, 1] : tensor_view<3x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<3x4xf32, strides=[4,1]>>
    // UNPADDED: error: kernel 'view_unpadded' block (0, 0, 0): load_view_tko at {{.*}}bounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: the tile is partially outside the tensor and the view has no padding value (an unmasked access)
    %v, %t = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(4x4), tensor_view<3x4xf32, strides=[4,1]>>, tile<i32> -> tile<4x4xf32>, token
  }
  entry @view_index(%p: !cuda_tile.tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %v = constant <f32: 1.0> : tile<4xf32>
    // INDEX: error: kernel 'view_index' block (0, 0, 0): store_view_tko at {{.*}}bounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: index 4 of dimension 0 is outside the view's index space [0, 4)
    %t = store_view_tko weak %v, %pv[%c4] : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
  }
  // The view claims 16 elements of a 12-element allocation.
  entry @view_overrun(%p: !cuda_tile.tile<ptr<f32>>) {
    %c3 = constant <i32: 3> : tile<i32>
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    // SPAN: error: kernel 'view_overrun' block (0, 0, 0): load_view_tko at {{.*}}bounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: address 0x{{[0-9a-f]+}} (16 bytes, the tile's span) is outside every live allocation
    %v, %t = load_view_tko weak %pv[%c3] : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
  }
  entry @overflow() {
    %a = constant <i32: [1, 2147483647]> : tile<2xi32>
    // Wrapping is fine without the flag...
    %w = addi %a, %a : tile<2xi32>
    // NSW: error: kernel 'overflow' block (0, 0, 0): addi at {{.*}}bounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: signed overflow in an op marked no_signed_wrap at element 1
    %x = addi %a, %a overflow<no_signed_wrap> : tile<2xi32>
  }
  entry @div0() {
    %a = constant <i32: [1, 2]> : tile<2xi32>
    %b = constant <i32: [1, 0]> : tile<2xi32>
    // DIV0: error: kernel 'div0' block (0, 0, 0): divi at {{.*}}bounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: integer division by zero at element 1
    %x = divi %a, %b signed : tile<2xi32>
  }
  // A failed assertion reports each failing element and the block, lets the
  // kernel finish, and fails the launch.
  entry @asserts() {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %io = iota : tile<4xi32>
    %b1 = reshape %bid : tile<i32> -> tile<1xi32>
    %bN = broadcast %b1 : tile<1xi32> -> tile<4xi32>
    %ok = cmpi not_equal %io, %bN, signed : tile<4xi32> -> tile<4xi1>
    // ASSERT: kernel 'asserts' block (0, 0, 0): assertion failed at {{.*}}bounds-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: lane differs from block (element [0])
    // ASSERT: kernel 'asserts' block (1, 0, 0): assertion failed at {{.*}}bounds-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: lane differs from block (element [1])
    // ASSERT: cutile-emulate-run: 2 block(s) failed an assertion
    assert %ok, "lane differs from block" : tile<4xi1>
  }
}
