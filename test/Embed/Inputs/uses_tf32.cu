// A mixed program that includes a header CUDA 13.0 does not have, and
// CUDA 13 headers that include CCCL's <nv/target>.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_tf32.h>

#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void tile_twice(float *in, float *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{64_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{64_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx) + iv.load(bx), bx);
}

__global__ void simt_half(__half *p) { p[0] = __hadd(p[0], p[1]); }

int main() {
  float *p = nullptr;
  if (cudaMalloc(&p, 256 * sizeof(float)) != cudaSuccess)
    return 0; // no GPU: linking and loading is what is tested
  tile_twice<<<4>>>(p, p, 256);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
