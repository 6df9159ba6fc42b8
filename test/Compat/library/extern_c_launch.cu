// Kernels exported with C linkage, as a library does for loading them by name
// (cuModuleGetFunction) or from another language: thin extern "C" tile
// kernels over one __tile__ template, launched here with cudaLaunchKernel and
// an argument array, on a stream, with events around the launches.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

// out = a * x + y over one 256-wide chunk (axpy), masked at n.
template <typename T, int CHUNK>
__tile__ void axpy_chunk(T a, const T* __restrict__ x, const T* __restrict__ y, T* __restrict__ out,
                         int n, int chunk) {
    auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape<CHUNK>{}};
    auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape<CHUNK>{}};
    auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape<CHUNK>{}};
    ov.store_masked(a * xv.load_masked(chunk) + yv.load_masked(chunk), chunk);
}

extern "C" __tile_global__ void saxpy(float a, const float* __restrict__ x, const float* __restrict__ y,
                                      float* __restrict__ out, int n) {
    axpy_chunk<float, 256>(a, x, y, out, n, ct::bid().x);
}

extern "C" __tile_global__ void daxpy(double a, const double* __restrict__ x, const double* __restrict__ y,
                                      double* __restrict__ out, int n) {
    axpy_chunk<double, 128>(a, x, y, out, n, ct::bid().x);
}

// Persistent variant: each block strides over the chunks.
extern "C" {
__tile_global__ void saxpy_persistent(float a, const float* __restrict__ x, const float* __restrict__ y,
                                      float* __restrict__ out, int n) {
    const int chunks = (n + 255) / 256;
    for (int c : ct::irange(int(ct::bid().x), chunks, int(ct::num_blocks().x)))
        axpy_chunk<float, 256>(a, x, y, out, n, c);
}
}

int main() {
    seed::checker chk("library_extern_c_launch");
    cudaStream_t stream;
    cudaEvent_t start, stop;
    SEED_CHECK(cudaStreamCreate(&stream));
    SEED_CHECK(cudaEventCreate(&start));
    SEED_CHECK(cudaEventCreate(&stop));
    for (int n : {1000, 256, 1, 777}) {
        const int guard = 8;
        float *hx = new float[n], *hy = new float[n], *ho = new float[n + guard];
        double *dx_h = new double[n], *dy_h = new double[n], *do_h = new double[n + guard];
        seed::fill(hx, n);
        seed::fill(hy, n);
        for (int i = 0; i < n; ++i) dx_h[i] = hx[i], dy_h[i] = double(hy[i]) / 3;
        float *x = seed::device_alloc<float>(n), *y = seed::device_alloc<float>(n),
              *o = seed::device_alloc<float>(n + guard);
        double *dx = seed::device_alloc<double>(n), *dy = seed::device_alloc<double>(n),
               *dout = seed::device_alloc<double>(n + guard);
        seed::to_device(x, hx, n);
        seed::to_device(y, hy, n);
        seed::to_device(dx, dx_h, n);
        seed::to_device(dy, dy_h, n);
        float a = 1.5f;
        double da = -0.75;
        for (int variant = 0; variant < 2; ++variant) {
            seed::poison(o, (n + guard) * sizeof(float));
            void* args[] = {&a, &x, &y, &o, &n};
            dim3 grid(variant ? 3 : (n + 255) / 256);
            SEED_CHECK(cudaEventRecord(start, stream));
            SEED_CHECK(cudaLaunchKernel(variant ? (const void*)saxpy_persistent : (const void*)saxpy, grid,
                                        dim3(1), args, 0, stream));
            SEED_CHECK(cudaEventRecord(stop, stream));
            SEED_CHECK(cudaStreamSynchronize(stream));
            float ms = 0;
            SEED_CHECK(cudaEventElapsedTime(&ms, start, stop));
            seed::to_host(ho, o, n + guard);
            for (int i = 0; i < n; ++i)
                chk.near(variant ? "saxpy_persistent" : "saxpy", i, ho[i], double(a) * hx[i] + hy[i],
                         2 * seed::f32_eps * (std::fabs(a * hx[i]) + std::fabs(hy[i])));
            chk.untouched("saxpy", ho + n, guard * sizeof(float));
        }
        seed::poison(dout, (n + guard) * sizeof(double));
        void* dargs[] = {&da, &dx, &dy, &dout, &n};
        SEED_CHECK(cudaLaunchKernel((const void*)daxpy, dim3((n + 127) / 128), dim3(1), dargs, 0, stream));
        SEED_CHECK(cudaStreamSynchronize(stream));
        seed::to_host(do_h, dout, n + guard);
        for (int i = 0; i < n; ++i)
            chk.near("daxpy", i, do_h[i], da * dx_h[i] + dy_h[i], 1e-15);
        chk.untouched("daxpy", do_h + n, guard * sizeof(double));
        cudaFree(x); cudaFree(y); cudaFree(o); cudaFree(dx); cudaFree(dy); cudaFree(dout);
        delete[] hx; delete[] hy; delete[] ho; delete[] dx_h; delete[] dy_h; delete[] do_h;
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    cudaStreamDestroy(stream);
    return chk.finish();
}
