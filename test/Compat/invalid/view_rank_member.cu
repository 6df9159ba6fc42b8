// rank() of a partition_view: nvcc's views have none (the span's rank() is there).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void rows(const float* a, float* out, int m, int n) {
    auto view = ct::partition_view{ct::tensor_span{a, ct::extents{m, n}}, ct::shape<16, 16>{}};
    static_assert(decltype(view)::rank() == 2);  // COMPAT-ERROR
    auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
    ct::store(out + i, ct::reshape<ct::shape<16>>(ct::sum(view.load(0, 0), ct::integral_constant<1>{})));
}
