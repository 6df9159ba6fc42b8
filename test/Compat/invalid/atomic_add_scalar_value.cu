// A histogram counting with ct::atomic_add(ptrs, 1, ...): nvcc wants the value as a tile of the pointer tile's shape, not a scalar.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void histogram(const int* keys, int* bins, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>() + int(ct::bid().x) * 64;
    auto k = ct::load_masked(keys + i, i < n);
    (void)ct::atomic_add_masked(bins + k, 1, i < n,  // COMPAT-ERROR
                                ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}
