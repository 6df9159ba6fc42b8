// CUDA 13.5's element_cast tags, powi, pow's arithmetic exponent and
// element_bitcast's width rule, as nvcc 13.5 accepts them (its header's
// tables, probes 07, 08, 11, neg_01, neg_03 and scratch probes with
// scripts/nvcc-ref): rejections are errors naming the rule at the user's
// line, where nvcc reports "no instance ... matches". The second run: the
// same file under CUDA 13.4, where each 13.5 API is an error naming it.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only \
// RUN:   --cuda-path=%cutile_src/.deps/cuda-13.4.92 -DCUDA_13_4 -Xclang -verify=cuda134 %s
#include "cuda_tile.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
namespace ct = cuda::tiles;
template <class E> using T8 = ct::tile<E, ct::shape<8>>;
using f32x8 = T8<float>;
#define SAME(A, B) static_assert(__is_same(A, B))

#ifndef CUDA_13_4
template <class E, class X, class M>
constexpr bool cast_ok = requires(X x) { ct::element_cast<E>(x, M{}); };
template <class B, class X> constexpr bool powi_ok = requires(B b, X x) { ct::powi(b, x); };
template <class B, class X> constexpr bool pow_ok = requires(B b, X x) { ct::pow(b, x); };
template <class E, class X> constexpr bool bitcast_ok = requires(X x) { ct::element_bitcast<E>(x); };
using rte = ct::round_ties_to_even_t;
using rtz = ct::round_toward_zero_t;
using rtn = ct::round_toward_negative_t;
using rtp = ct::round_toward_positive_t;
using rta = ct::round_ties_to_away_t;

// The rounding table: narrowing to half/bfloat16 rte or rtz; f64 -> f32 the
// four IEEE modes; f32 -> tf32 rte, rtz, rta; widening (or the same type)
// every IEEE mode and rta; into fp8 only rte; float to float only.
static_assert(int(ct::rounding_mode::round_ties_to_away) == 6);
static_assert(cast_ok<__half, f32x8, rtz> && cast_ok<__half, f32x8, rte>);
static_assert(!cast_ok<__half, f32x8, rtn> && !cast_ok<__nv_bfloat16, f32x8, rtp> &&
              !cast_ok<__half, f32x8, rta>);
static_assert(!cast_ok<__half, T8<__nv_bfloat16>, rtn> && cast_ok<__half, T8<__nv_bfloat16>, rtz>);
static_assert(cast_ok<float, T8<double>, rtn> && cast_ok<float, T8<double>, rtp> &&
              !cast_ok<float, T8<double>, rta>);
static_assert(cast_ok<__nv_tf32, f32x8, rta> && cast_ok<__nv_tf32, f32x8, rtz> &&
              !cast_ok<__nv_tf32, f32x8, rtn>);
static_assert(cast_ok<float, T8<__half>, rta> && cast_ok<double, f32x8, rtn> &&
              cast_ok<float, f32x8, rtz> && cast_ok<float, float, rtp>);
static_assert(cast_ok<__nv_fp8_e4m3, f32x8, rte> && !cast_ok<__nv_fp8_e4m3, f32x8, rtz> &&
              !cast_ok<__nv_fp8_e5m2, T8<__half>, rta>);
static_assert(!cast_ok<float, T8<int>, rtz> && !cast_ok<int, f32x8, rtz>);
static_assert(!cast_ok<float, f32x8, ct::round_approximate_t>);
SAME(decltype(ct::element_cast<__half>(f32x8{}, rtz{})), T8<__half>);
SAME(decltype(ct::element_cast<__half>(1.0f, rtz{})), __half);

// Saturation: basic floating point to any integer type (bool too).
static_assert(cast_ok<signed char, f32x8, ct::saturate_finite_t> &&
              cast_ok<unsigned, T8<__half>, ct::saturate_none_t> &&
              cast_ok<bool, f32x8, ct::saturate_finite_t> &&
              cast_ok<long long, double, ct::saturate_finite_t>);
static_assert(!cast_ok<float, f32x8, ct::saturate_finite_t> &&
              !cast_ok<int, T8<int>, ct::saturate_finite_t> &&
              !cast_ok<int, T8<__nv_fp8_e4m3>, ct::saturate_finite_t>);
SAME(decltype(ct::element_cast<signed char>(f32x8{}, ct::saturate_finite_t{})), T8<signed char>);

