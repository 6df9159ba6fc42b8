// printf and assert belong to the tile language even though CUDA declares
// them __device__; a function of the user's that merely shares the name
// does not get the exemption.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
#include <assert.h>
#include <stdio.h>
#include "tile_mock.h"

namespace user {
__device__ int printf(const char *, ...);
}

__tile_global__ void hello(int n) {
  printf("tile %d of %d\n", 1, n);
  assert(n > 0 && "n must be positive");
  user::printf("x"); // expected-error {{tile code cannot call __device__ function 'printf'}}
}
