// A class-type parameter of a __tile_global__ kernel (a parameter struct passed by value, common in SIMT code): tile kernels take scalars, pointers and references only.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

struct params {
    float* out;
    float scale;
    int n;
};

__tile_global__ void scale_fill(params p) {  // COMPAT-ERROR
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    ct::store_masked(p.out + i, ct::full<ct::tile<float, ct::shape<64>>>(p.scale), i < p.n);
}
