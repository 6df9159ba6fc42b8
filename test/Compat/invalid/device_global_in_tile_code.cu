// Reading a __device__ global variable from tile code (a SIMT-style global constant): tile code cannot use non-__tile__ variables; pass the value as a kernel argument or make it constexpr.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__device__ float g_scale = 2.0f;

__tile_global__ void scale(float* p, int n) {
    auto i = int(ct::bid().x) * 64 + ct::iota<ct::tile<int, ct::shape<64>>>();
    auto m = i < n;
    ct::store_masked(p + i, ct::load_masked(p + i, m) * g_scale, m);  // COMPAT-ERROR
}
