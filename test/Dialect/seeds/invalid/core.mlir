// Core-op seeds that break the spec's own rules. Corrected versions, where
// the fix is clear, are in ../core.mlir. Seed comments are dropped; op text
// is unchanged. Messages are matched loosely where NVIDIA's wording comes
// from its own verifier rather than from MLIR's parser.
// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// 12.3.14 cuda_tile.reduce_0: the element argument of the body is declared
// tile<2xf32>, but reduce bodies work on 0-d tiles, and the addf below uses
// it as tile<f32>.
cuda_tile.module @module {
  entry @example() {
     %input = constant <f32: 0.0> : tile<8xf32>
     %0 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>
       // expected-note @+1 {{prior use here}}
       (%input_arg: tile<2xf32>, %input_accum: tile<f32>) {
         // expected-error @+1 {{use of value '%input_arg' expects different type than prior uses}}
         %add_result = addf %input_arg, %input_accum : tile<f32>
         yield %add_result : tile<f32>
       }
  }
}

// -----

// 12.3.15 cuda_tile.reduce_1: reducing dim 0 of tile<8x64xf32> gives
// tile<64xf32>, not the declared tile<8xf32>.
cuda_tile.module @module {
  entry @example() {
     %input = constant <f32: 0.0> : tile<8x64xf32>
     // expected-error-re @+1 {{'cuda_tile.reduce' op {{.*}}64xf32}}
     %0 = reduce %input dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<8xf32>
       (%input_arg: tile<f32>, %input_accum: tile<f32>) {
         %add_result = addf %input_arg, %input_accum : tile<f32>
         yield %add_result : tile<f32>
       }
  }
}

// -----

// 12.3.20 cuda_tile.unpack_1: `F4E2M1FN` is not a type; the element type is
// spelled f4E2M1FN. (NVIDIA's parser says "unknown type: F4E2M1FN"; MLIR's
// generic fallback says "expected non-function type".)
cuda_tile.module @module {
  entry @example() {
     %arg0 = constant <i8: 0> : tile<64xi8>
     // expected-error-re @+1 {{{{expected non-function type|unknown type: F4E2M1FN}}}}
     %0 = unpack %arg0 : tile<64xi8> -> tile<128xF4E2M1FN>
  }
}

// -----

// 8.3.7 cuda_tile.get_num_tile_blocks (spec page example, wrapped in a
// module). Two faults. First, the result type is tile<3xi32>: each of the
// three results is a 0-d tile<i32>, and 3 is not a power of two either, so
// the type itself is rejected.
cuda_tile.module @m {
entry @example() {
  // expected-error-re @+1 {{{{powers? of two}}}}
  %x, %y, %z = get_num_tile_blocks : tile<3xi32>
  print "x: %, y: %, z: %\n", %x, %y, %z : tile<i32>, tile<i32>, tile<i32>
}
}

// -----

// Second, with the type fixed to tile<i32>, it calls the pre-13.2 `print`.
cuda_tile.module @m {
entry @example() {
  %x, %y, %z = get_num_tile_blocks : tile<i32>
  // expected-error @+1 {{custom op 'cuda_tile.print' is unknown: 13.2 renamed it 'print_tko', which returns a token}}
  print "x: %, y: %, z: %\n", %x, %y, %z : tile<i32>, tile<i32>, tile<i32>
}
}
