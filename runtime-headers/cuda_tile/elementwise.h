// cuda_tile/elementwise.h - conversions, broadcasting helpers, operators,
// named arithmetic and math functions, comparisons and select.
#ifndef CUTILE_CUDA_TILE_ELEMENTWISE_H
#define CUTILE_CUDA_TILE_ELEMENTWISE_H

#include "builtins.h"

namespace cuda::tiles {
inline namespace __v1 {
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

// Stretch a tile to shape S: reshape to add leading 1s, then broadcast.
template <class S, class E, class S0>
__CT_TILE tile<E, S> __broadcast_to(tile<E, S0> t) noexcept {
  static_assert(__broadcasts_to<S0, S>(),
                "ct: tile shapes do not broadcast: aligned from the right, each "
                "pair of dimensions must be equal or one of them must be 1");
  using P = __padded_shape<S0, S::rank()>;
  if constexpr (__ct_same<S0, S>)
    return t;
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
  } else if constexpr (__ct_same<E, bool>) {
    if constexpr (__ct_is_float<F>)
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
    return __ir::itof<__sign<F>, __ir::rounding::nearest_even, R>(x);
  } else if constexpr (__ct_is_float<F> && __ct_is_integral<E>) {
    // C++ truncation; ftoi spells it nearest_int_to_zero.
    return __ir::ftoi<__sign<E>, __ir::rounding::nearest_int_to_zero, R>(x);
  } else if constexpr (__ct_is_float<F> && __ct_is_float<E>) {
    return __ir::ftof<__ir::rounding::nearest_even, R>(x);
  } else if constexpr (__ct_is_pointer_scalar<F> && __ct_is_pointer_scalar<E>) {
    return __ir::ptr_to_ptr<R>(x);
  } else if constexpr (__ct_is_pointer_scalar<F>) {
    return element_cast<E>(__ir::ptr_to_int<tile_with_element_t<X, uint64_t>>(x));
  } else {
    return __ir::int_to_ptr<R>(element_cast<uint64_t>(x));
  }
}

// Reinterpretation of every element's bits (same width).
template <class E, class X>
  requires(scalar<E> && tile_like<X>)
__CT_TILE tile_with_element_t<X, E> element_bitcast(X x) noexcept {
  static_assert(__detail::__scalar_info<E>::bits ==
                    __detail::__scalar_info<tile_element_t<X>>::bits,
                "ct::element_bitcast: the element types must have the same width");
  return __ir::bitcast<tile_with_element_t<X, E>>(x);
}

namespace __detail {
// x as a tile of type T: element conversion, then broadcast.
template <class T, class X> __CT_TILE T __to(X x) noexcept {
  using E = tile_element_t<T>;
  return __broadcast_to<tile_shape_t<T>>(__as_tile(element_cast<E>(x)));
}

template <class L, class R>
concept __tile_operands = (__is_tile<L> || __is_tile<R>) && tile_like<L> && tile_like<R>;

// The common tile type of an arithmetic operation on L and R, as a tile.
template <class L, class R>
using __arith_tile_t = tile<typename __arith_conversion<L, R>::element,
                            typename __arith_conversion<L, R>::B::type>;

// What an ill-formed operation yields after its static_assert, so that no
// follow-on errors bury the message.
struct __invalid {};

// A value whose type is the result of the operation.
template <class L, class R, class F> __CT_TILE auto __arith(L l, R r, F f) noexcept {
  if constexpr (!__check_arith<L, R>()) {
    return __invalid{};
  } else {
    using T = __arith_tile_t<L, R>;
    static_assert(__ct_is_arith<tile_element_t<T>>,
                  "ct: arithmetic needs integral or (non-fp8, non-tf32) floating-point "
                  "elements");
    T res = f(__to<T>(l), __to<T>(r));
    if constexpr (__is_tile<L> || __is_tile<R>)
      return res;
    else
      return static_cast<tile_element_t<T>>(res);
  }
}

template <rounding_mode M, subnormals_rounding_mode SM> struct __fmodes {
  static constexpr __ir::rounding rnd = __to_ir(M);
  static constexpr bool ftz = __ftz(SM);
};
using __default_fmodes = __fmodes<rounding_mode::round_ties_to_even,
                                  subnormals_rounding_mode::preserve_subnormals>;

template <class Modes> struct __add_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::addf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::addi<__ir::overflow::none>(a, b);
  }
};
template <class Modes> struct __sub_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::subf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::subi<__ir::overflow::none>(a, b);
  }
};
template <class Modes> struct __mul_op {
  template <class T> __CT_TILE T operator()(T a, T b) const noexcept {
    if constexpr (__ct_is_float<tile_element_t<T>>)
      return __ir::mulf<Modes::rnd, Modes::ftz>(a, b);
    else
      return __ir::muli<__ir::overflow::none>(a, b);
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
    static_assert(__ct_is_integral<tile_element_t<T>>, "ct: integer division needs integral tiles");
    return __ir::divi<__sign<tile_element_t<T>>, Rnd>(a, b);
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

template <class X> inline constexpr bool __is_ptr_operand = __ct_is_pointer_scalar<tile_element_t<X>>;

// ptr (tile) + integer (tile): one pointer per element.
template <bool Negate, class P, class I> __CT_TILE auto __offset(P p, I i) noexcept {
  static_assert(__ct_is_integral<tile_element_t<I>>,
                "ct: a pointer tile can only be offset by an integral tile");
  if constexpr (!__check_shapes<P, I>()) {
    return __invalid{};
  } else {
  using S = typename __broadcast<tile_shape_t<P>, tile_shape_t<I>>::type;
  using IT = tile<tile_element_t<I>, S>;
  IT off = __to<IT>(i);
  if constexpr (Negate)
    off = __ir::negi<__ir::overflow::none>(off);
  return __ir::offset(__to<tile<tile_element_t<P>, S>>(p), off);
  }
}

template <__ir::predicate Pred, class L, class R> __CT_TILE auto __compare(L l, R r) noexcept {
  using C = __cmp_conversion<L, R>;
  if constexpr (!__check_shapes<L, R>()) {
    return __invalid{};
  } else {
  static_assert(!__ct_same<typename C::element, __no_common>,
                "ct: the element types have no common type (__half and "
                "__nv_bfloat16 are unordered); convert one operand with "
                "ct::element_cast");
  using T = tile<typename C::element, typename C::B::type>;
  using B = tile<bool, typename C::B::type>;
  using E = typename C::element;
  if constexpr (__ct_is_float<E>)
    return __ir::cmpf<Pred, Pred == __ir::predicate::not_equal ? __ir::ordering::unordered
                                                               : __ir::ordering::ordered,
                      B>(__to<T>(l), __to<T>(r));
  else
    return __ir::cmpi<Pred, __sign<E>, B>(__to<T>(l), __to<T>(r));
  }
}
} // namespace __detail

//===----------------------------------------------------------------------===//
// Operators (at least one operand is a tile; scalars broadcast)
//===----------------------------------------------------------------------===//

template <class L, class R>
  requires __detail::__tile_operands<L, R>
__CT_TILE auto operator+(L l, R r) noexcept {
  if constexpr (__detail::__is_ptr_operand<L>)
    return __detail::__offset<false>(l, r);
  else if constexpr (__detail::__is_ptr_operand<R>)
    return __detail::__offset<false>(r, l);
  else
    return __detail::__arith(l, r, __detail::__add_op<__detail::__default_fmodes>{});
}
template <class L, class R>
  requires __detail::__tile_operands<L, R>
__CT_TILE auto operator-(L l, R r) noexcept {
  if constexpr (__detail::__is_ptr_operand<L>)
    return __detail::__offset<true>(l, r);
  else
    return __detail::__arith(l, r, __detail::__sub_op<__detail::__default_fmodes>{});
}
#define __CT_BINARY_OPERATOR(OP, FN)                                           \
  template <class L, class R>                                                  \
    requires __detail::__tile_operands<L, R>                                   \
  __CT_TILE auto operator OP(L l, R r) noexcept {                              \
    return __detail::__arith(l, r, FN{});                                      \
  }
__CT_BINARY_OPERATOR(*, __detail::__mul_op<__detail::__default_fmodes>)
__CT_BINARY_OPERATOR(/, __detail::__div_op<__detail::__default_fmodes>)
__CT_BINARY_OPERATOR(%, __detail::__rem_op)
__CT_BINARY_OPERATOR(&, __detail::__bit_op<0>)
__CT_BINARY_OPERATOR(|, __detail::__bit_op<1>)
__CT_BINARY_OPERATOR(^, __detail::__bit_op<2>)
__CT_BINARY_OPERATOR(<<, __detail::__bit_op<3>)
__CT_BINARY_OPERATOR(>>, __detail::__bit_op<4>)
#undef __CT_BINARY_OPERATOR

// Logical operators on bool tiles (both sides are evaluated).
template <class L, class R>
  requires(__detail::__tile_operands<L, R> && bool_tile<L> && bool_tile<R>)
__CT_TILE auto operator&&(L l, R r) noexcept {
  return l & r;
}
template <class L, class R>
  requires(__detail::__tile_operands<L, R> && bool_tile<L> && bool_tile<R>)
__CT_TILE auto operator||(L l, R r) noexcept {
  return l | r;
}

#define __CT_COMPARISON(OP, PRED)                                              \
  template <class L, class R>                                                  \
    requires __detail::__tile_operands<L, R>                                   \
  __CT_TILE auto operator OP(L l, R r) noexcept {                              \
    return __detail::__compare<__ir::predicate::PRED>(l, r);                   \
  }
__CT_COMPARISON(==, equal)
__CT_COMPARISON(!=, not_equal)
__CT_COMPARISON(<, less_than)
__CT_COMPARISON(<=, less_than_or_equal)
__CT_COMPARISON(>, greater_than)
__CT_COMPARISON(>=, greater_than_or_equal)
#undef __CT_COMPARISON

template <class E, class S> __CT_TILE tile<E, S> operator+(tile<E, S> x) noexcept { return x; }
template <class E, class S> __CT_TILE tile<E, S> operator-(tile<E, S> x) noexcept {
  static_assert(__detail::__ct_is_arith<E>, "ct: unary - needs an arithmetic tile");
  if constexpr (__detail::__ct_is_float<E>)
    return __ir::negf(x);
  else
    return __ir::negi<__ir::overflow::none>(x);
}
template <class E, class S> __CT_TILE tile<E, S> operator~(tile<E, S> x) noexcept {
  static_assert(__detail::__ct_is_integral<E>, "ct: ~ needs an integral or bool tile");
  return __ir::xori(x, __ir::constant<tile<E, S>, -1>());
}
template <class S> __CT_TILE tile<bool, S> operator!(tile<bool, S> x) noexcept {
  return __ir::xori(x, __ir::constant<tile<bool, S>, 1>());
}

// Compound assignment: the result must keep the left operand's type.
#define __CT_COMPOUND(OP)                                                      \
  template <class E, class S, class R>                                         \
    requires tile_like<R>                                                      \
  __CT_TILE tile<E, S> &operator OP##=(tile<E, S> &l, R r) noexcept {          \
    l = l OP r;                                                                \
    return l;                                                                  \
  }
