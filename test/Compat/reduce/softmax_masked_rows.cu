// Row softmax without an argmax: each block owns one row of a [rows, cols]
// matrix no wider than the tile; out-of-range lanes are loaded with a
// -inf-like pad (load_masked's third argument) so they vanish from both the
// max and the exp-sum, and an optional temperature (float non-type template
// parameter) scales the logits. A second kernel does a log-softmax over
// rows wider than the tile with a three-pass loop (max, sum, write).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, float kInvTemp = 1.0f>
__tile_global__ void softmax_row(const float* __restrict__ x, float* __restrict__ y, int cols) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<1, BLOCK>>>();
    auto m = c < cols;
    auto v = ct::load_masked(x + r * cols + c, m, -3.0e38f) * kInvTemp;
    auto mx = ct::reduce_max(v, 1_ic);
    auto e = ct::exp(v - mx);
    auto s = ct::sum(e, 1_ic);
    ct::store_masked(y + r * cols + c, e / s, m);
}

template <int BLOCK>
__tile_global__ void log_softmax_wide(const float* __restrict__ x, float* __restrict__ y, int cols) {
    using namespace ct::literals;
    using t_t = ct::tile<float, ct::shape<BLOCK>>;
    const int r = ct::bid().x;
    const float* row = x + r * cols;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto mx_t = ct::full<t_t>(-3.0e38f);
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        mx_t = ct::max(mx_t, ct::load_masked(row + c, c < cols, -3.0e38f));
    }
    float mx = static_cast<float>(ct::reduce_max(mx_t, 0_ic));
    auto s_t = ct::zeros<t_t>();
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        s_t = s_t + ct::exp(ct::load_masked(row + c, c < cols, -3.0e38f) - mx);
    }
    float lse = mx + ct::log(static_cast<float>(ct::sum(s_t, 0_ic)));
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        auto mk = c < cols;
        ct::store_masked(y + r * cols + c, ct::load_masked(row + c, mk) - lse, mk);
    }
}

template <int BLOCK, bool kWide>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols, guard = 8;
    float *hx = new float[n], *hy = new float[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = 4 * seed::rand_float();
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n + guard);
    seed::to_device(x, hx, n);
    seed::poison(y, (n + guard) * sizeof(float));
    if constexpr (kWide)
        log_softmax_wide<BLOCK><<<rows, 1>>>(x, y, cols);
    else
        softmax_row<BLOCK, 0.5f><<<rows, 1>>>(x, y, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int r = 0; r < rows; ++r) {
        double mx = -1e300, s = 0;
        double scale = kWide ? 1.0 : 0.5;
        for (int c = 0; c < cols; ++c) mx = std::fmax(mx, scale * hx[r * cols + c]);
        for (int c = 0; c < cols; ++c) s += std::exp(scale * hx[r * cols + c] - mx);
        for (int c = 0; c < cols; ++c) {
            double z = scale * hx[r * cols + c] - mx;
            double want = kWide ? z - std::log(s) : std::exp(z) / s;
            chk.near("y", r * cols + c, hy[r * cols + c], want, 1e-5 * (std::fabs(want) + 1));
        }
    }
    chk.untouched("y", hy + n, guard * sizeof(float));
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("reduce_softmax_masked_rows");
    run<128, false>(chk, 6, 100);
    run<256, false>(chk, 3, 256);
    run<32, false>(chk, 9, 1);
    run<128, true>(chk, 4, 1000);
    run<64, true>(chk, 7, 64);
    return chk.finish();
}
