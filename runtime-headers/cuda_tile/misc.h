// cuda_tile/misc.h - block position, irange, assumptions, printing and
// assertions.
#ifndef CUTILE_CUDA_TILE_MISC_H
#define CUTILE_CUDA_TILE_MISC_H

#include "memory.h"

namespace cuda::tiles {
inline namespace __1 {

// Index of this tile block in the grid, and the grid's size in blocks.
__CT_TILE inline uint3 bid() noexcept {
  auto r = __ir::get_tile_block_id();
  return uint3{(unsigned)r.r[0], (unsigned)r.r[1], (unsigned)r.r[2]};
}
__CT_TILE inline dim3 num_blocks() noexcept {
  auto r = __ir::get_num_tile_blocks();
  return dim3((unsigned)r.r[0], (unsigned)r.r[1], (unsigned)r.r[2]);
}

//===----------------------------------------------------------------------===//
// irange(L, U, S = 1): L, L+S, ... while below U. The step must be positive;
// nvcc 13.4 accepts any step (its check is a host-side assert that tile code
// does not run: the loop is a `for` with that step), so a constant
// non-positive step is a warning here, and a run-time one goes unchecked
// as there.
//===----------------------------------------------------------------------===//
template <integral T> class irange {
  T __lo, __hi, __step;

public:
  using value_type = T;
  struct sentinel {
    T __hi;
  };
  struct iterator {
    T __v, __step;
    using value_type = T;
    using difference_type = long long;
    constexpr T operator*() const noexcept { return __v; }
    constexpr iterator &operator++() noexcept {
      __v += __step;
      return *this;
    }
    constexpr iterator operator++(int) noexcept {
      iterator t = *this;
      __v += __step;
      return t;
    }
    friend constexpr bool operator==(const iterator &i, const sentinel &s) noexcept {
      return !(i.__v < s.__hi);
    }
    friend constexpr bool operator==(const iterator &a, const iterator &b) noexcept {
      return a.__v == b.__v;
    }
  };
  constexpr irange(T lo, T hi) noexcept : __lo(lo), __hi(hi), __step(1) {}
  constexpr irange(T lo, T hi, T step) noexcept
      __CT_WARN_IF(step <= 0, "ct::irange: the step must be positive; this "
                              "loop does not end")
      : __lo(lo), __hi(hi), __step(step) {}
  constexpr iterator begin() const noexcept { return {__lo, __step}; }
  constexpr sentinel end() const noexcept { return {__hi}; }
  constexpr T lower() const noexcept { return __lo; }
  constexpr T upper() const noexcept { return __hi; }
  constexpr T step() const noexcept { return __step; }
};
template <class L, class U> irange(L, U) -> irange<__detail::__common_element_t<L, U>>;
// The step is a value of the index type, as in nvcc 13.4 (an
// integral_constant step is not accepted there either).
template <class L, class U, class S>
  requires(!__detail::__is_ic<S>)
irange(L, U, S) -> irange<__detail::__common_element_t<__detail::__common_element_t<L, U>, S>>;

//===----------------------------------------------------------------------===//
// Assumptions: each returns its argument; breaking one is undefined.
//===----------------------------------------------------------------------===//
// The pointer (or pointer tile) is aligned to N bytes.
template <size_t N, tile_like T> [[nodiscard]] __CT_TILE T assume_aligned(T p) noexcept {
  static_assert(__detail::__ct_is_pointer_scalar<tile_element_t<T>>,
                "ct::assume_aligned: the argument must be a pointer or pointer tile");
  static_assert(__detail::__pow2(N), "ct::assume_aligned: the alignment must be a power of two");
  return __ir::assume__div_by<N>(p);
}
template <tile_like T, auto N>
[[nodiscard]] __CT_TILE T assume_aligned(T p, integral_constant<N>) noexcept {
  return assume_aligned<size_t(N)>(p);
}
// The integer (tile) is a multiple of N.
template <size_t N, tile_like T> [[nodiscard]] __CT_TILE T assume_divisible(T x) noexcept {
  static_assert(__detail::__ct_is_integral<tile_element_t<T>> ||
                    __detail::__ct_is_pointer_scalar<tile_element_t<T>>,
                "ct::assume_divisible: the argument must be integral or a pointer");
  static_assert(N > 0, "ct::assume_divisible: the divisor must be positive");
  return __ir::assume__div_by<N>(x);
}
template <tile_like T, auto N>
[[nodiscard]] __CT_TILE T assume_divisible(T x, integral_constant<N>) noexcept {
  return assume_divisible<size_t(N)>(x);
}
// Lo <= x <= Hi.
template <long long Lo, long long Hi, tile_like T>
[[nodiscard]] __CT_TILE T assume_bounded(T x) noexcept {
  static_assert(__detail::__ct_is_integral<tile_element_t<T>>,
                "ct::assume_bounded: the argument must be integral");
  static_assert(Lo <= Hi, "ct::assume_bounded: the lower bound must not exceed the upper bound");
  return __ir::assume__bounded<true, Lo, true, Hi>(x);
}
template <tile_like T, auto Lo, auto Hi>
[[nodiscard]] __CT_TILE T assume_bounded(T x, integral_constant<Lo>, integral_constant<Hi>) noexcept {
  return assume_bounded<(long long)Lo, (long long)Hi>(x);
}
template <long long Lo, tile_like T>
[[nodiscard]] __CT_TILE T assume_bounded_below(T x) noexcept {
  static_assert(__detail::__ct_is_integral<tile_element_t<T>>,
                "ct::assume_bounded_below: the argument must be integral");
  return __ir::assume__bounded<true, Lo, false, 0>(x);
}
template <tile_like T, auto Lo>
[[nodiscard]] __CT_TILE T assume_bounded_below(T x, integral_constant<Lo>) noexcept {
  return assume_bounded_below<(long long)Lo>(x);
}
template <long long Hi, tile_like T>
[[nodiscard]] __CT_TILE T assume_bounded_above(T x) noexcept {
  static_assert(__detail::__ct_is_integral<tile_element_t<T>>,
                "ct::assume_bounded_above: the argument must be integral");
  return __ir::assume__bounded<false, 0, true, Hi>(x);
}
template <tile_like T, auto Hi>
[[nodiscard]] __CT_TILE T assume_bounded_above(T x, integral_constant<Hi>) noexcept {
  return assume_bounded_above<(long long)Hi>(x);
}
// Every S-shaped block of the tile holds equal values.
template <class S, class E, class TS>
[[nodiscard]] __CT_TILE tile<E, TS> assume_blocked(tile<E, TS> a, S = {}) noexcept {
  static_assert(shape_like<S> && S::rank() == TS::rank(),
                "ct::assume_blocked: the block shape needs the tile's rank");
  return [&]<size_t... R>(__detail::__seq<size_t, R...>) {
    return __ir::assume__same_elements<(long long)S::static_extent(R)...>(a);
  }(__detail::__make_seq<TS::rank()>{});
}

} // inline namespace __1
} // namespace cuda::tiles

//===----------------------------------------------------------------------===//
// Extensions of ours, not in nvcc's cuda_tile.h: kept out of cuda::tiles so
// that code written against them cannot pass for nvcc code (nvcc rejects
// ct::printf, ct::assert). C's printf and assert work in tile code as well.
//===----------------------------------------------------------------------===//
namespace cutile::ext {
// printf-style; arguments are scalars or tiles (a tile prints all elements).
// The format must be a string literal.
template <class... A>
  requires(::cuda::tiles::tile_like<A> && ...)
__CT_TILE void print(const char *format, A... args) noexcept {
  ::cuda::tiles::__ir::print_tko(format, ::cuda::tiles::__detail::__as_tile(args)...);
}
// Fails (traps) when any element of the condition is false.
template <class C>
  requires ::cuda::tiles::tile_like<C>
__CT_TILE void tile_assert(C condition, const char *message = "tile_assert failed") noexcept {
  ::cuda::tiles::__ir::assert_(
      ::cuda::tiles::__detail::__as_tile(::cuda::tiles::element_cast<bool>(condition)), message);
}
} // namespace cutile::ext


#endif
