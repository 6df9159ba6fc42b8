// C++20 as a library author uses it in tile code: a concept with a
// requires-expression over a functor's __tile__ call operator, abbreviated
// function templates (auto parameters, std::integral auto), a requires
// clause, if constexpr on a requires-expression probing for an optional
// member, a consteval helper, a fold expression over a pack of tiles, a
// generic lambda, and aggregate initialisation with designated
// initializers. The kernel takes the activation functor as a type argument
// (kernel parameters cannot be classes) and builds it from a float.
// RUN: %compat %s
#include <concepts>
#include <type_traits>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename F, typename T>
concept tile_unary = requires(F f, T x) {
    { f(x) } -> std::same_as<T>;
};

struct leaky_relu {
    float slope;
    template <typename T>
    __tile__ T operator()(T x) const { return ct::select(x > 0.0f, x, x * slope); }
};

struct hard_tanh {
    float gain;
    static constexpr float lo = -1.0f, hi = 1.0f;  // optional bounds, probed below
    template <typename T>
    __tile__ T operator()(T x) const { return ct::min(ct::max(x * gain, lo), hi); }
};

consteval int log2_exact(int n) { return n <= 1 ? 0 : 1 + log2_exact(n / 2); }

template <typename... Ts>
__tile__ auto sum_all(Ts... xs) { return (xs + ...); }

__tile__ auto lanes_from(std::integral auto base, auto tag) {
    using tile_t = typename decltype(tag)::type;
    return static_cast<int>(base) + ct::iota<tile_t>();
}

template <typename T>
struct type_tag { using type = T; };

struct mix_params {
    float wa = 1.0f, wb = 1.0f, wc = 0.0f;
};

template <int BLOCK, typename Act>
    requires(BLOCK >= 16 && (BLOCK & (BLOCK - 1)) == 0)
__tile_global__ void mix_activate(const float* __restrict__ a, const float* __restrict__ b,
                                  const float* __restrict__ c, float* __restrict__ y, float param, int n) {
    using vec = ct::tile<float, ct::shape<BLOCK>>;
    static_assert(tile_unary<Act, vec>);
    const Act act{param};
    static_assert(log2_exact(BLOCK) >= 4);
    constexpr mix_params p{.wa = 0.5f, .wc = -0.25f};
    auto i = lanes_from(int(ct::bid().x) << log2_exact(BLOCK), type_tag<ct::tile<int, ct::shape<BLOCK>>>{});
    auto m = i < n;
    auto ld = [&](const auto* ptr) { return ct::load_masked(ptr + i, m, 0.0f); };
    vec v = sum_all(ld(a) * p.wa, ld(b) * p.wb, ld(c) * p.wc);
    if constexpr (requires { Act::lo; })
        v = v * (Act::hi - Act::lo);
    ct::store_masked(y + i, act(v), m);
}

template <int BLOCK, typename Act>
static void run(seed::checker& chk, const char* what, float param, int n, float (*ref)(float)) {
    float *ha = new float[n], *hb = new float[n], *hc = new float[n], *hy = new float[n];
    seed::fill(ha, n);
    seed::fill(hb, n);
    seed::fill(hc, n);
    float *a = seed::device_alloc<float>(n), *b = seed::device_alloc<float>(n);
    float *c = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
    seed::to_device(a, ha, n);
    seed::to_device(b, hb, n);
    seed::to_device(c, hc, n);
    mix_activate<BLOCK, Act><<<(n + BLOCK - 1) / BLOCK, 1>>>(a, b, c, y, param, n);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int i = 0; i < n; ++i) {
        float v = 0.5f * ha[i] + hb[i] - 0.25f * hc[i];
        chk.near(what, i, hy[i], ref(v), 8 * seed::f32_eps);
    }
    cudaFree(a); cudaFree(b); cudaFree(c); cudaFree(y);
    delete[] ha; delete[] hb; delete[] hc; delete[] hy;
}

int main() {
    seed::checker chk("control_cxx20_concepts_folds");
    run<128, leaky_relu>(chk, "leaky", 0.125f, 1000, [](float v) { return v > 0 ? v : v * 0.125f; });
    run<64, hard_tanh>(chk, "hardtanh", 1.5f, 333, [](float v) { v *= 2.0f * 1.5f; return v < -1 ? -1.0f : v > 1 ? 1.0f : v; });
    return chk.finish();
}
