// Guide 2.4.12.2 "Mark Array Pointers as 16-Byte Aligned": foo builds an
// aligned 256x256 span and its 4x4 partition view (the guide's body ends in
// "// ..."). foo_copy continues the same pattern with a load and a store so
// that the view can be checked: each block copies its 4x4 tile.
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void foo(float* __restrict__ in) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in = ct::assume_aligned(in, 16_ic);

    ct::tensor_span t{in, ct::extents{256_ic, 256_ic}};
    ct::partition_view{t, ct::shape{4_ic, 4_ic}};

    // ...
}

__tile_global__ void foo_copy(float* __restrict__ in, float* __restrict__ out) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    in = ct::assume_aligned(in, 16_ic);
    out = ct::assume_aligned(out, 16_ic);

    ct::tensor_span t{in, ct::extents{256_ic, 256_ic}};
    ct::partition_view v{t, ct::shape{4_ic, 4_ic}};
    ct::partition_view o{ct::tensor_span{out, ct::extents{256_ic, 256_ic}}, ct::shape{4_ic, 4_ic}};
    auto [bx, by, bz] = ct::bid();
    o.store(v.load(bx, by), bx, by);
}

int main() {
    seed::checker chk("aligned_view");
    const int n = 256 * 256;
    float *hin = new float[n], *hout = new float[n];
    seed::fill(hin, n);
    float *in = seed::device_alloc<float>(n), *out = seed::device_alloc<float>(n);
    seed::to_device(in, hin, n);
    seed::poison(out, n * sizeof(float));
    foo<<<1, 1>>>(in);
    foo_copy<<<dim3(64, 64), 1>>>(in, out);
    SEED_SYNC();
    seed::to_host(hout, out, n);
    for (int i = 0; i < n; ++i)
        chk.near("out", i, hout[i], hin[i], 0.0);
    cudaFree(in);
    cudaFree(out);
    delete[] hin;
    delete[] hout;
    return chk.finish();
}
