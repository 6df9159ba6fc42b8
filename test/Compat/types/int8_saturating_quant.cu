// Static-scale int8 quantisation of fp32 activations with CUDA 13.5's
// conversion tags: each block scales a row by a per-tensor 1/scale, rounds
// to nearest (ties away, by floor/ceil on the sign) and converts with
// element_cast<int8_t>(v, ct::saturate_finite_t{}) instead of a clamp, so
// outliers beyond the scale saturate to -128/127 (ftoi ... saturating).
// The inputs include values far beyond the int8 range and infinities.
// RUN: %compat %s
#include <cmath>
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void quantize(const float* __restrict__ x, int8_t* __restrict__ q, float inv_scale,
                              int cols) {
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        auto m = c < cols;
        auto v = ct::load_masked(x + r * cols + c, m) * inv_scale;
        auto rounded = ct::select(v >= 0.0f, ct::floor(v + 0.5f), ct::ceil(v - 0.5f));
        ct::store_masked(q + r * cols + c, ct::element_cast<int8_t>(rounded, ct::saturate_finite_t{}), m);
    }
}

int main() {
    seed::checker chk("types_int8_saturating_quant");
    const int rows = 4, cols = 1000;
    const size_t n = size_t(rows) * cols;
    float* hx = new float[n];
    int8_t* hq = new int8_t[n];
    for (size_t i = 0; i < n; ++i) hx[i] = seed::rand_float() * float(1 + i % 40);
    hx[3] = INFINITY;
    hx[4] = -INFINITY;
    hx[5] = 1e30f;
    const float inv_scale = 127.0f / 8.0f;
    float* x = seed::device_alloc<float>(n);
    int8_t* q = seed::device_alloc<int8_t>(n);
    seed::to_device(x, hx, n);
    quantize<256><<<rows, 1>>>(x, q, inv_scale, cols);
    SEED_SYNC();
    seed::to_host(hq, q, n);
    for (size_t i = 0; i < n; ++i) {
        float v = hx[i] * inv_scale;
        float rv = v >= 0.0f ? std::floor(v + 0.5f) : std::ceil(v - 0.5f);
        int want = rv >= 127.0f ? 127 : rv <= -128.0f ? -128 : int(rv);
        chk.exact("q", i, hq[i], want);
    }
    cudaFree(x); cudaFree(q);
    delete[] hx; delete[] hq;
    return chk.finish();
}
