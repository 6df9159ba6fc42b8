// Multi-head latent attention (MLA) decode step, absorbed form: every query
// head of one sequence attends to a shared compressed KV cache (latent width
// DC) plus a decoupled rotary part (width DR). One block owns all heads of a
// sequence: scores = q_c kv^T + q_pe kpe^T, online softmax over the cache in
// BN blocks, out = P kv. The cache length of each sequence is read from a
// device array with a scalar load.
// RUN: %compat %s
#include <cmath>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int H, int DC, int DR, int BN>
[[using cutile: hint(900, occupancy = 1), hint(1000, occupancy = 2)]]
__tile_global__ void mla_decode(const __half* __restrict__ q_c, const __half* __restrict__ q_pe,
                                const __half* __restrict__ kv, const __half* __restrict__ k_pe,
                                const int* __restrict__ cache_lens, float* __restrict__ out,
                                int max_len, float sm_scale) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    const int len = cache_lens[b];

    auto qc_view = ct::partition_view{ct::tensor_span{q_c + size_t(b) * H * DC, ct::shape<H, DC>{}}, ct::shape<H, DC>{}};
    auto qp_view = ct::partition_view{ct::tensor_span{q_pe + size_t(b) * H * DR, ct::shape<H, DR>{}}, ct::shape<H, DR>{}};
    auto kv_view = ct::partition_view{ct::tensor_span{kv + size_t(b) * max_len * DC, ct::extents{len, DC}},
                                      ct::shape<BN, DC>{}};
    auto kp_view = ct::partition_view{ct::tensor_span{k_pe + size_t(b) * max_len * DR, ct::extents{len, DR}},
                                      ct::shape<BN, DR>{}};
    auto o_view = ct::partition_view{ct::tensor_span{out + size_t(b) * H * DC, ct::shape<H, DC>{}}, ct::shape<H, DC>{}};

    auto qc = qc_view.load(0, 0);
    auto qp = qp_view.load(0, 0);
    const float c = sm_scale * 1.44269504088896f;
    auto m = ct::full<ct::tile<float, ct::shape<H, 1>>>(-INFINITY);
    auto l = ct::zeros<ct::tile<float, ct::shape<H, 1>>>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<H, DC>>>();
    for (int j : ct::irange(0, (len + BN - 1) / BN)) {
        auto kvt = kv_view.load_masked(j, 0);
        auto s = ct::mma(qc, ct::transpose(kvt), ct::zeros<ct::tile<float, ct::shape<H, BN>>>());
        s = ct::mma(qp, ct::transpose(kp_view.load_masked(j, 0)), s);
        auto pos = j * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        s = ct::select(pos < len, s * c, ct::full<ct::tile<float, ct::shape<H, BN>>>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 1_ic));
        auto p = ct::exp2(s - m_new, ct::round_subnormals_to_zero_t{});
        auto corr = ct::exp2(m - m_new, ct::round_subnormals_to_zero_t{});
        l = l * corr + ct::sum(p, 1_ic);
        acc = ct::mma(ct::element_cast<__half>(p), kvt, acc * corr);
        m = m_new;
    }
    o_view.store(acc / l, 0, 0);
}

int main() {
    seed::checker chk("attention_mla_decode");
    constexpr int H = 16, DC = 64, DR = 16, BN = 32;
    const int batch = 4, max_len = 90;
    const int lens[batch] = {90, 1, 33, 64};
    size_t nqc = size_t(batch) * H * DC, nqp = size_t(batch) * H * DR;
    size_t nkv = size_t(batch) * max_len * DC, nkp = size_t(batch) * max_len * DR;
    __half *hqc = new __half[nqc], *hqp = new __half[nqp], *hkv = new __half[nkv], *hkp = new __half[nkp];
    float* ho = new float[nqc];
    for (size_t i = 0; i < nqc; ++i) hqc[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nqp; ++i) hqp[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nkv; ++i) hkv[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nkp; ++i) hkp[i] = __float2half(seed::rand_float());
    __half *qc = seed::device_alloc<__half>(nqc), *qp = seed::device_alloc<__half>(nqp),
           *kv = seed::device_alloc<__half>(nkv), *kp = seed::device_alloc<__half>(nkp);
    int* dl = seed::device_alloc<int>(batch);
    float* o = seed::device_alloc<float>(nqc);
    seed::to_device(qc, hqc, nqc);
    seed::to_device(qp, hqp, nqp);
    seed::to_device(kv, hkv, nkv);
    seed::to_device(kp, hkp, nkp);
    seed::to_device(dl, lens, batch);
    seed::poison(o, nqc * sizeof(float));
    const float scale = 1.0f / std::sqrt(float(DC + DR));
    mla_decode<H, DC, DR, BN><<<batch, 1>>>(qc, qp, kv, kp, dl, o, max_len, scale);
    SEED_SYNC();
    seed::to_host(ho, o, nqc);
    double w[max_len];
    for (int b = 0; b < batch; ++b)
        for (int h = 0; h < H; ++h) {
            double mx = -1e300, sum = 0;
            for (int j = 0; j < lens[b]; ++j) {
                double s = 0;
                for (int c = 0; c < DC; ++c)
                    s += double(__half2float(hqc[(size_t(b) * H + h) * DC + c])) *
                         __half2float(hkv[(size_t(b) * max_len + j) * DC + c]);
                for (int c = 0; c < DR; ++c)
                    s += double(__half2float(hqp[(size_t(b) * H + h) * DR + c])) *
                         __half2float(hkp[(size_t(b) * max_len + j) * DR + c]);
                w[j] = s * scale;
                mx = std::fmax(mx, w[j]);
            }
            for (int j = 0; j < lens[b]; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int c = 0; c < DC; ++c) {
                double want = 0;
                for (int j = 0; j < lens[b]; ++j)
                    want += w[j] / sum * __half2float(hkv[(size_t(b) * max_len + j) * DC + c]);
                size_t at = (size_t(b) * H + h) * DC + c;
                chk.near("out", at, ho[at], want, 1.0 / 1024 + std::fabs(want) / 4096);
            }
        }
    cudaFree(qc); cudaFree(qp); cudaFree(kv); cudaFree(kp); cudaFree(dl); cudaFree(o);
    delete[] hqc; delete[] hqp; delete[] hkv; delete[] hkp; delete[] ho;
    return chk.finish();
}
