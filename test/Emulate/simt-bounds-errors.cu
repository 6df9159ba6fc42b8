// Faults in SIMT code built with --cutile-emulate: every access whose
// target is not fixed at compile time is checked against the live
// cudaMalloc allocations, the block's shared memory (a shared array's own
// bounds when the access names it) and the thread's stack. A fault names
// the kernel, the block, the thread, the access and its line, and stops the
// program. A failed device assert prints CUDA's message and fails the launch.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: not %t global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not %t shared 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not %t host 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: not %t dynamic 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: not %t assert 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: %t none | FileCheck %s --check-prefix=NONE
#include <cassert>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

// One element too far: the thread with i == n writes past the allocation.
__global__ void oob_global(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)
    // GLOBAL: error: kernel 'oob_global(float*, int)' block (1, 0, 0) thread (36, 0, 0): store at {{.*}}simt-bounds-errors.cu:[[@LINE+1]]:{{[0-9]+}}: 4 bytes at 0x{{[0-9a-f]+}} is outside every live allocation
    p[i] = 1.0f;
}

// A neighbour read that runs off the end of a shared array (the reads
// through a pointer before it are in bounds, and checked as such).
__device__ float neighbour(const float *s, int t) { return s[t + 1]; }
__global__ void oob_shared(float *out) {
  __shared__ float s[64];
  int t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  if (t < 63)
    out[t] = neighbour(s, t);
  __syncthreads();
  // SHARED: error: kernel 'oob_shared(float*)' block (0, 0, 0) thread (63, 0, 0): load at {{.*}}simt-bounds-errors.cu:[[@LINE+1]]:{{[0-9]+}}: 4 bytes at offset 256 of a 256-byte variable
  out[t] = s[t + 1];
}

// Host memory is not device memory.
// HOST: error: kernel 'reads(int const*, int*)' block (0, 0, 0) thread (0, 0, 0): load at {{.*}}simt-bounds-errors.cu:[[@LINE+1]]:{{[0-9]+}}: 4 bytes at 0x{{[0-9a-f]+}} is outside every live allocation
__global__ void reads(const int *p, int *out) { out[threadIdx.x] = p[threadIdx.x]; }

// Dynamic shared memory holds what the launch asked for, no more.
__global__ void oob_dynamic(int *out) {
  extern __shared__ int dyn[];
  // DYN: error: kernel 'oob_dynamic(int*)' block (0, 0, 0) thread (16, 0, 0): store at {{.*}}simt-bounds-errors.cu:[[@LINE+1]]:{{[0-9]+}}: 4 bytes at
  dyn[threadIdx.x] = 1;
  out[threadIdx.x] = dyn[threadIdx.x];
}

__global__ void asserts(int *out) {
  // ASSERT: simt-bounds-errors.cu:[[@LINE+1]]: void asserts(int *): block: [1,0,0], thread: [2,0,0] Assertion `threadIdx.x != 2 || blockIdx.x != 1` failed.
  assert(threadIdx.x != 2 || blockIdx.x != 1);
  out[blockIdx.x * 4 + threadIdx.x] = 1;
}
// ASSERT-NEXT: launch: device-side assert triggered
// ASSERT-NEXT: written: 7

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "none";
  float *p;
  int *out;
  cudaMalloc(&p, 100 * sizeof(float));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemset(out, 0, 64 * sizeof(int));
  if (!std::strcmp(mode, "global"))
    oob_global<<<2, 64>>>(p, 100);
  else if (!std::strcmp(mode, "shared"))
    oob_shared<<<1, 64>>>((float *)out);
  else if (!std::strcmp(mode, "host")) {
    int host[32] = {};
    reads<<<1, 32>>>(host, out);
  } else if (!std::strcmp(mode, "dynamic"))
    oob_dynamic<<<1, 32, 16 * sizeof(int)>>>(out);
  else if (!std::strcmp(mode, "assert")) {
    asserts<<<2, 4>>>(out);
    std::printf("launch: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    int h[8];
    std::memcpy(h, out, sizeof h); // the emulated device memory is host memory
    int n = 0;
    for (int x : h)
      n += x;
    std::printf("written: %d\n", n);
    return 1;
  } else {
    oob_global<<<1, 100>>>(p, 99);
    std::printf("no fault: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    // NONE: no fault: no error
  }
  cudaDeviceSynchronize();
  return 0;
}
