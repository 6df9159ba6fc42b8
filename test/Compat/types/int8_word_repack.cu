// Byte-level packing with ct::repack (CUDA 13.5): int8 activations [M, 4W]
// are packed four to an int32 word along the rows ([M, W], byte 4w of a row
// in the word's low byte: little-endian), the words are XOR-masked with a
// per-row key (a word-wise scramble), and unpacked back to int8 [M, 4W];
// a second output keeps the packed words. A bool mask [M, 32] becomes a
// 4-byte bitmask per row (mask element j is bit j % 8 of byte j / 8).
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int W>
__tile_global__ void scramble(const int8_t* __restrict__ a, const int* __restrict__ key, int* __restrict__ words,
                              int8_t* __restrict__ out, const bool* __restrict__ mask, uint8_t* __restrict__ bits, int M) {
    using namespace ct::literals;
    const int b = ct::bid().x;
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{M, ct::integral_constant<4 * W>{}}}, ct::shape<BM, 4 * W>{}};
    auto kv = ct::partition_view{ct::tensor_span{key, ct::extents{M}}, ct::shape<BM>{}};
    auto wv = ct::partition_view{ct::tensor_span{words, ct::extents{M, ct::integral_constant<W>{}}}, ct::shape<BM, W>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{M, ct::integral_constant<4 * W>{}}}, ct::shape<BM, 4 * W>{}};
    auto packed = ct::repack<int>(av.load(b, 0), 1_ic);                       // [BM, W]
    auto k = ct::reshape<ct::shape<BM, 1>>(kv.load(b));
    auto x = packed ^ k;
    wv.store(x, b, 0);
    ov.store(ct::repack<int8_t, 1>(x), b, 0);                                   // [BM, 4W]
    auto mv = ct::partition_view{ct::tensor_span{mask, ct::extents{M, 32_ic}}, ct::shape<BM, 32>{}};
    auto bv = ct::partition_view{ct::tensor_span{bits, ct::extents{M, 4_ic}}, ct::shape<BM, 4>{}};
    bv.store(ct::repack<uint8_t, 1>(mv.load(b, 0)), b, 0);
}

template <int BM, int W>
static void run(seed::checker& chk, int blocks) {
    const int M = BM * blocks, nb = M * 4 * W;
    int8_t* ha = new int8_t[nb];
    int* hk = new int[M];
    bool* hm = new bool[M * 32];
    for (int i = 0; i < nb; ++i) ha[i] = int8_t(seed::next_u32() & 0xff);
    for (int i = 0; i < M; ++i) hk[i] = int(seed::next_u32());
    for (int i = 0; i < M * 32; ++i) hm[i] = seed::next_u32() & 1;
    int8_t *a = seed::device_alloc<int8_t>(nb), *o = seed::device_alloc<int8_t>(nb);
    int *k = seed::device_alloc<int>(M), *w = seed::device_alloc<int>(M * W);
    bool* m = seed::device_alloc<bool>(M * 32);
    uint8_t* bits = seed::device_alloc<uint8_t>(M * 4);
    seed::to_device(a, ha, nb);
    seed::to_device(k, hk, M);
    seed::to_device(m, hm, M * 32);
    scramble<BM, W><<<blocks, 1>>>(a, k, w, o, m, bits, M);
    SEED_SYNC();
    int* hw = new int[M * W];
    int8_t* ho = new int8_t[nb];
    uint8_t* hb = new uint8_t[M * 4];
    seed::to_host(hw, w, M * W);
    seed::to_host(ho, o, nb);
    seed::to_host(hb, bits, M * 4);
    for (int r = 0; r < M; ++r) {
        for (int j = 0; j < W; ++j) {
            uint32_t word = 0;
            for (int t = 0; t < 4; ++t) word |= uint32_t(uint8_t(ha[r * 4 * W + 4 * j + t])) << (8 * t);
            const uint32_t want = word ^ uint32_t(hk[r]);
            chk.exact("words", r * W + j, hw[r * W + j], int(want));
            for (int t = 0; t < 4; ++t)
                chk.exact("bytes", r * 4 * W + 4 * j + t, ho[r * 4 * W + 4 * j + t], int8_t((want >> (8 * t)) & 0xff));
        }
        for (int j = 0; j < 4; ++j) {
            unsigned want = 0;
            for (int t = 0; t < 8; ++t) want |= unsigned(hm[r * 32 + 8 * j + t]) << t;
            chk.exact("bits", r * 4 + j, hb[r * 4 + j], want);
        }
    }
    cudaFree(a); cudaFree(o); cudaFree(k); cudaFree(w); cudaFree(m); cudaFree(bits);
    delete[] ha; delete[] hk; delete[] hm; delete[] hw; delete[] ho; delete[] hb;
}

int main() {
    seed::checker chk("int8_word_repack");
    run<8, 4>(chk, 3);
    run<16, 16>(chk, 2);
    return chk.finish();
}
