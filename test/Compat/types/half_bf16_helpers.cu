// The cuda_fp16.h / cuda_bf16.h helpers CUDA 13.4 marks as tile code, called
// on scalars in a tile kernel for __half and __nv_bfloat16: the __device__
// math (hsqrt, hrsqrt, hexp, hexp2, hlog, hlog2, hsin, hcos, htanh,
// htanh_approx, hceil, hfloor, hrcp), the fused forms (__hfma, __hfma_sat,
// __hfma_relu), __habs/__hneg/__hmax and classification. Each block takes
// one element; its results are checked against float math on the host
// within the element type's precision.
// RUN: %compat %s
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

constexpr int kOuts = 16;

template <typename T>
__tile_global__ void helpers(const T* __restrict__ a, const T* __restrict__ b, const T* __restrict__ c,
                             T* __restrict__ out, int* __restrict__ flags, int n) {
    const int i = ct::bid().x;
    const T x = a[i], y = b[i], z = c[i];
    T* o = out + i * kOuts;
    o[0] = hsqrt(x);
    o[1] = hrsqrt(x);
    o[2] = hexp(y);
    o[3] = hexp2(y);
    o[4] = hlog(x);
    o[5] = hlog2(x);
    o[6] = hsin(y);
    o[7] = hcos(y);
    o[8] = htanh(y);
    o[9] = htanh_approx(y);
    o[10] = hceil(z);
    o[11] = hfloor(z);
    o[12] = hrcp(x);
    o[13] = __hfma(x, y, z);
    o[14] = __hfma_sat(x, y, z);
    o[15] = __hfma_relu(x, y, z);
    flags[i] = __hisnan(x) + 2 * __hisinf(y) + 4 * (__habs(y) == __hmax(y, __hneg(y)));
}

template <typename T> static float to_f(T v);
template <> float to_f(__half v) { return __half2float(v); }
template <> float to_f(__nv_bfloat16 v) { return __bfloat162float(v); }
template <typename T> static T from_f(float v);
template <> __half from_f(float v) { return __float2half(v); }
template <> __nv_bfloat16 from_f(float v) { return __float2bfloat16(v); }

template <typename T>
static void run(seed::checker& chk, int n, double ulp) {
    T *ha = new T[n], *hb = new T[n], *hc = new T[n], *ho = new T[n * kOuts];
    int* hf = new int[n];
    for (int i = 0; i < n; ++i) {
        ha[i] = from_f<T>(0.25f + 1.5f * std::fabs(seed::rand_float()));  // positive: sqrt, log, rcp
        hb[i] = from_f<T>(2.0f * seed::rand_float());
        hc[i] = from_f<T>(8.0f * seed::rand_float());
    }
    T *a = seed::device_alloc<T>(n), *b = seed::device_alloc<T>(n), *c = seed::device_alloc<T>(n);
    T* o = seed::device_alloc<T>(n * kOuts);
    int* f = seed::device_alloc<int>(n);
    seed::to_device(a, ha, n); seed::to_device(b, hb, n); seed::to_device(c, hc, n);
    seed::poison(o, n * kOuts * sizeof(T)); seed::poison(f, n * sizeof(int));
    helpers<T><<<n, 1>>>(a, b, c, o, f, n);
    SEED_SYNC();
    seed::to_host(ho, o, n * kOuts); seed::to_host(hf, f, n);
    for (int i = 0; i < n; ++i) {
        const double x = to_f(ha[i]), y = to_f(hb[i]), z = to_f(hc[i]);
        const double fma = x * y + z;
        const double want[kOuts] = {std::sqrt(x), 1 / std::sqrt(x), std::exp(y), std::exp2(y),
                                    std::log(x), std::log2(x), std::sin(y), std::cos(y),
                                    std::tanh(y), std::tanh(y), std::ceil(z), std::floor(z),
                                    1 / x, fma, std::min(std::max(fma, 0.0), 1.0), std::max(fma, 0.0)};
        for (int k = 0; k < kOuts; ++k) {
            // a few units in the last place of the result, or of the inputs'
            // magnitude where the result cancels (log near 1, fma)
            const double scale = std::fabs(want[k]) + (k == 4 || k == 5 || k >= 13 ? 1.0 + std::fabs(x * y) : 0.0);
            chk.near("out", i * kOuts + k, to_f(ho[i * kOuts + k]), want[k], ulp * (scale + 1e-3));
        }
        chk.exact("flags", i, hf[i], 4);
    }
    cudaFree(a); cudaFree(b); cudaFree(c); cudaFree(o); cudaFree(f);
    delete[] ha; delete[] hb; delete[] hc; delete[] ho; delete[] hf;
}

int main() {
    seed::checker chk("types_half_bf16_helpers");
    run<__half>(chk, 37, 4.0 / 1024);
    run<__nv_bfloat16>(chk, 29, 4.0 / 128);
    return chk.finish();
}
