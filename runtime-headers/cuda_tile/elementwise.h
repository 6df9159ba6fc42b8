// cuda_tile/elementwise.h - conversions, broadcasting helpers, operators,
// named arithmetic and math functions, comparisons and select.
#ifndef CUTILE_CUDA_TILE_ELEMENTWISE_H
#define CUTILE_CUDA_TILE_ELEMENTWISE_H

#include "builtins.h"

namespace cuda::tiles {
inline namespace __1 {
namespace __detail {

template <class E>
inline constexpr __ir::signedness __sign =
    __scalar_info<E>::is_signed ? __ir::signedness::signed_ : __ir::signedness::unsigned_;

constexpr __ir::rounding __to_ir(rounding_mode m) {
  switch (m) {
  case rounding_mode::round_ties_to_even: return __ir::rounding::nearest_even;
  case rounding_mode::round_toward_zero: return __ir::rounding::zero;
  case rounding_mode::round_toward_negative: return __ir::rounding::negative_inf;
  case rounding_mode::round_toward_positive: return __ir::rounding::positive_inf;
  case rounding_mode::round_approximate: return __ir::rounding::approx;
  case rounding_mode::round_full: return __ir::rounding::full;
  case rounding_mode::round_ties_to_away: return __ir::rounding::nearest_away;
  }
  return __ir::rounding::nearest_even;
}
constexpr bool __ftz(subnormals_rounding_mode m) {
  return m == subnormals_rounding_mode::round_subnormals_to_zero;
}

// shape S0 with leading 1s up to rank R.
template <class S0, size_t R> constexpr auto __padded_dims() {
  __dims<R> d{};
  for (size_t i = 0; i < R; ++i)
    d.v[i] = i < R - S0::rank() ? 1 : S0::static_extent(i - (R - S0::rank()));
  return d;
}
template <class S0, size_t R, class Seq> struct __pad_impl;
template <class S0, size_t R, size_t... I> struct __pad_impl<S0, R, __seq<size_t, I...>> {
  static constexpr auto __d = __padded_dims<S0, R>();
  using type = shape<__d.v[I]...>;
};
template <class S0, size_t R>
using __padded_shape = typename __pad_impl<S0, R, __make_seq<R>>::type;

// Any tile_like value as a tile (a scalar is a 0-d tile).
template <class X> __CT_TILE tile<tile_element_t<X>, tile_shape_t<X>> __as_tile(X x) noexcept {
  if constexpr (__is_tile<X>)
    return x;
  else
    return tile<tile_element_t<X>, shape<>>(x);
}

// fp4 in memory is one value per byte, in the low nibble (nvcc 13.5's
// layout: a __nv_fp4_e2m1* is a pointer to i8). A byte tile becomes fp4 by
// unpacking every byte into its two nibbles and keeping the first; fp4
// becomes bytes by pairing every value with a zero nibble and packing.
// A tile of one fp4 (a scalar, shape<1>, shape<1, 1>, ...) stays its byte,
// as nvcc 13.5 carries it: an f4E2M1FN tile must hold an even number of
// values, so only a conversion pairs it with a zero to reach the format.
using __fp4 = __nv_fp4_e2m1;
template <class S> __CT_TILE tile<__fp4, S> __fp4_from_bytes(tile<signed char, S> b) noexcept {
  constexpr size_t n = __size<S>();
  if constexpr (n == 1) {
    return __ir::reshape<tile<__fp4, S>>(b);
  } else {
    auto nibbles = __ir::unpack<tile<__fp4, shape<2 * n>>>(
        __ir::reshape<tile<signed char, shape<n>>>(b));
    auto pairs = __ir::reshape<tile<__fp4, shape<n, 2>>>(nibbles);
    return __ir::reshape<tile<__fp4, S>>(__ir::extract<tile<__fp4, shape<n, 1>>>(pairs, 0, 0));
  }
}
template <class S> __CT_TILE tile<signed char, S> __fp4_to_bytes(tile<__fp4, S> t) noexcept {
  constexpr size_t n = __size<S>();
  if constexpr (n == 1) {
    return __ir::reshape<tile<signed char, S>>(t);
  } else {
    auto pairs = __ir::cat<1, tile<__fp4, shape<n, 2>>>(
        __ir::reshape<tile<__fp4, shape<n, 1>>>(t), __ir::constant<tile<__fp4, shape<n, 1>>, 0>());
    auto bytes = __ir::pack<tile<signed char, shape<n>>>(
        __ir::reshape<tile<__fp4, shape<2 * n>>>(pairs));
    return __ir::reshape<tile<signed char, S>>(bytes);
  }
}
template <class E, class S> inline constexpr bool __one_fp4 = __ct_same<E, __fp4> && __size<S>() == 1;

// Stretch a tile to shape S: reshape to add leading 1s, then broadcast.
template <class S, class E, class S0>
__CT_TILE tile<E, S> __broadcast_to(tile<E, S0> t) noexcept {
  static_assert(__broadcasts_to<S0, S>(),
                "ct: tile shapes do not broadcast: aligned from the right, each "
                "pair of dimensions must be equal or one of them must be 1");
  using P = __padded_shape<S0, S::rank()>;
  if constexpr (__ct_same<S0, S>)
    return t;
  else if constexpr (__one_fp4<E, S0> && __size<S>() != 1)
    // One fp4 is a byte: the byte is stretched, then unpacked (as nvcc).
    return __fp4_from_bytes(__broadcast_to<S>(__ir::reshape<tile<signed char, S0>>(t)));
  else if constexpr (__ct_same<P, S>)
    return __ir::reshape<tile<E, S>>(t);
  else if constexpr (__ct_same<P, S0>)
    return __ir::broadcast<tile<E, S>>(t);
  else
    return __ir::broadcast<tile<E, S>>(__ir::reshape<tile<E, P>>(t));
}
} // namespace __detail

//===----------------------------------------------------------------------===//
// Element conversions
//===----------------------------------------------------------------------===//

// Value conversion of every element (a scalar converts as a scalar).
template <class E, class X>
  requires(scalar<E> && tile_like<X>)
__CT_TILE tile_with_element_t<X, E> element_cast(X x) noexcept {
  using namespace __detail;
  using F = tile_element_t<X>;
  using R = tile_with_element_t<X, E>;
  if constexpr (__ct_same<F, E>) {
    return x;
  } else if constexpr (!__is_tile<X>) {
    return static_cast<E>(x);
  } else if constexpr (__one_fp4<F, tile_shape_t<X>>) {
    // One fp4 (its byte): a zero byte joins it, the pair is converted and
    // the first value kept, op for op as nvcc 13.5.
    auto two = __ir::cat<0, tile<signed char, shape<2>>>(
        __ir::reshape<tile<signed char, shape<1>>>(x),
        __ir::constant<tile<signed char, shape<1>>, 0>());
    auto pair = element_cast<E>(__fp4_from_bytes(two));
    return __ir::reshape<R>(__ir::extract<tile<E, shape<1>>>(pair, 0));
  } else if constexpr (__one_fp4<E, tile_shape_t<X>>) {
    // Into one fp4: the value and a zero are converted as a pair, packed,
    // and the first byte kept.
    auto two = __ir::cat<0, tile<F, shape<2>>>(__ir::reshape<tile<F, shape<1>>>(x),
                                               __ir::constant<tile<F, shape<1>>, 0>());
    auto bytes = __fp4_to_bytes(element_cast<__fp4>(two));
    return __ir::reshape<R>(__ir::extract<tile<signed char, shape<1>>>(bytes, 0));
  } else if constexpr (__ct_same<E, bool>) {
    // A pointer is true where it is not null: nvcc compares its address.
    if constexpr (__ct_is_pointer_scalar<F>)
      return element_cast<bool>(__ir::ptr_to_int<tile_with_element_t<X, uint64_t>>(x));
    else if constexpr (__ct_is_float<F>)
      return __ir::cmpf<__ir::predicate::not_equal, __ir::ordering::unordered, R>(
          x, __ir::constant<X, 0>());
    else
      return __ir::cmpi<__ir::predicate::not_equal, __ir::signedness::unsigned_, R>(
          x, __ir::constant<X, 0>());
  } else if constexpr (__ct_is_integral<F> && __ct_is_integral<E>) {
    if constexpr (__scalar_info<F>::bits < __scalar_info<E>::bits)
      return __ir::exti<__sign<F>, R>(x);
    else if constexpr (__scalar_info<F>::bits > __scalar_info<E>::bits)
      return __ir::trunci<__ir::overflow::none, R>(x);
    else
      return __ir::bitcast<R>(x);
  } else if constexpr (__ct_is_integral<F> && __ct_is_float<E>) {
    static_assert(!__ct_same<E, __nv_fp8_e8m0>,
                  "ct::element_cast: integers do not convert to __nv_fp8_e8m0 directly; "
                  "convert them to float first");
    return __ir::itof<__sign<F>, __ir::rounding::nearest_even, R>(x);
  } else if constexpr (__ct_is_float<F> && __ct_is_integral<E>) {
    // C++ truncation; ftoi spells it nearest_int_to_zero.
    return __ir::ftoi<__sign<E>, __ir::rounding::nearest_int_to_zero, R>(x);
  } else if constexpr (__ct_is_float<F> && __ct_is_float<E>) {
    // e8m0 (a power of two) rounds toward +inf by default, as nvcc 13.5
    // converts it: a block scale must not shrink below the block's values.
    if constexpr (__ct_same<E, __nv_fp8_e8m0>)
      return __ir::ftof<__ir::rounding::positive_inf, R>(x);
    else
      return __ir::ftof<__ir::rounding::nearest_even, R>(x);
  } else if constexpr (__ct_is_pointer_scalar<F> && __ct_is_pointer_scalar<E>) {
    return __ir::ptr_to_ptr<R>(x);
  } else if constexpr (__ct_is_pointer_scalar<F>) {
    return element_cast<E>(__ir::ptr_to_int<tile_with_element_t<X, uint64_t>>(x));
  } else {
    return __ir::int_to_ptr<R>(element_cast<uint64_t>(x));
  }
}

// Reinterpretation of every element's bits. CUDA 13.5 compares the widths
// in bits of the values, not their storage: tf32 has 19 (so it reinterprets
// as no 32-bit type), fp4 4; a bool counts as its byte.
namespace __detail {
// What a rejected (deleted) overload returns: a complete type, so that
// `auto y = bad;` reports the rule and nothing more.
struct __invalid {};
template <class T>
inline constexpr int __bitcast_bits = __ct_same<__rm_cv_t<T>, bool>        ? 8
                                      : __ct_same<__rm_cv_t<T>, __nv_tf32> ? 19
                                                                          : __scalar_info<T>::bits;
} // namespace __detail
template <class E, class X>
  requires(scalar<E> && tile_like<X> &&
           __detail::__bitcast_bits<E> == __detail::__bitcast_bits<tile_element_t<X>>)
__CT_TILE tile_with_element_t<X, E> element_bitcast(X x) noexcept {
  using namespace __detail;
  using F = tile_element_t<X>;
  // A bool is its byte, as nvcc 13.5 spells it: exti to i8 before the
  // bitcast, a comparison with 0 after it.
  if constexpr (__ct_same<F, E>)
    return x;
  else if constexpr (__ct_same<E, bool>)
    return element_cast<bool>(__ir::bitcast<tile_with_element_t<X, unsigned char>>(x));
  else if constexpr (__ct_same<F, bool>)
    return __ir::bitcast<tile_with_element_t<X, E>>(element_cast<unsigned char>(x));
  else
    return __ir::bitcast<tile_with_element_t<X, E>>(x);
}
template <class E, class X>
  requires(scalar<E> && tile_like<X> &&
           __detail::__bitcast_bits<E> != __detail::__bitcast_bits<tile_element_t<X>>)
__CT_TILE __detail::__invalid element_bitcast(X x) =
    delete("ct::element_bitcast: the element types must have the same width in bits "
           "(tf32 counts 19 bits, fp4 4, bool 8)");

//===----------------------------------------------------------------------===//
// CUDA 13.5: element_cast with a rounding or saturation tag, spelled only as
// an argument (ct::element_cast<__half>(x, ct::round_toward_zero_t{})): the
// pack before the mode keeps it from being given as a template argument.
//===----------------------------------------------------------------------===//
namespace __detail {
// The rounding tags a float-to-float element_cast takes (CUDA 13.5's table):
// into the 8- and 4-bit formats only ties-to-even, into e8m0 toward zero or
// +inf; where nothing is lost (not narrowing by the conversion rank) every
// IEEE mode and ties-away; f64 -> f32 the four IEEE modes; f32 -> tf32
// ties-to-even, toward zero or ties-away; other narrowing ties-to-even or
// toward zero. A new FP kind slots in through __operand_narrows (the rank)
// and its width.
template <rounding_mode M, class F, class E> constexpr bool __ftof_rounding_ok() {
  using RM = rounding_mode;
  constexpr bool ieee = M <= RM::round_toward_positive;
  if constexpr (!__ct_is_float<F> || !__ct_is_float<E>)
    return false;
  else if constexpr (__ct_same<E, __nv_fp8_e8m0>)
    return M == RM::round_toward_zero || M == RM::round_toward_positive;
  else if constexpr (__scalar_info<E>::bits <= 8)
    return M == RM::round_ties_to_even;
  else if constexpr (!__operand_narrows<F, E>())
    return ieee || M == RM::round_ties_to_away;
  else if constexpr (__ct_same<F, double> && __ct_same<E, float>)
    return ieee;
  else if constexpr (__ct_same<F, float> && __ct_same<E, __nv_tf32>)
    return M == RM::round_ties_to_even || M == RM::round_toward_zero ||
           M == RM::round_ties_to_away;
  else
    return M == RM::round_ties_to_even || M == RM::round_toward_zero;
}
template <class X, class E>
concept __cast_operands = scalar<E> && tile_like<X> && tile_convertible_to<X, tile_with_element_t<X, E>>;
// f applied to x as a tile; a scalar x gives a scalar back.
template <class E, class X, class F> __CT_TILE tile_with_element_t<X, E> __on_tile(X x, F f) noexcept {
  if constexpr (__is_tile<X>)
    return f(x);
  else
    return static_cast<E>(f(__as_tile(x)));
}
} // namespace __detail

template <class E, class X, class... __ModeIsAnArgument, rounding_mode M>
  requires(__detail::__cast_operands<X, E> &&
           __detail::__ftof_rounding_ok<M, tile_element_t<X>, E>())
__CT_SINCE_13_5("ct::element_cast with a rounding mode")
__CT_TILE tile_with_element_t<X, E> element_cast(X x, rounding_mode_constant<M>) noexcept {
  if constexpr (__detail::__ct_same<tile_element_t<X>, E>)
    return x;
  else
    return __detail::__on_tile<E>(x, [](auto t) {
      return __ir::ftof<__detail::__to_ir(M), tile_with_element_t<decltype(t), E>>(t);
    });
}
template <class E, class X, class... __ModeIsAnArgument, rounding_mode M>
  requires(__detail::__cast_operands<X, E> &&
           !(__detail::__ct_is_float<tile_element_t<X>> && __detail::__ct_is_float<E>))
__CT_TILE __detail::__invalid element_cast(X, rounding_mode_constant<M>) =
    delete("ct::element_cast with a rounding mode converts floating point to floating "
           "point only");
template <class E, class X, class... __ModeIsAnArgument, rounding_mode M>
  requires(__detail::__cast_operands<X, E> && __detail::__ct_is_float<tile_element_t<X>> &&
           __detail::__ct_is_float<E> && !__detail::__ftof_rounding_ok<M, tile_element_t<X>, E>())
__CT_TILE __detail::__invalid element_cast(X, rounding_mode_constant<M>) =
    delete("ct::element_cast: this rounding mode is not allowed for this conversion "
           "(into fp8/fp4 only round_ties_to_even; into e8m0 round_toward_zero or "
           "round_toward_positive; widening any IEEE mode or round_ties_to_away; "
           "double -> float the IEEE modes; float -> tf32 round_ties_to_even, "
           "round_toward_zero or round_ties_to_away; other narrowing round_ties_to_even "
           "or round_toward_zero)");

// Floating point (half, bfloat16, float, double) to an integer type;
// saturate_finite_t clamps out-of-range values to the integer's range.
template <class E, class X, class... __ModeIsAnArgument, saturation_mode S>
  requires(__detail::__cast_operands<X, E> && basic_floating_point_tile<X> &&
           __detail::__ct_is_integral<E>)
__CT_SINCE_13_5("ct::element_cast with a saturation mode")
__CT_TILE tile_with_element_t<X, E> element_cast(X x, saturation_mode_constant<S>) noexcept {
  using namespace __detail;
  if constexpr (S == saturation_mode::saturate_none || __ct_same<E, bool>)
    return element_cast<E>(x);
  else
    return __on_tile<E>(x, [](auto t) {
      return __ir::ftoi__saturating<__sign<E>, __ir::rounding::nearest_int_to_zero, true,
                                    tile_with_element_t<decltype(t), E>>(t);
    });
}
template <class E, class X, class... __ModeIsAnArgument, saturation_mode S>
  requires(__detail::__cast_operands<X, E> &&
           !(basic_floating_point_tile<X> && __detail::__ct_is_integral<E>))
__CT_TILE __detail::__invalid element_cast(X, saturation_mode_constant<S>) =
    delete("ct::element_cast with a saturation mode converts half, bfloat16, float or "
           "double to an integer type only");

namespace __detail {
// x as a tile of type T: element conversion, then broadcast.
template <class T, class X> __CT_TILE T __to(X x) noexcept {
  using E = tile_element_t<T>;
  return __broadcast_to<tile_shape_t<T>>(__as_tile(element_cast<E>(x)));
}

template <class L, class R>
concept __tile_operands = (__is_tile<L> || __is_tile<R>) && tile_like<L> && tile_like<R>;

// f on l and r converted to T; T is a scalar type when both are scalars.
template <class T, class L, class R, class F> __CT_TILE T __apply(L l, R r, F f) noexcept {
  using TT = tile<tile_element_t<T>, tile_shape_t<T>>;
  TT res = f(__to<TT>(l), __to<TT>(r));
  if constexpr (__is_tile<T>)
    return res;
  else
    return static_cast<T>(res);
}

template <rounding_mode M, subnormals_rounding_mode SM> struct __fmodes {
  static constexpr __ir::rounding rnd = __to_ir(M);
  static constexpr bool ftz = __ftz(SM);
};
using __default_fmodes = __fmodes<rounding_mode::round_ties_to_even,
                                  subnormals_rounding_mode::preserve_subnormals>;

// Signed overflow is undefined, as in C++: signed add, sub and mul are
// no_signed_wrap, as nvcc emits them (shifts and negation are not).
template <class E> constexpr __ir::overflow __int_overflow() {
  return __scalar_info<E>::is_signed ? __ir::overflow::no_signed_wrap : __ir::overflow::none;
}
template <class Modes> struct __add_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::addf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::addi<__int_overflow<tile_element_t<T>>()>(a, b);
  }
};
template <class Modes> struct __sub_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::subf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::subi<__int_overflow<tile_element_t<T>>()>(a, b);
  }
};
template <class Modes> struct __mul_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::mulf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::muli<__int_overflow<tile_element_t<T>>()>(a, b);
  }
};
// Integer division truncates toward zero, as in C++.
template <class Modes> struct __div_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::divf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::divi<__sign<tile_element_t<T>>, __ir::rounding::zero>(a, b);
  }
};
struct __rem_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::remf(a, b);
    else
      return __ir::remi<__sign<tile_element_t<T>>>(a, b);
  }
};
template <__ir::rounding Rnd> struct __idiv_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    using E = tile_element_t<T>;
    static_assert(__ct_is_integral<E>, "ct: integer division needs integral tiles");
    // An unsigned quotient is never negative, so its floor is truncation:
    // divi takes negative_inf only when signed, and nvcc emits the default
    // (zero) rounding for unsigned floordiv (found by scripts/fuzz).
    constexpr __ir::rounding R =
        Rnd == __ir::rounding::negative_inf && !__scalar_info<E>::is_signed ? __ir::rounding::zero
                                                                            : Rnd;
    return __ir::divi<__sign<E>, R>(a, b);
  }
};
template <bool Max, bool Nan, bool Ftz> struct __minmax_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>) {
      if constexpr (Max)
        return __ir::maxf<Nan, Ftz>(a, b);
      else
        return __ir::minf<Nan, Ftz>(a, b);
    } else if constexpr (Max) {
      return __ir::maxi<__sign<tile_element_t<T>>>(a, b);
    } else {
      return __ir::mini<__sign<tile_element_t<T>>>(a, b);
    }
  }
};
template <int Which> struct __bit_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    static_assert(__ct_is_integral<tile_element_t<T>>,
                  "ct: bitwise operators need integral or bool tiles");
    if constexpr (Which == 0)
      return __ir::andi(a, b);
    else if constexpr (Which == 1)
      return __ir::ori(a, b);
    else if constexpr (Which == 2)
      return __ir::xori(a, b);
    else if constexpr (Which == 3)
      return __ir::shli<__ir::overflow::none>(a, b);
    else
      return __ir::shri<__sign<tile_element_t<T>>>(a, b);
  }
};
struct __mulhi_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    static_assert(__ct_is_integral<tile_element_t<T>>, "ct::mulhi needs integral tiles");
    return __ir::mulhii(a, b);
  }
};
struct __pow_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    static_assert(__ct_is_basic_float<tile_element_t<T>>, "ct::pow needs floating-point tiles");
    return __ir::pow(a, b);
  }
};
struct __atan2_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    static_assert(__ct_is_basic_float<tile_element_t<T>>, "ct::atan2 needs floating-point tiles");
    return __ir::atan2(a, b);
  }
};


