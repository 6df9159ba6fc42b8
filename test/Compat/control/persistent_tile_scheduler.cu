// A persistent tile scheduler: a fixed grid (fewer blocks than tiles) walks
// the linearized [tiles_m, tiles_n] tile space with a stride of
// ct::num_blocks().x, decomposes the linear id into (tm, tn) with an
// optional grouped (swizzled) order picked by a bool template parameter,
// and applies C = A^T-free elementwise scale-and-add on [BM, BN] tiles
// through partition views. Blocks beyond the tile count return early; the
// block coordinates come from structured bindings of ct::bid().
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, bool kGrouped = false, int GROUP = 4>
__tile_global__ void scale_add_persistent(const float* __restrict__ a, const float* __restrict__ b,
                                          float* __restrict__ c, float alpha, int M, int N) {
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto cv = ct::partition_view{ct::tensor_span{c, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    const int tiles_m = (M + BM - 1) / BM, tiles_n = (N + BN - 1) / BN;
    const int tiles = tiles_m * tiles_n;
    auto [bx, by, bz] = ct::bid();
    (void)by;
    (void)bz;
    if (int(bx) >= tiles)
        return;  // more blocks than tiles: nothing to do
    for (int t = bx; t < tiles; t += ct::num_blocks().x) {
        int tm, tn;
        if constexpr (kGrouped) {
            const int per_group = GROUP * tiles_n;
            const int group = t / per_group;
            const int first_m = group * GROUP;
            const int rows_in_group = tiles_m - first_m < GROUP ? tiles_m - first_m : GROUP;
            tm = first_m + (t % per_group) % rows_in_group;
            tn = (t % per_group) / rows_in_group;
        } else {
            tm = t / tiles_n;
            tn = t % tiles_n;
        }
        cv.store_masked(alpha * av.load_masked(tm, tn) + bv.load_masked(tm, tn), tm, tn);
    }
}

template <int BM, int BN, bool kGrouped>
static void run(seed::checker& chk, int M, int N, int blocks) {
    const int n = M * N;
    float *ha = new float[n], *hb = new float[n], *hc = new float[n];
    seed::fill(ha, n); seed::fill(hb, n);
    float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n), *c = seed::device_alloc<float>(n);
    seed::to_device(a, ha, n); seed::to_device(b, hb, n);
    seed::poison(c, n * sizeof(float));
    scale_add_persistent<BM, BN, kGrouped><<<blocks, 1>>>(a, b, c, 0.75f, M, N);
    SEED_SYNC();
    seed::to_host(hc, c, n);
    for (int i = 0; i < n; ++i) {
        double want = 0.75 * ha[i] + hb[i];
        chk.near("c", i, hc[i], want, 2 * seed::f32_eps * (std::fabs(want) + 1));
    }
    cudaFree(a); cudaFree(b); cudaFree(c);
    delete[] ha; delete[] hb; delete[] hc;
}

int main() {
    seed::checker chk("control_persistent_tile_scheduler");
    run<16, 32, false>(chk, 100, 130, 5);
    run<16, 32, true>(chk, 100, 130, 7);
    run<32, 32, true>(chk, 256, 64, 3);
    run<8, 64, false>(chk, 9, 70, 20);   // more blocks than tiles
    run<8, 16, true>(chk, 70, 17, 1);
    return chk.finish();
}
