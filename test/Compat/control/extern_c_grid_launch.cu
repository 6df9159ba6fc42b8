// extern "C" tile kernels (unmangled names, as loaded by name through the
// driver API or ctypes), launched with the one-argument <<<grid>>> form:
// a fill kernel, an iota-based index kernel writing int64 through a 2-D
// grid whose (x, y) come from ct::bid() structured bindings, and a
// reversal that gathers from n - 1 - i. The tile width is a
// namespace-scope constexpr.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

namespace cfg {
constexpr int kTile = 128;
using idx_t = ct::tile<int, ct::shape<kTile>>;
}  // namespace cfg

extern "C" __tile_global__ void fill_f32(float* __restrict__ out, float value, int n) {
    auto i = int(ct::bid().x) * cfg::kTile + ct::iota<cfg::idx_t>();
    ct::store_masked(out + i, ct::full<ct::tile<float, ct::shape<cfg::kTile>>>(value), i < n);
}

extern "C" __tile_global__ void index_2d(int64_t* __restrict__ out, int width, int height) {
    const auto [bx, by, bz] = ct::bid();
    (void)bz;
    auto x = int(bx) * cfg::kTile + ct::iota<cfg::idx_t>();
    auto in = (x < width) & (int(by) < height);
    auto v = ct::element_cast<int64_t>(int(by)) * 1000000 + ct::element_cast<int64_t>(x);
    ct::store_masked(out + int(by) * width + x, v, in);
}

extern "C" {
__tile_global__ void reverse_f32(const float* __restrict__ in, float* __restrict__ out, int n) {
    auto i = int(ct::bid().x) * cfg::kTile + ct::iota<cfg::idx_t>();
    auto m = i < n;
    ct::store_masked(out + i, ct::load_masked(in + (n - 1 - i), m), m);
}
}

int main() {
    seed::checker chk("control_extern_c_grid_launch");
    for (int n : {1000, 128, 5}) {
        float *f = seed::device_alloc<float>(n), *r = seed::device_alloc<float>(n);
        float* h = new float[n];
        float* hr = new float[n];
        const int grid = (n + cfg::kTile - 1) / cfg::kTile;
        fill_f32<<<grid>>>(f, 2.5f, n);
        SEED_SYNC();
        seed::to_host(h, f, n);
        for (int i = 0; i < n; ++i) chk.near("fill", i, h[i], 2.5, 0);
        seed::fill(h, n);
        seed::to_device(f, h, n);
        seed::poison(r, n * sizeof(float));
        reverse_f32<<<dim3(grid)>>>(f, r, n);
        SEED_SYNC();
        seed::to_host(hr, r, n);
        for (int i = 0; i < n; ++i) chk.near("reverse", i, hr[i], h[n - 1 - i], 0);
        cudaFree(f); cudaFree(r);
        delete[] h; delete[] hr;
    }
    const int W = 300, H = 7;
    int64_t* o = seed::device_alloc<int64_t>(W * H);
    int64_t* ho = new int64_t[W * H];
    seed::poison(o, W * H * sizeof(int64_t));
    index_2d<<<dim3((W + cfg::kTile - 1) / cfg::kTile, H)>>>(o, W, H);
    SEED_SYNC();
    seed::to_host(ho, o, W * H);
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x) chk.exact("index", y * W + x, ho[y * W + x], (long long)y * 1000000 + x);
    cudaFree(o);
    delete[] ho;
    return chk.finish();
}
