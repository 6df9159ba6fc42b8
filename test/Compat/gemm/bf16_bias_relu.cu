// GEMM with a fused epilogue, as a model-serving library writes it: bf16
// A (M x K) times bf16 B (K x N), f32 accumulation over a masked K loop,
// then + bias[n], ReLU (a bool template switch) and a bf16 store. The tile
// sizes and the occupancy hint are template parameters.
// RUN: %compat %s
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK, bool kRelu, int occupancy = 2>
[[using cutile: hint(0, occupancy = occupancy)]]
__tile_global__ void gemm_bias_act(const __nv_bfloat16* __restrict__ A,
                                   const __nv_bfloat16* __restrict__ B,
                                   const __nv_bfloat16* __restrict__ bias,
                                   __nv_bfloat16* __restrict__ C, int M, int N, int K) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    C = ct::assume_aligned(C, 16_ic);

    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}},
                                     ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}},
                                     ct::shape<BK, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}},
                                     ct::shape<BM, BN>{}};

    auto [bm, bn, bz] = ct::bid();
    using acc_t = ct::tile<float, ct::shape<BM, BN>>;
    acc_t acc = ct::zeros<acc_t>();
    int k_tiles = (K + BK - 1) / BK;
    for (int kt : ct::irange(0, k_tiles))
        acc = ct::mma(a_view.load_masked(bm, kt), b_view.load_masked(kt, bn), acc);

    // The bias is gathered as a 1 x BN row; lanes past N read a harmless 0.
    using row_i = ct::tile<int, ct::shape<1, BN>>;
    auto cols = int(bn) * BN + ct::iota<row_i>();
    auto bias_row = ct::load_masked(bias + cols, cols < N, __float2bfloat16(0.0f));
    acc = acc + ct::element_cast<float>(bias_row);
    if constexpr (kRelu)
        acc = ct::max(acc, 0.0f);
    c_view.store_masked(ct::element_cast<__nv_bfloat16>(acc), bm, bn);
}

template <bool kRelu>
static void run(seed::checker& chk, int M, int N, int K) {
    const int guard = 16;
    auto* hA = new __nv_bfloat16[M * K];
    auto* hB = new __nv_bfloat16[K * N];
    auto* hBias = new __nv_bfloat16[N];
    auto* hC = new __nv_bfloat16[M * N + guard];
    for (int i = 0; i < M * K; ++i) hA[i] = __float2bfloat16(seed::rand_float());
    for (int i = 0; i < K * N; ++i) hB[i] = __float2bfloat16(seed::rand_float());
    for (int i = 0; i < N; ++i) hBias[i] = __float2bfloat16(seed::rand_float());
    auto* A = seed::device_alloc<__nv_bfloat16>(M * K);
    auto* B = seed::device_alloc<__nv_bfloat16>(K * N);
    auto* bias = seed::device_alloc<__nv_bfloat16>(N);
    auto* C = seed::device_alloc<__nv_bfloat16>(M * N + guard);
    seed::to_device(A, hA, M * K);
    seed::to_device(B, hB, K * N);
    seed::to_device(bias, hBias, N);
    seed::poison(C, (M * N + guard) * sizeof(__nv_bfloat16));
    constexpr int BM = 32, BN = 64, BK = 32;
    dim3 grid((M + BM - 1) / BM, (N + BN - 1) / BN);
    gemm_bias_act<BM, BN, BK, kRelu><<<grid, 1>>>(A, B, bias, C, M, N, K);
    SEED_SYNC();
    seed::to_host(hC, C, M * N + guard);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = __bfloat162float(hBias[j]), mag = std::fabs(want);
            for (int k = 0; k < K; ++k) {
                double p = double(__bfloat162float(hA[i * K + k])) * __bfloat162float(hB[k * N + j]);
                want += p;
                mag += std::fabs(p);
            }
            if (kRelu && want < 0) want = 0;
            // f32 accumulation error, then one bf16 rounding (2^-8 relative).
            double tol = (K + 2) * seed::f32_eps * mag + std::fabs(want) / 256.0 + 1e-6;
            chk.near("C", i * N + j, __bfloat162float(hC[i * N + j]), want, tol);
        }
    chk.untouched("C", hC + M * N, guard * sizeof(__nv_bfloat16));
    cudaFree(A); cudaFree(B); cudaFree(bias); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hBias; delete[] hC;
}

int main() {
    seed::checker chk("gemm_bf16_bias_relu");
    run<true>(chk, 64, 128, 64);
    run<true>(chk, 45, 70, 37);
    run<false>(chk, 1, 1, 1);
    run<false>(chk, 33, 65, 100);
    return chk.finish();
}
