// Element-wise operands must broadcast (NumPy rules).
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;

__tile__ void ok() {
  auto a = ct::zeros<ct::tile<int, ct::shape<8, 1>>>();
  auto b = ct::zeros<ct::tile<int, ct::shape<4>>>();
  auto c = a + b;
  static_assert(__is_same(decltype(c), ct::tile<int, ct::shape<8, 4>>));
  auto d = ct::broadcast<ct::shape<2, 8, 4>>(a);
}
__tile__ void bad() {
  auto a = ct::zeros<ct::tile<int, ct::shape<8>>>();
  auto b = ct::zeros<ct::tile<int, ct::shape<4>>>();
  auto c = a + b; // expected-error {{ct: tile shapes do not broadcast: aligned from the right, each pair of dimensions must be equal or one of them must be 1}}
}
__tile__ void bad_compare() {
  auto a = ct::zeros<ct::tile<int, ct::shape<2, 8>>>();
  auto b = ct::zeros<ct::tile<int, ct::shape<4, 1>>>();
  auto c = a < b; // expected-error {{ct: tile shapes do not broadcast}}
}
__tile__ void bad_too_large() {
  auto a = ct::zeros<ct::tile<float, ct::shape<4096, 1>>>();
  auto b = ct::zeros<ct::tile<float, ct::shape<1, 8192>>>();
  auto c = a * b; // expected-error {{ct: the broadcast result would hold more than 2^24 elements}}
  static_assert(!ct::broadcast_compatible<decltype(a), decltype(b)>);
  static_assert(ct::shape_broadcast_compatible<ct::shape<4096, 1>, ct::shape<1, 8192>>);
}
__tile__ void bad_shift() {
  auto a = ct::zeros<ct::tile<int, ct::shape<8>>>();
  auto b = ct::zeros<ct::tile<int, ct::shape<4>>>();
  auto c = a << b; // expected-error {{ct: tile shapes do not broadcast}}
}
__tile__ void bad_broadcast() {
  auto a = ct::zeros<ct::tile<int, ct::shape<8>>>();
  // expected-error@cuda_tile/shape_ops.h:* {{ct::broadcast: the tile does not broadcast to this shape: aligned from the right, each extent must equal the target's or be 1}}
  auto d = ct::broadcast<ct::shape<8, 4>>(a);
}
