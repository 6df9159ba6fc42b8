// cuda_tile/gather_scatter_view.h - ct::gather_scatter_view (CUDA 13.4).
//
// A view over a span whose dimension Dim is addressed by a tile of row
// numbers: v.load(rows, j) with Dim = 0 reads the Shape-sized tile whose row
// k is span row rows[k] (repeats allowed, in the order given); the other
// indices are scalars, passed through to the cuda_tile view as the
// partition_view's are (nvcc 13.4 does the same, probed with tileirdisasm).
// The view is one make_gather_scatter_view over the span's tensor_view with
// sparse_dim = Dim; loads and stores are load_view_tko/store_view_tko with a
// 1-d index tile at Dim. Masked forms put the padding in the view type, as
// for partition_view. Unlike the other views it has no atomic reductions
// (neither has nvcc's, and Tile IR refuses them on this view).
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
struct gather_scatter_view {
  using span_type = Span;
  using view_shape_type = Shape;
  using element_type = typename Span::element_type;
  using value_type = typename Span::value_type;
  using index_type = typename Span::index_type;
  using rank_type = typename Span::rank_type;
  using view_tile_type = tile<value_type, Shape>;

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
  static constexpr bool __storeable = __detail::__ct_same<element_type, value_type>;

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

public:
  template <class... I> static constexpr bool __indices() {
    if constexpr (sizeof...(I) == Shape::rank())
      return __indices_ok<I...>(__detail::__make_seq<sizeof...(I)>{});
    else
      return false;
  }

private:
  // Indices are i32 in the cuda_tile view, as nvcc builds them.
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
  template <__ir::padding Pad, __ir::memory_ordering O, __ir::scope S, class... I, size_t... K>
  __CT_TILE view_tile_type __load(__detail::__seq<size_t, K...>, I... idx) const noexcept {
    return __ir::load_view_tko<O, S, view_tile_type>(__view<Pad>(), __index<K>(idx)...);
  }
  template <__ir::padding Pad, __ir::memory_ordering O, __ir::scope S, class... I, size_t... K>
  __CT_TILE void __store(const view_tile_type &t, __detail::__seq<size_t, K...>,
                         I... idx) const noexcept {
    __ir::store_view_tko<O, S>(t, __view<Pad>(), __index<K>(idx)...);
  }
  // A stored value: a tile of the view's shape whose elements do not narrow.
  template <class V> __CT_TILE static view_tile_type __value(V v) noexcept {
    static_assert(__storeable, "ct::gather_scatter_view: the span's elements are const");
    constexpr bool shaped = __detail::__is_tile<V> && __detail::__ct_same<tile_shape_t<V>, Shape>;
    static_assert(shaped, "ct::gather_scatter_view: the value must be a tile of the view's "
                          "tile shape");
    if constexpr (shaped) {
      static_assert(!__detail::__store_narrows<tile_element_t<V>, value_type>(),
                    "ct::gather_scatter_view: the value would narrow to the view's element "
                    "type; convert it with ct::element_cast");
      return __detail::__to<view_tile_type>(v);
    } else {
      return view_tile_type{};
    }
  }
  template <view_padding P> static constexpr void __check_padding() {
    static_assert(P == view_padding::zero || __detail::__ct_is_basic_float<value_type>,
                  "ct::gather_scatter_view: only view_padding::zero pads a tile that is not "
                  "floating point");
  }
  using __all = __detail::__make_seq<Shape::rank()>;
  static constexpr auto __weak = __ir::memory_ordering::weak;
  static constexpr auto __no_scope = __ir::scope::none;

public:
  // Rows out of bounds must not be read: the tile must be in bounds.
  template <class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type load(I... idx) const noexcept {
    return __load<__ir::padding::none, __weak, __no_scope>(__all{}, idx...);
  }
  // Elements out of bounds read as the padding (zero by default).
  template <view_padding P = view_padding::zero, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type load_masked(I... idx) const noexcept {
    __check_padding<P>();
    return __load<__detail::__to_ir(P), __weak, __no_scope>(__all{}, idx...);
  }
  template <view_padding P, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type load_masked(view_padding_constant<P>, I... idx) const noexcept {
    return load_masked<P>(idx...);
  }
  template <tile_like V, class... I>
    requires(__indices<I...>())
  __CT_TILE void store(V t, I... idx) const noexcept {
    __store<__ir::padding::none, __weak, __no_scope>(__value(t), __all{}, idx...);
  }
  // Elements out of bounds are not written.
  template <tile_like V, class... I>
    requires(__indices<I...>())
  __CT_TILE void store_masked(V t, I... idx) const noexcept {
    __store<__ir::padding::zero, __weak, __no_scope>(__value(t), __all{}, idx...);
  }

