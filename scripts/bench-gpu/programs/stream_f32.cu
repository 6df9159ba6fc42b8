// bench-gpu program: memory-bound kernels at a size where DRAM bandwidth is
// all that counts (1 GiB in, 1 GiB out), to put beside the copy-bandwidth
// anchor: y = x (copy) and y = a * x + b (scale) over 2^28 floats in
// 4096-element tiles. Checks every element, then prints PASS. `prog small`
// runs 2^16 elements (for an emulated run).
//
// BENCH-WORK: kernel=copy_tiles grid=65536,1,1 bytes=2147483648 anchor=memcpy_d2d
// BENCH-WORK: kernel=scale_tiles grid=65536,1,1 bytes=2147483648 anchor=memcpy_d2d
#include <cstdio>
#include <cstring>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
constexpr int TILE = 4096;

__tile_global__ void copy_tiles(const float* __restrict__ x, float* __restrict__ y, int n) {
    using namespace ct::literals;
    x = ct::assume_aligned(x, 16_ic);
    y = ct::assume_aligned(y, 16_ic);
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<TILE>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<TILE>{}};
    int b = ct::bid().x;
    yv.store(xv.load(b), b);
}

__tile_global__ void scale_tiles(const float* __restrict__ x, float* __restrict__ y, float a,
                                 float c, int n) {
    using namespace ct::literals;
    x = ct::assume_aligned(x, 16_ic);
    y = ct::assume_aligned(y, 16_ic);
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<TILE>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<TILE>{}};
    int b = ct::bid().x;
    yv.store(xv.load(b) * a + c, b);
}

int main(int argc, char** argv) {
    seed::checker chk("bench_stream_f32");
    const int n = (argc > 1 && !std::strcmp(argv[1], "small")) ? 1 << 16 : 1 << 28;
    float* hx = new float[n];
    float* hy = new float[n];
    seed::fill(hx, n);
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
    seed::to_device(x, hx, n);
    seed::poison(y, size_t(n) * sizeof(float));
    copy_tiles<<<n / TILE, 1>>>(x, y, n);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int i = 0; i < n; ++i)
        if (hy[i] != hx[i]) chk.near("copy", i, hy[i], hx[i], 0.0); else ++chk.checked;
    const float a = 1.5f, c = -0.25f;
    seed::poison(y, size_t(n) * sizeof(float));
    scale_tiles<<<n / TILE, 1>>>(x, y, a, c, n);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int i = 0; i < n; ++i) {
        float want = hx[i] * a + c, alt = __builtin_fmaf(hx[i], a, c); // fused or not
        if (hy[i] != want && hy[i] != alt) chk.near("scale", i, hy[i], want, 0.0); else ++chk.checked;
    }
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
    return chk.finish();
}
