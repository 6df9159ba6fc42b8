// A store mask whose shape does not broadcast to the pointer tile ([8] mask for a [16] store: the mask was built from the wrong iota).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void partial_clear(float* p, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
    auto j = ct::iota<ct::tile<int, ct::shape<8>>>();
    auto m = j < n;
    ct::store_masked(p + i, ct::zeros<ct::tile<float, ct::shape<16>>>(), m);  // COMPAT-ERROR
}