  // With a memory order (required, a template argument or a tag before the
  // indices) and a scope (system by default), as the other views have them.
  template <memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load(I... idx) const noexcept {
    static_assert(read_memory_order<O>, "ct::atomic_load: the order must be relaxed or acquire");
    return __load<__ir::padding::none, __detail::__to_ir(O), __detail::__to_ir(S)>(__all{},
                                                                                   idx...);
  }
  template <memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load(memory_order_constant<O>, I... idx) const noexcept {
    return atomic_load<O, S>(idx...);
  }
  template <memory_order O, thread_scope S, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load(memory_order_constant<O>, thread_scope_constant<S>,
                                       I... idx) const noexcept {
    return atomic_load<O, S>(idx...);
  }
  template <view_padding P = view_padding::zero, memory_order O,
            thread_scope S = thread_scope::system, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load_masked(I... idx) const noexcept {
    static_assert(read_memory_order<O>,
                  "ct::atomic_load_masked: the order must be relaxed or acquire");
    __check_padding<P>();
    return __load<__detail::__to_ir(P), __detail::__to_ir(O), __detail::__to_ir(S)>(__all{},
                                                                                     idx...);
  }
  template <view_padding P, memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load_masked(view_padding_constant<P>, I... idx) const noexcept {
    return atomic_load_masked<P, O, S>(idx...);
  }
  template <view_padding P, memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load_masked(view_padding_constant<P>, memory_order_constant<O>,
                                              I... idx) const noexcept {
    return atomic_load_masked<P, O, S>(idx...);
  }
  template <view_padding P, memory_order O, thread_scope S, class... I>
    requires(__indices<I...>())
  __CT_TILE view_tile_type atomic_load_masked(view_padding_constant<P>, memory_order_constant<O>,
                                              thread_scope_constant<S>,
                                              I... idx) const noexcept {
    return atomic_load_masked<P, O, S>(idx...);
  }

#define __CT_GATHER_ATOMIC_STORE(NAME, PAD)                                    \
  template <memory_order O, thread_scope S = thread_scope::system, tile_like V, \
            class... I>                                                        \
    requires(__indices<I...>())                                                \
  __CT_TILE void NAME(V t, I... idx) const noexcept {                          \
    static_assert(write_memory_order<O>,                                       \
                  "ct::" #NAME ": the order must be relaxed or release");      \
    __store<PAD, __detail::__to_ir(O), __detail::__to_ir(S)>(__value(t), __all{}, idx...); \
  }                                                                            \
  template <memory_order O, thread_scope S = thread_scope::system, tile_like V, \
            class... I>                                                        \
    requires(__indices<I...>())                                                \
  __CT_TILE void NAME(V t, memory_order_constant<O>, I... idx) const noexcept { \
    NAME<O, S>(t, idx...);                                                     \
  }                                                                            \
  template <memory_order O, thread_scope S, tile_like V, class... I>           \
    requires(__indices<I...>())                                                \
  __CT_TILE void NAME(V t, memory_order_constant<O>, thread_scope_constant<S>, \
                      I... idx) const noexcept {                               \
    NAME<O, S>(t, idx...);                                                     \
  }
  __CT_GATHER_ATOMIC_STORE(atomic_store, __ir::padding::none)
  __CT_GATHER_ATOMIC_STORE(atomic_store_masked, __ir::padding::zero)
#undef __CT_GATHER_ATOMIC_STORE
};

template <class Span, class Shape, auto Dim>
gather_scatter_view(Span, Shape, integral_constant<Dim>)
    -> gather_scatter_view<Span, Shape, size_t(Dim)>;

} // inline namespace __1
} // namespace cuda::tiles

#endif
