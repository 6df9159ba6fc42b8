// The program of ../../nvcc-record.test: one small kernel, one target, no
// main (nothing to emulate), so that each harness run is short.
// COMPAT-ARCH: sm_90
#include "cuda_tile.h"
#include "scale.h"

namespace ct = cuda::tiles;

__tile_global__ void scale(float* __restrict__ y, float a) {
    auto v = ct::partition_view{ct::tensor_span{y, ct::extents{4096}}, ct::shape<kBlock>{}};
    const int b = ct::bid().x;
    v.store(a * v.load(b), b);
}
