// Split-KV multi-head latent attention decode (absorbed MLA): the cache of
// each sequence is cut into SPLITS ranges; one block per (sequence, split)
// computes its range's softmax statistics and the unnormalised output of
// all heads (scores = q_c kv^T + q_pe kpe^T, out += P kv: three MMAs, an
// online-softmax rescale of a 16x256 accumulator), and a combine kernel
// merges the splits by their log-sum-exp. Each split clamps its range the
// way library code does, `end = start + LEN; if (end > len) end = len;` (or
// with a conditional expression, or ct::min), then loops
// `for (i = start; i < end; i += BN)`: with trip counts of 1, 2 and many,
// and empty splits (issue 25).
// RUN: %compat %s
#include <cmath>
#include <vector>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int H, int DC, int DR, int BN, int SPLITS, int CLAMP>
__tile_global__ void mla_split(const __half* __restrict__ q_c, const __half* __restrict__ q_pe,
                               const __half* __restrict__ kv, const __half* __restrict__ k_pe,
                               const int* __restrict__ cache_lens, float* __restrict__ part_out,
                               float* __restrict__ part_lse, int max_len, int split_len, float sm_scale) {
    using namespace ct::literals;
    const int b = ct::bid().x, sp = ct::bid().y;
    const int len = cache_lens[b];
    const int start = sp * split_len;
    int end = start + split_len;
    if constexpr (CLAMP == 0) {
        if (end > len) end = len;
    } else if constexpr (CLAMP == 1) {
        end = end > len ? len : end;
    } else {
        end = ct::min(end, len);
    }

    auto qc_view = ct::partition_view{ct::tensor_span{q_c + size_t(b) * H * DC, ct::shape<H, DC>{}}, ct::shape<H, DC>{}};
    auto qp_view = ct::partition_view{ct::tensor_span{q_pe + size_t(b) * H * DR, ct::shape<H, DR>{}}, ct::shape<H, DR>{}};
    auto kv_view = ct::partition_view{ct::tensor_span{kv + size_t(b) * max_len * DC, ct::extents{max_len, DC}},
                                      ct::shape<BN, DC>{}};
    auto kp_view = ct::partition_view{ct::tensor_span{k_pe + size_t(b) * max_len * DR, ct::extents{max_len, DR}},
                                      ct::shape<BN, DR>{}};
    const size_t part = size_t(b) * SPLITS + sp;
    auto o_view = ct::partition_view{ct::tensor_span{part_out + part * H * DC, ct::shape<H, DC>{}}, ct::shape<H, DC>{}};

    auto qc = qc_view.load(0, 0);
    auto qp = qp_view.load(0, 0);
    const float c = sm_scale * 1.44269504088896f;
    auto m = ct::full<ct::tile<float, ct::shape<H, 1>>>(-INFINITY);
    auto l = ct::zeros<ct::tile<float, ct::shape<H, 1>>>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<H, DC>>>();
    for (int i = start; i < end; i += BN) {
        auto kvt = kv_view.load(i / BN, 0);
        auto s = ct::mma(qc, ct::transpose(kvt), ct::zeros<ct::tile<float, ct::shape<H, BN>>>());
        s = ct::mma(qp, ct::transpose(kp_view.load(i / BN, 0)), s);
        auto pos = i + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        s = ct::select(pos < end, s * c, ct::full<ct::tile<float, ct::shape<H, BN>>>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 1_ic));
        auto p = ct::exp2(s - m_new);
        auto corr = ct::exp2(m - m_new);
        l = l * corr + ct::sum(p, 1_ic);
        acc = ct::mma(ct::element_cast<__half>(p), kvt, acc * corr);
        m = m_new;
    }
    // Normalised by the split's own sum; an empty split stores zeros and a
    // log2-sum-exp of -inf, which the combine weighs 0.
    o_view.store(acc / ct::select(l > 0.0f, l, ct::ones<ct::tile<float, ct::shape<H, 1>>>()), 0, 0);
    auto lse = ct::select(l > 0.0f, m + ct::log2(l), ct::full<ct::tile<float, ct::shape<H, 1>>>(-INFINITY));
    ct::store(part_lse + part * H + ct::iota<ct::tile<int, ct::shape<H, 1>>>(), lse);
}

