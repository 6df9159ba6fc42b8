// A mixed program for the registration comparison with nvcc
// (registration-parity.test): tile kernels in the global namespace, in a
// namespace, as templates over a type (one instantiation implicit, one
// explicit) and over a value; SIMT kernels, one a template, one never
// launched; a __device__ and a __constant__ variable. main launches each
// launched kernel once, through <<<>>>, cudaLaunchKernel and
// cudaLaunchKernelEx. Compiled by nvcc 13.5 and by us for sm_90 and sm_100.
#include <cstdio>
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__device__ int hits;
__constant__ float coeffs[4];

__tile_global__ void tile_add(float *a, float *b, float *out, int n) {
  using namespace ct::literals;
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{128_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{128_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int bx = ct::bid().x;
  ov.store(av.load(bx) + bv.load(bx), bx);
}

namespace lib {
__tile_global__ void tile_copy(float *in, float *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{64_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{64_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx), bx);
}

template <typename T>
__tile_global__ void tile_twice(T *in, T *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{32_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{32_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx) + iv.load(bx), bx);
}

template <int Tile>
__tile_global__ void tile_fill(float *out, int n) {
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}},
                               ct::shape{ct::integral_constant<Tile>{}}};
  int bx = ct::bid().x;
  ov.store(ct::full<ct::tile<float, ct::shape<Tile>>>(1.0f), bx);
}
} // namespace lib

template __tile_global__ void lib::tile_twice<int>(int *, int *, int);

__global__ void simt_fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v * coeffs[0];
}

template <typename T> __global__ void simt_axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    y[i] += a * x[i];
    atomicAdd(&hits, 1);
  }
}

namespace lib {
__global__ void simt_unused(int *p) { *p = 0; }
} // namespace lib

int main() {
  int n = 512;
  float *a, *b, *c;
  int *ia, *ib;
  cudaMalloc((void **)&a, n * sizeof(float));
  cudaMalloc((void **)&b, n * sizeof(float));
  cudaMalloc((void **)&c, n * sizeof(float));
  cudaMalloc((void **)&ia, n * sizeof(int));
  cudaMalloc((void **)&ib, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);

  simt_fill<<<4, 128>>>(a, 1.5f, n);
  simt_axpy<<<4, 128, 0, s>>>(2.0f, a, b, n);
  tile_add<<<4>>>(a, b, c, n);
  lib::tile_copy<<<dim3(4, 2), 1, 0, s>>>(a, c, n);
  lib::tile_twice<<<16>>>(a, c, n);
  lib::tile_fill<64><<<8>>>(c, n);

  void *args[] = {&ia, &ib, &n};
  cudaLaunchKernel((const void *)lib::tile_twice<int>, dim3(16), dim3(1), args,
                   0, s);

  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(8);
  cfg.blockDim = dim3(1);
  cfg.stream = s;
  cudaLaunchKernelEx(&cfg, tile_add, a, b, c, n);
  std::printf("launched\n");
  return 0;
}
