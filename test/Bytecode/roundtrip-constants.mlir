// Constants of every element type, splats, i1 packing, globals.
// Text -> bytecode -> text must give back the same module; with tileiras
// installed, NVIDIA's tileirdisasm must read our bytes as the same module.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: cutile-translate --tilebc-to-mlir %t.13.3 | cutile-opt -o %t.out.13.3
// RUN: diff %t.ref %t.out.13.3
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.3 | cutile-opt -o %t.nv.13.3 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.3 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}

cuda_tile.module @kernels {
  global @spec dense<[0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
  entry @ints() {
    %0 = constant <i1: true> : tile<i1>
    %1 = constant <i1: 0> : tile<8xi1>
    %2 = constant <i1: [[-1, false], [0, 1]]> : tile<2x2xi1>
    %3 = constant <i8: [255, 127, -128, 0x01]> : tile<4xi8>
    %4 = constant <i16: 0xFFFF> : tile<i16>
    %5 = constant <i32: 0x12345678> : tile<i32>
    %6 = constant <i32: 2147483648> : tile<2x2xi32>
    %7 = constant <i64: [9223372036854775807, -9223372036854775808, 0xFFFFFFFFFFFFFFFF, 0]> : tile<4xi64>
    %8 = constant <i32: [7, 7, 7, 7]> : tile<4xi32>
    %9 = constant <i32: [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tile<2x2x2xi32>
    %10 = constant <i16: 3> : !cuda_tile.tile<2xi16>
  }

  entry @floats() {
    %0 = constant <f16: 0x3C00> : tile<f16>
    %1 = constant <bf16: [1.5, -2.0]> : tile<2xbf16>
    %2 = constant <f32: [0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tile<4xf32>
    %3 = constant <f16: 70000.0> : tile<f16>
    %4 = constant <tf32: 0.25> : tile<4xtf32>
    %5 = constant <f64: [0.1, 0x7FF0000000000000]> : tile<2xf64>
    %6 = constant <f8E4M3FN: [1.0, -448.0]> : tile<2xf8E4M3FN>
    %7 = constant <f8E5M2: 57344.0> : tile<f8E5M2>
    %8 = constant <f8E8M0FNU: 1.0> : tile<2xf8E8M0FNU>
    %9 = constant <f4E2M1FN: [0x2, 0x4]> : tile<2xf4E2M1FN>
  }

  entry @dense_input() {
    %0 = constant dense<0> : tile<i32>
    %1 = constant dense<[0, 1, 2, 3]> : tile<4xi32>
    %2 = constant dense<0.0> : tile<2x4xf32>
    %3 = constant dense<[0.0, -1.0, 2.0, 3.0]> : tile<4xf64>
    %4 = constant dense<[true, false]> : tile<2xi1>
    %5 = constant dense<-1> : tile<i8>
    %6 = constant dense<3> : tile<2xf16>
    %7 = constant dense<[[-1.5, 0.25]]> : !cuda_tile.tile<1x2xf32>
  }

}
