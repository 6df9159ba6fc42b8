// Persistent GEMM: a fixed grid of blocks walks the output tiles with a
// strided ct::irange over ct::num_blocks(), in grouped (super-row) order so
// that consecutive tiles reuse the same B columns; __half in and out, f32
// accumulation, a scalar output scale.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK, int GROUP_M, int num_ctas = 1>
[[cutile::hint(0, num_cta_in_cga = num_ctas)]]
__tile_global__ void persistent_gemm(const __half* __restrict__ A, const __half* __restrict__ B,
                                     __half* __restrict__ C, int M, int N, int K, float scale) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    C = ct::assume_aligned(C, 16_ic);
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};

    const int tiles_m = (M + BM - 1) / BM;
    const int tiles_n = (N + BN - 1) / BN;
    const int k_tiles = (K + BK - 1) / BK;
    const int total = tiles_m * tiles_n;
    const int per_group = GROUP_M * tiles_n;

    for (int t : ct::irange(int(ct::bid().x), total, int(ct::num_blocks().x))) {
        int group = t / per_group;
        int first_m = group * GROUP_M;
        int group_rows = tiles_m - first_m < GROUP_M ? tiles_m - first_m : GROUP_M;
        int tm = first_m + (t % per_group) % group_rows;
        int tn = (t % per_group) / group_rows;

        auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
        for (int kt : ct::irange(0, k_tiles))
            acc = ct::mma(a_view.load_masked(tm, kt), b_view.load_masked(kt, tn), acc);
        c_view.store_masked(ct::element_cast<__half>(acc * scale), tm, tn);
    }
}

static void run(seed::checker& chk, int M, int N, int K, unsigned blocks) {
    constexpr int BM = 16, BN = 32, BK = 32, G = 3;
    const int guard = 16;
    __half *hA = new __half[M * K], *hB = new __half[K * N], *hC = new __half[M * N + guard];
    for (int i = 0; i < M * K; ++i) hA[i] = __float2half(seed::rand_float());
    for (int i = 0; i < K * N; ++i) hB[i] = __float2half(seed::rand_float());
    __half *A = seed::device_alloc<__half>(M * K), *B = seed::device_alloc<__half>(K * N),
           *C = seed::device_alloc<__half>(M * N + guard);
    seed::to_device(A, hA, M * K);
    seed::to_device(B, hB, K * N);
    seed::poison(C, (M * N + guard) * sizeof(__half));
    const float scale = 0.5f;
    persistent_gemm<BM, BN, BK, G><<<blocks, 1>>>(A, B, C, M, N, K, scale);
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
            want *= scale;
            mag *= scale;
            double tol = (K + 2) * seed::f32_eps * mag + std::fabs(want) / 2048.0 + 1e-7;
            chk.near("C", i * N + j, __half2float(hC[i * N + j]), want, tol);
        }
    chk.untouched("C", hC + M * N, guard * sizeof(__half));
    cudaFree(A); cudaFree(B); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hC;
}

int main() {
    seed::checker chk("gemm_persistent_grouped");
    run(chk, 100, 96, 64, 4);   // 7 x 3 tiles, groups of 3 rows, the last one short
    run(chk, 64, 64, 40, 16);   // more blocks than tiles
    run(chk, 1, 1, 1, 2);
    run(chk, 48, 130, 33, 3);
    return chk.finish();
}
