// Exception handling (try/catch) in tile code.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void guarded(float* p) {
    auto i = ct::iota<ct::tile<int, ct::shape<32>>>();
    try {  // COMPAT-ERROR
        ct::store(p + i, ct::zeros<ct::tile<float, ct::shape<32>>>());
    } catch (...) {
    }
}
