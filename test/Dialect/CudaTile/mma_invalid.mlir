// RUN: cutile-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

// Operands are 2-d or 3-d (batched).
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<8xf32>
    // expected-error @+1 {{operands must be 2-d ([M,K] x [K,N]) or 3-d batched tiles, but lhs has rank 1}}
    %0 = mmaf %a, %b, %c : tile<8xf16>, tile<8xf16>, tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x2x8x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x2x8x8xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<2x2x8x8xf32>
    // expected-error @+1 {{but lhs has rank 4}}
    %0 = mmaf %a, %b, %c : tile<2x2x8x8xf16>, tile<2x2x8x8xf16>, tile<2x2x8x8xf32>
  }
}

// -----

// lhs, rhs and acc share one rank.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @+1 {{lhs, rhs and acc must have the same rank, but got 2, 3 and 2}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<2x8x32xf16>, tile<16x32xf32>
  }
}

// -----

// [M,K] x [K,N] + [M,N].
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<16x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @+1 {{K (lhs dim 1, rhs dim 0) mismatch: 8 vs 16}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<16x32xf16>, tile<16x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<32x32xf32>
    // expected-error @+1 {{M (lhs dim 0, acc dim 0) mismatch: 16 vs 32}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x32xf16>, tile<32x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x16xf32>
    // expected-error @+1 {{N (rhs dim 1, acc dim 1) mismatch: 32 vs 16}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x32xf16>, tile<16x16xf32>
  }
}

// -----

// Batched: the batch dimension agrees everywhere, matrix dims shift by one.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<4x8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<2x16x32xf32>
    // expected-error @+1 {{batch dimension of lhs and rhs mismatch: 2 vs 4}}
    %0 = mmaf %a, %b, %c : tile<2x16x8xf16>, tile<4x8x32xf16>, tile<2x16x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<4x16x32xf32>
    // expected-error @+1 {{batch dimension of lhs and acc mismatch: 2 vs 4}}
    %0 = mmaf %a, %b, %c : tile<2x16x8xf16>, tile<2x8x32xf16>, tile<4x16x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x4x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<2x16x32xf32>
    // expected-error @+1 {{K (lhs dim 2, rhs dim 1) mismatch: 8 vs 4}}
    %0 = mmaf %a, %b, %c : tile<2x16x8xf16>, tile<2x4x32xf16>, tile<2x16x32xf32>
  }
}

// -----

// lhs and rhs share an element type.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xbf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @+1 {{lhs and rhs must have the same element type, but got 'f16' and 'bf16'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x32xbf16>, tile<16x32xf32>
  }
}

// -----

// Mixed-precision pairs.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xbf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xbf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf16>
    // expected-error @+1 {{a 'bf16' x 'bf16' product accumulates into f32, but the accumulator element type is 'f16'}}
    %0 = mmaf %a, %b, %c : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xtf32>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xtf32>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf64>
    // expected-error @+1 {{a 'tf32' x 'tf32' product accumulates into f32}}
    %0 = mmaf %a, %b, %c : tile<16x8xtf32>, tile<8x32xtf32>, tile<16x32xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf32>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf32>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf16>
    // expected-error @+1 {{a 'f32' x 'f32' product accumulates into f32, but the accumulator element type is 'f16'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf64>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf64>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @+1 {{a 'f64' x 'f64' product accumulates into f64, but the accumulator element type is 'f32'}}
    %0 = mmaf %a, %b, %c : tile<16x8xf64>, tile<8x32xf64>, tile<16x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf64>
    // expected-error @+1 {{a 'f16' x 'f16' product accumulates into f16 or f32}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf64>
    // expected-error @+1 {{a 'f8E4M3FN' x 'f8E4M3FN' product accumulates into f16 or f32}}
    %0 = mmaf %a, %b, %c : tile<16x8xf8E4M3FN>, tile<8x32xf8E4M3FN>, tile<16x32xf64>
  }
}

// -----

// Element sets.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf4E2M1FN>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf4E2M1FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @+1 {{operand #0 must be tile of f16, bf16, f32, f64, tf32, f8E4M3FN or f8E5M2}}
    %0 = mmaf %a, %b, %c : tile<16x8xf4E2M1FN>, tile<8x32xf4E2M1FN>, tile<16x32xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xi8>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xi8>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xi32>
    // expected-error @+1 {{operand #0 must be tile of f16, bf16, f32, f64, tf32, f8E4M3FN or f8E5M2}}
    %0 = mmaf %a, %b, %c : tile<16x8xi8>, tile<8x32xi8>, tile<16x32xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xbf16>
    // expected-error @+1 {{operand #2 must be tile of f16, f32 or f64}}
    %0 = mmaf %a, %b, %c : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xbf16>
  }
}

// -----

