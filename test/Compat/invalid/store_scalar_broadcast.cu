// ct::store of a scalar through a pointer tile (zero-filling an output): nvcc wants a tile of the pointer tile's shape, ct::zeros<...>().
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void clear(float* out, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<128>>>() + int(ct::bid().x) * 128;
    ct::store_masked(out + i, 0.0f, i < n);  // COMPAT-ERROR
}
