// Storing through a partition_view whose span was made from the const input pointer: nvcc does not store to const elements.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void inplace_scale(const float* data, int n, float s) {
    auto view = ct::partition_view{ct::tensor_span{data, ct::extents{n}}, ct::shape<128>{}};
    auto t = view.load_masked(ct::bid().x);
    view.store_masked(t * s, ct::bid().x);  // COMPAT-ERROR
}
