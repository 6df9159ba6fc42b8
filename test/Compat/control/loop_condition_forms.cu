// Loop forms nvcc 13.4 accepts in tile code: `while (int left = ...)` with a
// condition variable declared afresh in every iteration (and a continue
// back to it), and `for (;;)` left by a break, each over per-row data read
// from memory. Row r sums the row's elements until the running sum leaves
// [-limit, limit] (while), and counts the leading elements below a
// threshold (for (;;)).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile_global__ void row_scans(const int* __restrict__ x, const int* __restrict__ limits, int* __restrict__ sums,
                               int* __restrict__ lead, int cols) {
    const int r = ct::bid().x;
    const int* row = x + r * cols;
    int i = 0, s = 0;
    while (int left = cols - i) {
        const int v = row[i++];
        if (v == 0)
            continue;  // back to the declaration of `left`
        s += v;
        if (s > limits[r] || s < -limits[r] || left == 1)
            break;
    }
    sums[r] = s * 1000 + i;
    int k = 0;
    for (;;) {
        if (k == cols || row[k] >= limits[r] / 4)
            break;
        ++k;
    }
    lead[r] = k;
}

int main() {
    seed::checker chk("control_loop_condition_forms");
    for (int rows : {9, 1}) {
        const int cols = 23, n = rows * cols;
        int *hx = new int[n], *hl = new int[rows], *hs = new int[rows], *hk = new int[rows];
        seed::fill(hx, n, -20, 20);
        for (int i = 0; i < n; i += 5) hx[i] = 0;
        for (int r = 0; r < rows; ++r) hl[r] = 10 + 13 * r;
        int *x = seed::device_alloc<int>(n), *lim = seed::device_alloc<int>(rows);
        int *sums = seed::device_alloc<int>(rows), *lead = seed::device_alloc<int>(rows);
        seed::to_device(x, hx, n); seed::to_device(lim, hl, rows);
        seed::poison(sums, rows * sizeof(int)); seed::poison(lead, rows * sizeof(int));
        row_scans<<<rows, 1>>>(x, lim, sums, lead, cols);
        SEED_SYNC();
        seed::to_host(hs, sums, rows); seed::to_host(hk, lead, rows);
        for (int r = 0; r < rows; ++r) {
            const int* row = hx + r * cols;
            int i = 0, s = 0;
            while (int left = cols - i) {
                const int v = row[i++];
                if (v == 0) continue;
                s += v;
                if (s > hl[r] || s < -hl[r] || left == 1) break;
            }
            int k = 0;
            while (k < cols && row[k] < hl[r] / 4) ++k;
            chk.exact("sums", r, hs[r], s * 1000 + i);
            chk.exact("lead", r, hk[r], k);
        }
        cudaFree(x); cudaFree(lim); cudaFree(sums); cudaFree(lead);
        delete[] hx; delete[] hl; delete[] hs; delete[] hk;
    }
    return chk.finish();
}
