// Batched MXFP8 GEMM with e5m2 operands: two activation matrices A[g]
// (M,K) against one shared weight matrix B (K,N), every 32 elements along
// K sharing an e8m0 scale. ct::scaled_mma takes the rank-3 forms: lhs and
// its scales carry the batch of two, the weight and its scales a batch of
// one that the op broadcasts (CUDA 13.5). f32 accumulation over a run-time
// K loop; the host decodes e5m2 and e8m0 itself. Block-scale types need
// sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using e5m2 = __nv_fp8_e5m2;
using e8m0 = __nv_fp8_e8m0;
constexpr int V = 32; // elements per scale
constexpr int G = 2;  // batch

template <int BM, int BN, int BK>
__tile_global__ void mxfp8_batched(const e5m2* __restrict__ A, const e8m0* __restrict__ SA,
                                   const e5m2* __restrict__ B, const e8m0* __restrict__ SB,
                                   float* __restrict__ C, int M, int N, int K) {
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{G, M, K}}, ct::shape<G, BM, BK>{}};
    auto sa_view = ct::partition_view{ct::tensor_span{SA, ct::extents{G, M, K / V}},
                                      ct::shape<G, BM, BK / V>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{1, K, N}}, ct::shape<1, BK, BN>{}};
    auto sb_view = ct::partition_view{ct::tensor_span{SB, ct::extents{1, K / V, N}},
                                      ct::shape<1, BK / V, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{G, M, N}}, ct::shape<G, BM, BN>{}};
    auto [bm, bn, unused] = ct::bid();
    auto acc = ct::zeros<ct::tile<float, ct::shape<G, BM, BN>>>();
    for (int kt = 0; kt < K / BK; ++kt)
        acc = ct::scaled_mma(a_view.load(0, bm, kt), sa_view.load(0, bm, kt), b_view.load(0, kt, bn),
                             sb_view.load(0, kt, bn), acc);
    c_view.store(acc, 0, bm, bn);
}

static double dec_e5m2(unsigned c) {
    int e = (c >> 2) & 31, m = c & 3;
    double s = (c & 0x80) ? -1 : 1;
    return e == 0 ? s * std::ldexp(m / 4.0, -14) : s * std::ldexp(1 + m / 4.0, e - 15);
}
// A finite e5m2 code with magnitude 2^-4 .. 2^3 * 1.75, either sign.
static unsigned char rand_e5m2() {
    unsigned r = seed::next_u32();
    return (r & 0x80) | ((11 + (r >> 8) % 8) << 2) | (r & 3);
}

static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 64, BN = 64, BK = 64;
    unsigned char *hA = new unsigned char[G * M * K], *hB = new unsigned char[K * N];
    unsigned char *hSA = new unsigned char[G * M * K / V], *hSB = new unsigned char[K / V * N];
    for (int i = 0; i < G * M * K; ++i) hA[i] = rand_e5m2();
    for (int i = 0; i < K * N; ++i) hB[i] = rand_e5m2();
    for (int i = 0; i < G * M * K / V; ++i) hSA[i] = 127 - 3 + seed::next_u32() % 6;
    for (int i = 0; i < K / V * N; ++i) hSB[i] = 127 - 3 + seed::next_u32() % 6;
    e5m2 *A = seed::device_alloc<e5m2>(G * M * K), *B = seed::device_alloc<e5m2>(K * N);
    e8m0 *SA = seed::device_alloc<e8m0>(G * M * K / V), *SB = seed::device_alloc<e8m0>(K / V * N);
    float* C = seed::device_alloc<float>(G * M * N);
    seed::to_device(A, reinterpret_cast<e5m2*>(hA), G * M * K);
    seed::to_device(B, reinterpret_cast<e5m2*>(hB), K * N);
    seed::to_device(SA, reinterpret_cast<e8m0*>(hSA), G * M * K / V);
    seed::to_device(SB, reinterpret_cast<e8m0*>(hSB), K / V * N);
    mxfp8_batched<BM, BN, BK><<<dim3(M / BM, N / BN), 1>>>(A, SA, B, SB, C, M, N, K);
    SEED_SYNC();
    float* hC = new float[G * M * N];
    seed::to_host(hC, C, G * M * N);
    for (int g = 0; g < G; ++g)
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                double want = 0, mag = 0;
                for (int k = 0; k < K; ++k) {
                    double p = dec_e5m2(hA[(g * M + i) * K + k]) *
                               std::ldexp(1.0, hSA[(g * M + i) * (K / V) + k / V] - 127) *
                               dec_e5m2(hB[k * N + j]) * std::ldexp(1.0, hSB[(k / V) * N + j] - 127);
                    want += p;
                    mag += std::fabs(p);
                }
                int c = (g * M + i) * N + j;
                chk.near("C", c, hC[c], want, mag * K * seed::f32_eps);
            }
    cudaFree(A); cudaFree(B); cudaFree(SA); cudaFree(SB); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hSA; delete[] hSB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_mxfp8_e5m2_batched");
    run(chk, 128, 128, 256);
    return chk.finish();
}
