// `long double` in tile code: nvcc 13.4 treats it as double in device code
// (with a warning), so both compilers compute these locals in f64. Row r
// evaluates a polynomial in long double from f64 data, converts it back to
// double, float and int, and compares against a long double constant. The
// host reference computes in double (the host's long double is x87 80-bit,
// which the device never sees). No long double crosses the kernel boundary:
// its 16-byte host layout is not what either compiler's f64 reads.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

__tile_global__ void poly_rows(const double* __restrict__ x, double* __restrict__ y, float* __restrict__ yf,
                               int* __restrict__ yi, int cols) {
    const int r = ct::bid().x;
    long double acc = 0.0L;
    const long double c[3] = {0.5L, -1.25L, 2.0L};
    for (int i = 0; i < cols; ++i) {
        long double v = x[r * cols + i];
        acc += (c[2] * v + c[1]) * v + c[0];
    }
    y[r] = (double)acc;
    yf[r] = (float)(acc / 3);
    yi[r] = (int)(acc * 8) + (acc > 1.5L ? 1000 : 0);
}

int main() {
    seed::checker chk("types_long_double_f64");
    const int rows = 7, cols = 13, n = rows * cols;
    double* hx = new double[n];
    for (int i = 0; i < n; ++i) hx[i] = double(seed::rand_float()) * 2;
    double* x = seed::device_alloc<double>(n);
    double* y = seed::device_alloc<double>(rows);
    float* yf = seed::device_alloc<float>(rows);
    int* yi = seed::device_alloc<int>(rows);
    seed::to_device(x, hx, n);
    poly_rows<<<rows, 1>>>(x, y, yf, yi, cols);
    SEED_SYNC();
    double hy[rows];
    float hf[rows];
    int hi[rows];
    seed::to_host(hy, y, rows); seed::to_host(hf, yf, rows); seed::to_host(hi, yi, rows);
    for (int r = 0; r < rows; ++r) {
        double acc = 0.0;
        for (int i = 0; i < cols; ++i) {
            const double v = hx[r * cols + i];
            acc += (2.0 * v - 1.25) * v + 0.5;
        }
        // f64 either way; contraction into fma may move the last bits.
        chk.near("y", r, hy[r], acc, 1e-12 * (1 + std::fabs(acc)));
        chk.near("yf", r, hf[r], float(acc / 3), 1e-6 * (1 + std::fabs(acc)));
        chk.exact("yi", r, hi[r], int(acc * 8) + (acc > 1.5 ? 1000 : 0));
    }
    cudaFree(x); cudaFree(y); cudaFree(yf); cudaFree(yi);
    delete[] hx;
    return chk.finish();
}
