// Inclusive prefix sums along rows with ct::partial_sum (the tile scan):
// each block owns one row and walks it tile by tile, adding the running
// carry (the sum of the tiles before it) to the next one. A bool template
// parameter picks a suffix scan that walks the tiles backwards with
// ct::scan_backward_t{} (for f32; the int instantiation turns the forward
// scan around, total - prefix + v); an int instantiation counts with exact
// integer arithmetic.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T, int BLOCK, bool kReverse = false>
__tile_global__ void cumsum_rows(const T* __restrict__ x, T* __restrict__ y, int cols) {
    using namespace ct::literals;
    using t_t = ct::tile<T, ct::shape<BLOCK>>;
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    T carry = T(0);
    const int tiles = (cols + BLOCK - 1) / BLOCK;
    for (int t : ct::irange(0, tiles)) {
        int c0 = kReverse ? (tiles - 1 - t) * BLOCK : t * BLOCK;
        auto c = c0 + lane;
        auto m = c < cols;
        t_t v = ct::load_masked(x + r * cols + c, m);
        t_t s;
        if constexpr (kReverse && sizeof(T) == 4 && T(0.5) != T(0))
            s = ct::partial_sum(v, 0_ic, ct::scan_backward_t{}) + carry;
        else if constexpr (kReverse)
            s = ct::sum(v, 0_ic) - ct::partial_sum(v, 0_ic) + v + carry;
        else
            s = ct::partial_sum(v, 0_ic) + carry;
        ct::store_masked(y + r * cols + c, s, m);
        // The carry is the total so far: the sum of the whole (zero-padded) tile.
        carry = carry + static_cast<T>(ct::sum(v, 0_ic));
    }
}

template <typename T, int BLOCK, bool kReverse>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols, guard = 8;
    T *hx = new T[n], *hy = new T[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = T(seed::rand_int(-9, 9));
    if constexpr (sizeof(T) == 4 && T(0.5) != T(0))
        for (int i = 0; i < n; ++i) hx[i] = seed::rand_float();
    T *x = seed::device_alloc<T>(n), *y = seed::device_alloc<T>(n + guard);
    seed::to_device(x, hx, n);
    seed::poison(y, (n + guard) * sizeof(T));
    cumsum_rows<T, BLOCK, kReverse><<<rows, 1>>>(x, y, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + guard);
    for (int r = 0; r < rows; ++r) {
        double acc = 0, mag = 0;
        for (int k = 0; k < cols; ++k) {
            int c = kReverse ? cols - 1 - k : k;
            acc += double(hx[r * cols + c]);
            mag += std::fabs(double(hx[r * cols + c]));
            if constexpr (T(0.5) == T(0))
                chk.exact("y", r * cols + c, (long long)hy[r * cols + c], (long long)acc);
            else
                chk.near("y", r * cols + c, hy[r * cols + c], acc, 4 * (k + 2) * seed::f32_eps * mag);
        }
    }
    chk.untouched("y", hy + n, guard * sizeof(T));
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
}

int main() {
    seed::checker chk("reduce_cumsum_scan");
    run<float, 128, false>(chk, 4, 1000);
    run<float, 64, true>(chk, 3, 200);
    run<int, 256, false>(chk, 5, 777);
    run<int, 32, true>(chk, 2, 32);
    run<float, 16, false>(chk, 7, 5);
    return chk.finish();
}
