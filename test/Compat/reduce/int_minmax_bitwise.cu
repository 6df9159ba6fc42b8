// Integer reductions over the columns of each row: reduce_min, reduce_max,
// prod (of values in 0..2, exact in int64), and the bitwise reductions
// reduce_bitand / reduce_bitor / reduce_bitxor of a uint32 mask matrix,
// plus any_of / all_of over a comparison. Masked-out lanes are padded with
// each reduction's identity through load_masked's pad argument.
// RUN: %compat %s
#include <cstdint>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void row_int_stats(const int* __restrict__ x, const uint32_t* __restrict__ bits,
                                   int* __restrict__ mn, int* __restrict__ mx, long long* __restrict__ prod,
                                   uint32_t* __restrict__ band, uint32_t* __restrict__ bor,
                                   uint32_t* __restrict__ bxor, int* __restrict__ flags, int cols) {
    using namespace ct::literals;
    const int r = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = c < cols;
    auto v = ct::load_masked(x + r * cols + c, m, 0);
    auto lo = ct::load_masked(x + r * cols + c, m, 2147483647);
    auto hi = ct::load_masked(x + r * cols + c, m, -2147483647 - 1);
    auto one = ct::load_masked(x + r * cols + c, m, 1);
    ct::store(mn + r, static_cast<int>(ct::reduce_min(lo, 0_ic)));
    ct::store(mx + r, static_cast<int>(ct::reduce_max(hi, 0_ic)));
    auto small = ct::element_cast<long long>(one % 2);
    ct::store(prod + r, static_cast<long long>(ct::prod(small + 1ll, 0_ic)));
    auto b = ct::load_masked(bits + r * cols + c, m, 0xFFFFFFFFu);
    auto b0 = ct::load_masked(bits + r * cols + c, m, 0u);
    ct::store(band + r, static_cast<uint32_t>(ct::reduce_bitand(b, 0_ic)));
    ct::store(bor + r, static_cast<uint32_t>(ct::reduce_bitor(b0, 0_ic)));
    ct::store(bxor + r, static_cast<uint32_t>(ct::reduce_bitxor(b0, 0_ic)));
    bool any_big = static_cast<bool>(ct::any_of(v > 90, 0_ic));
    bool all_pos = static_cast<bool>(ct::all_of((v > 0) | !m, 0_ic));
    ct::store(flags + r, (any_big ? 1 : 0) + (all_pos ? 2 : 0));
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, int cols, bool positive) {
    const int n = rows * cols;
    int* hx = new int[n];
    uint32_t* hb = new uint32_t[n];
    seed::fill(hx, n, positive ? 1 : -100, 100);
    for (int i = 0; i < n; ++i) hb[i] = seed::next_u32() | 0x80000001u;
    int *x = seed::device_alloc<int>(n), *mn = seed::device_alloc<int>(rows), *mx = seed::device_alloc<int>(rows),
        *fl = seed::device_alloc<int>(rows);
    long long* pr = seed::device_alloc<long long>(rows);
    uint32_t *bits = seed::device_alloc<uint32_t>(n), *ba = seed::device_alloc<uint32_t>(rows),
             *bo = seed::device_alloc<uint32_t>(rows), *bx = seed::device_alloc<uint32_t>(rows);
    seed::to_device(x, hx, n);
    seed::to_device(bits, hb, n);
    row_int_stats<BLOCK><<<rows, 1>>>(x, bits, mn, mx, pr, ba, bo, bx, fl, cols);
    SEED_SYNC();
    int *hmn = new int[rows], *hmx = new int[rows], *hfl = new int[rows];
    long long* hpr = new long long[rows];
    uint32_t *hba = new uint32_t[rows], *hbo = new uint32_t[rows], *hbx = new uint32_t[rows];
    seed::to_host(hmn, mn, rows); seed::to_host(hmx, mx, rows); seed::to_host(hfl, fl, rows);
    seed::to_host(hpr, pr, rows); seed::to_host(hba, ba, rows); seed::to_host(hbo, bo, rows);
    seed::to_host(hbx, bx, rows);
    for (int r = 0; r < rows; ++r) {
        int wmn = hx[r * cols], wmx = hx[r * cols];
        long long wpr = 1;
        uint32_t wa = ~0u, wo = 0, wx = 0;
        bool any_big = false, all_pos = true;
        for (int c = 0; c < cols; ++c) {
            int v = hx[r * cols + c];
            wmn = v < wmn ? v : wmn;
            wmx = v > wmx ? v : wmx;
            wpr *= (long long)(v % 2) + 1;
            uint32_t b = hb[r * cols + c];
            wa &= b; wo |= b; wx ^= b;
            any_big |= v > 90;
            all_pos &= v > 0;
        }
        // Padding lanes hold 1 for the product operand: (1 % 2) + 1 = 2 each.
        for (int c = cols; c < BLOCK; ++c) wpr *= 2;
        chk.exact("min", r, hmn[r], wmn);
        chk.exact("max", r, hmx[r], wmx);
        chk.exact("prod", r, hpr[r], wpr);
        chk.exact("and", r, hba[r], wa);
        chk.exact("or", r, hbo[r], wo);
        chk.exact("xor", r, hbx[r], wx);
        chk.exact("flags", r, hfl[r], (any_big ? 1 : 0) + (all_pos ? 2 : 0));
    }
    cudaFree(x); cudaFree(mn); cudaFree(mx); cudaFree(fl); cudaFree(pr); cudaFree(bits);
    cudaFree(ba); cudaFree(bo); cudaFree(bx);
    delete[] hx; delete[] hb; delete[] hmn; delete[] hmx; delete[] hfl; delete[] hpr;
    delete[] hba; delete[] hbo; delete[] hbx;
}

int main() {
    seed::checker chk("reduce_int_minmax_bitwise");
    run<32>(chk, 5, 30, false);
    run<32>(chk, 3, 32, true);
    run<16>(chk, 4, 9, true);
    run<32>(chk, 2, 1, false);
    return chk.finish();
}
