// Matrices stored with a padded leading dimension (CUDA 13.4's padded
// layouts): a row-major matrix whose rows start every round_up(cols, ALIGN)
// elements (layout_right_padded_mapping, the alignment a run-time value)
// is copied, scaled, into a column-major matrix whose columns start every
// round_up(rows, 8) elements (layout_left_padded_mapping, a static stride),
// and a 3-D batch with a static right padding is summed over its last axis.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN>
__tile_global__ void repack(const float* __restrict__ a, float* __restrict__ b, unsigned rows,
                            unsigned cols, unsigned align, float alpha) {
    auto src = ct::tensor_span{a, ct::layout_right_padded_mapping{ct::extents{rows, cols}, align}};
    auto dst = ct::tensor_span{b, ct::layout_left_padded_mapping{ct::extents{rows, cols},
                                                                 ct::integral_constant<8>{}}};
    auto [i, j, k] = ct::bid();
    auto t = ct::partition_view{src, ct::shape<BM, BN>{}}.load_masked(i, j);
    ct::partition_view{dst, ct::shape<BM, BN>{}}.store_masked(t * alpha, i, j);
}

template <int B, int M, int N>
__tile_global__ void row_sums(const float* __restrict__ x, float* __restrict__ out) {
    using ext = ct::extents<unsigned, B, M, N>;
    auto span = ct::tensor_span{x, ct::layout_right_padded_mapping{ext{}, ct::integral_constant<16>{}}};
    auto t = ct::partition_view{span, ct::shape<1, M, 16>{}}.load_masked(ct::bid().x, 0, 0);
    auto s = ct::sum(t, ct::integral_constant<2>{});
    ct::partition_view{ct::tensor_span{out, ct::extents<unsigned, B, M, 1>{}}, ct::shape<1, M, 1>{}}
        .store(s, ct::bid().x, 0, 0);
}

static unsigned round_up(unsigned v, unsigned m) { return (v + m - 1) / m * m; }

int main() {
    seed::checker chk("layout_padded_leading_dim");
    {
        constexpr int BM = 16, BN = 8;
        const unsigned rows = 37, cols = 21, align = 32;
        const unsigned lda = round_up(cols, align), ldb = round_up(rows, 8);
        const float alpha = 2.0f;
        float *ha = new float[rows * lda], *hb = new float[ldb * cols];
        seed::fill(ha, rows * lda);
        float *a = seed::device_alloc<float>(rows * lda), *b = seed::device_alloc<float>(ldb * cols);
        seed::to_device(a, ha, rows * lda);
        seed::poison(b, ldb * cols * sizeof(float));
        repack<BM, BN><<<dim3((rows + BM - 1) / BM, (cols + BN - 1) / BN), 1>>>(a, b, rows, cols, align, alpha);
        SEED_SYNC();
        seed::to_host(hb, b, ldb * cols);
        for (unsigned c = 0; c < cols; ++c) {
            for (unsigned r = 0; r < rows; ++r)
                chk.near("repacked", c * ldb + r, hb[c * ldb + r], double(ha[r * lda + c]) * alpha, 0.0);
            chk.untouched("column padding", hb + c * ldb + rows, (ldb - rows) * sizeof(float));
        }
        cudaFree(a); cudaFree(b);
        delete[] ha; delete[] hb;
    }
    {
        constexpr int B = 3, M = 4, N = 10, LD = 16;
        float *hx = new float[B * M * LD], hs[B * M];
        seed::fill(hx, B * M * LD);
        float *x = seed::device_alloc<float>(B * M * LD), *s = seed::device_alloc<float>(B * M);
        seed::to_device(x, hx, B * M * LD);
        seed::poison(s, sizeof hs);
        row_sums<B, M, N><<<B, 1>>>(x, s);
        SEED_SYNC();
        seed::to_host(hs, s, B * M);
        for (int b = 0; b < B; ++b)
            for (int m = 0; m < M; ++m) {
                double want = 0, mag = 0;
                for (int n = 0; n < N; ++n) {
                    want += hx[(b * M + m) * LD + n];
                    mag += std::fabs(hx[(b * M + m) * LD + n]);
                }
                chk.near("row sums", b * M + m, hs[b * M + m], want, mag * 4 * seed::f32_eps);
            }
        cudaFree(x); cudaFree(s);
        delete[] hx;
    }
    return chk.finish();
}
