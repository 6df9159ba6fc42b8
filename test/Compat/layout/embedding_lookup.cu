// Token + position embedding lookup for a transformer input layer: int64
// token ids index a (vocab, D) __half table (the row offset is computed in
// 64 bits), the learned position embedding row of each token is added, the
// sum is scaled by sqrt(D) and written as f32. Out-of-vocabulary ids (the
// padding id -1) produce zero rows.
// RUN: %compat %s
#include <cstdint>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BT, int D>
__tile_global__ void embed(const int64_t* __restrict__ ids, const __half* __restrict__ tok_table,
                           const __half* __restrict__ pos_table, float* __restrict__ out,
                           int tokens, int64_t vocab, int seq_len, float scale) {
    using namespace ct::literals;
    auto t = int(ct::bid().x) * BT + ct::iota<ct::tile<int, ct::shape<BT, 1>>>();
    auto in_range = t < tokens;
    auto id = ct::load_masked(ids + t, in_range, int64_t(-1));
    auto valid = in_range & (id >= 0) & (id < vocab);
    auto d = ct::iota<ct::tile<int64_t, ct::shape<1, D>>>();
    auto tok = ct::load_masked(tok_table + id * D + d, valid, __half(0.0f));
    auto pos = ct::load_masked(pos_table + (t % seq_len) * D + ct::iota<ct::tile<int, ct::shape<1, D>>>(),
                               in_range, __half(0.0f));
    auto e = (ct::element_cast<float>(tok) + ct::element_cast<float>(pos)) * scale;
    ct::store_masked(out + t * D + ct::iota<ct::tile<int, ct::shape<1, D>>>(), e, in_range);
}

int main() {
    seed::checker chk("layout_embedding_lookup");
    constexpr int BT = 8, D = 64;
    const int64_t vocab = 300;
    const int seq_len = 7, tokens = 29, guard = 8;
    int64_t* hid = new int64_t[tokens];
    __half *ht = new __half[vocab * D], *hp = new __half[seq_len * D];
    float* ho = new float[tokens * D + guard];
    for (int i = 0; i < tokens; ++i) hid[i] = i % 5 == 4 ? -1 : int64_t(seed::next_u32() % vocab);
    for (int64_t i = 0; i < vocab * D; ++i) ht[i] = __float2half(seed::rand_float());
    for (int i = 0; i < seq_len * D; ++i) hp[i] = __float2half(seed::rand_float());
    int64_t* did = seed::device_alloc<int64_t>(tokens);
    __half *dt = seed::device_alloc<__half>(vocab * D), *dp = seed::device_alloc<__half>(seq_len * D);
    float* dout = seed::device_alloc<float>(tokens * D + guard);
    seed::to_device(did, hid, tokens);
    seed::to_device(dt, ht, vocab * D);
    seed::to_device(dp, hp, seq_len * D);
    seed::poison(dout, (tokens * D + guard) * sizeof(float));
    const float scale = 8.0f;  // sqrt(64)
    embed<BT, D><<<(tokens + BT - 1) / BT, 1>>>(did, dt, dp, dout, tokens, vocab, seq_len, scale);
    SEED_SYNC();
    seed::to_host(ho, dout, tokens * D + guard);
    for (int t = 0; t < tokens; ++t)
        for (int c = 0; c < D; ++c) {
            double tok = hid[t] >= 0 ? __half2float(ht[hid[t] * D + c]) : 0.0;
            double want = (tok + __half2float(hp[(t % seq_len) * D + c])) * scale;
            chk.near("out", t * D + c, ho[t * D + c], want, std::fabs(want) * 2 * seed::f32_eps);
        }
    chk.untouched("out", ho + tokens * D, guard * sizeof(float));
    cudaFree(did); cudaFree(dt); cudaFree(dp); cudaFree(dout);
    delete[] hid; delete[] ht; delete[] hp; delete[] ho;
    return chk.finish();
}
