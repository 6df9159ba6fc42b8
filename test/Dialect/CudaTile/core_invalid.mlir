// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// One case per verifier constraint of the core and shape ops.

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{result must be a 1-d tile, got '!cuda_tile.tile<2x2xi32>'}}
    %0 = iota : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{cannot count to 255 in 'i1'}}
    %0 = iota : tile<256xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{must be integer tile}}
    %0 = iota : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{cannot reshape 8 elements into 16: the element count must not change}}
    %1 = reshape %0 : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{result element type 'f16' must match the source element type 'f32'}}
    %1 = reshape %0 : tile<2x4xf32> -> tile<8xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x1xf32>
    // expected-error @+1 {{dimension 0 goes from 2 to 4: only size-1 dimensions can be broadcast}}
    %1 = broadcast %0 : tile<2x1xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<1xf32>
    // expected-error @+1 {{result rank 2 must match the source rank 1}}
    %1 = broadcast %0 : tile<1xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<1xf32>
    // expected-error @+1 {{result element type 'i32' must match the source element type 'f32'}}
    %1 = broadcast %0 : tile<1xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{dim must be in [0, 2) for rank-2 tiles, got 2}}
    %1 = cat %0, %0 dim = 2 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    // expected-error @+1 {{result dimension 1 must be 4 + 4 = 8, got 16}}
    %1 = cat %0, %0 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f32: 0.0> : tile<4x4xf32>
    // expected-error @+1 {{dimension 0 is not the concatenated one and must be equal in lhs, rhs and result, got 2, 4 and 2}}
    %2 = cat %0, %1 dim = 1 : tile<2x4xf32>, tile<4x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f16: 0.0> : tile<2x4xf16>
    // expected-error @+1 {{lhs, rhs and result must have the same element type, got 'f32', 'f16' and 'f32'}}
    %2 = cat %0, %1 dim = 1 : tile<2x4xf32>, tile<2x4xf16> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<2x4xf32>
    %1 = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{lhs, rhs and result must have the same rank, got 2, 1 and 2}}
    %2 = cat %0, %1 dim = 1 : tile<2x4xf32>, tile<8xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    // expected-error @+1 {{expected one index per source dimension (2), got 1}}
    %0 = extract %t[%i] : tile<32x8xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    // expected-error @+1 {{result dimension 1 (16) must divide source dimension 1 (8)}}
    %0 = extract %t[%i, %i] : tile<32x8xf32> -> tile<4x16xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    // expected-error @+1 {{result rank 1 must match the source rank 2}}
    %0 = extract %t[%i, %i] : tile<32x8xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 0> : tile<i32>
    %t = constant <f32: 0.0> : tile<32x8xf32>
    // expected-error @+1 {{result element type 'f16' must match the source element type 'f32'}}
    %0 = extract %t[%i, %i] : tile<32x8xf32> -> tile<4x2xf16>
  }
}

// -----

