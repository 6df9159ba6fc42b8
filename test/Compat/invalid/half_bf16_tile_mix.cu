// Adding a __half tile to a __nv_bfloat16 tile: tile-tile arithmetic needs one element type, and half and bf16 do not convert into each other implicitly.
// COMPAT: expect-error
// RUN: %compat %s
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void add_mixed(const __half* a, const __nv_bfloat16* b, float* out) {
    auto i = ct::iota<ct::tile<int, ct::shape<64>>>();
    auto x = ct::load(a + i);
    auto y = ct::load(b + i);
    auto s = x + y;  // COMPAT-ERROR
    ct::store(out + i, ct::element_cast<float>(s));
}
