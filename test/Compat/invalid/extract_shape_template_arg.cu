// ct::extract with the sub-shape as a template argument: nvcc's extract takes it as an argument, ct::extract(t, ct::shape<8>{}, idx).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int N>
__tile_global__ void halves(const float* x, float* lo) {
    auto i = ct::iota<ct::tile<int, ct::shape<N>>>();
    auto v = ct::load(x + i);
    auto first = ct::extract<ct::shape<N / 2>>(v, 0);  // COMPAT-ERROR
    ct::store(lo + ct::iota<ct::tile<int, ct::shape<N / 2>>>(), first);
}

template __tile_global__ void halves<32>(const float*, float*);