// powi: signed exponents of at most 32 bits, or bool; shapes broadcast.
static_assert(powi_ok<f32x8, int> && powi_ok<f32x8, T8<short>> && powi_ok<f32x8, bool> &&
              powi_ok<T8<__half>, char> && powi_ok<double, T8<int>>);
static_assert(!powi_ok<f32x8, unsigned> && !powi_ok<f32x8, long long> &&
              !powi_ok<f32x8, float> && !powi_ok<T8<int>, int>);
SAME(decltype(ct::powi(2.0f, 3)), float);
SAME(decltype(ct::powi(2.0, T8<int>{})), T8<double>);
using f32x4x1 = ct::tile<float, ct::shape<4, 1>>;
using f32x4x8 = ct::tile<float, ct::shape<4, 8>>;
SAME(decltype(ct::powi(f32x4x1{}, T8<int>{})), f32x4x8);

// pow: a floating-point base, any arithmetic exponent (13.4: floating only).
static_assert(pow_ok<f32x8, int> && pow_ok<f32x8, unsigned> && pow_ok<f32x8, bool> &&
              pow_ok<f32x8, f32x8> && pow_ok<float, int>);
static_assert(!pow_ok<T8<int>, float> && !pow_ok<f32x8, double>);
SAME(decltype(ct::pow(f32x8{}, 2)), f32x8);

// element_bitcast: the same width in bits; tf32 has 19.
static_assert(bitcast_ok<int, f32x8> && bitcast_ok<signed char, T8<bool>> &&
              bitcast_ok<bool, T8<unsigned char>> && bitcast_ok<short, T8<__half>>);
static_assert(!bitcast_ok<float, T8<__nv_tf32>> && !bitcast_ok<int, T8<__nv_tf32>> &&
              !bitcast_ok<short, f32x8>);
#endif

// What nvcc 13.5 rejects, at its line (neg_01, neg_03, and the same rule
// for the other arithmetic); the 13.4 run rejects the 13.5 APIs instead.
__tile__ void rejected(f32x8 x, T8<__nv_tf32> t, T8<int> i, T8<double> d) {
#ifdef CUDA_13_4
  (void)ct::element_cast<__half>(x, ct::round_toward_zero_t{}); // cuda134-error {{ct::element_cast with a rounding mode needs CUDA 13.5 or newer}}
  (void)ct::element_cast<signed char>(x, ct::saturate_finite_t{}); // cuda134-error {{ct::element_cast with a saturation mode needs CUDA 13.5 or newer}}
  (void)ct::powi(x, 3);        // cuda134-error {{ct::powi needs CUDA 13.5 or newer}}
  (void)ct::pow(x, 2);         // cuda134-error {{ct::pow with an integral exponent needs CUDA 13.5 or newer}}
  (void)ct::pow(x, x);
#else
  (void)ct::add(x, x, ct::round_ties_to_away_t{}); // expected-error {{ct::add: round_ties_to_away_t is only accepted by ct::element_cast}}
  (void)ct::div(x, x, ct::round_ties_to_away_t{}); // expected-error {{ct::div: round_ties_to_away_t is only accepted by ct::element_cast}}
  (void)ct::fma(x, x, x, ct::round_ties_to_away_t{}); // expected-error {{ct::fma: round_ties_to_away_t is only accepted by ct::element_cast}}
  (void)ct::sqrt(x, ct::round_ties_to_away_t{}); // expected-error {{ct::sqrt: round_ties_to_away_t is only accepted by ct::element_cast}}
  (void)ct::element_bitcast<float>(t); // expected-error {{ct::element_bitcast: the element types must have the same width in bits}}
  (void)ct::element_cast<__half>(x, ct::round_toward_negative_t{}); // expected-error {{ct::element_cast: this rounding mode is not allowed for this conversion}}
  (void)ct::element_cast<float>(i, ct::round_toward_zero_t{}); // expected-error {{ct::element_cast with a rounding mode converts floating point to floating point only}}
  (void)ct::element_cast<int>(i, ct::saturate_finite_t{}); // expected-error {{ct::element_cast with a saturation mode converts half, bfloat16, float or double to an integer type only}}
  (void)ct::powi(x, 2u); // expected-error {{ct::powi: the exponent must be a signed integer of at most 32 bits, or bool}}
  (void)ct::powi(d, 2ll); // expected-error {{ct::powi: the exponent must be a signed integer of at most 32 bits, or bool}}
#endif
}