// mmai: i8 x i8 + i32.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xi16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xi16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xi32>
    // expected-error @+1 {{operand #0 must be i8 tile}}
    %0 = mmai %a, %b, %c signed signed : tile<16x8xi16>, tile<8x32xi16>, tile<16x32xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xi8>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xi8>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xi64>
    // expected-error @+1 {{operand #2 must be i32 tile}}
    %0 = mmai %a, %b, %c signed signed : tile<16x8xi8>, tile<8x32xi8>, tile<16x32xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xi8>
    %b = "test.src"() : () -> !cuda_tile.tile<16x32xi8>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xi32>
    // expected-error @+1 {{K (lhs dim 1, rhs dim 0) mismatch: 8 vs 16}}
    %0 = mmai %a, %b, %c signed signed : tile<16x8xi8>, tile<16x32xi8>, tile<16x32xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x8xi8>
    %b = "test.src"() : () -> !cuda_tile.tile<2x8x32xi8>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xi32>
    // expected-error @+1 {{lhs, rhs and acc must have the same rank}}
    %0 = mmai %a, %b, %c signed signed : tile<2x16x8xi8>, tile<2x8x32xi8>, tile<16x32xi32>
  }
}

// -----

// mmaf_scaled.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf16>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E8M0FNU>
    // expected-error @+1 {{operand #2 must be f32 tile}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf16>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E8M0FNU>
    // expected-error @+1 {{operand #0 must be tile of f8E4M3FN, f8E5M2 or f4E2M1FN}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf16>, tile<64x32xf16>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E5M2>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E5M2>
    // expected-error @+1 {{operand #3 must be tile of f8E4M3FN or f8E8M0FNU}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x2xf8E5M2>, tile<2x32xf8E5M2>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E5M2>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E8M0FNU>
    // expected-error @+1 {{lhs and rhs must have the same element type}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E5M2>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf4E2M1FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf4E2M1FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x4xf8E4M3FN>
    %rs = "test.src"() : () -> !cuda_tile.tile<4x32xf8E8M0FNU>
    // expected-error @+1 {{lhs_scale and rhs_scale must have the same element type, but got 'f8E4M3FN' and 'f8E8M0FNU'}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E4M3FN>, tile<4x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E8M0FNU>
    // expected-error @+1 {{lhs_scale and rhs_scale must have the rank of the operands (2), but got 1 and 2}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<8x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E8M0FNU>
    // expected-error @+1 {{lhs_scale must have M = 16 rows like lhs, but has 8}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<8x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x16xf8E8M0FNU>
    // expected-error @+1 {{rhs_scale must have N = 32 columns like rhs, but has 16}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<4x32xf8E8M0FNU>
    // expected-error @+1 {{the K extent of lhs_scale (2) and of rhs_scale (4) must be equal}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<4x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x128xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<128x32xf8E8M0FNU>
    // expected-error @+1 {{the K extent of the scales (128) must divide K (64)}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x128xf8E8M0FNU>, tile<128x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<2x64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<2x16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<4x16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x2x32xf8E8M0FNU>
    // expected-error @+1 {{batch dimension of lhs_scale (4) must equal that of lhs (2)}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<2x16x64xf8E4M3FN>, tile<2x64x32xf8E4M3FN>, tile<2x16x32xf32>, tile<4x16x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<2x64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<2x16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<2x16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<4x2x32xf8E8M0FNU>
    // expected-error @+1 {{batch dimension of rhs_scale (4) must equal that of rhs (2)}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<2x16x64xf8E4M3FN>, tile<2x64x32xf8E4M3FN>, tile<2x16x32xf32>, tile<2x16x2xf8E8M0FNU>, tile<4x2x32xf8E8M0FNU>
  }
}

// -----

// Scale formats and block sizes.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x4xf8E4M3FN>
    %rs = "test.src"() : () -> !cuda_tile.tile<4x32xf8E4M3FN>
    // expected-error @+1 {{f8E4M3FN scales require f4E2M1FN operands, but the operands are 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf4E2M1FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf4E2M1FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x2xf8E4M3FN>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x32xf8E4M3FN>
    // expected-error @+1 {{f4E2M1FN operands with f8E4M3FN scales need a block of 16 K elements per scale, but got 32}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x2xf8E4M3FN>, tile<2x32xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf8E5M2>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf8E5M2>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x4xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<4x32xf8E8M0FNU>
    // expected-error @+1 {{'f8E5M2' operands need a block of 32 K elements per scale, but got 16}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf8E5M2>, tile<64x32xf8E5M2>, tile<16x32xf32>, tile<16x4xf8E8M0FNU>, tile<4x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x64xf4E2M1FN>
    %b = "test.src"() : () -> !cuda_tile.tile<64x32xf4E2M1FN>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<16x8xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<8x32xf8E8M0FNU>
    // expected-error @+1 {{f4E2M1FN operands with f8E8M0FNU scales need a block of 16 or 32 K elements per scale, but got 8}}
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x8xf8E8M0FNU>, tile<8x32xf8E8M0FNU>
  }
}

// -----

// The result has the accumulator's type.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    // expected-error @+1 {{all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<16x8xf16>, !cuda_tile.tile<8x32xf16>, !cuda_tile.tile<16x32xf32>) -> !cuda_tile.tile<16x32xf16>
  }
}
