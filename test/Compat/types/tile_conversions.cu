// Element-type conversion of tiles by construction, as nvcc 13.4's
// tile(Other) allows: explicit where the elements narrow (float to int by
// direct initialization and static_cast), implicit where they widen
// (__half to float, float to double), and so a view store of a __half tile
// into a float view.
// RUN: %compat %s
#include "cuda_tile.h"
#include "cuda_fp16.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int T>
__tile_global__ void convert(const float* __restrict__ x, int* __restrict__ yi,
                             int* __restrict__ zi, double* __restrict__ wd,
                             float* __restrict__ out) {
    using S = ct::shape<T>;
    auto i = ct::iota<ct::tile<int, S>>();
    ct::tile<float, S> f = ct::load(x + i);
    ct::tile<int, S> t(f);
    auto u = static_cast<ct::tile<int, S>>(f * 2.0f);
    ct::tile<double, S> d = f;
    ct::store(yi + i, t);
    ct::store(zi + i, u);
    ct::store(wd + i, d);
    ct::tile<__half, S> h(f);
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{T}}, S{}};
    ov.store(h, 0);
}

int main() {
    seed::checker chk("tile_conversions");
    constexpr int T = 16;
    float hx[T];
    for (int e = 0; e < T; ++e)
        hx[e] = float(e) * 0.75f - 5.0f;
    float *x = seed::device_alloc<float>(T), *out = seed::device_alloc<float>(T);
    int *yi = seed::device_alloc<int>(T), *zi = seed::device_alloc<int>(T);
    double* wd = seed::device_alloc<double>(T);
    seed::to_device(x, hx, T);
    convert<T><<<1, 1>>>(x, yi, zi, wd, out);
    SEED_SYNC();
    int hy[T], hz[T];
    double hw[T];
    float ho[T];
    seed::to_host(hy, yi, T);
    seed::to_host(hz, zi, T);
    seed::to_host(hw, wd, T);
    seed::to_host(ho, out, T);
    for (int e = 0; e < T; ++e) {
        chk.exact("int", e, hy[e], int(hx[e]));
        chk.exact("cast", e, hz[e], int(hx[e] * 2.0f));
        chk.near("double", e, hw[e], double(hx[e]), 0);
        chk.near("half", e, ho[e], hx[e], 0);  // multiples of 0.25 are exact in __half
    }
    return chk.finish();
}
