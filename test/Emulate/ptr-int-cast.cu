// Pointer/integer casts in tile code under --cutile-emulate: the address
// survives a round trip through uintptr_t (the store lands), its low bits
// read as the host sees them (alignment), and an integer offset added to the
// address moves the pointer by bytes.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS ptr_int_cast
#include <cstdint>
#include <cstdio>
#include <cuda_runtime.h>

__tile_global__ void k(int *o, std::uintptr_t *addr, int x) {
  std::uintptr_t u = reinterpret_cast<std::uintptr_t>(o);
  *addr = u;
  int *q = reinterpret_cast<int *>(u + 2 * sizeof(int));
  *q = x + (int)(u % 4);
  int *r = reinterpret_cast<int *>(reinterpret_cast<std::intptr_t>(o) + 4);
  *r = x * 2;
}

int main() {
  int *o;
  std::uintptr_t *a;
  cudaMalloc(&o, 4 * sizeof(int));
  cudaMalloc(&a, sizeof(std::uintptr_t));
  cudaMemset(o, 0, 4 * sizeof(int));
  k<<<1>>>(o, a, 40);
  int h[4];
  std::uintptr_t ha;
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&ha, a, sizeof ha, cudaMemcpyDeviceToHost);
  bool ok = ha == reinterpret_cast<std::uintptr_t>(o) && h[0] == 0 &&
            h[1] == 80 && h[2] == 40 && h[3] == 0;
  std::printf("%s ptr_int_cast (%d %d %d %d)\n", ok ? "PASS" : "FAIL", h[0], h[1],
              h[2], h[3]);
  return ok ? 0 : 1;
}
