// RMSNorm with the epsilon as a float non-type template parameter (C++20)
// and a runtime-dispatched set of instantiations, launched through
// cudaLaunchKernelEx with a cudaLaunchConfig_t on a stream, the way a
// framework's op launcher does. __half in and out, f32 statistics; rows are
// processed by a persistent loop over ct::num_blocks().
// RUN: %compat %s
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <int HIDDEN, float kEps, bool kAddResidual = false>
__tile_global__ void rms_norm(const __half* __restrict__ x, __half* __restrict__ residual,
                              const __half* __restrict__ weight, __half* __restrict__ y, int rows) {
    using namespace ct::literals;
    using row_t = ct::tile<float, ct::shape<1, HIDDEN>>;
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, ct::integral_constant<HIDDEN>{}}}, ct::shape<1, HIDDEN>{}};
    auto rv = ct::partition_view{ct::tensor_span{residual, ct::extents{rows, ct::integral_constant<HIDDEN>{}}}, ct::shape<1, HIDDEN>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, ct::integral_constant<HIDDEN>{}}}, ct::shape<1, HIDDEN>{}};
    auto w = ct::element_cast<float>(
        ct::load(weight + ct::iota<ct::tile<int, ct::shape<1, HIDDEN>>>()));
    for (int r : ct::irange(int(ct::bid().x), rows, int(ct::num_blocks().x))) {
        row_t v = ct::element_cast<float>(xv.load(r, 0));
        if constexpr (kAddResidual) {
            v = v + ct::element_cast<float>(rv.load(r, 0));
            rv.store(ct::element_cast<__half>(v), r, 0);  // the updated residual stream
        }
        float ms = static_cast<float>(ct::sum(v * v, 1_ic)) / HIDDEN;
        float inv = ct::rsqrt(ms + kEps);
        yv.store(ct::element_cast<__half>(v * inv * w), r, 0);
    }
}

template <int HIDDEN, bool kRes>
static cudaError_t launch(const __half* x, __half* res, const __half* w, __half* y, int rows,
                          cudaStream_t stream) {
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(rows < 4 ? rows : 4);
    cfg.blockDim = dim3(1);
    cfg.dynamicSmemBytes = 0;
    cfg.stream = stream;
    return cudaLaunchKernelEx(&cfg, rms_norm<HIDDEN, 1e-6f, kRes>, x, res, w, y, rows);
}

static cudaError_t dispatch(int hidden, bool residual, const __half* x, __half* res, const __half* w,
                            __half* y, int rows, cudaStream_t s) {
    switch (hidden) {
    case 128: return residual ? launch<128, true>(x, res, w, y, rows, s) : launch<128, false>(x, res, w, y, rows, s);
    case 512: return residual ? launch<512, true>(x, res, w, y, rows, s) : launch<512, false>(x, res, w, y, rows, s);
    default: return cudaErrorInvalidValue;
    }
}

int main() {
    seed::checker chk("library_rmsnorm_float_nttp");
    cudaStream_t stream;
    SEED_CHECK(cudaStreamCreate(&stream));
    struct { int hidden, rows; bool res; } cases[] = {{128, 9, false}, {512, 5, true}, {128, 1, true}};
    for (auto c : cases) {
        const int n = c.hidden * c.rows;
        __half *hx = new __half[n], *hr = new __half[n], *hw = new __half[c.hidden], *hy = new __half[n],
               *hr_out = new __half[n];
        for (int i = 0; i < n; ++i) hx[i] = __float2half(seed::rand_float());
        for (int i = 0; i < n; ++i) hr[i] = __float2half(seed::rand_float());
        for (int i = 0; i < c.hidden; ++i) hw[i] = __float2half(seed::rand_float());
        __half *x = seed::device_alloc<__half>(n), *r = seed::device_alloc<__half>(n),
               *w = seed::device_alloc<__half>(c.hidden), *y = seed::device_alloc<__half>(n);
        seed::to_device(x, hx, n);
        seed::to_device(r, hr, n);
        seed::to_device(w, hw, c.hidden);
        seed::poison(y, n * sizeof(__half));
        SEED_CHECK(dispatch(c.hidden, c.res, x, r, w, y, c.rows, stream));
        SEED_CHECK(cudaGetLastError());
        SEED_CHECK(cudaStreamSynchronize(stream));
        seed::to_host(hy, y, n);
        seed::to_host(hr_out, r, n);
        for (int row = 0; row < c.rows; ++row) {
            double ss = 0;
            double* v = new double[c.hidden];
            for (int i = 0; i < c.hidden; ++i) {
                v[i] = __half2float(hx[row * c.hidden + i]);
                if (c.res) {
                    v[i] += __half2float(hr[row * c.hidden + i]);
                    chk.near("residual", row * c.hidden + i, __half2float(hr_out[row * c.hidden + i]), v[i],
                             std::fabs(v[i]) / 2048);
                }
                ss += v[i] * v[i];
            }
            double inv = 1.0 / std::sqrt(ss / c.hidden + 1e-6);
            for (int i = 0; i < c.hidden; ++i) {
                double want = v[i] * inv * __half2float(hw[i]);
                chk.near("y", row * c.hidden + i, __half2float(hy[row * c.hidden + i]), want,
                         std::fabs(want) / 1024 + 1e-4);
            }
            delete[] v;
        }
        cudaFree(x); cudaFree(r); cudaFree(w); cudaFree(y);
        delete[] hx; delete[] hr; delete[] hw; delete[] hy; delete[] hr_out;
    }
    if (dispatch(96, false, nullptr, nullptr, nullptr, nullptr, 1, stream) != cudaErrorInvalidValue)
        chk.fail("dispatch", 0, 0, 1);
    cudaStreamDestroy(stream);
    return chk.finish();
}
