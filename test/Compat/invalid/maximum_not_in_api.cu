// ct::maximum (numpy's name) for an element-wise max: nvcc's cuda_tile.h spells it ct::max.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void relu(const float* x, float* y) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto v = ct::load(x + i);
    ct::store(y + i, ct::maximum(v, ct::zeros<ct::tile<float, ct::shape<64>>>()));  // COMPAT-ERROR
}
