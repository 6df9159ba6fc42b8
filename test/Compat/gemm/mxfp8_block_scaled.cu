// MXFP8 GEMM (OCP microscaling): e4m3 A (M,K) and B (K,N), each run of 32
// elements along K sharing one e8m0 scale (A's scales (M,K/32), B's
// (K/32,N)), f32 accumulation with ct::scaled_mma over a run-time K loop and
// a float output. The host reference decodes e4m3 and e8m0 itself; every
// product is exact, so only the f32 sums round. Block-scale types need
// sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using e4m3 = __nv_fp8_e4m3;
using e8m0 = __nv_fp8_e8m0;
constexpr int V = 32; // elements per scale

template <int BM, int BN, int BK>
__tile_global__ void mxfp8_gemm(const e4m3* __restrict__ A, const e8m0* __restrict__ SA,
                                const e4m3* __restrict__ B, const e8m0* __restrict__ SB,
                                float* __restrict__ C, int M, int N, int K) {
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto sa_view = ct::partition_view{ct::tensor_span{SA, ct::extents{M, K / V}}, ct::shape<BM, BK / V>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto sb_view = ct::partition_view{ct::tensor_span{SB, ct::extents{K / V, N}}, ct::shape<BK / V, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto [bm, bn, unused] = ct::bid();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (int kt : ct::irange(0, K / BK))
        acc = ct::scaled_mma(a_view.load(bm, kt), sa_view.load(bm, kt), b_view.load(kt, bn),
                             sb_view.load(kt, bn), acc);
    c_view.store(acc, bm, bn);
}

static double dec_e4m3(unsigned char c) {
    int e = (c >> 3) & 15, m = c & 7;
    double s = (c & 0x80) ? -1 : 1;
    return e == 0 ? s * std::ldexp(m / 8.0, -6) : s * std::ldexp(1 + m / 8.0, e - 7);
}
static double dec_e8m0(unsigned char c) { return std::ldexp(1.0, int(c) - 127); }

static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 128, BN = 128, BK = 128;
    unsigned char *hA = new unsigned char[M * K], *hB = new unsigned char[K * N];
    unsigned char *hSA = new unsigned char[M * K / V], *hSB = new unsigned char[K / V * N];
    // e4m3 codes with exponent field <= 9 (|x| < 8) and either sign; scales
    // 2^-4 .. 2^3.
    for (int i = 0; i < M * K; ++i) hA[i] = seed::next_u32() % 0x50 | (seed::next_u32() & 0x80);
    for (int i = 0; i < K * N; ++i) hB[i] = seed::next_u32() % 0x50 | (seed::next_u32() & 0x80);
    for (int i = 0; i < M * K / V; ++i) hSA[i] = 123 + seed::next_u32() % 8;
    for (int i = 0; i < K / V * N; ++i) hSB[i] = 123 + seed::next_u32() % 8;
    e4m3 *A = seed::device_alloc<e4m3>(M * K), *B = seed::device_alloc<e4m3>(K * N);
    e8m0 *SA = seed::device_alloc<e8m0>(M * K / V), *SB = seed::device_alloc<e8m0>(K / V * N);
    float* C = seed::device_alloc<float>(M * N);
    seed::to_device(A, reinterpret_cast<e4m3*>(hA), M * K);
    seed::to_device(B, reinterpret_cast<e4m3*>(hB), K * N);
    seed::to_device(SA, reinterpret_cast<e8m0*>(hSA), M * K / V);
    seed::to_device(SB, reinterpret_cast<e8m0*>(hSB), K / V * N);
    mxfp8_gemm<BM, BN, BK><<<dim3(M / BM, N / BN), 1>>>(A, SA, B, SB, C, M, N, K);
    SEED_SYNC();
    float* hC = new float[M * N];
    seed::to_host(hC, C, M * N);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0, mag = 0;
            for (int k = 0; k < K; ++k) {
                double p = dec_e4m3(hA[i * K + k]) * dec_e8m0(hSA[i * (K / V) + k / V]) *
                           dec_e4m3(hB[k * N + j]) * dec_e8m0(hSB[(k / V) * N + j]);
                want += p;
                mag += std::fabs(p);
            }
            chk.near("C", i * N + j, hC[i * N + j], want, mag * K * seed::f32_eps);
        }
    cudaFree(A); cudaFree(B); cudaFree(SA); cudaFree(SB); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hSA; delete[] hSB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_mxfp8_block_scaled");
    run(chk, 256, 128, 512);
    return chk.finish();
}
