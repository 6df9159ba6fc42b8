// cuda_tile/tile.h - the tile type, its traits and concepts, and the
// type-level rules: power-of-two shapes, broadcasting, element promotion.
#ifndef CUTILE_CUDA_TILE_TILE_H
#define CUTILE_CUDA_TILE_TILE_H

#include "extents.h"

namespace cuda::tiles {
inline namespace __v1 {

template <class T>
concept scalar = __detail::__ct_is_scalar<T>;
template <class T>
concept arithmetic_scalar = __detail::__ct_is_arith<__detail::__rm_cv_t<T>>;
template <class T>
concept numeric_scalar = __detail::__ct_is_numeric<__detail::__rm_cv_t<T>>;

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

  using element_type = E;
  using shape_type = S;
  static constexpr size_t rank() noexcept { return S::rank(); }
  static constexpr size_t size() noexcept { return __detail::__size<S>(); }

  // Default construction leaves the elements unspecified.
  tile() = default;
  // A scalar is a 0-d tile.
  __CT_IDENTITY tile(E value) noexcept
    requires(S::rank() == 0);
  // A one-element tile converts explicitly to its scalar (a reshape to 0-d).
  __CT_OP("reshape") explicit operator E() const noexcept
    requires(__detail::__size<S>() == 1);

  alignas(E *) unsigned char __storage[__detail::__bytes<E> * __detail::__size<S>()];
};

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
template <class T>
concept bool_tile = tile_like<T> && __detail::__ct_same<tile_element_t<T>, bool>;
template <class T>
concept pointer_tile = tile_like<T> && __detail::__ct_is_pointer_scalar<tile_element_t<T>>;
template <class T>
concept loadable_tile =
    pointer_tile<T> && !__detail::__ct_same<__detail::__rm_cv_t<__detail::__rm_ptr_t<tile_element_t<T>>>, void> &&
    !__detail::__ct_is_volatile<__detail::__rm_ptr_t<tile_element_t<T>>>;
template <class T>
concept storeable_tile =
    loadable_tile<T> && !__detail::__ct_is_const<__detail::__rm_ptr_t<tile_element_t<T>>>;
template <class M>
concept bool_tile_convertible = tile_like<M> && (__detail::__ct_same<tile_element_t<M>, bool> ||
                                                 __detail::__ct_is_integral<tile_element_t<M>>);

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
concept broadcastable_to =
    tile_like<T> && shape_like<S> && __detail::__broadcasts_to<tile_shape_t<T>, S>();

//===----------------------------------------------------------------------===//
// Element promotion. Tile with tile: the common type (the wider one). Scalar
// with tile: the tile's element type, and the scalar must not narrow.
//===----------------------------------------------------------------------===//
namespace __detail {
struct __no_common {};

template <class A, class B> constexpr int __pick_common() {
  // 0: A, 1: B, 2: none
  using IA = __scalar_info<A>;
  using IB = __scalar_info<B>;
  if constexpr (__ct_same<A, B>)
    return 0;
  else if constexpr (IA::kind == __kind::boolean)
    return 1;
  else if constexpr (IB::kind == __kind::boolean)
    return 0;
  else if constexpr (__ct_is_float<A> && __ct_is_float<B>)
    return IA::rank == IB::rank ? 2 : (IA::rank > IB::rank ? 0 : 1);
  else if constexpr (__ct_is_float<A>)
    return 0;
  else if constexpr (__ct_is_float<B>)
    return 1;
  else if constexpr (IA::is_signed == IB::is_signed)
    return IA::bits != IB::bits ? (IA::bits > IB::bits ? 0 : 1)
                                : (IA::rank >= IB::rank ? 0 : 1);
  else if constexpr (!IA::is_signed) // A unsigned, B signed
    return IA::bits >= IB::bits ? 0 : 1;
  else
    return IB::bits >= IA::bits ? 1 : 0;
}
template <class A, class B>
using __common_element_t =
    __cond_t<__pick_common<A, B>() == 0, A,
             __cond_t<__pick_common<A, B>() == 1, B, __no_common>>;

// Would converting a value of type From to To narrow? (Integral to floating
// is allowed, as in NVIDIA's rule.)
template <class From, class To> constexpr bool __narrows() {
  using F = __scalar_info<From>;
  using T = __scalar_info<To>;
  if constexpr (__ct_same<From, To> || F::kind == __kind::boolean)
    return false;
  else if constexpr (T::kind == __kind::boolean)
    return true;
  else if constexpr (__ct_is_integral<From> && __ct_is_float<To>)
    return false;
  else if constexpr (__ct_is_float<From> && __ct_is_integral<To>)
    return true;
  else if constexpr (__ct_is_float<From> && __ct_is_float<To>)
    return !(F::rank < T::rank);
  else if constexpr (T::is_signed)
    return F::is_signed ? F::bits > T::bits : F::bits >= T::bits;
  else
    return F::is_signed || F::bits > T::bits;
}

template <class L, class R> struct __arith_conversion {
  static constexpr bool lt = __is_tile<L>, rt = __is_tile<R>;
  using EL = tile_element_t<L>;
  using ER = tile_element_t<R>;
  using B = __broadcast<tile_shape_t<L>, tile_shape_t<R>>;
  static constexpr bool shapes_ok = B::ok;
  static constexpr bool scalar_ok = lt && !rt   ? !__narrows<ER, EL>()
                                    : rt && !lt ? !__narrows<EL, ER>()
                                                : true;
  using element = __cond_t<lt && !rt, EL,
                           __cond_t<rt && !lt, ER, __common_element_t<EL, ER>>>;
  static constexpr bool element_ok = !__ct_same<element, __no_common>;
  using type = __cond_t<lt || rt, tile<element, typename B::type>, element>;
};

// The checks, as static_asserts so that the messages reach the user.
template <class L, class R> constexpr bool __check_arith() {
  using C = __arith_conversion<L, R>;
  static_assert(C::shapes_ok,
                "ct: tile shapes do not broadcast: aligned from the right, each "
                "pair of dimensions must be equal or one of them must be 1");
  static_assert(C::scalar_ok,
                "ct: the scalar would narrow to the tile's element type (e.g. "
                "int_tile + 2.5); write the scalar in the tile's type or convert "
                "explicitly");
  static_assert(C::element_ok,
                "ct: the element types have no common type (__half and "
                "__nv_bfloat16 are unordered); convert one operand with "
                "ct::element_cast");
  return C::shapes_ok && C::scalar_ok && C::element_ok;
}
template <class L, class R> constexpr bool __check_shapes() {
  static_assert(__broadcast<tile_shape_t<L>, tile_shape_t<R>>::ok,
                "ct: tile shapes do not broadcast: aligned from the right, each "
                "pair of dimensions must be equal or one of them must be 1");
  return __broadcast<tile_shape_t<L>, tile_shape_t<R>>::ok;
}
} // namespace __detail

template <class L, class R>
concept arithmetic_tile_convertible =
    arithmetic_tile<L> && arithmetic_tile<R> &&
    __detail::__arith_conversion<L, R>::shapes_ok &&
    __detail::__arith_conversion<L, R>::scalar_ok &&
    __detail::__arith_conversion<L, R>::element_ok;
// Result type of the arithmetic operators and named arithmetic functions.
template <class L, class R>
using arithmetic_tile_conversion_t = typename __detail::__arith_conversion<L, R>::type;

namespace __detail {
// Comparisons always use the common type, so 2.0 == int_tile is fine.
template <class L, class R> struct __cmp_conversion {
  using B = __broadcast<tile_shape_t<L>, tile_shape_t<R>>;
  using element = __common_element_t<tile_element_t<L>, tile_element_t<R>>;
  using type = __cond_t<__is_tile<L> || __is_tile<R>, tile<element, typename B::type>, element>;
};
} // namespace __detail
template <class L, class R>
concept arithmetic_tile_comparable =
    arithmetic_tile<L> && arithmetic_tile<R> &&
    __detail::__cmp_conversion<L, R>::B::ok &&
    !__detail::__ct_same<typename __detail::__cmp_conversion<L, R>::element, __detail::__no_common>;
template <class L, class R>
using arithmetic_tile_comparison_t = typename __detail::__cmp_conversion<L, R>::type;

template <class V, class T>
concept non_narrowing_tile_convertible_to =
    tile_like<V> && tile_like<T> && broadcastable_to<V, tile_shape_t<T>> &&
    !__detail::__narrows<tile_element_t<V>, tile_element_t<T>>();

} // inline namespace __v1
} // namespace cuda::tiles

#endif
