// Source locations survive the trip through bytecode: the writer turns
// FileLineColLocs into the debug-info records tileiras reads (one subprogram
// per kernel, a loc record per op, call sites), the reader turns them back.
// Names and fused locations keep only their first file location; ops with
// no file location stay unknown.
// RUN: cutile-translate --mlir-to-tilebc %s -o %t.bc
// RUN: cutile-translate --tilebc-to-mlir --mlir-print-debuginfo %t.bc | FileCheck %s
// RUN: %if tileiras %{ "$(dirname %tileiras)/tileirdisasm" -g %t.bc | FileCheck %s --check-prefix=NV %}

// CHECK: negf %arg0 : tile<f32> loc(#[[L3:loc[0-9]*]])
// CHECK: absf %0 : tile<f32> loc(#[[L4:loc[0-9]*]])
// CHECK: addf %1, %1 : tile<f32> loc(#[[CALL:loc[0-9]*]])
// CHECK: negf %2 : tile<f32> loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK: negf %3 : tile<f32> loc(#[[L6:loc[0-9]*]])
// CHECK: return loc(#[[L7:loc[0-9]*]])
// CHECK: } loc(#[[L2:loc[0-9]*]])
// CHECK-DAG: #[[UNKNOWN]] = loc(unknown)
// CHECK-DAG: #[[L2]] = loc("src/k.cu":2:1)
// CHECK-DAG: #[[L3]] = loc("src/k.cu":3:7)
// CHECK-DAG: #[[L4]] = loc("src/k.cu":4:9)
// CHECK-DAG: #[[CALLEE:loc[0-9]*]] = loc("inc/h.h":10:3)
// CHECK-DAG: #[[CALLER:loc[0-9]*]] = loc("src/k.cu":5:11)
// CHECK-DAG: #[[L6]] = loc("src/k.cu":6:2)
// CHECK-DAG: #[[L7]] = loc("src/k.cu":7:3)
// CHECK-DAG: #[[CALL]] = loc(callsite(#[[CALLEE]] at #[[CALLER]]))

// NV-DAG: #di_file = #cuda_tile.di_file<"k.cu" in "src">
// NV-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 2, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 2>
// NV-DAG: loc(callsite(

cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    %0 = negf %x : tile<f32> loc("src/k.cu":3:7)
    %1 = absf %0 : tile<f32> loc("named"("src/k.cu":4:9))
    %2 = addf %1, %1 : tile<f32> loc(callsite("inc/h.h":10:3 at "src/k.cu":5:11))
    %3 = negf %2 : tile<f32> loc(unknown)
    %4 = negf %3 : tile<f32> loc(fused["src/k.cu":6:2, "src/other.cu":1:1])
    return loc("src/k.cu":7:3)
  } loc("src/k.cu":2:1)
} loc("src/k.cu":1:1)
