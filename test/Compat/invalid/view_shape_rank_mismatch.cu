// A partition view whose tile shape has rank 1 over a rank-2 span (the row tile [1, N] was written as [N]).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int N>
__tile_global__ void row_copy(const float* a, float* b, int rows) {
    auto span = ct::tensor_span{a, ct::extents{rows, N}};
    auto av = ct::partition_view{span, ct::shape<N>{}};  // COMPAT-ERROR
    auto t = av.load(int(ct::bid().x));
    ct::store(b + int(ct::bid().x) * N + ct::iota<ct::tile<int, ct::shape<N>>>(), t);
}

template __tile_global__ void row_copy<64>(const float*, float*, int);
