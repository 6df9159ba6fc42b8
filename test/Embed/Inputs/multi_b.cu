// The other translation unit of multi-tu.test, with main.
#include "cuda_tile.h"
namespace ct = cuda::tiles;

void run_a(float *p, float *q, int n);

__tile_global__ void tile_b(float *in, float *out, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{64_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{64_ic}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx) + iv.load(bx), bx);
}

int main() {
  float *p, *q;
  cudaMalloc((void **)&p, 1024 * sizeof(float));
  cudaMalloc((void **)&q, 1024 * sizeof(float));
  run_a(p, q, 1024);
  tile_b<<<16, 1>>>(q, p, 1024);
  return 0;
}
