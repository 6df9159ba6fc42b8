// Weight dequantization for an MXFP4 checkpoint: fp4 (e2m1) weights, one
// value per byte as CUDA 13.5 stores __nv_fp4_e2m1, every 32 along a row
// sharing one e8m0 exponent; each (row, 32-column) scale is broadcast over
// its block and the weights are written as bf16 (exact: an e2m1 value times
// a power of two fits bf16). The host decodes e2m1 and e8m0 itself.
// Block-scale types need sm_100.
// COMPAT-ARCH: sm_100
// RUN: %compat %s
#include <cmath>
#include <cuda_bf16.h>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;
using fp4 = __nv_fp4_e2m1;
using e8m0 = __nv_fp8_e8m0;
constexpr int V = 32;

template <int BR, int BC>
__tile_global__ void dequant(const fp4* __restrict__ W, const e8m0* __restrict__ S,
                             __nv_bfloat16* __restrict__ out, int rows, int cols) {
    auto w_view = ct::partition_view{ct::tensor_span{W, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto s_view = ct::partition_view{ct::tensor_span{S, ct::extents{rows, cols / V}}, ct::shape<BR, BC / V>{}};
    auto o_view = ct::partition_view{ct::tensor_span{out, ct::extents{rows, cols}}, ct::shape<BR, BC>{}};
    auto [br, bc, unused] = ct::bid();
    // e2m1 -> float and e8m0 -> float do not narrow: element_cast is enough.
    auto w = ct::element_cast<float>(w_view.load(br, bc));
    auto s = ct::element_cast<float>(s_view.load(br, bc));
    auto s_full = ct::reshape<ct::shape<BR, BC>>(
        ct::broadcast<ct::shape<BR, BC / V, V>>(ct::reshape<ct::shape<BR, BC / V, 1>>(s)));
    o_view.store(ct::element_cast<__nv_bfloat16>(w * s_full), br, bc);
}

static double dec_e2m1(unsigned c) {
    static const double mag[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    return (c & 8 ? -1 : 1) * mag[c & 7];
}

static void run(seed::checker& chk, int rows, int cols) {
    constexpr int BR = 32, BC = 128;
    unsigned char *hw = new unsigned char[rows * cols], *hs = new unsigned char[rows * cols / V];
    for (int i = 0; i < rows * cols; ++i) hw[i] = seed::next_u32() & 15;
    for (int i = 0; i < rows * cols / V; ++i) hs[i] = 110 + seed::next_u32() % 30; // 2^-17 .. 2^12
    fp4* W = seed::device_alloc<fp4>(rows * cols);
    e8m0* S = seed::device_alloc<e8m0>(rows * cols / V);
    __nv_bfloat16* out = seed::device_alloc<__nv_bfloat16>(rows * cols);
    seed::to_device(W, reinterpret_cast<fp4*>(hw), rows * cols);
    seed::to_device(S, reinterpret_cast<e8m0*>(hs), rows * cols / V);
    dequant<BR, BC><<<dim3(rows / BR, cols / BC), 1>>>(W, S, out, rows, cols);
    SEED_SYNC();
    __nv_bfloat16* ho = new __nv_bfloat16[rows * cols];
    seed::to_host(ho, out, rows * cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            double want = dec_e2m1(hw[r * cols + c]) * std::ldexp(1.0, hs[r * (cols / V) + c / V] - 127);
            chk.near("W", r * cols + c, __bfloat162float(ho[r * cols + c]), want, 0);
        }
    cudaFree(W); cudaFree(S); cudaFree(out);
    delete[] hw; delete[] hs; delete[] ho;
}

int main() {
    seed::checker chk("types_fp4_dequant_bf16");
    run(chk, 64, 256);
    return chk.finish();
}
