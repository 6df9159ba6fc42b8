// Tile kernels the embedding tests share: the simplest shapes code
// generation lowers (a partition_view load/add/store), in the global
// namespace, in a namespace, and as a template.
#pragma once
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void tile_add(float *a, float *b, float *out, int n) {
  using namespace ct::literals;
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{128_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{128_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int bx = ct::bid().x;
  ov.store(av.load(bx) + bv.load(bx), bx);
}

namespace demo {
__tile_global__ void tile_copy(float *in, float *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{64_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{64_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx), bx);
}

template <typename T>
__tile_global__ void tile_scale(T *in, T *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{32_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{32_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx) + iv.load(bx), bx);
}
} // namespace demo

__global__ void simt_fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}
