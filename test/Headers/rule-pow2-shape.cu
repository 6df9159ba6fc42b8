// Tile shapes: every dimension must be a power of two.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;

__tile__ void ok() {
  ct::tile<float, ct::shape<>> s;
  ct::tile<float, ct::shape<1, 2, 4, 8>> t;
}
__tile__ void bad() {
  // expected-error@cuda_tile/tile.h:* {{ct::tile: every dimension of a tile shape must be a power of two (1, 2, 4, 8, ...)}}
  ct::tile<float, ct::shape<3>> t;
}
__tile__ void bad_view(float *p, int n) {
  using namespace ct::literals;
  // expected-error@cuda_tile/memory.h:* {{ct::tile: every dimension of a tile shape must be a power of two (1, 2, 4, 8, ...)}}
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n}}, ct::shape{6_ic}};
}
