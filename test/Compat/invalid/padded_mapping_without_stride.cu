// A padded layout mapping built from extents alone: nvcc 13.4's padded
// mappings always take the padding stride (static or not) with the extents.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void copy(const float* x, float* y, int rows, int cols) {
    auto m = ct::layout_right_padded_mapping{ct::extents{rows, cols}};  // COMPAT-ERROR
    auto src = ct::partition_view{ct::tensor_span{x, m}, ct::shape<8, 8>{}};
    auto dst = ct::partition_view{ct::tensor_span{y, ct::extents{rows, cols}}, ct::shape<8, 8>{}};
    dst.store_masked(src.load_masked(0, 0), 0, 0);
}
