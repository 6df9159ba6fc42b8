// Element promotion of operands, nvcc's rules (test/Headers/promotion-table.test
// compares every pair with nvcc): a scalar takes the tile's element type and
// must not narrow to it (integral to floating point is fine); tile with tile
// and comparisons take the common type, which neither operand may narrow to.
// The operators are constrained, so a requires-expression on a rejected pair
// is false, and the error names the rule at the user's line.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using namespace ct::literals;
template <class E> using T8 = ct::tile<E, ct::shape<8>>;
using i32x8 = T8<int>;
using u32x8 = T8<unsigned>;
using f32x8 = T8<float>;
#define SAME(A, B) static_assert(__is_same(A, B))
template <class A, class B> constexpr bool add_ok = requires(A a, B b) { a + b; };
template <class A, class B> constexpr bool eq_ok = requires(A a, B b) { a == b; };
template <class A, class B> constexpr bool shl_ok = requires(A a, B b) { a << b; };

__tile__ void ok(i32x8 x, u32x8 u, f32x8 f, T8<short> s, T8<long long> l, T8<bool> b,
                 T8<unsigned char> uc) {
  SAME(decltype(x + 2), i32x8);
  SAME(decltype(f * 2), f32x8);         // int to float does not narrow here
  SAME(decltype(x + f), f32x8);         // tile with tile: the common type
  SAME(decltype(s + x), i32x8);
  SAME(decltype(2.0 == x), T8<bool>);   // comparisons use the common type (double)
  SAME(decltype(u >> 16), u32x8);       // shifts keep the left type, no check
  SAME(decltype(uc << 3ll), T8<unsigned char>);
  SAME(decltype(u + 1u), u32x8);
  SAME(decltype(l + u), T8<long long>); // a wider signed type holds unsigned
  SAME(decltype(b + x), i32x8);
  SAME(decltype(b + b), T8<bool>);
  SAME(decltype(x & 1), i32x8);
  SAME(decltype(ct::max(f, 1)), f32x8);
  SAME(decltype(ct::max(2, 3.0f)), float); // two scalars: the common type
  SAME(decltype(+uc), i32x8);              // unary + promotes as in C++
  SAME(decltype(!f), T8<bool>);
  SAME(decltype(f && x), T8<bool>);
  static_assert(!add_ok<u32x8, int> && !add_ok<i32x8, u32x8> && !add_ok<i32x8, double>);
  static_assert(eq_ok<f32x8, double> && !eq_ok<i32x8, unsigned>);
  static_assert(shl_ok<u32x8, int> && !shl_ok<f32x8, int>);
  static_assert(!add_ok<i32x8, decltype(2_ic)>); // integral_constant is no scalar
}

__tile__ void bad_double(i32x8 x) {
  x + 2.5; // expected-error {{ct: the scalar would narrow to the tile's element type (e.g. int_tile + 2.5, or uint_tile + 1 whose 1 is an int); write the scalar in the tile's type (2.5f, 1u) or convert it explicitly}}
}
__tile__ void bad_int_literal(u32x8 u) {
  auto y = u + 1; // expected-error {{ct: the scalar would narrow to the tile's element type}}
}
__tile__ void bad_unsigned(unsigned v, i32x8 x) {
  auto y = v * x; // expected-error {{ct: the scalar would narrow to the tile's element type}}
}
__tile__ void bad_float_into_half(T8<__half> h) {
  auto y = h * 2.0f; // expected-error {{ct: the scalar would narrow to the tile's element type}}
}
__tile__ void bad_named(f32x8 f) {
  auto y = ct::max(f, 1.0); // expected-error {{ct: the scalar would narrow to the tile's element type}}
}
__tile__ void bad_half_bf16(T8<__half> h, T8<__nv_bfloat16> b) {
  auto y = h + b; // expected-error {{ct: the element types have no common type (__half and __nv_bfloat16 are unordered); convert one operand with ct::element_cast}}
}
__tile__ void bad_sign_mix(i32x8 x, u32x8 u) {
  auto y = x + u; // expected-error {{ct: an operand would narrow to the common element type (e.g. int with unsigned, whose common type is unsigned); convert one operand with ct::element_cast}}
  auto z = x < 1u; // expected-error {{ct: an operand would narrow to the common element type}}
}
__tile__ void bad_float_bits(f32x8 f, i32x8 x) {
  auto y = f & x; // expected-error {{ct: this operation needs integral or bool elements on both sides}}
  auto z = f % 2.0f; // expected-error {{ct: this operation needs integral or bool elements on both sides}}
  auto w = ct::pow(x, x); // expected-error {{ct: this operation needs floating-point elements}}
}
__tile__ void bad_compound(f32x8 f) {
  f += 1.0f; // expected-error {{ct: tiles have no compound assignment (nor has nvcc's cuda_tile.h); write t = t + x}}
}
__tile__ void bad_unary(T8<float *> p, f32x8 f) {
  auto y = -p; // expected-error {{ct: unary - needs an arithmetic tile}}
  auto z = ~f; // expected-error {{ct: ~ needs an integral or bool tile}}
}
__tile__ void bad_pointer(T8<float *> p, T8<int *> q) {
  auto y = p + 1.0f; // expected-error {{ct: a pointer tile can only be offset by an integral tile (p + i, p - i), or subtracted from or compared with a pointer tile of a compatible type}}
  auto z = p == q; // expected-error {{ct: a pointer tile can only be offset by an integral tile}}
}
__tile__ void ok_pointer(T8<float *> p, T8<const float *> q) {
  SAME(decltype(p + 1), T8<float *>);
  SAME(decltype(2 + p - 1), T8<float *>);
  SAME(decltype(p - q), T8<long>);
  SAME(decltype(p == q), T8<bool>);
  SAME(decltype(p != nullptr), T8<bool>);
}
