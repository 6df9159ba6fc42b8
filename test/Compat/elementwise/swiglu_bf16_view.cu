// SwiGLU over a [tokens, 2 * hidden] __nv_bfloat16 projection: the gate and
// the up halves are two partition views of one tensor_span (the up half is
// the same span offset by `hidden` columns), loaded with
// .template load_masked<ct::view_padding::zero>, combined in f32 as
// silu(gate) * up and stored to [tokens, hidden] through a third view.
// RUN: %compat %s
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN, typename T = __nv_bfloat16>
__tile_global__ void swiglu(const T* __restrict__ in, T* __restrict__ out, int tokens, int hidden) {
    auto gate = ct::partition_view{ct::tensor_span{in, ct::layout_strided_mapping{ct::extents{tokens, hidden},
                                                                                 ct::extents{2 * hidden, 1}}},
                                   ct::shape<BM, BN>{}};
    auto up = ct::partition_view{ct::tensor_span{in + hidden, ct::layout_strided_mapping{ct::extents{tokens, hidden},
                                                                                        ct::extents{2 * hidden, 1}}},
                                 ct::shape<BM, BN>{}};
    auto dst = ct::partition_view{ct::tensor_span{out, ct::extents{tokens, hidden}}, ct::shape<BM, BN>{}};
    const int tm = ct::bid().x, tn = ct::bid().y;
    auto g = ct::element_cast<float>(gate.template load_masked<ct::view_padding::zero>(tm, tn));
    auto u = ct::element_cast<float>(up.template load_masked<ct::view_padding::zero>(tm, tn));
    auto silu = g / (1.0f + ct::exp(-g));
    dst.store_masked(ct::element_cast<T>(silu * u), tm, tn);
}

template <int BM, int BN>
static void run(seed::checker& chk, int tokens, int hidden) {
    const int n_in = tokens * 2 * hidden, n_out = tokens * hidden, guard = 8;
    __nv_bfloat16 *hin = new __nv_bfloat16[n_in], *hout = new __nv_bfloat16[n_out + guard];
    for (int i = 0; i < n_in; ++i) hin[i] = __float2bfloat16(3.0f * seed::rand_float());
    __nv_bfloat16 *in = seed::device_alloc<__nv_bfloat16>(n_in), *out = seed::device_alloc<__nv_bfloat16>(n_out + guard);
    seed::to_device(in, hin, n_in);
    seed::poison(out, (n_out + guard) * sizeof(__nv_bfloat16));
    dim3 grid((tokens + BM - 1) / BM, (hidden + BN - 1) / BN);
    swiglu<BM, BN><<<grid, 1>>>(in, out, tokens, hidden);
    SEED_SYNC();
    seed::to_host(hout, out, n_out + guard);
    for (int t = 0; t < tokens; ++t)
        for (int h = 0; h < hidden; ++h) {
            double g = __bfloat162float(hin[t * 2 * hidden + h]);
            double u = __bfloat162float(hin[t * 2 * hidden + hidden + h]);
            double want = g / (1 + std::exp(-g)) * u;
            chk.near("out", t * hidden + h, __bfloat162float(hout[t * hidden + h]), want,
                     std::fabs(want) / 64 + 1e-3);
        }
    chk.untouched("out", hout + n_out, guard * sizeof(__nv_bfloat16));
    cudaFree(in); cudaFree(out);
    delete[] hin; delete[] hout;
}

int main() {
    seed::checker chk("elementwise_swiglu_bf16_view");
    run<16, 64>(chk, 16, 128);
    run<16, 64>(chk, 13, 200);
    run<4, 128>(chk, 9, 96);
    run<1, 32>(chk, 3, 33);
    return chk.finish();
}
