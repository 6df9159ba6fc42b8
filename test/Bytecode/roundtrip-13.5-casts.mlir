// What CUDA 13.5's C++ newly reaches in ops that 13.4 bytecode already has:
// fpowi (opcode 0x79), ftoi's `saturating` flag, ftof's nearest_away (rounding
// mode 7) and the other per-conversion modes. Text -> bytecode -> text must
// give back the same module; NVIDIA's tileirdisasm must read our bytes as it.
// Before 13.4 neither fpowi nor nearest_away exists.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: not cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: 'cuda_tile.fpowi' requires bytecode version 13.4, but the target is 13.3

cuda_tile.module @kernels {
  entry @k(%s: tile<f32>) {
    %f = constant <f32: 2.0> : tile<4xf32>
    %d = constant <f64: 2.0> : tile<4xf64>
    %h = constant <f16: 2.0> : tile<4xf16>
    %e = constant <i32: 3> : tile<4xi32>
    %b = constant <i8: 3> : tile<4xi8>
    %0 = fpowi %f, %e : tile<4xf32>, tile<4xi32>
    %1 = fpowi %h, %b : tile<4xf16>, tile<4xi8>
    %2 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf16>
    %3 = ftof %d rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    %4 = ftof %f rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %5 = ftof %h rounding<positive_inf> : tile<4xf16> -> tile<4xf32>
    %6 = ftof %h rounding<nearest_away> : tile<4xf16> -> tile<4xf64>
    %7 = ftoi %f signed saturating : tile<4xf32> -> tile<4xi8>
    %8 = ftoi %f unsigned : tile<4xf32> -> tile<4xi32>
    return
  }
}
