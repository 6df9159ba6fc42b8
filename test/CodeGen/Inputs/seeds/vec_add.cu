// Guide 2.4.6.1.1 "Partition View Loads and Stores": vec_add over a fixed
// 128-element array in 8-element tiles, one tile per block (16 blocks).
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void vec_add(float* __restrict__ a, float* __restrict__ b, float* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    a   = ct::assume_aligned(a,   16_ic);
    b   = ct::assume_aligned(b,   16_ic);
    out = ct::assume_aligned(out, 16_ic);

    // Step 1: attach a shape to each raw pointer. 128_ic marks 128 as a compile-time constant.
    auto aSpan = ct::tensor_span{a,   ct::extents{128_ic}};
    auto bSpan = ct::tensor_span{b,   ct::extents{128_ic}};
    auto oSpan = ct::tensor_span{out, ct::extents{128_ic}};

    // Step 2: partition each span into a tile space of fixed 8-element tiles.
    auto aView = ct::partition_view{aSpan, ct::shape{8_ic}};
    auto bView = ct::partition_view{bSpan, ct::shape{8_ic}};
    auto oView = ct::partition_view{oSpan, ct::shape{8_ic}};

    int  bx    = ct::bid().x;             // this block's tile-space index along .x
    auto aTile = aView.load(bx);          // pick the bx-th tile of a
    auto bTile = bView.load(bx);
    oView.store(aTile + bTile, bx);       // write the tile back at the bx-th position of out
}

int main() {
    seed::checker chk("vec_add");
    const int n = 128; // the kernel's extents are the constant 128
    float ha[n], hb[n], ho[n];
    seed::fill(ha, n);
    seed::fill(hb, n);
    float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n),
          *out = seed::device_alloc<float>(n);
    seed::to_device(a, ha, n);
    seed::to_device(b, hb, n);
    seed::poison(out, n * sizeof(float));
    vec_add<<<n / 8, 1>>>(a, b, out);
    SEED_SYNC();
    seed::to_host(ho, out, n);
    for (int i = 0; i < n; ++i)
        chk.near("out", i, ho[i], ha[i] + hb[i], 0.0); // one IEEE add: exact
    cudaFree(a);
    cudaFree(b);
    cudaFree(out);
    return chk.finish();
}
