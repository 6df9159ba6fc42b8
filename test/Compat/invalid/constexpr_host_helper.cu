// A plain constexpr helper called from tile code: nvcc wants it __tile__ (or --expt-relaxed-constexpr), even where it is evaluated at compile time.
// COMPAT: expect-error
// RUN: %compat %s
#include "cuda_tile.h"

namespace ct = cuda::tiles;

constexpr int round_up(int x, int m) { return (x + m - 1) / m * m; }

template <int K>
__tile_global__ void pad_rows(const float* x, float* y) {
    constexpr int KP = round_up(K, 16);  // COMPAT-ERROR
    auto i = ct::iota<ct::tile<int, ct::shape<KP>>>();
    ct::store(y + i, ct::load_masked(x + i, i < K));
}

template __tile_global__ void pad_rows<60>(const float*, float*);
