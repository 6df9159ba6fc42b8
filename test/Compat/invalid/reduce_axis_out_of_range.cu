// A reduction over axis 2 of a rank-2 tile (axis 1 was meant).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void row_sum(const float* x, float* y) {
    using namespace ct::literals;
    auto j = ct::iota<ct::tile<int, ct::shape<8, 1>>>() * 16 + ct::iota<ct::tile<int, ct::shape<1, 16>>>();
    auto v = ct::load(x + j);
    auto s = ct::sum(v, 2_ic);  // COMPAT-ERROR
    ct::store(y + ct::iota<ct::tile<int, ct::shape<8, 1>>>(), s);
}
