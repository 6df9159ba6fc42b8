// Optional inputs passed as null pointers, the way fused kernels take a
// bias or a residual: `if (bias)` and `residual != nullptr` choose at run
// time, a pointer pair gives the row length (`end - begin`), and a pointer
// comparison picks the in-place path (`out == x`). nvcc 13.4 tests and
// compares the pointers' addresses (ptr_to_int), as ours does.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int BLOCK>
__tile_global__ void fused_bias_residual(const float* x, const float* __restrict__ bias,
                                         const float* __restrict__ residual, const int* row_begin,
                                         const int* row_end, const int* table_last, float* out,
                                         float* scale_out) {
    const int r = ct::bid().x;
    const long long len = table_last - row_begin;  // the number of rows
    auto c = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    const int lo = row_begin[r], hi = row_end[r];
    auto m = c < hi - lo;
    auto v = ct::load_masked(x + lo + c, m);
    if (bias)
        v = v + bias[r];
    if (residual != nullptr)
        v = v + ct::load_masked(residual + lo + c, m);
    // In place (out aliases x): scale down, so that the two paths differ.
    const float s = out == x ? 0.5f : 2.0f;
    ct::store_masked(out + lo + c, v * s, m);
    if (r == 0)
        ct::store(scale_out, static_cast<float>(len) + s);
}

template <int BLOCK>
static void run(seed::checker& chk, int rows, bool with_bias, bool with_res, bool in_place) {
    int* hb = new int[rows + 1];
    hb[0] = 0;
    for (int r = 0; r < rows; ++r) hb[r + 1] = hb[r] + 1 + (r * 37) % BLOCK;
    const int n = hb[rows];
    float *hx = new float[n], *hbias = new float[rows], *hres = new float[n], *ho = new float[n], hs = 0;
    seed::fill(hx, n); seed::fill(hbias, rows); seed::fill(hres, n);
    float *x = seed::device_alloc<float>(n), *bias = seed::device_alloc<float>(rows);
    float *res = seed::device_alloc<float>(n), *o = seed::device_alloc<float>(n), *s = seed::device_alloc<float>(1);
    int* rb = seed::device_alloc<int>(rows + 1);
    seed::to_device(x, hx, n); seed::to_device(bias, hbias, rows); seed::to_device(res, hres, n);
    seed::to_device(rb, hb, rows + 1);
    seed::poison(o, n * sizeof(float));
    float* dst = in_place ? x : o;
    fused_bias_residual<BLOCK><<<rows, 1>>>(x, with_bias ? bias : nullptr, with_res ? res : nullptr, rb,
                                            rb + 1, rb + rows, dst, s);
    SEED_SYNC();
    seed::to_host(ho, dst, n); seed::to_host(&hs, s, 1);
    const float sc = in_place ? 0.5f : 2.0f;
    for (int r = 0; r < rows; ++r)
        for (int i = hb[r]; i < hb[r + 1]; ++i) {
            double want = (double(hx[i]) + (with_bias ? hbias[r] : 0.0) + (with_res ? hres[i] : 0.0)) * sc;
            chk.near("out", i, ho[i], want, 4 * seed::f32_eps * (std::fabs(want) + 2));
        }
    chk.near("scale", 0, hs, rows + sc, 0);
    cudaFree(x); cudaFree(bias); cudaFree(res); cudaFree(o); cudaFree(s); cudaFree(rb);
    delete[] hb; delete[] hx; delete[] hbias; delete[] hres; delete[] ho;
}

int main() {
    seed::checker chk("elementwise_optional_bias_pointers");
    run<64>(chk, 10, true, true, false);
    run<64>(chk, 7, false, true, false);
    run<32>(chk, 9, true, false, true);
    run<32>(chk, 3, false, false, false);
    return chk.finish();
}
