// A tile rule broken in an nvcc project: our clangd reports it at its line.
#include <cuda_tile.h>

__device__ float simt_only(float x) { return x; }

__tile_global__ void bad(float *p) { simt_only(1.0f); }
