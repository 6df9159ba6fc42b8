// Split-K style accumulation without a GEMM: a matrix-vector product
// y = A x where grid y splits the K (column) range into kSplits slices; each
// slice reduces its [BM, BK] tiles against the vector into a [BM, 1] partial
// and adds it into y with ct::atomic_add (relaxed order and device scope as
// template arguments, the returned old values ignored), masked on the M
// edge. An int template parameter picks the slice count, a bool whether
// the bias is added by slice 0 only.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BK, int kSplits, bool kBias = true>
__tile_global__ void gemv_splitk(const float* __restrict__ A, const float* __restrict__ x,
                                 const float* __restrict__ bias, float* __restrict__ y, int M, int K) {
    using namespace ct::literals;
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto x_view = ct::partition_view{ct::tensor_span{x, ct::extents{1, K}}, ct::shape<1, BK>{}};
    const auto [tm, split, z] = ct::bid();
    (void)z;
    const int k_tiles = (K + BK - 1) / BK;
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BK>>>();
    for (int kt : ct::irange(int(split), k_tiles, kSplits))
        acc = acc + a_view.load_masked(tm, kt) * x_view.load_masked(0, kt);
    auto part = ct::sum(acc, 1_ic);  // [BM, 1]
    auto rows = int(tm) * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto in = rows < M;
    if constexpr (kBias) {
        if (split == 0)
            part = part + ct::load_masked(bias + rows, in);
    }
    ct::atomic_add_masked<ct::memory_order::relaxed, ct::thread_scope::device>(y + rows, part, in);
}

template <int BM, int BK, int kSplits, bool kBias>
static void run(seed::checker& chk, int M, int K) {
    const int guard = 8;
    float *hA = new float[M * K], *hx = new float[K], *hb = new float[M], *hy = new float[M + guard];
    seed::fill(hA, M * K); seed::fill(hx, K); seed::fill(hb, M);
    float *A = seed::device_alloc<float>(M * K), *x = seed::device_alloc<float>(K), *b = seed::device_alloc<float>(M),
          *y = seed::device_alloc<float>(M + guard);
    seed::to_device(A, hA, M * K); seed::to_device(x, hx, K); seed::to_device(b, hb, M);
    SEED_CHECK(cudaMemset(y, 0, M * sizeof(float)));
    seed::poison(y + M, guard * sizeof(float));
    gemv_splitk<BM, BK, kSplits, kBias><<<dim3((M + BM - 1) / BM, kSplits), 1>>>(A, x, b, y, M, K);
    SEED_SYNC();
    seed::to_host(hy, y, M + guard);
    for (int i = 0; i < M; ++i) {
        double want = kBias ? hb[i] : 0.0, mag = std::fabs(want);
        for (int k = 0; k < K; ++k) { want += double(hA[i * K + k]) * hx[k]; mag += std::fabs(double(hA[i * K + k]) * hx[k]); }
        chk.near("y", i, hy[i], want, (K / kSplits + BK + kSplits + 4) * seed::f32_eps * mag);
    }
    chk.untouched("y", hy + M, guard * sizeof(float));
    cudaFree(A); cudaFree(x); cudaFree(b); cudaFree(y);
    delete[] hA; delete[] hx; delete[] hb; delete[] hy;
}

int main() {
    seed::checker chk("atomics_splitk_rowsum_atomic");
    run<16, 64, 4, true>(chk, 64, 1024);
    run<16, 64, 4, true>(chk, 37, 1000);
    run<8, 128, 3, false>(chk, 20, 200);   // slice 2 has no tile
    run<32, 32, 2, true>(chk, 5, 33);
    return chk.finish();
}
