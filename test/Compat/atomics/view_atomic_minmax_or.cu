// Integer view reductions of CUDA 13.4 with their order and scope tags:
// every block folds one [BM, BN] tile of an int matrix into an [BM, BN]
// summary through partition_view::atomic_max, atomic_min and atomic_or
// (relaxed order, device scope: the summary is shared by all blocks), i.e.
// the element-wise max/min/or over all tiles of the matrix; grid y picks
// the tile row, grid x the tile column.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN>
__tile_global__ void fold_tiles(const int* __restrict__ a, const uint32_t* __restrict__ bits, int* __restrict__ mx,
                                int* __restrict__ mn, uint32_t* __restrict__ any, int M, int N) {
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto bv = ct::partition_view{ct::tensor_span{bits, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto mxv = ct::partition_view{ct::tensor_span{mx, ct::extents{BM, BN}}, ct::shape<BM, BN>{}};
    auto mnv = ct::partition_view{ct::tensor_span{mn, ct::extents{BM, BN}}, ct::shape<BM, BN>{}};
    auto anyv = ct::partition_view{ct::tensor_span{any, ct::extents{BM, BN}}, ct::shape<BM, BN>{}};
    const int tn = ct::bid().x, tm = ct::bid().y;
    auto t = av.load(tm, tn);
    mxv.atomic_max(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0, 0);
    mnv.atomic_min(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0, 0);
    anyv.atomic_or(bv.load(tm, tn), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0, 0);
}

template <int BM, int BN>
static void run(seed::checker& chk, int M, int N) {
    const int n = M * N, s = BM * BN;
    int* ha = new int[n];
    uint32_t* hb = new uint32_t[n];
    seed::fill(ha, n, -100000, 100000);
    for (int i = 0; i < n; ++i) hb[i] = 1u << (seed::next_u32() % 32);
    int *a = seed::device_alloc<int>(n), *mx = seed::device_alloc<int>(s), *mn = seed::device_alloc<int>(s);
    uint32_t *b = seed::device_alloc<uint32_t>(n), *any = seed::device_alloc<uint32_t>(s);
    int* init_mx = new int[s];
    int* init_mn = new int[s];
    for (int i = 0; i < s; ++i) { init_mx[i] = -2147483647 - 1; init_mn[i] = 2147483647; }
    seed::to_device(a, ha, n); seed::to_device(b, hb, n);
    seed::to_device(mx, init_mx, s); seed::to_device(mn, init_mn, s);
    SEED_CHECK(cudaMemset(any, 0, s * sizeof(uint32_t)));
    fold_tiles<BM, BN><<<dim3(N / BN, M / BM), 1>>>(a, b, mx, mn, any, M, N);
    SEED_SYNC();
    int *hmx = new int[s], *hmn = new int[s];
    uint32_t* hany = new uint32_t[s];
    seed::to_host(hmx, mx, s); seed::to_host(hmn, mn, s); seed::to_host(hany, any, s);
    for (int i = 0; i < BM; ++i)
        for (int j = 0; j < BN; ++j) {
            int wmx = -2147483647 - 1, wmn = 2147483647;
            uint32_t wor = 0;
            for (int ti = 0; ti < M / BM; ++ti)
                for (int tj = 0; tj < N / BN; ++tj) {
                    int k = (ti * BM + i) * N + tj * BN + j;
                    wmx = ha[k] > wmx ? ha[k] : wmx;
                    wmn = ha[k] < wmn ? ha[k] : wmn;
                    wor |= hb[k];
                }
            chk.exact("max", i * BN + j, hmx[i * BN + j], wmx);
            chk.exact("min", i * BN + j, hmn[i * BN + j], wmn);
            chk.exact("or", i * BN + j, hany[i * BN + j], wor);
        }
    cudaFree(a); cudaFree(b); cudaFree(mx); cudaFree(mn); cudaFree(any);
    delete[] ha; delete[] hb; delete[] init_mx; delete[] init_mn; delete[] hmx; delete[] hmn; delete[] hany;
}

int main() {
    seed::checker chk("atomics_view_atomic_minmax_or");
    run<8, 16>(chk, 64, 64);
    run<4, 32>(chk, 12, 96);
    run<16, 16>(chk, 16, 16);
    return chk.finish();
}
