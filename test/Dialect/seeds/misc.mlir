// Seeds: per-op examples of assume and print_tko (appendix 12.3), plus the
// experimental$asin_0 module, whose only op is a constant. The assume
// examples 12.3.61-12.3.67 are bare op lines; they are wrapped in a module
// and an entry, with their operands made by a constant or by
// reshape/broadcast of a pointer parameter. Seed comments are dropped; op
// text is unchanged except where a chunk says it is a corrected seed.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 12.3.61 cuda_tile.assume_example_Bounded_0 (wrapped).
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[X:[^ ,:]+]] = constant <i16: 0> : tile<4x8xi16>
// CHECK: assume bounded<0, ?>, %[[X]] : tile<4x8xi16>
cuda_tile.module @m {
  entry @e() {
    %0 = constant <i16: 0> : tile<4x8xi16>
%1 = cuda_tile.assume #cuda_tile.bounded<0, ?>, %0
    : !cuda_tile.tile<4x8xi16>
  }
}

// -----

// 12.3.62 cuda_tile.assume_example_DivBy_0 (wrapped).
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: entry @e(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[R:[^ ,:]+]] = reshape %[[P]] : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK: %[[PS:[^ ,:]+]] = broadcast %[[R]] : tile<1xptr<f32>> -> tile<128xptr<f32>>
// CHECK: assume div_by<16>, %[[PS]] : tile<128xptr<f32>>
cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ptrs = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
%0 = cuda_tile.assume #cuda_tile.div_by<16>, %ptrs
    : !cuda_tile.tile<128x!cuda_tile.ptr<f32>>
  }
}

// -----

// 12.3.63 cuda_tile.assume_example_DivBy_1 (wrapped).
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[T:[^ ,:]+]] = constant <i32: 0> : tile<128xi32>
// CHECK: assume div_by<4>, %[[T]] : tile<128xi32>
cuda_tile.module @m {
  entry @e() {
    %t = constant <i32: 0> : tile<128xi32>
%0 = cuda_tile.assume #cuda_tile.div_by<4>, %t
    : !cuda_tile.tile<128xi32>
  }
}

// -----

// 12.3.64 cuda_tile.assume_example_DivBy_2 (wrapped).
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[T:[^ ,:]+]] = constant <i32: 0> : tile<128xi32>
// CHECK: assume div_by<1, every 4 along 0>, %[[T]] : tile<128xi32>
cuda_tile.module @m {
  entry @e() {
    %t = constant <i32: 0> : tile<128xi32>
%0 = cuda_tile.assume #cuda_tile.div_by<1, every 4 along 0>, %t
    : !cuda_tile.tile<128xi32>
  }
}

// -----

// 12.3.65 cuda_tile.assume_example_DivBy_3 (wrapped).
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[T:[^ ,:]+]] = constant <i32: 0> : tile<4x8xi32>
// CHECK: assume div_by<4, every 4 along 1>, %[[T]] : tile<4x8xi32>
cuda_tile.module @m {
  entry @e() {
    %t = constant <i32: 0> : tile<4x8xi32>
%0 = cuda_tile.assume #cuda_tile.div_by<4, every 4 along 1>, %t
    : !cuda_tile.tile<4x8xi32>
  }
}

// -----

// 12.3.66 cuda_tile.assume_example_DivBy_4 (wrapped).
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: entry @e(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[R:[^ ,:]+]] = reshape %[[P]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
// CHECK: %[[PS:[^ ,:]+]] = broadcast %[[R]] : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
// CHECK: assume div_by<32, every 4 along 0>, %[[PS]] : tile<4x8xptr<f32>>
cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %ptrs = broadcast %r : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
%0 = cuda_tile.assume #cuda_tile.div_by<32, every 4 along 0>, %ptrs
    : !cuda_tile.tile<4x8x!cuda_tile.ptr<f32>>
  }
}

// -----

// 12.3.67 cuda_tile.assume_example_SameElements_0, first half (wrapped): the
// integer tile. The second half, the pointer tile, bitcasts a 4x8 i64 tile to
// a 0-d pointer tile, which is invalid (invalid/misc.mlir); the next chunk
// has it corrected.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[C:[^ ,:]+]] = constant <i16: {{\[}}[0, 0, 0, 0, 10, 10, 10, 10], [0, 0, 0, 0, 10, 10, 10, 10], [5, 5, 5, 5, 93, 93, 93, 93], [5, 5, 5, 5, 93, 93, 93, 93]]> : tile<4x8xi16>
// CHECK: assume same_elements<[2, 4]>, %[[C]] : tile<4x8xi16>
cuda_tile.module @m {
  entry @e() {
%0 = cuda_tile.constant <i16: [[0, 0, 0, 0, 10, 10, 10, 10],
                               [0, 0, 0, 0, 10, 10, 10, 10],
                               [5, 5, 5, 5, 93, 93, 93, 93],
                               [5, 5, 5, 5, 93, 93, 93, 93]]>
    : tile<4x8xi16>
%1 = cuda_tile.assume #cuda_tile.same_elements<[2, 4]>, %0
    : !cuda_tile.tile<4x8xi16>
  }
}

