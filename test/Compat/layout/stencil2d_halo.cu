// One Jacobi sweep of a 5-point stencil on a rows x cols grid with a fixed
// (zero) boundary: each block owns a BM x BN tile and reads its halo by
// loading the four neighbours through shifted pointer tiles masked to the
// grid, padded with the boundary value. Interior-only blocks could skip the
// masks; the kernel keeps one code path, as simple stencils usually do. A
// coefficient struct is passed by pointer and read field by field.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct stencil_coeffs {
    float center;
    float north, south, west, east;
};

template <int BM, int BN>
__tile_global__ void jacobi5(const float* __restrict__ in, float* __restrict__ out,
                             const stencil_coeffs* __restrict__ k, int rows, int cols) {
    const int bi = ct::bid().x, bj = ct::bid().y;
    auto i = bi * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto j = bj * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    auto at = [&](int di, int dj) {
        auto ii = i + di;
        auto jj = j + dj;
        auto ok = (ii >= 0) & (ii < rows) & (jj >= 0) & (jj < cols);
        return ct::load_masked(in + ii * cols + jj, ok, 0.0f);
    };
    const stencil_coeffs c = *k;
    auto r = c.center * at(0, 0) + c.north * at(-1, 0) + c.south * at(1, 0) + c.west * at(0, -1) +
             c.east * at(0, 1);
    ct::store_masked(out + i * cols + j, r, (i < rows) & (j < cols));
}

template <int BM, int BN>
static void run(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    float *hx = new float[n], *hy = new float[n + 4];
    seed::fill(hx, n);
    stencil_coeffs hk{0.5f, 0.125f, 0.125f, 0.0625f, 0.1875f};
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n + 4);
    stencil_coeffs* k = seed::device_alloc<stencil_coeffs>(1);
    seed::to_device(x, hx, n);
    seed::to_device(k, &hk, 1);
    seed::poison(y, (n + 4) * sizeof(float));
    jacobi5<BM, BN><<<dim3((rows + BM - 1) / BM, (cols + BN - 1) / BN), 1>>>(x, y, k, rows, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + 4);
    auto get = [&](int a, int b) -> double {
        return a < 0 || a >= rows || b < 0 || b >= cols ? 0.0 : hx[size_t(a) * cols + b];
    };
    for (int a = 0; a < rows; ++a)
        for (int b = 0; b < cols; ++b) {
            double want = hk.center * get(a, b) + hk.north * get(a - 1, b) + hk.south * get(a + 1, b) +
                          hk.west * get(a, b - 1) + hk.east * get(a, b + 1);
            chk.near("out", size_t(a) * cols + b, hy[size_t(a) * cols + b], want, 8 * seed::f32_eps);
        }
    chk.untouched("out guard", hy + n, 4 * sizeof(float));
    cudaFree(x); cudaFree(y); cudaFree(k);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("layout_stencil2d_halo");
    run<16, 32>(chk, 45, 70);
    run<8, 64>(chk, 16, 128);
    return chk.finish();
}
