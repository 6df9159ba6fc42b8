// Causal attention with grouped-query heads (GQA) in bf16: query head h reads
// K/V head h / GROUP; the key loop stops at the diagonal block and the
// diagonal block is masked with an iota comparison. Scores use ct::exp with
// max subtraction (natural-log form) and the final 1/l is taken with a
// tile division. Tokens are laid out (seq, heads, D), the layout of packed
// QKV projections, through 3-D spans with runtime extents.
// RUN: %compat %s
#include <cmath>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using bf16 = __nv_bfloat16;

template <int BM, int BN, int D, int GROUP>
__tile_global__ void causal_gqa(const bf16* __restrict__ Q, const bf16* __restrict__ K,
                                const bf16* __restrict__ V, bf16* __restrict__ O,
                                int seq, int q_heads, float scale) {
    using namespace ct::literals;
    const int kv_heads = q_heads / GROUP;
    auto q_view = ct::partition_view{ct::tensor_span{Q, ct::extents{seq, q_heads, D}}, ct::shape<BM, 1, D>{}};
    auto k_view = ct::partition_view{ct::tensor_span{K, ct::extents{seq, kv_heads, D}}, ct::shape<BN, 1, D>{}};
    auto v_view = ct::partition_view{ct::tensor_span{V, ct::extents{seq, kv_heads, D}}, ct::shape<BN, 1, D>{}};
    auto o_view = ct::partition_view{ct::tensor_span{O, ct::extents{seq, q_heads, D}}, ct::shape<BM, 1, D>{}};

    const int qb = ct::bid().x;
    const int h = ct::bid().y;
    const int kvh = h / GROUP;

    using f32_mn = ct::tile<float, ct::shape<BM, BN>>;
    auto q = ct::reshape<ct::shape<BM, D>>(q_view.load_masked(qb, h, 0));
    auto m = ct::full<ct::tile<float, ct::shape<BM, 1>>>(-INFINITY);
    auto l = ct::zeros<ct::tile<float, ct::shape<BM, 1>>>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, D>>>();
    auto q_pos = qb * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();

    // Keys up to the last query row of this block.
    const int last = (qb + 1) * BM < seq ? (qb + 1) * BM : seq;
    const int kv_blocks = (last + BN - 1) / BN;
    for (int j : ct::irange(0, kv_blocks)) {
        auto k = ct::reshape<ct::shape<BN, D>>(k_view.load_masked(j, kvh, 0));
        f32_mn s = ct::mma(q, ct::transpose(k), ct::zeros<f32_mn>()) * scale;
        auto k_pos = j * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        auto visible = (k_pos <= q_pos) && (k_pos < seq);
        s = ct::select(visible, s, ct::full<f32_mn>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 1_ic));
        auto p = ct::exp(s - m_new);
        auto corr = ct::exp(m - m_new);
        l = l * corr + ct::sum(p, 1_ic);
        auto v = ct::reshape<ct::shape<BN, D>>(v_view.load_masked(j, kvh, 0));
        acc = ct::mma(ct::element_cast<bf16>(p), v, acc * corr);
        m = m_new;
    }
    auto inv_l = 1.0f / l;
    o_view.store_masked(ct::reshape<ct::shape<BM, 1, D>>(ct::element_cast<bf16>(acc * inv_l)), qb, h, 0);
}

static void run(seed::checker& chk, int seq, int q_heads) {
    constexpr int BM = 16, BN = 16, D = 32, G = 2;
    const int kv_heads = q_heads / G, guard = 8;
    size_t nq = size_t(seq) * q_heads * D, nk = size_t(seq) * kv_heads * D;
    bf16 *hq = new bf16[nq], *hk = new bf16[nk], *hv = new bf16[nk], *ho = new bf16[nq + guard];
    for (size_t i = 0; i < nq; ++i) hq[i] = __float2bfloat16(seed::rand_float());
    for (size_t i = 0; i < nk; ++i) hk[i] = __float2bfloat16(seed::rand_float());
    for (size_t i = 0; i < nk; ++i) hv[i] = __float2bfloat16(seed::rand_float());
    bf16 *q = seed::device_alloc<bf16>(nq), *k = seed::device_alloc<bf16>(nk),
         *v = seed::device_alloc<bf16>(nk), *o = seed::device_alloc<bf16>(nq + guard);
    seed::to_device(q, hq, nq);
    seed::to_device(k, hk, nk);
    seed::to_device(v, hv, nk);
    seed::poison(o, (nq + guard) * sizeof(bf16));
    const float scale = 1.0f / std::sqrt(float(D));
    causal_gqa<BM, BN, D, G><<<dim3((seq + BM - 1) / BM, q_heads), 1>>>(q, k, v, o, seq, q_heads, scale);
    SEED_SYNC();
    seed::to_host(ho, o, nq + guard);
    double* w = new double[seq];
    for (int h = 0; h < q_heads; ++h)
        for (int i = 0; i < seq; ++i) {
            const bf16* qi = hq + (size_t(i) * q_heads + h) * D;
            double mx = -1e300, sum = 0;
            for (int j = 0; j <= i; ++j) {
                const bf16* kj = hk + (size_t(j) * kv_heads + h / G) * D;
                double s = 0;
                for (int c = 0; c < D; ++c) s += double(__bfloat162float(qi[c])) * __bfloat162float(kj[c]);
                w[j] = s * scale;
                mx = std::fmax(mx, w[j]);
            }
            for (int j = 0; j <= i; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int c = 0; c < D; ++c) {
                double want = 0;
                for (int j = 0; j <= i; ++j)
                    want += w[j] / sum * __bfloat162float(hv[(size_t(j) * kv_heads + h / G) * D + c]);
                // P rounded to bf16 (2^-8 relative) and a bf16 output.
                size_t at = (size_t(i) * q_heads + h) * D + c;
                chk.near("O", at, __bfloat162float(ho[at]), want, 1.0 / 128 + std::fabs(want) / 128);
            }
        }
    chk.untouched("O", ho + nq, guard * sizeof(bf16));
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(o);
    delete[] hq; delete[] hk; delete[] hv; delete[] ho; delete[] w;
}

int main() {
    seed::checker chk("attention_causal_bf16_gqa");
    run(chk, 48, 4);
    run(chk, 37, 2);
    run(chk, 1, 2);
    return chk.finish();
}