//===----------------------------------------------------------------------===//
// Which operand pairs an operation takes. The operators and functions are
// constrained (a requires-expression on an ill-formed pair is false, as with
// nvcc); where the pair is tile-like but breaks a rule, a deleted overload
// takes the call instead and names the rule at the user's line.
//===----------------------------------------------------------------------===//
enum class __rule {
  arith,    // + - * / max min ...: arithmetic_tile_convertible
  integral, // | ^ % floordiv mulhi ...: integral, and convertible
  bit_and,  // &: integral, convertible and comparable
  floating, // pow: a floating-point base, an arithmetic exponent (13.5), convertible
  atan2,    // convertible, with a floating-point result
  compare,  // == != < <= > >=: arithmetic_tile_comparable
  shift,    // << >>: integral, shapes only (the result keeps the left type)
  logical,  // && || !: anything that converts to bool
  add,      // arith, or a pointer offset
  sub,      // arith, a pointer offset or a pointer difference
};
enum class __why {
  none,
  not_arith,
  not_integral,
  not_float,
  not_logical,
  pointer,
  shapes,
  too_large,
  unordered,
  scalar_narrows,
  sign_mix,
};

template <class T, class U>
concept __pointer_comparable =
    __ct_is_pointer_scalar<T> && __ct_is_pointer_scalar<U> && requires(T a, U b) { a == b; };
