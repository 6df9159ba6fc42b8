// One of two translation units linked into one program (multi-tu.test).
#include "cuda_tile.h"
namespace ct = cuda::tiles;

__tile_global__ void tile_a(float *in, float *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{128_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx), bx);
}
__global__ void simt_a(float *p) { p[threadIdx.x] = 0; }

void run_a(float *p, float *q, int n) {
  simt_a<<<1, 32>>>(p);
  tile_a<<<n / 128>>>(p, q, n);
}
