// Valid tile code of an nvcc project: what nvcc's command line brings (-I,
// -D, -std=c++20, --expt-relaxed-constexpr, the target) must reach clangd's
// parse, or this file has errors.
#include <cuda_tile.h>
#include "app_config.h"

namespace ct = cuda::tiles;

#ifndef __CUDACC_RELAXED_CONSTEXPR__
#error "--expt-relaxed-constexpr did not reach the parse"
#endif

constexpr int tiles_for(int n) { return (n + APP_TILE - 1) / APP_TILE; }

template <typename T>
__tile_global__ void scale(T *in, T *out, int n) {
  auto vi = ct::partition_view{ct::tensor_span{in, ct::extents{n}},
                               ct::shape{ct::integral_constant<APP_TILE>{}}};
  auto vo = ct::partition_view{ct::tensor_span{out, ct::extents{n}},
                               ct::shape{ct::integral_constant<APP_TILE>{}}};
  int b = ct::bid().x;
  vo.store_masked(vi.load_masked(b) * T(APP_SCALE), b);
}

template __tile_global__ void scale<float>(float *, float *, int);

__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}

void launch(float *in, float *out, int n) {
  fill<<<(n + 127) / 128, 128>>>(in, 1.0f, n);
  scale<<<tiles_for(n)>>>(in, out, n);
}