template <class T>
inline constexpr bool __is_object_ptr =
    __ct_is_pointer_scalar<tile_element_t<T>> &&
    !__ct_same<__rm_cv_t<__rm_ptr_t<tile_element_t<T>>>, void>;
// p + i, i + p, p - i.
template <class P, class I>
concept __ptr_offset_ok = __tile_operands<P, I> && pointer_tile<P> && integral_tile<I> &&
                          __is_object_ptr<P> && broadcast_compatible<P, I>;
// p - q.
template <class L, class R>
concept __ptr_diff_ok = __tile_operands<L, R> && __is_object_ptr<L> && __is_object_ptr<R> &&
                        broadcast_compatible<L, R> &&
                        __pointer_comparable<tile_element_t<L>, tile_element_t<R>>;
template <class L, class R>
concept __ptr_compare_ok = __tile_operands<L, R> && pointer_tile<L> && pointer_tile<R> &&
                           broadcast_compatible<L, R> &&
                           __pointer_comparable<tile_element_t<L>, tile_element_t<R>>;
template <class T>
concept __logical_operand = tile_like<T> && (__ct_is_numeric<tile_element_t<T>> ||
                                             __ct_is_pointer_scalar<tile_element_t<T>>);

template <class L, class R, class Target> constexpr __why __narrowing_why() {
  using C = __arith_conversion<L, R>;
  if constexpr (__operand_narrows<typename C::EL, Target>())
    return !C::lt && C::rt ? __why::scalar_narrows : __why::sign_mix;
  else if constexpr (__operand_narrows<typename C::ER, Target>())
    return !C::rt && C::lt ? __why::scalar_narrows : __why::sign_mix;
  else
    return __why::none;
}

