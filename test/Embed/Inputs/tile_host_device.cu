#include <cuda_tile.h>
#include <cstdio>
namespace ct = cuda::tiles;
__tile__ __host__ __device__ float twice(float x) { return x + x; }
__tile__ __device__ float thrice(float x) { return x + twice(x) ; }
__tile_global__ void tk(float *p) { ct::store(p, thrice(twice(2.0f))); }
__global__ void sk(float *p) { p[threadIdx.x] = thrice(twice(float(threadIdx.x))); }
int main() { printf("%f\n", twice(3.0f)); return 0; }
