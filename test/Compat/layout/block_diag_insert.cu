// Tile assembly with ct::insert (CUDA 13.5): each block builds one [K*B, K*B]
// block-diagonal tile from K dense [B, B] blocks (block k of the input goes
// to slice (k, k); the rest is zero), scales the i-th diagonal block by
// 1 / (i + 1), and writes it out. A second kernel writes the transposed
// blocks back into place, inserting [B, B/2] half-blocks of __half (an exact,
// non-narrowing conversion to float) at run-time slice coordinates.
// RUN: %compat %s
#include "cuda_tile.h"
#include <cuda_fp16.h>
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int K, int B>
__tile_global__ void block_diag(const float* __restrict__ blocks, float* __restrict__ out) {
    using namespace ct::literals;
    auto in = ct::partition_view{ct::tensor_span{blocks, ct::extents{ct::integral_constant<K * B>{}, ct::integral_constant<B>{}}},
                                 ct::shape<B, B>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{ct::integral_constant<K * B>{}, ct::integral_constant<K * B>{}}},
                                 ct::shape<K * B, K * B>{}};
    auto acc = ct::zeros<ct::tile<float, ct::shape<K * B, K * B>>>();
    for (int k = 0; k < K; ++k) {
        auto blk = in.load(k, 0) * (1.0f / float(k + 1));
        acc = ct::insert(acc, blk, k, k);
    }
    ov.store(acc, 0, 0);
}

template <int B>
__tile_global__ void halves(const __half* __restrict__ src, float* __restrict__ dst, int col) {
    auto sv = ct::partition_view{ct::tensor_span{src, ct::extents{ct::integral_constant<B>{}, ct::integral_constant<B>{}}},
                                 ct::shape<B, B / 2>{}};
    auto dv = ct::partition_view{ct::tensor_span{dst, ct::extents{ct::integral_constant<B>{}, ct::integral_constant<B>{}}},
                                 ct::shape<B, B>{}};
    auto d = dv.load(0, 0);
    d = ct::insert(d, sv.load(0, 1), 0, col);
    d = ct::insert(d, sv.load(0, 0), 0u, 1 - col);
    dv.store(d, 0, 0);
}

template <int K, int B>
static void run(seed::checker& chk) {
    const int nb = K * B * B, no = K * B * K * B;
    float* hb = new float[nb];
    seed::fill(hb, nb);
    float *b = seed::device_alloc<float>(nb), *o = seed::device_alloc<float>(no);
    seed::to_device(b, hb, nb);
    block_diag<K, B><<<1, 1>>>(b, o);
    SEED_SYNC();
    float* ho = new float[no];
    seed::to_host(ho, o, no);
    for (int r = 0; r < K * B; ++r)
        for (int c = 0; c < K * B; ++c) {
            const int kr = r / B, kc = c / B;
            const float want = kr == kc ? hb[(kr * B + r % B) * B + c % B] * (1.0f / float(kr + 1)) : 0.0f;
            chk.near("block_diag", r * K * B + c, ho[r * K * B + c], want, 1e-6 * (1 + std::fabs(want)));
        }
    cudaFree(b); cudaFree(o);
    delete[] hb; delete[] ho;
}

template <int B>
static void run_halves(seed::checker& chk, int col) {
    __half hs[B * B];
    float hd[B * B];
    for (int i = 0; i < B * B; ++i) {
        hs[i] = __float2half(float(int(seed::next_u32() % 2001) - 1000) / 8.0f);
        hd[i] = -1.0f;
    }
    __half* s = seed::device_alloc<__half>(B * B);
    float* d = seed::device_alloc<float>(B * B);
    seed::to_device(s, hs, B * B);
    seed::to_device(d, hd, B * B);
    halves<B><<<1, 1>>>(s, d, col);
    SEED_SYNC();
    seed::to_host(hd, d, B * B);
    for (int r = 0; r < B; ++r)
        for (int c = 0; c < B; ++c) {
            // slice `col` of dst gets source half 1, the other slice half 0
            const int half = (c / (B / 2)) == col ? 1 : 0;
            const float want = __half2float(hs[r * B + half * (B / 2) + c % (B / 2)]);
            chk.exact("halves", r * B + c, (long long)(hd[r * B + c] * 8), (long long)(want * 8));
        }
    cudaFree(s); cudaFree(d);
}

int main() {
    seed::checker chk("block_diag_insert");
    run<4, 16>(chk);
    run<2, 32>(chk);
    run_halves<16>(chk, 0);
    run_halves<16>(chk, 1);
    return chk.finish();
}
