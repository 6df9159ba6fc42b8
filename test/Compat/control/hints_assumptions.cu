// Performance annotations in a bandwidth-bound kernel, as tuned library
// code carries them: kernel hints per architecture ([[cutile::hint(900,
// occupancy = 2)]] and a num_cta_in_cga hint for sm_100), a latency hint on
// a load statement, ct::assume_aligned on the pointers, ct::assume_divisible
// and ct::assume_bounded_below on the length (the host guarantees n % 16 ==
// 0), and a partition view over the aligned span. The annotations must not
// change the result: y = a * x + y.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
[[cutile::hint(900, occupancy = 2)]] [[cutile::hint(1000, num_cta_in_cga = 2)]]
__tile_global__ void saxpy_tuned(const float* __restrict__ x, float* __restrict__ y, float a, int n) {
    using namespace ct::literals;
    x = ct::assume_aligned(x, 16_ic);
    y = ct::assume_aligned(y, 16_ic);
    n = ct::assume_divisible(n, 16_ic);
    n = ct::assume_bounded_below(n, 0_ic);
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    [[cutile::hint(0, latency = 3)]] auto xt = xv.load_masked(b);
    auto yt = yv.load_masked(b);
    yv.store_masked(a * xt + yt, b);
}

template <int BLOCK>
static void run(seed::checker& chk, int n) {
    float *hx = new float[n], *hy = new float[n], *ho = new float[n];
    seed::fill(hx, n); seed::fill(hy, n);
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
    seed::to_device(x, hx, n); seed::to_device(y, hy, n);
    saxpy_tuned<BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, y, 1.25f, n);
    SEED_SYNC();
    seed::to_host(ho, y, n);
    for (int i = 0; i < n; ++i) {
        double want = 1.25 * hx[i] + hy[i];
        chk.near("y", i, ho[i], want, 2 * seed::f32_eps * (std::fabs(want) + 2));
    }
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy; delete[] ho;
}

int main() {
    seed::checker chk("control_hints_assumptions");
    run<256>(chk, 4096);
    run<128>(chk, 1008);  // 16-divisible, not a multiple of the tile
    run<1024>(chk, 16);
    return chk.finish();
}
