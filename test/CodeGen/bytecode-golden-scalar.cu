// Bytecode golden for a scalar kernel as code generation emits it: one mulf
// of two f32 scalar parameters stored through a __restrict__ pointer. The
// MLIR goes through stdin so the debug section's file name is "<stdin>" on
// every machine. Pinned: the header (magic, version 13.5, the default), the
// function record (13.5: flags, debug slot, empty hints `0b 00`, no argument
// attributes `06 00`; the mangled name _Z4axpyPfff is in the string table at
// the end), the body mulf (opcode 0x4c) / store_ptr_tko (0x65) / return
// (0x5c), and the bytecode reads back as the same ops.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | cutile-translate --mlir-to-tilebc - -o %t.bc
// RUN: od -An -tx1 -v %t.bc | FileCheck %s
// RUN: cutile-translate --tilebc-to-mlir %t.bc | FileCheck %s --check-prefix=BACK

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void axpy(float *__restrict__ y, float a, float x) {
  ct::store(y, a * x);
}

// CHECK: 7f 54 69 6c 65 49 52 00 0d 05 00 00 82 20 08 cb
// CHECK-NEXT: 01 00 04 02 01 0b 00 06 00 0f 4c 03 00 00 01 02
// CHECK-NEXT: 65 05 00 00 00 03 5c 00 00 cb cb cb cb cb cb cb
// CHECK-NEXT: 83 71 08 cb cb cb cb cb 01 cb cb cb 00 00 00 00
// CHECK-NEXT: 04 cb cb cb cb cb cb cb 04 00 00 00 00 00 00 00
// CHECK-NEXT: 05 00 00 00 00 00 00 00 06 00 00 00 00 00 00 00
// CHECK-NEXT: 07 00 00 00 00 00 00 00 07 cb cb cb 00 00 00 00
// CHECK-NEXT: 03 00 00 00 05 00 00 00 0d 00 00 00 12 00 00 00
// CHECK-NEXT: 17 00 00 00 1c 00 00 00 02 01 02 01 01 05 01 02
// CHECK-NEXT: 00 00 02 02 00 04 03 01 02 03 04 03 01 03 0a 04
// CHECK-NEXT: 03 01 04 0a 04 03 01 05 05 85 2d 04 06 cb cb cb
// CHECK-NEXT: 00 00 00 00 01 00 00 00 04 00 00 00 07 00 00 00
// CHECK-NEXT: 0a 00 00 00 10 00 00 00 07 0c 00 00 0d 01 00 0d
// CHECK-NEXT: 00 00 10 03 02 03 03 00 11 81 22 04 03 cb cb cb
// CHECK-NEXT: 00 00 00 00 0b 00 00 00 12 00 00 00 5f 5a 34 61
// CHECK-NEXT: 78 70 79 50 66 66 66 3c 73 74 64 69 6e 3e 00

// BACK: entry @_Z4axpyPfff(%[[Y:.*]]: tile<ptr<f32>>, %[[A:.*]]: tile<f32>, %[[X:.*]]: tile<f32>)
// BACK: %[[M:.*]] = mulf %[[A]], %[[X]]
// BACK: store_ptr_tko weak %[[Y]], %[[M]] : tile<ptr<f32>>, tile<f32> -> token
// BACK: return
