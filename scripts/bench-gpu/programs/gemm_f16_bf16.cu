// bench-gpu program: the GEMM the cuBLAS anchors measure, in CUDA Tile C++:
// C = A x B, row-major, f16 or bf16 inputs and output, f32 accumulation,
// 128x128 output tiles and a 32-wide K loop, at 4096^3 and 8192^3. Checks
// 256 sampled entries against a double-precision host product (the inputs
// as the device sees them), then prints PASS. `prog small` runs 256^3 and
// 384x256x192 instead (for an emulated run: clang++ --cutile-emulate).
//
// BENCH-WORK lines tell run.sh what one launch does, so that it can put our
// kernel's rate beside the anchor (docs/bench-gpu.md):
// BENCH-WORK: kernel=gemm_tiles<__half grid=32,32,1 flops=137438953472 anchor=cublas_f16_4096
// BENCH-WORK: kernel=gemm_tiles<__half grid=64,64,1 flops=1099511627776 anchor=cublas_f16_8192
// BENCH-WORK: kernel=gemm_tiles<__nv_bfloat16 grid=32,32,1 flops=137438953472 anchor=cublas_bf16_4096
// BENCH-WORK: kernel=gemm_tiles<__nv_bfloat16 grid=64,64,1 flops=1099511627776 anchor=cublas_bf16_8192
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

template <class T, int BM, int BN, int BK>
__tile_global__ void gemm_tiles(const T* __restrict__ A, const T* __restrict__ B,
                                T* __restrict__ C, int M, int N, int K) {
    using namespace ct::literals;
    A = ct::assume_aligned(A, 16_ic);
    B = ct::assume_aligned(B, 16_ic);
    C = ct::assume_aligned(C, 16_ic);
    auto a_view = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<BM, BK>{}};
    auto b_view = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<BK, BN>{}};
    auto c_view = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<BM, BN>{}};
    auto [bm, bn, bz] = ct::bid();
    using acc_t = ct::tile<float, ct::shape<BM, BN>>;
    acc_t acc = ct::zeros<acc_t>();
    int k_tiles = K / BK; // the sizes are multiples of the tiles
    for (int kt : ct::irange(0, k_tiles))
        acc = ct::mma(a_view.load(bm, kt), b_view.load(kt, bn), acc);
    c_view.store(ct::element_cast<T>(acc), bm, bn);
}

// 128x128x64 spills on sm_90 (tileiras 13.4, both compilers); 128x128x32 does not.
constexpr int BM = 128, BN = 128, BK = 32;

template <class T> float to_float(T v);
template <> float to_float(__half v) { return __half2float(v); }
template <> float to_float(__nv_bfloat16 v) { return __bfloat162float(v); }
template <class T> T from_float(float v);
template <> __half from_float(float v) { return __float2half(v); }
template <> __nv_bfloat16 from_float(float v) { return __float2bfloat16(v); }

template <class T>
static void run(seed::checker& chk, const char* what, int M, int N, int K) {
    T *hA = new T[size_t(M) * K], *hB = new T[size_t(K) * N], *hC = new T[size_t(M) * N];
    for (size_t i = 0; i < size_t(M) * K; ++i) hA[i] = from_float<T>(seed::rand_float());
    for (size_t i = 0; i < size_t(K) * N; ++i) hB[i] = from_float<T>(seed::rand_float());
    T *A = seed::device_alloc<T>(size_t(M) * K), *B = seed::device_alloc<T>(size_t(K) * N),
      *C = seed::device_alloc<T>(size_t(M) * N);
    seed::to_device(A, hA, size_t(M) * K);
    seed::to_device(B, hB, size_t(K) * N);
    seed::poison(C, size_t(M) * N * sizeof(T));
    gemm_tiles<T, BM, BN, BK><<<dim3(M / BM, N / BN), 1>>>(A, B, C, M, N, K);
    SEED_SYNC();
    seed::to_host(hC, C, size_t(M) * N);
    for (int s = 0; s < 256; ++s) {
        int i = int(seed::next_u32() % unsigned(M)), j = int(seed::next_u32() % unsigned(N));
        double want = 0, mag = 0;
        for (int k = 0; k < K; ++k) {
            double p = double(to_float(hA[size_t(i) * K + k])) * to_float(hB[size_t(k) * N + j]);
            want += p;
            mag += std::fabs(p);
        }
        // f32 accumulation, then one rounding to the 16-bit type (bf16: 2^-8).
        double tol = (K + 2) * seed::f32_eps * mag + std::fabs(want) / 256.0 + 1e-3;
        chk.near(what, size_t(i) * N + j, to_float(hC[size_t(i) * N + j]), want, tol);
    }
    cudaFree(A); cudaFree(B); cudaFree(C);
    delete[] hA; delete[] hB; delete[] hC;
}

int main(int argc, char** argv) {
    seed::checker chk("bench_gemm_f16_bf16");
    if (argc > 1 && !std::strcmp(argv[1], "small")) {
        run<__half>(chk, "C_f16_256", 256, 256, 256);
        run<__nv_bfloat16>(chk, "C_bf16_384x256x192", 384, 256, 192);
        return chk.finish();
    }
    for (int n : {4096, 8192}) {
        run<__half>(chk, n == 4096 ? "C_f16_4096" : "C_f16_8192", n, n, n);
        run<__nv_bfloat16>(chk, n == 4096 ? "C_bf16_4096" : "C_bf16_8192", n, n, n);
    }
    return chk.finish();
}
