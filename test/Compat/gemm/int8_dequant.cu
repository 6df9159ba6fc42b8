// W8A8 GEMM: int8 activations times int8 weights accumulated exactly in
// int32 by mma, then dequantized with a per-row activation scale and a
// per-column weight scale (gathered through pointer tiles) to f32.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int BK>
__tile_global__ void w8a8_gemm(const int8_t* __restrict__ A, const int8_t* __restrict__ B,
                               const float* __restrict__ row_scale,
                               const float* __restrict__ col_scale, float* __restrict__ C,
                               int M, int N, int K) {
    using namespace ct::literals;
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto [bm, bn, bz] = ct::bid();

    using acc_t = ct::tile<int32_t, ct::shape<BM, BN>>;
    acc_t acc = ct::zeros<acc_t>();
    for (int kt : ct::irange(0, (K + BK - 1) / BK))
        acc = ct::mma(a_view.load_masked(bm, kt), b_view.load_masked(kt, bn), acc);

    auto r = int(bm) * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto c = int(bn) * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    auto rs = ct::load_masked(row_scale + r, r < M, 0.0f);
    auto cs = ct::load_masked(col_scale + c, c < N, 0.0f);
    c_view.store_masked(ct::element_cast<float>(acc) * rs * cs, bm, bn);
}

static void run(seed::checker& chk, int M, int N, int K) {
    constexpr int BM = 32, BN = 32, BK = 64;
    const int guard = 8;
    int8_t *hA = new int8_t[M * K], *hB = new int8_t[K * N];
    float *hrs = new float[M], *hcs = new float[N], *hC = new float[M * N + guard];
    for (int i = 0; i < M * K; ++i) hA[i] = int8_t(seed::rand_int(-128, 127));
    for (int i = 0; i < K * N; ++i) hB[i] = int8_t(seed::rand_int(-128, 127));
    for (int i = 0; i < M; ++i) hrs[i] = std::fabs(seed::rand_float()) / 128;
    for (int i = 0; i < N; ++i) hcs[i] = std::fabs(seed::rand_float()) / 128;
    int8_t *A = seed::device_alloc<int8_t>(M * K), *B = seed::device_alloc<int8_t>(K * N);
    float *rs = seed::device_alloc<float>(M), *cs = seed::device_alloc<float>(N),
          *C = seed::device_alloc<float>(M * N + guard);
    seed::to_device(A, hA, M * K);
    seed::to_device(B, hB, K * N);
    seed::to_device(rs, hrs, M);
    seed::to_device(cs, hcs, N);
    seed::poison(C, (M * N + guard) * sizeof(float));
    w8a8_gemm<BM, BN, BK><<<dim3((M + BM - 1) / BM, (N + BN - 1) / BN), 1>>>(A, B, rs, cs, C, M, N, K);
    SEED_SYNC();
    seed::to_host(hC, C, M * N + guard);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            long long dot = 0;
            for (int k = 0; k < K; ++k) dot += int(hA[i * K + k]) * int(hB[k * N + j]);
            double want = double(dot) * hrs[i] * hcs[j];
            // int32 is exact; int -> float and two multiplies round thrice.
            chk.near("C", i * N + j, hC[i * N + j], want, 4 * seed::f32_eps * std::fabs(want) + 1e-30);
        }
    chk.untouched("C", hC + M * N, guard * sizeof(float));
    cudaFree(A); cudaFree(B); cudaFree(rs); cudaFree(cs); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hrs; delete[] hcs; delete[] hC;
}

int main() {
    seed::checker chk("gemm_int8_dequant");
    run(chk, 64, 64, 128);
    run(chk, 33, 47, 70);
    run(chk, 1, 2, 3);
    return chk.finish();
}
