// insert (opcode 0x76, 13.4; what nvcc 13.5 writes for C++ ct::insert, read
// from its .tilebc): text -> bytecode -> text at 13.4 and 13.5, NVIDIA's
// tileirdisasm reads our bytes as the same module, 13.3 has no insert.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}
// RUN: not cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133
// V133: 'cuda_tile.insert' {{.*}}13.4

cuda_tile.module @kernels {
  entry @ins(%a: tile<f32>, %i: tile<i32>) {
    %sub = reshape %a : tile<f32> -> tile<1x1xf32>
    %s = broadcast %sub : tile<1x1xf32> -> tile<4x2xf32>
    %big = constant <f32: 0.0> : tile<8x8xf32>
    %0 = insert %s, %big[%i, %i] : tile<4x2xf32>, tile<8x8xf32>
    %1 = insert %a, %a[] : tile<f32>, tile<f32>
    return
  }
}
