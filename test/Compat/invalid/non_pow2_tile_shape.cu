// A tile shape whose extent is not a power of two (48): every tile dimension must be 1, 2, 4, 8, ...; the kernel is instantiated with N = 48.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int N>
__tile_global__ void scale(float* p, float s) {
    auto i = ct::iota<ct::tile<int, ct::shape<N>>>();  // COMPAT-ERROR
    ct::store(p + i, ct::load(p + i) * s);
}

template __tile_global__ void scale<48>(float*, float);
