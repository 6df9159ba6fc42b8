// A `continue` straight inside a switch in a loop of tile code (the SIMT
// habit of skipping an element from one case): nvcc 13.4 rejects it
// ("continue statement inside a switch ... is not allowed in tile code").
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void skip_marked(const int* __restrict__ kinds, float* __restrict__ out, int n) {
    float acc = 0.0f;
    for (int i = 0; i < n; ++i) {
        switch (kinds[i]) {
        case 0:
            continue;  // COMPAT-ERROR
        case 1:
            acc += 1.0f;
            break;
        default:
            acc -= 1.0f;
            break;
        }
    }
    ct::store(out + ct::bid().x, acc);
}
