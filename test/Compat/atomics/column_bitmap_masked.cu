// Column occupancy bitmaps of a sparse-ish [M, N] int matrix whose N is not
// a multiple of the tile width (a pre-pass of a column-compressed format):
// block (x, y) looks at its [32, BN] tile, bit r of a column's word is set
// when row y*32 + r is non-zero, and the word is merged into the column's
// bitmap entry for that row group with partition_view::atomic_or_masked
// (CUDA 13.5); a checksum of the same words goes into one entry per column
// with atomic_xor_masked. On the edge tile the lanes past N write nothing,
// so the guard words after the outputs keep their value.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

template <int BN>
__tile_global__ void bitmaps(const int* __restrict__ a, uint32_t* __restrict__ bits,
                             uint32_t* __restrict__ check, int M, int N) {
    const int tn = ct::bid().x, tm = ct::bid().y;
    auto av = ct::partition_view{ct::tensor_span{a, ct::extents{M, N}}, ct::shape<32, BN>{}};
    auto bv = ct::partition_view{ct::tensor_span{bits, ct::extents{M / 32, N}}, ct::shape<1, BN>{}};
    auto cv = ct::partition_view{ct::tensor_span{check, ct::extents{1, N}}, ct::shape<1, BN>{}};
    auto t = av.load_masked(tm, tn);
    auto bit = ct::element_cast<uint32_t>(1) << ct::iota<ct::tile<uint32_t, ct::shape<32, 1>>>();
    auto hits = ct::select(t != 0, ct::broadcast<ct::shape<32, BN>>(bit),
                           ct::zeros<ct::tile<uint32_t, ct::shape<32, BN>>>());
    auto word = ct::reduce_bitor(hits, 0_ic); // [1, BN]
    bv.atomic_or_masked(word, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, tm, tn);
    cv.atomic_xor_masked(word, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0, tn);
}

static void run(seed::checker& chk, int M, int N) {
    constexpr int BN = 64;
    const int guard = 7;
    int* ha = new int[M * N];
    for (int i = 0; i < M * N; ++i) ha[i] = seed::next_u32() % 3 == 0 ? int(seed::next_u32() % 9) - 4 : 0;
    for (int r = 0; r < M; ++r) ha[r * N + 1] = 0; // an empty column
    int* a = seed::device_alloc<int>(M * N);
    const int nb = M / 32 * N;
    uint32_t* bits = seed::device_alloc<uint32_t>(nb + guard);
    uint32_t* check = seed::device_alloc<uint32_t>(N + guard);
    seed::to_device(a, ha, M * N);
    uint32_t* hb = new uint32_t[nb + guard];
    uint32_t* hc = new uint32_t[N + guard];
    for (int i = 0; i < nb + guard; ++i) hb[i] = i < nb ? 0u : 0xDEADBEEFu;
    for (int i = 0; i < N + guard; ++i) hc[i] = i < N ? 0u : 0x12345678u;
    seed::to_device(bits, hb, nb + guard);
    seed::to_device(check, hc, N + guard);
    bitmaps<BN><<<dim3((N + BN - 1) / BN, M / 32), 1>>>(a, bits, check, M, N);
    SEED_SYNC();
    seed::to_host(hb, bits, nb + guard);
    seed::to_host(hc, check, N + guard);
    for (int c = 0; c < N; ++c) {
        uint32_t x = 0;
        for (int g = 0; g < M / 32; ++g) {
            uint32_t w = 0;
            for (int r = 0; r < 32; ++r)
                if (ha[(g * 32 + r) * N + c] != 0) w |= 1u << r;
            chk.exact("bits", g * N + c, hb[g * N + c], w);
            x ^= w;
        }
        chk.exact("check", c, hc[c], x);
    }
    for (int i = 0; i < guard; ++i) {
        chk.exact("bits guard", nb + i, hb[nb + i], 0xDEADBEEFu);
        chk.exact("check guard", N + i, hc[N + i], 0x12345678u);
    }
    cudaFree(a); cudaFree(bits); cudaFree(check);
    delete[] ha; delete[] hb; delete[] hc;
}

int main() {
    seed::checker chk("atomics_column_bitmap_masked");
    run(chk, 96, 150);
    return chk.finish();
}
