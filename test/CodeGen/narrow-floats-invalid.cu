// Narrow float helpers that tile code cannot express yet are refused at the
// call, not run as SIMT code. nvcc refuses __float2half_rz in tile code
// (a __host__ __device__ function that CUDA 13.4 does not mark __tile__).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
#include <cuda_fp16.h>
namespace ct = cuda::tiles;

__tile_global__ void raw(__half *__restrict__ h) {
  __half_raw r;
  r.x = 0x3c00;
  h[0] = __half(r); // expected-error {{not yet supported in tile code: constructing '__half' from 'const __half_raw' (construct it from a number)}}
}

__tile_global__ void rounding(__half *__restrict__ h, float x) {
  h[0] = __float2half_rz(x); // expected-error {{not yet supported in tile code: '__float2half_rz' (only the round-to-nearest conversions to floats and the _rz conversions to integers)}}
}
