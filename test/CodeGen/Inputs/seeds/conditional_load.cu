// Guide 2.4.7.2 "Conditionals": every block but the last copies its 8-element
// tile; the last block stores zeros, masked to the array's end.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void conditional_load(float* __restrict__ arr, float* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;
    using f32x8 = ct::tile<float, ct::shape<8>>;

    arr = ct::assume_aligned(arr, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto inView  = ct::partition_view{ct::tensor_span{arr, ct::extents{N}}, ct::shape{8_ic}};
    auto outView = ct::partition_view{ct::tensor_span{out, ct::extents{N}}, ct::shape{8_ic}};

    int bx   = ct::bid().x;
    int nb_x = ct::num_blocks().x;

    auto tile = ct::full<f32x8>(0.0f);    // default for the last-block branch
    // Scalar condition -> one control-flow path per block; no divergence to reason about.
    if (bx < nb_x - 1) {
        tile = inView.load(bx);           // all blocks except the last
    }
    outView.store_masked(tile, bx);       // masked to handle a potentially partial final tile
}

int main() {
    seed::checker chk("conditional_load");
    const int guard = 8;
    const int sizes[] = {1, 8, 9, 20, 64, 1001};
    for (int N : sizes) {
        float *harr = new float[N], *hout = new float[N + guard];
        seed::fill(harr, N);
        float *arr = seed::device_alloc<float>(N), *out = seed::device_alloc<float>(N + guard);
        seed::to_device(arr, harr, N);
        seed::poison(out, (N + guard) * sizeof(float));
        int num_blocks = (N + 8 - 1) / 8;
        conditional_load<<<num_blocks, 1>>>(arr, out, N);
        SEED_SYNC();
        seed::to_host(hout, out, N + guard);
        for (int i = 0; i < N; ++i)
            chk.near("out", i, hout[i], i < 8 * (num_blocks - 1) ? harr[i] : 0.0f, 0.0);
        chk.untouched("out", hout + N, guard * sizeof(float));
        cudaFree(arr);
        cudaFree(out);
        delete[] harr;
        delete[] hout;
    }
    return chk.finish();
}
