// FlashAttention-2 forward for __half Q, K, V of shape (batch*heads, seq, D):
// one block per BM query rows and head, a loop over BN-key blocks with the
// online softmax (running max and sum in exp2 space), S = Q K^T and O += P V
// on the tensor cores with f32 accumulation. Keys past seq_k are masked with
// -INFINITY; the last query block is partial.
// RUN: %compat %s
#include <cmath>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int D>
[[cutile::hint(900, occupancy = 2)]]
__tile_global__ void flash_fwd(const __half* __restrict__ Q, const __half* __restrict__ K,
                               const __half* __restrict__ V, __half* __restrict__ O,
                               int heads, int seq_q, int seq_k, float sm_scale) {
    using namespace ct::literals;
    constexpr auto d = ct::integral_constant<D>{};
    Q = ct::assume_aligned(Q, 16_ic);
    K = ct::assume_aligned(K, 16_ic);
    V = ct::assume_aligned(V, 16_ic);
    O = ct::assume_aligned(O, 16_ic);
    auto q_view = ct::partition_view{ct::tensor_span{Q, ct::extents{heads, seq_q, d}}, ct::shape<1, BM, D>{}};
    auto k_view = ct::partition_view{ct::tensor_span{K, ct::extents{heads, seq_k, d}}, ct::shape<1, BN, D>{}};
    auto v_view = ct::partition_view{ct::tensor_span{V, ct::extents{heads, seq_k, d}}, ct::shape<1, BN, D>{}};
    auto o_view = ct::partition_view{ct::tensor_span{O, ct::extents{heads, seq_q, d}}, ct::shape<1, BM, D>{}};

    const auto [qb, head, unused] = ct::bid();
    const float qk_scale = sm_scale * 1.44269504088896f;  // log2(e): exp(x) == exp2(x log2 e)

    using row_f = ct::tile<float, ct::shape<BM, 1>>;
    auto q = ct::reshape<ct::shape<BM, D>>(q_view.load_masked(head, qb, 0));
    auto m_i = ct::full<row_f>(-INFINITY);
    auto l_i = ct::zeros<row_f>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, D>>>();
    const auto neg_inf = ct::full<ct::tile<float, ct::shape<BM, BN>>>(-INFINITY);

    const int kv_blocks = (seq_k + BN - 1) / BN;
    for (int j : ct::irange(0, kv_blocks)) {
        auto k = ct::reshape<ct::shape<BN, D>>(k_view.load_masked(head, j, 0));
        auto s = ct::mma(q, ct::transpose(k), ct::zeros<ct::tile<float, ct::shape<BM, BN>>>());
        auto key = j * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        s = ct::select(key < seq_k, s * qk_scale, neg_inf);

        auto m_new = ct::max(m_i, ct::reduce_max(s, 1_ic));
        auto p = ct::exp2(s - m_new);
        auto alpha = ct::exp2(m_i - m_new);
        l_i = l_i * alpha + ct::sum(p, 1_ic);
        auto v = ct::reshape<ct::shape<BN, D>>(v_view.load_masked(head, j, 0));
        acc = ct::mma(ct::element_cast<__half>(p), v, acc * alpha);
        m_i = m_new;
    }
    auto out = ct::element_cast<__half>(acc / l_i);
    o_view.store_masked(ct::reshape<ct::shape<1, BM, D>>(out), head, qb, 0);
}

static void run(seed::checker& chk, int heads, int seq_q, int seq_k) {
    constexpr int BM = 32, BN = 32, D = 64;
    const int guard = 16;
    size_t nq = size_t(heads) * seq_q * D, nk = size_t(heads) * seq_k * D;
    __half *hq = new __half[nq], *hk = new __half[nk], *hv = new __half[nk], *ho = new __half[nq + guard];
    for (size_t i = 0; i < nq; ++i) hq[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nk; ++i) hk[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nk; ++i) hv[i] = __float2half(seed::rand_float());
    __half *q = seed::device_alloc<__half>(nq), *k = seed::device_alloc<__half>(nk),
           *v = seed::device_alloc<__half>(nk), *o = seed::device_alloc<__half>(nq + guard);
    seed::to_device(q, hq, nq);
    seed::to_device(k, hk, nk);
    seed::to_device(v, hv, nk);
    seed::poison(o, (nq + guard) * sizeof(__half));
    const float scale = 1.0f / std::sqrt(float(D));
    flash_fwd<BM, BN, D><<<dim3((seq_q + BM - 1) / BM, heads), 1>>>(q, k, v, o, heads, seq_q, seq_k, scale);
    SEED_SYNC();
    seed::to_host(ho, o, nq + guard);
    double* w = new double[seq_k];
    for (int h = 0; h < heads; ++h)
        for (int i = 0; i < seq_q; ++i) {
            const __half* qi = hq + (size_t(h) * seq_q + i) * D;
            double mx = -1e300, sum = 0;
            for (int j = 0; j < seq_k; ++j) {
                const __half* kj = hk + (size_t(h) * seq_k + j) * D;
                double s = 0;
                for (int c = 0; c < D; ++c) s += double(__half2float(qi[c])) * __half2float(kj[c]);
                w[j] = s * scale;
                mx = std::fmax(mx, w[j]);
            }
            for (int j = 0; j < seq_k; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int c = 0; c < D; ++c) {
                double want = 0;
                for (int j = 0; j < seq_k; ++j)
                    want += w[j] / sum * __half2float(hv[(size_t(h) * seq_k + j) * D + c]);
                // P is rounded to half before P V (2^-11 of each |p v|, |v| < 1),
                // then the output is rounded to half.
                size_t at = (size_t(h) * seq_q + i) * D + c;
                chk.near("O", at, __half2float(ho[at]), want, 1.0 / 1024 + std::fabs(want) / 1024);
            }
        }
    chk.untouched("O", ho + nq, guard * sizeof(__half));
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(o);
    delete[] hq; delete[] hk; delete[] hv; delete[] ho; delete[] w;
}

int main() {
    seed::checker chk("attention_flash_fwd_f16");
    run(chk, 2, 64, 64);
    run(chk, 3, 50, 77);
    run(chk, 1, 1, 1);
    run(chk, 1, 33, 130);
    return chk.finish();
}
