// A 128-bit accumulator for a checksum in tile code: nvcc 13.4 rejects
// every expression of the type ("128-bit integer type is unsupported in tile
// code"); a pointer to one and sizeof pass.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void checksum(const unsigned long long* __restrict__ in, unsigned long long* __restrict__ out, int n) {
    unsigned long long lo = 0;
    for (int i = 0; i < n; ++i) {
        unsigned __int128 wide = in[i];  // COMPAT-ERROR
        lo += (unsigned long long)(wide * 3);
    }
    ct::store(out + ct::bid().x, lo);
}
