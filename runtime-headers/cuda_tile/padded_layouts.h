// cuda_tile/padded_layouts.h - layout_right_padded and layout_left_padded
// (CUDA 13.4): packed layouts whose fastest-varying dimension is padded.
//
// A right-padded mapping of extents (e0, ..., en) with stride S lays rows of
// en elements out every round_up(en, S) elements: the last dimension is
// contiguous and every other stride is the product of the extents inside it,
// the last one counted as round_up(en, S). Left-padded is the mirror image
// (dimension 0 is contiguous and padded). round_up(e, S) is the least
// multiple of S that is not below e, which is what nvcc 13.4 computes, in the
// extents' index type. The extents themselves stay unpadded, so a view of
// the span sees the real bounds and only the strides change.
#ifndef CUTILE_CUDA_TILE_PADDED_LAYOUTS_H
#define CUTILE_CUDA_TILE_PADDED_LAYOUTS_H

#include "memory.h"

namespace cuda::tiles {
inline namespace __1 {

template <extents_like E, size_t Stride> struct layout_right_padded_mapping;
template <extents_like E, size_t Stride> struct layout_left_padded_mapping;

template <size_t Stride> struct layout_right_padded {
  template <extents_like E> using mapping = layout_right_padded_mapping<E, Stride>;
};
template <size_t Stride> struct layout_left_padded {
  template <extents_like E> using mapping = layout_left_padded_mapping<E, Stride>;
};

namespace __detail {
template <class I> constexpr I __round_up(I v, I multiple) noexcept {
  return I(I((v - 1) / multiple + 1) * multiple);
}

// Both public mappings are this one template, their layout choosing the
// direction; they derive from it only to keep their own names (which kernel
// names and diagnostics spell) and take its constructor.
template <class E, size_t Stride, class Layout> struct __padded_mapping {
  static_assert(!__ct_is_const<E> && !__ct_is_volatile<E>,
                "ct::layout_*_padded_mapping: the extents type may not be cv-qualified");
  using extents_type = E;
  using index_type = typename E::index_type;
  using rank_type = typename E::rank_type;
  using layout_type = Layout;
  static constexpr bool __right = __ct_same<Layout, layout_right_padded<Stride>>;

  // The dimension whose extent is rounded up to a multiple of the stride.
  static constexpr size_t __padded_dim = __right ? E::rank() - 1 : 0;
  static constexpr bool __dynamic = Stride == dynamic_extent;

  [[no_unique_address]] E __e;
  [[no_unique_address]] __dyn_values<index_type, __dynamic ? 1 : 0> __s{};

  // The stride is any value convertible to the index type; an
  // integral_constant makes it static (layout_right_padded_mapping{e, 8_ic}).
  template <class T>
    requires(__ct_is_integral<__rm_cvref_t<T>> || __is_ic<__rm_cvref_t<T>>)
  constexpr explicit __padded_mapping(const E &e, T stride) noexcept : __e(e) {
    if constexpr (__dynamic)
      __s.__v[0] = index_type(stride);
  }

  constexpr const extents_type &extents() const noexcept { return __e; }
  static constexpr bool is_always_strided() noexcept { return true; }

  constexpr index_type __stride_value() const noexcept {
    if constexpr (__dynamic)
      return __s.__v[0];
    else
      return index_type(Stride);
  }
  static constexpr size_t __static_extent(size_t i) noexcept {
    size_t e = E::static_extent(i);
    if (i != __padded_dim)
      return e;
    if (e == dynamic_extent || __dynamic)
      return dynamic_extent;
    return __round_up(e, Stride);
  }
  constexpr index_type __extent(size_t i) const noexcept {
    index_type e = __e.extent(i);
    return i == __padded_dim ? __round_up(e, __stride_value()) : e;
  }
  // The dimensions inside r (faster varying) make up its stride.
  static constexpr bool __inside(size_t i, size_t r) noexcept { return __right ? i > r : i < r; }

  static constexpr size_t static_stride(rank_type r) noexcept {
    size_t s = 1;
    for (size_t i = 0; i < E::rank(); ++i)
      if (__inside(i, r)) {
        size_t e = __static_extent(i);
        if (e == dynamic_extent)
          return dynamic_stride;
        s *= e;
      }
    return s;
  }
  constexpr index_type stride(rank_type r) const noexcept {
    index_type s = 1;
    for (size_t i = 0; i < E::rank(); ++i)
      if (__inside(i, r))
        s *= __extent(i);
    return s;
  }
};
} // namespace __detail

template <extents_like E, size_t Stride>
struct layout_right_padded_mapping
    : __detail::__padded_mapping<E, Stride, layout_right_padded<Stride>> {
  using __detail::__padded_mapping<E, Stride, layout_right_padded<Stride>>::__padded_mapping;
};
template <extents_like E, size_t Stride>
struct layout_left_padded_mapping
    : __detail::__padded_mapping<E, Stride, layout_left_padded<Stride>> {
  using __detail::__padded_mapping<E, Stride, layout_left_padded<Stride>>::__padded_mapping;
};
template <extents_like E, class S>
layout_right_padded_mapping(E, S)
    -> layout_right_padded_mapping<E, __detail::__deduced_value<__detail::__rm_cvref_t<S>>>;
template <extents_like E, class S>
layout_left_padded_mapping(E, S)
    -> layout_left_padded_mapping<E, __detail::__deduced_value<__detail::__rm_cvref_t<S>>>;

} // inline namespace __1
} // namespace cuda::tiles

#endif
