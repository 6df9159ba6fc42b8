// module/entry/return, optimization hints on entries.
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
  entry @k(%a: !cuda_tile.tile<!cuda_tile.ptr<f32>>, %n: tile<i32>)
      optimization_hints=<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 4}> {
    return
  }
  entry @empty() optimization_hints=<> {
  }
  entry @braced() optimization_hints=<{sm_120 = {num_cta_in_cga = 16}}> {
  }
}
