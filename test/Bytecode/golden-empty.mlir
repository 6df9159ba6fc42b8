// Golden bytes of the smallest module, derived by hand from
// docs/bytecode-format.md: the 12-byte header (magic, 0D 01 = 13.1, tag 0),
// the Func section (id 0x82 = 2 | aligned, length 8, alignment 8, one 0xCB
// to reach offset 16, payload "0 functions" padded to 8), the Type and String
// sections (aligned to 4, "0 entries" padded to 4), the end marker.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.1 %s -o %t.13.1
// RUN: od -An -tx1 -v %t.13.1 | FileCheck %s --check-prefix=V131
// V131: 7f 54 69 6c 65 49 52 00 0d 01 00 00 82 08 08 cb
// V131-NEXT: 00 cb cb cb cb cb cb cb 85 04 04 cb 00 cb cb cb
// V131-NEXT: 81 04 04 cb 00 cb cb cb 00
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: od -An -tx1 -v %t.13.3 | FileCheck %s --check-prefix=V133
// V133: 7f 54 69 6c 65 49 52 00 0d 03 00 00 82 08 08 cb
// V133-NEXT: 00 cb cb cb cb cb cb cb 85 04 04 cb 00 cb cb cb
// V133-NEXT: 81 04 04 cb 00 cb cb cb 00

cuda_tile.module @kernels {
}
