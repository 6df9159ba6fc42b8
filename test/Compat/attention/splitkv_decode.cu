// Split-KV (flash-decoding) attention for one new token per sequence with
// grouped KV heads: kernel 1 gives each (kv head, split, sequence) block the
// GROUP query heads that share the KV head and a slice of the cache, and
// writes an unnormalized partial output plus its log-sum-exp; kernel 2
// merges the splits. An empty split writes lse = -INFINITY through scalar
// stores and returns early.
// RUN: %compat %s
#include <cmath>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int D, int BN, int SPLITS, int GROUP>
__tile_global__ void decode_partial(const __half* __restrict__ q, const __half* __restrict__ k_cache,
                                    const __half* __restrict__ v_cache, const int* __restrict__ seq_lens,
                                    float* __restrict__ part_o, float* __restrict__ part_lse,
                                    int q_heads, int max_len, float scale) {
    using namespace ct::literals;
    auto [kvh, split, b] = ct::bid();
    const int kv_heads = q_heads / GROUP;
    const int len = seq_lens[b];
    const int chunk = ((len + SPLITS - 1) / SPLITS + BN - 1) / BN * BN;
    const int start = int(split) * chunk;
    const int end = start + chunk < len ? start + chunk : len;
    const int row0 = (int(b) * q_heads + int(kvh) * GROUP) * SPLITS + int(split);  // first (b, h, split)

    if (start >= end) {
        for (int g = 0; g < GROUP; ++g)
            part_lse[row0 + g * SPLITS] = -INFINITY;
        return;
    }

    auto q_view = ct::partition_view{ct::tensor_span{q, ct::extents{int(ct::num_blocks().z), q_heads, D}},
                                     ct::shape<1, GROUP, D>{}};
    const size_t cache_off = size_t(b) * max_len * kv_heads * D;
    auto k_view = ct::partition_view{ct::tensor_span{k_cache + cache_off, ct::extents{end, kv_heads, D}},
                                     ct::shape<BN, 1, D>{}};
    auto v_view = ct::partition_view{ct::tensor_span{v_cache + cache_off, ct::extents{end, kv_heads, D}},
                                     ct::shape<BN, 1, D>{}};

    auto qt = ct::reshape<ct::shape<GROUP, D>>(q_view.load(b, kvh, 0));
    auto m = ct::full<ct::tile<float, ct::shape<GROUP, 1>>>(-INFINITY);
    auto l = ct::zeros<ct::tile<float, ct::shape<GROUP, 1>>>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<GROUP, D>>>();
    for (int blk : ct::irange(start / BN, (end + BN - 1) / BN)) {
        auto kt = ct::reshape<ct::shape<BN, D>>(k_view.load_masked(blk, kvh, 0));
        auto s = ct::mma(qt, ct::transpose(kt), ct::zeros<ct::tile<float, ct::shape<GROUP, BN>>>());
        auto pos = blk * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
        s = ct::select(pos < end, s * scale, ct::full<ct::tile<float, ct::shape<GROUP, BN>>>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 1_ic));
        auto p = ct::exp(s - m_new);
        auto corr = ct::exp(m - m_new);
        l = l * corr + ct::sum(p, 1_ic);
        auto vt = ct::reshape<ct::shape<BN, D>>(v_view.load_masked(blk, kvh, 0));
        acc = ct::mma(ct::element_cast<__half>(p), vt, acc * corr);
        m = m_new;
    }
    // Rows (b, kvh * GROUP + g, split) of the partial arrays, SPLITS apart.
    auto g = ct::iota<ct::tile<int, ct::shape<GROUP, 1>>>();
    auto d = ct::iota<ct::tile<int, ct::shape<1, D>>>();
    ct::store(part_o + (row0 + g * SPLITS) * D + d, acc / l);
    ct::store(part_lse + (row0 + g * SPLITS), m + ct::log(l));
}

