// GroupNorm over an NCHW f32 tensor: block (n, g) normalizes the C/G
// channels of group g of sample n, a contiguous run of (C/G) * HW elements
// that is walked in BLOCK-sized masked chunks twice (mean, then variance of
// the deviations), then a third pass applies the per-channel affine weight
// and bias, gathered per element with an integer division of the flat index
// by HW. An optional fused SiLU (bool template parameter) follows.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, bool kSilu = false>
__tile_global__ void group_norm(const float* __restrict__ x, const float* __restrict__ gamma,
                                const float* __restrict__ beta, float* __restrict__ y, int C, int HW, int G,
                                float eps) {
    using namespace ct::literals;
    using f_t = ct::tile<float, ct::shape<BLOCK>>;
    const auto [n, g, z] = ct::bid();
    (void)z;
    const int cpg = C / G;
    const int len = cpg * HW;
    const int base = (int(n) * C + int(g) * cpg) * HW;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    f_t s = ct::zeros<f_t>();
    for (int k = 0; k < len; k += BLOCK) {
        auto i = k + lane;
        s = s + ct::load_masked(x + base + i, i < len);
    }
    const float mu = static_cast<float>(ct::sum(s, 0_ic)) / len;
    f_t q = ct::zeros<f_t>();
    for (int k = 0; k < len; k += BLOCK) {
        auto i = k + lane;
        auto m = i < len;
        auto d = ct::load_masked(x + base + i, m) - mu;
        q = q + ct::select(m, d * d, ct::zeros<f_t>());
    }
    const float rstd = ct::rsqrt(static_cast<float>(ct::sum(q, 0_ic)) / len + eps);
    for (int k = 0; k < len; k += BLOCK) {
        auto i = k + lane;
        auto m = i < len;
        auto ch = int(g) * cpg + i / HW;
        auto v = (ct::load_masked(x + base + i, m) - mu) * rstd * ct::load_masked(gamma + ch, m) +
                 ct::load_masked(beta + ch, m);
        if constexpr (kSilu) v = v / (1.0f + ct::exp(-v));
        ct::store_masked(y + base + i, v, m);
    }
}

template <int BLOCK, bool kSilu>
static void run(seed::checker& chk, int N, int C, int HW, int G) {
    const int total = N * C * HW;
    const float eps = 1e-5f;
    float *hx = new float[total], *hg = new float[C], *hb = new float[C], *hy = new float[total];
    for (int i = 0; i < total; ++i) hx[i] = 0.5f + seed::rand_float();
    seed::fill(hg, C); seed::fill(hb, C);
    float *x = seed::device_alloc<float>(total), *gm = seed::device_alloc<float>(C),
          *bt = seed::device_alloc<float>(C), *y = seed::device_alloc<float>(total);
    seed::to_device(x, hx, total); seed::to_device(gm, hg, C); seed::to_device(bt, hb, C);
    seed::poison(y, total * sizeof(float));
    group_norm<BLOCK, kSilu><<<dim3(N, G), 1>>>(x, gm, bt, y, C, HW, G, eps);
    SEED_SYNC();
    seed::to_host(hy, y, total);
    const int cpg = C / G;
    for (int n = 0; n < N; ++n)
        for (int g = 0; g < G; ++g) {
            const int base = (n * C + g * cpg) * HW, len = cpg * HW;
            double mu = 0, var = 0;
            for (int i = 0; i < len; ++i) mu += hx[base + i];
            mu /= len;
            for (int i = 0; i < len; ++i) var += (hx[base + i] - mu) * (hx[base + i] - mu);
            var /= len;
            double rstd = 1 / std::sqrt(var + eps);
            for (int i = 0; i < len; ++i) {
                int ch = g * cpg + i / HW;
                double v = (hx[base + i] - mu) * rstd * hg[ch] + hb[ch];
                if (kSilu) v = v / (1 + std::exp(-v));
                chk.near("y", base + i, hy[base + i], v, 2e-5 * (std::fabs(v) + 1));
            }
        }
    cudaFree(x); cudaFree(gm); cudaFree(bt); cudaFree(y);
    delete[] hx; delete[] hg; delete[] hb; delete[] hy;
}

int main() {
    seed::checker chk("norm_groupnorm_nchw");
    run<256, false>(chk, 2, 32, 49, 8);
    run<128, true>(chk, 3, 12, 10, 3);
    run<512, true>(chk, 1, 64, 64, 32);
    run<64, false>(chk, 2, 4, 7, 4);
    return chk.finish();
}
