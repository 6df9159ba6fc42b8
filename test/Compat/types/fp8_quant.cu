// Per-tensor FP8 quantization and dequantization, both formats: values are
// scaled, clamped to the format's largest finite value (448 for e4m3, 57344
// for e5m2) and converted with element_cast; the round trip back to f32 must
// equal the host's conversions bit for bit. Also a dequantize to __half.
// fp8 tiles need sm_90 or newer.
// COMPAT-ARCH: sm_90 sm_100
// RUN: %compat %s
#include <type_traits>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <typename F8>
constexpr float fp8_max = std::is_same_v<F8, __nv_fp8_e4m3> ? 448.0f : 57344.0f;

template <typename F8, int BLOCK>
__tile_global__ void quantize(const float* __restrict__ x, F8* __restrict__ q, float inv_scale, int n) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    auto v = xv.load_masked(b) * inv_scale;
    v = ct::min(ct::max(v, -fp8_max<F8>), fp8_max<F8>);
    qv.store_masked(ct::element_cast<F8>(v), b);
}

template <typename F8, int BLOCK>
__tile_global__ void dequantize(const F8* __restrict__ q, float* __restrict__ y, __half* __restrict__ yh,
                                float scale, int n) {
    auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<BLOCK>{}};
    auto hv = ct::partition_view{ct::tensor_span{yh, ct::extents{n}}, ct::shape<BLOCK>{}};
    const int b = ct::bid().x;
    auto f = ct::element_cast<float>(qv.load_masked(b));
    yv.store_masked(f * scale, b);
    hv.store_masked(ct::element_cast<__half>(qv.load_masked(b)), b);
}

template <typename F8>
static void run(seed::checker& chk, const char* what, int n, float scale) {
    constexpr int BLOCK = 128;
    const int guard = 8;
    float *hx = new float[n], *hy = new float[n + guard];
    F8* hq = new F8[n + guard];
    __half* hh = new __half[n + guard];
    for (int i = 0; i < n; ++i) hx[i] = 600.0f * seed::rand_float() * scale;  // some beyond 448 * scale
    float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n + guard);
    F8* q = seed::device_alloc<F8>(n + guard);
    __half* yh = seed::device_alloc<__half>(n + guard);
    seed::to_device(x, hx, n);
    seed::poison(q, n + guard);
    seed::poison(y, (n + guard) * sizeof(float));
    seed::poison(yh, (n + guard) * sizeof(__half));
    quantize<F8, BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(x, q, 1.0f / scale, n);
    SEED_SYNC();
    dequantize<F8, BLOCK><<<(n + BLOCK - 1) / BLOCK, 1>>>(q, y, yh, scale, n);
    SEED_SYNC();
    seed::to_host(hq, q, n + guard);
    seed::to_host(hy, y, n + guard);
    seed::to_host(hh, yh, n + guard);
    for (int i = 0; i < n; ++i) {
        float v = std::fmin(std::fmax(hx[i] * (1.0f / scale), -fp8_max<F8>), fp8_max<F8>);
        float qf = float(F8(v));
        chk.near(what, i, float(hq[i]), qf, 0.0);
        chk.near("dequant", i, hy[i], double(qf) * scale, std::fabs(double(qf) * scale) * seed::f32_eps);
        chk.near("dequant_half", i, __half2float(hh[i]), qf, std::fabs(qf) / 2048);
    }
    chk.untouched(what, hq + n, guard);
    chk.untouched("dequant", hy + n, guard * sizeof(float));
    cudaFree(x); cudaFree(y); cudaFree(q); cudaFree(yh);
    delete[] hx; delete[] hy; delete[] hq; delete[] hh;
}

int main() {
    seed::checker chk("types_fp8_quant");
    run<__nv_fp8_e4m3>(chk, "e4m3", 1000, 0.25f);
    run<__nv_fp8_e5m2>(chk, "e5m2", 513, 0.001f);
    run<__nv_fp8_e4m3>(chk, "e4m3_1", 1, 1.0f);
    return chk.finish();
}
