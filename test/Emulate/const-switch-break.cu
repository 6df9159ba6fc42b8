// A break under a run-time condition in a switch on a compile-time constant
// (nvcc 13.4 accepts it): the statements after the break run only where it
// did not happen, fallthrough included, and a break inside a nested block
// guards the rest of the block too. Built with --cutile-emulate and checked
// against the same function run on the host.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS const_switch_break
#include <cuda_runtime.h>
#include <cstdio>
#include "cuda_tile.h"
namespace ct = cuda::tiles;

#define SWITCH_BODY(K, n, v)                                                   \
  switch (K) {                                                                 \
  case 1:                                                                      \
    v = v + 100;                                                               \
    break;                                                                     \
  case 2:                                                                      \
    if (n > 3)                                                                 \
      break;                                                                   \
    v = v + 10;                                                                \
    [[fallthrough]];                                                           \
  case 3: {                                                                    \
    v = v + 1;                                                                 \
    if (n % 2 == 0)                                                            \
      break;                                                                   \
    v = v * 2;                                                                 \
  }                                                                            \
    v = v + 1000;                                                              \
    break;                                                                     \
  default:                                                                     \
    v = -1;                                                                    \
  }

template <int K> int host_ref(int n) {
  int v = n;
  SWITCH_BODY(K, n, v)
  return v;
}

template <int K> __tile_global__ void k(const int *__restrict__ in, int *__restrict__ out) {
  int b = ct::bid().x;
  int n = in[b];
  int v = n;
  SWITCH_BODY(K, n, v)
  out[b] = v;
}

template <int K> bool check(const int *din, int *dout, const int *hin, int nb) {
  k<K><<<nb>>>(din, dout);
  int hout[8];
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  for (int i = 0; i < nb; ++i)
    if (hout[i] != host_ref<K>(hin[i])) {
      printf("FAIL K=%d n=%d: %d, want %d\n", K, hin[i], hout[i], host_ref<K>(hin[i]));
      return false;
    }
  return true;
}

int main() {
  int hin[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hin);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  bool ok = check<1>(din, dout, hin, 8) && check<2>(din, dout, hin, 8) &&
            check<3>(din, dout, hin, 8) && check<4>(din, dout, hin, 8);
  if (ok)
    printf("PASS const_switch_break\n");
  return ok ? 0 : 1;
}
