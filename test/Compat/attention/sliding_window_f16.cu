// Sliding-window (local) causal attention in f16, FlashAttention-2 style:
// query block qb sees keys in [q - WINDOW + 1, q]. The key loop runs from a
// run-time first block to the diagonal and is split in two: blocks wholly
// inside every row's window run unmasked, the edge blocks (the window's
// start and the diagonal) go through a masked helper. Scores are scaled by
// log2(e) / sqrt(D) and exponentiated with exp2; Q, K, V, O are [seq, D]
// per head through 2-D partition views. Padding rows of a partial block are
// zero, so their row sums stay positive.
// RUN: %compat %s
#include <cmath>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int D>
struct fa_state {
    ct::tile<float, ct::shape<BM, 1>> m, l;
    ct::tile<float, ct::shape<BM, D>> acc;
};

template <bool kMasked, int BM, int BN, int D, typename QT, typename KV, typename PT>
__tile__ void attend_block(fa_state<BM, BN, D>& st, QT q, const KV& k_view,
                           const KV& v_view, int j, PT q_pos, int window, int seq,
                           float qk_scale) {
    using namespace ct::literals;
    using f32_mn = ct::tile<float, ct::shape<BM, BN>>;
    auto k = k_view.load_masked(j, 0);
    f32_mn s = ct::mma(q, ct::transpose(k), ct::zeros<f32_mn>()) * qk_scale;
    if constexpr (kMasked) {
        auto k_pos = j * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        auto visible = (k_pos <= q_pos) & (k_pos > q_pos - window) & (k_pos < seq);
        s = ct::select(visible, s, ct::full<f32_mn>(-1.0e30f));
    }
    auto m_new = ct::max(st.m, ct::reduce_max(s, 1_ic));
    auto p = ct::exp2(s - m_new);
    auto corr = ct::exp2(st.m - m_new);
    st.l = st.l * corr + ct::sum(p, 1_ic);
    st.acc = ct::mma(ct::element_cast<__half>(p), v_view.load_masked(j, 0), st.acc * corr);
    st.m = m_new;
}

template <int BM, int BN, int D>
__tile_global__ void local_attention(const __half* __restrict__ Q, const __half* __restrict__ K,
                                     const __half* __restrict__ V, __half* __restrict__ O, int seq, int window,
                                     float qk_scale) {
    static_assert(BM == BN, "the block arithmetic below assumes square blocks");
    const int qb = ct::bid().x, h = ct::bid().y;
    const size_t head = size_t(h) * seq * D;
    auto q_view = ct::partition_view{ct::tensor_span{Q + head, ct::extents{seq, D}}, ct::shape<BM, D>{}};
    auto k_view = ct::partition_view{ct::tensor_span{K + head, ct::extents{seq, D}}, ct::shape<BN, D>{}};
    auto v_view = ct::partition_view{ct::tensor_span{V + head, ct::extents{seq, D}}, ct::shape<BN, D>{}};
    auto o_view = ct::partition_view{ct::tensor_span{O + head, ct::extents{seq, D}}, ct::shape<BM, D>{}};

    auto q = q_view.load_masked(qb, 0);
    auto q_pos = qb * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    fa_state<BM, BN, D> st{ct::full<ct::tile<float, ct::shape<BM, 1>>>(-1.0e30f),
                           ct::zeros<ct::tile<float, ct::shape<BM, 1>>>(),
                           ct::zeros<ct::tile<float, ct::shape<BM, D>>>()};

    // Earliest key any row of this block sees, and the blocks every row sees whole.
    const int lo_key = qb * BM - window + 1 > 0 ? qb * BM - window + 1 : 0;
    const int first = lo_key / BN;
    const int full_lo = (qb * BM + BM - 1 - window + 1 + BN - 1) / BN;  // first block inside the last row's window
    const int full_hi = qb;                                           // the diagonal block is masked
    attend_block<true>(st, q, k_view, v_view, first, q_pos, window, seq, qk_scale);
    for (int j = (first + 1 > full_lo ? first + 1 : full_lo); j < full_hi; ++j)
        attend_block<false>(st, q, k_view, v_view, j, q_pos, window, seq, qk_scale);
    for (int j = first + 1; j < (full_lo < full_hi ? full_lo : full_hi); ++j)
        attend_block<true>(st, q, k_view, v_view, j, q_pos, window, seq, qk_scale);
    if (qb > first)
        attend_block<true>(st, q, k_view, v_view, qb, q_pos, window, seq, qk_scale);
    o_view.store_masked(ct::element_cast<__half>(st.acc / st.l), qb, 0);
}

static void run(seed::checker& chk, int seq, int heads, int window) {
    constexpr int BM = 16, BN = 16, D = 64;
    const size_t n = size_t(heads) * seq * D;
    __half *hq = new __half[n], *hk = new __half[n], *hv = new __half[n], *ho = new __half[n];
    for (size_t i = 0; i < n; ++i) {
        hq[i] = __float2half(seed::rand_float());
        hk[i] = __float2half(seed::rand_float());
        hv[i] = __float2half(seed::rand_float());
    }
    __half *q = seed::device_alloc<__half>(n), *k = seed::device_alloc<__half>(n);
    __half *v = seed::device_alloc<__half>(n), *o = seed::device_alloc<__half>(n);
    seed::to_device(q, hq, n);
    seed::to_device(k, hk, n);
    seed::to_device(v, hv, n);
    const float qk_scale = float(1.4426950408889634 / std::sqrt(double(D)));
    local_attention<BM, BN, D><<<dim3((seq + BM - 1) / BM, heads), 1>>>(q, k, v, o, seq, window, qk_scale);
    SEED_SYNC();
    seed::to_host(ho, o, n);
    double* w = new double[seq];
    for (int h = 0; h < heads; ++h)
        for (int i = 0; i < seq; ++i) {
            const __half* qi = hq + (size_t(h) * seq + i) * D;
            int lo = i - window + 1 > 0 ? i - window + 1 : 0;
            double mx = -1e300, sum = 0;
            for (int j = lo; j <= i; ++j) {
                const __half* kj = hk + (size_t(h) * seq + j) * D;
                double s = 0;
                for (int d = 0; d < D; ++d) s += double(__half2float(qi[d])) * __half2float(kj[d]);
                w[j] = s / std::sqrt(double(D));
                mx = w[j] > mx ? w[j] : mx;
            }
            for (int j = lo; j <= i; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int d = 0; d < D; ++d) {
                double want = 0;
                for (int j = lo; j <= i; ++j) want += w[j] * __half2float(hv[(size_t(h) * seq + j) * D + d]);
                want /= sum;
                size_t at = (size_t(h) * seq + i) * D + d;
                // p is rounded to f16 before the PV product; output rounded to f16
                chk.near("o", at, __half2float(ho[at]), want, 4e-3 + std::fabs(want) / 512.0);
            }
        }
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(o);
    delete[] hq; delete[] hk; delete[] hv; delete[] ho; delete[] w;
}

int main() {
    seed::checker chk("attention_sliding_window_f16");
    run(chk, 100, 2, 40);   // window not a multiple of the block
    run(chk, 64, 1, 64);    // window = seq: plain causal
    run(chk, 50, 1, 8);     // window inside one block
    return chk.finish();
}
