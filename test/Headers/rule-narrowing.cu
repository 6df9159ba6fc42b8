// A scalar that would narrow to the tile's element type is ill-formed;
// tile with tile takes the wider type.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using i32x8 = ct::tile<int, ct::shape<8>>;
using f32x8 = ct::tile<float, ct::shape<8>>;

__tile__ void ok() {
  i32x8 x = ct::full<i32x8>(3);
  auto a = x + 2;
  static_assert(__is_same(decltype(a), i32x8));
  auto b = ct::full<f32x8>(1.0f) * 2; // int converts to float without narrowing
  static_assert(__is_same(decltype(b), f32x8));
  auto c = x + ct::full<f32x8>(1.0f); // tile with tile: the wider type
  static_assert(__is_same(decltype(c), f32x8));
  auto d = ct::full<ct::tile<short, ct::shape<8>>>(1) + x;
  static_assert(__is_same(decltype(d), i32x8));
  auto e = 2.0 == x; // comparisons use the common type
  static_assert(__is_same(decltype(e), ct::tile<bool, ct::shape<8>>));
}
__tile__ void bad_double() {
  i32x8 x = ct::full<i32x8>(3);
  // expected-error@cuda_tile/tile.h:* {{ct: the scalar would narrow to the tile's element type (e.g. int_tile + 2.5); write the scalar in the tile's type or convert explicitly}}
  x + 2.5;
}
__tile__ void bad_unsigned(unsigned u) {
  i32x8 x = ct::full<i32x8>(3);
  // expected-error@cuda_tile/tile.h:* {{ct: the scalar would narrow to the tile's element type}}
  auto y = u * x;
}
__tile__ void bad_float_into_half(ct::tile<__half, ct::shape<8>> h) {
  // expected-error@cuda_tile/tile.h:* {{ct: the scalar would narrow to the tile's element type}}
  auto y = h * 2.0f;
}
__tile__ void bad_half_bf16(ct::tile<__half, ct::shape<8>> h, ct::tile<__nv_bfloat16, ct::shape<8>> b) {
  // expected-error@cuda_tile/tile.h:* {{ct: the element types have no common type (__half and __nv_bfloat16 are unordered); convert one operand with ct::element_cast}}
  auto y = h + b;
}
