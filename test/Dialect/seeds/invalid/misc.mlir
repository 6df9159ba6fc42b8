// assume/bitcast seed that breaks the spec's own rules. The valid first half
// of the example and a corrected second half are in ../misc.mlir. The bare op
// lines are wrapped in a module and an entry; op text is unchanged.
// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// 12.3.67 cuda_tile.assume_example_SameElements_0: the bitcast turns a 4x8
// i64 tile into a 0-d pointer tile. bitcast keeps the shape and does not
// take pointers (int_to_ptr does).
cuda_tile.module @m {
  entry @e() {
%0 = cuda_tile.constant <i16: [[0, 0, 0, 0, 10, 10, 10, 10],
                               [0, 0, 0, 0, 10, 10, 10, 10],
                               [5, 5, 5, 5, 93, 93, 93, 93],
                               [5, 5, 5, 5, 93, 93, 93, 93]]>
    : tile<4x8xi16>
%1 = cuda_tile.assume #cuda_tile.same_elements<[2, 4]>, %0
    : !cuda_tile.tile<4x8xi16>

%2 = cuda_tile.constant <i64: [[ 0,  0,  0,  0,  8,  8,  8,  8],
                               [ 0,  0,  0,  0,  8,  8,  8,  8],
                               [64, 64, 64, 64, 32, 32, 32, 32],
                               [64, 64, 64, 64, 32, 32, 32, 32]]>
    : tile<4x8xi64>
// expected-error-re @+1 {{'cuda_tile.bitcast' op {{.*}}ptr<f32>}}
%3 = cuda_tile.bitcast %2
    : !cuda_tile.tile<4x8xi64>
      -> !cuda_tile.tile<!cuda_tile.ptr<f32>>
%4 = cuda_tile.assume #cuda_tile.same_elements<[2, 4]>, %3
    : !cuda_tile.tile<!cuda_tile.ptr<f32>>
  }
}
