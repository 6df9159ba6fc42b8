// Helpers the way libraries factor tile code: __tile__ function templates
// (a masked row loader returning a tile, an activation chosen by an enum
// non-type template parameter through if constexpr), a functor struct with
// a __tile__ call operator passed as a template argument, and lambdas
// inside the kernel (capturing a scalar by value, a generic lambda with an
// auto parameter, a lambda called in a loop). __half input, f32 output.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

enum class act { none, relu, sigmoid };

template <int N, typename T>
__tile__ auto load_row_f32(const T* p, int len) {
    auto c = ct::iota<ct::tile<int, ct::shape<N>>>();
    return ct::element_cast<float>(ct::load_masked(p + c, c < len));
}

template <act A, typename Tile>
__tile__ Tile activate(Tile x) {
    if constexpr (A == act::relu)
        return ct::max(x, 0.0f);
    else if constexpr (A == act::sigmoid)
        return 1.0f / (1.0f + ct::exp(-x));
    else
        return x;
}

struct square_plus {
    float bias;
    template <typename Tile> __tile__ Tile operator()(Tile x) const { return x * x + bias; }
};

template <int N, act A, typename Epi = square_plus>
__tile_global__ void helpers(const __half* __restrict__ x, float* __restrict__ y, int cols, float scale, float bias) {
    const int r = ct::bid().x;
    auto v = load_row_f32<N>(x + r * cols, cols);
    auto scaled = [scale](auto t) { return t * scale; };
    auto clamp = [](auto t, float lo, float hi) { return ct::min(ct::max(t, lo), hi); };
    v = activate<A>(scaled(v));
    Epi epi{bias};
    auto out = epi(v);
    auto add_step = [&](int k) { out = out + float(k) * 0.125f; };
    for (int k = 0; k < 3; ++k)
        add_step(k);
    out = clamp(out, -4.0f, 4.0f);
    auto c = ct::iota<ct::tile<int, ct::shape<N>>>();
    ct::store_masked(y + r * cols + c, out, c < cols);
}

template <int N, act A>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols;
    const float scale = 1.5f, bias = -0.25f;
    __half* hx = new __half[n];
    float* hy = new float[n];
    for (int i = 0; i < n; ++i) hx[i] = __float2half(2 * seed::rand_float());
    __half* x = seed::device_alloc<__half>(n);
    float* y = seed::device_alloc<float>(n);
    seed::to_device(x, hx, n);
    seed::poison(y, n * sizeof(float));
    helpers<N, A><<<rows, 1>>>(x, y, cols, scale, bias);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int i = 0; i < n; ++i) {
        double v = double(__half2float(hx[i])) * scale;
        if (A == act::relu) v = v > 0 ? v : 0;
        if (A == act::sigmoid) v = 1 / (1 + std::exp(-v));
        double o = v * v + bias + 0.125 * (0 + 1 + 2);
        o = o < -4 ? -4 : (o > 4 ? 4 : o);
        chk.near("y", i, hy[i], o, 1e-5 * (std::fabs(o) + 1));
    }
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("control_lambdas_tile_helpers");
    run<128, act::relu>(chk, 5, 100);
    run<64, act::sigmoid>(chk, 3, 64);
    run<32, act::none>(chk, 4, 17);
    return chk.finish();
}
