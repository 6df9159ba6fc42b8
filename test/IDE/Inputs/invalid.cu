// One of each rule the issue names, at known lines, for clangd --check.
#include <cuda_tile.h>

__device__ int simt(int x) { return x + 1; }

__tile__ int calls_simt(int x) { return simt(x); }

[[cutile::hint(0, occupancy = 2.5)]] __tile_global__ void k(float *) {}

__global__ void simt_kernel(float *) {}

void launch(float *p) {
  k<<<4, 2>>>(p);
  simt_kernel<<<4>>>(p);
}
