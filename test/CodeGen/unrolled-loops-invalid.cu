// What a loop run at compile time cannot do, pinned at the construct.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void too_long(float *__restrict__ p) {
#pragma unroll
  for (int i = 0; i < 100000; ++i) { // expected-error {{a loop with compile-time bounds runs more than 65536 times; use ct::irange or run-time bounds for long loops}}
  }
  ct::store(p, 1.0f);
}

__tile_global__ void becomes_runtime(float *__restrict__ p, int n) {
  int m = 0;
#pragma unroll
  for (int i = 0; i < 4 + m; ++i) { // expected-error {{not yet supported in tile code: a loop whose condition becomes a run-time value after its first iterations}}
    m = n;
  }
  ct::store(p, 1.0f);
}
