// ct::cdiv for a ceiling division: nvcc's cuda_tile.h spells it ct::ceildiv.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void count_tiles(const int* lens, int* tiles, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<32>>>();
    auto len = ct::load_masked(lens + i, i < n);
    ct::store_masked(tiles + i, ct::cdiv(len, 64), i < n);  // COMPAT-ERROR
}
