// The CUDA 13.4 view atomics: a split-K style accumulation of [BM, BN]
// partial tiles into an f32 matrix through partition_view::atomic_add with
// its order and scope tags (relaxed, device), a publish/consume pair with
// view.atomic_store (release) and view.atomic_load (acquire) of whole tiles,
// and the masked pointer-tile forms ct::atomic_store_masked /
// ct::atomic_load_masked (with a padding value) on a ragged edge.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int kSplits>
__tile_global__ void accumulate(const float* __restrict__ parts, float* __restrict__ C, int M, int N) {
    // parts holds kSplits full [M, N] matrices; split z adds its slice into C
    const auto [tm, tn, z] = ct::bid();
    auto pv = ct::partition_view{ct::tensor_span{parts + int(z) * M * N, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto t = pv.load(int(tm), int(tn));
    cv.atomic_add(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, int(tm), int(tn));
}

template <int BM, int BN>
__tile_global__ void publish_consume(const float* __restrict__ src, float* __restrict__ mid, float* __restrict__ dst,
                                     int M, int N) {
    const int tm = ct::bid().x, tn = ct::bid().y;
    auto sv = ct::partition_view{ct::tensor_span{src, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto mv = ct::partition_view{ct::tensor_span{mid, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto dv = ct::partition_view{ct::tensor_span{dst, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    mv.atomic_store(sv.load(tm, tn) * 2.0f, ct::memory_order_release_t{}, tm, tn);
    dv.store(mv.atomic_load(ct::memory_order_acquire_t{}, tm, tn) + 1.0f, tm, tn);
}

template <int BLOCK>
__tile_global__ void masked_atomic_copy(const float* __restrict__ x, float* __restrict__ y, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto v = ct::atomic_load_masked(x + i, m, -7.0f, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{});
    ct::atomic_store_masked(y + i, v * 3.0f, m, ct::memory_order_release_t{}, ct::thread_scope_device_t{});
}

template <int BM, int BN, int kSplits>
static void run(seed::checker& chk, int M, int N) {
    const int mn = M * N;
    float *hp = new float[kSplits * mn], *hc = new float[mn], *hm = new float[mn], *hd = new float[mn];
    seed::fill(hp, kSplits * mn);
    float *p = seed::device_alloc<float>(kSplits * mn), *c = seed::device_alloc<float>(mn),
          *mid = seed::device_alloc<float>(mn), *d = seed::device_alloc<float>(mn);
    seed::to_device(p, hp, kSplits * mn);
    SEED_CHECK(cudaMemset(c, 0, mn * sizeof(float)));
    accumulate<BM, BN, kSplits><<<dim3(M / BM, N / BN, kSplits), 1>>>(p, c, M, N);
    SEED_SYNC();
    publish_consume<BM, BN><<<dim3(M / BM, N / BN), 1>>>(p, mid, d, M, N);
    SEED_SYNC();
    seed::to_host(hc, c, mn); seed::to_host(hm, mid, mn); seed::to_host(hd, d, mn);
    for (int i = 0; i < mn; ++i) {
        double want = 0, mag = 0;
        for (int z = 0; z < kSplits; ++z) { want += hp[z * mn + i]; mag += std::fabs(hp[z * mn + i]); }
        chk.near("C", i, hc[i], want, (kSplits + 1) * seed::f32_eps * mag);
        chk.near("mid", i, hm[i], 2.0 * hp[i], 0);
        chk.near("dst", i, hd[i], double(float(2.0f * hp[i])) + 1.0, 2 * seed::f32_eps * 4);
    }
    const int n = mn - 3, guard = 8;
    float* hy = new float[n + guard];
    float* y = seed::device_alloc<float>(n + guard);
    seed::poison(y, (n + guard) * sizeof(float));
    masked_atomic_copy<BN><<<(n + BN - 1) / BN, 1>>>(p, y, n);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int i = 0; i < n; ++i) chk.near("y", i, hy[i], 3.0 * hp[i], 4 * seed::f32_eps);
    chk.untouched("y", hy + n, guard * sizeof(float));
    cudaFree(p); cudaFree(c); cudaFree(mid); cudaFree(d); cudaFree(y);
    delete[] hp; delete[] hc; delete[] hm; delete[] hd; delete[] hy;
}

int main() {
    seed::checker chk("atomics_view_atomics_13_4");
    run<16, 32, 4>(chk, 64, 128);
    run<8, 64, 3>(chk, 16, 64);
    run<32, 16, 2>(chk, 32, 48);
    return chk.finish();
}
