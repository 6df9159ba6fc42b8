// Dynamic per-token int8 quantisation of activations (the input side of a
// W8A8 GEMM): each block takes one row of bf16 activations, finds its
// absolute maximum over a run-time number of chunks, stores the scale
// amax / 127, then writes round(x / scale) clamped to [-127, 127] as int8
// (round half away from zero via floor/ceil on the sign, the way reference
// implementations spell it). An all-zero row gets scale 1 and zeros.
// RUN: %compat %s
#include <cstdint>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void quantize_rows(const __nv_bfloat16* __restrict__ x, int8_t* __restrict__ q,
                                   float* __restrict__ scales, int cols) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    const __nv_bfloat16* row = x + r * cols;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto amax_t = ct::zeros<ct::tile<float, ct::shape<BLOCK>>>();
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        amax_t = ct::max(amax_t, ct::abs(ct::element_cast<float>(ct::load_masked(row + c, c < cols))));
    }
    const float amax = static_cast<float>(ct::reduce_max(amax_t, 0_ic));
    const float scale = amax > 0.0f ? amax / 127.0f : 1.0f;
    const float inv = 1.0f / scale;
    ct::store(scales + r, scale);
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        auto m = c < cols;
        auto v = ct::element_cast<float>(ct::load_masked(row + c, m)) * inv;
        auto rounded = ct::select(v >= 0.0f, ct::floor(v + 0.5f), ct::ceil(v - 0.5f));
        auto clamped = ct::min(ct::max(rounded, -127.0f), 127.0f);
        ct::store_masked(q + r * cols + c, ct::element_cast<int8_t>(ct::element_cast<int>(clamped)), m);
    }
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    __nv_bfloat16* hx = new __nv_bfloat16[n];
    int8_t* hq = new int8_t[n];
    float* hs = new float[rows];
    for (size_t i = 0; i < n; ++i) hx[i] = __float2bfloat16(seed::rand_float() * 6.0f);
    for (int c = 0; c < cols; ++c) hx[size_t(rows - 1) * cols + c] = __float2bfloat16(0.0f);  // an all-zero row
    auto* x = seed::device_alloc<__nv_bfloat16>(n);
    int8_t* q = seed::device_alloc<int8_t>(n);
    float* s = seed::device_alloc<float>(rows);
    seed::to_device(x, hx, n);
    quantize_rows<BLOCK><<<rows, 1>>>(x, q, s, cols);
    SEED_SYNC();
    seed::to_host(hq, q, n);
    seed::to_host(hs, s, rows);
    for (int r = 0; r < rows; ++r) {
        float amax = 0;
        for (int c = 0; c < cols; ++c) amax = std::fmax(amax, std::fabs(__bfloat162float(hx[size_t(r) * cols + c])));
        const float scale = amax > 0.0f ? amax / 127.0f : 1.0f;
        const float inv = 1.0f / scale;
        chk.near("scale", r, hs[r], scale, 0.0);
        for (int c = 0; c < cols; ++c) {
            float v = __bfloat162float(hx[size_t(r) * cols + c]) * inv;
            float rv = v >= 0.0f ? std::floor(v + 0.5f) : std::ceil(v - 0.5f);
            rv = std::fmin(std::fmax(rv, -127.0f), 127.0f);
            chk.exact("q", size_t(r) * cols + c, hq[size_t(r) * cols + c], int(rv));
        }
    }
    cudaFree(x); cudaFree(q); cudaFree(s);
    delete[] hx; delete[] hq; delete[] hs;
}

int main() {
    seed::checker chk("types_int8_rowwise_quant");
    run<128>(chk, 6, 1000);
    run<256>(chk, 3, 256);
    return chk.finish();
}
