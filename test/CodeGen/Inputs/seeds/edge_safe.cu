// Guide 2.4.6.1.3 "Tile-Space Boundary Handling": edge_safe copies a
// runtime-length array in 128-element tiles with masked loads and stores, so
// the last partial tile neither reads nor writes past N.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void edge_safe(float* __restrict__ in, float* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in  = ct::assume_aligned(in,  16_ic);
    out = ct::assume_aligned(out, 16_ic);

    // ct::extents{N} uses a runtime dimension; 128_ic stays compile-time.
    auto inView  = ct::partition_view{ct::tensor_span{in,  ct::extents{N}}, ct::shape{128_ic}};
    auto outView = ct::partition_view{ct::tensor_span{out, ct::extents{N}}, ct::shape{128_ic}};

    int  bx   = ct::bid().x;
    auto tile = inView.load_masked(bx);    // masked load: OOB lanes default to 0
    outView.store_masked(tile, bx);        // masked store: OOB writes silently discarded
}

int main() {
    seed::checker chk("edge_safe");
    const int guard = 128; // poisoned elements past N that must stay untouched
    const int sizes[] = {1, 127, 128, 129, 1000, 4099};
    for (int N : sizes) {
        float *hin = new float[N], *hout = new float[N + guard];
        seed::fill(hin, N);
        float *in = seed::device_alloc<float>(N + guard), *out = seed::device_alloc<float>(N + guard);
        seed::to_device(in, hin, N);
        seed::poison(out, (N + guard) * sizeof(float));
        int tile_size = 128;
        int num_blocks = (N + tile_size - 1) / tile_size;   // ceil division -> covers partial tail
        edge_safe<<<num_blocks, 1>>>(in, out, N);
        SEED_SYNC();
        seed::to_host(hout, out, N + guard);
        for (int i = 0; i < N; ++i)
            chk.near("out", i, hout[i], hin[i], 0.0);
        chk.untouched("out", hout + N, guard * sizeof(float));
        cudaFree(in);
        cudaFree(out);
        delete[] hin;
        delete[] hout;
    }
    return chk.finish();
}
