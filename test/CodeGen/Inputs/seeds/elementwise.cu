// Guide 2.4.8.2 "Arithmetic Operators": out = 2.0f * a + b on 8-element tiles
// (unmasked, so the length is a multiple of 8).
#include <cstdio>
#include "cuda_tile.h"
#include "seed_util.h"

__tile_global__ void elementwise(float* __restrict__ a, float* __restrict__ b, float* __restrict__ out, int N) {
    namespace ct = cuda::tiles;
    using namespace ct::literals;

    a   = ct::assume_aligned(a,   16_ic);
    b   = ct::assume_aligned(b,   16_ic);
    out = ct::assume_aligned(out, 16_ic);

    auto aView = ct::partition_view{ct::tensor_span{a,   ct::extents{N}}, ct::shape{8_ic}};
    auto bView = ct::partition_view{ct::tensor_span{b,   ct::extents{N}}, ct::shape{8_ic}};
    auto cView = ct::partition_view{ct::tensor_span{out, ct::extents{N}}, ct::shape{8_ic}};

    int  bx = ct::bid().x;
    auto x  = aView.load(bx);
    auto y  = bView.load(bx);
    // 2.0f matches the float tiles' element type, so no narrowing conversion is required.
    // The scalar is broadcast across every element; + then runs elementwise.
    auto z  = 2.0f * x + y;
    cView.store(z, bx);
}

int main() {
    seed::checker chk("elementwise");
    const int sizes[] = {8, 24, 1024};
    for (int N : sizes) {
        float *ha = new float[N], *hb = new float[N], *ho = new float[N];
        seed::fill(ha, N);
        seed::fill(hb, N);
        float *a = seed::device_alloc<float>(N), *b = seed::device_alloc<float>(N),
              *out = seed::device_alloc<float>(N);
        seed::to_device(a, ha, N);
        seed::to_device(b, hb, N);
        seed::poison(out, N * sizeof(float));
        elementwise<<<N / 8, 1>>>(a, b, out, N);
        SEED_SYNC();
        seed::to_host(ho, out, N);
        for (int i = 0; i < N; ++i) {
            double want = 2.0 * ha[i] + hb[i];
            // One rounding (fused) or two (mul then add): within an ulp of
            // the operands' magnitude.
            chk.near("out", i, ho[i], want,
                     2 * seed::f32_eps * (2.0 * std::fabs(ha[i]) + std::fabs(hb[i])));
        }
        cudaFree(a);
        cudaFree(b);
        cudaFree(out);
        delete[] ha;
        delete[] hb;
        delete[] ho;
    }
    return chk.finish();
}
