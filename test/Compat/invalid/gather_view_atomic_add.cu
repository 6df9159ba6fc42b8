// An atomic reduction through a gather/scatter view: nvcc 13.4's view has
// loads and stores only (Tile IR has no atomic reduction into it either).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void scatter_add(const float* x, const int* ids, float* y, int n) {
    using rows_t = ct::tile<int, ct::shape<8>>;
    auto in = ct::partition_view{ct::tensor_span{x, ct::extents{8, 32}}, ct::shape<8, 32>{}};
    auto v = ct::gather_scatter_view{ct::tensor_span{y, ct::extents{n, ct::integral_constant<32>{}}},
                                     ct::shape<8, 32>{}, ct::integral_constant<0>{}};
    rows_t rows = ct::load(ids + ct::iota<rows_t>());
    v.atomic_add(in.load(0, 0), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, rows, 0);  // COMPAT-ERROR
}
