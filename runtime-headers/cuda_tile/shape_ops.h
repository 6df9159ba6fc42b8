// cuda_tile/shape_ops.h - factories, shape manipulation, reductions, scans
// and matrix multiply.
#ifndef CUTILE_CUDA_TILE_SHAPE_OPS_H
#define CUTILE_CUDA_TILE_SHAPE_OPS_H

#include "elementwise.h"

namespace cuda::tiles {
inline namespace __1 {

//===----------------------------------------------------------------------===//
// Factories: the full tile type is the template argument.
//===----------------------------------------------------------------------===//
template <tile_like T> __CT_TILE T full(tile_element_t<T> x) noexcept {
  if constexpr (__detail::__is_tile<T>)
    return __detail::__broadcast_to<tile_shape_t<T>>(tile<tile_element_t<T>, shape<>>(x));
  else
    return x;
}
// e8m0 has no zero (its values are powers of two), so no zeros of it.
template <numeric_tile T>
  requires(!__detail::__ct_same<tile_element_t<T>, __nv_fp8_e8m0>)
__CT_TILE T zeros() noexcept {
  return __ir::constant<T, 0>();
}
template <numeric_tile T> __CT_TILE T ones() noexcept { return __ir::constant<T, 1>(); }
// 0, 1, ..., N-1 in row-major order.
template <integral_tile T> __CT_TILE T iota() noexcept {
  using E = tile_element_t<T>;
  constexpr size_t n = __detail::__size<tile_shape_t<T>>();
  static_assert(__detail::__scalar_info<E>::bits >= 64 ||
                    (n - 1) >> (__detail::__scalar_info<E>::bits -
                                (__detail::__scalar_info<E>::is_signed ? 1 : 0)) == 0,
                "ct::iota: the element type cannot hold the tile's size - 1");
  using Flat = tile<E, shape<n>>;
  if constexpr (__detail::__ct_same<T, Flat>)
    return __ir::iota<Flat>();
  else
    return __ir::reshape<T>(__ir::iota<Flat>());
}

//===----------------------------------------------------------------------===//
// reshape and broadcast: ct::reshape<S>(t), ct::reshape(t, S{}).
//===----------------------------------------------------------------------===//
template <class S, tile_like T>
__CT_TILE tile<tile_element_t<T>, S> reshape(T t, S = {}) noexcept {
  static_assert(shape_like<S>, "ct::reshape: the new shape must be a ct::shape<...>");
  static_assert(__detail::__size<S>() == __detail::__size<tile_shape_t<T>>(),
                "ct::reshape: the new shape must have as many elements as the tile");
  using R = tile<tile_element_t<T>, S>;
  if constexpr (__detail::__ct_same<R, T>)
    return t;
  else
    return __ir::reshape<R>(__detail::__as_tile(t));
}
template <class S, tile_like T>
__CT_TILE tile<tile_element_t<T>, S> broadcast(T t, S = {}) noexcept {
  static_assert(shape_like<S>, "ct::broadcast: the new shape must be a ct::shape<...>");
  static_assert(broadcastable_to<T, S>,
                "ct::broadcast: the tile does not broadcast to this shape: aligned "
                "from the right, each extent must equal the target's or be 1");
  if constexpr (broadcastable_to<T, S>)
    return __detail::__broadcast_to<S>(__detail::__as_tile(t));
  else
    return tile<tile_element_t<T>, S>{};
}

//===----------------------------------------------------------------------===//
// permute and transpose
//===----------------------------------------------------------------------===//
namespace __detail {
template <class S, class Seq, size_t... D> struct __permuted;
template <class S, size_t... I, size_t... D> struct __permuted<S, __seq<size_t, I...>, D...> {
  static constexpr size_t __d[] = {D..., 0};
  using type = shape<S::static_extent(__d[I])...>;
};
template <class S, size_t... D>
using __permuted_shape = typename __permuted<S, __make_seq<sizeof...(D)>, D...>::type;

template <class Seq> struct __transpose_map;
template <size_t... I> struct __transpose_map<__seq<size_t, I...>> {
  using type = dimension_map<(I == 0 ? 1 : I == 1 ? 0 : I)...>;
};
} // namespace __detail

// Result axis i is input axis D[i]: ct::permute(t, ct::dimension_map<2,0,1>{}),
// ct::permute(t, ct::dimension_map{2_ic, 0_ic, 1_ic}) or
// ct::permute<ct::dimension_map<2,0,1>>(t). As in nvcc, the explicit template
// argument is the map type; ct::permute<2,0,1>(t) does not compile (found by
// scripts/fuzz: nvcc 13.4 and 13.5 reject it).
template <size_t... D, class E, class S>
__CT_TILE auto __permute(tile<E, S> t, dimension_map<D...>) noexcept {
  static_assert(sizeof...(D) == S::rank(),
                "ct::permute: the dimension map must have one entry per tile dimension");
  static_assert(__detail::__is_permutation<D...>(),
                "ct::permute: the dimension map must be a permutation of 0 .. rank-1");
  if constexpr (sizeof...(D) == S::rank() && __detail::__is_permutation<D...>())
    return __ir::permute<tile<E, __detail::__permuted_shape<S, D...>>, int(D)...>(t);
}
template <class Map, class E, class S>
  requires __detail::__is_dimension_map<Map>
__CT_TILE auto permute(tile<E, S> t, Map m = {}) noexcept {
  return __permute(t, m);
}
// Swaps the first two dimensions; the others stay.
template <class E, class S> __CT_TILE auto transpose(tile<E, S> t) noexcept {
  static_assert(S::rank() >= 2, "ct::transpose: the tile must have at least two dimensions");
  if constexpr (S::rank() >= 2)
    return permute(t, typename __detail::__transpose_map<__detail::__make_seq<S::rank()>>::type{});
}

//===----------------------------------------------------------------------===//
// cat and extract
//===----------------------------------------------------------------------===//
namespace __detail {
template <class S, size_t Axis, size_t Mul, size_t Div, class Seq> struct __scaled;
template <class S, size_t Axis, size_t Mul, size_t Div, size_t... I>
struct __scaled<S, Axis, Mul, Div, __seq<size_t, I...>> {
  using type = shape<(I == Axis ? S::static_extent(I) * Mul / Div : S::static_extent(I))...>;
};
template <class S, size_t Axis, size_t Mul, size_t Div = 1>
using __scaled_shape = typename __scaled<S, Axis, Mul, Div, __make_seq<S::rank()>>::type;
} // namespace __detail

// Concatenation along Axis; both tiles have the same type.
template <auto Axis, class E, class S>
__CT_TILE auto cat(tile<E, S> l, tile<E, S> r) noexcept {
  static_assert(size_t(Axis) < S::rank(), "ct::cat: the axis must be below the tile's rank");
  if constexpr (size_t(Axis) < S::rank())
    return __ir::cat<int(Axis), tile<E, __detail::__scaled_shape<S, size_t(Axis), 2>>>(l, r);
}
template <class E, class S, auto Axis>
__CT_TILE auto cat(tile<E, S> l, tile<E, S> r, integral_constant<Axis>) noexcept {
  return cat<Axis>(l, r);
}

// The sub-tile of shape Sub at sub-tile coordinates idx...:
// ct::extract(t, ct::shape<4, 8>{}, 0, 1).
template <class Sub, class E, class S, class... I>
  requires(shape_like<Sub> && sizeof...(I) == Sub::rank() && (integral<I> && ...))
__CT_TILE tile<E, Sub> extract(tile<E, S> t, Sub, I... idx) noexcept {
  static_assert(Sub::rank() == S::rank() && sizeof...(I) == S::rank(),
                "ct::extract: the sub-shape and the indices need one entry per "
                "tile dimension");
  return __ir::extract<tile<E, Sub>>(t, int(idx)...);
}

//===----------------------------------------------------------------------===//
// insert and repack (CUDA 13.5)
//===----------------------------------------------------------------------===//
namespace __detail {
// What nvcc's insert takes as an index: anything that converts to size_t.
template <class I>
concept __size_index = requires(I i, void (*f)(size_t)) { f(i); };
template <class Sub, class S, size_t... I> constexpr bool __divides(__seq<size_t, I...>) {
  return ((S::static_extent(I) % Sub::static_extent(I) == 0) && ...);
}
template <class Sub, class S> constexpr bool __is_slice_of() {
  if constexpr (Sub::rank() != S::rank())
    return false;
  else
    return __divides<Sub, S>(__make_seq<S::rank()>{});
}
} // namespace __detail

// dst with the sub-tile at sub-tile coordinates idx... replaced by sub, the
// inverse of extract: ct::insert(big8x8, sub4x2, 1, 3) writes rows 4..7 and
// columns 6..7. sub's elements convert to dst's without narrowing (a
// constraint, as in nvcc: a narrowing call has no insert to call); each
// index goes through size_t, as nvcc passes it.
template <tile_like Sub, tile_like T, class... I>
  requires non_narrowing_scalar_convertible_to<tile_element_t<Sub>, tile_element_t<T>>
[[nodiscard]] __CT_SINCE_13_5("ct::insert") __CT_TILE T insert(T dst, Sub sub,
                                                              I... idx) noexcept {
  using namespace __detail;
  constexpr bool slice = __is_slice_of<tile_shape_t<Sub>, tile_shape_t<T>>();
  constexpr bool count = sizeof...(I) == tile_shape_t<Sub>::rank();
  constexpr bool indices = (__size_index<I> && ...);
  static_assert(slice, "ct::insert: the sub-tile must have the tile's rank, and each of "
                       "its extents must divide the tile's");
  static_assert(count, "ct::insert: one index per dimension of the sub-tile");
  static_assert(indices, "ct::insert: each index must convert to size_t");
  if constexpr (slice && count && indices)
    return __ir::insert<T>(element_cast<tile_element_t<T>>(sub), dst, int(size_t(idx))...);
  else
    return dst;
}

namespace __detail {
// Bits of an element as repack counts them (nvcc 13.5): tf32 has 19 (so it
// only repacks to itself), bool 1, fp4 4, a pointer 64.
template <class E>
inline constexpr size_t __repack_bits = __ct_same<E, __nv_tf32> ? 19 : __scalar_info<E>::bits;
template <class E, class F, size_t Dim, class S>
inline constexpr size_t __repack_bits_along = S::static_extent(Dim) * __repack_bits<F>;
template <class E, class F, size_t Dim, class S, class Seq> struct __repacked;
template <class E, class F, size_t Dim, class S, size_t... I>
struct __repacked<E, F, Dim, S, __seq<size_t, I...>> {
  using type = shape<(I == Dim ? __repack_bits_along<E, F, Dim, S> / __repack_bits<E>
                               : S::static_extent(I))...>;
};
template <class E, class F, size_t Dim, class S>
using __repacked_shape = typename __repacked<E, F, Dim, S, __make_seq<S::rank()>>::type;

// Exchanges dimensions A and B.
template <size_t A, size_t B, class Seq> struct __swap_map;
template <size_t A, size_t B, size_t... I> struct __swap_map<A, B, __seq<size_t, I...>> {
  using type = dimension_map<(I == A ? B : I == B ? A : I)...>;
};

// A 1-d tile's bytes (i8), as nvcc gets them: 8-bit integers are bytes
// already, other 8-bit types bitcast, pointers pack as their i64 addresses,
// the rest pack (little-endian; bool and fp4 densely, element 0 lowest).
template <class F, size_t N> __CT_TILE auto __to_bytes(tile<F, shape<N>> x) noexcept {
  constexpr size_t bytes = N * __repack_bits<F> / 8;
  using B = tile<signed char, shape<bytes>>;
  if constexpr (__ct_is_pointer_scalar<F>)
    return __ir::pack<B>(__ir::ptr_to_int<tile<long long, shape<N>>>(x));
  else if constexpr (__scalar_info<F>::bits == 8 && __ct_is_integral<F>)
    return x;
  else if constexpr (__scalar_info<F>::bits == 8)
    return __ir::bitcast<B>(x);
  else
    return __ir::pack<B>(x);
}
// The inverse: bytes to a 1-d tile of E.
template <class E, class F, size_t N> __CT_TILE auto __from_bytes(tile<F, shape<N>> b) noexcept {
  constexpr size_t n = N * 8 / __repack_bits<E>;
  using R = tile<E, shape<n>>;
  if constexpr (__ct_is_pointer_scalar<E>)
    return __ir::int_to_ptr<R>(__ir::unpack<tile<long long, shape<n>>>(b));
  else if constexpr (__scalar_info<E>::bits == 8 && __ct_is_integral<E>)
    return __ir::reshape<R>(b); // the same i8 tile: no op (signedness is C++'s)
  else if constexpr (__scalar_info<E>::bits == 8)
    return __ir::bitcast<R>(b);
  else
    return __ir::unpack<R>(b);
}

// nvcc's lowering: a Dim that is not the last is swapped with the last by
// permute (and back after); along the last, reshape to 1-d, to bytes, from
// bytes, reshape back. The same element type is no op.
template <class E, size_t Dim, class F, class S>
__CT_TILE tile<E, __repacked_shape<E, F, Dim, S>> __repack(tile<F, S> x) noexcept {
  constexpr size_t last = S::rank() - 1;
  if constexpr (__ct_same<E, F>) {
    return x;
  } else if constexpr (Dim != last) {
    using Swap = typename __swap_map<Dim, last, __make_seq<S::rank()>>::type;
    return permute(__repack<E, last>(permute(x, Swap{})), Swap{});
  } else {
    auto flat = __ir::reshape<tile<F, shape<__size<S>()>>>(x);
    return __ir::reshape<tile<E, __repacked_shape<E, F, Dim, S>>>(
        __from_bytes<E>(__to_bytes(flat)));
  }
}
} // namespace __detail

// The bits of dimension Dim read as elements of E (CUDA 13.5): extent(Dim)
// x bits(element) / bits(E) along Dim, the other extents stay:
// ct::repack<__nv_fp4_e2m1, 1>(bytes16x8) is a 16x16 fp4 tile,
// ct::repack<unsigned char>(i32x8, 0_ic) a 32-byte tile.
template <class E, auto Dim, class X>
__CT_SINCE_13_5("ct::repack")
__CT_TILE auto repack(X x, integral_constant<Dim> = {}) noexcept {
  using namespace __detail;
  using E0 = __rm_cv_t<E>;
  using F = tile_element_t<X>;
  using S = tile_shape_t<X>;
  static_assert(scalar<E0>, "ct::repack: the new element type must be a tile element type");
  static_assert(tile_like<X>, "ct::repack: the argument must be a tile");
  constexpr bool dim = Dim >= 0 && size_t(Dim) < S::rank();
  static_assert(dim, "ct::repack: Dim must name a dimension of the tile (0 <= Dim < rank)");
  if constexpr (scalar<E0> && tile_like<X> && dim) {
    constexpr size_t bits = __repack_bits_along<E0, F, size_t(Dim), S>;
    constexpr bool whole = bits % __repack_bits<E0> == 0;
    constexpr bool bytes = bits % 8 == 0 || __ct_same<F, E0>;
    static_assert(bytes, "ct::repack: the bits along Dim (extent x element bits) must fill "
                         "whole bytes");
    static_assert(!bytes || whole, "ct::repack: the bits along Dim must be a multiple of the "
                                   "new element type's bits");
    if constexpr (whole && bytes) {
      using R = __repacked_shape<E0, F, size_t(Dim), S>;
      static_assert(tile_shape<R>,
                    "ct::repack: the repacked extent must be a power of two (a tile shape)");
      if constexpr (tile_shape<R>)
        return __repack<E0, size_t(Dim)>(__as_tile(x));
    }
  }
}

//===----------------------------------------------------------------------===//
// Reductions keep the reduced axis with extent 1; scans keep the shape.
// Axis: ct::sum<1>(x), ct::sum(x, 1_ic). Optional flags follow.
//===----------------------------------------------------------------------===//
namespace __detail {
struct __flag_defaults {
  static constexpr rounding_mode rnd = rounding_mode::round_ties_to_even;
  static constexpr bool ftz = false, nan = false, rev = false;
};
template <class T> struct __flag : __flag_defaults {
  static constexpr int kind = 0;
};
template <rounding_mode M> struct __flag<rounding_mode_constant<M>> : __flag_defaults {
  static constexpr int kind = 1;
  static constexpr rounding_mode rnd = M;
};
template <subnormals_rounding_mode M> struct __flag<subnormals_rounding_mode_constant<M>> : __flag_defaults {
  static constexpr int kind = 2;
  static constexpr bool ftz = __ftz(M);
};
template <nan_propagation_mode M> struct __flag<nan_propagation_mode_constant<M>> : __flag_defaults {
  static constexpr int kind = 3;
  static constexpr bool nan = M == nan_propagation_mode::propagate_nan;
};
template <scan_direction D> struct __flag<scan_direction_constant<D>> : __flag_defaults {
  static constexpr int kind = 4;
  static constexpr bool rev = D == scan_direction::backward;
};
template <class... Tags> struct __flags {
  static constexpr bool known = ((__flag<Tags>::kind != 0) && ...);
  template <int K, class T> static constexpr bool __is() { return __flag<T>::kind == K; }
  static constexpr rounding_mode rnd = [] {
    rounding_mode r = default_rounding_mode();
    ((__is<1, Tags>() ? (r = __flag<Tags>::rnd, 0) : 0), ...);
    return r;
  }();
  static constexpr bool ftz = [] {
    bool r = false;
    ((__is<2, Tags>() ? (r = __flag<Tags>::ftz, 0) : 0), ...);
    return r;
  }();
  static constexpr bool nan = [] {
    bool r = false;
    ((__is<3, Tags>() ? (r = __flag<Tags>::nan, 0) : 0), ...);
    return r;
  }();
  static constexpr bool rev = [] {
    bool r = false;
    ((__is<4, Tags>() ? (r = __flag<Tags>::rev, 0) : 0), ...);
    return r;
  }();
};

template <class S, size_t Axis, class Seq> struct __drop_axis;
template <class S, size_t Axis, size_t... I> struct __drop_axis<S, Axis, __seq<size_t, I...>> {
  static constexpr size_t __d[] = {(I < Axis ? S::static_extent(I) : S::static_extent(I + 1))..., 0};
  using type = shape<__d[I]...>;
};

enum class __red { sum, prod, max, min, band, bor, bxor };
template <__red K, class E> constexpr __ir::combiner __combiner() {
  constexpr bool f = __ct_is_float<E>;
  switch (K) {
  case __red::sum: return f ? __ir::combiner::addf : __ir::combiner::addi;
  case __red::prod: return f ? __ir::combiner::mulf : __ir::combiner::muli;
  case __red::max: return f ? __ir::combiner::maxf : __ir::combiner::maxi;
  case __red::min: return f ? __ir::combiner::minf : __ir::combiner::mini;
  case __red::band: return __ir::combiner::andi;
  case __red::bor: return __ir::combiner::ori;
  case __red::bxor: return __ir::combiner::xori;
  }
  return __ir::combiner::addi;
}

template <__red K, size_t Axis, class... Tags, class X>
__CT_TILE auto __reduce(X x) noexcept {
  using E = tile_element_t<X>;
  using S = tile_shape_t<X>;
  using F = __flags<Tags...>;
  static_assert(__is_tile<X> && S::rank() > 0, "ct: reductions need a tile of rank 1 or more");
  static_assert(Axis < S::rank(), "ct: the reduction axis must be below the tile's rank");
  static_assert(F::known, "ct: unknown flag argument to a reduction");
  static_assert(F::rnd <= rounding_mode::round_toward_positive,
                "ct: a reduction rounds to nearest even, toward zero or toward -/+inf "
                "(round_ties_to_away_t is only accepted by ct::element_cast)");
  static_assert(K < __red::band || __ct_is_integral<E>,
                "ct: bitwise reductions need integral or bool tiles");
  if constexpr (__is_tile<X> && S::rank() > 0 && Axis < S::rank()) {
    using Dropped = tile<E, typename __drop_axis<S, Axis, __make_seq<S::rank() - 1>>::type>;
    using Kept = tile<E, __scaled_shape<S, Axis, 1, S::static_extent(Axis)>>;
    return __ir::reshape<Kept>(
        __ir::reduce<int(Axis), __combiner<K, E>(), F::nan, __to_ir(F::rnd), F::ftz, Dropped>(x));
  }
}
template <class S, size_t Axis, class Seq> struct __axis_line;
template <class S, size_t Axis, size_t... I> struct __axis_line<S, Axis, __seq<size_t, I...>> {
  using type = shape<(I == Axis ? S::static_extent(I) : 1)...>;
};
// max_element/min_element: positions are the tile's index type (uint32_t),
// with extent 1 on the axis like the other reductions.
template <bool IsMax, size_t Axis, class X>
__CT_TILE auto __reduce_position(X x) noexcept {
  using S = tile_shape_t<X>;
  static_assert(S::rank() > 0, "ct: reductions need a tile of rank 1 or more");
  static_assert(Axis < S::rank(), "ct: the reduction axis must be below the tile's rank");
  if constexpr (S::rank() > 0 && Axis < S::rank()) {
    using I = typename S::index_type;
    using Line = tile<I, typename __axis_line<S, Axis, __make_seq<S::rank()>>::type>;
    auto positions = __broadcast_to<S>(__ir::reshape<Line>(
        __ir::iota<tile<I, shape<S::static_extent(Axis)>>>()));
    using Dropped = tile<I, typename __drop_axis<S, Axis, __make_seq<S::rank() - 1>>::type>;
    using Kept = tile<I, __scaled_shape<S, Axis, 1, S::static_extent(Axis)>>;
    return __ir::reshape<Kept>(
        __ir::reduce_position<int(Axis), IsMax, Dropped>(x, positions));
  }
}

template <__red K, size_t Axis, class... Tags, class X>
__CT_TILE auto __scan(X x) noexcept {
  using E = tile_element_t<X>;
  using S = tile_shape_t<X>;
  using F = __flags<Tags...>;
  static_assert(__is_tile<X> && S::rank() > 0, "ct: scans need a tile of rank 1 or more");
  static_assert(Axis < S::rank(), "ct: the scan axis must be below the tile's rank");
  static_assert(F::known, "ct: unknown flag argument to a scan");
  static_assert(F::rnd <= rounding_mode::round_toward_positive,
                "ct: a scan rounds to nearest even, toward zero or toward -/+inf "
                "(round_ties_to_away_t is only accepted by ct::element_cast)");
  if constexpr (__is_tile<X> && S::rank() > 0 && Axis < S::rank())
    return __ir::scan<int(Axis), F::rev, __combiner<K, E>(), __to_ir(F::rnd), F::ftz>(x);
}
} // namespace __detail

#define __CT_REDUCTION(NAME, KIND, CONCEPT, IMPL)                              \
  template <auto Axis, CONCEPT X, class... Tags>                               \
  __CT_TILE auto NAME(X x, Tags...) noexcept {                                 \
    return __detail::IMPL<__detail::__red::KIND, size_t(Axis), Tags...>(x);   \
  }                                                                            \
  template <CONCEPT X, auto Axis, class... Tags>                               \
  __CT_TILE auto NAME(X x, integral_constant<Axis>, Tags...) noexcept {        \
    return __detail::IMPL<__detail::__red::KIND, size_t(Axis), Tags...>(x);   \
  }
__CT_REDUCTION(sum, sum, arithmetic_tile, __reduce)
__CT_REDUCTION(prod, prod, arithmetic_tile, __reduce)
__CT_REDUCTION(reduce_max, max, arithmetic_tile, __reduce)
__CT_REDUCTION(reduce_min, min, arithmetic_tile, __reduce)
__CT_REDUCTION(reduce_bitand, band, integral_tile, __reduce)
__CT_REDUCTION(reduce_bitor, bor, integral_tile, __reduce)
__CT_REDUCTION(reduce_bitxor, bxor, integral_tile, __reduce)
__CT_REDUCTION(all_of, band, __detail::__bool_tile, __reduce)
__CT_REDUCTION(any_of, bor, __detail::__bool_tile, __reduce)
__CT_REDUCTION(partial_sum, sum, arithmetic_tile, __scan)
__CT_REDUCTION(partial_prod, prod, arithmetic_tile, __scan)
#undef __CT_REDUCTION

// Positions of the first maximum / minimum along an axis (nvcc 13.4).
template <auto Axis, arithmetic_tile X>
__CT_TILE auto max_element(X x, integral_constant<Axis> = {}) noexcept {
  return __detail::__reduce_position<true, size_t(Axis)>(x);
}
template <auto Axis, arithmetic_tile X>
__CT_TILE auto min_element(X x, integral_constant<Axis> = {}) noexcept {
  return __detail::__reduce_position<false, size_t(Axis)>(x);
}

//===----------------------------------------------------------------------===//
// Matrix multiply: (M,K)x(K,N)+(M,N), or batched (B,M,K)x(B,K,N)+(B,M,N).
// Operand/accumulator pairs: f16 -> f16|f32, bf16 -> f32, f32 -> f32,
// f64 -> f64, tf32 -> f32, fp8 -> f16|f32, 8-bit integers -> int.
//===----------------------------------------------------------------------===//
namespace __detail {
template <class E, class A> constexpr bool __mma_types_ok() {
  if constexpr (__ct_is_integral<E>)
    return __scalar_info<E>::bits == 8 && __ct_same<A, int>;
  else if constexpr (__ct_same<E, __half> || __ct_same<E, __nv_fp8_e4m3> ||
                     __ct_same<E, __nv_fp8_e5m2>)
    return __ct_same<A, __half> || __ct_same<A, float>;
  else if constexpr (__ct_same<E, __nv_bfloat16> || __ct_same<E, __nv_tf32> ||
                     __ct_same<E, float>)
    return __ct_same<A, float>;
  else
    return __ct_same<E, double> && __ct_same<A, double>;
}
template <class SL, class SR, class SA> constexpr bool __mma_shapes_ok() {
  constexpr size_t r = SL::rank();
  if constexpr (r != 2 && r != 3)
    return false;
  else if constexpr (SR::rank() != r || SA::rank() != r)
    return false;
  else {
    constexpr size_t b = r - 2;
    // A batch of one on either operand is shared by every batch of the
    // accumulator (NVIDIA's rule; the operand is broadcast before mmaf).
    if (b == 1 && !((SL::static_extent(0) == 1 || SL::static_extent(0) == SA::static_extent(0)) &&
                    (SR::static_extent(0) == 1 || SR::static_extent(0) == SA::static_extent(0))))
      return false;
    return SL::static_extent(b + 1) == SR::static_extent(b) &&
           SA::static_extent(b) == SL::static_extent(b) &&
           SA::static_extent(b + 1) == SR::static_extent(b + 1);
  }
}
} // namespace __detail

template <class L, class R, class A>
concept mma_compatible =
    numeric_tile<L> && numeric_tile<R> && numeric_tile<A> && __detail::__is_tile<L> &&
    __detail::__is_tile<R> && __detail::__is_tile<A> &&
    ((__detail::__ct_is_integral<tile_element_t<L>> &&
      __detail::__ct_is_integral<tile_element_t<R>> &&
      __detail::__scalar_info<tile_element_t<L>>::bits ==
          __detail::__scalar_info<tile_element_t<R>>::bits) ||
     __detail::__ct_same<tile_element_t<L>, tile_element_t<R>>) &&
    __detail::__mma_types_ok<tile_element_t<L>, tile_element_t<A>>() &&
    __detail::__mma_shapes_ok<tile_shape_t<L>, tile_shape_t<R>, tile_shape_t<A>>();

// a x b + acc, in the accumulator's type.
template <class EL, class SL, class ER, class SR, class EA, class SA>
__CT_TILE tile<EA, SA> mma(tile<EL, SL> a, tile<ER, SR> b, tile<EA, SA> acc) noexcept {
  static_assert(__detail::__mma_shapes_ok<SL, SR, SA>(),
                "ct::mma: shapes must be (M,K) x (K,N) + (M,N), or (B,M,K) x (B,K,N) "
                "+ (B,M,N) where an operand's B may also be 1");
  static_assert(__detail::__ct_same<EL, ER> ||
                    (__detail::__ct_is_integral<EL> && __detail::__ct_is_integral<ER> &&
                     __detail::__scalar_info<EL>::bits == __detail::__scalar_info<ER>::bits),
                "ct::mma: both operands must have the same element type (8-bit integers "
                "may differ in signedness)");
  static_assert(__detail::__mma_types_ok<EL, EA>(),
                "ct::mma: unsupported operand/accumulator types; use f16->f16|f32, "
                "bf16->f32, tf32->f32, f32->f32, f64->f64, fp8->f16|f32 or 8-bit "
                "integers->int");
  if constexpr (SL::rank() == 3 && SL::static_extent(0) != SA::static_extent(0))
    return mma(__detail::__broadcast_to<shape<SA::static_extent(0), SL::static_extent(1),
                                             SL::static_extent(2)>>(a),
               b, acc);
  else if constexpr (SR::rank() == 3 && SR::static_extent(0) != SA::static_extent(0))
    return mma(a,
               __detail::__broadcast_to<shape<SA::static_extent(0), SR::static_extent(1),
                                              SR::static_extent(2)>>(b),
               acc);
  else if constexpr (__detail::__ct_is_integral<EL>)
    return __ir::mmai<__detail::__sign<EL>, __detail::__sign<ER>>(a, b, acc);
  else
    return __ir::mmaf<false>(a, b, acc);
}

//===----------------------------------------------------------------------===//
// Block-scaled matrix multiply (CUDA 13.5): every run of V consecutive
// elements along K shares one scale, lhs (M,K) with lhsScale (M,K/V), rhs
// (K,N) with rhsScale (K/V,N), a float accumulator (M,N); or batched with a
// leading B, where a scale's B may be 1. The formats (operands, scales, V):
// e4m3|e5m2 with e8m0 and V = 32 (MXFP8), e2m1 with e8m0 (V = 16, 32),
// e4m3 (V = 16, NVFP4) or ue5m3 (V = 16, 32).
//===----------------------------------------------------------------------===//
namespace __detail {
template <class E, class ES, size_t V> constexpr bool __scaled_mma_types_ok() {
  if constexpr (__ct_same<E, __nv_fp8_e4m3> || __ct_same<E, __nv_fp8_e5m2>)
    return __ct_same<ES, __nv_fp8_e8m0> && V == 32;
  else if constexpr (__ct_same<E, __nv_fp4_e2m1>)
    return ((__ct_same<ES, __nv_fp8_e8m0> || __ct_same<ES, __nv_fp8_ue5m3>) &&
            (V == 16 || V == 32)) ||
           (__ct_same<ES, __nv_fp8_e4m3> && V == 16);
  else
    return false;
}
// A 3-d tile with the batch extent b (a batch of one broadcast).
template <size_t b, class E, class S>
__CT_TILE tile<E, shape<b, S::static_extent(1), S::static_extent(2)>>
__batch_to(tile<E, S> t) noexcept {
  if constexpr (S::static_extent(0) == b)
    return t;
  else
    return __broadcast_to<shape<b, S::static_extent(1), S::static_extent(2)>>(t);
}
template <class L, class LS, class R, class RS, class A> constexpr bool __scaled_mma_ok() {
  using SL = tile_shape_t<L>;
  using SLS = tile_shape_t<LS>;
  using SR = tile_shape_t<R>;
  using SRS = tile_shape_t<RS>;
  using SA = tile_shape_t<A>;
  constexpr size_t r = SL::rank();
  if constexpr ((r != 2 && r != 3) || SLS::rank() != r || SR::rank() != r ||
                SRS::rank() != r || SA::rank() != r)
    return false;
  else {
    constexpr size_t b = r - 2; // the M and K dimensions of lhs
    constexpr size_t ks = SLS::static_extent(b + 1);
    if constexpr (ks == 0 || SL::static_extent(b + 1) % ks != 0)
      return false;
    else {
      constexpr size_t v = SL::static_extent(b + 1) / ks;
      bool batch = true;
      if (b == 1)
        batch = (SLS::static_extent(0) == 1 || SLS::static_extent(0) == SA::static_extent(0)) &&
                (SRS::static_extent(0) == 1 || SRS::static_extent(0) == SA::static_extent(0));
      return __ct_same<tile_element_t<L>, tile_element_t<R>> &&
             __ct_same<tile_element_t<LS>, tile_element_t<RS>> &&
             __ct_same<tile_element_t<A>, float> &&
             __scaled_mma_types_ok<tile_element_t<L>, tile_element_t<LS>, v>() &&
             __mma_shapes_ok<SL, SR, SA>() && batch &&
             SL::static_extent(b) == SLS::static_extent(b) &&
             SR::static_extent(b + 1) == SRS::static_extent(b + 1) &&
             SLS::static_extent(b + 1) == SRS::static_extent(b);
    }
  }
}
} // namespace __detail

template <numeric_tile L, numeric_tile LS, numeric_tile R, numeric_tile RS, numeric_tile A>
  requires(__detail::__is_tile<L> && __detail::__is_tile<LS> && __detail::__is_tile<R> &&
           __detail::__is_tile<RS> && __detail::__is_tile<A> &&
           __detail::__scaled_mma_ok<L, LS, R, RS, A>())
__CT_SINCE_13_5("ct::scaled_mma")
__CT_TILE A scaled_mma(L lhs, LS lhs_scale, R rhs, RS rhs_scale, A acc) noexcept {
  // The op's order: operands, accumulator, then the scales. A batch of one
  // is broadcast first (the op wants every batch extent equal).
  if constexpr (tile_shape_t<A>::rank() == 3) {
    constexpr size_t b = tile_shape_t<A>::static_extent(0);
    using namespace __detail;
    return __ir::mmaf_scaled<A>(__batch_to<b>(lhs), __batch_to<b>(rhs), acc,
                                __batch_to<b>(lhs_scale), __batch_to<b>(rhs_scale));
  } else {
    return __ir::mmaf_scaled<A>(lhs, rhs, acc, lhs_scale, rhs_scale);
  }
}

// a x b, no accumulator; the result type is nvcc 13.4's (probed): f16, f32
// and f64 keep the operand type, bf16 and tf32 give float, fp8 gives
// __half, 8-bit integers give int.
template <class EL, class SL, class ER, class SR>
__CT_TILE auto matmul(tile<EL, SL> a, tile<ER, SR> b) noexcept {
  using namespace __detail;
  using EA = __cond_t<
      __ct_is_integral<EL>, int,
      __cond_t<__ct_same<EL, __nv_tf32> || __ct_same<EL, __nv_bfloat16>, float,
               __cond_t<__ct_same<EL, __nv_fp8_e4m3> || __ct_same<EL, __nv_fp8_e5m2>,
                        __half, EL>>>;
  constexpr size_t r = SL::rank();
  static_assert(r == 2 || r == 3, "ct::matmul: operands must be 2-D, or 3-D batched");
  if constexpr (r == 2) {
    using SA = shape<SL::static_extent(0), SR::static_extent(1)>;
    return mma(a, b, zeros<tile<EA, SA>>());
  } else if constexpr (r == 3) {
    constexpr size_t batch = SL::static_extent(0) == 1 ? SR::static_extent(0) : SL::static_extent(0);
    using SA = shape<batch, SL::static_extent(1), SR::static_extent(2)>;
    return mma(a, b, zeros<tile<EA, SA>>());
  }
}

} // inline namespace __1
} // namespace cuda::tiles

#endif
