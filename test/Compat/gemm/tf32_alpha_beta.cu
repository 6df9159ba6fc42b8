// SGEMM-style D = alpha * (A x B) + beta * C on the tensor cores: f32
// operands rounded to tf32 with element_cast, f32 accumulation, and a BLAS
// epilogue with alpha and beta as kernel arguments (beta == 0 skips reading C).
// RUN: %compat %s
#include <cuda_tf32.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK>
__tile_global__ void sgemm_tf32(const float* __restrict__ A, const float* __restrict__ B,
                                const float* __restrict__ C, float* __restrict__ D,
                                int M, int N, int K, float alpha, float beta) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto d_view = ct::partition_view{ct::tensor_span{D, ct::extents{M, N}}, ct::shape<BM, BN>{}};

    int bm = ct::bid().x, bn = ct::bid().y;
    ct::tile<float, ct::shape<BM, BN>> acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (auto kt : ct::irange(0, (K + BK - 1) / BK)) {
        auto a = ct::element_cast<__nv_tf32>(a_view.load_masked(bm, kt));
        auto b = ct::element_cast<__nv_tf32>(b_view.load_masked(kt, bn));
        acc = ct::mma(a, b, acc);
    }
    auto out = alpha * acc;
    if (beta != 0.0f)
        out = out + beta * c_view.load_masked(bm, bn);
    d_view.store_masked(out, bm, bn);
}

static void run(seed::checker& chk, int M, int N, int K, float alpha, float beta) {
    constexpr int BM = 32, BN = 32, BK = 16;
    const int guard = 8;
    float *hA = new float[M * K], *hB = new float[K * N], *hC = new float[M * N],
          *hD = new float[M * N + guard];
    seed::fill(hA, M * K);
    seed::fill(hB, K * N);
    seed::fill(hC, M * N);
    float *A = seed::device_alloc<float>(M * K), *B = seed::device_alloc<float>(K * N),
          *C = seed::device_alloc<float>(M * N), *D = seed::device_alloc<float>(M * N + guard);
    seed::to_device(A, hA, M * K);
    seed::to_device(B, hB, K * N);
    seed::to_device(C, hC, M * N);
    seed::poison(D, (M * N + guard) * sizeof(float));
    sgemm_tf32<BM, BN, BK><<<dim3((M + BM - 1) / BM, (N + BN - 1) / BN), 1>>>(
        A, B, C, D, M, N, K, alpha, beta);
    SEED_SYNC();
    seed::to_host(hD, D, M * N + guard);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double ab = 0, mag = 0;
            for (int k = 0; k < K; ++k) {
                double p = double(hA[i * K + k]) * hB[k * N + j];
                ab += p;
                mag += std::fabs(p);
            }
            double want = alpha * ab + beta * hC[i * N + j];
            // tf32 keeps 10 mantissa bits: each operand is off by up to 2^-10
            // relative (rounding or truncation), a product by 2^-9.
            double tol = std::fabs(alpha) * mag * (1.0 / 512 + (K + 2) * seed::f32_eps) +
                         std::fabs(beta * hC[i * N + j]) * 4 * seed::f32_eps + 1e-30;
            chk.near("D", i * N + j, hD[i * N + j], want, tol);
        }
    chk.untouched("D", hD + M * N, guard * sizeof(float));
    cudaFree(A); cudaFree(B); cudaFree(C); cudaFree(D);
    delete[] hA; delete[] hB; delete[] hC; delete[] hD;
}

int main() {
    seed::checker chk("gemm_tf32_alpha_beta");
    run(chk, 64, 64, 64, 1.0f, 0.0f);
    run(chk, 50, 33, 70, 0.5f, -2.0f);
    run(chk, 1, 1, 1, 2.0f, 1.0f);
    run(chk, 96, 20, 17, -1.0f, 0.25f);
    return chk.finish();
}
