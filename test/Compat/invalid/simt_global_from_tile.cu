// Tile code calling a SIMT __global__ function (a helper written for the thread model) as if it were a __tile__ function.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__global__ void simt_zero(float* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = 0.0f;
}

__tile_global__ void clear_then_fill(float* p, int n) {
    simt_zero(p, n);  // COMPAT-ERROR
    auto i = ct::iota<ct::tile<int, ct::shape<32>>>();
    ct::store_masked(p + i, ct::ones<ct::tile<float, ct::shape<32>>>(), i < n);
}
