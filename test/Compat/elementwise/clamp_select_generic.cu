// Type-generic clamp / leaky-ReLU / sign kernels for int and float tiles:
// ct::min, ct::max, ct::abs and ct::select with scalar operands broadcast
// against a tile, the element type chosen by a template parameter and the
// threshold passed as a kernel argument of that type. A 1-D grid-stride
// loop (ct::irange with a run-time step) covers any length.
// RUN: %compat %s
#include <type_traits>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int BLOCK = 128>
__tile_global__ void clamp_leaky(const T* __restrict__ x, T* __restrict__ clamped, T* __restrict__ leaky,
                                 T* __restrict__ sign, T lo, T hi, int n) {
    using idx_t = ct::tile<int, ct::shape<BLOCK>>;
    const int nb = ct::num_blocks().x;
    for (int start : ct::irange(int(ct::bid().x) * BLOCK, n, nb * BLOCK)) {
        auto i = start + ct::iota<idx_t>();
        auto m = i < n;
        auto v = ct::load_masked(x + i, m);
        ct::store_masked(clamped + i, ct::min(ct::max(v, lo), hi), m);
        T slope;
        if constexpr (std::is_floating_point_v<T>)
            slope = T(0.125);
        else
            slope = T(3);
        auto neg = v < T(0);
        ct::store_masked(leaky + i, ct::select(neg, v * slope, v), m);
        auto s = ct::select(v > T(0), ct::full<decltype(v)>(T(1)),
                            ct::select(neg, ct::full<decltype(v)>(T(-1)), ct::zeros<decltype(v)>()));
        ct::store_masked(sign + i, s * ct::abs(v), m);
    }
}

template <typename T, int BLOCK>
static void run(seed::checker& chk, int n, int blocks, T lo, T hi) {
    T *hx = new T[n], *hc = new T[n], *hl = new T[n], *hs = new T[n];
    for (int i = 0; i < n; ++i) {
        if constexpr (std::is_floating_point_v<T>) hx[i] = T(4 * seed::rand_float());
        else hx[i] = T(seed::rand_int(-50, 50));
    }
    if (n > 3) hx[3] = T(0);
    T *x = seed::device_alloc<T>(n), *c = seed::device_alloc<T>(n), *l = seed::device_alloc<T>(n),
      *s = seed::device_alloc<T>(n);
    seed::to_device(x, hx, n);
    seed::poison(c, n * sizeof(T)); seed::poison(l, n * sizeof(T)); seed::poison(s, n * sizeof(T));
    clamp_leaky<T, BLOCK><<<blocks, 1>>>(x, c, l, s, lo, hi, n);
    SEED_SYNC();
    seed::to_host(hc, c, n); seed::to_host(hl, l, n); seed::to_host(hs, s, n);
    for (int i = 0; i < n; ++i) {
        double v = double(hx[i]);
        double wc = v < double(lo) ? double(lo) : (v > double(hi) ? double(hi) : v);
        double slope = std::is_floating_point_v<T> ? 0.125 : 3.0;
        double wl = v < 0 ? v * slope : v;
        double ws = v > 0 ? v : (v < 0 ? v : 0.0);  // sign(v) * |v|
        chk.near("clamped", i, double(hc[i]), wc, 0);
        chk.near("leaky", i, double(hl[i]), wl, 0);
        chk.near("sign", i, double(hs[i]), ws, 0);
    }
    cudaFree(x); cudaFree(c); cudaFree(l); cudaFree(s);
    delete[] hx; delete[] hc; delete[] hl; delete[] hs;
}

int main() {
    seed::checker chk("elementwise_clamp_select_generic");
    run<float, 128>(chk, 1000, 3, -1.5f, 2.0f);
    run<int, 64>(chk, 777, 4, -20, 30);
    run<float, 256>(chk, 256, 1, 0.0f, 0.5f);
    run<int, 128>(chk, 5, 2, 0, 10);
    return chk.finish();
}
