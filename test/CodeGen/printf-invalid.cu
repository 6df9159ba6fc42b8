// printf in tile code becomes print_tko, whose format is an attribute and
// whose arguments are tiles: a run-time format or a string argument cannot be.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cstdio>
#include <cuda_tile.h>

__tile_global__ void fmt(const char *f, int n) {
  printf(f, n); // expected-error {{printf in tile code needs a string literal format}}
}

__tile_global__ void str(int n) {
  printf("%s %d\n", "n is", n); // expected-error {{not yet supported in tile code: printing a string argument}}
}
