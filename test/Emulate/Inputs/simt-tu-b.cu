// Second file of simt-multi-tu.test: its own __device__ helper of the same
// name and signature as the first file's.
#include <cuda_runtime.h>
__device__ float helper(float x) { return x * 10; }
__global__ void kb(float *p) { p[threadIdx.x] = helper(threadIdx.x); }
void runB(float *p) { kb<<<1, 4>>>(p); }
