// ct::printf: printing from tile code is C's printf; nvcc's cuda_tile.h has no ct::printf (ours keeps its tile printer as cutile::ext::print).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void debug_rows(const float* x, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
    auto v = ct::load_masked(x + i, i < n);
    ct::printf("first %f\n", ct::reshape<ct::shape<1>>(ct::extract(v, ct::shape<1>{}, 0)));  // COMPAT-ERROR
}
