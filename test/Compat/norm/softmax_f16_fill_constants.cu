// Row softmax over wide __half / __nv_bfloat16 rows in two passes, the way
// attention libraries write it: pass 1 gathers a block of the row with a
// bounds mask whose fill is a half-precision constant made from a float
// (`__half(-INFINITY)`), converts it to float and updates a running max and
// sum (sum = sum * exp(m_old - m_new) + sum(exp(x - m_new))); pass 2 reloads,
// normalises and stores. A second kernel takes the sum of squares of bf16
// rows with a zero fill (an RMS norm). nvcc converts such a constant at run
// time (an f32 constant and ftof) rather than folding it; tileiras makes a
// third of the code of the folded form for the softmax (issue 25).
// RUN: %compat %s
#include <cfloat>
#include <cmath>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <class T> __tile__ T fill_lowest();
template <> __tile__ __half fill_lowest<__half>() { return __half(-INFINITY); }
template <> __tile__ __nv_bfloat16 fill_lowest<__nv_bfloat16>() { return __nv_bfloat16(-FLT_MAX); }

template <class T, int BLOCK>
__tile_global__ void softmax_rows(const T* __restrict__ x, float* __restrict__ y, int cols) {
    using namespace ct::literals;
    using vec = ct::tile<float, ct::shape<BLOCK>>;
    const int r = ct::bid().x;
    const T* row = x + r * cols;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    vec run_max = ct::full<vec>(-INFINITY);
    vec run_sum = ct::zeros<vec>();
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        vec v = ct::element_cast<float>(ct::load_masked(row + c, c < cols, fill_lowest<T>()));
        vec m_new = ct::max(run_max, v);
        // A lane that has seen only fills keeps -inf; exp(-inf - -inf) would be NaN.
        vec scale = ct::select(m_new == -INFINITY, ct::ones<vec>(), ct::exp(run_max - m_new));
        vec e = ct::select(m_new == -INFINITY, ct::zeros<vec>(), ct::exp(v - m_new));
        run_sum = run_sum * scale + e;
        run_max = m_new;
    }
    const float m = static_cast<float>(ct::reduce_max(run_max, 0_ic));
    vec w = ct::select(run_max == -INFINITY, ct::zeros<vec>(), ct::exp(run_max - m));
    const float inv = 1.0f / static_cast<float>(ct::sum(run_sum * w, 0_ic));
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        auto ok = c < cols;
        vec v = ct::element_cast<float>(ct::load_masked(row + c, ok, fill_lowest<T>()));
        ct::store_masked(y + r * cols + c, ct::exp(v - m) * inv, ok);
    }
}

template <int BLOCK>
__tile_global__ void rms_rows(const __nv_bfloat16* __restrict__ x, float* __restrict__ rms, int cols, float eps) {
    using namespace ct::literals;
    using vec = ct::tile<float, ct::shape<BLOCK>>;
    const int r = ct::bid().x;
    auto lane = ct::iota<ct::tile<int, ct::shape<BLOCK>>>();
    vec acc = ct::zeros<vec>();
    for (int c0 = 0; c0 < cols; c0 += BLOCK) {
        auto c = c0 + lane;
        vec v = ct::element_cast<float>(ct::load_masked(x + r * cols + c, c < cols, __nv_bfloat16(0.0f)));
        acc = acc + v * v;
    }
    ct::store(rms + r, ct::sqrt(static_cast<float>(ct::sum(acc, 0_ic)) / float(cols) + eps));
}

template <class T> static T to_t(float f);
template <> __half to_t<__half>(float f) { return __float2half(f); }
template <> __nv_bfloat16 to_t<__nv_bfloat16>(float f) { return __float2bfloat16(f); }
static float from_t(__half h) { return __half2float(h); }
static float from_t(__nv_bfloat16 h) { return __bfloat162float(h); }

template <class T, int BLOCK>
static void run_softmax(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    T* hx = new T[n];
    float* hy = new float[n + 4];
    for (size_t i = 0; i < n; ++i) hx[i] = to_t<T>(8.0f * seed::rand_float());
    T* x = seed::device_alloc<T>(n);
    float* y = seed::device_alloc<float>(n + 4);
    seed::to_device(x, hx, n);
    seed::poison(y, (n + 4) * sizeof(float));
    softmax_rows<T, BLOCK><<<rows, 1>>>(x, y, cols);
    SEED_SYNC();
    seed::to_host(hy, y, n + 4);
    for (int r = 0; r < rows; ++r) {
        const T* xr = hx + size_t(r) * cols;
        double m = from_t(xr[0]), s = 0;
        for (int c = 1; c < cols; ++c) m = std::fmax(m, from_t(xr[c]));
        for (int c = 0; c < cols; ++c) s += std::exp(from_t(xr[c]) - m);
        for (int c = 0; c < cols; ++c) {
            double want = std::exp(from_t(xr[c]) - m) / s;
            chk.near("y", size_t(r) * cols + c, hy[size_t(r) * cols + c], want, 64 * seed::f32_eps * (want + 1e-6));
        }
    }
    chk.untouched("y guard", hy + n, 4 * sizeof(float));
    cudaFree(x); cudaFree(y);
    delete[] hx; delete[] hy;
}

template <int BLOCK>
static void run_rms(seed::checker& chk, int rows, int cols) {
    const size_t n = size_t(rows) * cols;
    const float eps = 1e-6f;
    __nv_bfloat16* hx = new __nv_bfloat16[n];
    float* hr = new float[rows];
    for (size_t i = 0; i < n; ++i) hx[i] = __float2bfloat16(2.0f * seed::rand_float());
    __nv_bfloat16* x = seed::device_alloc<__nv_bfloat16>(n);
    float* rms = seed::device_alloc<float>(rows);
    seed::to_device(x, hx, n);
    rms_rows<BLOCK><<<rows, 1>>>(x, rms, cols, eps);
    SEED_SYNC();
    seed::to_host(hr, rms, rows);
    for (int r = 0; r < rows; ++r) {
        double s = 0;
        for (int c = 0; c < cols; ++c) s += double(from_t(hx[size_t(r) * cols + c])) * from_t(hx[size_t(r) * cols + c]);
        double want = std::sqrt(s / cols + eps);
        chk.near("rms", r, hr[r], want, 1e-5 * want);
    }
    cudaFree(x); cudaFree(rms);
    delete[] hx; delete[] hr;
}

int main() {
    seed::checker chk("norm_softmax_f16_fill_constants");
    run_softmax<__half, 1024>(chk, 3, 8192);        // many tiles
    run_softmax<__half, 1024>(chk, 2, 1500);        // two tiles, the last partial
    run_softmax<__nv_bfloat16, 256>(chk, 3, 200);   // one partial tile
    run_rms<512>(chk, 4, 3000);
    return chk.finish();
}
