// Global argmax of a float array in one pass with no second kernel: every
// lane packs its value and index into one 64-bit key whose unsigned order
// is (value, then lower index first): the float's bits made monotonic
// (negatives inverted, positives with the sign bit set) in the high word,
// the inverted index in the low word. A block reduces its keys with
// reduce_max over a uint64 tile and merges into the result with a scalar
// 64-bit atomic_max; the host unpacks. Masked lanes get key 0.
// RUN: %compat %s
#include <cstdint>
#include <cstring>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T>
__tile__ auto monotonic_bits(T v) {
    auto bits = ct::element_bitcast<uint32_t>(v);
    return ct::select((bits & 0x80000000u) != 0u, ~bits, bits | 0x80000000u);
}

template <int BLOCK>
__tile_global__ void argmax_packed(const float* __restrict__ x, unsigned long long* __restrict__ best, int n) {
    using namespace ct::literals;
    auto i = int(ct::bid().x) * BLOCK + ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = i < n;
    auto hi = ct::element_cast<unsigned long long>(monotonic_bits(ct::load_masked(x + i, m, 0.0f)));
    auto lo = ct::element_cast<unsigned long long>(~ct::element_cast<uint32_t>(i));
    auto key = ct::select(m, (hi << 32ull) | lo, ct::zeros<decltype(hi)>());
    const unsigned long long block_best = static_cast<unsigned long long>(ct::reduce_max(key, 0_ic));
    (void)ct::atomic_max(best, block_best, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}

template <int BLOCK>
static void run(seed::checker& chk, int n, int plant) {
    float* hx = new float[n];
    seed::fill(hx, n);
    for (int i = 0; i < n; ++i) hx[i] -= 2.0f;  // all negative: the inverted-bits half of the order
    if (plant >= 0) hx[plant] = hx[n - 1] = -0.0625f;  // a tie: the lower index must win
    float* x = seed::device_alloc<float>(n);
    unsigned long long* best = seed::device_alloc<unsigned long long>(1);
    seed::to_device(x, hx, n);
    SEED_CHECK(cudaMemset(best, 0, sizeof(unsigned long long)));
    argmax_packed<BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, best, n);
    SEED_SYNC();
    unsigned long long key;
    seed::to_host(&key, best, 1);
    int want = 0;
    for (int i = 1; i < n; ++i)
        if (hx[i] > hx[want]) want = i;
    const int got = int(~uint32_t(key & 0xFFFFFFFFull));
    uint32_t bits = uint32_t(key >> 32);
    bits = (bits & 0x80000000u) ? bits & 0x7FFFFFFFu : ~bits;
    float v;
    std::memcpy(&v, &bits, sizeof v);
    chk.exact("index", n, got, want);
    chk.exact("value", n, v == hx[want], 1);
    cudaFree(x); cudaFree(best);
    delete[] hx;
}

int main() {
    seed::checker chk("atomics_packed_argmax_u64");
    run<128>(chk, 1000, 37);
    run<256>(chk, 5000, 4000);
    run<64>(chk, 65, -1);
    return chk.finish();
}