__CT_COMPOUND(+)
__CT_COMPOUND(-)
__CT_COMPOUND(*)
__CT_COMPOUND(/)
__CT_COMPOUND(%)
__CT_COMPOUND(&)
__CT_COMPOUND(|)
__CT_COMPOUND(^)
#undef __CT_COMPOUND

//===----------------------------------------------------------------------===//
// Named arithmetic with optional rounding and flush-to-zero flags:
//   ct::add(a, b)
//   ct::add(a, b, ct::round_toward_zero_t{}, ct::round_subnormals_to_zero_t{})
//   ct::add<ct::rounding_mode::round_toward_zero>(a, b, {})
//   ct::add(a, b, ct::round_subnormals_to_zero_t{})
//===----------------------------------------------------------------------===//
#define __CT_ROUNDED_BINARY(NAME, OP)                                          \
  template <arithmetic_tile L, arithmetic_tile R>                              \
  __CT_TILE auto NAME(L l, R r) noexcept {                                     \
    return __detail::__arith(l, r, __detail::OP<__detail::__default_fmodes>{}); \
  }                                                                            \
  template <rounding_mode M = default_rounding_mode(),                         \
            subnormals_rounding_mode SM = default_subnormals_rounding_mode(),  \
            arithmetic_tile L, arithmetic_tile R>                              \
  __CT_TILE auto NAME(L l, R r, rounding_mode_constant<M>,                     \
                      subnormals_rounding_mode_constant<SM> = {}) noexcept {   \
    return __detail::__arith(l, r, __detail::OP<__detail::__fmodes<M, SM>>{}); \
  }                                                                            \
  template <subnormals_rounding_mode SM, arithmetic_tile L, arithmetic_tile R> \
  __CT_TILE auto NAME(L l, R r, subnormals_rounding_mode_constant<SM>) noexcept { \
    return __detail::__arith(                                                  \
        l, r, __detail::OP<__detail::__fmodes<default_rounding_mode(), SM>>{}); \
  }
