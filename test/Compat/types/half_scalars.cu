// __half as a kernel scalar and in scalar tile code: alpha arrives as a
// __half argument, constants are written T(1.0f), static_cast<__half>(x) and
// __float2half(x), __half2float converts back, and __half tiles do their
// arithmetic in half (half op half stays half; half op float tile is float).
// Computes y = alpha * x + T(1) and z = float(x) * beta + offset.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int BLOCK>
__tile_global__ void half_ops(const T* __restrict__ x, T* __restrict__ y, float* __restrict__ z,
                              T alpha, float beta, int n) {
    auto view = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto zv = ct::partition_view{ct::tensor_span{z, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    auto t = view.load_masked(b);
    const T one = T(1.0f);
    const T half_beta = static_cast<T>(beta * 0.5f);
    const float offset = __half2float(__float2half(beta)) - __half2float(half_beta);
    auto yt = alpha * t + one;                                   // all in half
    yv.store_masked(yt, b);
    zv.store_masked(ct::element_cast<float>(t) * beta + offset, b);  // float tile
}

int main() {
    seed::checker chk("types_half_scalars");
    constexpr int BLOCK = 128;
    for (int n : {256, 300, 1}) {
        const int guard = 8;
        __half *hx = new __half[n], *hy = new __half[n + guard];
        float* hz = new float[n + guard];
        for (int i = 0; i < n; ++i) hx[i] = __float2half(4.0f * seed::rand_float());
        __half *x = seed::device_alloc<__half>(n), *y = seed::device_alloc<__half>(n + guard);
        float* z = seed::device_alloc<float>(n + guard);
        seed::to_device(x, hx, n);
        seed::poison(y, (n + guard) * sizeof(__half));
        seed::poison(z, (n + guard) * sizeof(float));
        const __half alpha = __float2half(-1.5f);
        const float beta = 0.3f;
        half_ops<__half, BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, y, z, alpha, beta, n);
        SEED_SYNC();
        seed::to_host(hy, y, n + guard);
        seed::to_host(hz, z, n + guard);
        const double offset = double(__half2float(__float2half(beta))) - __half2float(__float2half(beta * 0.5f));
        for (int i = 0; i < n; ++i) {
            double xv = __half2float(hx[i]);
            // alpha * x is rounded to half, then + 1 is rounded again (or fused).
            double want = -1.5 * xv + 1.0;
            chk.near("y", i, __half2float(hy[i]), want, (std::fabs(1.5 * xv) + std::fabs(want)) / 2048);
            chk.near("z", i, hz[i], xv * beta + offset, 2 * seed::f32_eps * (std::fabs(xv * beta) + std::fabs(offset)));
        }
        chk.untouched("y", hy + n, guard * sizeof(__half));
        chk.untouched("z", hz + n, guard * sizeof(float));
        cudaFree(x); cudaFree(y); cudaFree(z);
        delete[] hx; delete[] hy; delete[] hz;
    }
    return chk.finish();
}
