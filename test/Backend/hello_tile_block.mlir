// Seed: appendix 12.2.1 "Hello Tile Block", comments dropped. Compiles to a cubin
// for sm_80, sm_90 and sm_100 whose entry symbol is the kernel.
// Changed from the seed: `print` is spelled `print_tko ... -> token` since
// 13.2 (the only edit; upstream's parser rejects the old spelling).
// REQUIRES: tileiras
// RUN: cutile-compile %s --gpu-name sm_80 -o %t.sm_80.cubin
// RUN: cutile-elf-syms %t.sm_80.cubin | FileCheck %s -DSM=sm_80
// RUN: cutile-compile %s --gpu-name sm_90 -o %t.sm_90.cubin
// RUN: cutile-elf-syms %t.sm_90.cubin | FileCheck %s -DSM=sm_90
// RUN: cutile-compile %s --gpu-name sm_100 -o %t.sm_100.cubin
// RUN: cutile-elf-syms %t.sm_100.cubin | FileCheck %s -DSM=sm_100
// RUN: cutile-elf-syms --kernels %t.sm_100.cubin | FileCheck %s --check-prefix=KERNELS

// CHECK: .cubin: ELF64 EM_CUDA EXEC abi=8 [[SM]] flags=0x{{[0-9a-f]+}}{{$}}
// CHECK-DAG: FUNC GLOBAL hello_world_kernel size={{[1-9][0-9]*}} section=.text.hello_world_kernel{{$}}
// CHECK-DAG: OBJECT GLOBAL ___NV_TILE_LAUNCH_META_DATA___
// KERNELS: {{^}}hello_world_kernel{{$}}
// KERNELS-NOT: {{.}}

cuda_tile.module @hello_world_module {
    entry @hello_world_kernel() {
        %tok = print_tko "Hello World!\n" -> token
    }
}
