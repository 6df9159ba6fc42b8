// ct::reshape to a shape with a different element count ([64] to [8, 4]).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void to_matrix(const float* x, float* y) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto v = ct::load(x + i);
    auto m = ct::reshape<ct::shape<8, 4>>(v);  // COMPAT-ERROR
    auto j = ct::iota<ct::tile<int, ct::shape<8, 1>>>() * 4 + ct::iota<ct::tile<int, ct::shape<1, 4>>>();
    ct::store(y + j, m);
}
