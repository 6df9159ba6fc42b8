// Gathering 8 rows with a tile of 4 row numbers: nvcc 13.4 takes only a 1-d
// index tile with as many entries as the view's tile has rows.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void gather_rows(const float* x, const int* ids, float* y, int n) {
    auto v = ct::gather_scatter_view{ct::tensor_span{x, ct::extents{n, ct::integral_constant<32>{}}},
                                     ct::shape<8, 32>{}, ct::integral_constant<0>{}};
    auto out = ct::partition_view{ct::tensor_span{y, ct::extents{8, 32}}, ct::shape<8, 32>{}};
    auto rows = ct::load(ids + ct::iota<ct::tile<int, ct::shape<4>>>());
    out.store(v.load(rows, 0), 0, 0);  // COMPAT-ERROR
}
