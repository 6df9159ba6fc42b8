// One decode step of attention with a KV cache: each sequence's key cache
// is one [T, D] tile; the new token's key row ([1, D], bf16 from the
// projection) is placed at the sequence's run-time position with ct::insert
// (CUDA 13.5) instead of a masked store, the whole tile is written back, and
// the scores q . k_t of the updated cache are computed for positions up to
// and including the new one (later positions read -inf). The host replays
// the append and the dot products; values are small multiples of 1/8, so
// the sums are exact.
// RUN: %compat %s
#include <cmath>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

template <int T, int D>
__tile_global__ void append_and_score(float* __restrict__ kcache, const __nv_bfloat16* __restrict__ knew,
                                      const float* __restrict__ q, const int* __restrict__ pos,
                                      float* __restrict__ scores, int S) {
    auto cv = ct::partition_view{ct::tensor_span{kcache, ct::extents{S * T, D}}, ct::shape<T, D>{}};
    auto nv = ct::partition_view{ct::tensor_span{knew, ct::extents{S, D}}, ct::shape<1, D>{}};
    auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{S, D}}, ct::shape<1, D>{}};
    auto sv = ct::partition_view{ct::tensor_span{scores, ct::extents{S, T}}, ct::shape<1, T>{}};
    const int s = ct::bid().x;
    const int p = pos[s];
    auto cache = ct::insert(cv.load(s, 0), nv.load(s, 0), p, 0); // bf16 -> f32 does not narrow
    cv.store(cache, s, 0);
    auto dots = ct::sum(cache * ct::broadcast<ct::shape<T, D>>(qv.load(s, 0)), 1_ic); // [T, 1]
    auto t = ct::iota<ct::tile<int, ct::shape<T, 1>>>();
    auto masked = ct::select(t <= p, dots, ct::full<ct::tile<float, ct::shape<T, 1>>>(-INFINITY));
    sv.store(ct::reshape<ct::shape<1, T>>(masked), s, 0);
}

static float eighths() { return float(int(seed::next_u32() % 33) - 16) / 8.0f; }

static void run(seed::checker& chk, int S) {
    constexpr int T = 32, D = 64;
    float* hc = new float[S * T * D];
    __nv_bfloat16* hn = new __nv_bfloat16[S * D];
    float* hq = new float[S * D];
    int* hp = new int[S];
    float* hnf = new float[S * D];
    for (int i = 0; i < S * T * D; ++i) hc[i] = eighths();
    for (int i = 0; i < S * D; ++i) { hnf[i] = eighths(); hn[i] = __float2bfloat16(hnf[i]); hq[i] = eighths(); }
    for (int s = 0; s < S; ++s) hp[s] = s == 0 ? 0 : s == 1 ? T - 1 : int(seed::next_u32() % T);
    float* c = seed::device_alloc<float>(S * T * D);
    __nv_bfloat16* n = seed::device_alloc<__nv_bfloat16>(S * D);
    float* q = seed::device_alloc<float>(S * D);
    int* p = seed::device_alloc<int>(S);
    float* sc = seed::device_alloc<float>(S * T);
    seed::to_device(c, hc, S * T * D);
    seed::to_device(n, hn, S * D);
    seed::to_device(q, hq, S * D);
    seed::to_device(p, hp, S);
    append_and_score<T, D><<<dim3(S), 1>>>(c, n, q, p, sc, S);
    SEED_SYNC();
    float* gc = new float[S * T * D];
    float* gs = new float[S * T];
    seed::to_host(gc, c, S * T * D);
    seed::to_host(gs, sc, S * T);
    for (int s = 0; s < S; ++s) {
        for (int d = 0; d < D; ++d) hc[(s * T + hp[s]) * D + d] = hnf[s * D + d];
        for (int t = 0; t < T; ++t) {
            for (int d = 0; d < D; ++d) {
                int i = (s * T + t) * D + d;
                chk.near("cache", i, gc[i], hc[i], 0.0);
            }
            double dot = 0;
            for (int d = 0; d < D; ++d) dot += double(hc[(s * T + t) * D + d]) * hq[s * D + d];
            if (t <= hp[s])
                chk.near("score", s * T + t, gs[s * T + t], dot, 0.0);
            else
                chk.exact("score is -inf", s * T + t, std::isinf(gs[s * T + t]) && gs[s * T + t] < 0, 1);
        }
    }
    cudaFree(c); cudaFree(n); cudaFree(q); cudaFree(p); cudaFree(sc);
    delete[] hc; delete[] hn; delete[] hq; delete[] hp; delete[] hnf; delete[] gc; delete[] gs;
}

int main() {
    seed::checker chk("layout_kv_cache_append_insert");
    run(chk, 8);
    return chk.finish();
}
