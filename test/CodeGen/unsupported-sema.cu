// goto is rejected by Sema before code generation runs, with its own
// wording ("not allowed", not "not yet supported"). (A return inside a loop
// compiles since CUDA 13.5: return-in-loop.cu; Sema/return-in-loop.cu has
// 13.4's error.)
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void gt(float *__restrict__ out, int n) {
  if (n > 0)
    goto done; // expected-error {{'goto' is not allowed in tile code; use loops, 'if', 'break' and 'continue'}}
  ct::store(out, 1.0f);
done:
  ct::store(out, 2.0f);
}
