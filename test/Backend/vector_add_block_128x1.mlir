// Seed: appendix 12.2.2 "Vector Addition Block 128x1", comments dropped. Compiles to a cubin
// for sm_80, sm_90 and sm_100 whose entry symbol is the kernel.
// REQUIRES: tileiras
// RUN: cutile-compile %s --gpu-name sm_80 -o %t.sm_80.cubin
// RUN: cutile-elf-syms %t.sm_80.cubin | FileCheck %s -DSM=sm_80
// RUN: cutile-compile %s --gpu-name sm_90 -o %t.sm_90.cubin
// RUN: cutile-elf-syms %t.sm_90.cubin | FileCheck %s -DSM=sm_90
// RUN: cutile-compile %s --gpu-name sm_100 -o %t.sm_100.cubin
// RUN: cutile-elf-syms %t.sm_100.cubin | FileCheck %s -DSM=sm_100
// RUN: cutile-elf-syms --kernels %t.sm_100.cubin | FileCheck %s --check-prefix=KERNELS
//
// Neither we nor tileiras (which writes PTX and a ptxas log to $TMPDIR)
// leave anything in the temp directory.
// RUN: rm -rf %t.tmp && mkdir %t.tmp
// RUN: env TMPDIR=%t.tmp cutile-compile %s --gpu-name sm_90 --lineinfo -o %t.li.cubin
// RUN: ls -A %t.tmp | count 0

// CHECK: .cubin: ELF64 EM_CUDA EXEC abi=8 [[SM]] flags=0x{{[0-9a-f]+}}{{$}}
// CHECK-DAG: FUNC GLOBAL vector_block_add_128x1_kernel size={{[1-9][0-9]*}} section=.text.vector_block_add_128x1_kernel{{$}}
// CHECK-DAG: OBJECT GLOBAL ___NV_TILE_LAUNCH_META_DATA___
// KERNELS: {{^}}vector_block_add_128x1_kernel{{$}}
// KERNELS-NOT: {{.}}

cuda_tile.module @vector_block_add_128x1 {
    entry @vector_block_add_128x1_kernel(
        %a_ptr_base_scalar : !cuda_tile.tile<ptr<f32>>,
        %b_ptr_base_scalar : !cuda_tile.tile<ptr<f32>>,
        %c_ptr_base_scalar : !cuda_tile.tile<ptr<f32>>)
{
    %offset = iota : tile<128xi32>
    %a_ptr_base_tensor = reshape %a_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1xptr<f32>>
    %a_ptr = broadcast %a_ptr_base_tensor : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %a_tensor = offset %a_ptr, %offset :
        tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %b_ptr_base_tensor =reshape %b_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1xptr<f32>>
    %b_ptr = broadcast %b_ptr_base_tensor : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %b_tensor = offset %b_ptr, %offset :
        tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %c_ptr_base_tensor = reshape %c_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1xptr<f32>>
    %c_ptr = broadcast %c_ptr_base_tensor : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %c_tensor = offset %c_ptr, %offset :
        tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>

    %a_val, %token_a = load_ptr_tko weak %a_tensor : tile<128xptr<f32>> -> tile<128xf32>, token
    %b_val, %token_b = load_ptr_tko weak %b_tensor : tile<128xptr<f32>> -> tile<128xf32>, token
    %c_val = addf %a_val, %b_val rounding<nearest_even> : tile<128xf32>
    store_ptr_tko weak %c_tensor, %c_val : tile<128xptr<f32>>, tile<128xf32> -> token
  }
}
