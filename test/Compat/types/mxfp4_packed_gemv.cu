// MXFP4 weight-only GEMV (the decode step of a quantised LLM layer):
// y = W x with W (N, K) stored as packed fp4, two e2m1 values per byte
// (element 2k in the low nibble), and one e8m0 scale per 32 weights of a
// row. Each block of BN rows walks K in BK chunks: the bytes are read as
// fp4 with ct::repack, dequantised with the broadcast e8m0 scales and
// multiplied by the activations. The values are chosen so that every
// product and partial sum is exact in float: the host's sum is the
// kernel's bit for bit. Block-scale types need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;
using e8m0 = __nv_fp8_e8m0;
using fp4 = __nv_fp4_e2m1;
constexpr int V = 32;

template <int BN, int BK>
__tile_global__ void mxfp4_gemv(const unsigned char* __restrict__ w, const e8m0* __restrict__ ws,
                                const float* __restrict__ x, float* __restrict__ y, int N, int K) {
    auto w_view = ct::partition_view{ct::tensor_span{w, ct::extents{N, K / 2}}, ct::shape<BN, BK / 2>{}};
    auto s_view = ct::partition_view{ct::tensor_span{ws, ct::extents{N, K / V}}, ct::shape<BN, BK / V>{}};
    auto x_view = ct::partition_view{ct::tensor_span{x, ct::extents{1, K}}, ct::shape<1, BK>{}};
    auto y_view = ct::partition_view{ct::tensor_span{y, ct::extents{N}}, ct::shape<BN>{}};
    const int bn = ct::bid().x;
    auto acc = ct::zeros<ct::tile<float, ct::shape<BN>>>();
    for (int kt = 0; kt < K / BK; ++kt) {
        auto codes = ct::repack<fp4, 1>(w_view.load(bn, kt));                // (BN, BK)
        auto wf = ct::reshape<ct::shape<BN, BK / V, V>>(ct::element_cast<float>(codes));
        auto sc = ct::broadcast<ct::shape<BN, BK / V, V>>(
            ct::reshape<ct::shape<BN, BK / V, 1>>(ct::element_cast<float>(s_view.load(bn, kt))));
        auto deq = ct::reshape<ct::shape<BN, BK>>(wf * sc);
        auto xs = ct::broadcast<ct::shape<BN, BK>>(x_view.load(0, kt));
        acc = acc + ct::reshape<ct::shape<BN>>(ct::sum(deq * xs, 1_ic));
    }
    y_view.store(acc, bn);
}

static double dec_e2m1(unsigned c) {
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    return (c & 8 ? -1 : 1) * mag[c & 7];
}

static void run(seed::checker& chk, int N, int K) {
    constexpr int BN = 32, BK = 128;
    unsigned char* hw = new unsigned char[N * K / 2];
    unsigned char* hs = new unsigned char[N * K / V];
    float* hx = new float[K];
    for (int i = 0; i < N * K / 2; ++i) hw[i] = seed::next_u32() & 0xFF;
    for (int i = 0; i < N * K / V; ++i) hs[i] = 127 - 3 + seed::next_u32() % 6; // 2^-3 .. 2^2
    for (int k = 0; k < K; ++k) hx[k] = float(int(seed::next_u32() % 33) - 16) / 8.0f;
    unsigned char* w = seed::device_alloc<unsigned char>(N * K / 2);
    e8m0* s = seed::device_alloc<e8m0>(N * K / V);
    float* x = seed::device_alloc<float>(K);
    float* y = seed::device_alloc<float>(N);
    seed::to_device(w, hw, N * K / 2);
    seed::to_device(s, reinterpret_cast<e8m0*>(hs), N * K / V);
    seed::to_device(x, hx, K);
    mxfp4_gemv<BN, BK><<<dim3(N / BN), 1>>>(w, s, x, y, N, K);
    SEED_SYNC();
    float* hy = new float[N];
    seed::to_host(hy, y, N);
    for (int n = 0; n < N; ++n) {
        double want = 0;
        for (int k = 0; k < K; ++k) {
            unsigned byte = hw[n * (K / 2) + k / 2];
            double wk = dec_e2m1(k % 2 ? byte >> 4 : byte & 15) * std::ldexp(1.0, hs[n * (K / V) + k / V] - 127);
            want += wk * hx[k];
        }
        chk.near("y", n, hy[n], want, 0.0);
    }
    cudaFree(w); cudaFree(s); cudaFree(x); cudaFree(y);
    delete[] hw; delete[] hs; delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("types_mxfp4_packed_gemv");
    run(chk, 64, 512);
    return chk.finish();
}
