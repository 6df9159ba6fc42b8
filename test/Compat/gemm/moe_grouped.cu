// Grouped GEMM for a mixture-of-experts layer: tokens already sorted by
// expert, expert e owns rows [offsets[e], offsets[e+1]) of X and multiplies
// them by its own weight W[e] (K x N, bf16). The grid is (row tiles of the
// longest group, N tiles, experts); each block reads its group bounds with
// scalar loads, returns early when its row tile is past the group, and
// gathers the rows with a pointer tile (groups start at any row).
// RUN: %compat %s
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using bf16 = __nv_bfloat16;

template <int BM, int BN, int BK>
__tile_global__ void moe_grouped_gemm(const bf16* __restrict__ X, const bf16* __restrict__ W,
                                      const int* __restrict__ offsets, float* __restrict__ Y, int N, int K) {
    const int e = ct::bid().z;
    const int begin = offsets[e];
    const int rows = offsets[e + 1] - begin;
    const int tm = ct::bid().x, tn = ct::bid().y;
    if (tm * BM >= rows)
        return;
    auto w_view = ct::partition_view{ct::tensor_span{W + size_t(e) * K * N, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto r = tm * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto r_ok = r < rows;
    auto acc = ct::zeros<ct::tile<float, ct::shape<BM, BN>>>();
    for (int k0 : ct::irange(0, K, BK)) {
        auto kc = k0 + ct::iota<ct::tile<int, ct::shape<1, BK>>>();
        auto x = ct::load_masked(X + (begin + r) * K + kc, r_ok & (kc < K), ct::zeros<ct::tile<bf16, ct::shape<BM, BK>>>());
        acc = ct::mma(x, w_view.load_masked(k0 / BK, tn), acc);
    }
    auto c = tn * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    ct::store_masked(Y + (begin + r) * N + c, acc, r_ok & (c < N));
}

int main() {
    seed::checker chk("gemm_moe_grouped");
    constexpr int BM = 16, BN = 32, BK = 32;
    const int experts = 4, N = 48, K = 40, guard = 8;
    const int sizes[experts] = {20, 0, 1, 35};  // an expert with no tokens
    int offs[experts + 1] = {0};
    int longest = 0;
    for (int e = 0; e < experts; ++e) {
        offs[e + 1] = offs[e] + sizes[e];
        longest = sizes[e] > longest ? sizes[e] : longest;
    }
    const int T = offs[experts];
    bf16 *hx = new bf16[T * K], *hw = new bf16[experts * K * N];
    float* hy = new float[T * N + guard];
    for (int i = 0; i < T * K; ++i) hx[i] = __float2bfloat16(seed::rand_float());
    for (int i = 0; i < experts * K * N; ++i) hw[i] = __float2bfloat16(seed::rand_float());
    bf16 *x = seed::device_alloc<bf16>(T * K), *w = seed::device_alloc<bf16>(experts * K * N);
    int* o = seed::device_alloc<int>(experts + 1);
    float* y = seed::device_alloc<float>(T * N + guard);
    seed::to_device(x, hx, T * K);
    seed::to_device(w, hw, experts * K * N);
    seed::to_device(o, offs, experts + 1);
    seed::poison(y, (T * N + guard) * sizeof(float));
    moe_grouped_gemm<BM, BN, BK><<<dim3((longest + BM - 1) / BM, (N + BN - 1) / BN, experts), 1>>>(x, w, o, y, N, K);
    SEED_SYNC();
    seed::to_host(hy, y, T * N + guard);
    for (int e = 0; e < experts; ++e)
        for (int i = offs[e]; i < offs[e + 1]; ++i)
            for (int j = 0; j < N; ++j) {
                double want = 0, mag = 0;
                for (int k = 0; k < K; ++k) {
                    double p = double(__bfloat162float(hx[i * K + k])) * __bfloat162float(hw[(size_t(e) * K + k) * N + j]);
                    want += p;
                    mag += std::fabs(p);
                }
                chk.near("Y", i * N + j, hy[i * N + j], want, (K + 2) * seed::f32_eps * mag + 1e-30);
            }
    chk.untouched("Y", hy + T * N, guard * sizeof(float));
    cudaFree(x); cudaFree(w); cudaFree(o); cudaFree(y);
    delete[] hx; delete[] hw; delete[] hy;
    return chk.finish();
}
