// One tile kernel for the debug-info tests: a masked scaled copy, so that
// the line table has a few rows to map.
#include "cuda_tile.h"

namespace ct = cuda::tiles;

__tile_global__ void scaled_copy(const float *in, float *out, float s, int n) {
  using namespace ct::literals;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{64_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{64_ic}};
  int bx = ct::bid().x;
  auto t = iv.load_masked(bx);
  ov.store_masked(t * s, bx);
}
