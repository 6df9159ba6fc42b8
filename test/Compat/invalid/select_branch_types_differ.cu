// ct::select whose two value operands are tiles of different element types (int and float): both branches must have one type.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void relu_or_index(const float* x, float* y) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto v = ct::load(x + i);
    auto r = ct::select(v > 0.0f, v, i);  // COMPAT-ERROR
    ct::store(y + i, r);
}
