// Faults in a C++ program built with --cutile-emulate name the kernel (its
// C++ signature, not the mangled entry), the block, the cuda_tile op and the
// position in this file of the user's call that made the op (for a member
// call, its name).
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: not %t view 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: not %t ptr 2>&1 | FileCheck %s --check-prefix=PTR
// RUN: %t none | FileCheck %s --check-prefix=NONE
#include <cstdio>
#include <cstring>
#include "cuda_tile.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

// 100 elements read as 128-element tiles: the one tile is partly outside the
// tensor, and a plain load (no padding value) has no defined result there.
__tile_global__ void view_oob(float *in, float *out, int n) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{128_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int bx = ct::bid().x;
  // VIEW: error: kernel 'view_oob(float*, float*, int)' block (0, 0, 0): load_view_tko at {{.*}}cxx-bounds-errors.cu:[[# @LINE + 1]]:15: the tile is partially outside the tensor and the view has no padding value (an unmasked access)
  auto t = iv.load(bx);
  ov.store_masked(t, bx);
}

// Block 2 of a grid of 3 reads elements 16..23 of a 16-element allocation.
__tile_global__ void ptr_oob(float *in, float *out) {
  using i32x8 = ct::tile<int, ct::shape<8>>;
  int bx = ct::bid().x;
  auto offsets = 8 * bx + ct::iota<i32x8>();
  // PTR: error: kernel 'ptr_oob(float*, float*)' block (2, 0, 0): load_ptr_tko at {{.*}}cxx-bounds-errors.cu:[[# @LINE + 1]]:12: address 0x{{[0-9a-f]+}} (4 bytes, element 0) is outside every live allocation
  auto t = ct::load(in + offsets);
  ct::store(out + offsets, t);
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "none";
  float *in = nullptr, *out = nullptr;
  cudaMalloc((void **)&in, 128 * sizeof(float));
  cudaMalloc((void **)&out, 128 * sizeof(float));
  cudaMemset(in, 0, 128 * sizeof(float));
  float *small = nullptr, *big = nullptr;
  cudaMalloc((void **)&small, 16 * sizeof(float));
  cudaMalloc((void **)&big, 64 * sizeof(float));
  if (!std::strcmp(what, "view"))
    view_oob<<<1>>>(in, out, 100);
  else if (!std::strcmp(what, "ptr"))
    ptr_oob<<<3>>>(small, big);
  // NONE: launches: no error
  cudaError_t err = cudaDeviceSynchronize();
  std::printf("launches: %s\n", err == cudaSuccess ? "no error" : cudaGetErrorString(err));
  return err == cudaSuccess ? 0 : 1;
}