__CT_ROUNDED_BINARY(add, __add_op)
__CT_ROUNDED_BINARY(sub, __sub_op)
__CT_ROUNDED_BINARY(mul, __mul_op)
__CT_ROUNDED_BINARY(div, __div_op)
#undef __CT_ROUNDED_BINARY

#define __CT_PLAIN_BINARY(NAME, OP)                                            \
  template <arithmetic_tile L, arithmetic_tile R>                              \
  __CT_TILE auto NAME(L l, R r) noexcept {                                     \
    return __detail::__arith(l, r, OP{});                                      \
  }
__CT_PLAIN_BINARY(remainder, __detail::__rem_op)
__CT_PLAIN_BINARY(mod, __detail::__rem_op)
__CT_PLAIN_BINARY(floordiv, __detail::__idiv_op<__ir::rounding::negative_inf>)
__CT_PLAIN_BINARY(ceildiv, __detail::__idiv_op<__ir::rounding::positive_inf>)
__CT_PLAIN_BINARY(cdiv, __detail::__idiv_op<__ir::rounding::positive_inf>)
__CT_PLAIN_BINARY(mulhi, __detail::__mulhi_op)
__CT_PLAIN_BINARY(pow, __detail::__pow_op)
__CT_PLAIN_BINARY(atan2, __detail::__atan2_op)
__CT_PLAIN_BINARY(bitwise_and, __detail::__bit_op<0>)
__CT_PLAIN_BINARY(bitwise_or, __detail::__bit_op<1>)
__CT_PLAIN_BINARY(bitwise_xor, __detail::__bit_op<2>)
#undef __CT_PLAIN_BINARY

