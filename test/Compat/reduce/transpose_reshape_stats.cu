// Shape manipulation feeding reductions: a [BR, BC] tile is transposed
// (ct::transpose, and ct::permute with a dimension_map for the rank-3
// case) so that column statistics become row reductions; a flat [BR * BC]
// tile is ct::reshape'd into [BR, BC]; a per-column scale row [1, BC] is
// ct::broadcast to the full tile. Outputs: the transposed matrix, column
// maxima via the transpose, and a rank-3 [2, BR/2, BC] regrouping reduced
// over its middle axis.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int BC>
__tile_global__ void shape_stats(const float* __restrict__ a, const float* __restrict__ scale,
                                 float* __restrict__ at, float* __restrict__ colmax, float* __restrict__ halves) {
    using namespace ct::literals;
    auto flat = ct::load(a + ct::iota<ct::tile<int, ct::shape<BR * BC>>>());
    auto t = ct::reshape<ct::shape<BR, BC>>(flat);
    auto s = ct::broadcast<ct::shape<BR, BC>>(
        ct::reshape<ct::shape<1, BC>>(ct::load(scale + ct::iota<ct::tile<int, ct::shape<BC>>>())));
    auto x = t * s;
    auto xt = ct::transpose(x);  // [BC, BR]
    auto rt = ct::iota<ct::tile<int, ct::shape<BC, 1>>>() * BR + ct::iota<ct::tile<int, ct::shape<1, BR>>>();
    ct::store(at + rt, xt);
    auto cm = ct::reduce_max(xt, 1_ic);  // [BC, 1]
    ct::store(colmax + ct::iota<ct::tile<int, ct::shape<BC, 1>>>(), cm);
    auto x3 = ct::reshape<ct::shape<2, BR / 2, BC>>(x);
    auto p = ct::permute(x3, ct::dimension_map<1, 0, 2>{});  // [BR/2, 2, BC]
    auto h = ct::sum(p, 0_ic);                                // [1, 2, BC]
    auto rh = ct::iota<ct::tile<int, ct::shape<1, 2, 1>>>() * BC + ct::iota<ct::tile<int, ct::shape<1, 1, BC>>>();
    ct::store(halves + rh, h);
}

template <int BR, int BC>
static void run(seed::checker& chk) {
    const int n = BR * BC;
    float *ha = new float[n], *hs = new float[BC], *hat = new float[n], *hcm = new float[BC], *hh = new float[2 * BC];
    seed::fill(ha, n); seed::fill(hs, BC);
    float *a = seed::device_alloc<float>(n), *s = seed::device_alloc<float>(BC), *at = seed::device_alloc<float>(n),
          *cm = seed::device_alloc<float>(BC), *hv = seed::device_alloc<float>(2 * BC);
    seed::to_device(a, ha, n); seed::to_device(s, hs, BC);
    seed::poison(at, n * sizeof(float)); seed::poison(cm, BC * sizeof(float)); seed::poison(hv, 2 * BC * sizeof(float));
    shape_stats<BR, BC><<<1, 1>>>(a, s, at, cm, hv);
    SEED_SYNC();
    seed::to_host(hat, at, n); seed::to_host(hcm, cm, BC); seed::to_host(hh, hv, 2 * BC);
    for (int c = 0; c < BC; ++c) {
        double mx = -1e300, h0 = 0, h1 = 0, m0 = 0, m1 = 0;
        for (int r = 0; r < BR; ++r) {
            double x = double(float(ha[r * BC + c] * hs[c]));
            chk.near("at", c * BR + r, hat[c * BR + r], x, 0);
            mx = std::fmax(mx, x);
            (r < BR / 2 ? h0 : h1) += x;
            (r < BR / 2 ? m0 : m1) += std::fabs(x);
        }
        chk.near("colmax", c, hcm[c], mx, 0);
        chk.near("half0", c, hh[c], h0, BR * seed::f32_eps * m0);
        chk.near("half1", c, hh[BC + c], h1, BR * seed::f32_eps * m1);
    }
    cudaFree(a); cudaFree(s); cudaFree(at); cudaFree(cm); cudaFree(hv);
    delete[] ha; delete[] hs; delete[] hat; delete[] hcm; delete[] hh;
}

int main() {
    seed::checker chk("reduce_transpose_reshape_stats");
    run<16, 32>(chk);
    run<4, 128>(chk);
    run<64, 8>(chk);
    return chk.finish();
}
