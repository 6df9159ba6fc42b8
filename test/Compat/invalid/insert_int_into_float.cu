// ct::insert of an int sub-tile into a float tile: the element conversion
// must not narrow, and int -> float narrows (CUDA 13.5; convert the
// sub-tile with ct::element_cast first).
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void patch(float* out, int k) {
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape<64>{}};
    auto counts = ct::iota<ct::tile<int, ct::shape<16>>>() + k;
    auto r = ct::insert(ov.load(0), counts, 2);  // COMPAT-ERROR
    ov.store(r, 0);
}
