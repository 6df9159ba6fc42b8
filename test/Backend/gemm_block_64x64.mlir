// Seed: appendix 12.2.4 "GEMM Single 64x64 Block", comments dropped. Compiles to a cubin
// for sm_80, sm_90 and sm_100 whose entry symbol is the kernel.
// REQUIRES: tileiras
// RUN: cutile-compile %s --gpu-name sm_80 -o %t.sm_80.cubin
// RUN: cutile-elf-syms %t.sm_80.cubin | FileCheck %s -DSM=sm_80
// RUN: cutile-compile %s --gpu-name sm_90 -o %t.sm_90.cubin
// RUN: cutile-elf-syms %t.sm_90.cubin | FileCheck %s -DSM=sm_90
// RUN: cutile-compile %s --gpu-name sm_100 -o %t.sm_100.cubin
// RUN: cutile-elf-syms %t.sm_100.cubin | FileCheck %s -DSM=sm_100
// RUN: cutile-elf-syms --kernels %t.sm_100.cubin | FileCheck %s --check-prefix=KERNELS

// CHECK: .cubin: ELF64 EM_CUDA EXEC abi=8 [[SM]] flags=0x{{[0-9a-f]+}}{{$}}
// CHECK-DAG: FUNC GLOBAL gemm_block_64x64_kernel size={{[1-9][0-9]*}} section=.text.gemm_block_64x64_kernel{{$}}
// CHECK-DAG: OBJECT GLOBAL ___NV_TILE_LAUNCH_META_DATA___
// KERNELS: {{^}}gemm_block_64x64_kernel{{$}}
// KERNELS-NOT: {{.}}

cuda_tile.module @gemm_block_64x64_module {
    entry @gemm_block_64x64_kernel(
        %a_ptr_base_scalar: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %b_ptr_base_scalar: !cuda_tile.tile<!cuda_tile.ptr<f32>>,
        %c_ptr_base_scalar: !cuda_tile.tile<!cuda_tile.ptr<f32>>
    ) {

    %offset_flat = iota : tile<4096xi32>
    %offset = reshape %offset_flat :
        tile<4096xi32> -> tile<64x64xi32>

    %a_ptr_base_tensor = reshape %a_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %a_ptr = broadcast %a_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %a_tensor = offset %a_ptr, %offset :
        tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

    %b_ptr_base_tensor = reshape %b_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %b_ptr = broadcast %b_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %b_tensor = offset %b_ptr, %offset :
        tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

    %c_ptr_base_tensor = reshape %c_ptr_base_scalar :
        tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %c_ptr = broadcast %c_ptr_base_tensor : tile<1x1xptr<f32>> -> tile<64x64xptr<f32>>
    %c_tensor = offset %c_ptr, %offset :
         tile<64x64xptr<f32>>, tile<64x64xi32> -> tile<64x64xptr<f32>>

    %A_block, %token_a = load_ptr_tko weak %a_tensor :
        tile<64x64xptr<f32>> -> tile<64x64xf32>, token

    %B_block, %token_b = load_ptr_tko weak %b_tensor :
        tile<64x64xptr<f32>> -> tile<64x64xf32>, token

    %init_accum = cuda_tile.constant <f32: 0.000000e+00> : !cuda_tile.tile<64x64xf32>

    %C_block = mmaf %A_block, %B_block, %init_accum: tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>

    store_ptr_tko weak %c_tensor, %C_block :
        tile<64x64xptr<f32>>, tile<64x64xf32> -> token
    }
}
