// Latency hints where CUDA 13.5 first applies them: on a declaration whose
// initializer loads (`[[cutile::hint(0, latency = 4)]] auto a = av.load(b)`,
// one of them with two loads in a conditional), and on the return statement
// of a __tile__ helper that loads (`[[cutile::hint(...)]] return v.load(i)`),
// with an sm_100 override; CUDA 13.4 warned and dropped these. A weighted
// three-way blend, out = wa * a + wb * b + wc * c, where c is taken from one
// of two inputs by a run-time flag. The hints must not change the result.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <class View>
__tile__ auto load_hinted(const View& v, int i) {
    [[cutile::hint(0, latency = 3), cutile::hint(1000, latency = 6)]] return v.load_masked(i);
}

template <int BLOCK>
__tile_global__ void blend3(const float* __restrict__ a, const float* __restrict__ b,
                            const float* __restrict__ c0, const float* __restrict__ c1,
                            float* __restrict__ out, float wa, float wb, float wc, int use_c1,
                            int n) {
    auto ext = ct::extents{n};
    auto av = ct::partition_view{ct::tensor_span{a, ext}, ct::shape<BLOCK>{}};
    auto bv = ct::partition_view{ct::tensor_span{b, ext}, ct::shape<BLOCK>{}};
    auto c0v = ct::partition_view{ct::tensor_span{c0, ext}, ct::shape<BLOCK>{}};
    auto c1v = ct::partition_view{ct::tensor_span{c1, ext}, ct::shape<BLOCK>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ext}, ct::shape<BLOCK>{}};
    const int blk = ct::bid().x;
    [[cutile::hint(0, latency = 4)]] auto at = av.load_masked(blk);
    [[cutile::hint(0, latency = 2, allow_tma = false)]] auto ct_ =
        use_c1 ? c1v.load_masked(blk) : c0v.load_masked(blk);
    auto bt = load_hinted(bv, blk);
    ov.store_masked(wa * at + wb * bt + wc * ct_, blk);
}

template <int BLOCK>
static void run(seed::checker& chk, int n, int use_c1) {
    const int guard = 8;
    float *ha = new float[n], *hb = new float[n], *hc0 = new float[n], *hc1 = new float[n];
    float* ho = new float[n + guard];
    seed::fill(ha, n); seed::fill(hb, n); seed::fill(hc0, n); seed::fill(hc1, n);
    float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n);
    float *c0 = seed::device_alloc<float>(n), *c1 = seed::device_alloc<float>(n);
    float* o = seed::device_alloc<float>(n + guard);
    seed::to_device(a, ha, n); seed::to_device(b, hb, n);
    seed::to_device(c0, hc0, n); seed::to_device(c1, hc1, n);
    seed::poison(o, (n + guard) * sizeof(float));
    const float wa = 0.5f, wb = -1.25f, wc = 2.0f;
    blend3<BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(a, b, c0, c1, o, wa, wb, wc, use_c1, n);
    SEED_SYNC();
    seed::to_host(ho, o, n + guard);
    for (int i = 0; i < n; ++i) {
        double c = use_c1 ? hc1[i] : hc0[i];
        double want = double(wa) * ha[i] + double(wb) * hb[i] + double(wc) * c;
        chk.near("out", i, ho[i], want, 8 * seed::f32_eps * 4);
    }
    chk.untouched("out", ho + n, guard * sizeof(float));
    cudaFree(a); cudaFree(b); cudaFree(c0); cudaFree(c1); cudaFree(o);
    delete[] ha; delete[] hb; delete[] hc0; delete[] hc1; delete[] ho;
}

int main() {
    seed::checker chk("control_hinted_loads_13_5");
    run<128>(chk, 1000, 0);
    run<128>(chk, 1000, 1);
    run<256>(chk, 256, 1);
    return chk.finish();
}