// Element-wise min/max; floats take NaN and subnormal flags (NaN suppressed
// by default: the non-NaN operand wins).
#define __CT_MINMAX(NAME, MAX)                                                 \
  template <arithmetic_tile L, arithmetic_tile R>                              \
  __CT_TILE auto NAME(L l, R r) noexcept {                                     \
    return __detail::__arith(l, r, __detail::__minmax_op<MAX, false, false>{}); \
  }                                                                            \
  template <nan_propagation_mode N, subnormals_rounding_mode SM =              \
                                        default_subnormals_rounding_mode(),    \
            arithmetic_tile L, arithmetic_tile R>                              \
  __CT_TILE auto NAME(L l, R r, nan_propagation_mode_constant<N>,              \
                      subnormals_rounding_mode_constant<SM> = {}) noexcept {   \
    return __detail::__arith(                                                  \
        l, r,                                                                  \
        __detail::__minmax_op<MAX, N == nan_propagation_mode::propagate_nan,   \
                              __detail::__ftz(SM)>{});                         \
  }                                                                            \
  template <subnormals_rounding_mode SM, arithmetic_tile L, arithmetic_tile R> \
  __CT_TILE auto NAME(L l, R r, subnormals_rounding_mode_constant<SM>) noexcept { \
    return __detail::__arith(l, r,                                             \
                             __detail::__minmax_op<MAX, false, __detail::__ftz(SM)>{}); \
  }
__CT_MINMAX(max, true)
__CT_MINMAX(min, false)
__CT_MINMAX(maximum, true)
__CT_MINMAX(minimum, false)
#undef __CT_MINMAX

template <arithmetic_tile A, arithmetic_tile B, arithmetic_tile C>
__CT_TILE auto fma(A a, B b, C c) noexcept {
  return add(mul(a, b), c);
}
template <rounding_mode M = default_rounding_mode(),
          subnormals_rounding_mode SM = default_subnormals_rounding_mode(),
          basic_floating_point_tile A, basic_floating_point_tile B, basic_floating_point_tile C>
__CT_TILE auto fma(A a, B b, C c, rounding_mode_constant<M>,
                   subnormals_rounding_mode_constant<SM> = {}) noexcept {
  using AB = arithmetic_tile_conversion_t<A, B>;
  using T = __detail::__arith_tile_t<AB, C>;
  __detail::__check_arith<A, B>();
  __detail::__check_arith<AB, C>();
  T res = __ir::fma<__detail::__to_ir(M), __detail::__ftz(SM)>(
      __detail::__to<T>(a), __detail::__to<T>(b), __detail::__to<T>(c));
  if constexpr (__detail::__is_tile<A> || __detail::__is_tile<B> || __detail::__is_tile<C>)
    return res;
  else
    return static_cast<tile_element_t<T>>(res);
}

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
__CT_TILE X sqrt(X x, rounding_mode_constant<M> = {},
                 subnormals_rounding_mode_constant<SM> = {}) noexcept {
  return __detail::__unary(
      x, [](auto t) { return __ir::sqrt<__detail::__to_ir(M), __detail::__ftz(SM)>(t); });
}
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
template <arithmetic_tile X> __CT_TILE X negative(X x) noexcept {
  return __detail::__unary(x, [](auto t) { return -t; });
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
// shape. The operands must have the same type.
//===----------------------------------------------------------------------===//
template <class C, class T>
  requires(bool_tile<C> && tile_like<T>)
__CT_TILE T select(C cond, T if_true, T if_false) noexcept {
  using TT = tile<tile_element_t<T>, tile_shape_t<T>>;
  static_assert(broadcastable_to<C, tile_shape_t<T>>,
                "ct::select: the condition must broadcast to the operands' shape");
  auto c = __detail::__broadcast_to<tile_shape_t<T>>(__detail::__as_tile(cond));
  TT r = __ir::select(c, __detail::__as_tile(if_true), __detail::__as_tile(if_false));
  if constexpr (__detail::__is_tile<T>)
    return r;
  else
    return static_cast<T>(r);
}

} // inline namespace __v1
} // namespace cuda::tiles

#endif
