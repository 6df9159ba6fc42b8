// MXFP4 GEMM: e2m1 (fp4) A (M,K) and B (K,N), one value per byte as CUDA
// 13.5 stores __nv_fp4_e2m1, every 32 elements along K sharing one e8m0
// (power of two) scale, f32 accumulation with ct::scaled_mma over a
// run-time K loop and an f32 output. fp4 values are multiples of 1/2 and
// the scales powers of two, so every product and sum is exact in f32 and
// the host checks each element bit for bit. Block-scale types need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using fp4 = __nv_fp4_e2m1;
using e8m0 = __nv_fp8_e8m0;
constexpr int V = 32; // elements per scale

template <int BM, int BN, int BK>
__tile_global__ void mxfp4_gemm(const fp4* __restrict__ A, const e8m0* __restrict__ SA,
                                const fp4* __restrict__ B, const e8m0* __restrict__ SB,
                                float* __restrict__ C, int M, int N, int K) {
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto sa_view = ct::partition_view{ct::tensor_span{SA, ct::extents{M, K / V}}, ct::shape<BM, BK / V>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto sb_view = ct::partition_view{ct::tensor_span{SB, ct::extents{K / V, N}}, ct::shape<BK / V, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto [bm, bn, unused] = ct::bid();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (int kt = 0; kt < K / BK; ++kt)
        acc = ct::scaled_mma(a_view.load(bm, kt), sa_view.load(bm, kt), b_view.load(kt, bn),
                             sb_view.load(kt, bn), acc);
    c_view.store(acc, bm, bn);
}

static double dec_e2m1(unsigned c) {
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    return (c & 8 ? -1 : 1) * mag[c & 7];
}

static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 128, BN = 128, BK = 128;
    unsigned char *hA = new unsigned char[M * K], *hB = new unsigned char[K * N];
    unsigned char *hSA = new unsigned char[M * K / V], *hSB = new unsigned char[K / V * N];
    for (int i = 0; i < M * K; ++i) hA[i] = seed::next_u32() & 15;
    for (int i = 0; i < K * N; ++i) hB[i] = seed::next_u32() & 15;
    // Scales 2^-2 .. 2^1: products are multiples of 2^-6 below 2^8, sums
    // of 256 stay below 2^24 units (exact in any order).
    for (int i = 0; i < M * K / V; ++i) hSA[i] = 127 - 2 + seed::next_u32() % 4;
    for (int i = 0; i < K / V * N; ++i) hSB[i] = 127 - 2 + seed::next_u32() % 4;
    fp4 *A = seed::device_alloc<fp4>(M * K), *B = seed::device_alloc<fp4>(K * N);
    e8m0 *SA = seed::device_alloc<e8m0>(M * K / V), *SB = seed::device_alloc<e8m0>(K / V * N);
    float* C = seed::device_alloc<float>(M * N);
    seed::to_device(A, reinterpret_cast<fp4*>(hA), M * K);
    seed::to_device(B, reinterpret_cast<fp4*>(hB), K * N);
    seed::to_device(SA, reinterpret_cast<e8m0*>(hSA), M * K / V);
    seed::to_device(SB, reinterpret_cast<e8m0*>(hSB), K / V * N);
    mxfp4_gemm<BM, BN, BK><<<dim3(M / BM, N / BN), 1>>>(A, SA, B, SB, C, M, N, K);
    SEED_SYNC();
    float* hC = new float[M * N];
    seed::to_host(hC, C, M * N);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0;
            for (int k = 0; k < K; ++k)
                want += dec_e2m1(hA[i * K + k]) * std::ldexp(1.0, hSA[i * (K / V) + k / V] - 127) *
                        dec_e2m1(hB[k * N + j]) * std::ldexp(1.0, hSB[(k / V) * N + j] - 127);
            chk.near("C", i * N + j, hC[i * N + j], want, 0.0);
        }
    cudaFree(A); cudaFree(B); cudaFree(SA); cudaFree(SB); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hSA; delete[] hSB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_mxfp4_block_scaled");
    run(chk, 128, 256, 256);
    return chk.finish();
}
