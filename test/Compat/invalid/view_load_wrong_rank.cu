// Loading from a rank-2 partition view with a single tile index (the row-tile index alone, the column index forgotten).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int BM, int BN>
__tile_global__ void copy_rows(const float* a, float* b, int rows, int cols) {
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{rows, cols}}, ct::shape<BM, BN>{}};
    auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{rows, cols}}, ct::shape<BM, BN>{}};
    auto t = av.load_masked(int(ct::bid().x));  // COMPAT-ERROR
    bv.store_masked(t, int(ct::bid().x), 0);
}

template __tile_global__ void copy_rows<16, 64>(const float*, float*, int, int);
