// Storing through a pointer to const (the output parameter was declared const float*, as the input next to it).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int N>
__tile_global__ void copy(const float* __restrict__ in, const float* __restrict__ out) {
    auto i = ct::iota<ct::tile<int, ct::shape<N>>>();
    auto v = ct::load(in + i);
    ct::store(out + i, v);  // COMPAT-ERROR
}

template __tile_global__ void copy<64>(const float*, const float*);
