// Histogram by scatter-add: each block bins a BLOCK-wide chunk of f32
// samples into NBINS integer counters with a masked pointer-tile
// ct::atomic_add_masked (many lanes hit the same bin, so the atomic is what
// makes the counts exact); the bin index comes from floor((v - lo) * scale)
// clamped with ct::min/ct::max. The relaxed order is a tag argument, the
// device scope a template argument. A second kernel accumulates a weighted
// f32 histogram the same way.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, int NBINS>
__tile_global__ void histogram(const float* __restrict__ x, int* __restrict__ bins, float lo, float hi, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto v = ct::load_masked(x + i, m);
    const float scale = NBINS / (hi - lo);
    auto b = ct::element_cast<int>(ct::floor((v - lo) * scale));
    b = ct::min(ct::max(b, 0), NBINS - 1);
    ct::atomic_add_masked<ct::memory_order::relaxed, ct::thread_scope::device>(
        bins + b, ct::ones<ct::tile<int, ct::shape<BLOCK>>>(), m);
}

template <int BLOCK, int NBINS>
__tile_global__ void weighted_histogram(const float* __restrict__ x, const float* __restrict__ w,
                                        float* __restrict__ bins, float lo, float hi, int n) {
    for (int start : ct::irange(int(ct::bid().x) * BLOCK, n, int(ct::num_blocks().x) * BLOCK)) {
        auto i = start + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
        auto m = i < n;
        auto v = ct::load_masked(x + i, m);
        auto b = ct::element_cast<int>(ct::floor((v - lo) * (NBINS / (hi - lo))));
        b = ct::min(ct::max(b, 0), NBINS - 1);
        (void)ct::atomic_add_masked(bins + b, ct::load_masked(w + i, m), m, ct::memory_order_relaxed_t{},
                                    ct::thread_scope_device_t{});
    }
}

template <int BLOCK, int NBINS>
static void run(seed::checker& chk, int n, int wblocks) {
    const float lo = -1.0f, hi = 1.0f;
    float *hx = new float[n], *hw = new float[n], *hfb = new float[NBINS];
    int* hb = new int[NBINS];
    seed::fill(hx, n);
    for (int i = 0; i < n; ++i) hw[i] = 0.5f + 0.25f * seed::rand_float();
    if (n > 2) { hx[0] = -5.0f; hx[1] = 7.0f; }  // clamped to the end bins
    float *x = seed::device_alloc<float>(n), *w = seed::device_alloc<float>(n), *fb = seed::device_alloc<float>(NBINS);
    int* b = seed::device_alloc<int>(NBINS);
    seed::to_device(x, hx, n); seed::to_device(w, hw, n);
    SEED_CHECK(cudaMemset(b, 0, NBINS * sizeof(int)));
    SEED_CHECK(cudaMemset(fb, 0, NBINS * sizeof(float)));
    histogram<BLOCK, NBINS><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, b, lo, hi, n);
    SEED_SYNC();
    weighted_histogram<BLOCK, NBINS><<<wblocks, 1>>>(x, w, fb, lo, hi, n);
    SEED_SYNC();
    seed::to_host(hb, b, NBINS); seed::to_host(hfb, fb, NBINS);
    int* want = new int[NBINS]();
    double* wantw = new double[NBINS]();
    double* mag = new double[NBINS]();
    const float scale = NBINS / (hi - lo);
    for (int i = 0; i < n; ++i) {
        int k = int(std::floor((hx[i] - lo) * scale));
        k = k < 0 ? 0 : (k > NBINS - 1 ? NBINS - 1 : k);
        want[k]++;
        wantw[k] += hw[i];
        mag[k] += std::fabs(hw[i]);
    }
    for (int k = 0; k < NBINS; ++k) {
        chk.exact("bins", k, hb[k], want[k]);
        chk.near("wbins", k, hfb[k], wantw[k], (want[k] + 1) * seed::f32_eps * mag[k] + 1e-30);
    }
    cudaFree(x); cudaFree(w); cudaFree(fb); cudaFree(b);
    delete[] hx; delete[] hw; delete[] hfb; delete[] hb; delete[] want; delete[] wantw; delete[] mag;
}

int main() {
    seed::checker chk("atomics_histogram_scatter_add");
    run<256, 16>(chk, 10000, 4);
    run<128, 64>(chk, 1000, 3);
    run<64, 8>(chk, 37, 1);
    return chk.finish();
}
