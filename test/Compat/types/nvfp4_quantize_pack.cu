// NVFP4 quantisation of activations: every run of 16 columns of a row gets
// an e4m3 scale, amax / 6 (fp4's largest value) rounded to nearest e4m3;
// the block is divided by it, converted to e2m1 (round to nearest even) and
// two fp4 values are packed into each byte with ct::repack along the
// columns (element 2k in the low nibble), the layout NVFP4 weights and
// activations are exchanged in. The host recomputes scales and codes with
// its own e4m3/e2m1 arithmetic and checks every byte. Block-scale types
// need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
using e4m3 = __nv_fp8_e4m3;
using fp4 = __nv_fp4_e2m1;
constexpr int V = 16;

template <int BR, int BC>
__tile_global__ void nvfp4_quantize(const float* __restrict__ x, unsigned char* __restrict__ q,
                                    e4m3* __restrict__ scales, int rows, int cols) {
    auto x_view = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto q_view = ct::partition_view{ct::tensor_span{q, ct::extents{rows, cols / 2}}, ct::shape<BR, BC / 2>{}};
    auto s_view = ct::partition_view{ct::tensor_span{scales, ct::extents{rows, cols / V}}, ct::shape<BR, BC / V>{}};
    auto [br, bc, unused] = ct::bid();
    auto blocks = ct::reshape<ct::shape<BR, BC / V, V>>(x_view.load(br, bc));
    auto amax = ct::reduce_max(ct::abs(blocks), 2_ic);
    // An all-zero block keeps the smallest e4m3 scale (2^-9), never zero.
    auto scale = ct::element_cast<e4m3>(ct::max(amax * (1.0f / 6.0f), 0x1p-9f));
    s_view.store(ct::reshape<ct::shape<BR, BC / V>>(scale), br, bc);
    auto s = ct::broadcast<ct::shape<BR, BC / V, V>>(ct::element_cast<float>(scale));
    auto codes = ct::element_cast<fp4>(ct::reshape<ct::shape<BR, BC>>(blocks / s));
    q_view.store(ct::repack<unsigned char, 1>(codes), br, bc);
}

static double dec_e4m3(unsigned c) {
    int e = (c >> 3) & 15, m = c & 7;
    return e == 0 ? std::ldexp(m / 8.0, -6) : std::ldexp(1 + m / 8.0, e - 7);
}
// Nearest positive e4m3 code, ties to the even code (v < 448 here).
static unsigned enc_e4m3(double v) {
    unsigned best = 0;
    for (unsigned c = 1; c < 0x7F; ++c) {
        double d = std::fabs(v - dec_e4m3(c)), db = std::fabs(v - dec_e4m3(best));
        if (d < db || (d == db && (c & 1) == 0)) best = c;
    }
    return best;
}
// Nearest e2m1 code (ties to the even code), saturating at 6.
static unsigned enc_e2m1(double v) {
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    unsigned best = 0;
    for (unsigned c = 1; c < 8; ++c) {
        double d = std::fabs(std::fabs(v) - mag[c]), db = std::fabs(std::fabs(v) - mag[best]);
        if (d < db || (d == db && (c & 1) == 0)) best = c;
    }
    return best | (std::signbit(v) ? 8 : 0);
}

static void run(seed::checker& chk, int rows, int cols) {
    constexpr int BR = 16, BC = 64;
    float* hx = new float[rows * cols];
    for (int i = 0; i < rows * cols; ++i)
        hx[i] = std::ldexp(seed::rand_float(), int(seed::next_u32() % 9) - 4);
    for (int c = 0; c < V; ++c) hx[3 * cols + c] = 0.0f; // one all-zero block
    float* x = seed::device_alloc<float>(rows * cols);
    unsigned char* q = seed::device_alloc<unsigned char>(rows * cols / 2);
    e4m3* s = seed::device_alloc<e4m3>(rows * cols / V);
    seed::to_device(x, hx, rows * cols);
    nvfp4_quantize<BR, BC><<<dim3(rows / BR, cols / BC), 1>>>(x, q, s, rows, cols);
    SEED_SYNC();
    unsigned char* hq = new unsigned char[rows * cols / 2];
    unsigned char* hs = new unsigned char[rows * cols / V];
    seed::to_host(hq, q, rows * cols / 2);
    seed::to_host(reinterpret_cast<e4m3*>(hs), s, rows * cols / V);
    for (int r = 0; r < rows; ++r)
        for (int b = 0; b < cols / V; ++b) {
            float amax = 0;
            for (int c = 0; c < V; ++c) amax = std::fmax(amax, std::fabs(hx[r * cols + b * V + c]));
            unsigned code = enc_e4m3(std::fmax(amax * (1.0f / 6.0f), 0x1p-9f));
            chk.exact("scale", r * (cols / V) + b, hs[r * (cols / V) + b], code);
            float sc = float(dec_e4m3(code));
            for (int c = 0; c < V; c += 2) {
                int i = r * cols + b * V + c;
                unsigned lo = enc_e2m1(hx[i] / sc), hi = enc_e2m1(hx[i + 1] / sc);
                chk.exact("q", i / 2, hq[i / 2], lo | hi << 4);
            }
        }
    cudaFree(x); cudaFree(q); cudaFree(s);
    delete[] hx; delete[] hq; delete[] hs;
}

int main() {
    seed::checker chk("types_nvfp4_quantize_pack");
    run(chk, 32, 128);
    return chk.finish();
}
