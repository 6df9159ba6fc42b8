// A max reduction padding masked lanes with an int literal on float data: nvcc takes no padding that narrows (int to float included).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void row_max(const float* x, float* out, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<256>>>();
    auto v = ct::load_masked(x + i, i < n, -1000000);  // COMPAT-ERROR
    ct::store(out + i, v);
}
