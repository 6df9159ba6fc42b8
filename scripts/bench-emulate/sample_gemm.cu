// Benchmark for scripts/bench-emulate.sh: a program of the shape of the
// public CUDA Tile C++ samples. It prints the device, fills __half inputs
// with a SIMT kernel, multiplies them with a tile GEMM (512x512x512, f32
// accumulation, 128x128x32 tiles, a 4x4 grid), checks every element on the
// host against a double reference and prints "Success!". The script times
// the whole process. Built with -DINIT_ON_HOST the inputs are filled on the
// host instead (the SIMT-free variant, which runs where SIMT kernels cannot).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "cuda_tile.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("%s failed: %s\n", #call, cudaGetErrorString(e_));           \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__host__ __device__ inline float inputValue(int i, int mul, int mod) {
  return float((i * mul) % mod) / float(mod) - 0.5f;
}

#ifndef INIT_ON_HOST
__global__ void initializeInputs(__half *A, __half *B, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) {
    A[i] = __float2half(inputValue(i, 7, 19));
    B[i] = __float2half(inputValue(i, 5, 23));
  }
}
#endif

__tile_global__ void gemm(const __half *A, const __half *B, float *C, int M, int K, int N) {
  auto av = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape{128_ic, 32_ic}};
  auto bv = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape{32_ic, 128_ic}};
  auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape{128_ic, 128_ic}};
  auto [bx, by, bz] = ct::bid();
  auto acc = ct::full<ct::tile<float, ct::shape<128, 128>>>(0.0f);
  for (auto k : ct::irange(0, K / 32))
    acc = ct::mma(av.load(bx, k), bv.load(k, by), acc);
  cv.store(acc, bx, by);
}

int main() {
  const int n = 512, count = n * n;
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("Device: %s (sm_%d%d, %d SMs)\n", prop.name, prop.major, prop.minor,
              prop.multiProcessorCount);
  __half *A, *B;
  float *C;
  CHECK(cudaMalloc(&A, count * sizeof(__half)));
  CHECK(cudaMalloc(&B, count * sizeof(__half)));
  CHECK(cudaMalloc(&C, count * sizeof(float)));
  std::vector<__half> hA(count), hB(count);
  auto t0 = std::chrono::steady_clock::now();
#ifdef INIT_ON_HOST
  for (int i = 0; i < count; ++i)
    hA[i] = __float2half(inputValue(i, 7, 19)), hB[i] = __float2half(inputValue(i, 5, 23));
  CHECK(cudaMemcpy(A, hA.data(), count * sizeof(__half), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(B, hB.data(), count * sizeof(__half), cudaMemcpyHostToDevice));
#else
  initializeInputs<<<(count + 255) / 256, 256>>>(A, B, count);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hA.data(), A, count * sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hB.data(), B, count * sizeof(__half), cudaMemcpyDeviceToHost));
#endif
  auto t1 = std::chrono::steady_clock::now();
  gemm<<<dim3(n / 128, n / 128), 1>>>(A, B, C, n, n, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t2 = std::chrono::steady_clock::now();
  std::vector<float> hC(count);
  CHECK(cudaMemcpy(hC.data(), C, count * sizeof(float), cudaMemcpyDeviceToHost));
  // Half products are exact in float; n float additions in any order.
  std::vector<float> fA(count), fB(count);
  for (int i = 0; i < count; ++i)
    fA[i] = __half2float(hA[i]), fB[i] = __half2float(hB[i]);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double want = 0, mag = 0;
      for (int k = 0; k < n; ++k) {
        double p = double(fA[i * n + k]) * fB[k * n + j];
        want += p;
        mag += std::fabs(p);
      }
      bad += !(std::fabs(hC[i * n + j] - want) <= (n + 1) * 0x1p-23 * mag + 1e-30);
    }
  auto t3 = std::chrono::steady_clock::now();
  auto s = [](auto a, auto b) { return std::chrono::duration<double>(b - a).count(); };
  std::printf("init %.4f s, tile gemm f16 512^3 %.4f s, host check %.4f s\n", s(t0, t1),
              s(t1, t2), s(t2, t3));
  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  if (bad) {
    std::printf("FAILED: %d elements\n", bad);
    return 1;
  }
  std::printf("Success!\n");
  return 0;
}
