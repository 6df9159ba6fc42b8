// What a CUDA 13.4 toolkit still compiles: a program of 13.4's language,
// compiled by nvcc 13.4 and by ours with --cuda-path at the 13.4 toolkit
// (13.4 bytecode, tileiras 13.4), checked when emulated and by SASS.
// COMPAT-TOOLKIT: 13.4.92
// RUN: %compat %s
#include "cuda_tile.h"
#include <cstdio>
#include <vector>

namespace ct = cuda::tiles;

template <int B>
__tile_global__ void saxpy(const float* x, float* y, float a, int n) {
    auto i = int(ct::bid().x) * B + ct::iota<ct::tile<int, ct::shape<B>>>();
    auto m = i < n;
    auto r = a * ct::load_masked(x + i, m) + ct::load_masked(y + i, m);
    ct::store_masked(y + i, r, m);
}

int main() {
    const int n = 1000, B = 128;
    std::vector<float> x(n), y(n), want(n);
    for (int i = 0; i < n; ++i) {
        x[i] = 0.25f * float(i % 37) - 3.0f;
        y[i] = float(i % 11);
        want[i] = 2.5f * x[i] + y[i];
    }
    float *dx, *dy;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dy, n * sizeof(float));
    cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    saxpy<B><<<(n + B - 1) / B>>>(dx, dy, 2.5f, n);
    cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += y[i] != want[i];
    cudaFree(dx);
    cudaFree(dy);
    if (bad) {
        std::printf("FAIL: %d wrong elements\n", bad);
        return 1;
    }
    std::printf("PASS\n");
    return 0;
}
