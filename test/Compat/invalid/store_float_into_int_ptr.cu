// Storing a float tile through an int pointer tile: the value would narrow to the pointee type (an explicit ct::element_cast is required).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int N>
__tile_global__ void quantize(const float* x, int* q, float inv_scale) {
    auto i = ct::iota<ct::tile<int, ct::shape<N>>>();
    auto v = ct::load(x + i) * inv_scale;
    ct::store(q + i, v);  // COMPAT-ERROR
}

template __tile_global__ void quantize<128>(const float*, int*, float);
