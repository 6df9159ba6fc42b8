// NVFP4 GEMM: e2m1 (fp4) A (M,K) and B (K,N), one value per byte as CUDA
// 13.5 stores __nv_fp4_e2m1, every 16 elements along K sharing one e4m3
// scale; f32 accumulation with ct::scaled_mma over a run-time K loop, a
// per-tensor f32 scale and a bf16 output. The host decodes e2m1 and e4m3
// itself. Block-scale types need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_bf16.h>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using fp4 = __nv_fp4_e2m1;
using e4m3 = __nv_fp8_e4m3;
constexpr int V = 16; // elements per scale

template <int BM, int BN, int BK>
__tile_global__ void nvfp4_gemm(const fp4* __restrict__ A, const e4m3* __restrict__ SA,
                                const fp4* __restrict__ B, const e4m3* __restrict__ SB,
                                __nv_bfloat16* __restrict__ C, float global_scale, int M, int N,
                                int K) {
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
    c_view.store(ct::element_cast<__nv_bfloat16>(acc * global_scale), bm, bn);
}

static double dec_e2m1(unsigned c) {
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    return (c & 8 ? -1 : 1) * mag[c & 7];
}
static double dec_e4m3(unsigned char c) {
    int e = (c >> 3) & 15, m = c & 7;
    return e == 0 ? std::ldexp(m / 8.0, -6) : std::ldexp(1 + m / 8.0, e - 7);
}
// bf16 round to nearest even of a float.
static double to_bf16(float f) { return __bfloat162float(__float2bfloat16_rn(f)); }

static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 128, BN = 128, BK = 128;
    unsigned char *hA = new unsigned char[M * K], *hB = new unsigned char[K * N];
    unsigned char *hSA = new unsigned char[M * K / V], *hSB = new unsigned char[K / V * N];
    for (int i = 0; i < M * K; ++i) hA[i] = seed::next_u32() & 15;
    for (int i = 0; i < K * N; ++i) hB[i] = seed::next_u32() & 15;
    // Positive e4m3 scales 2^-3 .. 2^1 * 1.875.
    for (int i = 0; i < M * K / V; ++i) hSA[i] = 0x20 + seed::next_u32() % 0x28;
    for (int i = 0; i < K / V * N; ++i) hSB[i] = 0x20 + seed::next_u32() % 0x28;
    const float gs = 0.125f;
    fp4 *A = seed::device_alloc<fp4>(M * K), *B = seed::device_alloc<fp4>(K * N);
    e4m3 *SA = seed::device_alloc<e4m3>(M * K / V), *SB = seed::device_alloc<e4m3>(K / V * N);
    __nv_bfloat16* C = seed::device_alloc<__nv_bfloat16>(M * N);
    seed::to_device(A, reinterpret_cast<fp4*>(hA), M * K);
    seed::to_device(B, reinterpret_cast<fp4*>(hB), K * N);
    seed::to_device(SA, reinterpret_cast<e4m3*>(hSA), M * K / V);
    seed::to_device(SB, reinterpret_cast<e4m3*>(hSB), K / V * N);
    nvfp4_gemm<BM, BN, BK><<<dim3(M / BM, N / BN), 1>>>(A, SA, B, SB, C, gs, M, N, K);
    SEED_SYNC();
    __nv_bfloat16* hC = new __nv_bfloat16[M * N];
    seed::to_host(hC, C, M * N);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0, mag = 0;
            for (int k = 0; k < K; ++k) {
                double p = dec_e2m1(hA[i * K + k]) * dec_e4m3(hSA[i * (K / V) + k / V]) *
                           dec_e2m1(hB[k * N + j]) * dec_e4m3(hSB[(k / V) * N + j]);
                want += p;
                mag += std::fabs(p);
            }
            // f32 sums, then one bf16 rounding (8 bits).
            double got = __bfloat162float(hC[i * N + j]);
            chk.near("C", i * N + j, got, to_bf16(float(want * gs)),
                     mag * gs * (K * seed::f32_eps + 1.0 / 128));
        }
    cudaFree(A); cudaFree(B); cudaFree(SA); cudaFree(SB); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hSA; delete[] hSB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_nvfp4_block_scaled");
    run(chk, 128, 256, 256);
    return chk.finish();
}
