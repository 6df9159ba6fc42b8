// reduce and scan (identities are self-contained attributes).
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
  entry @k() {
    %v = constant <f32: 0.0> : tile<8xf32>
    %m = constant <f32: 0.0> : tile<8x64xf32>
    %i = constant <i32: 0> : tile<8x64xi32>

    %0 = reduce %v dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }

    %1 = reduce %m dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<64xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }

    %2:2 = reduce %m, %i dim=1 identities=[0xFF800000 : f32, 0 : i32]
        : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32>
      (%a: tile<f32>, %b: tile<f32>, %c: tile<i32>, %d: tile<i32>) {
        %mx = maxf %a, %b : tile<f32>
        %mi = maxi %c, %d signed : tile<i32>
        yield %mx, %mi : tile<f32>, tile<i32>
      }

    %3 = scan %m dim=1 reverse=false identities=[1.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %prod = mulf %acc, %elem rounding<nearest_even>: tile<f32>
      yield %prod : tile<f32>
    }
    %4 = scan %i dim=0 reverse=true identities=[0 : i32] : tile<8x64xi32> -> tile<8x64xi32>
    (%x: tile<i32>, %y: tile<i32>) {
      %s = addi %x, %y : tile<i32>
      yield %s : tile<i32>
    }
  }
}
