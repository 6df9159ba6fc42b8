// Generic tile code constrained by the library's concepts and written with
// its type traits: a softsign helper for any ct::floating_point_tile, an
// absolute-difference helper for any ct::arithmetic_tile, result types
// spelled with ct::tile_with_element_t / ct::tile_load_t / ct::tile_element_t,
// and one kernel template instantiated for float, int and __half data
// (__half computed in f32 via element_cast, picked with if constexpr on the
// element type).
// RUN: %compat %s
#include <type_traits>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <ct::floating_point_tile T>
__tile__ T softsign(T x) {
    return x / (1.0f + ct::abs(x));
}

template <ct::arithmetic_tile T>
__tile__ T absdiff(T a, T b) {
    return ct::max(a, b) - ct::min(a, b);
}

template <typename E, int BLOCK>
__tile_global__ void generic_ops(const E* __restrict__ a, const E* __restrict__ b, E* __restrict__ d,
                                 float* __restrict__ s, int n) {
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    using ptr_t = decltype(a + i);
    ct::tile_load_t<ptr_t> x = ct::load_masked(a + i, m);
    ct::tile_load_t<ptr_t> y = ct::load_masked(b + i, m);
    static_assert(std::is_same_v<ct::tile_element_t<decltype(x)>, E>);
    using f_t = ct::tile_with_element_t<decltype(x), float>;
    if constexpr (std::is_same_v<E, __half>) {
        f_t xf = ct::element_cast<float>(x), yf = ct::element_cast<float>(y);
        ct::store_masked(d + i, ct::element_cast<__half>(absdiff(xf, yf)), m);
        ct::store_masked(s + i, softsign(xf), m);
    } else {
        ct::store_masked(d + i, absdiff(x, y), m);
        ct::store_masked(s + i, softsign(ct::element_cast<float>(x)), m);
    }
}

template <typename E, int BLOCK>
static void run(seed::checker& chk, int n) {
    E *ha = new E[n], *hb = new E[n], *hd = new E[n];
    float* hs = new float[n];
    for (int i = 0; i < n; ++i) {
        if constexpr (std::is_same_v<E, int>) { ha[i] = seed::rand_int(-1000, 1000); hb[i] = seed::rand_int(-1000, 1000); }
        else { ha[i] = E(4 * seed::rand_float()); hb[i] = E(4 * seed::rand_float()); }
    }
    E *a = seed::device_alloc<E>(n), *b = seed::device_alloc<E>(n), *d = seed::device_alloc<E>(n);
    float* s = seed::device_alloc<float>(n);
    seed::to_device(a, ha, n); seed::to_device(b, hb, n);
    generic_ops<E, BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(a, b, d, s, n);
    SEED_SYNC();
    seed::to_host(hd, d, n); seed::to_host(hs, s, n);
    for (int i = 0; i < n; ++i) {
        double x = double(float(ha[i])), y = double(float(hb[i]));
        double ad = std::fabs(x - y), ss = x / (1 + std::fabs(x));
        double tol = std::is_same_v<E, __half> ? ad / 1024 + 1e-3 : (std::is_same_v<E, int> ? 0 : 1e-6 * (ad + 1));
        chk.near("absdiff", i, double(float(hd[i])), ad, tol);
        chk.near("softsign", i, hs[i], ss, 1e-6);
    }
    cudaFree(a); cudaFree(b); cudaFree(d); cudaFree(s);
    delete[] ha; delete[] hb; delete[] hd; delete[] hs;
}

int main() {
    seed::checker chk("elementwise_generic_concepts_traits");
    run<float, 128>(chk, 1000);
    run<int, 64>(chk, 100);
    run<__half, 256>(chk, 300);
    return chk.finish();
}
