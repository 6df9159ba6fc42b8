// A data race on shared memory, made deterministic: every thread of a block
// writes its id to the same shared word before the barrier, and every
// thread adds to a shared sum without atomics. On a GPU the result is
// undefined; under --cutile-emulate threads run in a fixed order (linear id,
// then barrier order: the thread that completes a barrier goes on first, the
// others follow by id), so each run gives the same values: the last writer is
// thread 126, and the unsynchronised sum is exact because no two fibers
// interleave between barriers.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: %t > %t.1 && %t > %t.2 && %t > %t.3
// RUN: cmp %t.1 %t.2 && cmp %t.1 %t.3
// RUN: FileCheck %s < %t.1
// CHECK: block 0: last=126 sum=8128 seen=126
// CHECK: block 1: last=126 sum=8128 seen=126
#include <cstdio>
#include <cuda_runtime.h>

__global__ void race(int *out) {
  __shared__ int last;
  __shared__ int sum;
  if (threadIdx.x == 0)
    sum = 0;
  __syncthreads();
  last = threadIdx.x;          // every thread writes the same word
  sum = sum + threadIdx.x;     // read-modify-write without an atomic
  __syncthreads();
  if (threadIdx.x == 0) {
    out[3 * blockIdx.x] = last;
    out[3 * blockIdx.x + 1] = sum;
  }
  if (threadIdx.x == 5)
    out[3 * blockIdx.x + 2] = last;
}

int main() {
  int *d, h[6];
  cudaMalloc(&d, sizeof h);
  race<<<2, 128>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int b = 0; b < 2; ++b)
    printf("block %d: last=%d sum=%d seen=%d\n", b, h[3 * b], h[3 * b + 1], h[3 * b + 2]);
  return 0;
}
