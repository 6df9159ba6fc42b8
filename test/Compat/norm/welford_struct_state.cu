// Per-row mean and variance by Welford's method, written the way library
// code factors it: a welford<N> struct holding three tiles (count, mean,
// M2) with __tile__ member functions (push one chunk, merge lanes), an
// operator+ that merges two states, a helper returning the state by value,
// a structured binding of the {mean, rstd} result struct, a lambda for the
// masked chunk load, and if constexpr choosing whether the kernel writes
// the normalised row as well as its statistics.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int N>
struct welford {
    using vec = ct::tile<float, ct::shape<N>>;
    vec count, mean, m2;

    __tile__ static welford empty() { return {ct::zeros<vec>(), ct::zeros<vec>(), ct::zeros<vec>()}; }

    // Adds one value per lane where valid is set.
    __tile__ void push(vec x, ct::tile<bool, ct::shape<N>> valid) {
        vec n1 = count + 1.0f;
        vec delta = x - mean;
        vec new_mean = mean + delta / n1;
        mean = ct::select(valid, new_mean, mean);
        m2 = ct::select(valid, m2 + delta * (x - new_mean), m2);
        count = ct::select(valid, n1, count);
    }
};

template <int N>
__tile__ welford<N> operator+(const welford<N>& a, const welford<N>& b) {
    using vec = typename welford<N>::vec;
    vec n = a.count + b.count;
    vec safe_n = ct::select(n > 0.0f, n, ct::ones<vec>());
    vec delta = b.mean - a.mean;
    return {n, a.mean + delta * b.count / safe_n, a.m2 + b.m2 + delta * delta * a.count * b.count / safe_n};
}

struct row_stats {
    float mean, rstd;
};

template <int N>
__tile__ row_stats finish(const welford<N>& w, float eps) {
    using namespace ct::literals;
    const float n = static_cast<float>(ct::sum(w.count, 0_ic));
    const float mean = static_cast<float>(ct::sum(w.count * w.mean, 0_ic)) / n;
    auto d = w.mean - mean;
    const float m2 = static_cast<float>(ct::sum(w.m2 + d * d * w.count, 0_ic));
    return {mean, ct::rsqrt(m2 / n + eps)};
}

template <int N>
__tile__ welford<N> scan_row(const float* row, int cols) {
    auto lane = ct::iota<ct::tile<int, ct::shape<N>>>();
    auto chunk = [&](int c0) { return ct::load_masked(row + c0 + lane, c0 + lane < cols, 0.0f); };
    // Two interleaved states, merged at the end, as an unrolled-by-two loop would keep them.
    welford<N> even = welford<N>::empty(), odd = welford<N>::empty();
    for (int c0 = 0; c0 < cols; c0 += 2 * N) {
        even.push(chunk(c0), c0 + lane < cols);
        odd.push(chunk(c0 + N), c0 + N + lane < cols);
    }
    return even + odd;
}

template <int N, bool kNormalize>
__tile_global__ void row_moments(const float* __restrict__ x, float* __restrict__ stats, float* __restrict__ y,
                                 int cols, float eps) {
    const int r = ct::bid().x;
    const float* row = x + r * cols;
    auto [mean, rstd] = finish(scan_row<N>(row, cols), eps);
    ct::store(stats + 2 * r, mean);
    ct::store(stats + 2 * r + 1, rstd);
    if constexpr (kNormalize) {
        auto lane = ct::iota<ct::tile<int, ct::shape<N>>>();
        for (int c0 = 0; c0 < cols; c0 += N) {
            auto m = c0 + lane < cols;
            ct::store_masked(y + r * cols + c0 + lane, (ct::load_masked(row + c0 + lane, m, 0.0f) - mean) * rstd, m);
        }
    }
}

template <int N, bool kNormalize>
static void run(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    const float eps = 1e-5f;
    float *hx = new float[n], *hy = new float[n], *hs = new float[2 * rows];
    seed::fill(hx, n);
    for (size_t i = 0; i < n; ++i) hx[i] = hx[i] * 3.0f + 10.0f;  // an offset Welford copes with
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n), *s = seed::device_alloc<float>(2 * rows);
    seed::to_device(x, hx, n);
    row_moments<N, kNormalize><<<rows, 1>>>(x, s, y, cols, eps);
    SEED_SYNC();
    seed::to_host(hs, s, 2 * rows);
    if (kNormalize) seed::to_host(hy, y, n);
    for (int r = 0; r < rows; ++r) {
        const float* xr = hx + size_t(r) * cols;
        double mean = 0, var = 0;
        for (int c = 0; c < cols; ++c) mean += xr[c];
        mean /= cols;
        for (int c = 0; c < cols; ++c) var += (xr[c] - mean) * (xr[c] - mean);
        var /= cols;
        double rstd = 1.0 / std::sqrt(var + eps);
        chk.near("mean", r, hs[2 * r], mean, 64 * seed::f32_eps * 13.0);
        chk.near("rstd", r, hs[2 * r + 1], rstd, 1e-4 * rstd);
        if (kNormalize)
            for (int c = 0; c < cols; ++c)
                chk.near("y", size_t(r) * cols + c, hy[size_t(r) * cols + c], (xr[c] - mean) * rstd, 2e-4 * 4);
    }
    cudaFree(x); cudaFree(y); cudaFree(s);
    delete[] hx; delete[] hy; delete[] hs;
}

int main() {
    seed::checker chk("norm_welford_struct_state");
    run<64, true>(chk, 7, 1000);
    run<128, false>(chk, 3, 300);
    run<32, true>(chk, 4, 32);
    return chk.finish();
}
