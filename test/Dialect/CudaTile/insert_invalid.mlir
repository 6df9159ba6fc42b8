// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// One case per verifier constraint of insert.

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %s = constant <f32: 0.0> : tile<4x2xf32>
    // expected-error @+1 {{expected one index per dest dimension (2), got 1}}
    %0 = insert %s, %t[%i] : tile<4x2xf32>, tile<32x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %s = constant <f32: 0.0> : tile<4x16xf32>
    // expected-error @+1 {{source dimension 1 (16) must divide dest dimension 1 (8)}}
    %0 = insert %s, %t[%i, %i] : tile<4x16xf32>, tile<32x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %s = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{source rank 1 must match the dest rank 2}}
    %0 = insert %s, %t[%i, %i] : tile<4xf32>, tile<32x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    %s = constant <f16: 0.0> : tile<4x2xf16>
    // expected-error @+1 {{source element type 'f16' must match the dest element type 'f32'}}
    %0 = insert %s, %t[%i, %i] : tile<4x2xf16>, tile<32x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 4> : tile<i32>
    %t = constant <f32: 0.0> : tile<8xf32>
    %s = constant <f32: 0.0> : tile<2xf32>
    // expected-warning @+1 {{index 0 selects slice 4 but dimension 0 has only 4 slices; the result is undefined}}
    %0 = insert %s, %t[%i] : tile<2xf32>, tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %t = constant <f32: 0.0> : tile<8xf32>
    %s = constant <f32: 0.0> : tile<2xf32>
    // expected-error @+1 {{all of {dest, result} have same type}}
    %0 = "cuda_tile.insert"(%s, %t) : (!cuda_tile.tile<2xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<4xf32>
  }
}
