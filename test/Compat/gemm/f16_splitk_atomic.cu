// Split-K GEMM: grid z picks a slice of the K tiles (a strided ct::irange),
// each slice accumulates __half A x B in f32 and adds its partial product
// into the f32 output with a masked pointer-tile atomic_add, as split-K
// kernels do when K is long and M x N is small.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK, int kSplits>
__tile_global__ void gemm_splitk(const __half* __restrict__ A, const __half* __restrict__ B,
                                 float* __restrict__ C, int M, int N, int K) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};

    const auto [tm, tn, split] = ct::bid();
    int k_tiles = (K + BK - 1) / BK;
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (int kt : ct::irange(int(split), k_tiles, kSplits)) {
        auto a = a_view.load_masked(tm, kt);
        auto b = b_view.load_masked(kt, tn);
        acc = ct::mma(a, b, acc);
    }

    auto rows = int(tm) * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto cols = int(tn) * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    auto in_bounds = (rows < M) & (cols < N);
    ct::atomic_add_masked(C + rows * N + cols, acc, in_bounds,
                          ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <int kSplits>
static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 16, BN = 32, BK = 16;
    const int guard = 8;
    __half *hA = new __half[M * K], *hB = new __half[K * N];
    float* hC = new float[M * N + guard];
    for (int i = 0; i < M * K; ++i) hA[i] = __float2half(seed::rand_float());
    for (int i = 0; i < K * N; ++i) hB[i] = __float2half(seed::rand_float());
    __half *A = seed::device_alloc<__half>(M * K), *B = seed::device_alloc<__half>(K * N);
    float* C = seed::device_alloc<float>(M * N + guard);
    seed::to_device(A, hA, M * K);
    seed::to_device(B, hB, K * N);
    SEED_CHECK(cudaMemset(C, 0, M * N * sizeof(float)));
    seed::poison(C + M * N, guard * sizeof(float));
    dim3 grid((M + BM - 1) / BM, (N + BN - 1) / BN, kSplits);
    gemm_splitk<BM, BN, BK, kSplits><<<grid, 1>>>(A, B, C, M, N, K);
    SEED_SYNC();
    seed::to_host(hC, C, M * N + guard);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double want = 0, mag = 0;
            for (int k = 0; k < K; ++k) {
                double p = double(__half2float(hA[i * K + k])) * __half2float(hB[k * N + j]);
                want += p;
                mag += std::fabs(p);
            }
            chk.near("C", i * N + j, hC[i * N + j], want, (K + kSplits + 1) * seed::f32_eps * mag + 1e-30);
        }
    chk.untouched("C", hC + M * N, guard * sizeof(float));
    cudaFree(A); cudaFree(B); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_f16_splitk_atomic");
    run<4>(chk, 16, 32, 256);
    run<4>(chk, 21, 45, 300);   // some slices get one K tile fewer
    run<3>(chk, 1, 1, 1);       // slices 1 and 2 have no K tile at all
    run<2>(chk, 40, 70, 33);
    return chk.finish();
}
