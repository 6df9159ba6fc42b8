// FP8 GEMM as used for quantized linear layers: e4m3 A and B with one f32
// scale per tensor, f32 accumulation, the product of the two scales applied
// in the epilogue and a __half output. fp8 tiles need sm_90 or newer.
// COMPAT-ARCH: sm_90 sm_100
// RUN: %compat %s
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using fp8 = __nv_fp8_e4m3;

template <int BM, int BN, int BK>
[[cutile::hint(900, occupancy = 2), cutile::hint(1000, occupancy = 1)]]
__tile_global__ void fp8_gemm(const fp8* __restrict__ A, const fp8* __restrict__ B,
                              __half* __restrict__ C, int M, int N, int K,
                              float scale_a, float scale_b) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    C = ct::assume_aligned(C, 16_ic);
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto [bm, bn, unused] = ct::bid();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (int kt : ct::irange(0, (K + BK - 1) / BK)) {
        ct::tile<fp8, ct::shape<BM, BK>> a;
        [[cutile::hint(0, latency = 4)]]
        a = a_view.load_masked(bm, kt);
        auto b = b_view.load_masked(kt, bn);
        acc = ct::mma(a, b, acc);
    }
    const float scale = scale_a * scale_b;
    c_view.store_masked(ct::element_cast<__half>(acc * scale), bm, bn);
}

static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 64, BN = 32, BK = 32;
    const int guard = 16;
    fp8 *hA = new fp8[M * K], *hB = new fp8[K * N];
    __half* hC = new __half[M * N + guard];
    // Inputs in [-8, 8): fp8 e4m3 represents them with 3 mantissa bits.
    for (int i = 0; i < M * K; ++i) hA[i] = fp8(8.0f * seed::rand_float());
    for (int i = 0; i < K * N; ++i) hB[i] = fp8(8.0f * seed::rand_float());
    const float sa = 0.0625f, sb = 0.03125f;
    fp8 *A = seed::device_alloc<fp8>(M * K), *B = seed::device_alloc<fp8>(K * N);
    __half* C = seed::device_alloc<__half>(M * N + guard);
    seed::to_device(A, hA, M * K);
    seed::to_device(B, hB, K * N);
    seed::poison(C, (M * N + guard) * sizeof(__half));
    fp8_gemm<BM, BN, BK><<<dim3((M + BM - 1) / BM, (N + BN - 1) / BN), 1>>>(A, B, C, M, N, K, sa, sb);
    SEED_SYNC();
    seed::to_host(hC, C, M * N + guard);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0, mag = 0;
            for (int k = 0; k < K; ++k) {
                double p = double(float(hA[i * K + k])) * float(hB[k * N + j]);
                want += p;
                mag += std::fabs(p);
            }
            want *= double(sa) * sb;
            mag *= double(sa) * sb;
            // f32 accumulation, then one rounding to half (2^-11 relative).
            double tol = (K + 2) * seed::f32_eps * mag + std::fabs(want) / 2048.0 + 1e-7;
            chk.near("C", i * N + j, __half2float(hC[i * N + j]), want, tol);
        }
    chk.untouched("C", hC + M * N, guard * sizeof(__half));
    cudaFree(A); cudaFree(B); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_fp8_e4m3_scaled");
    run(chk, 64, 64, 64);
    run(chk, 70, 40, 96);
    run(chk, 3, 5, 7);
    return chk.finish();
}
