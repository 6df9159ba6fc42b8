// Concatenation with ct::cat in the two shapes real code uses it: side by side
// feature concatenation [x | y] of two (rows, D) f32 matrices along axis 1
// (the _ic form), and interleaving of real and imaginary parts into complex
// (re, im) pairs by concatenating rank-3 views along their last axis (the
// NTTP form) and reshaping. Rows are masked at the end.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int D>
__tile_global__ void concat_features(const float* __restrict__ x, const float* __restrict__ y,
                                     float* __restrict__ out, int rows) {
    using namespace ct::literals;
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, ct::integral_constant<D>{}}}, ct::shape<BR, D>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, ct::integral_constant<D>{}}}, ct::shape<BR, D>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{rows, ct::integral_constant<2 * D>{}}},
                                 ct::shape<BR, 2 * D>{}};
    const int r = ct::bid().x;
    ov.store_masked(ct::cat(xv.load_masked(r, 0), yv.load_masked(r, 0), 1_ic), r, 0);
}

template <int BR, int N>
__tile_global__ void interleave_complex(const float* __restrict__ re, const float* __restrict__ im,
                                        float* __restrict__ out, int rows) {
    const int r = ct::bid().x;
    auto rr = r * BR + ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    auto ok = rr < rows;
    auto c = ct::iota<ct::tile<int, ct::shape<1, N>>>();
    auto a = ct::reshape<ct::shape<BR, N, 1>>(ct::load_masked(re + rr * N + c, ok, 0.0f));
    auto b = ct::reshape<ct::shape<BR, N, 1>>(ct::load_masked(im + rr * N + c, ok, 0.0f));
    auto pairs = ct::reshape<ct::shape<BR, 2 * N>>(ct::cat<2>(a, b));
    ct::store_masked(out + rr * (2 * N) + ct::iota<ct::tile<int, ct::shape<1, 2 * N>>>(), pairs, ok);
}

int main() {
    seed::checker chk("layout_concat_interleave");
    constexpr int BR = 8, D = 16;
    const int guard = 8;
    for (int rows : {24, 13, 1}) {
        const int n = rows * D;
        float *hx = new float[n], *hy = new float[n], *ho = new float[2 * n + guard];
        seed::fill(hx, n);
        seed::fill(hy, n);
        float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n),
              *o = seed::device_alloc<float>(2 * n + guard);
        seed::to_device(x, hx, n);
        seed::to_device(y, hy, n);
        seed::poison(o, (2 * n + guard) * sizeof(float));
        concat_features<BR, D><<<(rows + BR - 1) / BR, 1>>>(x, y, o, rows);
        SEED_SYNC();
        seed::to_host(ho, o, 2 * n + guard);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < 2 * D; ++c)
                chk.near("cat", r * 2 * D + c, ho[r * 2 * D + c], c < D ? hx[r * D + c] : hy[r * D + c - D], 0.0);
        chk.untouched("cat", ho + 2 * n, guard * sizeof(float));
        seed::poison(o, (2 * n + guard) * sizeof(float));
        interleave_complex<BR, D><<<(rows + BR - 1) / BR, 1>>>(x, y, o, rows);
        SEED_SYNC();
        seed::to_host(ho, o, 2 * n + guard);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < 2 * D; ++c)
                chk.near("interleave", r * 2 * D + c, ho[r * 2 * D + c],
                         (c % 2 ? hy : hx)[r * D + c / 2], 0.0);
        chk.untouched("interleave", ho + 2 * n, guard * sizeof(float));
        cudaFree(x); cudaFree(y); cudaFree(o);
        delete[] hx; delete[] hy; delete[] ho;
    }
    return chk.finish();
}
