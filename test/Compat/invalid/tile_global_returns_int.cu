// A __tile_global__ kernel must return void; this one returns the element count it processed.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ int count_positive(const float* x, int* out) {  // COMPAT-ERROR
    using namespace ct::literals;
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto pos = ct::element_cast<int>(ct::load(x + i) > 0.0f);
    int n = static_cast<int>(ct::sum(pos, 0_ic));
    ct::store(out, n);
    return n;
}
