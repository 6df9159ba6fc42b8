// A polynomial approximation evaluated with Horner's rule through ct::fma,
// its coefficients float non-type template parameters (C++20), followed by a
// softplus log(1 + exp(x)) and a sqrt-based RMS-scaling pass; the variants
// are picked by an int template parameter with if constexpr. f32 data in a
// 2-D [rows, cols] row-major array, tiles masked on both edges.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <float C0, float C1, float C2, float C3>
struct cubic {
    template <class T> __tile__ static T eval(T x) {
        return ct::fma(ct::fma(ct::fma(ct::full<T>(C3), x, ct::full<T>(C2)), x, ct::full<T>(C1)), x,
                       ct::full<T>(C0));
    }
};

template <int BR, int BC, int kMode, class Poly = cubic<0.5f, -1.25f, 0.75f, 0.125f>>
__tile_global__ void pointwise(const float* __restrict__ x, float* __restrict__ y, int rows, int cols) {
    auto r = int(ct::bid().x) * BR + ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    auto c = int(ct::bid().y) * BC + ct::iota<ct::tile<int, ct::shape<1, BC>>>();
    auto m = (r < rows) & (c < cols);
    auto off = r * cols + c;
    ct::tile<float, ct::shape<BR, BC>> v = ct::load_masked(x + off, m);
    ct::tile<float, ct::shape<BR, BC>> out;
    if constexpr (kMode == 0) {
        out = Poly::eval(v);
    } else if constexpr (kMode == 1) {
        out = ct::log(1.0f + ct::exp(v));
    } else {
        out = v * ct::sqrt(ct::abs(v) + 1.0f);
    }
    ct::store_masked(y + off, out, m);
}

template <int BR, int BC, int kMode>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols, guard = 8;
    float *hx = new float[n], *hy = new float[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = 3 * seed::rand_float();
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n + guard);
    seed::to_device(x, hx, n);
    seed::poison(y, (n + guard) * sizeof(float));
    dim3 grid((rows + BR - 1) / BR, (cols + BC - 1) / BC);
    pointwise<BR, BC, kMode><<<grid, 1>>>(x, y, rows, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int i = 0; i < n; ++i) {
        double v = hx[i], want;
        if (kMode == 0) want = ((0.125 * v + 0.75) * v - 1.25) * v + 0.5;
        else if (kMode == 1) want = std::log(1 + std::exp(v));
        else want = v * std::sqrt(std::fabs(v) + 1);
        chk.near("y", i, hy[i], want, 4e-6 * (std::fabs(want) + 4));
    }
    chk.untouched("y", hy + n, guard * sizeof(float));
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("elementwise_poly_fma_float_nttp");
    run<8, 32, 0>(chk, 19, 70);
    run<4, 64, 1>(chk, 8, 128);
    run<16, 16, 2>(chk, 33, 5);
    run<1, 128, 0>(chk, 3, 129);
    return chk.finish();
}
