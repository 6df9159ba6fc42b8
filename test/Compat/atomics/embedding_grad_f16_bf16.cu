// Embedding backward: dW[ids[t], :] += dY[t, :] for a batch of tokens whose
// ids repeat, accumulated with pointer-tile ct::atomic_add directly in the
// __half or __nv_bfloat16 weight gradient (the element type is a template
// parameter; 16-bit float atomics), one [BT, BD] tile of tokens x features
// per block, the row pointers built as dW + ids * D + col (a gather of
// addresses), masked on both edges. Values are multiples of 1/4 in [-1, 1]
// and a slot sees at most 100 (__half) or 37 (bf16) updates, so every
// partial sum is exact in 16 bits and the result does not depend on order.
// RUN: %compat %s
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int BT, int BD>
__tile_global__ void embedding_backward(const int* __restrict__ ids, const T* __restrict__ dy, T* __restrict__ dw,
                                        int tokens, int D) {
    const auto [bt, bd, unused] = ct::bid();
    (void)unused;
    auto t = int(bt) * BT + ct::iota<ct::tile<int, ct::shape<BT, 1>>>();
    auto c = int(bd) * BD + ct::iota<ct::tile<int, ct::shape<1, BD>>>();
    auto tm = t < tokens;
    auto m = tm & (c < D);
    auto row = ct::load_masked(ids + t, tm);
    auto g = ct::load_masked(dy + t * D + c, m);
    ct::atomic_add_masked(dw + row * D + c, g, m, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <typename T, int BT, int BD>
static void run(seed::checker& chk, int tokens, int vocab, int D) {
    int* hid = new int[tokens];
    T *hdy = new T[tokens * D], *hdw = new T[vocab * D];
    for (int t = 0; t < tokens; ++t) hid[t] = int(seed::next_u32() % unsigned(vocab));
    for (int i = 0; i < tokens * D; ++i) hdy[i] = T(float(seed::rand_int(-4, 4)) / 4);
    for (int i = 0; i < vocab * D; ++i) hdw[i] = T(float(seed::rand_int(-4, 4)) / 4);
    int* ids = seed::device_alloc<int>(tokens);
    T *dy = seed::device_alloc<T>(tokens * D), *dw = seed::device_alloc<T>(vocab * D);
    seed::to_device(ids, hid, tokens); seed::to_device(dy, hdy, tokens * D); seed::to_device(dw, hdw, vocab * D);
    embedding_backward<T, BT, BD><<<dim3((tokens + BT - 1) / BT, (D + BD - 1) / BD), 1>>>(ids, dy, dw, tokens, D);
    SEED_SYNC();
    T* out = new T[vocab * D];
    seed::to_host(out, dw, vocab * D);
    double* want = new double[vocab * D];
    for (int i = 0; i < vocab * D; ++i) want[i] = float(hdw[i]);
    for (int t = 0; t < tokens; ++t)
        for (int c = 0; c < D; ++c) want[hid[t] * D + c] += float(hdy[t * D + c]);
    for (int i = 0; i < vocab * D; ++i) chk.near("dw", i, float(out[i]), want[i], 0);
    cudaFree(ids); cudaFree(dy); cudaFree(dw);
    delete[] hid; delete[] hdy; delete[] hdw; delete[] out; delete[] want;
}

int main() {
    seed::checker chk("atomics_embedding_grad_f16_bf16");
    run<__half, 16, 64>(chk, 100, 7, 64);
    run<__nv_bfloat16, 8, 32>(chk, 37, 5, 50);
    run<__half, 32, 16>(chk, 64, 64, 16);
    run<__nv_bfloat16, 4, 128>(chk, 3, 2, 200);
    return chk.finish();
}
