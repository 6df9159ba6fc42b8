// MXFP8 quantization of activations: for every row and every block of 32
// columns the absolute maximum gives the block's e8m0 scale, amax / 448
// (e4m3's largest finite value) rounded up to a power of two (element_cast
// to e8m0 rounds toward +inf), and the block is divided by it and converted
// to e4m3 (round to nearest even, never beyond 448). The host recomputes
// scales and codes with its own e4m3/e8m0 arithmetic and checks every byte.
// Block-scale types need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
using e4m3 = __nv_fp8_e4m3;
using e8m0 = __nv_fp8_e8m0;
constexpr int V = 32;

template <int BR, int BC>
__tile_global__ void mx_quantize(const float* __restrict__ x, e4m3* __restrict__ q,
                                 e8m0* __restrict__ scales, int rows, int cols) {
    auto x_view = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto q_view = ct::partition_view{ct::tensor_span{q, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto s_view = ct::partition_view{ct::tensor_span{scales, ct::extents{rows, cols / V}}, ct::shape<BR, BC / V>{}};
    auto [br, bc, unused] = ct::bid();
    auto blocks = ct::reshape<ct::shape<BR, BC / V, V>>(x_view.load(br, bc));
    auto amax = ct::reduce_max(ct::abs(blocks), 2_ic); // (BR, BC / V, 1)
    // An all-zero block still gets a scale (the smallest normal one).
    auto scale = ct::element_cast<e8m0>(ct::max(amax * (1.0f / 448.0f), 0x1p-126f));
    s_view.store(ct::reshape<ct::shape<BR, BC / V>>(scale), br, bc);
    auto inv = ct::broadcast<ct::shape<BR, BC / V, V>>(1.0f / ct::element_cast<float>(scale));
    q_view.store(ct::reshape<ct::shape<BR, BC>>(ct::element_cast<e4m3>(blocks * inv)), br, bc);
}

static double dec_e4m3(unsigned c) {
    int e = (c >> 3) & 15, m = c & 7;
    double s = (c & 0x80) ? -1 : 1;
    return e == 0 ? s * std::ldexp(m / 8.0, -6) : s * std::ldexp(1 + m / 8.0, e - 7);
}
// Nearest finite e4m3 code (ties to the even code), |v| <= 448 here.
static unsigned enc_e4m3(double v) {
    unsigned best = 0;
    for (unsigned c = 1; c < 0x7F; ++c) {
        double d = std::fabs(std::fabs(v) - dec_e4m3(c)), db = std::fabs(std::fabs(v) - dec_e4m3(best));
        if (d < db || (d == db && (c & 1) == 0)) best = c;
    }
    return best | (std::signbit(v) ? 0x80 : 0);
}

static void run(seed::checker& chk, int rows, int cols) {
    constexpr int BR = 16, BC = 128;
    float* hx = new float[rows * cols];
    for (int i = 0; i < rows * cols; ++i)
        hx[i] = std::ldexp(seed::rand_float(), int(seed::next_u32() % 24) - 12); // 2^-15 .. 2^11
    for (int c = 0; c < V; ++c) hx[c] = 0.0f; // one all-zero block
    float* x = seed::device_alloc<float>(rows * cols);
    e4m3* q = seed::device_alloc<e4m3>(rows * cols);
    e8m0* s = seed::device_alloc<e8m0>(rows * cols / V);
    seed::to_device(x, hx, rows * cols);
    mx_quantize<BR, BC><<<dim3(rows / BR, cols / BC), 1>>>(x, q, s, rows, cols);
    SEED_SYNC();
    unsigned char* hq = new unsigned char[rows * cols];
    unsigned char* hs = new unsigned char[rows * cols / V];
    seed::to_host(reinterpret_cast<e4m3*>(hq), q, rows * cols);
    seed::to_host(reinterpret_cast<e8m0*>(hs), s, rows * cols / V);
    for (int r = 0; r < rows; ++r)
        for (int b = 0; b < cols / V; ++b) {
            float amax = 0;
            for (int c = 0; c < V; ++c) amax = std::fmax(amax, std::fabs(hx[r * cols + b * V + c]));
            float t = std::fmax(amax * (1.0f / 448.0f), 0x1p-126f);
            int e;
            std::frexp(double(t), &e); // t in [2^(e-1), 2^e)
            int code = (e - 1) + 127 + (std::ldexp(1.0, e - 1) == t ? 0 : 1);
            chk.exact("scale", r * (cols / V) + b, hs[r * (cols / V) + b], code);
            float inv = 1.0f / float(std::ldexp(1.0, code - 127));
            for (int c = 0; c < V; ++c) {
                int i = r * cols + b * V + c;
                chk.exact("q", i, hq[i], enc_e4m3(double(hx[i] * inv)));
            }
        }
    cudaFree(x); cudaFree(q); cudaFree(s);
    delete[] hx; delete[] hq; delete[] hs;
}

int main() {
    seed::checker chk("types_mxfp8_quantize");
    run(chk, 32, 256);
    return chk.finish();
}
