// Two files compiled apart with --cutile-emulate and linked: each file's
// SIMT code keeps its own __device__ helper (device code is per file on a
// GPU without -rdc), so the same name in both links and each kernel calls
// its own.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -c %s -o %t.a.o
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -c %S/Inputs/simt-tu-b.cu -o %t.b.o
// RUN: %clangxx_tile --cutile-emulate %t.a.o %t.b.o -o %t
// RUN: %t | FileCheck %s
// CHECK: 1 2 3 4 0 10 20 30
#include <cstdio>
#include <cuda_runtime.h>
__device__ float helper(float x) { return x + 1; }
__global__ void ka(float *p) { p[threadIdx.x] = helper(threadIdx.x); }
void runB(float *p);
int main() {
  float *p, h[8];
  cudaMalloc(&p, sizeof h);
  ka<<<1, 4>>>(p);
  runB(p + 4);
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  for (float x : h)
    std::printf("%g ", x);
  std::printf("\n");
}
