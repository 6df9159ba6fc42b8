// Masked view load of int data padded with negative infinity (for a max): nvcc pads non-floating-point tiles with view_padding::zero only.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void block_max(int* a, int n) {
    auto view = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape<64>{}};
    auto t = view.template load_masked<ct::view_padding::negative_inf>(ct::bid().x);  // COMPAT-ERROR
    view.store(t, ct::bid().x);
}
