// A fused epilogue as transformer code writes it in bf16: out = bf16(
// (f32(x) * col_scale + row_bias) * gate + f32(residual)), where x and the
// residual are [rows, cols] bf16 matrices read through partition views,
// col_scale is an f32 [1, BN] row vector, row_bias a bf16 [BM, 1] column
// vector and gate a single f32 scalar read from device memory, all
// broadcast against the [BM, BN] tile. Arithmetic is done in f32 and
// rounded once on the store.
// RUN: %compat %s
#include <cuda_bf16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BM, int BN>
__tile_global__ void scale_bias_residual(const __nv_bfloat16* __restrict__ x, const __nv_bfloat16* __restrict__ res,
                                         const float* __restrict__ col_scale,
                                         const __nv_bfloat16* __restrict__ row_bias, const float* __restrict__ gate,
                                         __nv_bfloat16* __restrict__ out, int rows, int cols) {
    const int bm = ct::bid().x, bn = ct::bid().y;
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, cols}}, ct::shape<BM, BN>{}};
    auto rv = ct::partition_view{ct::tensor_span{res, ct::extents{rows, cols}}, ct::shape<BM, BN>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{rows, cols}}, ct::shape<BM, BN>{}};
    auto r = bm * BM + ct::iota<ct::tile<int, ct::shape<BM, 1>>>();
    auto c = bn * BN + ct::iota<ct::tile<int, ct::shape<1, BN>>>();
    auto scale = ct::load_masked(col_scale + c, c < cols, 0.0f);
    auto bias = ct::element_cast<float>(ct::load_masked(row_bias + r, r < rows));
    const float g = *gate;
    auto xf = ct::element_cast<float>(xv.load_masked(bm, bn));
    auto y = (xf * scale + bias) * g + ct::element_cast<float>(rv.load_masked(bm, bn));
    ov.store_masked(ct::element_cast<__nv_bfloat16>(y), bm, bn);
}

template <int BM, int BN>
static void run(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    __nv_bfloat16 *hx = new __nv_bfloat16[n], *hr = new __nv_bfloat16[n], *ho = new __nv_bfloat16[n];
    __nv_bfloat16* hb = new __nv_bfloat16[rows];
    float* hs = new float[cols];
    float hg = 0.75f;
    for (size_t i = 0; i < n; ++i) {
        hx[i] = __float2bfloat16(seed::rand_float());
        hr[i] = __float2bfloat16(seed::rand_float());
    }
    for (int i = 0; i < rows; ++i) hb[i] = __float2bfloat16(seed::rand_float());
    seed::fill(hs, cols);
    auto *x = seed::device_alloc<__nv_bfloat16>(n), *res = seed::device_alloc<__nv_bfloat16>(n);
    auto *out = seed::device_alloc<__nv_bfloat16>(n), *b = seed::device_alloc<__nv_bfloat16>(rows);
    float *s = seed::device_alloc<float>(cols), *g = seed::device_alloc<float>(1);
    seed::to_device(x, hx, n);
    seed::to_device(res, hr, n);
    seed::to_device(b, hb, rows);
    seed::to_device(s, hs, cols);
    seed::to_device(g, &hg, 1);
    scale_bias_residual<BM, BN><<<dim3((rows + BM - 1) / BM, (cols + BN - 1) / BN), 1>>>(x, res, s, b, g, out, rows, cols);
    SEED_SYNC();
    seed::to_host(ho, out, n);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) {
            size_t at = size_t(i) * cols + j;
            double want = (double(__bfloat162float(hx[at])) * hs[j] + __bfloat162float(hb[i])) * hg +
                          __bfloat162float(hr[at]);
            // one bf16 rounding of a value below 4 (2^-8 relative), plus f32 noise
            chk.near("out", at, __bfloat162float(ho[at]), want, std::fabs(want) / 256.0 + 16 * seed::f32_eps);
        }
    cudaFree(x); cudaFree(res); cudaFree(out); cudaFree(b); cudaFree(s); cudaFree(g);
    delete[] hx; delete[] hr; delete[] ho; delete[] hb; delete[] hs;
}

int main() {
    seed::checker chk("elementwise_bf16_broadcast_residual");
    run<16, 64>(chk, 37, 150);
    run<32, 32>(chk, 64, 64);
    return chk.finish();
}
