// A __host__ __device__ helper shared with SIMT code, called from a tile kernel: nvcc wants it __tile__ too (__tile__ __host__ __device__).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__host__ __device__ inline int blocks_for(int n, int block) { return (n + block - 1) / block; }

__tile_global__ void tail_fill(float* out, int n) {
    int nb = blocks_for(n, 64);  // COMPAT-ERROR
    if (int(ct::bid().x) == nb - 1) {
        auto i = ct::iota<ct::tile<int, ct::shape<64>>>() + (nb - 1) * 64;
        ct::store_masked(out + i, ct::zeros<ct::tile<float, ct::shape<64>>>(), i < n);
    }
}
