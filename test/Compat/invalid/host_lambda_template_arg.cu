// A host lambda's closure type as a tile kernel's template argument (the
// functor style of SIMT libraries): nvcc 13.4 rejects it without
// --extended-lambda and a __device__ lambda ("The closure type for a lambda
// ... cannot be used in the template argument type of a __global__ function
// template instantiation"), at the launch that instantiates the kernel.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <typename Op>
__tile_global__ void tagged_fill(float* __restrict__ out) {
    ct::store(out + ct::bid().x, 1.0f);
}

void launch_fill(float* out, int blocks) {
    auto op = [](float x) { return 2.0f * x; };
    tagged_fill<decltype(op)><<<blocks, 1>>>(out);  // COMPAT-ERROR
}
