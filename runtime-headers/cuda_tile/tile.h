// cuda_tile/tile.h - the tile type, its traits and concepts, and the
// type-level rules: power-of-two shapes, broadcasting, element promotion.
#ifndef CUTILE_CUDA_TILE_TILE_H
#define CUTILE_CUDA_TILE_TILE_H

#include "extents.h"

namespace cuda::tiles {
inline namespace __1 {

template <class T>
concept scalar = __detail::__ct_is_scalar<T>;
template <class T>
concept arithmetic_scalar = __detail::__ct_is_arith<__detail::__rm_cv_t<T>>;
template <class T>
concept numeric_scalar = __detail::__ct_is_numeric<__detail::__rm_cv_t<T>>;

template <class E, class S> struct tile;
namespace __detail {
// tile(O) below, as nvcc 13.4's tile(Other): another tile of the same shape
// whose elements convert; explicit where they narrow. Defined at the end of
// this file, where the conversion concepts are.
template <class O, class T> constexpr bool __tile_converts();
template <class O, class T> constexpr bool __tile_converts_explicitly();
// The braced-list constructors below (CUDA 13.5): a source element type F
// whose values convert to E, explicitly where the conversion narrows; the
// extents of the list are the shape's.
template <class F, class E> constexpr bool __list_converts();
template <class F, class E> constexpr bool __list_narrows();
template <class S, size_t... N> constexpr bool __list_shape() {
  if constexpr (S::rank() != sizeof...(N))
    return false;
  else {
    size_t n[] = {N...};
    for (size_t i = 0; i < S::rank(); ++i)
      if (n[i] != S::static_extent(i))
        return false;
    return true;
  }
}
template <class E> struct __elem_bytes {
  unsigned char b[sizeof(E)];
};
} // namespace __detail

// A fixed-shape block of elements with value semantics. The representation
// is the compiler's; the bytes here only give the type its size.
template <class E, class S> struct tile final {
  static_assert(scalar<E> && !__detail::__ct_is_const<E> && !__detail::__ct_is_volatile<E>,
                "ct::tile: the element type must be a cv-unqualified numeric "
                "scalar, bool, or pointer to a numeric scalar or void");
  static_assert(shape_like<S>,
                "ct::tile: the shape must be a ct::shape<...> (static extents "
                "indexed by uint32_t)");
  static_assert(__detail::__all_pow2<S>(),
                "ct::tile: every dimension of a tile shape must be a power of "
                "two (1, 2, 4, 8, ...)");
  static_assert(!__detail::__all_pow2<S>() || __detail::__within_tile_limits<S>(),
                "ct::tile: a tile holds at most 2^24 (16777216) elements, in all "
                "and along each dimension");

  static_assert(__CT_CUDA_VERSION >= 13050 || !__detail::__element_since_13_5<E>,
                "ct::tile: tiles of __nv_fp4_e2m1, __nv_fp8_e8m0 or __nv_fp8_ue5m3 need "
                "CUDA 13.5 or newer; the CUDA toolkit in use is older (see --cuda-path)");

  using element_type = E;
  using shape_type = S;
  static constexpr size_t rank() noexcept { return S::rank(); }
  static constexpr size_t size() noexcept { return __detail::__size<S>(); }

  // Default construction leaves the elements unspecified.
  tile() = default;
  // A scalar is a 0-d tile.
  __CT_IDENTITY tile(E value) noexcept
    requires(S::rank() == 0);
  // Element conversion from another tile of this shape (element_cast).
  template <class O>
    requires(__detail::__tile_converts<O, tile>())
  __CT_TILE explicit(__detail::__tile_converts_explicitly<O, tile>()) tile(O other) noexcept {
    *this = element_cast<E>(other);
  }
  // CUDA 13.5: a tile of constants from a braced list, one level per
  // dimension (`tile<int, shape<2, 2>> t{{{1, 2}, {3, 4}}}`), ranks 1 to 5.
  // consteval: every value must be a constant, and static_cast<E> of it too
  // (so no __half, whose conversions are not constexpr). Explicit where the
  // values narrow: `tile<float, shape<2>> a = {{1.0, 2.0}}` is an error,
  // `a{{1.0, 2.0}}` is not. Each element's bytes go into the storage, which
  // code generation turns into one dense constant.
  template <class F, size_t N0>
    requires(__detail::__list_shape<S, N0>() && __detail::__list_converts<F, E>())
  __CT_SINCE_13_5("ct::tile's braced-list constructor")
  consteval explicit(__detail::__list_narrows<F, E>()) tile(const F (&v)[N0]) noexcept
      : __storage{} {
    size_t i = 0;
    __put(i, v);
  }
  template <class F, size_t N0, size_t N1>
    requires(__detail::__list_shape<S, N0, N1>() && __detail::__list_converts<F, E>())
  __CT_SINCE_13_5("ct::tile's braced-list constructor")
  consteval explicit(__detail::__list_narrows<F, E>()) tile(const F (&v)[N0][N1]) noexcept
      : __storage{} {
    size_t i = 0;
    __put(i, v);
  }
  template <class F, size_t N0, size_t N1, size_t N2>
    requires(__detail::__list_shape<S, N0, N1, N2>() && __detail::__list_converts<F, E>())
  __CT_SINCE_13_5("ct::tile's braced-list constructor")
  consteval explicit(__detail::__list_narrows<F, E>()) tile(const F (&v)[N0][N1][N2]) noexcept
      : __storage{} {
    size_t i = 0;
    __put(i, v);
  }
  template <class F, size_t N0, size_t N1, size_t N2, size_t N3>
    requires(__detail::__list_shape<S, N0, N1, N2, N3>() && __detail::__list_converts<F, E>())
  __CT_SINCE_13_5("ct::tile's braced-list constructor")
  consteval explicit(__detail::__list_narrows<F, E>()) tile(const F (&v)[N0][N1][N2][N3]) noexcept
      : __storage{} {
    size_t i = 0;
    __put(i, v);
  }
  template <class F, size_t N0, size_t N1, size_t N2, size_t N3, size_t N4>
    requires(__detail::__list_shape<S, N0, N1, N2, N3, N4>() && __detail::__list_converts<F, E>())
  __CT_SINCE_13_5("ct::tile's braced-list constructor")
  consteval explicit(__detail::__list_narrows<F, E>()) tile(const F (&v)[N0][N1][N2][N3][N4]) noexcept
      : __storage{} {
    size_t i = 0;
    __put(i, v);
  }

private:
  template <class A> consteval void __put(size_t &i, const A &a) noexcept {
    if constexpr (__is_array(A)) {
      for (const auto &x : a)
        __put(i, x);
    } else {
      auto b = __builtin_bit_cast(__detail::__elem_bytes<E>, static_cast<E>(a));
      for (size_t k = 0; k < sizeof(E); ++k)
        __storage[i * sizeof(E) + k] = b.b[k];
      ++i;
    }
  }

public:
  // A one-element tile converts explicitly to its scalar (a reshape to 0-d).
  __CT_OP("reshape") explicit operator E() const noexcept
    requires(__detail::__size<S>() == 1);

  // (One byte for a shape rejected above, so that no second error follows.)
  alignas(E *) unsigned char
      __storage[__detail::__within_tile_limits<S>() ? __detail::__bytes<E> * __detail::__size<S>()
                                                    : 1];
};

// A scalar deduces a 0-d tile (`ct::tile t = 3.0f;`), as nvcc 13.4 accepts.
template <scalar E> tile(E) -> tile<E, extents<uint32_t>>;
// CUDA 13.5: a braced list or a C array deduces its element type and shape.
template <scalar E, size_t N0> tile(const E (&)[N0]) -> tile<E, shape<N0>>;
template <scalar E, size_t N0, size_t N1>
tile(const E (&)[N0][N1]) -> tile<E, shape<N0, N1>>;
template <scalar E, size_t N0, size_t N1, size_t N2>
tile(const E (&)[N0][N1][N2]) -> tile<E, shape<N0, N1, N2>>;
template <scalar E, size_t N0, size_t N1, size_t N2, size_t N3>
tile(const E (&)[N0][N1][N2][N3]) -> tile<E, shape<N0, N1, N2, N3>>;
template <scalar E, size_t N0, size_t N1, size_t N2, size_t N3, size_t N4>
tile(const E (&)[N0][N1][N2][N3][N4]) -> tile<E, shape<N0, N1, N2, N3, N4>>;

namespace __detail {
template <class T> inline constexpr bool __is_tile = false;
template <class E, class S> inline constexpr bool __is_tile<tile<E, S>> = true;
template <class T> inline constexpr bool __is_tile<const T> = __is_tile<T>;
template <class T> inline constexpr bool __is_tile<volatile T> = __is_tile<T>;
template <class T> inline constexpr bool __is_tile<const volatile T> = __is_tile<T>;

template <class T> struct __tile_traits {
  using element = __rm_cv_t<T>;
  using shape = extents<uint32_t>;
};
template <class E, class S> struct __tile_traits<tile<E, S>> {
  using element = E;
  using shape = S;
};
template <class T> struct __tile_traits<const T> : __tile_traits<T> {};
template <class T> struct __tile_traits<volatile T> : __tile_traits<T> {};
template <class T> struct __tile_traits<const volatile T> : __tile_traits<T> {};

template <class T, T... I> struct __seq {};
template <size_t N> using __make_seq = __make_integer_seq<__seq, size_t, N>;
} // namespace __detail

// Element type: the scalar itself (without cv) or the tile's element_type.
template <class T> using tile_element_t = typename __detail::__tile_traits<T>::element;
// Shape type: shape<> for a scalar.
template <class T> using tile_shape_t = typename __detail::__tile_traits<T>::shape;

namespace __detail {
template <class T, class E> struct __with_element { using type = E; };
template <class E0, class S, class E> struct __with_element<tile<E0, S>, E> {
  using type = tile<E, S>;
};
template <class T, class E> struct __with_element<const T, E> : __with_element<T, E> {};
} // namespace __detail
// Same shape as T, element type E (a scalar T gives the scalar E).
template <class T, class E>
using tile_with_element_t = typename __detail::__with_element<T, E>::type;
// What a load through a pointer tile (or pointer) P produces.
template <class P>
using tile_load_t =
    tile_with_element_t<P, __detail::__rm_cv_t<__detail::__rm_ptr_t<tile_element_t<P>>>>;

template <class T>
concept tile_like = scalar<__detail::__rm_cv_t<T>> || __detail::__is_tile<T>;
template <class T>
concept numeric_tile = tile_like<T> && __detail::__ct_is_numeric<tile_element_t<T>>;
template <class T>
concept arithmetic_tile = tile_like<T> && __detail::__ct_is_arith<tile_element_t<T>>;
template <class T>
concept integral_tile = tile_like<T> && __detail::__ct_is_integral<tile_element_t<T>>;
template <class T>
concept floating_point_tile = tile_like<T> && __detail::__ct_is_float<tile_element_t<T>>;
template <class T>
concept basic_floating_point_tile =
    tile_like<T> && __detail::__ct_is_basic_float<tile_element_t<T>>;
namespace __detail {
// A tile of bool (nvcc has no public name for it).
template <class T>
concept __bool_tile = tile_like<T> && __ct_same<tile_element_t<T>, bool>;
} // namespace __detail
template <class T>
concept pointer_tile = tile_like<T> && __detail::__ct_is_pointer_scalar<tile_element_t<T>>;
template <class T>
concept loadable_tile =
    pointer_tile<T> && !__detail::__ct_same<__detail::__rm_cv_t<__detail::__rm_ptr_t<tile_element_t<T>>>, void> &&
    !__detail::__ct_is_volatile<__detail::__rm_ptr_t<tile_element_t<T>>>;
template <class T>
concept storeable_tile =
    loadable_tile<T> && !__detail::__ct_is_const<__detail::__rm_ptr_t<tile_element_t<T>>>;
// A mask or a condition: any scalar or tile, each element true where it is
// not zero (a NaN is true, a pointer is true where not null), as nvcc 13.4
// takes them (probed: integers, floating point, __half, pointers; not enums).
template <class M>
concept bool_tile_convertible = tile_like<M>;

//===----------------------------------------------------------------------===//
// Broadcasting (NumPy): align from the right; each pair of extents is equal
// or one of them is 1; a missing leading extent counts as 1.
//===----------------------------------------------------------------------===//
namespace __detail {
template <size_t N> struct __dims {
  size_t v[N ? N : 1];
  bool ok;
};
template <class A, class B> constexpr auto __broadcast_dims() {
  constexpr size_t ra = A::rank(), rb = B::rank(), r = ra > rb ? ra : rb;
  __dims<r> out{};
  out.ok = true;
  for (size_t i = 0; i < r; ++i) {
    size_t da = i < r - ra ? 1 : A::static_extent(i - (r - ra));
    size_t db = i < r - rb ? 1 : B::static_extent(i - (r - rb));
    if (da == db || db == 1)
      out.v[i] = da;
    else if (da == 1)
      out.v[i] = db;
    else
      out.ok = false, out.v[i] = 1;
  }
  return out;
}
template <class A, class B, class Seq> struct __broadcast_impl;
template <class A, class B, size_t... I>
struct __broadcast_impl<A, B, __seq<size_t, I...>> {
  static constexpr auto __d = __broadcast_dims<A, B>();
  static constexpr bool ok = __d.ok;
  using type = shape<__d.v[I]...>;
};
template <class A, class B>
using __broadcast =
    __broadcast_impl<A, B, __make_seq<(A::rank() > B::rank() ? A::rank() : B::rank())>>;

// A broadcasts to B when the mutual broadcast of the two is B itself.
template <class A, class B> constexpr bool __broadcasts_to() {
  if constexpr (A::rank() > B::rank())
    return false;
  else
    return __broadcast<A, B>::ok && __ct_same<typename __broadcast<A, B>::type, B>;
}
} // namespace __detail

template <class T, class S>
concept shape_broadcastable_to =
    shape_like<T> && shape_like<S> && __detail::__broadcasts_to<T, S>();
template <class T, class S>
concept broadcastable_to =
    tile_like<T> && tile_shape<S> && shape_broadcastable_to<tile_shape_t<T>, S>;
template <class A, class B>
concept shape_broadcast_compatible =
    shape_like<A> && shape_like<B> && __detail::__broadcast<A, B>::ok;
// The shape of a mutual broadcast.
template <class A, class B>
  requires shape_broadcast_compatible<A, B>
using shape_broadcast_t = typename __detail::__broadcast<A, B>::type;
// Two operands broadcast to a common shape that is itself a tile shape (the
// result must stay within the element limit).
template <class T, class U>
concept broadcast_compatible =
    tile_like<T> && tile_like<U> &&
    shape_broadcast_compatible<tile_shape_t<T>, tile_shape_t<U>> &&
    tile_shape<typename __detail::__broadcast<tile_shape_t<T>, tile_shape_t<U>>::type>;

namespace __detail {
template <class T, class U, class E> struct __mutual_broadcast {
  using type = tile<E, typename __broadcast<tile_shape_t<T>, tile_shape_t<U>>::type>;
};
template <class T, class U, class E>
  requires(!__is_tile<T> && !__is_tile<U>)
struct __mutual_broadcast<T, U, E> {
  using type = E;
};
} // namespace __detail
// Element E in the mutual broadcast shape of T and U (E itself when both are
// scalars).
template <class T, class U, class E>
  requires broadcast_compatible<T, U>
using mutual_broadcast_t =
    typename __detail::__mutual_broadcast<T, U, __detail::__rm_cv_t<E>>::type;

template <class A, class B>
concept same_shape = shape_like<A> && shape_like<B> && __detail::__ct_same<A, B>;

//===----------------------------------------------------------------------===//
// Element promotion, NVIDIA's rules (nvcc 13.4 decides every case):
// - tile with scalar: the tile's element type, and the scalar must convert to
//   it without narrowing (integral to floating point counts as fine);
// - tile with tile (and comparisons always): the usual arithmetic
//   conversions without integral promotion; neither operand may narrow to
//   that type, so int with unsigned (whose common type is unsigned) fails;
// - __half and __nv_bfloat16 have no common type.
// "Narrowing" between integers is C++ list-initialisation's: `uint_tile + 1`
// fails (the literal is an int; only its type counts), `uint_tile + 1u` works.
//===----------------------------------------------------------------------===//
namespace __detail {
struct __no_common {};
template <class T> struct __type_is {
  using type = T;
};

// C++ integer conversion rank; character types share the rank of the integer
// of their width and order below it (subrank).
template <class T> inline constexpr int __int_rank = 0;
template <> inline constexpr int __int_rank<char> = 1;
template <> inline constexpr int __int_rank<signed char> = 1;
template <> inline constexpr int __int_rank<unsigned char> = 1;
template <> inline constexpr int __int_rank<char8_t> = 1;
template <> inline constexpr int __int_rank<short> = 2;
template <> inline constexpr int __int_rank<unsigned short> = 2;
template <> inline constexpr int __int_rank<char16_t> = 2;
template <> inline constexpr int __int_rank<int> = 3;
template <> inline constexpr int __int_rank<unsigned int> = 3;
template <> inline constexpr int __int_rank<char32_t> = 3;
template <> inline constexpr int __int_rank<wchar_t> = sizeof(wchar_t) == 4 ? 3 : 2;
template <> inline constexpr int __int_rank<long> = 4;
template <> inline constexpr int __int_rank<unsigned long> = 4;
template <> inline constexpr int __int_rank<long long> = 5;
template <> inline constexpr int __int_rank<unsigned long long> = 5;
template <class T> inline constexpr int __int_subrank = 2;
template <> inline constexpr int __int_subrank<char> = 0;
template <> inline constexpr int __int_subrank<wchar_t> = 0;
template <> inline constexpr int __int_subrank<char8_t> = 1;
template <> inline constexpr int __int_subrank<char16_t> = 1;
template <> inline constexpr int __int_subrank<char32_t> = 1;

template <class T> struct __to_unsigned { using type = T; };
template <> struct __to_unsigned<char> { using type = unsigned char; };
template <> struct __to_unsigned<signed char> { using type = unsigned char; };
template <> struct __to_unsigned<short> { using type = unsigned short; };
template <> struct __to_unsigned<int> { using type = unsigned int; };
template <> struct __to_unsigned<wchar_t> {
  using type = __cond_t<sizeof(wchar_t) == 4, unsigned int, unsigned short>;
};
template <> struct __to_unsigned<long> { using type = unsigned long; };
template <> struct __to_unsigned<long long> { using type = unsigned long long; };

// Is `To{from}` well-formed for a non-constant From: C++'s narrowing rule.
template <class From, class To>
inline constexpr bool __brace_ok = requires(From f) { To{f}; };

// Floating-point conversion rank: __half and __nv_bfloat16 share one.
template <class T> inline constexpr int __fp_rank = 0;
template <> inline constexpr int __fp_rank<float> = 1;
template <> inline constexpr int __fp_rank<double> = 2;

template <class A, class B> constexpr auto __common_pick() {
  if constexpr (__ct_same<A, B>) {
    return __type_is<A>{};
  } else if constexpr (__ct_is_integral<A> && __ct_is_integral<B>) {
    constexpr bool sa = __scalar_info<A>::is_signed, sb = __scalar_info<B>::is_signed;
    if constexpr (sa == sb) {
      if constexpr (__int_rank<A> != __int_rank<B>)
        return __type_is<__cond_t<(__int_rank<A> > __int_rank<B>), A, B>>{};
      else
        return __type_is<__cond_t<(__int_subrank<A> >= __int_subrank<B>), A, B>>{};
    } else {
      using S = __cond_t<sa, A, B>;
      using U = __cond_t<sa, B, A>;
      if constexpr (__int_rank<U> > __int_rank<S>)
        return __type_is<U>{};
      else if constexpr (__brace_ok<U, S>)
        return __type_is<S>{};
      else
        return __type_is<typename __to_unsigned<S>::type>{};
    }
  } else if constexpr (__ct_is_float<A> && __ct_is_float<B>) {
    if constexpr (__fp_rank<A> == __fp_rank<B>)
      return __type_is<__no_common>{};
    else
      return __type_is<__cond_t<(__fp_rank<A> > __fp_rank<B>), A, B>>{};
  } else if constexpr (__ct_is_float<A> && __ct_is_integral<B>) {
    return __type_is<A>{};
  } else if constexpr (__ct_is_integral<A> && __ct_is_float<B>) {
    return __type_is<B>{};
  } else {
    return __type_is<__no_common>{};
  }
}
// The common element type of two scalars (__no_common when there is none).
template <class A, class B>
using __common_element_t =
    typename decltype(__common_pick<__rm_cv_t<A>, __rm_cv_t<B>>())::type;

// Would an operand of element type From narrow when converted to To for an
// arithmetic operation? Integral to floating point does not count.
template <class From, class To> constexpr bool __operand_narrows() {
  if constexpr (__ct_same<From, To>)
    return false;
  else if constexpr (__ct_is_integral<From> && __ct_is_integral<To>)
    return !__brace_ok<From, To>;
  else if constexpr (__ct_is_integral<From> && __ct_is_float<To>)
    return false;
  else if constexpr (__ct_is_float<From> && __ct_is_float<To>)
    return __fp_narrows<From, To>; // CUDA 13.5's conversion rank
  else
    return true;
}

// Would converting a value of type From to To narrow? (Integral to floating
// is allowed.) Used for stored values and padding.
template <class From, class To> constexpr bool __narrows() {
  if constexpr (__ct_same<__rm_cv_t<From>, __rm_cv_t<To>>)
    return false;
  else if constexpr (__ct_is_numeric<From> && __ct_is_numeric<To>)
    return __operand_narrows<__rm_cv_t<From>, __rm_cv_t<To>>();
  else
    return !(__ct_is_pointer_scalar<From> && __ct_is_pointer_scalar<To>);
}

template <class L, class R> struct __arith_conversion {
  static constexpr bool lt = __is_tile<L>, rt = __is_tile<R>;
  using EL = tile_element_t<L>;
  using ER = tile_element_t<R>;
  using B = __broadcast<tile_shape_t<L>, tile_shape_t<R>>;
  using common = __common_element_t<EL, ER>;
  // Arithmetic: a scalar takes the tile's type; comparisons: the common type.
  using element = __cond_t<lt && !rt, EL, __cond_t<rt && !lt, ER, common>>;
  using type = __cond_t<lt || rt, tile<element, typename B::type>, element>;
  using cmp_type = __cond_t<lt || rt, tile<common, typename B::type>, common>;
  static constexpr bool unordered = __ct_same<common, __no_common>;
  template <class C>
  static constexpr bool converts_to =
      !unordered && !__operand_narrows<EL, C>() && !__operand_narrows<ER, C>();
};
} // namespace __detail

template <class L, class R>
concept arithmetic_tile_convertible =
    arithmetic_tile<L> && arithmetic_tile<R> && broadcast_compatible<L, R> &&
    __detail::__arith_conversion<L, R>::template converts_to<
        typename __detail::__arith_conversion<L, R>::element>;
// Result type of the arithmetic operators and named arithmetic functions.
template <class L, class R>
  requires arithmetic_tile_convertible<L, R>
using arithmetic_tile_conversion_t = typename __detail::__arith_conversion<L, R>::type;

template <class L, class R>
concept arithmetic_tile_comparable =
    arithmetic_tile<L> && arithmetic_tile<R> && broadcast_compatible<L, R> &&
    __detail::__arith_conversion<L, R>::template converts_to<
        typename __detail::__arith_conversion<L, R>::common>;
// The type both operands of a comparison convert to.
template <class L, class R>
  requires arithmetic_tile_comparable<L, R>
using arithmetic_tile_comparison_t = typename __detail::__arith_conversion<L, R>::cmp_type;

namespace __detail {
template <class T> struct __promotion { using type = T; };
template <class T>
  requires(__ct_is_integral<tile_element_t<T>>)
struct __promotion<T> {
  using type = tile_with_element_t<T, decltype(+__declval<tile_element_t<T>>())>;
};
} // namespace __detail
// Unary +: integral elements undergo C++ integral promotion (char -> int).
template <class T>
  requires arithmetic_tile<T>
using arithmetic_tile_promotion_t = typename __detail::__promotion<__detail::__rm_cv_t<T>>::type;

// Scalar conversions: between numeric types, and from a pointer to bool.
template <class T, class U>
concept scalar_convertible_to =
    scalar<__detail::__rm_cv_t<T>> && scalar<__detail::__rm_cv_t<U>> &&
    ((__detail::__ct_is_numeric<__detail::__rm_cv_t<T>> &&
      __detail::__ct_is_numeric<__detail::__rm_cv_t<U>>) ||
     (__detail::__ct_is_pointer_scalar<__detail::__rm_cv_t<T>> &&
      __detail::__ct_same<__detail::__rm_cv_t<U>, bool>));
// Non-narrowing here is strict: integral to floating point narrows too.
template <class T, class U>
concept non_narrowing_scalar_convertible_to =
    scalar_convertible_to<T, U> &&
    !(__detail::__ct_is_integral<__detail::__rm_cv_t<T>> &&
      __detail::__ct_is_float<__detail::__rm_cv_t<U>>) &&
    !(__detail::__ct_is_pointer_scalar<__detail::__rm_cv_t<T>>) &&
    !__detail::__operand_narrows<__detail::__rm_cv_t<T>, __detail::__rm_cv_t<U>>();
template <class T, class U>
concept tile_convertible_to =
    tile_like<T> && tile_like<U> && scalar_convertible_to<tile_element_t<T>, tile_element_t<U>> &&
    same_shape<tile_shape_t<T>, tile_shape_t<U>>;
template <class V, class T>
concept non_narrowing_tile_convertible_to =
    tile_convertible_to<V, T> &&
    non_narrowing_scalar_convertible_to<tile_element_t<V>, tile_element_t<T>>;

namespace __detail {
template <class O, class T> constexpr bool __tile_converts() {
  return __is_tile<O> && !__ct_same<__rm_cv_t<O>, T> && tile_convertible_to<O, T>;
}
template <class O, class T> constexpr bool __tile_converts_explicitly() {
  return !non_narrowing_tile_convertible_to<O, T>;
}
template <class F, class E> constexpr bool __list_converts() {
  return scalar_convertible_to<F, E> && !__ct_is_pointer_scalar<E>;
}
template <class F, class E> constexpr bool __list_narrows() {
  return !non_narrowing_scalar_convertible_to<F, E>;
}
} // namespace __detail

} // inline namespace __1
} // namespace cuda::tiles

#endif
