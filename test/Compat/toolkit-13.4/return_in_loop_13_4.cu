// A return inside a loop is CUDA 13.5 tile code: nvcc 13.4 rejects it, and so
// do we when the toolkit in use is 13.4 (the same program compiles with the
// default 13.5 toolkit: control/early_exit_search.cu).
// COMPAT-TOOLKIT: 13.4.92
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile__ int first_negative(const int* p, int n) {
    for (int i = 0; i < n; ++i) {
        if (p[i] < 0)
            return i;  // COMPAT-ERROR
    }
    return n;
}

__tile_global__ void find(const int* p, int* out, int n) {
    ct::store(out, first_negative(p, n));
}
