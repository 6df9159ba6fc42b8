// GNU case ranges in tile code, which nvcc 13.4 accepts: a switch on a
// per-row class code read from memory (signed ranges around zero, a single
// label between ranges, a range stacked with a label, default), a switch on
// a template parameter whose value falls inside a range, and a `for (;;)`
// scan left by a break. The emulated results are checked against the C++
// meaning of `case lo ... hi` (every value in [lo, hi]); nvcc 13.4 lowers
// a range as its low label alone (its Tile IR), so its cubin differs from
// this reference on a GPU for codes inside a range.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK, int MODE>
__tile_global__ void classify_rows(const float* __restrict__ x, const int* __restrict__ codes,
                                   const int* __restrict__ limits, float* __restrict__ y, int cols) {
    const int r = ct::bid().x;
    auto c = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    auto m = c < cols;
    auto v = ct::load_masked(x + r * cols + c, m);
    float scale = 0.0f;
    switch (codes[r]) {
    case -100 ... -11: scale = -2.0f; break;
    case -10 ... -1: scale = -1.0f; break;
    case 0: scale = 0.5f; break;
    case 1 ... 9:
    case 50: scale = 1.0f; break;
    case 10 ... 49: scale = 3.0f; break;
    default: scale = 4.0f; break;
    }
    float bias = 0.0f;
    switch (MODE) {
    case 0 ... 2: bias = 0.25f; break;
    case 3 ... 5: bias = 0.75f; break;
    default: bias = 0.0f; break;
    }
    // The first column whose value exceeds the row's limit (or cols).
    int first = 0;
    for (;;) {
        if (first >= cols || x[r * cols + first] * 100.0f > static_cast<float>(limits[r]))
            break;
        ++first;
    }
    ct::store_masked(y + r * cols + c, v * scale + bias + static_cast<float>(first), m);
}

static float host_scale(int code) {
    switch (code) {
    case -100 ... -11: return -2.0f;
    case -10 ... -1: return -1.0f;
    case 0: return 0.5f;
    case 1 ... 9:
    case 50: return 1.0f;
    case 10 ... 49: return 3.0f;
    default: return 4.0f;
    }
}

template <int BLOCK, int MODE>
static void run(seed::checker& chk, int rows, int cols) {
    const int n = rows * cols;
    float *hx = new float[n], *hy = new float[n];
    int *hcode = new int[rows], *hlim = new int[rows];
    seed::fill(hx, n);
    for (int r = 0; r < rows; ++r) {
        hcode[r] = r * 7 % 130 - 60;  // -60 .. 69: every range and the default
        hlim[r] = (r % 5) * 20 - 40;
    }
    float* x = seed::device_alloc<float>(n);
    float* y = seed::device_alloc<float>(n);
    int *codes = seed::device_alloc<int>(rows), *lim = seed::device_alloc<int>(rows);
    seed::to_device(x, hx, n); seed::to_device(codes, hcode, rows); seed::to_device(lim, hlim, rows);
    seed::poison(y, n * sizeof(float));
    classify_rows<BLOCK, MODE><<<rows, 1>>>(x, codes, lim, y, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n);
    const float bias = MODE <= 2 ? 0.25f : (MODE <= 5 ? 0.75f : 0.0f);
    for (int r = 0; r < rows; ++r) {
        int first = 0;
        while (first < cols && !(hx[r * cols + first] * 100.0f > float(hlim[r]))) ++first;
        for (int c = 0; c < cols; ++c) {
            double want = double(hx[r * cols + c]) * host_scale(hcode[r]) + bias + first;
            chk.near("y", r * cols + c, hy[r * cols + c], want, 1e-5 * (std::fabs(want) + 1));
        }
    }
    cudaFree(x); cudaFree(y); cudaFree(codes); cudaFree(lim);
    delete[] hx; delete[] hy; delete[] hcode; delete[] hlim;
}

int main() {
    seed::checker chk("control_switch_case_ranges");
    run<64, 1>(chk, 24, 50);
    run<32, 4>(chk, 19, 32);
    run<16, 9>(chk, 11, 5);
    return chk.finish();
}
