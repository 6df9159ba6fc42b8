// ct::atomic_load with a release order: loads take relaxed or acquire only.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void poll(const int* flag, int* out) {
    int v = ct::atomic_load(flag, ct::memory_order_release_t{}, ct::thread_scope_device_t{});  // COMPAT-ERROR
    ct::store(out, v);
}
