// Initializing an int tile from a float tile: an implicit narrowing conversion between tile element types is not allowed.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void floor_idx(const float* x, int* out) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto v = ct::floor(ct::load(x + i) * 4.0f);
    ct::tile<int, ct::shape<64>> k = v;  // COMPAT-ERROR
    ct::store(out + i, k);
}
