// Seed: appendix 12.3.70 cuda_tile.experimental$alloca_0, corrected. The
// seed spells the op `experimental$alloca`, which NVIDIA's parser does not
// know (original: invalid/experimental.mlir); NVIDIA's dialect has had it as
// the public `alloca` op since 13.3, with the same operands. Kept apart from
// memory.mlir so that family can land without it.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @ex_module {
// CHECK: entry @free_kernel() {
// CHECK: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
// CHECK: alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
cuda_tile.module @ex_module {
  entry @free_kernel() {
   %0 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>

   %1 = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
  }
}