// -----

// 12.3.67 second half, corrected: integers become pointers with int_to_ptr
// (bitcast does not take pointers) and the pointer tile keeps the 4x8 shape.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[C:[^ ,:]+]] = constant <i64: {{\[}}[0, 0, 0, 0, 8, 8, 8, 8], [0, 0, 0, 0, 8, 8, 8, 8], [64, 64, 64, 64, 32, 32, 32, 32], [64, 64, 64, 64, 32, 32, 32, 32]]> : tile<4x8xi64>
// CHECK: %[[P:[^ ,:]+]] = int_to_ptr %[[C]] : tile<4x8xi64> -> tile<4x8xptr<f32>>
// CHECK: assume same_elements<[2, 4]>, %[[P]] : tile<4x8xptr<f32>>
cuda_tile.module @m {
  entry @e() {
%2 = cuda_tile.constant <i64: [[ 0,  0,  0,  0,  8,  8,  8,  8],
                               [ 0,  0,  0,  0,  8,  8,  8,  8],
                               [64, 64, 64, 64, 32, 32, 32, 32],
                               [64, 64, 64, 64, 32, 32, 32, 32]]>
    : tile<4x8xi64>
%3 = cuda_tile.int_to_ptr %2
    : !cuda_tile.tile<4x8xi64>
      -> !cuda_tile.tile<4x8x!cuda_tile.ptr<f32>>
%4 = cuda_tile.assume #cuda_tile.same_elements<[2, 4]>, %3
    : !cuda_tile.tile<4x8x!cuda_tile.ptr<f32>>
  }
}

// -----

// 12.3.68 cuda_tile.assume_0: the predicates written without the
// `#cuda_tile.` prefix.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[IN:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[I1:[^ ,:]+]] = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
// CHECK: assume div_by<32>, %[[I1]] : tile<8xi16>
// CHECK: %[[I2:[^ ,:]+]] = constant <i16: [96, 97, 98, 99, 64, 65, 66, 67]> : tile<8xi16>
// CHECK: assume div_by<32, every 4 along 0>, %[[I2]] : tile<8xi16>
// CHECK: %[[R:[^ ,:]+]] = reshape %[[IN]] : tile<ptr<f32>> -> tile<1x1x1xptr<f32>>
// CHECK: %[[P3:[^ ,:]+]] = broadcast %[[R]] : tile<1x1x1xptr<f32>> -> tile<1x8x8xptr<f32>>
// CHECK: assume same_elements<[1, 4, 2]>, %[[P3]] : tile<1x8x8xptr<f32>>
// CHECK: %[[I3:[^ ,:]+]] = constant <i16: [5, 9, 10, 11, 6, 5, 5, 7]> : tile<8xi16>
// CHECK: assume bounded<5, ?>, %[[I3]] : tile<8xi16>
cuda_tile.module @module {
  entry @example(%input: tile<ptr<f32>>) {
   %int_tile = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
   %div_by_1 = assume div_by<32>, %int_tile : tile<8xi16>

   %int_tile_2 = constant <i16: [96, 97, 98, 99, 64, 65, 66, 67]> : tile<8xi16>
   %div_by_2 = assume div_by<32, every 4 along 0>, %int_tile_2 : tile<8xi16>

    %input_rank3 = reshape %input : tile<ptr<f32>> -> tile<1x1x1xptr<f32>>
    %ptr_3d = broadcast %input_rank3 : tile<1x1x1xptr<f32>> -> tile<1x8x8xptr<f32>>
   %same_elem = assume same_elements<[1, 4, 2]>, %ptr_3d : tile<1x8x8xptr<f32>>

   %int_tile_3 = constant <i16: [5, 9, 10, 11, 6, 5, 5, 7]> : tile<8xi16>
   %bounded = assume bounded<5, ?>, %int_tile_3 : tile<8xi16>
  }
}

// -----

// 12.3.69 cuda_tile.print_tko_0. A newline in the format string may print
// as the escape \0A.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[A:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<4xf32>
// CHECK: print_tko "Hello world: %f{{(\\0A|\\n)}}", %[[A]] : tile<4xf32> -> token
// CHECK: print_tko "%+08.3f", %[[A]] : tile<4xf32> -> token
cuda_tile.module @module {
  entry @example() {
      %arg = constant <f32: 0.0> : tile<4xf32>
     print_tko "Hello world: %f\n", %arg : tile<4xf32> -> token
     print_tko "%+08.3f", %arg : tile<4xf32> -> token
  }
}

// -----

// 12.3.71 cuda_tile.experimental$asin_0: the asin op itself is commented out
// in the seed, so only the constant is left.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_asin() {
// CHECK: constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_asin() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
  }
}
