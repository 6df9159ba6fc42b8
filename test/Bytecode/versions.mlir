// What older versions imply when read back.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.1 %s -o %t.13.1
// RUN: cutile-translate --tilebc-to-mlir %t.13.1 | FileCheck %s --check-prefix=V131
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.2 %s -o %t.13.2
// RUN: cutile-translate --tilebc-to-mlir %t.13.2 | FileCheck %s --check-prefix=V132
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: cutile-translate --tilebc-to-mlir %t.13.3 | FileCheck %s --check-prefix=V133
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | FileCheck %s --check-prefix=V133
// The default is what nvcc 13.5 writes: 13.5 (header 0D 05, tag 0).
// RUN: cutile-translate --mlir-to-tilebc %s -o %t.default
// RUN: cmp %t.default %t.13.5
// RUN: od -An -tx1 -j8 -N4 %t.default | FileCheck %s --check-prefix=HDR
// HDR: 0d 05 00 00

// The producer section exists from 13.3; older versions drop it, as
// NVIDIA's writer does.
// V131: cuda_tile.module @kernels {
// V132: cuda_tile.module @kernels {
// V133: cuda_tile.module @kernels attributes {producer = "cutile-clang test"} {

// print_tko's token result is 13.2: at 13.1 it is not written (it is unused
// here) and the reader gives it back.
// V131: print_tko "hello %f", %arg0 : tile<f32> -> token
// V132: print_tko "hello %f", %arg0 : tile<f32> -> token

// Attributes added later come back as their defaults.
// V131: negi %{{.*}} : tile<i32>
// V131: tanh %{{.*}} : tile<f32>
// V131: exp %{{.*}} : tile<f32>

cuda_tile.module @kernels attributes {producer = "cutile-clang test"} {
  entry @k(%x: tile<f32>, %i: tile<i32>) {
    print_tko "hello %f", %x : tile<f32> -> token
    %0 = negi %i : tile<i32>
    %1 = tanh %x : tile<f32>
    %2 = exp %x : tile<f32>
  }
}
