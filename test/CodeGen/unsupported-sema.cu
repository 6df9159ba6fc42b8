// goto and a return inside a loop are rejected by Sema before code
// generation runs, with their own wording (a return inside a loop is "not
// allowed", not "not yet supported").
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

__tile_global__ void retloop(float *__restrict__ out, int n) {
  for (auto i : ct::irange(0, n)) {
    if (i == 3)
      return; // expected-error {{'return' inside a loop is not allowed in tile code; leave the loop with 'break' and return after it}}
    ct::store(out + i, 1.0f);
  }
}
