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

// A run-time break in a switch on a constant works (Emulate/const-switch-break.cu);
// a run-time continue from such a switch to an unrolled loop does not yet.
template <int K>
__tile_global__ void runtime_continue_in_const_switch(float *__restrict__ p, int n) {
  float v = 0.0f;
#pragma unroll
  for (int i = 0; i < 2; ++i) {
    switch (K) {
    case 2:
      if (n > i)
        continue; // expected-error {{not yet supported in tile code: continue under a run-time condition in a switch on a constant}}
      v = v + 1.0f;
    }
  }
  ct::store(p, v);
}
template __tile_global__ void runtime_continue_in_const_switch<2>(float *, int);

__tile_global__ void becomes_runtime(float *__restrict__ p, int n) {
  int m = 0;
#pragma unroll
  for (int i = 0; i < 4 + m; ++i) { // expected-error {{not yet supported in tile code: a loop whose condition becomes a run-time value after its first iterations}}
    m = n;
  }
  ct::store(p, 1.0f);
}
