// Per-head projection with a 3-D ct::matmul: one 1 x BM x K tile of bf16
// activations is multiplied by HB heads' K x D weights at once (the lhs
// batch of 1 broadcasts over the rhs batch), giving an f32 HB x BM x D
// result (bf16 matmul yields f32) that is stored head-major, as in a fused
// QKV projection writing (heads, tokens, D). K fits in one tile.
// RUN: %compat %s
#include <type_traits>
#include <utility>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using bf16 = __nv_bfloat16;

template <int HB, int BM, int K, int D>
__tile_global__ void head_proj(const bf16* __restrict__ x, const bf16* __restrict__ w, float* __restrict__ out,
                               int tokens, int heads) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{1, tokens, K}}, ct::shape<1, BM, K>{}};
    auto wv = ct::partition_view{ct::tensor_span{w, ct::extents{heads, K, D}}, ct::shape<HB, K, D>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{heads, tokens, D}}, ct::shape<HB, BM, D>{}};
    const int tb = ct::bid().x, hb = ct::bid().y;
    auto y = ct::matmul(xv.load_masked(0, tb, 0), wv.load_masked(hb, 0, 0));
    static_assert(std::is_same_v<decltype(y), ct::tile<float, ct::shape<HB, BM, D>>>);
    ov.store_masked(y, hb, tb, 0);
}

int main() {
    seed::checker chk("gemm_matmul_heads_3d");
    constexpr int HB = 2, BM = 16, K = 32, D = 16;
    for (auto [tokens, heads] : {std::pair{32, 4}, std::pair{21, 3}, std::pair{1, 1}}) {
        const int guard = 8;
        bf16 *hx = new bf16[tokens * K], *hw = new bf16[heads * K * D];
        float* ho = new float[heads * tokens * D + guard];
        for (int i = 0; i < tokens * K; ++i) hx[i] = __float2bfloat16(seed::rand_float());
        for (int i = 0; i < heads * K * D; ++i) hw[i] = __float2bfloat16(seed::rand_float());
        bf16 *x = seed::device_alloc<bf16>(tokens * K), *w = seed::device_alloc<bf16>(heads * K * D);
        float* o = seed::device_alloc<float>(heads * tokens * D + guard);
        seed::to_device(x, hx, tokens * K);
        seed::to_device(w, hw, heads * K * D);
        seed::poison(o, (heads * tokens * D + guard) * sizeof(float));
        head_proj<HB, BM, K, D><<<dim3((tokens + BM - 1) / BM, (heads + HB - 1) / HB), 1>>>(x, w, o, tokens, heads);
        SEED_SYNC();
        seed::to_host(ho, o, heads * tokens * D + guard);
        for (int h = 0; h < heads; ++h)
            for (int t = 0; t < tokens; ++t)
                for (int d = 0; d < D; ++d) {
                    double want = 0, mag = 0;
                    for (int k = 0; k < K; ++k) {
                        double p = double(__bfloat162float(hx[t * K + k])) * __bfloat162float(hw[(h * K + k) * D + d]);
                        want += p;
                        mag += std::fabs(p);
                    }
                    int at = (h * tokens + t) * D + d;
                    chk.near("out", at, ho[at], want, (K + 2) * seed::f32_eps * mag + 1e-30);
                }
        chk.untouched("out", ho + heads * tokens * D, guard * sizeof(float));
        cudaFree(x); cudaFree(w); cudaFree(o);
        delete[] hx; delete[] hw; delete[] ho;
    }
    return chk.finish();
}
