// The generated explicit-instantiation wrapper; an autotuner picks the
// block size with -DTILE_B=...
#include "mylib.h"
#ifndef TILE_B
#define TILE_B 64
#endif
template __tile_global__ void mylib::scale<float, TILE_B>(float *, float *, int);
template __tile_global__ void mylib::copy<int, TILE_B>(int *, int *, int);

// SIMT code in the same file is not part of a tile output.
__global__ void simt_fill(int *p) { p[threadIdx.x] = 1; }