// The first rule that L op R breaks (none: it is well-formed, or not
// tile-like at all and left to ordinary overload resolution).
template <__rule K, class L, class R> constexpr __why __why_not() {
  using C = __arith_conversion<L, R>;
  constexpr bool ptr = pointer_tile<L> || pointer_tile<R>;
  if constexpr (!tile_like<L> || !tile_like<R>)
    return __why::none;
  else if constexpr (K == __rule::add && (__ptr_offset_ok<L, R> || __ptr_offset_ok<R, L>))
    return __why::none;
  else if constexpr (K == __rule::sub && (__ptr_offset_ok<L, R> || __ptr_diff_ok<L, R>))
    return __why::none;
  else if constexpr (K == __rule::compare && __ptr_compare_ok<L, R>)
    return __why::none;
  else if constexpr ((K == __rule::add || K == __rule::sub || K == __rule::compare) && ptr)
    return __why::pointer;
  else if constexpr (K == __rule::logical && !(__logical_operand<L> && __logical_operand<R>))
    return __why::not_logical;
  else if constexpr ((K == __rule::integral || K == __rule::bit_and || K == __rule::shift) &&
                     !(integral_tile<L> && integral_tile<R>))
    return __why::not_integral;
  else if constexpr (K == __rule::floating &&
                     !(basic_floating_point_tile<L> && arithmetic_tile<R>))
    return __why::not_float;
  else if constexpr (K != __rule::logical && !(arithmetic_tile<L> && arithmetic_tile<R>))
    return __why::not_arith;
  else if constexpr (!shape_broadcast_compatible<tile_shape_t<L>, tile_shape_t<R>>)
    return __why::shapes;
  else if constexpr (!broadcast_compatible<L, R>)
    return __why::too_large;
  else if constexpr (K == __rule::shift || K == __rule::logical)
    return __why::none;
  else if constexpr (C::unordered)
    return __why::unordered;
  else if constexpr (K == __rule::compare)
    return __narrowing_why<L, R, typename C::common>();
  else if constexpr (__narrowing_why<L, R, typename C::element>() != __why::none)
    return __narrowing_why<L, R, typename C::element>();
  else if constexpr (K == __rule::bit_and)
    return __narrowing_why<L, R, typename C::common>();
  else if constexpr (K == __rule::atan2 && !__ct_is_basic_float<typename C::element>)
    return __why::not_float;
  else
    return __why::none;
}
template <__rule K, class L, class R, __why W>
concept __rejected = __why_not<K, L, R>() == W;
} // namespace __detail

// Deleted overloads of the declaration given last (parameters L and R), one
// per broken rule, for pairs that satisfy REQ.
#define __CT_REJECT_ONE(K, REQ, W, MSG, ...)                                   \
  template <class L, class R>                                                  \
    requires(REQ && __detail::__rejected<__detail::__rule::K, L, R, __detail::__why::W>) \
  __CT_TILE __VA_ARGS__ = delete(MSG);
#define __CT_REJECT(K, REQ, ...)                                               \
  __CT_REJECT_ONE(K, REQ, not_arith,                                           \
                  "ct: element-wise arithmetic needs integral, bool or "       \
                  "floating-point elements (not fp8, tf32 or pointers)",       \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, not_integral,                                        \
                  "ct: this operation needs integral or bool elements on both " \
                  "sides",                                                     \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, not_float,                                           \
                  "ct: this operation needs floating-point elements",          \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, not_logical,                                         \
                  "ct: logical operators need numeric or pointer elements",    \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, pointer,                                             \
                  "ct: a pointer tile can only be offset by an integral tile " \
                  "(p + i, p - i), or subtracted from or compared with a "     \
                  "pointer tile of a compatible type",                         \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, shapes,                                              \
                  "ct: tile shapes do not broadcast: aligned from the right, " \
                  "each pair of dimensions must be equal or one of them must " \
                  "be 1",                                                      \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, too_large,                                           \
                  "ct: the broadcast result would hold more than 2^24 "        \
                  "elements",                                                  \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, unordered,                                           \
                  "ct: the element types have no common type (__half and "     \
                  "__nv_bfloat16 are unordered); convert one operand with "    \
                  "ct::element_cast",                                          \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, scalar_narrows,                                      \
                  "ct: the scalar would narrow to the tile's element type "    \
                  "(e.g. int_tile + 2.5, or uint_tile + 1 whose 1 is an "      \
                  "int); write the scalar in the tile's type (2.5f, 1u) or "   \
                  "convert it explicitly",                                     \
                  __VA_ARGS__)                                                 \
  __CT_REJECT_ONE(K, REQ, sign_mix,                                            \
                  "ct: an operand would narrow to the common element type "    \
                  "(e.g. int with unsigned, whose common type is unsigned); "  \
                  "convert one operand with ct::element_cast",                 \
                  __VA_ARGS__)
#define __CT_OPERANDS (__detail::__tile_operands<L, R>)
#define __CT_SCALARS_TOO (tile_like<L> && tile_like<R>)

