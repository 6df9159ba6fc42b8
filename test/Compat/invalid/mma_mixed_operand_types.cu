// ct::mma with operands of different element types (__half times __nv_bfloat16): both operands must have one type.
// COMPAT: expect-error
// RUN: %compat %s
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void mixed(const __half* a, const __nv_bfloat16* b, float* c) {
    auto ia = ct::iota<ct::tile<int, ct::shape<16, 1>>>() * 16 + ct::iota<ct::tile<int, ct::shape<1, 16>>>();
    auto x = ct::load(a + ia);
    auto y = ct::load(b + ia);
    auto acc = ct::mma(x, y, ct::zeros<ct::tile<float, ct::shape<16, 16>>>());  // COMPAT-ERROR
    ct::store(c + ia, acc);
}
