// Guide 2.4.11.1 "the cutile::hint Attribute": a kernel-level hint per
// architecture and a statement hint on a load; the kernel copies a
// 128-element array in 8-element tiles. Hints must not change the result.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

[[ cutile::hint(900,  num_cta_in_cga=4),    // sm_90:  prefer 4 CTAs per cluster
   cutile::hint(1000, num_cta_in_cga=8) ]]  // sm_100: prefer 8 CTAs per cluster
__tile_global__ void optimization_hints(float* __restrict__ in,
                                        float* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in  = ct::assume_aligned(in,  16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inSpan  = ct::tensor_span{in,  ct::extents{128_ic}};
    auto outSpan = ct::tensor_span{out, ct::extents{128_ic}};
    auto inView  = ct::partition_view{inSpan,  ct::shape{8_ic}};
    auto outView = ct::partition_view{outSpan, ct::shape{8_ic}};

    int bx = ct::bid().x;

    // Expression-statement hint: tag this particular load as bandwidth-heavy.
    ct::tile<float, ct::shape<8>> tile;
    [[ cutile::hint(0, latency=8) ]]
    tile = inView.load(bx);

    outView.store(tile, bx);
}

int main() {
    seed::checker chk("optimization_hints");
    const int n = 128; // the kernel's extents are the constant 128
    float hin[n], hout[n];
    seed::fill(hin, n);
    float *in = seed::device_alloc<float>(n), *out = seed::device_alloc<float>(n);
    seed::to_device(in, hin, n);
    seed::poison(out, sizeof hout);
    optimization_hints<<<n / 8, 1>>>(in, out);
    SEED_SYNC();
    seed::to_host(hout, out, n);
    for (int i = 0; i < n; ++i)
        chk.near("out", i, hout[i], hin[i], 0.0);
    cudaFree(in);
    cudaFree(out);
    return chk.finish();
}
