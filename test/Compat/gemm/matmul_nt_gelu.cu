// A linear layer y = GELU(x W^T + b) with the weight stored as nn.Linear
// keeps it, out_features x in_features: the W tile is loaded (BN x BK) and
// transposed in registers; each K step uses ct::matmul on __half (a __half
// partial product) and adds it to an f32 running sum. The tanh form of GELU
// is the epilogue, float output.
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename T>
__tile__ T gelu_tanh(T x) {
    constexpr float k0 = 0.7978845608f;  // sqrt(2 / pi)
    constexpr float k1 = 0.044715f;
    auto inner = k0 * (x + k1 * x * x * x);
    return 0.5f * x * (1.0f + ct::tanh(inner));
}

template <int BM, int BN, int BK>
__tile_global__ void linear_gelu(const __half* __restrict__ x, const __half* __restrict__ w,
                                 const float* __restrict__ bias, float* __restrict__ y,
                                 int rows, int in_f, int out_f) {
    using namespace ct::literals;
    auto x_view = ct::partition_view{ct::tensor_span{x, ct::extents{rows, in_f}}, ct::shape<BM, BK>{}};
    auto w_view = ct::partition_view{ct::tensor_span{w, ct::extents{out_f, in_f}}, ct::shape<BN, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{bias, ct::extents{1, out_f}}, ct::shape<1, BN>{}};
    auto y_view = ct::partition_view{ct::tensor_span{y, ct::extents{rows, out_f}}, ct::shape<BM, BN>{}};
    const int bm = ct::bid().x, bn = ct::bid().y;

    auto acc = ct::full<ct::tile<float, ct::shape<BM, BN>>>(0.0f);
    #pragma unroll 1
    for (int kt = 0; kt < (in_f + BK - 1) / BK; ++kt) {
        auto xt = x_view.load_masked(bm, kt);
        auto wt = ct::transpose(w_view.load_masked(bn, kt));
        acc = acc + ct::element_cast<float>(ct::matmul(xt, wt));
    }
    acc = acc + b_view.load_masked(0, bn);
    y_view.store_masked(gelu_tanh(acc), bm, bn);
}

static double gelu_ref(double v) {
    return 0.5 * v * (1.0 + std::tanh(0.7978845608 * (v + 0.044715 * v * v * v)));
}

static void run(seed::checker& chk, int rows, int in_f, int out_f) {
    constexpr int BM = 32, BN = 16, BK = 32;
    const int guard = 8;
    __half *hx = new __half[rows * in_f], *hw = new __half[out_f * in_f];
    float *hb = new float[out_f], *hy = new float[rows * out_f + guard];
    for (int i = 0; i < rows * in_f; ++i) hx[i] = __float2half(seed::rand_float());
    for (int i = 0; i < out_f * in_f; ++i) hw[i] = __float2half(0.25f * seed::rand_float());
    seed::fill(hb, out_f);
    __half *x = seed::device_alloc<__half>(rows * in_f), *w = seed::device_alloc<__half>(out_f * in_f);
    float *b = seed::device_alloc<float>(out_f), *y = seed::device_alloc<float>(rows * out_f + guard);
    seed::to_device(x, hx, rows * in_f);
    seed::to_device(w, hw, out_f * in_f);
    seed::to_device(b, hb, out_f);
    seed::poison(y, (rows * out_f + guard) * sizeof(float));
    linear_gelu<BM, BN, BK><<<dim3((rows + BM - 1) / BM, (out_f + BN - 1) / BN), 1>>>(
        x, w, b, y, rows, in_f, out_f);
    SEED_SYNC();
    seed::to_host(hy, y, rows * out_f + guard);
    for (int i = 0; i < rows; ++i)
        for (int o = 0; o < out_f; ++o) {
            double pre = hb[o], mag = std::fabs(hb[o]);
            for (int k = 0; k < in_f; ++k) {
                double p = double(__half2float(hx[i * in_f + k])) * __half2float(hw[o * in_f + k]);
                pre += p;
                mag += std::fabs(p);
            }
            // Each K step's partial product is rounded to half (2^-11 of its
            // magnitude); GELU's slope is below 1.13, tanh is approximate.
            double tol = 1.2 * (mag / 1024.0) + 1e-5 * (1 + std::fabs(pre));
            chk.near("y", i * out_f + o, hy[i * out_f + o], gelu_ref(pre), tol);
        }
    chk.untouched("y", hy + rows * out_f, guard * sizeof(float));
    cudaFree(x); cudaFree(w); cudaFree(b); cudaFree(y);
    delete[] hx; delete[] hw; delete[] hb; delete[] hy;
}

int main() {
    seed::checker chk("gemm_matmul_nt_gelu");
    run(chk, 64, 64, 32);
    run(chk, 37, 50, 21);
    run(chk, 1, 1, 1);
    return chk.finish();
}
