// A GEMM library's generated wrapper (compile-only, no main): one kernel
// template with many non-type parameters (tile sizes, transposes, epilogue
// switches, a float clamp value, a defaulted output type), its body in a
// __tile__ function template, and the generator's explicit instantiations
// plus extern "C" entry points for the configurations a model needs.
// RUN: %compat %s
#include <type_traits>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

template <typename T, int BM, int BN, int BK, bool kTransB, bool kBias, float kClamp,
          typename Out = T>
__tile__ void gemm_body(const T* __restrict__ A, const T* __restrict__ B, const T* __restrict__ bias,
                        Out* __restrict__ C, int M, int N, int K) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    const auto [bm, bn, bz] = ct::bid();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    const int k_tiles = (K + BK - 1) / BK;
    if constexpr (kTransB) {
        auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{N, K}}, ct::shape<BN, BK>{}};
        for (int kt : ct::irange(0, k_tiles))
            acc = ct::mma(a_view.template load_masked<ct::view_padding::zero>(bm, kt),
                          ct::transpose(b_view.template load_masked<ct::view_padding::zero>(bn, kt)), acc);
    } else {
        auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
        for (int kt : ct::irange(0, k_tiles))
            acc = ct::mma(a_view.load_masked(bm, kt), b_view.load_masked(kt, bn), acc);
    }
    if constexpr (kBias) {
        auto col = int(bn) * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        acc = acc + ct::element_cast<float>(ct::load_masked(bias + col, col < N, T(0.0f)));
    }
    if constexpr (kClamp > 0.0f)
        acc = ct::min(ct::max(acc, -kClamp), kClamp);
    c_view.store_masked(ct::element_cast<Out>(acc), bm, bn);
}

template <typename T, int BM, int BN, int BK, bool kTransB, bool kBias, float kClamp = 0.0f,
          typename Out = T>
[[cutile::hint(0, occupancy = 1)]]
__tile_global__ void gemm(const T* __restrict__ A, const T* __restrict__ B, const T* __restrict__ bias,
                          Out* __restrict__ C, int M, int N, int K) {
    gemm_body<T, BM, BN, BK, kTransB, kBias, kClamp, Out>(A, B, bias, C, M, N, K);
}

template __tile_global__ void gemm<__half, 128, 128, 32, false, false>(const __half*, const __half*,
                                                                       const __half*, __half*, int, int, int);
template __tile_global__ void gemm<__half, 64, 128, 64, true, true, 0.0f, float>(
    const __half*, const __half*, const __half*, float*, int, int, int);
template __tile_global__ void gemm<__nv_bfloat16, 128, 64, 64, true, true, 65504.0f>(
    const __nv_bfloat16*, const __nv_bfloat16*, const __nv_bfloat16*, __nv_bfloat16*, int, int, int);

extern "C" __tile_global__ void gemm_f16_nt_bias_f32out(const __half* A, const __half* B, const __half* bias,
                                                       float* C, int M, int N, int K) {
    gemm_body<__half, 64, 64, 32, true, true, 0.0f, float>(A, B, bias, C, M, N, K);
}

extern "C" __tile_global__ void gemm_f32_nn(const float* A, const float* B, const float* bias, float* C,
                                           int M, int N, int K) {
    gemm_body<float, 32, 32, 16, false, false, 0.0f>(A, B, bias, C, M, N, K);
}
