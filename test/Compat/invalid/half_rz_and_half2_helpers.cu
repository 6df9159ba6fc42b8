// cuda_fp16.h helpers that CUDA 13.4 does not mark as tile code, called from
// a tile kernel: a conversion with another rounding (__float2half_rz) and
// the __half2 pair helpers. nvcc rejects the call ("calling a __host__
// __device__ function ... from a __tile_global__ function is not allowed").
// COMPAT: expect-error
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void to_half_rz(const float* __restrict__ x, __half* __restrict__ y, int n) {
    const int i = ct::bid().x;
    if (i < n)
        y[i] = __float2half_rz(x[i]);  // COMPAT-ERROR
}

__tile_global__ void pair_sum(const __half* __restrict__ x, __half* __restrict__ y) {
    const int i = ct::bid().x;
    const __half2 p = __halves2half2(x[2 * i], x[2 * i + 1]);  // COMPAT-ERROR
    y[i] = __hadd(__low2half(p), __high2half(p));  // COMPAT-ERROR
}
