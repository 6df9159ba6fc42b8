// Guide 2.4.9.1 "Matrix Multiply": C = A x B with __half inputs accumulated
// in float, 32x32 output tiles, a K loop of 16-wide masked tiles, and masked
// stores for the M/N edges.
#include <cstdio>
#include <cstdlib>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void gemm(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C,
                          std::size_t M, std::size_t K, std::size_t N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using f32_acc = ct::tile<float, ct::shape<32, 32>>;

    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    C = ct::assume_aligned(C, 16_ic);

    constexpr auto tm = 32_ic;
    constexpr auto tn = 32_ic;
    constexpr auto tk = 16_ic;

    auto aView = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape{tm, tk}};
    auto bView = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape{tk, tn}};
    auto cView = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape{tm, tn}};

    auto [bx, by, bz] = ct::bid();
    auto acc = ct::full<f32_acc>(0.0f);                 // FP32 accumulator

    std::size_t num_k = (K + tk - 1) / tk;
    for (auto k : ct::irange(std::size_t{0}, num_k)) {
        acc = ct::mma(aView.load_masked(bx, k),         // zero-pad partial K-tile
                      bView.load_masked(k, by),
                      acc);                             // acc += a @ b
    }
    cView.store_masked(acc, bx, by);                    // drop OOB edge lanes
}

int main() {
    seed::checker chk("gemm");
    struct { std::size_t M, K, N; } sizes[] = {
        {32, 16, 32}, {64, 48, 96}, {1, 1, 1}, {33, 17, 65}, {100, 37, 70}, {128, 256, 64}};
    const std::size_t guard = 32;
    for (auto s : sizes) {
        std::size_t M = s.M, K = s.K, N = s.N;
        __half *hA = new __half[M * K], *hB = new __half[K * N];
        float *fA = new float[M * K], *fB = new float[K * N], *hC = new float[M * N + guard];
        // The reference uses exactly the values the device sees: the inputs
        // rounded to half.
        for (std::size_t i = 0; i < M * K; ++i)
            hA[i] = __float2half(seed::rand_float()), fA[i] = __half2float(hA[i]);
        for (std::size_t i = 0; i < K * N; ++i)
            hB[i] = __float2half(seed::rand_float()), fB[i] = __half2float(hB[i]);
        __half *A = seed::device_alloc<__half>(M * K), *B = seed::device_alloc<__half>(K * N);
        float *C = seed::device_alloc<float>(M * N + guard);
        seed::to_device(A, hA, M * K);
        seed::to_device(B, hB, K * N);
        seed::poison(C, (M * N + guard) * sizeof(float));
        dim3 grid(unsigned((M + 31) / 32), unsigned((N + 31) / 32));
        gemm<<<grid, 1>>>(A, B, C, M, K, N);
        SEED_SYNC();
        seed::to_host(hC, C, M * N + guard);
        for (std::size_t i = 0; i < M; ++i)
            for (std::size_t j = 0; j < N; ++j) {
                double want = 0, mag = 0;
                for (std::size_t k = 0; k < K; ++k) {
                    want += double(fA[i * K + k]) * fB[k * N + j];
                    mag += std::fabs(double(fA[i * K + k]) * fB[k * N + j]);
                }
                // Half products are exact in float; K float additions (in any
                // order, as tensor cores group them) each round by at most
                // an ulp of the running magnitude.
                chk.near("C", i * N + j, hC[i * N + j], want, (K + 1) * seed::f32_eps * mag + 1e-30);
            }
        chk.untouched("C", hC + M * N, guard * sizeof(float));
        cudaFree(A);
        cudaFree(B);
        cudaFree(C);
        delete[] hA;
        delete[] hB;
        delete[] fA;
        delete[] fB;
        delete[] hC;
    }
    return chk.finish();
}
