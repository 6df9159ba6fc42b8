// What SIMT code cannot do under --cutile-emulate is an error at its line:
// inline PTX. (Uses of namespace cooperative_groups are refused the same
// way; its header does not build without libcu++, which .deps lacks.)
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -fsyntax-only -Xclang -verify %s
#include <cuda_runtime.h>

__device__ unsigned laneId() {
  unsigned r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r)); // expected-error {{not yet supported in SIMT code under --cutile-emulate: inline PTX (asm)}}
  return r;
}

__global__ void k(unsigned *out) { out[threadIdx.x] = laneId(); }

// Host code may use inline assembly as usual.
unsigned host() {
  unsigned r = 1;
  asm("" : "+r"(r));
  return r;
}
