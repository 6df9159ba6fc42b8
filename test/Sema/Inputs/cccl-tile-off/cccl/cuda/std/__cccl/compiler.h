// Stand-in for the compiler.h of CCCL 3.5.0 (the CUDA 13.5 wheel): tile
// support is off for every compiler, nvcc 13.5 included.
#pragma once
#define _CCCL_CUDA_COMPILER(...) 0
#if 0 // defined(__CUDACC_TILE__) && _CCCL_CUDA_COMPILER(NVCC, >, 13, 3)
#  define _CCCL_TILE_COMPILATION() 1
#else // tile mode / not tile mode
#  define _CCCL_TILE_COMPILATION() 0
#endif
