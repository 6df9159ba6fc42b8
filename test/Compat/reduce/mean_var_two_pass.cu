// Column statistics of an [rows, cols] f32 matrix (a BatchNorm-style
// reduction over the batch axis) in two passes: the first pass sums a
// [BR, BC] strip down the rows for the mean, the second accumulates squared
// deviations from that mean (masked: padding lanes would otherwise add
// mean^2) for the unbiased or biased variance, picked by a bool template
// parameter; a second kernel reduces whole rows with a rank-1 view.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int BC, bool kUnbiased = true>
__tile_global__ void col_mean_var(const float* __restrict__ x, float* __restrict__ mean, float* __restrict__ var,
                                  int rows, int cols) {
    using namespace ct::literals;
    auto view = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    const int tc = ct::bid().x;
    const int row_tiles = (rows + BR - 1) / BR;
    auto s = ct::zeros<ct::tile<float, ct::shape<BR, BC>>>();
    for (int tr : ct::irange(0, row_tiles))
        s = s + view.load_masked(tr, tc);
    auto mu = ct::sum(s, 0_ic) / float(rows);  // [1, BC]
    auto q = ct::zeros<ct::tile<float, ct::shape<BR, BC>>>();
    auto lane_r = ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    for (int tr : ct::irange(0, row_tiles)) {
        auto d = view.load_masked(tr, tc) - mu;
        auto valid = (tr * BR + lane_r) < rows;
        q = q + ct::select(valid, d * d, ct::zeros<decltype(q)>());
    }
    const float denom = kUnbiased ? float(rows - 1) : float(rows);
    auto v = ct::sum(q, 0_ic) / denom;
    auto c = tc * BC + ct::iota<ct::tile<int, ct::shape<1, BC>>>();
    ct::store_masked(mean + c, mu, c < cols);
    ct::store_masked(var + c, v, c < cols);
}

template <int BLOCK>
__tile_global__ void row_mean_var(const float* __restrict__ x, float* __restrict__ stats, int cols) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto view = ct::partition_view{ct::tensor_span{x + r * cols, ct::extents{cols}}, ct::shape<BLOCK>{}};
    const int tiles = (cols + BLOCK - 1) / BLOCK;
    auto s = ct::zeros<ct::tile<float, ct::shape<BLOCK>>>();
    for (int t = 0; t < tiles; ++t)
        s = s + view.load_masked(t);
    float mu = static_cast<float>(ct::sum(s, 0_ic)) / cols;
    auto q = ct::zeros<ct::tile<float, ct::shape<BLOCK>>>();
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    for (int t = 0; t < tiles; ++t) {
        auto d = view.load_masked(t) - mu;
        q = q + ct::select(t * BLOCK + lane < cols, d * d, ct::zeros<decltype(q)>());
    }
    stats[2 * r] = mu;
    stats[2 * r + 1] = static_cast<float>(ct::sum(q, 0_ic)) / cols;
}

template <int BR, int BC, bool kUnbiased>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols;
    float *hx = new float[n], *hm = new float[cols], *hv = new float[cols], *hs = new float[2 * rows];
    for (int i = 0; i < n; ++i) hx[i] = 5.0f + 2 * seed::rand_float();  // a large mean
    float *x = seed::device_alloc<float>(n), *m = seed::device_alloc<float>(cols),
          *v = seed::device_alloc<float>(cols), *s = seed::device_alloc<float>(2 * rows);
    seed::to_device(x, hx, n);
    seed::poison(m, cols * sizeof(float)); seed::poison(v, cols * sizeof(float));
    seed::poison(s, 2 * rows * sizeof(float));
    col_mean_var<BR, BC, kUnbiased><<<(cols + BC - 1) / BC, 1>>>(x, m, v, rows, cols);
    SEED_SYNC();
    row_mean_var<BC><<<rows, 1>>>(x, s, cols);
    SEED_SYNC();
    seed::to_host(hm, m, cols); seed::to_host(hv, v, cols); seed::to_host(hs, s, 2 * rows);
    for (int c = 0; c < cols; ++c) {
        double mu = 0, q = 0;
        for (int r = 0; r < rows; ++r) mu += hx[r * cols + c];
        mu /= rows;
        for (int r = 0; r < rows; ++r) q += (hx[r * cols + c] - mu) * (hx[r * cols + c] - mu);
        double var = q / (kUnbiased ? rows - 1 : rows);
        chk.near("mean", c, hm[c], mu, 1e-5 * 8);
        chk.near("var", c, hv[c], var, 1e-4 * (var + 1));
    }
    for (int r = 0; r < rows; ++r) {
        double mu = 0, q = 0;
        for (int c = 0; c < cols; ++c) mu += hx[r * cols + c];
        mu /= cols;
        for (int c = 0; c < cols; ++c) q += (hx[r * cols + c] - mu) * (hx[r * cols + c] - mu);
        chk.near("row_mean", r, hs[2 * r], mu, 1e-5 * 8);
        chk.near("row_var", r, hs[2 * r + 1], q / cols, 1e-4 * (q / cols + 1));
    }
    cudaFree(x); cudaFree(m); cudaFree(v); cudaFree(s);
    delete[] hx; delete[] hm; delete[] hv; delete[] hs;
}

int main() {
    seed::checker chk("reduce_mean_var_two_pass");
    run<16, 64, true>(chk, 100, 130);
    run<32, 32, false>(chk, 32, 64);
    run<8, 128, true>(chk, 3, 300);
    return chk.finish();
}
