// Stand-in for CCCL main's compiler.h (2026-08-22): only the shape of its
// tile-mode switch, which turns tile support on for nvcc newer than 13.3.
#pragma once
#define _CCCL_CUDA_COMPILER(...) 0
#if defined(__CUDACC_TILE__) && _CCCL_CUDA_COMPILER(NVCC, >, 13, 3)
#  define _CCCL_TILE_COMPILATION() 1
#else // tile mode / not tile mode
#  define _CCCL_TILE_COMPILATION() 0
#endif
