// Seed: appendix 12.2.1 "Hello Tile Block", corrected. The seed spells the op
// `print` with no result, which NVIDIA's parser rejects (the original is in
// ../invalid/programs.mlir); since 13.2 it is `print_tko` and yields a token.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @hello_world_module {
// CHECK: entry @hello_world_kernel() {
// CHECK: = print_tko "Hello World!{{(\\0A|\\n)}}" -> token
cuda_tile.module @hello_world_module {
    entry @hello_world_kernel() {
        print_tko "Hello World!\n" -> token
    }
}