template <int H, int DC, int SPLITS>
__tile_global__ void mla_combine(const float* __restrict__ part_out, const float* __restrict__ part_lse,
                                 float* __restrict__ out) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    auto hrow = ct::iota<ct::tile<int, ct::shape<H, 1>>>();
    auto gmax = ct::full<ct::tile<float, ct::shape<H, 1>>>(-INFINITY);
    for (int sp = 0; sp < SPLITS; ++sp)
        gmax = ct::max(gmax, ct::load(part_lse + (size_t(b) * SPLITS + sp) * H + hrow));
    auto total = ct::zeros<ct::tile<float, ct::shape<H, DC>>>();
    auto wsum = ct::zeros<ct::tile<float, ct::shape<H, 1>>>();
    auto col = ct::iota<ct::tile<int, ct::shape<1, DC>>>();
    for (int sp = 0; sp < SPLITS; ++sp) {
        const size_t part = size_t(b) * SPLITS + sp;
        auto lse = ct::load(part_lse + part * H + hrow);
        auto w = ct::select(lse > -INFINITY, ct::exp2(lse - gmax), ct::zeros<ct::tile<float, ct::shape<H, 1>>>());
        // A split's share of the row's sum is 2^(lse - gmax).
        total = total + ct::load(part_out + part * H * DC + hrow * DC + col) * w;
        wsum = wsum + w;
    }
    ct::store(out + size_t(b) * H * DC + hrow * DC + col, total / wsum);
}

template <int CLAMP>
static void run(seed::checker& chk, const int* lens, int batch, int max_len, int split_len) {
    constexpr int H = 16, DC = 256, DR = 64, BN = 32, SPLITS = 4;
    const float sm_scale = 0.0625f;
    size_t nqc = size_t(batch) * H * DC, nqp = size_t(batch) * H * DR;
    size_t nkv = size_t(batch) * max_len * DC, nkp = size_t(batch) * max_len * DR;
    __half *hqc = new __half[nqc], *hqp = new __half[nqp], *hkv = new __half[nkv], *hkp = new __half[nkp];
    for (size_t i = 0; i < nqc; ++i) hqc[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nqp; ++i) hqp[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nkv; ++i) hkv[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nkp; ++i) hkp[i] = __float2half(seed::rand_float());
    const size_t parts = size_t(batch) * SPLITS;
    float *hout = new float[nqc];
    __half *qc = seed::device_alloc<__half>(nqc), *qp = seed::device_alloc<__half>(nqp),
           *kv = seed::device_alloc<__half>(nkv), *kp = seed::device_alloc<__half>(nkp);
    int* dl = seed::device_alloc<int>(batch);
    float *po = seed::device_alloc<float>(parts * H * DC), *pl = seed::device_alloc<float>(parts * H),
          *out = seed::device_alloc<float>(nqc);
    seed::to_device(qc, hqc, nqc); seed::to_device(qp, hqp, nqp);
    seed::to_device(kv, hkv, nkv); seed::to_device(kp, hkp, nkp);
    seed::to_device(dl, lens, batch);
    mla_split<H, DC, DR, BN, SPLITS, CLAMP><<<dim3(batch, SPLITS), 1>>>(qc, qp, kv, kp, dl, po, pl, max_len,
                                                                        split_len, sm_scale);
    mla_combine<H, DC, SPLITS><<<batch, 1>>>(po, pl, out);
    SEED_SYNC();
    seed::to_host(hout, out, nqc);
    std::vector<double> w(max_len);
    for (int b = 0; b < batch; ++b)
        for (int h = 0; h < H; ++h) {
            double mx = -INFINITY;
            for (int j = 0; j < lens[b]; ++j) {
                double s = 0;
                for (int d = 0; d < DC; ++d)
                    s += double(__half2float(hqc[(size_t(b) * H + h) * DC + d])) *
                         __half2float(hkv[(size_t(b) * max_len + j) * DC + d]);
                for (int d = 0; d < DR; ++d)
                    s += double(__half2float(hqp[(size_t(b) * H + h) * DR + d])) *
                         __half2float(hkp[(size_t(b) * max_len + j) * DR + d]);
                w[j] = s * sm_scale;
                mx = std::fmax(mx, w[j]);
            }
            double sum = 0;
            for (int j = 0; j < lens[b]; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int d = 0; d < DC; ++d) {
                double o = 0;
                for (int j = 0; j < lens[b]; ++j) o += w[j] * __half2float(hkv[(size_t(b) * max_len + j) * DC + d]);
                const size_t k = (size_t(b) * H + h) * DC + d;
                // P is rounded to half for the MMA: a relative error of about 2^-11.
                chk.near("out", k, hout[k], o / sum, 4e-3 * (std::fabs(o / sum) + 0.05));
            }
        }
    cudaFree(qc); cudaFree(qp); cudaFree(kv); cudaFree(kp); cudaFree(dl);
    cudaFree(po); cudaFree(pl); cudaFree(out);
    delete[] hqc; delete[] hqp; delete[] hkv; delete[] hkp; delete[] hout;
}

int main() {
    seed::checker chk("attention_mla_splitkv_clamp");
    const int lens_a[3] = {200, 40, 97};  // split_len 64: 2 trips per split, a short last split, empty splits
    run<0>(chk, lens_a, 3, 256, 64);
    const int lens_b[2] = {128, 5};       // split_len 32: one trip per split
    run<1>(chk, lens_b, 2, 128, 32);
    const int lens_c[2] = {256, 130};     // split_len 256: many trips in split 0, the rest empty
    run<2>(chk, lens_c, 2, 256, 256);
    return chk.finish();
}
