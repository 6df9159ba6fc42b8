// Softmax over rows far wider than one tile in two passes instead of three:
// the first pass keeps a running maximum and a running exp-sum per lane over
// a run-time number of tiles, rescaling the sum by exp(old_max - new_max)
// whenever the maximum grows (the "online softmax" of flash attention), then
// merges the lanes; the second pass writes exp(x - max) / sum. Masked lanes
// are padded with -FLT_MAX (a lane that never sees data adds exp(0) per tile
// to its own sum, which the merge scales by exp(-FLT_MAX - max) = 0).
// RUN: %compat %s
#include <cfloat>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void online_softmax(const float* __restrict__ x, float* __restrict__ y, int cols) {
    using namespace ct::literals;
    using vec = ct::tile<float, ct::shape<BLOCK>>;
    constexpr float lowest = -FLT_MAX;
    const int r = ct::bid().x;
    const float* row = x + r * cols;
    const int tiles = (cols + BLOCK - 1) / BLOCK;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();

    vec run_max = ct::full<vec>(lowest);
    vec run_sum = ct::zeros<vec>();
    for (int t = 0; t < tiles; ++t) {
        auto c = t * BLOCK + lane;
        vec v = ct::load_masked(row + c, c < cols, lowest);
        vec new_max = ct::max(run_max, v);
        run_sum = run_sum * ct::exp(run_max - new_max) + ct::exp(v - new_max);
        run_max = new_max;
    }
    const float m = static_cast<float>(ct::reduce_max(run_max, 0_ic));
    const float s = static_cast<float>(ct::sum(run_sum * ct::exp(run_max - m), 0_ic));
    const float inv = 1.0f / s;

    for (int t = 0; t < tiles; ++t) {
        auto c = t * BLOCK + lane;
        auto m_c = c < cols;
        ct::store_masked(y + r * cols + c, ct::exp(ct::load_masked(row + c, m_c, lowest) - m) * inv, m_c);
    }
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    float *hx = new float[n], *hy = new float[n + 4];
    seed::fill(hx, n);
    for (size_t i = 0; i < n; ++i) hx[i] *= 8.0f;  // spread the logits
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n + 4);
    seed::to_device(x, hx, n);
    seed::poison(y, (n + 4) * sizeof(float));
    online_softmax<BLOCK><<<rows, 1>>>(x, y, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + 4);
    for (int r = 0; r < rows; ++r) {
        const float* xr = hx + size_t(r) * cols;
        double m = xr[0], s = 0;
        for (int c = 1; c < cols; ++c) m = xr[c] > m ? xr[c] : m;
        for (int c = 0; c < cols; ++c) s += std::exp(xr[c] - m);
        for (int c = 0; c < cols; ++c) {
            double want = std::exp(xr[c] - m) / s;
            chk.near("y", size_t(r) * cols + c, hy[size_t(r) * cols + c], want, 64 * seed::f32_eps * (want + 1e-6));
        }
    }
    chk.untouched("y guard", hy + n, 4 * sizeof(float));
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("norm_online_softmax_rows");
    run<64>(chk, 5, 1000);   // 16 tiles, the last one partial
    run<128>(chk, 3, 128);   // exactly one tile
    run<256>(chk, 4, 77);    // fewer columns than lanes: lanes that never see data
    return chk.finish();
}
