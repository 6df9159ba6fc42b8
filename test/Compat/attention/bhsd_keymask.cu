// Encoder self-attention on (batch, heads, seq, D) __half tensors through 4-D
// spans and 1 x 1 x B x D view tiles, with a per-batch key padding mask
// (uint8, 1 = attend). K is brought to D x BN by ct::permute of the 4-D
// tile instead of a 2-D transpose. Keys are processed in BN-wide blocks with
// the online softmax; the output is written back through the 4-D view.
// RUN: %compat %s
#include <cmath>
#include <cstdint>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, int D, typename Acc = float>
__tile_global__ void bhsd_attention(const __half* __restrict__ Q, const __half* __restrict__ K,
                                    const __half* __restrict__ V, const uint8_t* __restrict__ key_mask,
                                    __half* __restrict__ O, int batch, int heads, int seq, float scale) {
    using namespace ct::literals;
    auto ext = ct::extents{batch, heads, seq, ct::integral_constant<D>{}};
    auto q_view = ct::partition_view{ct::tensor_span{Q, ext}, ct::shape<1, 1, BM, D>{}};
    auto k_view = ct::partition_view{ct::tensor_span{K, ext}, ct::shape<1, 1, BN, D>{}};
    auto v_view = ct::partition_view{ct::tensor_span{V, ext}, ct::shape<1, 1, BN, D>{}};
    auto o_view = ct::partition_view{ct::tensor_span{O, ext}, ct::shape<1, 1, BM, D>{}};
    auto mask_view = ct::partition_view{ct::tensor_span{key_mask, ct::extents{batch, seq}}, ct::shape<1, BN>{}};

    const int qb = ct::bid().x;
    const int bh = ct::bid().y;
    const int b = bh / heads, h = bh % heads;

    auto q = ct::reshape<ct::shape<BM, D>>(q_view.load_masked(b, h, qb, 0));
    auto m = ct::full<ct::tile<Acc, ct::shape<BM, 1>>>(-INFINITY);
    auto l = ct::zeros<ct::tile<Acc, ct::shape<BM, 1>>>();
    auto acc = ct::zeros<ct::tile<Acc, ct::shape<BM, D>>>();
    for (auto j : ct::irange(0, (seq + BN - 1) / BN)) {
        auto k4 = k_view.load_masked(b, h, j, 0);
        auto kT = ct::reshape<ct::shape<D, BN>>(ct::permute(k4, ct::dimension_map<0, 1, 3, 2>{}));
        auto s = ct::mma(q, kT, ct::zeros<ct::tile<Acc, ct::shape<BM, BN>>>()) * scale;
        // Padding past seq reads 0 from the masked load: not attended.
        auto keep = mask_view.load_masked(b, j) != 0;
        s = ct::select(keep, s, ct::full<ct::tile<Acc, ct::shape<BM, BN>>>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 1_ic));
        auto p = ct::exp(s - m_new);
        auto corr = ct::exp(m - m_new);
        l = l * corr + ct::sum(p, 1_ic);
        auto vt = ct::reshape<ct::shape<BN, D>>(v_view.load_masked(b, h, j, 0));
        acc = ct::mma(ct::element_cast<__half>(p), vt, acc * corr);
        m = m_new;
    }
    o_view.store_masked(ct::reshape<ct::shape<1, 1, BM, D>>(ct::element_cast<__half>(acc / l)), b, h, qb, 0);
}

int main() {
    seed::checker chk("attention_bhsd_keymask");
    constexpr int BM = 16, BN = 32, D = 32;
    const int batch = 2, heads = 2, seq = 45, guard = 8;
    const size_t n = size_t(batch) * heads * seq * D;
    __half *hq = new __half[n], *hk = new __half[n], *hv = new __half[n], *ho = new __half[n + guard];
    uint8_t* hm = new uint8_t[batch * seq];
    for (size_t i = 0; i < n; ++i) hq[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < n; ++i) hk[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < n; ++i) hv[i] = __float2half(seed::rand_float());
    // Batch 0 attends to its first 30 keys, batch 1 to every third key and key 44.
    for (int b = 0; b < batch; ++b)
        for (int j = 0; j < seq; ++j)
            hm[b * seq + j] = b == 0 ? (j < 30) : (j % 3 == 0 || j == 44);
    __half *q = seed::device_alloc<__half>(n), *k = seed::device_alloc<__half>(n),
           *v = seed::device_alloc<__half>(n), *o = seed::device_alloc<__half>(n + guard);
    uint8_t* dm = seed::device_alloc<uint8_t>(batch * seq);
    seed::to_device(q, hq, n);
    seed::to_device(k, hk, n);
    seed::to_device(v, hv, n);
    seed::to_device(dm, hm, batch * seq);
    seed::poison(o, (n + guard) * sizeof(__half));
    const float scale = 1.0f / std::sqrt(float(D));
    bhsd_attention<BM, BN, D><<<dim3((seq + BM - 1) / BM, batch * heads), 1>>>(q, k, v, dm, o, batch, heads, seq, scale);
    SEED_SYNC();
    seed::to_host(ho, o, n + guard);
    double w[64];
    for (int b = 0; b < batch; ++b)
        for (int h = 0; h < heads; ++h) {
            size_t base = (size_t(b) * heads + h) * seq * D;
            for (int i = 0; i < seq; ++i) {
                double mx = -1e300, sum = 0;
                for (int j = 0; j < seq; ++j) {
                    if (!hm[b * seq + j]) continue;
                    double s = 0;
                    for (int c = 0; c < D; ++c)
                        s += double(__half2float(hq[base + i * D + c])) * __half2float(hk[base + j * D + c]);
                    w[j] = s * scale;
                    mx = std::fmax(mx, w[j]);
                }
                for (int j = 0; j < seq; ++j)
                    if (hm[b * seq + j]) sum += (w[j] = std::exp(w[j] - mx));
                for (int c = 0; c < D; ++c) {
                    double want = 0;
                    for (int j = 0; j < seq; ++j)
                        if (hm[b * seq + j]) want += w[j] / sum * __half2float(hv[base + j * D + c]);
                    chk.near("O", base + i * D + c, __half2float(ho[base + i * D + c]), want,
                             1.0 / 1024 + std::fabs(want) / 1024);
                }
            }
        }
    chk.untouched("O", ho + n, guard * sizeof(__half));
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(o); cudaFree(dm);
    delete[] hq; delete[] hk; delete[] hv; delete[] ho; delete[] hm;
    return chk.finish();
}