// Indices are 0-d i32 tiles; the format builds their type, so only the
// generic form can get it wrong.
cuda_tile.module @m {
  entry @e() {
    %i = constant <i64: 0> : tile<i64>
    %t = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{operand #1 must be variadic of 0-d tile}}
    %0 = "cuda_tile.extract"(%t, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// Out-of-range constant slices are undefined behaviour, so only a warning.
cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 8> : tile<i32>
    %t = constant <f32: 0.0> : tile<32xf32>
    // expected-warning @+1 {{index 0 selects slice 8 but dimension 0 has only 8 slices; the result is undefined}}
    %0 = extract %t[%i] : tile<32xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @+1 {{permutation has 2 entries but the source has rank 3}}
    %1 = permute %0 [1, 0] : tile<2x4x8xf16> -> tile<4x2x8xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @+1 {{permutation lists dimension 0 twice}}
    %1 = permute %0 [0, 0, 1] : tile<2x4x8xf16> -> tile<2x2x4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @+1 {{permutation entry 2 is 3, outside [0, 3)}}
    %1 = permute %0 [1, 0, 3] : tile<2x4x8xf16> -> tile<4x2x8xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<2x4x8xf16>
    // expected-error @+1 {{result dimension 0 must be source dimension 2 (8), got 2}}
    %1 = permute %0 [2, 0, 1] : tile<2x4x8xf16> -> tile<2x4x8xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<8xf16>
    // expected-error @+1 {{source must have rank 2 or more, got rank 1}}
    %1 = permute %0 [0] : tile<8xf16> -> tile<8xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<2x4xf16>
    // expected-error @+1 {{result element type 'f32' must match the source element type 'f16'}}
    %1 = permute %0 [1, 0] : tile<2x4xf16> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %c = constant <i1: true> : tile<2xi1>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{condition '!cuda_tile.tile<2xi1>' must have the same shape as the result '!cuda_tile.tile<4xf32>'}}
    %0 = select %c, %x, %x : tile<2xi1>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %c = constant <i32: 1> : tile<4xi32>
    %x = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{operand #0 must be i1 tile}}
    %0 = select %c, %x, %x : tile<4xi32>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %c = constant <i1: true> : tile<4xi1>
    %x = constant <f4E2M1FN: 0.0> : tile<4xf4E2M1FN>
    // expected-error @+1 {{cannot select f4E2M1FN elements}}
    %0 = select %c, %x, %x : tile<4xi1>, tile<4xf4E2M1FN>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %c = constant <i1: true> : tile<4xi1>
    %x = constant <f32: 0.0> : tile<4xf32>
    %y = constant <f16: 0.0> : tile<4xf16>
    // expected-error @+1 {{all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%c, %x, %y) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %o = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{offset tile '!cuda_tile.tile<4xi32>' must have the same shape as the pointer tile '!cuda_tile.tile<ptr<f32>>'}}
    %0 = offset %p, %o : tile<ptr<f32>>, tile<4xi32> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %o = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{result type '!cuda_tile.tile<ptr<f16>>' must be the same as the pointer tile type '!cuda_tile.tile<ptr<f32>>'}}
    %0 = offset %p, %o : tile<ptr<f32>>, tile<i32> -> tile<ptr<f16>>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %o = constant <f32: 0.0> : tile<f32>
    // expected-error @+1 {{operand #1 must be integer tile}}
    %0 = offset %p, %o : tile<ptr<f32>>, tile<f32> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{operand #0 must be pointer tile}}
    %1 = offset %0, %0 : tile<4xf32>, tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<2x32xf16>
    // expected-error @+1 {{source and result must be 1-d tiles}}
    %1 = pack %0 : tile<2x32xf16> -> tile<128xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<64xf16>
    // expected-error @+1 {{source is 128 bytes but result is 64 bytes; they must be the same size}}
    %1 = pack %0 : tile<64xf16> -> tile<64xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f8E4M3FN: 0.0> : tile<64xf8E4M3FN>
    // expected-error @+1 {{element type 'f8E4M3FN' is already 8 bits wide; use bitcast instead}}
    %1 = pack %0 : tile<64xf8E4M3FN> -> tile<64xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <i1: true> : tile<4xi1>
    // expected-error @+1 {{the source tile does not fill a whole number of bytes}}
    %1 = pack %0 : tile<4xi1> -> tile<1xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<64xf16>
    // expected-error @+1 {{result #0 must be i8 tile}}
    %1 = pack %0 : tile<64xf16> -> tile<64xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <i8: 0> : tile<64xi8>
    // expected-error @+1 {{source is 64 bytes but result is 128 bytes; they must be the same size}}
    %1 = unpack %0 : tile<64xi8> -> tile<64xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <i8: 0> : tile<64xi8>
    // expected-error @+1 {{source and result must be 1-d tiles}}
    %1 = unpack %0 : tile<64xi8> -> tile<2x16xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <i8: 0> : tile<64xi8>
    // expected-error @+1 {{element type 'i8' is already 8 bits wide; use bitcast instead}}
    %1 = unpack %0 : tile<64xi8> -> tile<64xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %0 = constant <f16: 0.0> : tile<64xf16>
    // expected-error @+1 {{operand #0 must be i8 tile}}
    %1 = unpack %0 : tile<64xf16> -> tile<32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %q = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // expected-error @+1 {{operand #0 must be numeric or i4 tile}}
    %0 = pack %q : tile<1xptr<f32>> -> tile<8xi8>
  }
}

// -----

// The grid queries return three 0-d i32 tiles.
cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{result #0 must be 0-d tile}}
    %x, %y, %z = get_tile_block_id : tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{result #0 must be 0-d tile}}
    %x, %y, %z = get_num_tile_blocks : tile<i64>
  }
}

// -----

//===----------------------------------------------------------------------===//
// global / get_global
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{no symbol named @missing in the enclosing cuda_tile.module}}
    %0 = get_global @missing : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {}
  entry @e() {
    // expected-error @+1 {{@k is a 'cuda_tile.entry', not a 'cuda_tile.global'}}
    %0 = get_global @k : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @e() {
    // expected-error @+1 {{result points to 'f16' but global @g holds 'f32'}}
    %0 = get_global @g : tile<ptr<f16>>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @e() {
    // expected-error @+1 {{result #0 must be 0-d tile}}
    %0 = get_global @g : tile<2xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{initial value must be a 1-d tile, got '!cuda_tile.tile<2x2xf32>'}}
  global @g <f32: 0.0> : tile<2x2xf32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{initial value must be a 1-d tile, got '!cuda_tile.tile<i32>'}}
  global @g <i32: 42> : tile<i32>
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{alignment must be 0 (the default) or a power of two, got 12}}
  global @g alignment = 12 <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{expects parent op 'cuda_tile.module'}}
    global @g <f32: [1.0, 2.0]> : tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  // expected-error @+2 {{redefinition of symbol named 'g'}}
  // expected-note @-2 {{see existing symbol definition here}}
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @e() {
    // expected-error @+1 {{value has type '!cuda_tile.tile<4xi32>' but the result has type '!cuda_tile.tile<8xi32>'; they must be the same tile type}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<8xi32>
  }
}
