// Paged-KV decode attention (vLLM-style cache): K and V live in fixed-size
// pages (num_pages, PAGE, heads, D) and each sequence has a block table of
// page numbers. One block per (head, sequence): the page numbers are scalar
// loads, each page is a partition view over its own span, and with a single
// query row the scores and the output are broadcast-multiply + sum
// reductions rather than mma. The online softmax state is 1 x 1 tiles.
// RUN: %compat %s
#include <cmath>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int PAGE, int D>
__tile_global__ void paged_decode(const __half* __restrict__ q, const __half* __restrict__ k_pages,
                                  const __half* __restrict__ v_pages, const int* __restrict__ block_table,
                                  const int* __restrict__ seq_lens, __half* __restrict__ out, int heads,
                                  int max_pages, float scale) {
    using namespace ct::literals;
    const int h = ct::bid().x, b = ct::bid().y;
    const int len = seq_lens[b];
    auto d = ct::iota<ct::tile<int, ct::shape<1, D>>>();
    auto qv = ct::element_cast<float>(ct::load(q + (b * heads + h) * D + d)) * scale;  // 1 x D

    using one_t = ct::tile<float, ct::shape<1, 1>>;
    one_t m = ct::full<one_t>(-INFINITY), l = ct::zeros<one_t>();
    auto acc = ct::zeros<ct::tile<float, ct::shape<1, D>>>();
    const size_t page_elems = size_t(PAGE) * heads * D;
    for (int p : ct::irange(0, (len + PAGE - 1) / PAGE)) {
        const int page = block_table[b * max_pages + p];
        auto kv = ct::partition_view{ct::tensor_span{k_pages + page * page_elems, ct::extents{PAGE, heads, D}},
                                     ct::shape<PAGE, 1, D>{}};
        auto vv = ct::partition_view{ct::tensor_span{v_pages + page * page_elems, ct::extents{PAGE, heads, D}},
                                     ct::shape<PAGE, 1, D>{}};
        auto kt = ct::element_cast<float>(ct::reshape<ct::shape<PAGE, D>>(kv.load(0, h, 0)));
        auto s = ct::sum(kt * qv, 1_ic);  // PAGE x 1
        auto pos = p * PAGE + ct::iota<ct::tile<int, ct::shape<PAGE, 1>>>();
        s = ct::select(pos < len, s, ct::full<ct::tile<float, ct::shape<PAGE, 1>>>(-INFINITY));
        auto m_new = ct::max(m, ct::reduce_max(s, 0_ic));
        auto w = ct::exp(s - m_new);
        auto corr = ct::exp(m - m_new);
        auto vt = ct::element_cast<float>(ct::reshape<ct::shape<PAGE, D>>(vv.load(0, h, 0)));
        acc = acc * corr + ct::sum(w * vt, 0_ic);
        l = l * corr + ct::sum(w, 0_ic);
        m = m_new;
    }
    ct::store(out + (b * heads + h) * D + d, ct::element_cast<__half>(acc / l));
}

int main() {
    seed::checker chk("attention_paged_decode");
    constexpr int PAGE = 16, D = 64;
    const int heads = 3, batch = 3, num_pages = 12, max_pages = 5;
    const int lens[batch] = {70, 1, 32};
    int table[batch * max_pages];
    // Pages handed out in a scrambled order, as an allocator would.
    int next = 0;
    for (int b = 0; b < batch; ++b)
        for (int p = 0; p < max_pages; ++p)
            table[b * max_pages + p] = p * PAGE < lens[b] ? (next++ * 5) % num_pages : -1;
    const size_t nc = size_t(num_pages) * PAGE * heads * D, nq = size_t(batch) * heads * D;
    __half *hk = new __half[nc], *hv = new __half[nc], *hq = new __half[nq], *ho = new __half[nq];
    for (size_t i = 0; i < nc; ++i) hk[i] = __float2half(seed::rand_float()), hv[i] = __float2half(seed::rand_float());
    for (size_t i = 0; i < nq; ++i) hq[i] = __float2half(seed::rand_float());
    __half *k = seed::device_alloc<__half>(nc), *v = seed::device_alloc<__half>(nc),
           *q = seed::device_alloc<__half>(nq), *o = seed::device_alloc<__half>(nq);
    int *bt = seed::device_alloc<int>(batch * max_pages), *sl = seed::device_alloc<int>(batch);
    seed::to_device(k, hk, nc);
    seed::to_device(v, hv, nc);
    seed::to_device(q, hq, nq);
    seed::to_device(bt, table, batch * max_pages);
    seed::to_device(sl, lens, batch);
    seed::poison(o, nq * sizeof(__half));
    const float scale = 0.125f;
    paged_decode<PAGE, D><<<dim3(heads, batch), 1>>>(q, k, v, bt, sl, o, heads, max_pages, scale);
    SEED_SYNC();
    seed::to_host(ho, o, nq);
    double w[128];
    for (int b = 0; b < batch; ++b)
        for (int h = 0; h < heads; ++h) {
            auto at = [&](int j, int c) { return (size_t(table[b * max_pages + j / PAGE]) * PAGE + j % PAGE) * heads * D + h * D + c; };
            double mx = -1e300, sum = 0;
            for (int j = 0; j < lens[b]; ++j) {
                double s = 0;
                for (int c = 0; c < D; ++c) s += double(__half2float(hq[(b * heads + h) * D + c])) * __half2float(hk[at(j, c)]);
                w[j] = s * scale;
                mx = std::fmax(mx, w[j]);
            }
            for (int j = 0; j < lens[b]; ++j) sum += (w[j] = std::exp(w[j] - mx));
            for (int c = 0; c < D; ++c) {
                double want = 0;
                for (int j = 0; j < lens[b]; ++j) want += w[j] / sum * __half2float(hv[at(j, c)]);
                size_t i = (size_t(b) * heads + h) * D + c;
                chk.near("out", i, __half2float(ho[i]), want, 1e-4 + std::fabs(want) / 1024);
            }
        }
    cudaFree(k); cudaFree(v); cudaFree(q); cudaFree(o); cudaFree(bt); cudaFree(sl);
    delete[] hk; delete[] hv; delete[] hq; delete[] ho;
    return chk.finish();
}
