// A persistent kernel fed by a global work queue: a few blocks loop with
// for (;;), each time taking the next tile number with a relaxed atomic
// add on a counter and leaving the loop with break once the queue is empty.
// A tile is a BR-row slab of a row-major matrix whose rows are addressed
// with size_t offsets (row * ld as 64-bit, the way code written for large
// tensors does it); each row is scaled by its own factor and gets a bias
// vector added. Uneven tile costs are what this schedule balances.
// RUN: %compat %s
#include <cstddef>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BR, int BC>
__tile_global__ void scale_rows_queue(const float* __restrict__ x, const float* __restrict__ row_scale,
                                      const float* __restrict__ bias, float* __restrict__ y,
                                      int* __restrict__ next_tile, int rows, int cols, int ld) {
    const int row_tiles = (rows + BR - 1) / BR;
    auto lr = ct::iota<ct::tile<int, ct::shape<BR, 1>>>();
    auto lc = ct::iota<ct::tile<int, ct::shape<1, BC>>>();
    for (;;) {
        const int t = ct::atomic_add(next_tile, 1, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
        if (t >= row_tiles)
            break;
        const size_t base = size_t(t) * BR * size_t(ld);
        auto r = t * BR + lr;
        auto s = ct::load_masked(row_scale + r, r < rows, 0.0f);
        for (int c0 = 0; c0 < cols; c0 += BC) {
            auto c = c0 + lc;
            auto m = (r < rows) & (c < cols);
            auto off = lr * ld + c;
            auto v = ct::load_masked(x + base + off, m, 0.0f) * s + ct::load_masked(bias + c, c < cols, 0.0f);
            ct::store_masked(y + base + off, v, m);
        }
    }
}

template <int BR, int BC>
static void run(seed::checker& chk, int rows, int cols, int ld, int blocks) {
    const size_t n = size_t(rows) * ld;
    float *hx = new float[n], *hy = new float[n], *hs = new float[rows], *hb = new float[cols];
    seed::fill(hx, n);
    seed::fill(hs, rows);
    seed::fill(hb, cols);
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n);
    float *s = seed::device_alloc<float>(rows), *b = seed::device_alloc<float>(cols);
    int* next = seed::device_alloc<int>(1);
    seed::to_device(x, hx, n);
    seed::to_device(s, hs, rows);
    seed::to_device(b, hb, cols);
    seed::poison(y, n * sizeof(float));
    SEED_CHECK(cudaMemset(next, 0, sizeof(int)));
    scale_rows_queue<BR, BC><<<blocks, 1>>>(x, s, b, y, next, rows, cols, ld);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            size_t at = size_t(r) * ld + c;
            chk.near("y", at, hy[at], double(hx[at]) * hs[r] + hb[c], 4 * seed::f32_eps);
        }
        chk.untouched("y padding", hy + size_t(r) * ld + cols, (ld - cols) * sizeof(float));
    }
    int taken;
    seed::to_host(&taken, next, 1);
    chk.exact("counter", 0, taken, (rows + BR - 1) / BR + blocks);  // each block's failed take counts too
    cudaFree(x); cudaFree(y); cudaFree(s); cudaFree(b); cudaFree(next);
    delete[] hx; delete[] hy; delete[] hs; delete[] hb;
}

int main() {
    seed::checker chk("control_atomic_work_queue");
    run<16, 64>(chk, 100, 150, 160, 3);
    run<8, 128>(chk, 33, 128, 136, 5);
    return chk.finish();
}