template <int D, int SPLITS>
__tile_global__ void decode_combine(const float* __restrict__ part_o, const float* __restrict__ part_lse,
                                    __half* __restrict__ out, int q_heads) {
    using namespace ct::literals;
    const int row = int(ct::bid().y) * q_heads + int(ct::bid().x);  // (b, h)
    auto s = ct::iota<ct::tile<int, ct::shape<SPLITS, 1>>>();
    auto lse = ct::load(part_lse + row * SPLITS + s);
    auto mx = ct::reduce_max(lse, 0_ic);
    auto w = ct::exp(lse - mx);  // an empty split has weight exp(-inf) = 0
    auto valid = lse > -INFINITY;
    auto o = ct::load_masked(part_o + (row * SPLITS + s) * D + ct::iota<ct::tile<int, ct::shape<1, D>>>(),
                             valid, 0.0f);
    auto res = ct::sum(w * o, 0_ic) / ct::sum(w, 0_ic);
    ct::store(out + row * D + ct::iota<ct::tile<int, ct::shape<1, D>>>(), ct::element_cast<__half>(res));
}

int main() {
    seed::checker chk("attention_splitkv_decode");
    constexpr int D = 32, BN = 16, SPLITS = 4, GROUP = 4;
    const int batch = 3, q_heads = 8, kv_heads = q_heads / GROUP, max_len = 100;
    const int lens[batch] = {100, 5, 47};  // 5 keys: splits 1..3 are empty
    size_t nq = size_t(batch) * q_heads * D, nc = size_t(batch) * max_len * kv_heads * D;
    __half *hq = new __half[nq], *hk = new __half[nc], *hv = new __half[nc], *ho = new __half[nq];
    for (size_t i = 0; i < nq; ++i) hq[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nc; ++i) hk[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nc; ++i) hv[i] = __float2half(seed::rand_float());
    __half *q = seed::device_alloc<__half>(nq), *k = seed::device_alloc<__half>(nc),
           *v = seed::device_alloc<__half>(nc), *o = seed::device_alloc<__half>(nq);
    int* dl = seed::device_alloc<int>(batch);
    float* po = seed::device_alloc<float>(size_t(batch) * q_heads * SPLITS * D);
    float* pl = seed::device_alloc<float>(size_t(batch) * q_heads * SPLITS);
    seed::to_device(q, hq, nq);
    seed::to_device(k, hk, nc);
    seed::to_device(v, hv, nc);
    seed::to_device(dl, lens, batch);
    seed::poison(o, nq * sizeof(__half));
    const float scale = 1.0f / std::sqrt(float(D));
    decode_partial<D, BN, SPLITS, GROUP><<<dim3(kv_heads, SPLITS, batch), 1>>>(q, k, v, dl, po, pl, q_heads, max_len, scale);
    SEED_SYNC();
    decode_combine<D, SPLITS><<<dim3(q_heads, batch), 1>>>(po, pl, o, q_heads);
    SEED_SYNC();
    seed::to_host(ho, o, nq);
    double w[max_len];
    for (int b = 0; b < batch; ++b)
        for (int h = 0; h < q_heads; ++h) {
            int kh = h / GROUP;
            double mx = -1e300, sum = 0;
            for (int j = 0; j < lens[b]; ++j) {
                double s = 0;
                for (int c = 0; c < D; ++c)
                    s += double(__half2float(hq[(size_t(b) * q_heads + h) * D + c])) *
                         __half2float(hk[((size_t(b) * max_len + j) * kv_heads + kh) * D + c]);
                w[j] = s * scale;
                mx = std::fmax(mx, w[j]);
            }
            for (int j = 0; j < lens[b]; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int c = 0; c < D; ++c) {
                double want = 0;
                for (int j = 0; j < lens[b]; ++j)
                    want += w[j] / sum * __half2float(hv[((size_t(b) * max_len + j) * kv_heads + kh) * D + c]);
                size_t at = (size_t(b) * q_heads + h) * D + c;
                chk.near("out", at, __half2float(ho[at]), want, 1.0 / 1024 + std::fabs(want) / 1024);
            }
        }
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(o); cudaFree(dl); cudaFree(po); cudaFree(pl);
    delete[] hq; delete[] hk; delete[] hv; delete[] ho;
    return chk.finish();
}
