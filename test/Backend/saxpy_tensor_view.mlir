// Seed: appendix 12.2.6 "Vector Addition with tensor_view" (SAXPY), comments dropped. Compiles to a cubin
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
// CHECK-DAG: FUNC GLOBAL saxpy_memref size={{[1-9][0-9]*}} section=.text.saxpy_memref{{$}}
// CHECK-DAG: OBJECT GLOBAL ___NV_TILE_LAUNCH_META_DATA___
// KERNELS: {{^}}saxpy_memref{{$}}
// KERNELS-NOT: {{.}}

cuda_tile.module @saxpy {
    entry @saxpy_memref(%X: tile<ptr<f32>>,
                        %Y: tile<ptr<f32>>,
                        %alpha: tile<f32>,
                        %M : tile<i32>,
                        %N : tile<i32>) {

        %tileIdX, %tileIdY, %tileIdZ = get_tile_block_id : tile<i32>

        %alpha_reshaped = reshape %alpha : tile<f32> -> tile<1x1xf32>
        %alpha_tensor = broadcast %alpha_reshaped : tile<1x1xf32> -> tile<128x256xf32>

        %x_memref = make_tensor_view %X, shape = [%M, %N], strides = [%M, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
        %y_memref = make_tensor_view %Y, shape = [%M, %N], strides = [%M, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>

        %x_view = make_partition_view %x_memref : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
        %y_view = make_partition_view %y_memref : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>

        %x_tile, %token_x = load_view_tko weak %x_view[%tileIdX, %tileIdY] :
            partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token
        %y_tile, %token_y = load_view_tko weak %y_view[%tileIdX, %tileIdY] :
            partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x256xf32>, token

        %9 = mulf %alpha_tensor, %x_tile rounding<nearest_even> : tile<128x256xf32>
        %result_tile = addf %9, %y_tile rounding<nearest_even> : tile<128x256xf32>

        store_view_tko weak %result_tile, %y_view[%tileIdX, %tileIdY] :
            tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    }
}
