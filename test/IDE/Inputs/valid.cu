// Valid tile code that must give no diagnostic in clangd: tile attributes,
// hints on kernels and statements (kind=value), <<<grid>>>, templates.
#include <cuda_tile.h>

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile__ float twice(float x) { return 2 * x; }
__host__ __device__ constexpr int blocks(int n) { return (n + 127) / 128; }

[[cutile::hint(0, occupancy = 2)]] [[cutile::hint(900, num_cta_in_cga = 2)]]
__tile_global__ void scale(float *in, float *out, int n) {
  auto vi = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{128_ic}};
  auto vo = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int b = ct::bid().x;
  [[cutile::hint(0, latency = 3)]] auto t = vi.load_masked(b);
  vo.store_masked(t * twice(1.0f), b);
}

template <int Occ>
[[cutile::hint(0, occupancy = Occ)]] __tile_global__ void empty(float *) {}

void launch(float *in, float *out, int n) {
  scale<<<blocks(n)>>>(in, out, n);
  scale<<<dim3(blocks(n)), 1>>>(in, out, n);
  empty<4><<<1>>>(out);
}
