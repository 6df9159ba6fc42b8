// What 13.3 added, written for 13.2.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.2 --split-input-file --verify-diagnostics %s -o /dev/null

cuda_tile.module @kernels {
  entry @unit() {
    %a = constant <f16: 0.0> : tile<16x8xf16>
    %b = constant <f16: 0.0> : tile<8x32xf16>
    %c = constant <f32: 0.0> : tile<16x32xf32>
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
    // expected-error @below {{attribute 'fast_acc' requires bytecode version 13.3, but the target is 13.2}}
    %1 = mmaf %a, %b, %c fast_acc : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
  }
}

// -----

cuda_tile.module @kernels {
  entry @exp(%x: tile<f32>) {
    %0 = exp %x : tile<f32>
    // expected-error @below {{attribute 'rounding_mode' = #cuda_tile.rounding<approx> requires bytecode version 13.3, but the target is 13.2 (which only has the default)}}
    %1 = exp %x rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  entry @i4() {
    %0 = constant <i8: 1> : tile<2xi8>
    // expected-error @below {{type 'i4' requires bytecode version 13.3, but the target is 13.2}}
    %1 = trunci %0 : tile<2xi8> -> tile<2xi4>
  }
}

// -----

cuda_tile.module @kernels {
  entry @view(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    // expected-error @below {{'cuda_tile.make_strided_view' requires bytecode version 13.3, but the target is 13.2}}
    %sv = make_strided_view %tv : strided_view<tile=(16), traversal_strides=[8], tensor_view<64xf32, strides=[1]>>
  }
}
