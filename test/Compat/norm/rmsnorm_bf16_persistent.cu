// RMSNorm with __nv_bfloat16 or __half I/O picked by the element type
// template parameter (std::conditional_t in the host dispatcher), f32
// accumulation in a loop over HIDDEN in CHUNK-wide pieces (hidden sizes
// beyond one tile), a persistent loop over rows with ct::num_blocks(), and
// the Gemma-style (1 + weight) scaling as a bool template parameter. The
// sum of squares and the scaled write are two passes over the row.
// RUN: %compat %s
#include <type_traits>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int CHUNK, bool kGemma = false>
__tile_global__ void rms_norm(const T* __restrict__ x, const T* __restrict__ w, T* __restrict__ y, int rows,
                              int hidden, float eps) {
    using namespace ct::literals;
    using f_t = ct::tile<float, ct::shape<CHUNK>>;
    auto lane = ct::iota<ct::tile<int, ct::shape<CHUNK>>>();
    const int chunks = (hidden + CHUNK - 1) / CHUNK;
    for (int r = ct::bid().x; r < rows; r += ct::num_blocks().x) {
        const T* xr = x + r * hidden;
        f_t ss = ct::zeros<f_t>();
        for (int k : ct::irange(0, chunks)) {
            auto c = k * CHUNK + lane;
            auto v = ct::element_cast<float>(ct::load_masked(xr + c, c < hidden));
            ss = ss + v * v;
        }
        const float inv = ct::rsqrt(static_cast<float>(ct::sum(ss, 0_ic)) / hidden + eps);
        for (int k : ct::irange(0, chunks)) {
            auto c = k * CHUNK + lane;
            auto m = c < hidden;
            auto v = ct::element_cast<float>(ct::load_masked(xr + c, m));
            auto wt = ct::element_cast<float>(ct::load_masked(w + c, m));
            if constexpr (kGemma) wt = wt + 1.0f;
            ct::store_masked(y + r * hidden + c, ct::element_cast<T>(v * inv * wt), m);
        }
    }
}

template <bool kBf16>
using io_t = std::conditional_t<kBf16, __nv_bfloat16, __half>;

template <bool kBf16, int CHUNK, bool kGemma>
static void run(seed::checker& chk, int rows, int hidden, int blocks) {
    using T = io_t<kBf16>;
    const int n = rows * hidden, guard = 8;
    const float eps = 1e-6f;
    T *hx = new T[n], *hw = new T[hidden], *hy = new T[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = T(2 * seed::rand_float());
    for (int i = 0; i < hidden; ++i) hw[i] = T(seed::rand_float());
    T *x = seed::device_alloc<T>(n), *w = seed::device_alloc<T>(hidden), *y = seed::device_alloc<T>(n + guard);
    seed::to_device(x, hx, n); seed::to_device(w, hw, hidden);
    seed::poison(y, (n + guard) * sizeof(T));
    rms_norm<T, CHUNK, kGemma><<<blocks, 1>>>(x, w, y, rows, hidden, eps);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int r = 0; r < rows; ++r) {
        double ss = 0;
        for (int i = 0; i < hidden; ++i) ss += double(float(hx[r * hidden + i])) * float(hx[r * hidden + i]);
        double inv = 1 / std::sqrt(ss / hidden + eps);
        for (int i = 0; i < hidden; ++i) {
            double wt = float(hw[i]) + (kGemma ? 1.0 : 0.0);
            double want = float(hx[r * hidden + i]) * inv * wt;
            chk.near("y", r * hidden + i, float(hy[r * hidden + i]), want,
                     std::fabs(want) / (kBf16 ? 100 : 700) + 1e-3);
        }
    }
    chk.untouched("y", hy + n, guard * sizeof(T));
    cudaFree(x); cudaFree(w); cudaFree(y);
    delete[] hx; delete[] hw; delete[] hy;
}

int main() {
    seed::checker chk("norm_rmsnorm_bf16_persistent");
    run<true, 256, false>(chk, 7, 1000, 3);
    run<true, 128, true>(chk, 4, 128, 8);
    run<false, 512, false>(chk, 5, 2048, 2);
    run<false, 64, true>(chk, 9, 65, 4);
    return chk.finish();
}
