// cuda_tile/extents.h - extents, shape and strides.
#ifndef CUTILE_CUDA_TILE_EXTENTS_H
#define CUTILE_CUDA_TILE_EXTENTS_H

#include "constants.h"

namespace cuda::tiles {
inline namespace __1 {

enum : size_t { dynamic_extent = size_t(-1) };
enum : size_t { dynamic_stride = size_t(-1) };

namespace __detail {
// Only the runtime values are stored; an all-static list is an empty type.
template <class I, size_t N> struct __dyn_values {
  I __v[N];
};
template <class I> struct __dyn_values<I, 0> {};

template <size_t Marker, size_t... Vs> constexpr size_t __count_dynamic() {
  return ((Vs == Marker ? 1 : 0) + ... + 0);
}
// Position among the runtime values of static position r.
template <size_t Marker, size_t... Vs> constexpr size_t __dynamic_index(size_t r) {
  constexpr size_t vs[] = {Vs..., 0};
  size_t n = 0;
  for (size_t i = 0; i < r; ++i)
    n += vs[i] == Marker;
  return n;
}

// A list of values that are static or (at Marker) given at run time: the
// common part of extents and strides.
template <size_t Marker, class I, size_t... Vs> struct __static_dynamic_list {
  static_assert(__ct_is_integral<I> && !__ct_is_const<I> && !__ct_is_volatile<I> &&
                    !__ct_same<I, bool>,
                "ct::extents/ct::strides: the index type must be a cv-unqualified integer type");
  using index_type = I;
  using rank_type = size_t;
  static constexpr rank_type rank() noexcept { return sizeof...(Vs); }
  static constexpr rank_type rank_dynamic() noexcept {
    return __count_dynamic<Marker, Vs...>();
  }
  static constexpr rank_type dynamic_rank() noexcept { return rank_dynamic(); }
  static constexpr size_t __static_value(rank_type r) noexcept {
    constexpr size_t vs[] = {Vs..., 0};
    return vs[r];
  }
  constexpr index_type __value(rank_type r) const noexcept {
    if constexpr (rank_dynamic() == 0) {
      return index_type(__static_value(r));
    } else {
      if (__static_value(r) != Marker)
        return index_type(__static_value(r));
      return __d.__v[__dynamic_index<Marker, Vs...>(r)];
    }
  }

  [[no_unique_address]] __dyn_values<I, rank_dynamic()> __d{};

  constexpr __static_dynamic_list() noexcept = default;
  // The runtime values only, in order.
  template <class... Ts>
    requires(sizeof...(Ts) == rank_dynamic() && sizeof...(Ts) > 0 &&
             ((__ct_is_integral<__rm_cvref_t<Ts>> || __is_ic<__rm_cvref_t<Ts>>) && ...))
  constexpr explicit(false) __static_dynamic_list(Ts... ts) noexcept
      : __d{{index_type(ts)...}} {}
  // Every value; those at static positions are ignored.
  template <class... Ts>
    requires(sizeof...(Ts) == rank() && sizeof...(Ts) != rank_dynamic() &&
             ((__ct_is_integral<__rm_cvref_t<Ts>> || __is_ic<__rm_cvref_t<Ts>>) && ...))
  constexpr __static_dynamic_list(Ts... ts) noexcept {
    if constexpr (rank_dynamic() > 0) {
      index_type all[] = {index_type(ts)...};
      for (size_t r = 0; r < rank(); ++r)
        if (__static_value(r) == Marker)
          __d.__v[__dynamic_index<Marker, Vs...>(r)] = all[r];
    }
  }
};

// Deduction: integral_constant arguments are static, others are runtime.
template <class T> inline constexpr size_t __deduced_value = dynamic_extent;
template <auto V>
inline constexpr size_t __deduced_value<integral_constant<V>> = size_t(V);
template <class T> inline constexpr bool __wide_runtime = false;
template <class T>
  requires(!__is_ic<T> && __scalar_info<T>::bits > 32)
inline constexpr bool __wide_runtime<T> = true;
// The index type: uint32_t, or uint64_t when a runtime value is 64-bit.
template <class... Ts>
using __deduced_index_t = __cond_t<(__wide_runtime<Ts> || ...), uint64_t, uint32_t>;
} // namespace __detail

// Extents: static sizes as template arguments, dynamic_extent for sizes known
// at run time (stored).
template <integral I, size_t... Exts>
struct extents : __detail::__static_dynamic_list<dynamic_extent, I, Exts...> {
  using __base = __detail::__static_dynamic_list<dynamic_extent, I, Exts...>;
  using __base::__base;
  using typename __base::index_type;
  using typename __base::rank_type;
  using size_type = index_type;
  constexpr extents() noexcept = default;
  template <class J, size_t... Other>
    requires(sizeof...(Other) == sizeof...(Exts))
  constexpr explicit((!((Other == Exts) && ...))) extents(const extents<J, Other...> &o) noexcept {
    if constexpr (__base::rank_dynamic() > 0)
      for (size_t r = 0; r < sizeof...(Exts); ++r)
        if (__base::__static_value(r) == dynamic_extent)
          this->__d.__v[__detail::__dynamic_index<dynamic_extent, Exts...>(r)] =
              index_type(o.extent(r));
  }
  static constexpr size_t static_extent(rank_type r) noexcept {
    return __base::__static_value(r);
  }
  constexpr index_type extent(rank_type r) const noexcept { return this->__value(r); }
};
template <class... Ts>
extents(Ts...) -> extents<__detail::__deduced_index_t<Ts...>,
                          __detail::__deduced_value<Ts>...>;

// A tile shape: all extents static, indexed by uint32_t.
template <size_t... Ts> using shape = extents<uint32_t, Ts...>;

template <integral I, size_t... Ss>
struct strides : __detail::__static_dynamic_list<dynamic_stride, I, Ss...> {
  using __base = __detail::__static_dynamic_list<dynamic_stride, I, Ss...>;
  using __base::__base;
  using typename __base::index_type;
  using typename __base::rank_type;
  constexpr strides() noexcept = default;
  static constexpr size_t static_stride(rank_type r) noexcept {
    return __base::__static_value(r);
  }
  constexpr index_type stride(rank_type r) const noexcept { return this->__value(r); }
};
template <class... Ts>
strides(Ts...) -> strides<__detail::__deduced_index_t<Ts...>,
                          __detail::__deduced_value<Ts>...>;

namespace __detail {
template <class T> inline constexpr bool __is_extents = false;
template <class I, size_t... E> inline constexpr bool __is_extents<extents<I, E...>> = true;
template <class T> inline constexpr bool __is_strides = false;
template <class I, size_t... S> inline constexpr bool __is_strides<strides<I, S...>> = true;
template <class T> inline constexpr bool __is_shape = false;
template <size_t... E>
inline constexpr bool __is_shape<extents<uint32_t, E...>> = ((E != dynamic_extent) && ...);
template <class S> constexpr size_t __size() {
  size_t n = 1;
  for (size_t r = 0; r < S::rank(); ++r)
    n *= S::static_extent(r);
  return n;
}
constexpr bool __pow2(size_t v) { return v != 0 && (v & (v - 1)) == 0; }
template <class S> constexpr bool __all_pow2() {
  for (size_t r = 0; r < S::rank(); ++r)
    if (!__pow2(S::static_extent(r)))
      return false;
  return true;
}
// A tile holds at most 2^24 elements, and so does each of its dimensions (the
// limit of nvcc's header). Larger constants, such as a mistyped 1ll << 40 or
// a negative number converted to size_t, stop here rather than in Tile IR.
inline constexpr size_t __max_tile_elements = size_t(1) << 24;
template <class S> constexpr bool __within_tile_limits() {
  size_t n = 1;
  for (size_t r = 0; r < S::rank(); ++r) {
    size_t d = S::static_extent(r);
    if (d > __max_tile_elements)
      return false;
    n *= d;
    if (n > __max_tile_elements)
      return false;
  }
  return true;
}
} // namespace __detail

template <class E>
concept extents_like = requires(const E &e) {
  typename E::index_type;
  typename E::rank_type;
  E::rank();
  E::rank_dynamic();
  E::static_extent(0);
  e.extent(0);
};
template <class S>
concept strides_like = requires(const S &s) {
  typename S::index_type;
  typename S::rank_type;
  S::rank();
  S::static_stride(0);
  s.stride(0);
};
template <class S>
concept shape_like = __detail::__is_shape<S>;
// A shape a tile can have: static uint32_t extents, every one a power of two,
// at most 2^24 elements.
template <class S>
concept tile_shape =
    shape_like<S> && __detail::__all_pow2<S>() && __detail::__within_tile_limits<S>();

template <extents_like A, extents_like B>
constexpr bool extents_equal(const A &a, const B &b) noexcept {
  if (A::rank() != B::rank())
    return false;
  for (size_t r = 0; r < A::rank(); ++r)
    if ((unsigned long long)a.extent(r) != (unsigned long long)b.extent(r))
      return false;
  return true;
}
template <strides_like A, strides_like B>
constexpr bool strides_equal(const A &a, const B &b) noexcept {
  if (A::rank() != B::rank())
    return false;
  for (size_t r = 0; r < A::rank(); ++r)
    if ((unsigned long long)a.stride(r) != (unsigned long long)b.stride(r))
      return false;
  return true;
}

} // inline namespace __1
} // namespace cuda::tiles

#endif