namespace __detail {
template <class X> inline constexpr bool __is_ptr_operand = __ct_is_pointer_scalar<tile_element_t<X>>;

// ptr (tile) + integer (tile): one pointer per element.
template <bool Negate, class P, class I> __CT_TILE auto __offset(P p, I i) noexcept {
  using S = typename __broadcast<tile_shape_t<P>, tile_shape_t<I>>::type;
  // Offsets are 64-bit, as nvcc 13.4 makes them: a narrower index is
  // extended first (signed or unsigned as its type says; a bool counts 0 or
  // 1 elements). tileiras then needs no per-element widening of its own
  // (an amax kernel: 447 -> SASS instructions, see docs/performance.md).
  using E0 = tile_element_t<I>;
  using EI = __cond_t<__ct_same<E0, bool> || (__scalar_info<E0>::bits < 64), long long, E0>;
  using IT = tile<EI, S>;
  // Broadcast to the pointers' shape first, then widened, as nvcc 13.5
  // orders them: with the other order (and nvcc's unfolded fill value),
  // moe_permute's scatter_rows was 249 SASS instructions on sm_100 against
  // nvcc's 215, so 215 (docs/performance.md).
  IT off = element_cast<EI>(__broadcast_to<S>(__as_tile(i)));
  if constexpr (Negate)
    off = __ir::negi<__ir::overflow::none>(off);
  return __ir::offset(__to<tile<tile_element_t<P>, S>>(p), off);
}

template <__ir::predicate Pred, class L, class R> __CT_TILE auto __compare(L l, R r) noexcept {
  using C = __arith_conversion<L, R>;
  using S = typename C::B::type;
  using E = typename C::common;
  using T = tile<E, S>;
  using B = tile<bool, S>;
  if constexpr (__ct_is_float<E>)
    return __ir::cmpf<Pred, Pred == __ir::predicate::not_equal ? __ir::ordering::unordered
                                                               : __ir::ordering::ordered,
                      B>(__to<T>(l), __to<T>(r));
  else
    return __ir::cmpi<Pred, __sign<E>, B>(__to<T>(l), __to<T>(r));
}
// Pointers compare as their addresses.
template <__ir::predicate Pred, class L, class R>
__CT_TILE auto __compare_ptr(L l, R r) noexcept {
  using S = typename __broadcast<tile_shape_t<L>, tile_shape_t<R>>::type;
  using T = tile<uint64_t, S>;
  return __ir::cmpi<Pred, __ir::signedness::unsigned_, tile<bool, S>>(__to<T>(l), __to<T>(r));
}
template <class T> __CT_TILE tile_with_element_t<T, bool> __truth(T x) noexcept {
  return element_cast<bool>(x);
}
} // namespace __detail

//===----------------------------------------------------------------------===//
// Operators (at least one operand is a tile; scalars broadcast). nvcc's
// header has no compound assignment (t += x); neither has this one.
//===----------------------------------------------------------------------===//

// Pointer arithmetic: offsets and differences (in elements).
template <class L, class R>
  requires __detail::__ptr_offset_ok<L, R>
__CT_TILE mutual_broadcast_t<L, R, tile_element_t<L>> operator+(L l, R r) noexcept {
  return __detail::__offset<false>(l, r);
}
template <class L, class R>
  requires __detail::__ptr_offset_ok<R, L>
__CT_TILE mutual_broadcast_t<L, R, tile_element_t<R>> operator+(L l, R r) noexcept {
  return __detail::__offset<false>(r, l);
}
template <class L, class R>
  requires __detail::__ptr_offset_ok<L, R>
__CT_TILE mutual_broadcast_t<L, R, tile_element_t<L>> operator-(L l, R r) noexcept {
  return __detail::__offset<true>(l, r);
}
template <class L, class R>
  requires __detail::__ptr_diff_ok<L, R>
__CT_TILE mutual_broadcast_t<L, R, ptrdiff_t> operator-(L l, R r) noexcept {
  using T = mutual_broadcast_t<L, R, ptrdiff_t>;
  T bytes = __detail::__to<T>(l) - __detail::__to<T>(r);
  return bytes / ptrdiff_t(__detail::__bytes<__detail::__rm_ptr_t<tile_element_t<L>>>);
}

#define __CT_ARITH_OPERATOR(OP, RULE, CONCEPT, FN)                             \
  template <class L, class R>                                                  \
    requires(__detail::__tile_operands<L, R> && CONCEPT)                       \
  __CT_TILE arithmetic_tile_conversion_t<L, R> operator OP(L l, R r) noexcept { \
    return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(l, r, FN{}); \
  }                                                                            \
  __CT_REJECT(RULE, __CT_OPERANDS, __detail::__invalid operator OP(L, R))
#define __CT_CONVERTIBLE (arithmetic_tile_convertible<L, R>)
#define __CT_INTEGRAL_CONVERTIBLE                                              \
  (integral_tile<L> && integral_tile<R> && arithmetic_tile_convertible<L, R>)
__CT_ARITH_OPERATOR(+, add, __CT_CONVERTIBLE, __detail::__add_op<__detail::__default_fmodes>)
__CT_ARITH_OPERATOR(-, sub, __CT_CONVERTIBLE, __detail::__sub_op<__detail::__default_fmodes>)
__CT_ARITH_OPERATOR(*, arith, __CT_CONVERTIBLE, __detail::__mul_op<__detail::__default_fmodes>)
__CT_ARITH_OPERATOR(/, arith, __CT_CONVERTIBLE, __detail::__div_op<__detail::__default_fmodes>)
__CT_ARITH_OPERATOR(%, integral, __CT_INTEGRAL_CONVERTIBLE, __detail::__rem_op)
__CT_ARITH_OPERATOR(&, bit_and, (__CT_INTEGRAL_CONVERTIBLE && arithmetic_tile_comparable<L, R>),
                    __detail::__bit_op<0>)
__CT_ARITH_OPERATOR(|, integral, __CT_INTEGRAL_CONVERTIBLE, __detail::__bit_op<1>)
__CT_ARITH_OPERATOR(^, integral, __CT_INTEGRAL_CONVERTIBLE, __detail::__bit_op<2>)
#undef __CT_ARITH_OPERATOR

// Shifts only need integral operands whose shapes broadcast; the result has
// the left operand's element type.
#define __CT_SHIFT(OP, WHICH)                                                  \
  template <class L, class R>                                                  \
    requires(__detail::__tile_operands<L, R> && integral_tile<L> && integral_tile<R> && \
             broadcast_compatible<L, R>)                                       \
  __CT_TILE mutual_broadcast_t<L, R, tile_element_t<L>> operator OP(L l, R r) noexcept { \
    return __detail::__apply<mutual_broadcast_t<L, R, tile_element_t<L>>>(     \
        l, r, __detail::__bit_op<WHICH>{});                                    \
  }                                                                            \
  __CT_REJECT(shift, __CT_OPERANDS, __detail::__invalid operator OP(L, R))
__CT_SHIFT(<<, 3)
__CT_SHIFT(>>, 4)
#undef __CT_SHIFT

// Logical operators: every element converts to bool (both sides are
// evaluated).
#define __CT_LOGICAL(OP, WHICH)                                                \
  template <class L, class R>                                                  \
    requires(__detail::__tile_operands<L, R> && __detail::__logical_operand<L> && \
             __detail::__logical_operand<R> && broadcast_compatible<L, R>)     \
  __CT_TILE mutual_broadcast_t<L, R, bool> operator OP(L l, R r) noexcept {    \
    using B = mutual_broadcast_t<L, R, bool>;                                  \
    return __detail::__bit_op<WHICH>{}(__detail::__to<B>(__detail::__truth(l)), \
                                       __detail::__to<B>(__detail::__truth(r))); \
  }                                                                            \
  __CT_REJECT(logical, __CT_OPERANDS, __detail::__invalid operator OP(L, R))
