// Index results: greedy decoding's argmax over a vocabulary row (walked in
// chunks; ct::max_element gives the uint32 position of the maximum along an
// axis, converted and offset to a token id) and k-means assignment with
// ct::min_element over a (points x centroids) distance tile. Both are 13.4
// reductions whose element type is the tile's index type (uint32_t).
// RUN: %compat %s
#include <cmath>
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int CHUNK>
__tile_global__ void greedy_argmax(const float* __restrict__ logits, int* __restrict__ token, int vocab) {
    using namespace ct::literals;
    const int row = ct::bid().x;
    auto view = ct::partition_view{ct::tensor_span{logits, ct::extents{ct::num_blocks().x, unsigned(vocab)}},
                                   ct::shape<1, CHUNK>{}};
    float best = -INFINITY;
    int best_id = 0;
    for (int c : ct::irange(0, (vocab + CHUNK - 1) / CHUNK)) {
        auto v = view.template load_masked<ct::view_padding::negative_inf>(row, c);
        float m = static_cast<float>(ct::reduce_max(v, 1_ic));
        if (m > best) {
            best = m;
            best_id = c * CHUNK + int(static_cast<uint32_t>(ct::max_element(v, 1_ic)));
        }
    }
    token[row] = best_id;
}

template <int BP, int K, int D>
__tile_global__ void kmeans_assign(const float* __restrict__ points, const float* __restrict__ centroids,
                                   uint32_t* __restrict__ assign, int n) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    auto p = b * BP + ct::iota<ct::tile<int, ct::shape<BP, 1>>>();
    auto ok = p < n;
    auto dist = ct::zeros<ct::tile<float, ct::shape<BP, K>>>();
    auto k = ct::iota<ct::tile<int, ct::shape<1, K>>>();
    #pragma unroll
    for (int d = 0; d < D; ++d) {
        auto x = ct::load_masked(points + p * D + d, ok, 0.0f);  // BP x 1
        auto c = ct::load(centroids + k * D + d);                 // 1 x K
        dist = dist + (x - c) * (x - c);
    }
    ct::store_masked(assign + p, ct::min_element(dist, 1_ic), ok);
}

int main() {
    seed::checker chk("types_argmax_indices");
    {
        constexpr int CHUNK = 128;
        const int rows = 5, vocab = 1000;
        float* hl = new float[rows * vocab];
        int ht[rows];
        seed::fill(hl, rows * vocab);
        hl[0 * vocab + 999] = 5.0f;  // the last token
        hl[1 * vocab + 0] = 5.0f;    // the first token
        float* l = seed::device_alloc<float>(rows * vocab);
        int* t = seed::device_alloc<int>(rows);
        seed::to_device(l, hl, rows * vocab);
        seed::poison(t, rows * sizeof(int));
        greedy_argmax<CHUNK><<<rows, 1>>>(l, t, vocab);
        SEED_SYNC();
        seed::to_host(ht, t, rows);
        for (int r = 0; r < rows; ++r) {
            int best = 0;
            for (int i = 1; i < vocab; ++i)
                if (hl[r * vocab + i] > hl[r * vocab + best]) best = i;
            chk.exact("token", r, ht[r], best);
        }
        cudaFree(l); cudaFree(t);
        delete[] hl;
    }
    {
        constexpr int BP = 16, K = 8, D = 4;
        const int n = 45;
        float *hp = new float[n * D], hc[K * D];
        uint32_t* ha = new uint32_t[n + 1];
        seed::fill(hp, n * D);
        seed::fill(hc, K * D);
        float *p = seed::device_alloc<float>(n * D), *c = seed::device_alloc<float>(K * D);
        uint32_t* a = seed::device_alloc<uint32_t>(n + 1);
        seed::to_device(p, hp, n * D);
        seed::to_device(c, hc, K * D);
        seed::poison(a, (n + 1) * sizeof(uint32_t));
        kmeans_assign<BP, K, D><<<(n + BP - 1) / BP, 1>>>(p, c, a, n);
        SEED_SYNC();
        seed::to_host(ha, a, n + 1);
        for (int i = 0; i < n; ++i) {
            int best = 0;
            double bd = 1e300;
            for (int k = 0; k < K; ++k) {
                double dd = 0;
                for (int d = 0; d < D; ++d) dd += (double(hp[i * D + d]) - hc[k * D + d]) * (double(hp[i * D + d]) - hc[k * D + d]);
                if (dd < bd) bd = dd, best = k;
            }
            chk.exact("assign", i, ha[i], best);
        }
        chk.untouched("assign", ha + n, sizeof(uint32_t));
        cudaFree(p); cudaFree(c); cudaFree(a);
        delete[] hp; delete[] ha;
    }
    return chk.finish();
}
