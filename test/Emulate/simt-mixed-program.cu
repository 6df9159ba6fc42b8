// A whole program shaped like NVIDIA's CUDA Tile samples, run on the CPU by
// --cutile-emulate: a SIMT kernel fills the inputs (and says so with
// printf), a tile kernel computes, a SIMT kernel checks every element with
// a shared-memory reduction between __syncthreads, and the host prints the
// verdict. All three kernels share the emulated device memory.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: %t | FileCheck %s
// CHECK: Hello, SIMT! initializing 4096 elements in 16 blocks
// CHECK-NEXT: mismatches: 0
// CHECK-NEXT: Success!
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include "cuda_tile.h"

namespace ct = cuda::tiles;

__global__ void initializeInputs(float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0)
    printf("Hello, SIMT! initializing %d elements in %d blocks\n", n,
           gridDim.x);
  if (i < n) {
    // Through __half, as samples with half inputs do (exact here).
    a[i] = __half2float(__float2half(float(i % 64) * 0.5f));
    b[i] = __half2float(__hsub(__int2half_rn(i % 7), __float2half(3.0f)));
  }
}

__tile_global__ void addTiles(float *a, float *b, float *out, int n) {
  using namespace ct::literals;
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{128_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{128_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int bx = ct::bid().x;
  ov.store(av.load(bx) + bv.load(bx), bx);
}

// Counts the elements that differ from the expected sum: per block in
// shared memory, then one atomicAdd per block.
__global__ void checkResults(const float *out, int n, int *mismatches) {
  __shared__ int bad[256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  float want = float(i % 64) * 0.5f + (float(i % 7) - 3.0f);
  bad[t] = i < n && out[i] != want;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      bad[t] += bad[t + s];
    __syncthreads();
  }
  if (t == 0 && bad[0])
    atomicAdd(mismatches, bad[0]);
}

int main() {
  const int n = 4096, threads = 256, blocks = n / threads;
  float *a, *b, *out;
  int *mismatches;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&mismatches, sizeof(int));
  cudaMemset(mismatches, 0, sizeof(int));
  cudaMemset(out, 0xFF, n * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  initializeInputs<<<blocks, threads, 0, stream>>>(a, b, n);
  addTiles<<<n / 128, 1, 0, stream>>>(a, b, out, n);
  checkResults<<<blocks, threads, 0, stream>>>(out, n, mismatches);
  cudaStreamSynchronize(stream);
  int bad = -1;
  cudaMemcpy(&bad, mismatches, sizeof bad, cudaMemcpyDeviceToHost);
  cudaError_t err = cudaGetLastError();
  std::printf("mismatches: %d\n", bad);
  if (err != cudaSuccess || bad != 0) {
    std::printf("FAILED: %s\n", cudaGetErrorString(err));
    return 1;
  }
  std::printf("Success!\n");
  return 0;
}
