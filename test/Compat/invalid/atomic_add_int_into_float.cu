// Counting into a float buffer with an int tile: nvcc takes no integer values for floating-point memory (narrowing).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void count(float* totals, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<32>>>();
    auto ones = ct::full<ct::tile<int, ct::shape<32>>>(1);
    (void)ct::atomic_add_masked(totals + i, ones, i < n,  // COMPAT-ERROR
                                ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}
