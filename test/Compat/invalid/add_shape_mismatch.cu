// Adding a [16] tile to a [32] tile: the shapes neither match nor broadcast (a row of a wider tile was meant).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void add_rows(const float* a, const float* b, float* c) {
    auto i16 = ct::iota<ct::tile<int, ct::shape<16>>>();
    auto i32 = ct::iota<ct::tile<int, ct::shape<32>>>();
    auto x = ct::load(a + i16);
    auto y = ct::load(b + i32);
    auto z = x + y;  // COMPAT-ERROR
    ct::store(c + i32, z);
}
