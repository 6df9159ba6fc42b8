// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// Tile literals of `constant` (and `global`): every element type, splats and
// full lists, hex bit patterns, and the spec pages' `dense<...>` input
// spelling. Output is always `<type: values> : tile<...>`, never a hex
// string, so NVIDIA's parser can read it however large the tile is.

// CHECK-LABEL: cuda_tile.module @literals
cuda_tile.module @literals {
  entry @ints() {
    // CHECK: constant <i1: true> : tile<i1>
    %0 = constant <i1: true> : tile<i1>
    // CHECK: constant <i1: false> : tile<8xi1>
    %1 = constant <i1: 0> : tile<8xi1>
    // -1 is true for i1, as in NVIDIA's parser.
    // CHECK: constant <i1: {{\[}}{{\[}}true, false], [false, true]]> : tile<2x2xi1>
    %2 = constant <i1: [[-1, false], [0, 1]]> : tile<2x2xi1>
    // Values may be written signed or unsigned; they print signed.
    // CHECK: constant <i8: [-1, 127, -128, 1]> : tile<4xi8>
    %3 = constant <i8: [255, 127, -128, 0x01]> : tile<4xi8>
    // CHECK: constant <i16: -1> : tile<i16>
    %4 = constant <i16: 0xFFFF> : tile<i16>
    // CHECK: constant <i32: 305419896> : tile<i32>
    %5 = constant <i32: 0x12345678> : tile<i32>
    // CHECK: constant <i32: -2147483648> : tile<2x2xi32>
    %6 = constant <i32: 2147483648> : tile<2x2xi32>
    // CHECK: constant <i64: [9223372036854775807, -9223372036854775808, -1, 0]> : tile<4xi64>
    %7 = constant <i64: [9223372036854775807, -9223372036854775808, 0xFFFFFFFFFFFFFFFF, 0]> : tile<4xi64>
    // A list with all-equal values is stored (and printed) as a splat.
    // CHECK: constant <i32: 7> : tile<4xi32>
    %8 = constant <i32: [7, 7, 7, 7]> : tile<4xi32>
    // CHECK: constant <i32: {{\[}}{{\[}}{{\[}}0, 1], [2, 3]], {{\[}}[4, 5], [6, 7]]]> : tile<2x2x2xi32>
    %9 = constant <i32: [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tile<2x2x2xi32>
    // The long type spelling is read too.
    // CHECK: constant <i16: 3> : tile<2xi16>
    %10 = constant <i16: 3> : !cuda_tile.tile<2xi16>
  }

  entry @floats() {
    // CHECK: constant <f16: 1.000000e+00> : tile<f16>
    %0 = constant <f16: 0x3C00> : tile<f16>
    // CHECK: constant <bf16: [1.500000e+00, -2.000000e+00]> : tile<2xbf16>
    %1 = constant <bf16: [1.5, -2.0]> : tile<2xbf16>
    // Non-finite values print as bit patterns.
    // CHECK: constant <f32: [0x7F800000, 0xFF800000, 0x7FC00000, -0.000000e+00]> : tile<4xf32>
    %2 = constant <f32: [0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tile<4xf32>
    // Too large for f16: becomes infinity.
    // CHECK: constant <f16: 0x7C00> : tile<f16>
    %3 = constant <f16: 70000.0> : tile<f16>
    // CHECK: constant <tf32: 2.500000e-01> : tile<4xtf32>
    %4 = constant <tf32: 0.25> : tile<4xtf32>
    // CHECK: constant <f64: [1.000000e-01, 0x7FF0000000000000]> : tile<2xf64>
    %5 = constant <f64: [0.1, 0x7FF0000000000000]> : tile<2xf64>
    // CHECK: constant <f8E4M3FN: [1.000000e+00, -4.480000e+02]> : tile<2xf8E4M3FN>
    %6 = constant <f8E4M3FN: [1.0, -448.0]> : tile<2xf8E4M3FN>
    // CHECK: constant <f8E5M2: 5.734400e+04> : tile<f8E5M2>
    %7 = constant <f8E5M2: 57344.0> : tile<f8E5M2>
    // CHECK: constant <f8E8M0FNU: 1.000000e+00> : tile<2xf8E8M0FNU>
    %8 = constant <f8E8M0FNU: 1.0> : tile<2xf8E8M0FNU>
    // CHECK: constant <f4E2M1FN: [1.000000e+00, 2.000000e+00]> : tile<2xf4E2M1FN>
    %9 = constant <f4E2M1FN: [0x2, 0x4]> : tile<2xf4E2M1FN>
  }

  // The spec pages' spelling: read, then printed in NVIDIA's form.
  entry @dense_input() {
    // CHECK: constant <i32: 0> : tile<i32>
    %0 = constant dense<0> : tile<i32>
    // CHECK: constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %1 = constant dense<[0, 1, 2, 3]> : tile<4xi32>
    // CHECK: constant <f32: 0.000000e+00> : tile<2x4xf32>
    %2 = constant dense<0.0> : tile<2x4xf32>
    // CHECK: constant <f64: [0.000000e+00, -1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf64>
    %3 = constant dense<[0.0, -1.0, 2.0, 3.0]> : tile<4xf64>
    // CHECK: constant <i1: [true, false]> : tile<2xi1>
    %4 = constant dense<[true, false]> : tile<2xi1>
    // CHECK: constant <i8: -1> : tile<i8>
    %5 = constant dense<-1> : tile<i8>
    // An integer written for a float element is taken as its value.
    // CHECK: constant <f16: 3.000000e+00> : tile<2xf16>
    %6 = constant dense<3> : tile<2xf16>
    // CHECK: constant <f32: {{\[}}{{\[}}-1.500000e+00, 2.500000e-01]]> : tile<1x2xf32>
    %7 = constant dense<[[-1.5, 0.25]]> : !cuda_tile.tile<1x2xf32>
  }

  // CHECK: global @spec <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
  global @spec dense<[0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
}

// MLIR would print a literal of more than 100 elements as a hex string,
// which NVIDIA's parser cannot read; check that we list the values.
// CHECK-LABEL: cuda_tile.module @large
// CHECK: constant <i32: [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, {{.*}}, 6, 7]> : tile<128xi32>
cuda_tile.module @large {
  entry @e() {
    %0 = constant <i32: [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
                         0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7]> : tile<128xi32>
  }
}
