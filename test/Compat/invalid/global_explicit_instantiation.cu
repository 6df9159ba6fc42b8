// An explicit instantiation of a tile kernel template written with __global__ (copied from a SIMT wrapper): nvcc says the kernel is redeclared with __global__.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <typename T, int N>
__tile_global__ void copy(const T* in, T* out) {
    auto i = ct::iota<ct::tile<int, ct::shape<N>>>();
    ct::store(out + i, ct::load(in + i));
}

template __global__ void copy<float, 128>(const float*, float*);  // COMPAT-ERROR
