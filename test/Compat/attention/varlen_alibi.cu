// Variable-length attention over packed tokens (total_tokens, heads, D) with
// cu_seqlens offsets, as batched inference without padding lays them out:
// the sequence bounds are scalar loads, Q/K/V rows are gathered with
// pointer tiles and masked at the sequence end, and each head adds an ALiBi
// bias slope * (key - query) to its scores. f32 throughout.
// RUN: %compat %s
#include <cmath>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int D>
__tile_global__ void varlen_alibi(const float* __restrict__ q, const float* __restrict__ k,
                                  const float* __restrict__ v, float* __restrict__ o,
                                  const int* __restrict__ cu_seqlens, int heads, float scale) {
    using namespace ct::literals;
    const int qb = ct::bid().x, h = ct::bid().y, seq = ct::bid().z;
    const int begin = cu_seqlens[seq];
    const int len = cu_seqlens[seq + 1] - begin;
    if (qb * BM >= len)
        return;  // this sequence is shorter than the grid's longest one
    // ALiBi slopes: 2^(-8 (h + 1) / heads).
    const float slope = ct::exp2(-8.0f * float(h + 1) / float(heads));

    auto d = ct::iota<ct::tile<int, ct::shape<1, D>>>();
    auto qi = qb * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto q_ok = qi < len;
    const int row_stride = heads * D;
    auto qt = ct::load_masked(q + (begin + qi) * row_stride + h * D + d, q_ok, 0.0f);

    using sc_t = ct::tile<float, ct::shape<BM, BN>>;
    auto m = ct::full<ct::tile<float, ct::shape<BM, 1>>>(-INFINITY);
    auto l = ct::zeros<ct::tile<float, ct::shape<BM, 1>>>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, D>>>();
    for (int j0 : ct::irange(0, len, BN)) {
        auto kj = j0 + ct::iota<ct::tile<int, ct::shape<BN, 1>>>();
        auto k_ok = kj < len;
        auto kt = ct::load_masked(k + (begin + kj) * row_stride + h * D + d, k_ok, 0.0f);
        auto vt = ct::load_masked(v + (begin + kj) * row_stride + h * D + d, k_ok, 0.0f);
        auto s = ct::mma(qt, ct::transpose(kt), ct::zeros<sc_t>()) * scale;
        auto kpos = ct::transpose(kj);  // 1 x BN
        s = s + slope * ct::element_cast<float>(kpos - qi);
        s = ct::select(kpos < len, s, ct::full<sc_t>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 1_ic));
        auto p = ct::exp(s - m_new);
        auto corr = ct::exp(m - m_new);
        l = l * corr + ct::sum(p, 1_ic);
        acc = ct::mma(p, vt, acc * corr);
        m = m_new;
    }
    ct::store_masked(o + (begin + qi) * row_stride + h * D + d, acc / l, q_ok);
}

int main() {
    seed::checker chk("attention_varlen_alibi");
    constexpr int BM = 16, BN = 16, D = 16;
    const int heads = 3, nseq = 4;
    const int lens[nseq] = {20, 1, 33, 16};
    int cu[nseq + 1] = {0};
    int longest = 0;
    for (int i = 0; i < nseq; ++i) {
        cu[i + 1] = cu[i] + lens[i];
        longest = lens[i] > longest ? lens[i] : longest;
    }
    const int total = cu[nseq];
    const size_t n = size_t(total) * heads * D;
    const int guard = 8;
    float *hq = new float[n], *hk = new float[n], *hv = new float[n], *ho = new float[n + guard];
    seed::fill(hq, n);
    seed::fill(hk, n);
    seed::fill(hv, n);
    float *q = seed::device_alloc<float>(n), *k = seed::device_alloc<float>(n),
          *v = seed::device_alloc<float>(n), *o = seed::device_alloc<float>(n + guard);
    int* dcu = seed::device_alloc<int>(nseq + 1);
    seed::to_device(q, hq, n);
    seed::to_device(k, hk, n);
    seed::to_device(v, hv, n);
    seed::to_device(dcu, cu, nseq + 1);
    seed::poison(o, (n + guard) * sizeof(float));
    const float scale = 1.0f / std::sqrt(float(D));
    varlen_alibi<BM, BN, D><<<dim3((longest + BM - 1) / BM, heads, nseq), 1>>>(q, k, v, o, dcu, heads, scale);
    SEED_SYNC();
    seed::to_host(ho, o, n + guard);
    double w[64];
    for (int s = 0; s < nseq; ++s)
        for (int h = 0; h < heads; ++h) {
            double slope = std::exp2(-8.0 * (h + 1) / heads);
            for (int i = 0; i < lens[s]; ++i) {
                const float* qi = hq + (size_t(cu[s] + i) * heads + h) * D;
                double mx = -1e300, sum = 0;
                for (int j = 0; j < lens[s]; ++j) {
                    const float* kj = hk + (size_t(cu[s] + j) * heads + h) * D;
                    double dot = 0;
                    for (int c = 0; c < D; ++c) dot += double(qi[c]) * kj[c];
                    w[j] = dot * scale + slope * (j - i);
                    mx = std::fmax(mx, w[j]);
                }
                for (int j = 0; j < lens[s]; ++j) sum += (w[j] = std::exp(w[j] - mx));
                for (int c = 0; c < D; ++c) {
                    double want = 0;
                    for (int j = 0; j < lens[s]; ++j)
                        want += w[j] / sum * hv[(size_t(cu[s] + j) * heads + h) * D + c];
                    size_t at = (size_t(cu[s] + i) * heads + h) * D + c;
                    // f32 operands may run at tf32-like precision on tensor cores.
                    chk.near("o", at, ho[at], want, 2e-3);
                }
            }
        }
    chk.untouched("o", ho + n, guard * sizeof(float));
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(o); cudaFree(dcu);
    delete[] hq; delete[] hk; delete[] hv; delete[] ho;
    return chk.finish();
}
