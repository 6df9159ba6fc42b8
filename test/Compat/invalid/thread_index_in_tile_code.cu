// SIMT thread indexing (threadIdx) in tile code: a tile block has no threads to index.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void fill(float* p, int n) {
    int base = int(ct::bid().x) * 128;
    int lane = threadIdx.x;  // COMPAT-ERROR
    auto i = base + lane + ct::iota<ct::tile<int, ct::shape<128>>>();
    ct::store_masked(p + i, ct::ones<ct::tile<float, ct::shape<128>>>(), i < n);
}
