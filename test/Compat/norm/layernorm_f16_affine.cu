// LayerNorm forward over the last dimension with __half input/output, f32
// statistics, optional affine weight and bias (bool template parameter), and
// the per-row mean and reciprocal standard deviation saved for the backward
// pass. Each block handles ROWS rows at once as an [ROWS, HIDDEN] tile; the
// row count need not be a multiple of ROWS (masked view loads and stores),
// the hidden size is padded to the power-of-two tile width.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int ROWS, int HIDDEN_P2, bool kAffine = true>
__tile_global__ void layer_norm(const __half* __restrict__ x, const __half* __restrict__ w,
                                const __half* __restrict__ b, __half* __restrict__ y,
                                float* __restrict__ mean_out, float* __restrict__ rstd_out, int rows,
                                int hidden, float eps) {
    using namespace ct::literals;
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, hidden}}, ct::shape<ROWS, HIDDEN_P2>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, hidden}}, ct::shape<ROWS, HIDDEN_P2>{}};
    const int tr = ct::bid().x;
    auto col = ct::iota<ct::tile<int, ct::shape<1, HIDDEN_P2>>>();
    auto valid = col < hidden;
    auto v = ct::element_cast<float>(xv.load_masked(tr, 0));
    auto mu = ct::sum(v, 1_ic) / float(hidden);                  // [ROWS, 1]
    auto d = ct::select(valid, v - mu, ct::zeros<decltype(v)>());  // padding lanes stay 0
    auto var = ct::sum(d * d, 1_ic) / float(hidden);
    auto rstd = ct::rsqrt(var + eps);
    auto out = d * rstd;
    if constexpr (kAffine) {
        auto wt = ct::element_cast<float>(ct::load_masked(w + col, valid));
        auto bt = ct::element_cast<float>(ct::load_masked(b + col, valid));
        out = out * wt + bt;
    }
    yv.store_masked(ct::element_cast<__half>(out), tr, 0);
    auto r = tr * ROWS + ct::iota<ct::tile<int, ct::shape<ROWS, 1>>>();
    ct::store_masked(mean_out + r, mu, r < rows);
    ct::store_masked(rstd_out + r, rstd, r < rows);
}

template <int ROWS, int HP2, bool kAffine>
static void run(seed::checker& chk, int rows, int hidden) {
    const int n = rows * hidden;
    const float eps = 1e-5f;
    __half *hx = new __half[n], *hw = new __half[hidden], *hb = new __half[hidden], *hy = new __half[n];
    float *hm = new float[rows], *hr = new float[rows];
    for (int i = 0; i < n; ++i) hx[i] = __float2half(1.0f + 2 * seed::rand_float());
    for (int i = 0; i < hidden; ++i) { hw[i] = __float2half(seed::rand_float()); hb[i] = __float2half(seed::rand_float()); }
    __half *x = seed::device_alloc<__half>(n), *w = seed::device_alloc<__half>(hidden),
           *b = seed::device_alloc<__half>(hidden), *y = seed::device_alloc<__half>(n);
    float *m = seed::device_alloc<float>(rows), *rs = seed::device_alloc<float>(rows);
    seed::to_device(x, hx, n); seed::to_device(w, hw, hidden); seed::to_device(b, hb, hidden);
    seed::poison(y, n * sizeof(__half)); seed::poison(m, rows * sizeof(float)); seed::poison(rs, rows * sizeof(float));
    layer_norm<ROWS, HP2, kAffine><<<(rows + ROWS - 1) / ROWS, 1>>>(x, w, b, y, m, rs, rows, hidden, eps);
    SEED_SYNC();
    seed::to_host(hy, y, n); seed::to_host(hm, m, rows); seed::to_host(hr, rs, rows);
    for (int r = 0; r < rows; ++r) {
        double mu = 0, var = 0;
        for (int i = 0; i < hidden; ++i) mu += __half2float(hx[r * hidden + i]);
        mu /= hidden;
        for (int i = 0; i < hidden; ++i) { double d = __half2float(hx[r * hidden + i]) - mu; var += d * d; }
        var /= hidden;
        double rstd = 1 / std::sqrt(var + eps);
        chk.near("mean", r, hm[r], mu, 1e-5);
        chk.near("rstd", r, hr[r], rstd, 1e-4 * rstd);
        for (int i = 0; i < hidden; ++i) {
            double want = (__half2float(hx[r * hidden + i]) - mu) * rstd;
            if (kAffine) want = want * __half2float(hw[i]) + __half2float(hb[i]);
            chk.near("y", r * hidden + i, __half2float(hy[r * hidden + i]), want, std::fabs(want) / 512 + 2e-3);
        }
    }
    cudaFree(x); cudaFree(w); cudaFree(b); cudaFree(y); cudaFree(m); cudaFree(rs);
    delete[] hx; delete[] hw; delete[] hb; delete[] hy; delete[] hm; delete[] hr;
}

int main() {
    seed::checker chk("norm_layernorm_f16_affine");
    run<4, 256, true>(chk, 10, 256);
    run<2, 1024, true>(chk, 5, 768);
    run<8, 128, false>(chk, 8, 100);
    run<1, 64, true>(chk, 3, 33);
    return chk.finish();
}
