// ct::atomic_store of a 1-element flag tile through a 32-lane pointer tile: nvcc does not broadcast it.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void publish(int* flags) {
    auto i = ct::iota<ct::tile<int, ct::shape<32>>>();
    ct::atomic_store(flags + i, ct::full<ct::tile<int, ct::shape<1>>>(1),  // COMPAT-ERROR
                     ct::memory_order_release_t{}, ct::thread_scope_device_t{});
}
