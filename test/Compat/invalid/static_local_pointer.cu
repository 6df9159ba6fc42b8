// A function-local static pointer in tile code, remembering where a kernel wrote last: nvcc rejects statics that are or contain a pointer or reference.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

__tile_global__ void remember(float* out) {
    static float* last = nullptr;  // COMPAT-ERROR
    if (last == nullptr)
        last = out;
    out[0] = 1.0f;
}
