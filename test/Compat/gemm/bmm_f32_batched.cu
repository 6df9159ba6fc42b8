// Batched GEMM with 3-D tiles: two batch entries per block, f32 operands and
// accumulator, C[b] = A[b] x B[b] (or one B shared by every batch entry, a
// 1 x K x N tile broadcast over the batch by mma). The batch count is not a
// multiple of the batch tile, so the loads and the store are masked.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BB, int BM, int BN, int BK, bool kSharedB>
[[cutile::hint(0, num_cta_in_cga = 1)]]
__tile_global__ void bmm(const float* __restrict__ A, const float* __restrict__ B,
                         float* __restrict__ C, int batch, int M, int N, int K) {
    using namespace ct::literals;
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{batch, M, K}},
                                     ct::shape<BB, BM, BK>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{batch, M, N}},
                                     ct::shape<BB, BM, BN>{}};
    auto [tm, tn, tb] = ct::bid();
    using acc_t = ct::tile<float, ct::shape<BB, BM, BN>>;
    auto acc = ct::full<acc_t>(0.0f);
    const int k_tiles = (K + BK - 1) / BK;
    if constexpr (kSharedB) {
        auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}},
                                         ct::shape<BK, BN>{}};
        for (auto kt : ct::irange(0, k_tiles)) {
            auto b = ct::reshape<ct::shape<1, BK, BN>>(b_view.load_masked(kt, tn));
            acc = ct::mma(a_view.load_masked(tb, tm, kt), b, acc);
        }
    } else {
        auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{batch, K, N}},
                                         ct::shape<BB, BK, BN>{}};
        for (auto kt : ct::irange(0, k_tiles))
            acc = ct::mma(a_view.load_masked(tb, tm, kt), b_view.load_masked(tb, kt, tn), acc);
    }
    c_view.store_masked(acc, tb, tm, tn);
}

template <bool kSharedB>
static void run(seed::checker& chk, int batch, int M, int N, int K) {
    constexpr int BB = 2, BM = 16, BN = 16, BK = 8;
    const int guard = 8;
    size_t nA = size_t(batch) * M * K, nB = (kSharedB ? 1 : batch) * size_t(K) * N,
           nC = size_t(batch) * M * N;
    float *hA = new float[nA], *hB = new float[nB], *hC = new float[nC + guard];
    seed::fill(hA, nA);
    seed::fill(hB, nB);
    float *A = seed::device_alloc<float>(nA), *B = seed::device_alloc<float>(nB),
          *C = seed::device_alloc<float>(nC + guard);
    seed::to_device(A, hA, nA);
    seed::to_device(B, hB, nB);
    seed::poison(C, (nC + guard) * sizeof(float));
    dim3 grid((M + BM - 1) / BM, (N + BN - 1) / BN, (batch + BB - 1) / BB);
    bmm<BB, BM, BN, BK, kSharedB><<<grid, 1>>>(A, B, C, batch, M, N, K);
    SEED_SYNC();
    seed::to_host(hC, C, nC + guard);
    for (int b = 0; b < batch; ++b) {
        const float* Ab = hA + size_t(b) * M * K;
        const float* Bb = hB + (kSharedB ? 0 : size_t(b) * K * N);
        for (int i = 0; i < M; ++i)
            for (int j = 0; j < N; ++j) {
                double want = 0, mag = 0;
                for (int k = 0; k < K; ++k) {
                    double p = double(Ab[i * K + k]) * Bb[k * N + j];
                    want += p;
                    mag += std::fabs(p);
                }
                // f32 operands may go through the tensor cores' reduced
                // precision (tf32-like, 2^-10 relative per product).
                size_t at = (size_t(b) * M + i) * N + j;
                chk.near("C", at, hC[at], want, mag / 512.0 + 1e-30);
            }
    }
    chk.untouched("C", hC + nC, guard * sizeof(float));
    cudaFree(A); cudaFree(B); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_bmm_f32_batched");
    run<false>(chk, 4, 32, 32, 16);
    run<false>(chk, 3, 17, 20, 13);
    run<true>(chk, 5, 16, 33, 24);
    run<true>(chk, 1, 1, 1, 1);
    return chk.finish();
}
