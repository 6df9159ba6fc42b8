// A bitwise atomic (ct::atomic_or) on a float pointer tile: bitwise and min/max atomics need integral elements.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void set_flags(float* flags, int n) {
    auto i = ct::iota<ct::tile<int, ct::shape<32>>>();
    ct::atomic_or_masked(flags + i, ct::ones<ct::tile<float, ct::shape<32>>>(), i < n,  // COMPAT-ERROR
                         ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}
