// Rotary position embedding (rotate-half convention) applied in place to
// Q and K of shape (tokens, heads, D): the two halves of each head are taken
// with ct::extract, rotated with per-position cos/sin tables of width D/2,
// and joined again with ct::cat. Positions come from a position-id array
// (gathered), as in a decoder with a KV cache.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BT, int D>
__tile__ auto rotate(ct::tile<float, ct::shape<BT, D>> x, ct::tile<float, ct::shape<BT, D / 2>> c,
                     ct::tile<float, ct::shape<BT, D / 2>> s) {
    using half_shape = ct::shape<BT, D / 2>;
    auto x1 = ct::extract(x, half_shape{}, 0, 0);
    auto x2 = ct::extract(x, half_shape{}, 0, 1);
    return ct::cat<1>(x1 * c - x2 * s, x2 * c + x1 * s);
}

template <int BT, int D>
__tile_global__ void rope(float* __restrict__ q, float* __restrict__ k, const int* __restrict__ pos_ids,
                          const float* __restrict__ cos_t, const float* __restrict__ sin_t,
                          int tokens, int q_heads, int k_heads) {
    using namespace ct::literals;
    const int tb = ct::bid().x, h = ct::bid().y;
    auto t = tb * BT + ct::iota<ct::tile<int, ct::shape<BT, 1>>>();
    auto ok = t < tokens;
    auto pos = ct::load_masked(pos_ids + t, ok, 0);
    auto hd = ct::iota<ct::tile<int, ct::shape<1, D / 2>>>();
    auto c = ct::load(cos_t + pos * (D / 2) + hd);
    auto s = ct::load(sin_t + pos * (D / 2) + hd);
    auto d = ct::iota<ct::tile<int, ct::shape<1, D>>>();

    auto qp = q + (t * q_heads + h) * D + d;
    ct::store_masked(qp, rotate<BT, D>(ct::load_masked(qp, ok, 0.0f), c, s), ok);
    if (h < k_heads) {
        auto kp = k + (t * k_heads + h) * D + d;
        ct::store_masked(kp, rotate<BT, D>(ct::load_masked(kp, ok, 0.0f), c, s), ok);
    }
}

int main() {
    seed::checker chk("layout_rope_rotate_half");
    constexpr int BT = 8, D = 32;
    const int tokens = 19, q_heads = 4, k_heads = 2, max_pos = 64;
    const size_t nq = size_t(tokens) * q_heads * D, nk = size_t(tokens) * k_heads * D;
    float *hq = new float[nq], *hk = new float[nk], *rq = new float[nq], *rk = new float[nk];
    float *hc = new float[max_pos * D / 2], *hs = new float[max_pos * D / 2];
    int* hp = new int[tokens];
    seed::fill(hq, nq);
    seed::fill(hk, nk);
    for (int p = 0; p < max_pos; ++p)
        for (int i = 0; i < D / 2; ++i) {
            double theta = p * std::pow(10000.0, -2.0 * i / D);
            hc[p * D / 2 + i] = float(std::cos(theta));
            hs[p * D / 2 + i] = float(std::sin(theta));
        }
    for (int t = 0; t < tokens; ++t) hp[t] = (t * 7 + 3) % max_pos;
    float *q = seed::device_alloc<float>(nq), *k = seed::device_alloc<float>(nk);
    float *c = seed::device_alloc<float>(max_pos * D / 2), *s = seed::device_alloc<float>(max_pos * D / 2);
    int* p = seed::device_alloc<int>(tokens);
    seed::to_device(q, hq, nq);
    seed::to_device(k, hk, nk);
    seed::to_device(c, hc, max_pos * D / 2);
    seed::to_device(s, hs, max_pos * D / 2);
    seed::to_device(p, hp, tokens);
    rope<BT, D><<<dim3((tokens + BT - 1) / BT, q_heads), 1>>>(q, k, p, c, s, tokens, q_heads, k_heads);
    SEED_SYNC();
    seed::to_host(rq, q, nq);
    seed::to_host(rk, k, nk);
    auto check = [&](const char* what, const float* in, const float* got, int heads) {
        for (int t = 0; t < tokens; ++t)
            for (int h = 0; h < heads; ++h)
                for (int i = 0; i < D; ++i) {
                    const float* x = in + (size_t(t) * heads + h) * D;
                    int j = i % (D / 2);
                    double cv = hc[hp[t] * D / 2 + j], sv = hs[hp[t] * D / 2 + j];
                    double want = i < D / 2 ? x[j] * cv - x[j + D / 2] * sv : x[j + D / 2] * cv + x[j] * sv;
                    size_t at = (size_t(t) * heads + h) * D + i;
                    chk.near(what, at, got[at], want, 4 * seed::f32_eps * 2);
                }
    };
    check("q", hq, rq, q_heads);
    check("k", hk, rk, k_heads);
    cudaFree(q); cudaFree(k); cudaFree(c); cudaFree(s); cudaFree(p);
    delete[] hq; delete[] hk; delete[] rq; delete[] rk; delete[] hc; delete[] hs; delete[] hp;
    return chk.finish();
}
