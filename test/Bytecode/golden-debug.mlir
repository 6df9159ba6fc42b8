// Golden bytes of the Debug section synthesized from FileLineColLocs, derived
// by hand: records 1 file("k.cu", "d"), 2 compile unit(1), 3 subprogram(file
// 1, line 2, "k", "k", unit 2, scope line 2), 4 loc(3, "d/k.cu", 2, 1) for
// the entry, 5 loc(3, "d/k.cu", 3, 5) for the return; function slot 1 holds
// indices 4 and 5. Record strings are numbered after the bodies' strings.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// NVIDIA's disassembler sees the debug-info scopes tileiras uses for --lineinfo.
// RUN: %if tileiras %{ "$(dirname %tileiras)/tileirdisasm" -g %t.13.3 | FileCheck %s --check-prefix=NV %}
// NV: entry @k() {
// NV: #di_file = #cuda_tile.di_file<"k.cu" in "d">
// NV: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 2, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 2>
// NV: #cuda_tile.di_loc<#loc{{[0-9]*}} in #di_subprogram>
// RUN: od -An -tx1 -v %t.13.3 | FileCheck %s --check-prefix=V133
// V133: 7f 54 69 6c 65 49 52 00 0d 03 00 00 82 10 08 cb
// V133-NEXT: 01 00 00 02 01 03 5c 00 00 cb cb cb cb cb cb cb
// V133-NEXT: 83 4e 08 cb cb cb cb cb 01 cb cb cb 00 00 00 00
// V133-NEXT: 02 cb cb cb cb cb cb cb 04 00 00 00 00 00 00 00
// V133-NEXT: 05 00 00 00 00 00 00 00 05 cb cb cb 00 00 00 00
// V133-NEXT: 03 00 00 00 05 00 00 00 0c 00 00 00 11 00 00 00
// V133-NEXT: 02 01 02 01 01 05 01 02 00 00 02 02 04 03 03 02
// V133-NEXT: 01 04 03 03 03 05 85 0b 04 cb cb cb 01 cb cb cb
// V133-NEXT: 00 00 00 00 10 00 00 81 20 04 cb cb 04 cb cb cb
// V133-NEXT: 00 00 00 00 01 00 00 00 05 00 00 00 06 00 00 00
// V133-NEXT: 6b 6b 2e 63 75 64 64 2f 6b 2e 63 75 00

cuda_tile.module @kernels {
  entry @k() {
    return loc("d/k.cu":3:5)
  } loc("d/k.cu":2:1)
} loc("d/k.cu":1:1)