__CT_LOGICAL(&&, 0)
__CT_LOGICAL(||, 1)
#undef __CT_LOGICAL

#define __CT_COMPARISON(OP, PRED)                                              \
  template <class L, class R>                                                  \
    requires(__detail::__tile_operands<L, R> && arithmetic_tile_comparable<L, R>) \
  __CT_TILE mutual_broadcast_t<L, R, bool> operator OP(L l, R r) noexcept {    \
    return __detail::__compare<__ir::predicate::PRED>(l, r);                   \
  }                                                                            \
  template <class L, class R>                                                  \
    requires __detail::__ptr_compare_ok<L, R>                                  \
  __CT_TILE mutual_broadcast_t<L, R, bool> operator OP(L l, R r) noexcept {    \
    return __detail::__compare_ptr<__ir::predicate::PRED>(l, r);               \
  }                                                                            \
  __CT_REJECT(compare, __CT_OPERANDS, __detail::__invalid operator OP(L, R))
__CT_COMPARISON(==, equal)
__CT_COMPARISON(!=, not_equal)
__CT_COMPARISON(<, less_than)
__CT_COMPARISON(<=, less_than_or_equal)
__CT_COMPARISON(>, greater_than)
__CT_COMPARISON(>=, greater_than_or_equal)
#undef __CT_COMPARISON

// A pointer tile against nullptr.
#define __CT_NULL_COMPARISON(OP)                                               \
  template <class P>                                                           \
    requires(__detail::__is_tile<P> && pointer_tile<P>)                        \
  __CT_TILE tile_with_element_t<P, bool> operator OP(P p, decltype(nullptr)) noexcept { \
    return __detail::__to<tile_with_element_t<P, uint64_t>>(p) OP 0ull;        \
  }                                                                            \
  template <class P>                                                           \
    requires(__detail::__is_tile<P> && pointer_tile<P>)                        \
  __CT_TILE tile_with_element_t<P, bool> operator OP(decltype(nullptr), P p) noexcept { \
    return 0ull OP __detail::__to<tile_with_element_t<P, uint64_t>>(p);        \
  }
__CT_NULL_COMPARISON(==)
__CT_NULL_COMPARISON(!=)
#undef __CT_NULL_COMPARISON

// Unary operators. + promotes integral elements as C++ does (char -> int).
template <class T>
  requires(__detail::__is_tile<T> && pointer_tile<T>)
__CT_TILE T operator+(T x) noexcept {
  return x;
}
template <class T>
  requires(__detail::__is_tile<T> && arithmetic_tile<T>)
__CT_TILE arithmetic_tile_promotion_t<T> operator+(T x) noexcept {
  return element_cast<tile_element_t<arithmetic_tile_promotion_t<T>>>(x);
}
template <class T>
  requires(__detail::__is_tile<T> && arithmetic_tile<T>)
__CT_TILE T operator-(T x) noexcept {
  using E = tile_element_t<T>;
  if constexpr (__detail::__ct_same<E, bool>)
    return x; // -x == x in one bit
  else if constexpr (__detail::__ct_is_float<E>)
    return __ir::negf(x);
  else
    return __ir::negi<__ir::overflow::none>(x);
}
template <class T>
  requires(__detail::__is_tile<T> && integral_tile<T>)
__CT_TILE T operator~(T x) noexcept {
  return __ir::xori(x, __ir::constant<T, -1>());
}
template <class T>
  requires(__detail::__is_tile<T> && __detail::__logical_operand<T>)
__CT_TILE tile_with_element_t<T, bool> operator!(T x) noexcept {
  using B = tile_with_element_t<T, bool>;
  return __ir::xori(__detail::__truth(x), __ir::constant<B, 1>());
}
template <class T>
  requires(__detail::__is_tile<T> && !arithmetic_tile<T> && !pointer_tile<T>)
__CT_TILE __detail::__invalid operator+(T) = delete("ct: unary + needs an arithmetic or pointer tile");
template <class T>
  requires(__detail::__is_tile<T> && !arithmetic_tile<T>)
__CT_TILE __detail::__invalid operator-(T) = delete("ct: unary - needs an arithmetic tile");
template <class T>
  requires(__detail::__is_tile<T> && !integral_tile<T>)
__CT_TILE __detail::__invalid operator~(T) = delete("ct: ~ needs an integral or bool tile");

