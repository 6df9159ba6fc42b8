// Fused bias + GELU (tanh approximation or the erf-free sigmoid form, picked
// by a bool template argument) over a row-major [rows, cols] __half
// activation: the bias is gathered per column with pointer-plus-iota, the
// math runs in f32, and the last tile of each row is masked.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, bool kTanh = true>
__tile_global__ void bias_gelu(const __half* __restrict__ x, const __half* __restrict__ bias,
                               __half* __restrict__ y, int rows, int cols) {
    using idx_t = ct::tile<int, ct::shape<BLOCK>>;
    const auto [cb, r, unused] = ct::bid();
    (void)unused;
    auto col = int(cb) * BLOCK + ct::iota<idx_t>();
    auto in = col < cols;
    auto off = int(r) * cols + col;
    auto v = ct::element_cast<float>(ct::load_masked(x + off, in));
    auto b = ct::element_cast<float>(ct::load_masked(bias + col, in));
    auto t = v + b;
    ct::tile<float, ct::shape<BLOCK>> g;
    if constexpr (kTanh) {
        auto inner = 0.7978845608f * (t + 0.044715f * t * t * t);
        g = 0.5f * t * (1.0f + ct::tanh(inner));
    } else {
        g = t / (1.0f + ct::exp(-1.702f * t));
    }
    ct::store_masked(y + off, ct::element_cast<__half>(g), in);
}

template <int BLOCK, bool kTanh>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols, guard = 16;
    __half *hx = new __half[n], *hb = new __half[cols], *hy = new __half[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = __float2half(2.0f * seed::rand_float());
    for (int i = 0; i < cols; ++i) hb[i] = __float2half(seed::rand_float());
    __half *x = seed::device_alloc<__half>(n), *b = seed::device_alloc<__half>(cols),
           *y = seed::device_alloc<__half>(n + guard);
    seed::to_device(x, hx, n);
    seed::to_device(b, hb, cols);
    seed::poison(y, (n + guard) * sizeof(__half));
    dim3 grid((cols + BLOCK - 1) / BLOCK, rows);
    bias_gelu<BLOCK, kTanh><<<grid, 1>>>(x, b, y, rows, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            double t = double(__half2float(hx[r * cols + c])) + __half2float(hb[c]);
            double want = kTanh ? 0.5 * t * (1 + std::tanh(0.7978845608 * (t + 0.044715 * t * t * t)))
                                : t / (1 + std::exp(-1.702 * t));
            chk.near("y", r * cols + c, __half2float(hy[r * cols + c]), want, std::fabs(want) / 512 + 2e-3);
        }
    chk.untouched("y", hy + n, guard * sizeof(__half));
    cudaFree(x); cudaFree(b); cudaFree(y);
    delete[] hx; delete[] hb; delete[] hy;
}

int main() {
    seed::checker chk("elementwise_bias_gelu_f16");
    run<128, true>(chk, 7, 300);
    run<64, false>(chk, 3, 64);
    run<256, true>(chk, 2, 1000);
    run<32, false>(chk, 5, 17);
    return chk.finish();
}
