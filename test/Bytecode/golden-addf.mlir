// Golden bytes for one kernel with one op, derived by hand: string 0 = "k";
// types 0 f32 (07), 1 tile<f32> (0D 00 00: element 0, rank 0), 2 the
// signature (10 01 01 00); function: name 0, signature 2, flags 02 (kernel),
// no debug slot, body 02 01 01 01 00 00 = addf (opcode 2), result type 1,
// flags 1 (flush_to_zero), rounding 1 (zero), operands 0 and 0; then
// 5C 00 00 = return, result count 0, operand count 0. Unknown locations, so
// no Debug section.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: od -An -tx1 -v %t.13.3 | FileCheck %s --check-prefix=V133
// V133: 7f 54 69 6c 65 49 52 00 0d 03 00 00 82 10 08 cb
// V133-NEXT: 01 00 02 02 00 09 02 01 01 01 00 00 5c 00 00 cb
// V133-NEXT: 85 18 04 cb 03 cb cb cb 00 00 00 00 01 00 00 00
// V133-NEXT: 04 00 00 00 07 0d 00 00 10 01 01 00 81 09 04 cb
// V133-NEXT: 01 cb cb cb 00 00 00 00 6b 00

cuda_tile.module @kernels {
  entry @k(%a: tile<f32>) {
    %0 = addf %a, %a rounding<zero> flush_to_zero : tile<f32> loc(unknown)
    return loc(unknown)
  } loc(unknown)
} loc(unknown)
