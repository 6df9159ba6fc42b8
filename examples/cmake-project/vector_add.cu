// A tile kernel and its launch, as a user would write them.
#include <cuda_tile.h>

namespace ct = cuda::tiles;

[[cutile::hint(0, occupancy = 2)]] __tile_global__ void
vector_add(float *a, float *b, float *c, int n) {
  using namespace ct::literals;
  auto va = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{256_ic}};
  auto vb = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{256_ic}};
  auto vc = ct::partition_view{ct::tensor_span{c, ct::extents{n}}, ct::shape{256_ic}};
  int i = ct::bid().x;
  vc.store_masked(va.load_masked(i) + vb.load_masked(i), i);
}

void launch_vector_add(float *a, float *b, float *c, int n) {
  vector_add<<<(n + 255) / 256>>>(a, b, c, n);
}
