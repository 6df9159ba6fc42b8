// Narrow float helpers that CUDA 13.4 does not mark as tile code are refused
// at the call by the tile rules, as nvcc refuses them (the __half_raw
// constructor, __float2half_rz: Sema/toolkit-helpers.cu), not run as SIMT
// code.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
#include <cuda_fp16.h>
namespace ct = cuda::tiles;

__tile_global__ void raw(__half *__restrict__ h) {
  __half_raw r;
  r.x = 0x3c00;
  h[0] = __half(r); // expected-error {{tile code cannot call '__half': CUDA's cuda_fp16.h and cuda_bf16.h do not mark it as tile code}}
}

__tile_global__ void rounding(__half *__restrict__ h, float x) {
  h[0] = __float2half_rz(x); // expected-error {{tile code cannot call '__float2half_rz': CUDA's cuda_fp16.h and cuda_bf16.h do not mark it as tile code}}
}
