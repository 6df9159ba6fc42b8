// ct::assert(cond, msg): there is none in nvcc's cuda_tile.h (C's assert(cond) works in tile code; ours has cutile::ext::tile_assert for tile conditions).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void check_sizes(int m, int n) {
    ct::assert(m % 16 == 0, "m must be a multiple of 16");  // COMPAT-ERROR
    (void)n;
}
