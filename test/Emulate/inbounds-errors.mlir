// `inbounds = [true, ...]` (what nvcc 13.5 puts on unmasked view loads and
// stores) promises the tile lies inside the tensor along those indices; the
// emulator stops where the promise breaks, naming the index. A store through
// a view without the promise drops its out-of-bounds elements, as before.
// RUN: not cutile-emulate-run %s --entry store_inbounds buf:f32:12 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not cutile-emulate-run %s --entry load_inbounds buf:f32:12 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: cutile-emulate-run %s --entry store_plain buf:f32:12 | FileCheck %s --check-prefix=PLAIN

cuda_tile.module @m {
  // A 3x4 tensor written as 4x4 tiles: rows are out of bounds, columns not.
  entry @store_inbounds(%p: !cuda_tile.tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<4x4xf32>
    %tv = make_tensor_view %p, shape = [3, 4], strides = [4, 1] : tensor_view<3x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<3x4xf32, strides=[4,1]>>
    // STORE: error: kernel 'store_inbounds' block (0, 0, 0): store_view_tko at {{.*}}inbounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: the tile is partially outside the tensor along index 0, which is marked inbounds (an unmasked access: the masked members pad or skip those elements)
    %t = store_view_tko weak %v, %pv[%c0, %c0] inbounds = [true, true] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<3x4xf32, strides=[4,1]>>, tile<i32> -> token
  }
  // Through a padded view the load pads, except where inbounds is promised.
  entry @load_inbounds(%p: !cuda_tile.tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %p, shape = [3, 4], strides = [4, 1] : tensor_view<3x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), padding_value = zero, tensor_view<3x4xf32, strides=[4,1]>>
    // LOAD: load_view_tko at {{.*}}inbounds-errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: the tile is partially outside the tensor along index 0, which is marked inbounds
    %v, %t = load_view_tko weak %pv[%c0, %c0] inbounds = [true, false] : partition_view<tile=(4x4), padding_value = zero, tensor_view<3x4xf32, strides=[4,1]>>, tile<i32> -> tile<4x4xf32>, token
  }
  entry @store_plain(%p: !cuda_tile.tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %v = constant <f32: 1.0> : tile<4x4xf32>
    %tv = make_tensor_view %p, shape = [3, 4], strides = [4, 1] : tensor_view<3x4xf32, strides=[4,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<3x4xf32, strides=[4,1]>>
    %t = store_view_tko weak %v, %pv[%c0, %c0] inbounds = [false, true] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<3x4xf32, strides=[4,1]>>, tile<i32> -> token
    // PLAIN: arg0: 1 1 1 1 1 1 1 1 1 1 1 1
    return
  }
}
