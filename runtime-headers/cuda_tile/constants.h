// cuda_tile/constants.h - integral_constant, the _ic literals, flag enums with
// their constant templates and tag types, and dimension_map.
#ifndef CUTILE_CUDA_TILE_CONSTANTS_H
#define CUTILE_CUDA_TILE_CONSTANTS_H

#include "config.h"

namespace cuda::tiles {
inline namespace __1 {

template <class T>
concept integral = __detail::__ct_is_integral<T>;

// A compile-time integer carried in the type.
template <integral auto V> struct integral_constant {
  using type = integral_constant;
  using value_type = decltype(V);
  static constexpr value_type value = V;
  constexpr operator value_type() const noexcept { return V; }
  constexpr value_type operator()() const noexcept { return V; }
};

namespace __detail {
template <class T> inline constexpr bool __is_ic = false;
template <auto V> inline constexpr bool __is_ic<integral_constant<V>> = true;
template <class T> inline constexpr bool __is_ic<const T> = __is_ic<T>;
} // namespace __detail

// Arithmetic and comparisons of two constants stay constants.
#define __CT_IC_BINOP(OP)                                                      \
  template <auto A, auto B>                                                    \
  constexpr integral_constant<(A OP B)> operator OP(integral_constant<A>,      \
                                                    integral_constant<B>) noexcept { \
    return {};                                                                 \
  }
__CT_IC_BINOP(+)
__CT_IC_BINOP(-)
__CT_IC_BINOP(*)
__CT_IC_BINOP(/)
__CT_IC_BINOP(%)
__CT_IC_BINOP(&)
__CT_IC_BINOP(|)
__CT_IC_BINOP(^)
__CT_IC_BINOP(<<)
__CT_IC_BINOP(>>)
__CT_IC_BINOP(==)
__CT_IC_BINOP(!=)
__CT_IC_BINOP(<)
__CT_IC_BINOP(<=)
__CT_IC_BINOP(>)
__CT_IC_BINOP(>=)
#undef __CT_IC_BINOP
template <auto A>
constexpr integral_constant<-A> operator-(integral_constant<A>) noexcept {
  return {};
}
template <auto A>
constexpr integral_constant<A> operator+(integral_constant<A>) noexcept {
  return {};
}

namespace literals {
namespace __lit {
constexpr int __digit(char c) {
  return c >= '0' && c <= '9'   ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                : -1;
}
template <char... Cs> constexpr unsigned long long __parse() {
  constexpr char s[] = {Cs..., '\0'};
  unsigned long long base = 10, v = 0;
  int i = 0;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    base = 16, i = 2;
  else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
    base = 2, i = 2;
  else if (s[0] == '0' && s[1] != '\0')
    base = 8, i = 1;
  for (; s[i] != '\0'; ++i)
    if (s[i] != '\'')
      v = v * base + (unsigned long long)__digit(s[i]);
  return v;
}
} // namespace __lit

// 16_ic is integral_constant<16>: an int when it fits, else long long.
template <char... Cs> constexpr auto operator""_ic() noexcept {
  constexpr unsigned long long v = __lit::__parse<Cs...>();
  if constexpr (v <= 0x7fffffffull)
    return integral_constant<(int)v>{};
  else
    return integral_constant<(long long)v>{};
}
} // namespace literals

//===----------------------------------------------------------------------===//
// Flags: an enum, an X_constant<V> wrapper, and named _t tags. Enumerator
// values are our own; builtins map them to the cuda_tile attribute values.
//===----------------------------------------------------------------------===//

enum class rounding_mode {
  round_ties_to_even,
  round_toward_zero,
  round_toward_negative,
  round_toward_positive,
  round_approximate,
  round_full,
  // CUDA 13.5: ties away from zero; only ct::element_cast takes it (a
  // float-to-float conversion), arithmetic rejects it.
  round_ties_to_away,
};
template <rounding_mode M> struct rounding_mode_constant {
  static constexpr rounding_mode value = M;
  constexpr operator rounding_mode() const noexcept { return M; }
};
using round_ties_to_even_t = rounding_mode_constant<rounding_mode::round_ties_to_even>;
using round_toward_zero_t = rounding_mode_constant<rounding_mode::round_toward_zero>;
using round_toward_negative_t = rounding_mode_constant<rounding_mode::round_toward_negative>;
using round_toward_positive_t = rounding_mode_constant<rounding_mode::round_toward_positive>;
using round_approximate_t = rounding_mode_constant<rounding_mode::round_approximate>;
using round_full_t = rounding_mode_constant<rounding_mode::round_full>;
using round_ties_to_away_t = rounding_mode_constant<rounding_mode::round_ties_to_away>;
constexpr rounding_mode default_rounding_mode() noexcept {
  return rounding_mode::round_ties_to_even;
}

enum class subnormals_rounding_mode { preserve_subnormals, round_subnormals_to_zero };
template <subnormals_rounding_mode M> struct subnormals_rounding_mode_constant {
  static constexpr subnormals_rounding_mode value = M;
  constexpr operator subnormals_rounding_mode() const noexcept { return M; }
};
using preserve_subnormals_t =
    subnormals_rounding_mode_constant<subnormals_rounding_mode::preserve_subnormals>;
using round_subnormals_to_zero_t =
    subnormals_rounding_mode_constant<subnormals_rounding_mode::round_subnormals_to_zero>;
constexpr subnormals_rounding_mode default_subnormals_rounding_mode() noexcept {
  return subnormals_rounding_mode::preserve_subnormals;
}

// CUDA 13.5: what ct::element_cast from floating point to an integer does
// with values outside the integer's range. saturate_finite clamps them
// (NaN gives 0); saturate_none is the plain conversion.
enum class saturation_mode : unsigned char { saturate_none, saturate_finite };
template <saturation_mode M> struct saturation_mode_constant {
  static constexpr saturation_mode value = M;
  constexpr operator saturation_mode() const noexcept { return M; }
};
using saturate_none_t = saturation_mode_constant<saturation_mode::saturate_none>;
using saturate_finite_t = saturation_mode_constant<saturation_mode::saturate_finite>;

enum class nan_propagation_mode { suppress_nan, propagate_nan };
template <nan_propagation_mode M> struct nan_propagation_mode_constant {
  static constexpr nan_propagation_mode value = M;
  constexpr operator nan_propagation_mode() const noexcept { return M; }
};
using suppress_nan_t = nan_propagation_mode_constant<nan_propagation_mode::suppress_nan>;
using propagate_nan_t = nan_propagation_mode_constant<nan_propagation_mode::propagate_nan>;

enum class view_padding { zero, negative_zero, positive_inf, negative_inf, nan };
template <view_padding P> struct view_padding_constant {
  static constexpr view_padding value = P;
  constexpr operator view_padding() const noexcept { return P; }
};
using view_padding_zero_t = view_padding_constant<view_padding::zero>;
using view_padding_negative_zero_t = view_padding_constant<view_padding::negative_zero>;
using view_padding_positive_inf_t = view_padding_constant<view_padding::positive_inf>;
using view_padding_negative_inf_t = view_padding_constant<view_padding::negative_inf>;
using view_padding_nan_t = view_padding_constant<view_padding::nan>;

enum class memory_order { relaxed, acquire, release, acq_rel };
template <memory_order O> struct memory_order_constant {
  static constexpr memory_order value = O;
  constexpr operator memory_order() const noexcept { return O; }
};
using memory_order_relaxed_t = memory_order_constant<memory_order::relaxed>;
using memory_order_acquire_t = memory_order_constant<memory_order::acquire>;
using memory_order_release_t = memory_order_constant<memory_order::release>;
using memory_order_acq_rel_t = memory_order_constant<memory_order::acq_rel>;
template <memory_order O>
concept read_memory_order = O == memory_order::relaxed || O == memory_order::acquire;
template <memory_order O>
concept write_memory_order = O == memory_order::relaxed || O == memory_order::release;

enum class thread_scope { block, device, system };
template <thread_scope S> struct thread_scope_constant {
  static constexpr thread_scope value = S;
  constexpr operator thread_scope() const noexcept { return S; }
};
using thread_scope_block_t = thread_scope_constant<thread_scope::block>;
using thread_scope_device_t = thread_scope_constant<thread_scope::device>;
using thread_scope_system_t = thread_scope_constant<thread_scope::system>;

// nvcc 13.4 spells the reverse direction `backward`.
enum class scan_direction : unsigned char { forward, backward };
template <scan_direction D> struct scan_direction_constant {
  static constexpr scan_direction value = D;
  constexpr operator scan_direction() const noexcept { return D; }
};
using scan_forward_t = scan_direction_constant<scan_direction::forward>;
using scan_backward_t = scan_direction_constant<scan_direction::backward>;

//===----------------------------------------------------------------------===//
// dimension_map: an axis permutation, dimension_map<2, 0, 1> or
// dimension_map{2_ic, 0_ic, 1_ic}. Result axis i is input axis map[i].
//===----------------------------------------------------------------------===//

template <size_t... Ds> struct dimension_map {
  static constexpr size_t rank() noexcept { return sizeof...(Ds); }
  constexpr size_t operator[](size_t i) const noexcept {
    constexpr size_t m[] = {Ds..., 0};
    return m[i];
  }
  constexpr dimension_map() noexcept = default;
  template <auto... Vs>
    requires(sizeof...(Vs) == sizeof...(Ds))
  constexpr dimension_map(integral_constant<Vs>...) noexcept {}
};
template <auto... Vs>
dimension_map(integral_constant<Vs>...) -> dimension_map<size_t(Vs)...>;

namespace __detail {
template <class T> inline constexpr bool __is_dimension_map = false;
template <size_t... Ds>
inline constexpr bool __is_dimension_map<dimension_map<Ds...>> = true;
// True when Ds is a permutation of 0..N-1.
template <size_t... Ds> constexpr bool __is_permutation() {
  constexpr size_t n = sizeof...(Ds);
  constexpr size_t m[] = {Ds..., 0};
  bool seen[n + 1] = {};
  for (size_t i = 0; i < n; ++i) {
    if (m[i] >= n || seen[m[i]])
      return false;
    seen[m[i]] = true;
  }
  return true;
}
} // namespace __detail

} // inline namespace __1
} // namespace cuda::tiles

#endif
