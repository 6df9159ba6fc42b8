// A tile holds at most 2^24 elements, in all and along each dimension (nvcc's
// tile_shape concept rejects more at the declaration). A mistyped constant
// stops here instead of reaching Tile IR.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;

__tile__ void ok() {
  ct::tile<float, ct::shape<(1 << 24)>> a;
  ct::tile<char, ct::shape<(1 << 12), (1 << 12)>> b;
  static_assert(ct::tile_shape<ct::shape<(1 << 24)>>);
  static_assert(!ct::tile_shape<ct::shape<(1 << 25)>>);
  static_assert(!ct::tile_shape<ct::shape<(1 << 13), (1 << 12)>>);
}
__tile__ void too_wide_for_32_bits() {
  // expected-error@cuda_tile/tile.h:* {{ct::tile: a tile holds at most 2^24 (16777216) elements, in all and along each dimension}}
  ct::tile<float, ct::shape<4294967296>> t;
}
__tile__ void too_wide_40_bits() {
  // expected-error@cuda_tile/tile.h:* {{ct::tile: a tile holds at most 2^24 (16777216) elements}}
  ct::tile<float, ct::shape<(1ll << 40)>> t;
}
__tile__ void too_many_elements() {
  // expected-error@cuda_tile/tile.h:* {{ct::tile: a tile holds at most 2^24 (16777216) elements}}
  ct::tile<float, ct::shape<(1 << 13), (1 << 12)>> t;
}
__tile__ void sign_bit() {
  // size_t(-(1ll << 63)) is a power of two.
  // expected-error@cuda_tile/tile.h:* {{ct::tile: a tile holds at most 2^24 (16777216) elements}}
  ct::tile<float, ct::shape<(size_t)(-(1ll << 62) * 2)>> t;
}
__tile__ void negative() {
  // Clang rejects the template argument itself (so does nvcc), at this line.
  // expected-error@+2 {{non-type template argument evaluates to -4, which cannot be narrowed to type 'size_t'}}
  // expected-error@cuda_tile/tile.h:* {{ct::tile: every dimension of a tile shape must be a power of two}}
  ct::tile<float, ct::shape<-4>> t;
}
__tile__ void bad_view(float *p, int n) {
  // expected-error@cuda_tile/memory.h:* {{ct::tile: a tile holds at most 2^24 (16777216) elements}}
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n, n}},
                              ct::shape<(1 << 13), (1 << 12)>{}};
}
