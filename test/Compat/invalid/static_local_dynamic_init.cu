// A function-local static in tile code initialised from a kernel argument: nvcc makes statics module globals and rejects dynamic initialization of them.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

__tile_global__ void first_seen(const int* in, int* out) {
    static int first = in[0];  // COMPAT-ERROR
    out[0] = first;
}
