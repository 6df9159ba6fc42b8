// A return statement inside a loop in tile code (a linear search that
// returns as soon as it finds the key): tile code must leave the loop with
// break and return after it.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile__ int find_first(const int* keys, int n, int key) {
    for (int i = 0; i < n; ++i)
        if (keys[i] == key)
            return i;  // COMPAT-ERROR
    return -1;
}

__tile_global__ void search(const int* keys, int n, const int* queries, int* out) {
    const int q = ct::bid().x;
    out[q] = find_first(keys, n, queries[q]);
}
