// Range-for forms nvcc 13.4 accepts in tile code, and `for` with a
// condition variable:
//   - over a braced list (std::initializer_list) of taps, and a list's
//     size(), begin() and end() called by name (nvcc makes them
//     __host__ __device__);
//   - over a user range whose begin()/end() are pointers into memory, with
//     bounds known only at run time (the row's length read from memory);
//   - over a user range with its own iterator class (stride, operator!=
//     as <) writing through the reference it yields;
//   - `for (int k = 0; int left = len - k; ++k)`: the condition variable
//     is declared afresh before every test, with a continue back to it.
// RUN: %compat %s
#include <initializer_list>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct Span {
    const int* first;
    const int* last;
    __tile__ const int* begin() const { return first; }
    __tile__ const int* end() const { return last; }
};

struct StrideIt {
    int* p;
    int step;
    __tile__ int& operator*() const { return *p; }
    __tile__ StrideIt& operator++() {
        p += step;
        return *this;
    }
    __tile__ bool operator!=(const StrideIt& o) const { return p < o.p; }
};

struct Strided {
    int* base;
    int n;
    int step;
    __tile__ StrideIt begin() const { return {base, step}; }
    __tile__ StrideIt end() const { return {base + n, step}; }
};

__tile_global__ void range_forms(const int* __restrict__ x, const int* __restrict__ lens, int* __restrict__ out,
                                 int* __restrict__ y, int cols) {
    const int r = ct::bid().x;
    const int* row = x + r * cols;
    const int len = lens[r];
    int taps = 0;
    for (int t : {0, 2, 5})
        taps = taps * 7 + row[t];
    const std::initializer_list<int> ends = {1, 4};  // its members are tile-callable
    taps += int(ends.size()) * row[*ends.begin()] - row[*(ends.end() - 1)];
    int sum = 0;
    for (int v : Span{row, row + len})
        sum += v;
    int weighted = 0;
    for (int k = 0; int left = len - k; ++k) {
        if (row[k] < 0)
            continue;
        weighted += left * row[k];
    }
    for (int& v : Strided{y + r * cols, len, 2})
        v = v * 3 + r;
    out[3 * r] = taps;
    out[3 * r + 1] = sum;
    out[3 * r + 2] = weighted;
}

int main() {
    seed::checker chk("control_range_for_forms");
    const int rows = 6, cols = 17, n = rows * cols;
    int *hx = new int[n], *hy = new int[n], *hy0 = new int[n], hl[rows], ho[3 * rows];
    seed::fill(hx, n, -20, 20);
    seed::fill(hy0, n, -50, 50);
    for (int r = 0; r < rows; ++r) hl[r] = (r * 5 + 3) % (cols + 1);
    hl[2] = 0;
    int *x = seed::device_alloc<int>(n), *lens = seed::device_alloc<int>(rows);
    int *out = seed::device_alloc<int>(3 * rows), *y = seed::device_alloc<int>(n);
    seed::to_device(x, hx, n); seed::to_device(lens, hl, rows); seed::to_device(y, hy0, n);
    seed::poison(out, 3 * rows * sizeof(int));
    range_forms<<<rows, 1>>>(x, lens, out, y, cols);
    SEED_SYNC();
    seed::to_host(ho, out, 3 * rows); seed::to_host(hy, y, n);
    for (int r = 0; r < rows; ++r) {
        const int* row = hx + r * cols;
        int taps = 0;
        for (int t : {0, 2, 5}) taps = taps * 7 + row[t];
        taps += 2 * row[1] - row[4];
        int sum = 0, weighted = 0;
        for (int k = 0; k < hl[r]; ++k) {
            sum += row[k];
            if (row[k] >= 0) weighted += (hl[r] - k) * row[k];
        }
        chk.exact("taps", r, ho[3 * r], taps);
        chk.exact("sum", r, ho[3 * r + 1], sum);
        chk.exact("weighted", r, ho[3 * r + 2], weighted);
        for (int c = 0; c < cols; ++c) {
            const int i = r * cols + c;
            const int want = (c < hl[r] && c % 2 == 0) ? hy0[i] * 3 + r : hy0[i];
            chk.exact("y", i, hy[i], want);
        }
    }
    cudaFree(x); cudaFree(lens); cudaFree(out); cudaFree(y);
    delete[] hx; delete[] hy; delete[] hy0;
    return chk.finish();
}
