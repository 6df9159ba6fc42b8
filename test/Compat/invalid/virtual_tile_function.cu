// A virtual __tile__ member function (an activation policy as a class hierarchy): tile code has no virtual functions.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

struct Activation {
    __tile__ virtual float apply(float x) const { return x; }  // COMPAT-ERROR
};

__tile_global__ void scale(float* out, float s) {
    Activation a;
    ct::store(out + ct::iota<ct::tile<int, ct::shape<16>>>(),
              ct::full<ct::tile<float, ct::shape<16>>>(a.apply(s)));
}
