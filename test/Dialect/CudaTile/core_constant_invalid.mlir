// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// Malformed tile literals.

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{literal has shape [2, 2] but the tile has shape [4, 2]}}
    %0 = constant <i1: [[true, true], [true, true]]> : tile<4x2xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{literal has shape [3] but the tile has shape [8]}}
    %0 = constant <i32: [1, 2, 3]> : tile<8xi32>
  }
}

// -----

// A 0-d tile takes a single value, not a one-element list.
cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{literal has shape [1] but the tile has shape []}}
    %0 = constant <i32: [1]> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{ragged literal: every element of a list must have the same nesting and length}}
    %0 = constant <f32: [[1.0, 2.0], [3.0]]> : tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{ragged literal}}
    %0 = constant <i32: [[1, 2], 3]> : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{integer value does not fit in 'i8' (signed or unsigned)}}
    %0 = constant <i8: 256> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{integer value does not fit in 'i8' (signed or unsigned)}}
    %0 = constant <i8: -129> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{integer value does not fit in 'i16' (signed or unsigned)}}
    %0 = constant <i16: 0x10000> : tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{integer value does not fit in 'i1' (signed or unsigned)}}
    %0 = constant <i1: 2> : tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{expected an integer value for 'i32', got a boolean}}
    %0 = constant <i32: true> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{expected an integer value for 'i16'}}
    %0 = constant <i16: 1.5> : tile<i16>
  }
}

// -----

// A float element needs a float literal or a hex bit pattern.
cuda_tile.module @m {
  entry @e() {
    // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
    // expected-note @+1 {{add a trailing dot to make the literal a float}}
    %0 = constant <f32: 1> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{float constant out of range for type}}
    %0 = constant <f16: 0x12345678> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{literal element type 'f16' differs from the tile element type 'f32'}}
    %0 = constant <f16: 42.0> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{literal element type must be i1, i8, i16, i32, i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU or f4E2M1FN, got 'index'}}
    %0 = constant <index: 1> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{a literal's type must be a tile, got 'tensor<i32>'}}
    %0 = constant <i32: 1> : tensor<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{tile element type must be i1, i8, i16, i32, i64, f16, bf16, f32, tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU or f4E2M1FN, got '!cuda_tile.ptr<f32>'}}
    %0 = constant dense<0> : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{expected an integer value for 'i32', got a floating-point literal}}
    %0 = constant dense<1.5> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{expected a floating-point value for 'f32', got a boolean}}
    %0 = constant dense<true> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{integer value does not fit in 'i8' (signed or unsigned)}}
    %0 = constant dense<[1, 300]> : tile<2xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{literal has shape [2] but the tile has shape [4]}}
    %0 = constant dense<[1.0, 2.0]> : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{literal has shape [3] but the tile has shape [4]}}
  global @g <f32: [1.0, 2.0, 3.0]> : tile<4xf32>
}
