// Storing f32 results through a __half pointer tile without converting them: the value would narrow (ct::element_cast<__half> is required).
// COMPAT: expect-error
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void scale_half(const __half* x, __half* y, float s, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto v = ct::element_cast<float>(ct::load_masked(x + i, m)) * s;
    ct::store_masked(y + i, v, m);  // COMPAT-ERROR
}

template __tile_global__ void scale_half<128>(const __half*, __half*, float, int);
