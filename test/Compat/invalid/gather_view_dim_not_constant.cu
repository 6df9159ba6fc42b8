// A gather/scatter view whose dimension is a plain int: nvcc 13.4 deduces the
// view only from an integral_constant (the dimension is part of the type).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void gather_rows(const float* x, const int* ids, float* y, int n) {
    auto span = ct::tensor_span{x, ct::extents{n, ct::integral_constant<32>{}}};
    auto v = ct::gather_scatter_view{span, ct::shape<8, 32>{}, 0};  // COMPAT-ERROR
    auto out = ct::partition_view{ct::tensor_span{y, ct::extents{8, 32}}, ct::shape<8, 32>{}};
    auto rows = ct::load(ids + ct::iota<ct::tile<int, ct::shape<8>>>());
    out.store(v.load(rows, 0), 0, 0);
}
