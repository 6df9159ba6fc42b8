// cuda_tile/gather_scatter_view.h - ct::gather_scatter_view (CUDA 13.4).
//
// A view over a span whose dimension Dim is addressed by a tile of row
// numbers: v.load(rows, j) with Dim = 0 reads the Shape-sized tile whose row
// k is span row rows[k] (repeats allowed, in the order given), its columns
// starting at element j. The other indices are element offsets, where the
// chunk starts, not tile numbers as on partition_view; they reach the
// cuda_tile view unchanged (nvcc 13.4 does the same, probed with
// tileirdisasm). The view is one make_gather_scatter_view over the span's
// tensor_view with sparse_dim = Dim; loads and stores are
// load_view_tko/store_view_tko with a 1-d index tile at Dim. Its loads and
// ordered accesses are the other views' (__view_members in memory.h); masked
// forms put the padding in the view type. Unlike the other views it has no
// atomic reductions (neither has nvcc's, and Tile IR refuses them on this
// view).
#ifndef CUTILE_CUDA_TILE_GATHER_SCATTER_VIEW_H
#define CUTILE_CUDA_TILE_GATHER_SCATTER_VIEW_H

#include "memory.h"

namespace cuda::tiles {
inline namespace __1 {

namespace __detail {
template <class Span, class Shape, size_t Dim> constexpr bool __gather_view_ok() {
  if constexpr (tensor_span_like<Span> && tile_shape<Shape>)
    return Span::extents_type::rank() == Shape::rank() && Dim < Shape::rank();
  else
    return false;
}
} // namespace __detail

template <class Span, class Shape, size_t Dim>
  requires(__detail::__gather_view_ok<Span, Shape, Dim>())
struct gather_scatter_view
    : __detail::__view_members<gather_scatter_view<Span, Shape, Dim>, Span, Shape> {
  using __base = __detail::__view_members<gather_scatter_view, Span, Shape>;
  using typename __base::view_tile_type;
  using typename __base::__all;
  using __base::__weak;
  using __base::__no_scope;

  Span __span;

  // The dimension comes as an integral_constant for deduction; with the
  // template arguments spelled out, any integer is taken (and ignored).
  template <class T>
    requires(__detail::__ct_is_integral<T> || __detail::__is_ic<T>)
  constexpr gather_scatter_view(Span s, Shape, T) noexcept : __span(s) {}
  constexpr const Span &span() const noexcept { return __span; }

private:
  static constexpr size_t __rows = Shape::static_extent(Dim);
  using __row_tile = tile<int, shape<__rows>>;

  // Index K: a tile of as many numbers as the view has rows along Dim at
  // Dim, a number elsewhere.
  template <size_t K, class I> static constexpr bool __index_ok() {
    if constexpr (K == Dim) {
      if constexpr (__detail::__is_tile<I>)
        return __detail::__ct_same<tile_shape_t<I>, shape<__rows>> &&
               __detail::__ct_is_numeric<tile_element_t<I>>;
      else
        return false;
    } else {
      return scalar<__detail::__rm_cv_t<I>> && __detail::__ct_is_numeric<__detail::__rm_cv_t<I>>;
    }
  }
  template <class... I, size_t... K> static constexpr bool __indices_ok(__detail::__seq<size_t, K...>) {
    return (__index_ok<K, I>() && ...);
  }
  // A stored value: a tile of the view's shape whose elements do not narrow.
  template <class V> __CT_TILE static view_tile_type __value(V v) noexcept {
    static_assert(__base::__storeable, "ct::gather_scatter_view: the span's elements are const");
    return __base::__view_value(v);
  }

public:
  // What __view_members asks of a view: the indices it takes, what each
  // becomes (i32 in the cuda_tile view, as nvcc builds them) and the view.
  template <class... I> static constexpr bool __indices() {
    if constexpr (sizeof...(I) == Shape::rank())
      return __indices_ok<I...>(__detail::__make_seq<sizeof...(I)>{});
    else
      return false;
  }
  template <size_t K, class I> __CT_TILE static auto __index(I i) noexcept {
    if constexpr (K == Dim)
      return __detail::__to<__row_tile>(i);
    else
      return static_cast<int>(i);
  }
  template <__ir::padding Pad> __CT_TILE auto __view() const noexcept {
    auto tv = __detail::__tensor_view_of(__span);
    using GV = __ir::gather_scatter_view<decltype(tv), Shape, Dim, Pad>;
    return __ir::make_gather_scatter_view<GV>(tv);
  }

  // Loads and the ordered loads and stores come from __view_members; the
  // plain stores take any tile that converts without narrowing.
  template <tile_like V, class... I>
    requires(__indices<I...>())
  __CT_TILE void store(V t, I... idx) const noexcept {
    this->template __store<__ir::padding::none, __weak, __no_scope>(__value(t), __all{}, idx...);
  }
  // Elements out of bounds are not written.
  template <tile_like V, class... I>
    requires(__indices<I...>())
  __CT_TILE void store_masked(V t, I... idx) const noexcept {
    this->template __store<__ir::padding::zero, __weak, __no_scope>(__value(t), __all{}, idx...);
  }
};

template <class Span, class Shape, auto Dim>
gather_scatter_view(Span, Shape, integral_constant<Dim>)
    -> gather_scatter_view<Span, Shape, size_t(Dim)>;

} // inline namespace __1
} // namespace cuda::tiles

#endif
