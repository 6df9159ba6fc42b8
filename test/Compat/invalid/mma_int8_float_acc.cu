// ct::mma of int8 operands into an f32 accumulator: 8-bit integer operands accumulate in int32 only.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void qgemm(const signed char* a, const signed char* b, float* c) {
    auto ia = ct::iota<ct::tile<int, ct::shape<16, 1>>>() * 32 + ct::iota<ct::tile<int, ct::shape<1, 32>>>();
    auto ib = ct::iota<ct::tile<int, ct::shape<32, 1>>>() * 16 + ct::iota<ct::tile<int, ct::shape<1, 16>>>();
    auto ic = ct::iota<ct::tile<int, ct::shape<16, 1>>>() * 16 + ct::iota<ct::tile<int, ct::shape<1, 16>>>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<16, 16>>>();
    acc = ct::mma(ct::load(a + ia), ct::load(b + ib), acc);  // COMPAT-ERROR
    ct::store(c + ic, acc);
}
