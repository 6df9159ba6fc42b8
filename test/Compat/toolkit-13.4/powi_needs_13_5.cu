// A CUDA 13.5 API under a CUDA 13.4 toolkit: nvcc 13.4 has no ct::powi, and
// ours, given the 13.4 toolkit with --cuda-path, rejects the call at the same
// line with an error that names the API and the release it needs.
// COMPAT-TOOLKIT: 13.4.92
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void cube(const float* x, float* y) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto v = ct::load(x + i);
    ct::store(y + i, ct::powi(v, 3));  // COMPAT-ERROR
}