#define __CT_NO_COMPOUND(OP)                                                   \
  template <class L, class R>                                                  \
    requires(__detail::__is_tile<L> && tile_like<R>)                           \
  __CT_TILE __detail::__invalid operator OP##=(L &, R) =                                      \
      delete("ct: tiles have no compound assignment (nor has nvcc's cuda_tile.h); " \
             "write t = t " #OP " x");
__CT_NO_COMPOUND(+)
__CT_NO_COMPOUND(-)
__CT_NO_COMPOUND(*)
__CT_NO_COMPOUND(/)
__CT_NO_COMPOUND(%)
__CT_NO_COMPOUND(&)
__CT_NO_COMPOUND(|)
__CT_NO_COMPOUND(^)
__CT_NO_COMPOUND(<<)
__CT_NO_COMPOUND(>>)
#undef __CT_NO_COMPOUND

//===----------------------------------------------------------------------===//
// Named arithmetic with optional rounding and flush-to-zero flags:
//   ct::add(a, b)
//   ct::add(a, b, ct::round_toward_zero_t{}, ct::round_subnormals_to_zero_t{})
//   ct::add<ct::rounding_mode::round_toward_zero>(a, b, {})
// Two scalars are fine too (the result is a scalar). As in nvcc, a flag must
// suit the result type: flush-to-zero and the approximate/full modes (div
// only) need float elements, the other modes any floating-point type; there
// is no flush-to-zero-only form.
//===----------------------------------------------------------------------===//
namespace __detail {
template <class T, rounding_mode M, subnormals_rounding_mode SM, bool Precise>
inline constexpr bool __flags_ok =
    basic_floating_point_tile<T> &&
    (M <= rounding_mode::round_toward_positive ||
     (!Precise && __ct_same<tile_element_t<T>, float> && M != rounding_mode::round_ties_to_away)) &&
    (SM == subnormals_rounding_mode::preserve_subnormals || __ct_same<tile_element_t<T>, float>);
} // namespace __detail
#define __CT_ROUNDED_BINARY(NAME, OP, PRECISE)                                 \
  template <class L, class R>                                                  \
    requires arithmetic_tile_convertible<L, R>                                 \
  __CT_TILE arithmetic_tile_conversion_t<L, R> NAME(L l, R r) noexcept {       \
    return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(              \
        l, r, __detail::OP<__detail::__default_fmodes>{});                     \
  }                                                                            \
  __CT_REJECT(arith, __CT_SCALARS_TOO, __detail::__invalid NAME(L, R))         \
  template <rounding_mode M = default_rounding_mode(),                         \
            subnormals_rounding_mode SM = default_subnormals_rounding_mode(),  \
            class L, class R>                                                  \
    requires(arithmetic_tile_convertible<L, R> &&                              \
             __detail::__flags_ok<arithmetic_tile_conversion_t<L, R>, M, SM, PRECISE>) \
  __CT_TILE arithmetic_tile_conversion_t<L, R> NAME(                           \
      L l, R r, rounding_mode_constant<M>,                                     \
      subnormals_rounding_mode_constant<SM> = {}) noexcept {                   \
    return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(              \
        l, r, __detail::OP<__detail::__fmodes<M, SM>>{});                      \
  }                                                                            \
  template <subnormals_rounding_mode SM = default_subnormals_rounding_mode(),  \
            class L, class R>                                                  \
    requires(tile_like<L> && tile_like<R>)                                     \
  __CT_TILE __detail::__invalid NAME(L, R, round_ties_to_away_t,               \
                                     subnormals_rounding_mode_constant<SM> = {}) = \
      delete("ct::" #NAME ": round_ties_to_away_t is only accepted by "         \
             "ct::element_cast (a floating-point conversion)");
__CT_ROUNDED_BINARY(add, __add_op, true)
__CT_ROUNDED_BINARY(sub, __sub_op, true)
__CT_ROUNDED_BINARY(mul, __mul_op, true)
__CT_ROUNDED_BINARY(div, __div_op, false)
#undef __CT_ROUNDED_BINARY

#define __CT_PLAIN_BINARY(NAME, RULE, CONCEPT, OP)                             \
  template <class L, class R>                                                  \
    requires(CONCEPT)                                                          \
  __CT_TILE arithmetic_tile_conversion_t<L, R> NAME(L l, R r) noexcept {       \
    return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(l, r, OP{});  \
  }                                                                            \
  __CT_REJECT(RULE, __CT_SCALARS_TOO, __detail::__invalid NAME(L, R))
__CT_PLAIN_BINARY(remainder, arith, __CT_CONVERTIBLE, __detail::__rem_op)
__CT_PLAIN_BINARY(floordiv, integral, __CT_INTEGRAL_CONVERTIBLE,
                  __detail::__idiv_op<__ir::rounding::negative_inf>)
__CT_PLAIN_BINARY(ceildiv, integral, __CT_INTEGRAL_CONVERTIBLE,
                  __detail::__idiv_op<__ir::rounding::positive_inf>)
__CT_PLAIN_BINARY(mulhi, integral, __CT_INTEGRAL_CONVERTIBLE, __detail::__mulhi_op)
__CT_PLAIN_BINARY(pow, floating,
                  basic_floating_point_tile<L> && basic_floating_point_tile<R> &&
                      __CT_CONVERTIBLE,
                  __detail::__pow_op)
// CUDA 13.5: any arithmetic exponent; it converts to the base's type (itof
// then pow, never fpowi: that is ct::powi).
template <class L, class R>
  requires(basic_floating_point_tile<L> && arithmetic_tile<R> &&
           !basic_floating_point_tile<R> && __CT_CONVERTIBLE)
__CT_SINCE_13_5("ct::pow with an integral exponent")
__CT_TILE arithmetic_tile_conversion_t<L, R> pow(L l, R r) noexcept {
  return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(l, r, __detail::__pow_op{});
}

// CUDA 13.5: base ^ integer exponent, element-wise (fpowi); the two
// broadcast to a common shape. The exponent is a signed integer of at most
// 32 bits, or bool (one byte).
namespace __detail {
template <class E>
inline constexpr bool __powi_exponent =
    __ct_same<E, bool> ||
    (__ct_is_integral<E> && __scalar_info<E>::is_signed && __scalar_info<E>::bits <= 32);
} // namespace __detail
template <class B, class X>
  requires(basic_floating_point_tile<B> && integral_tile<X> && broadcast_compatible<B, X> &&
           __detail::__powi_exponent<tile_element_t<X>>)
__CT_SINCE_13_5("ct::powi")
__CT_TILE mutual_broadcast_t<B, X, tile_element_t<B>> powi(B base, X exponent) noexcept {
  using namespace __detail;
  using R = mutual_broadcast_t<B, X, tile_element_t<B>>;
  using S = tile_shape_t<R>;
  using I = __cond_t<__ct_same<tile_element_t<X>, bool>, signed char, tile_element_t<X>>;
  auto r = __ir::fpowi(__broadcast_to<S>(__as_tile(base)),
                       __broadcast_to<S>(__as_tile(element_cast<I>(exponent))));
  if constexpr (__is_tile<R>)
    return r;
  else
    return static_cast<R>(r);
}
template <class B, class X>
  requires(basic_floating_point_tile<B> && integral_tile<X> &&
           !__detail::__powi_exponent<tile_element_t<X>>)
__CT_TILE __detail::__invalid powi(B, X) =
    delete("ct::powi: the exponent must be a signed integer of at most 32 bits, or bool "
           "(ct::pow takes any other arithmetic exponent)");
__CT_PLAIN_BINARY(atan2, atan2,
                  (__CT_CONVERTIBLE &&
                   __detail::__ct_is_basic_float<tile_element_t<arithmetic_tile_conversion_t<L, R>>>),
                  __detail::__atan2_op)
#undef __CT_PLAIN_BINARY

// Element-wise min/max; floats take NaN and subnormal flags (NaN suppressed
// by default: the non-NaN operand wins): ct::max(a, b, ct::propagate_nan_t{},
// ct::round_subnormals_to_zero_t{}).
#define __CT_MINMAX(NAME, MAX)                                                 \
  template <class L, class R>                                                  \
    requires arithmetic_tile_convertible<L, R>                                 \
  __CT_TILE arithmetic_tile_conversion_t<L, R> NAME(L l, R r) noexcept {       \
    return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(              \
        l, r, __detail::__minmax_op<MAX, false, false>{});                     \
  }                                                                            \
  __CT_REJECT(arith, __CT_SCALARS_TOO, __detail::__invalid NAME(L, R))         \
  template <nan_propagation_mode N = nan_propagation_mode::suppress_nan,       \
            subnormals_rounding_mode SM = default_subnormals_rounding_mode(),  \
            class L, class R>                                                  \
    requires(arithmetic_tile_convertible<L, R> &&                              \
             __detail::__flags_ok<arithmetic_tile_conversion_t<L, R>,          \
                                  default_rounding_mode(), SM, true>)          \
  __CT_TILE arithmetic_tile_conversion_t<L, R> NAME(                           \
      L l, R r, nan_propagation_mode_constant<N>,                              \
      subnormals_rounding_mode_constant<SM> = {}) noexcept {                   \
    return __detail::__apply<arithmetic_tile_conversion_t<L, R>>(              \
        l, r,                                                                  \
        __detail::__minmax_op<MAX, N == nan_propagation_mode::propagate_nan,   \
                              __detail::__ftz(SM)>{});                         \
  }
__CT_MINMAX(max, true)
__CT_MINMAX(min, false)
#undef __CT_MINMAX
#undef __CT_CONVERTIBLE
#undef __CT_INTEGRAL_CONVERTIBLE
#undef __CT_OPERANDS
#undef __CT_SCALARS_TOO
#undef __CT_REJECT
#undef __CT_REJECT_ONE

// fma(a, b, acc): the accumulator is a floating-point tile (or scalar) that
// a and b broadcast to; their elements convert to its element type without
// narrowing (strictly: an integral operand does not qualify). The result has
// the accumulator's type.
namespace __detail {
template <class A, class B, class C>
concept __fma_operands =
    arithmetic_tile<A> && arithmetic_tile<B> && basic_floating_point_tile<C> &&
    broadcastable_to<A, tile_shape_t<C>> && broadcastable_to<B, tile_shape_t<C>> &&
    non_narrowing_scalar_convertible_to<tile_element_t<A>, tile_element_t<C>> &&
    non_narrowing_scalar_convertible_to<tile_element_t<B>, tile_element_t<C>>;
} // namespace __detail
template <class A, class B, class C>
  requires __detail::__fma_operands<A, B, C>
__CT_TILE C fma(A a, B b, C c) noexcept {
  using T = tile<tile_element_t<C>, tile_shape_t<C>>;
  T res = add(mul(__detail::__to<T>(a), __detail::__to<T>(b)), __detail::__as_tile(c));
  if constexpr (__detail::__is_tile<C>)
    return res;
  else
    return static_cast<C>(res);
}
template <rounding_mode M = default_rounding_mode(),
          subnormals_rounding_mode SM = default_subnormals_rounding_mode(), class A, class B,
          class C>
  requires(__detail::__fma_operands<A, B, C> && __detail::__flags_ok<C, M, SM, true>)
__CT_TILE C fma(A a, B b, C c, rounding_mode_constant<M>,
                subnormals_rounding_mode_constant<SM> = {}) noexcept {
  using T = tile<tile_element_t<C>, tile_shape_t<C>>;
  T res = __ir::fma<__detail::__to_ir(M), __detail::__ftz(SM)>(
      __detail::__to<T>(a), __detail::__to<T>(b), __detail::__as_tile(c));
  if constexpr (__detail::__is_tile<C>)
    return res;
  else
    return static_cast<C>(res);
}
template <subnormals_rounding_mode SM = default_subnormals_rounding_mode(), class A, class B,
          class C>
  requires(tile_like<A> && tile_like<B> && tile_like<C>)
__CT_TILE __detail::__invalid fma(A, B, C, round_ties_to_away_t,
                                  subnormals_rounding_mode_constant<SM> = {}) =
    delete("ct::fma: round_ties_to_away_t is only accepted by ct::element_cast (a "
           "floating-point conversion)");

//===----------------------------------------------------------------------===//
// Unary math. Functions that have them take flags after the operand:
//   ct::exp(x, ct::round_approximate_t{}), ct::sqrt(x, rnd, ftz),
//   ct::exp2(x, ct::round_subnormals_to_zero_t{}).
//===----------------------------------------------------------------------===//
namespace __detail {
template <class X, class F> __CT_TILE X __unary(X x, F f) noexcept {
  if constexpr (__is_tile<X>)
    return f(x);
  else
    return static_cast<X>(f(__as_tile(x)));
}
} // namespace __detail

#define __CT_UNARY_FLOAT(NAME, OP)                                             \
  template <basic_floating_point_tile X> __CT_TILE X NAME(X x) noexcept {      \
    return __detail::__unary(x, [](auto t) { return __ir::OP(t); });           \
  }
__CT_UNARY_FLOAT(ceil, ceil)
__CT_UNARY_FLOAT(floor, floor)
__CT_UNARY_FLOAT(cos, cos)
__CT_UNARY_FLOAT(cosh, cosh)
__CT_UNARY_FLOAT(sin, sin)
__CT_UNARY_FLOAT(sinh, sinh)
__CT_UNARY_FLOAT(tan, tan)
__CT_UNARY_FLOAT(log, log)
__CT_UNARY_FLOAT(log2, log2)
#undef __CT_UNARY_FLOAT

// exp and tanh: full (default) or approximate rounding.
#define __CT_UNARY_RND(NAME)                                                   \
  template <rounding_mode M = rounding_mode::round_full, basic_floating_point_tile X> \
  __CT_TILE X NAME(X x, rounding_mode_constant<M> = {}) noexcept {             \
    static_assert(M == rounding_mode::round_full || M == rounding_mode::round_approximate, \
                  "ct::" #NAME ": the rounding mode must be round_full_t or "  \
                  "round_approximate_t");                                      \
    return __detail::__unary(                                                  \
        x, [](auto t) { return __ir::NAME<__detail::__to_ir(M)>(t); });        \
  }
__CT_UNARY_RND(exp)
__CT_UNARY_RND(tanh)
#undef __CT_UNARY_RND

// exp2 and rsqrt: flush-to-zero flag only.
#define __CT_UNARY_FTZ(NAME)                                                   \
  template <subnormals_rounding_mode SM = default_subnormals_rounding_mode(),  \
            basic_floating_point_tile X>                                       \
  __CT_TILE X NAME(X x, subnormals_rounding_mode_constant<SM> = {}) noexcept { \
    return __detail::__unary(                                                  \
        x, [](auto t) { return __ir::NAME<__detail::__ftz(SM)>(t); });         \
  }                                                                            \
  template <rounding_mode M, subnormals_rounding_mode SM =                     \
                                 default_subnormals_rounding_mode(),           \
            basic_floating_point_tile X>                                       \
  __CT_TILE X NAME(X x, rounding_mode_constant<M>,                             \
                   subnormals_rounding_mode_constant<SM> = {}) noexcept {      \
    return __detail::__unary(                                                  \
        x, [](auto t) { return __ir::NAME<__detail::__ftz(SM)>(t); });         \
  }
__CT_UNARY_FTZ(exp2)
__CT_UNARY_FTZ(rsqrt)
#undef __CT_UNARY_FTZ

template <rounding_mode M = default_rounding_mode(),
          subnormals_rounding_mode SM = default_subnormals_rounding_mode(),
          basic_floating_point_tile X>
  requires(M != rounding_mode::round_ties_to_away)
__CT_TILE X sqrt(X x, rounding_mode_constant<M> = {},
                 subnormals_rounding_mode_constant<SM> = {}) noexcept {
  return __detail::__unary(
      x, [](auto t) { return __ir::sqrt<__detail::__to_ir(M), __detail::__ftz(SM)>(t); });
}
template <subnormals_rounding_mode SM = default_subnormals_rounding_mode(), class X>
  requires tile_like<X>
__CT_TILE __detail::__invalid sqrt(X, round_ties_to_away_t,
                                   subnormals_rounding_mode_constant<SM> = {}) =
    delete("ct::sqrt: round_ties_to_away_t is only accepted by ct::element_cast (a "
           "floating-point conversion)");
template <subnormals_rounding_mode SM, basic_floating_point_tile X>
__CT_TILE X sqrt(X x, subnormals_rounding_mode_constant<SM>) noexcept {
  return sqrt(x, round_ties_to_even_t{}, subnormals_rounding_mode_constant<SM>{});
}

template <arithmetic_tile X> __CT_TILE X abs(X x) noexcept {
  return __detail::__unary(x, [](auto t) {
    if constexpr (__detail::__ct_is_float<tile_element_t<X>>)
      return __ir::absf(t);
    else
      return __ir::absi(t);
  });
}

template <floating_point_tile X>
__CT_TILE tile_with_element_t<X, bool> isnan(X x) noexcept {
  return x != x;
}
template <floating_point_tile X>
__CT_TILE tile_with_element_t<X, bool> isinf(X x) noexcept {
  // x - x is NaN only for infinities and NaN.
  return isnan(x - x) && !isnan(x);
}

//===----------------------------------------------------------------------===//
// select: element-wise choice; the condition broadcasts to the operands'
// shape and, like a mask, may have any element type (true where not zero).
// The operands must have the same type.
//===----------------------------------------------------------------------===//
template <class C, class T>
  requires(bool_tile_convertible<C> && tile_like<T>)
__CT_TILE T select(C cond, T if_true, T if_false) noexcept {
  using TT = tile<tile_element_t<T>, tile_shape_t<T>>;
  static_assert(broadcastable_to<C, tile_shape_t<T>>,
                "ct::select: the condition must broadcast to the operands' shape");
  auto c = __detail::__to<tile<bool, tile_shape_t<T>>>(cond);
  TT r = __ir::select(c, __detail::__as_tile(if_true), __detail::__as_tile(if_false));
  if constexpr (__detail::__is_tile<T>)
    return r;
  else
    return static_cast<T>(r);
}

} // inline namespace __1
} // namespace cuda::tiles

#endif
