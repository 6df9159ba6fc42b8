// cuda_tile/memory.h - layouts, tensor_span, partition_view, strided_view,
// gather/scatter through pointer tiles, and atomics.
#ifndef CUTILE_CUDA_TILE_MEMORY_H
#define CUTILE_CUDA_TILE_MEMORY_H

#include "shape_ops.h"

namespace cuda::tiles {
inline namespace __1 {

//===----------------------------------------------------------------------===//
// Layout mappings (strides in elements). Static strides are known when the
// extents they depend on are static.
//===----------------------------------------------------------------------===//
template <extents_like E> struct layout_right_mapping;
template <extents_like E> struct layout_left_mapping;
template <extents_like E, class S> struct layout_strided_mapping;

struct layout_right {
  template <class E> using mapping = layout_right_mapping<E>;
  template <class E> using mapping_type = layout_right_mapping<E>;
};
struct layout_left {
  template <class E> using mapping = layout_left_mapping<E>;
  template <class E> using mapping_type = layout_left_mapping<E>;
};
template <class S> struct layout_strided {
  template <class E> using mapping = layout_strided_mapping<E, S>;
  template <class E> using mapping_type = layout_strided_mapping<E, S>;
};

namespace __detail {
template <class E, bool Right> struct __packed_mapping {
  using extents_type = E;
  using index_type = typename E::index_type;
  using rank_type = typename E::rank_type;
  [[no_unique_address]] E __e{};
  constexpr __packed_mapping() noexcept = default;
  constexpr __packed_mapping(const E &e) noexcept : __e(e) {}
  constexpr const extents_type &extents() const noexcept { return __e; }
  static constexpr bool is_always_strided() noexcept { return true; }
  static constexpr bool is_always_unique() noexcept { return true; }
  static constexpr bool is_always_exhaustive() noexcept { return true; }
  static constexpr size_t static_stride(rank_type r) noexcept {
    size_t s = 1;
    for (size_t i = 0; i < E::rank(); ++i)
      if (Right ? i > r : i < r) {
        if (E::static_extent(i) == dynamic_extent)
          return dynamic_stride;
        s *= E::static_extent(i);
      }
    return s;
  }
  constexpr index_type stride(rank_type r) const noexcept {
    index_type s = 1;
    for (size_t i = 0; i < E::rank(); ++i)
      if (Right ? i > r : i < r)
        s *= __e.extent(i);
    return s;
  }
  constexpr index_type required_span_size() const noexcept {
    index_type n = 1;
    for (size_t i = 0; i < E::rank(); ++i)
      n *= __e.extent(i);
    return n;
  }
  template <class... I>
    requires(sizeof...(I) == E::rank())
  constexpr index_type operator()(I... idx) const noexcept {
    index_type is[] = {index_type(idx)..., 0};
    index_type off = 0;
    for (size_t r = 0; r < E::rank(); ++r)
      off += is[r] * stride(r);
    return off;
  }
};
} // namespace __detail

template <extents_like E> struct layout_right_mapping : __detail::__packed_mapping<E, true> {
  using __detail::__packed_mapping<E, true>::__packed_mapping;
  using layout_type = layout_right;
};
template <extents_like E> struct layout_left_mapping : __detail::__packed_mapping<E, false> {
  using __detail::__packed_mapping<E, false>::__packed_mapping;
  using layout_type = layout_left;
};
template <class E> layout_right_mapping(E) -> layout_right_mapping<E>;
template <class E> layout_left_mapping(E) -> layout_left_mapping<E>;

// Explicit strides, as ct::strides or (before 13.4) as ct::extents.
template <extents_like E, class S> struct layout_strided_mapping {
  static_assert(extents_like<S> || strides_like<S>,
                "ct::layout_strided_mapping: the strides must be ct::strides or ct::extents");
  static_assert(S::rank() == E::rank(),
                "ct::layout_strided_mapping: one stride per dimension is needed");
  using extents_type = E;
  using strides_type = S;
  using index_type = typename E::index_type;
  using rank_type = typename E::rank_type;
  using layout_type = layout_strided<S>;
  [[no_unique_address]] E __e{};
  [[no_unique_address]] S __s{};
  constexpr layout_strided_mapping() noexcept = default;
  constexpr layout_strided_mapping(const E &e, const S &s) noexcept : __e(e), __s(s) {}
  constexpr const extents_type &extents() const noexcept { return __e; }
  constexpr const strides_type &strides() const noexcept { return __s; }
  static constexpr bool is_always_strided() noexcept { return true; }
  static constexpr size_t static_stride(rank_type r) noexcept {
    if constexpr (strides_like<S>)
      return S::static_stride(r);
    else
      return S::static_extent(r);
  }
  constexpr index_type stride(rank_type r) const noexcept {
    if constexpr (strides_like<S>)
      return index_type(__s.stride(r));
    else
      return index_type(__s.extent(r));
  }
  template <class... I>
    requires(sizeof...(I) == E::rank())
  constexpr index_type operator()(I... idx) const noexcept {
    index_type is[] = {index_type(idx)..., 0};
    index_type off = 0;
    for (size_t r = 0; r < E::rank(); ++r)
      off += is[r] * stride(r);
    return off;
  }
};
template <class E, class S> layout_strided_mapping(E, S) -> layout_strided_mapping<E, S>;

template <class M>
concept layout_mapping = requires(const M &m) {
  typename M::extents_type;
  typename M::index_type;
  typename M::rank_type;
  typename M::layout_type;
  m.extents();
  m.stride(0);
  M::static_stride(0);
  M::is_always_strided();
};
template <layout_mapping A, layout_mapping B>
constexpr bool layout_mapping_equal(const A &a, const B &b) noexcept {
  if (!extents_equal(a.extents(), b.extents()))
    return false;
  for (size_t r = 0; r < A::extents_type::rank(); ++r)
    if ((unsigned long long)a.stride(r) != (unsigned long long)b.stride(r))
      return false;
  return true;
}

template <class E> struct default_accessor {
  using element_type = E;
  using reference = E &;
  using data_handle_type = E *;
  using offset_policy = default_accessor;
  static constexpr bool is_plain_pointer_access = true;
};
template <class A>
concept accessor_policy = requires {
  typename A::element_type;
  typename A::reference;
  typename A::data_handle_type;
} && A::is_plain_pointer_access;

//===----------------------------------------------------------------------===//
// tensor_span: a pointer with extents and a layout (non-owning, like mdspan).
//===----------------------------------------------------------------------===//
template <class E, class Extents, class Layout = layout_right,
          class Accessor = default_accessor<E>>
struct tensor_span {
  static_assert(scalar<__detail::__rm_cv_t<E>>,
                "ct::tensor_span: the element type must be a numeric scalar");
  static_assert(extents_like<Extents>, "ct::tensor_span: Extents must be a ct::extents");
  using element_type = E;
  using value_type = __detail::__rm_cv_t<E>;
  using extents_type = Extents;
  using layout_type = Layout;
  using accessor_type = Accessor;
  using mapping_type = typename Layout::template mapping<Extents>;
  using index_type = typename Extents::index_type;
  using size_type = index_type;
  using rank_type = typename Extents::rank_type;
  using data_handle_type = typename Accessor::data_handle_type;
  using reference = typename Accessor::reference;

  data_handle_type __p = nullptr;
  [[no_unique_address]] mapping_type __m{};
  [[no_unique_address]] accessor_type __a{};

  constexpr tensor_span() noexcept = default;
  constexpr tensor_span(data_handle_type p, const extents_type &e) noexcept
      : __p(p), __m(mapping_type(e)) {}
  constexpr tensor_span(data_handle_type p, const extents_type &e, Layout) noexcept
      : __p(p), __m(mapping_type(e)) {}
  constexpr tensor_span(data_handle_type p, const mapping_type &m) noexcept : __p(p), __m(m) {}
  constexpr tensor_span(data_handle_type p, const mapping_type &m, const accessor_type &a) noexcept
      : __p(p), __m(m), __a(a) {}

  static constexpr rank_type rank() noexcept { return Extents::rank(); }
  static constexpr rank_type rank_dynamic() noexcept { return Extents::rank_dynamic(); }
  constexpr data_handle_type data_handle() const noexcept { return __p; }
  constexpr const mapping_type &mapping() const noexcept { return __m; }
  constexpr const accessor_type &accessor() const noexcept { return __a; }
  constexpr const extents_type &extents() const noexcept { return __m.extents(); }
  constexpr index_type extent(rank_type r) const noexcept { return extents().extent(r); }
  constexpr index_type stride(rank_type r) const noexcept { return __m.stride(r); }
};
template <class P, class Ext>
  requires extents_like<Ext>
tensor_span(P *, Ext) -> tensor_span<P, Ext>;
template <class P, class Ext, class L>
  requires extents_like<Ext>
tensor_span(P *, Ext, L) -> tensor_span<P, Ext, L>;
template <class P, class M>
  requires(layout_mapping<M> && !extents_like<M>)
tensor_span(P *, M) -> tensor_span<P, typename M::extents_type, typename M::layout_type>;

template <class T>
concept tensor_span_like = requires(const T &t) {
  typename T::element_type;
  typename T::value_type;
  typename T::extents_type;
  typename T::mapping_type;
  typename T::index_type;
  t.data_handle();
  t.mapping();
};

namespace __detail {
// Positions of the runtime extents (or strides) of a mapping.
template <class M, bool Strides> constexpr auto __dynamic_positions() {
  using E = typename M::extents_type;
  constexpr size_t n = [] {
    size_t c = 0;
    for (size_t r = 0; r < E::rank(); ++r)
      c += (Strides ? M::static_stride(r) == dynamic_stride
                    : E::static_extent(r) == dynamic_extent);
    return c;
  }();
  __dims<n> d{};
  size_t c = 0;
  for (size_t r = 0; r < E::rank(); ++r)
    if (Strides ? M::static_stride(r) == dynamic_stride : E::static_extent(r) == dynamic_extent)
      d.v[c++] = r;
  d.ok = true;
  return d;
}
template <class M, bool Strides> constexpr size_t __num_dynamic() {
  using E = typename M::extents_type;
  size_t c = 0;
  for (size_t r = 0; r < E::rank(); ++r)
    c += (Strides ? M::static_stride(r) == dynamic_stride
                  : E::static_extent(r) == dynamic_extent);
  return c;
}

template <class Span, class Seq> struct __view_types;
template <class Span, size_t... R> struct __view_types<Span, __seq<size_t, R...>> {
  using M = typename Span::mapping_type;
  using E = typename Span::extents_type;
  using I = typename E::index_type;
  using shape_t = extents<I, E::static_extent(R)...>;
  using strides_t = strides<I, M::static_stride(R)...>;
  using tensor_view =
      __ir::tensor_view<__mem_elem_t<typename Span::value_type>, shape_t, strides_t>;
};

// The paddings a floating-point view element can represent (CUDA 13.5,
// per format): e8m0 has no zero (not even a signed one), e2m1 no NaN or
// infinities, e4m3 and ue5m3 no infinities, the unsigned formats no -0.
template <view_padding P, class E> constexpr bool __fp_padding_ok() {
  constexpr __fpk k = __fp_kind<E>;
  switch (P) {
  case view_padding::zero:
    return k != __fpk::e8m0;
  case view_padding::negative_zero:
    return k != __fpk::e8m0 && k != __fpk::ue5m3 && k != __fpk::e2m1;
  case view_padding::positive_inf:
  case view_padding::negative_inf:
    return k != __fpk::e4m3 && k != __fpk::ue5m3 && k != __fpk::e8m0 && k != __fpk::e2m1;
  case view_padding::nan:
    return k != __fpk::e2m1;
  }
  return false;
}

template <class I> __CT_TILE int __view_index(I i) noexcept { return static_cast<int>(i); }

template <class Span, size_t... DS, size_t... DT>
__CT_TILE auto __make_tensor_view(const Span &s, __seq<size_t, DS...>,
                                  __seq<size_t, DT...>) noexcept {
  using M = typename Span::mapping_type;
  using TV = typename __view_types<Span, __make_seq<Span::rank()>>::tensor_view;
  constexpr auto ds = __dynamic_positions<M, false>();
  constexpr auto dt = __dynamic_positions<M, true>();
  // Views are indexed in 32 bits, as nvcc builds them: its extents, strides
  // and tile indices are all i32 (wider values are truncated), and TMA
  // takes 32-bit shapes, so a 64-bit view would also lose TMA.
  return __ir::make_tensor_view<TV>(s.data_handle(), __view_index(s.extent(ds.v[DS]))...,
                                    __view_index(s.stride(dt.v[DT]))...);
}
template <class Span> __CT_TILE auto __tensor_view_of(const Span &s) noexcept {
  using M = typename Span::mapping_type;
  return __make_tensor_view(s, __make_seq<__num_dynamic<M, false>()>{},
                            __make_seq<__num_dynamic<M, true>()>{});
}

constexpr __ir::padding __to_ir(view_padding p) {
  switch (p) {
  case view_padding::zero: return __ir::padding::zero;
  case view_padding::negative_zero: return __ir::padding::neg_zero;
  case view_padding::positive_inf: return __ir::padding::pos_inf;
  case view_padding::negative_inf: return __ir::padding::neg_inf;
  case view_padding::nan: return __ir::padding::nan;
  }
  return __ir::padding::zero;
}
constexpr __ir::memory_ordering __to_ir(memory_order o) {
  switch (o) {
  case memory_order::relaxed: return __ir::memory_ordering::relaxed;
  case memory_order::acquire: return __ir::memory_ordering::acquire;
  case memory_order::release: return __ir::memory_ordering::release;
  case memory_order::acq_rel: return __ir::memory_ordering::acq_rel;
  }
  return __ir::memory_ordering::relaxed;
}
constexpr __ir::scope __to_ir(thread_scope s) {
  switch (s) {
  case thread_scope::block: return __ir::scope::tl_blk;
  case thread_scope::device: return __ir::scope::device;
  case thread_scope::system: return __ir::scope::sys;
  }
  return __ir::scope::sys;
}
template <class Seq> struct __identity_map;
template <size_t... I> struct __identity_map<__seq<size_t, I...>> {
  using type = dimension_map<I...>;
};

// Atomic read-modify-write kinds and the cuda_tile mode each becomes.
enum class __atomic { add, sub, and_, or_, xor_, max, min, xchg };
template <__atomic K, class E> constexpr __ir::rmw __rmw_mode() {
  constexpr bool f = __ct_is_float<E>, s = __scalar_info<E>::is_signed;
  switch (K) {
  case __atomic::add:
  case __atomic::sub: return f ? __ir::rmw::addf : __ir::rmw::add;
  case __atomic::and_: return __ir::rmw::and_;
  case __atomic::or_: return __ir::rmw::or_;
  case __atomic::xor_: return __ir::rmw::xor_;
  case __atomic::max: return s ? __ir::rmw::max : __ir::rmw::umax;
  case __atomic::min: return s ? __ir::rmw::min : __ir::rmw::umin;
  case __atomic::xchg: return __ir::rmw::xchg;
  }
  return __ir::rmw::add;
}
// The element types an atomic view reduction takes (nvcc 13.4): 32- and
// 64-bit integers for the bitwise and min/max kinds; add and sub also take
// double, float, __half and, from sm_90 on (and on the host), __nv_bfloat16.
template <__atomic K, class E> constexpr bool __view_atomic_element_ok() {
  using I = __scalar_info<E>;
  constexpr bool int3264 = I::kind == __kind::integer && (I::bits == 32 || I::bits == 64);
  if constexpr (K == __atomic::add || K == __atomic::sub) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
    constexpr bool bf16 = false;
#else
    constexpr bool bf16 = __ct_same<E, __nv_bfloat16>;
#endif
    return int3264 || __ct_same<E, double> || __ct_same<E, float> || __ct_same<E, __half> ||
           bf16;
  } else {
    return int3264;
  }
}
} // namespace __detail

//===----------------------------------------------------------------------===//
// Tile views over a span. Every view (partition, strided, gather/scatter)
// shares its loads and its ordered loads and stores (__view_members); a view
// only says how it builds its cuda_tile view (__view<Pad>()), which indices
// it takes (__indices<I...>()) and what each becomes in Tile IR
// (__index<K>(i)). The views indexed by numbers alone add their stores and
// atomic reductions (__tile_view_members).
//===----------------------------------------------------------------------===//
namespace __detail {
template <class Derived, class Span, class Shape> struct __view_members {
  using span_type = Span;
  using view_shape_type = Shape;
  using element_type = typename Span::element_type;
  using value_type = typename Span::value_type;
  using index_type = typename Span::index_type;
  using rank_type = typename Span::rank_type;
  using view_tile_type = tile<value_type, Shape>;

  // No rank(): nvcc 13.4's views have none (the span's is static).

  template <__ir::padding Pad> __CT_TILE auto __v() const noexcept {
    return static_cast<const Derived *>(this)->template __view<Pad>();
  }
  // Checked when a member is chosen, so Derived is complete by then.
  template <class... I> static constexpr bool __takes() {
    return Derived::template __indices<I...>();
  }

  // A value stored through the view: a tile of the view's shape whose
  // elements convert without narrowing (integers do not go to floating
  // point), as nvcc 13.4 requires of its atomic members.
  template <class V> static constexpr bool __is_view_value() {
    if constexpr (__is_tile<V>)
      return __ct_same<tile_shape_t<V>, Shape>;
    else
      return false;
  }
  template <class V> __CT_TILE static view_tile_type __view_value(V v) noexcept {
    static_assert(__is_view_value<V>(),
                  "ct: the value must be a tile of the view's tile shape");
    if constexpr (__is_view_value<V>()) {
      using E = tile_element_t<V>;
      static_assert(!__narrows<E, value_type>() &&
                        !(__ct_is_integral<E> && __ct_is_float<value_type>),
                    "ct: the value would narrow to the view's element type; convert it "
                    "with ct::element_cast");
      return __to<view_tile_type>(v);
    } else {
      return view_tile_type{};
    }
  }
  static constexpr bool __storeable = __ct_same<element_type, value_type>;

  // The one load and the one store every member comes down to.
  template <__ir::padding Pad, __ir::memory_ordering O, __ir::scope S, size_t... K, class... I>
  __CT_TILE view_tile_type __load(__seq<size_t, K...>, I... idx) const noexcept {
    if constexpr (__ct_same<value_type, __fp4>)
      return __fp4_from_bytes(__ir::load_view_tko<O, S, tile<signed char, Shape>>(
          __v<Pad>(), Derived::template __index<K>(idx)...));
    else
      return __ir::load_view_tko<O, S, view_tile_type>(__v<Pad>(),
                                                       Derived::template __index<K>(idx)...);
  }
  template <__ir::padding Pad, __ir::memory_ordering O, __ir::scope S, size_t... K, class... I>
  __CT_TILE void __store(const view_tile_type &t, __seq<size_t, K...>, I... idx) const noexcept {
    if constexpr (__ct_same<value_type, __fp4>)
      __ir::store_view_tko<O, S>(__fp4_to_bytes(t), __v<Pad>(),
                                 Derived::template __index<K>(idx)...);
    else
      __ir::store_view_tko<O, S>(t, __v<Pad>(), Derived::template __index<K>(idx)...);
  }
  using __all = __make_seq<Shape::rank()>;
  static constexpr auto __weak = __ir::memory_ordering::weak;
  static constexpr auto __no_scope = __ir::scope::none;

  // The tile must be fully in bounds.
  template <class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type load(I... idx) const noexcept {
    return __load<__ir::padding::none, __weak, __no_scope>(__all{}, idx...);
  }
  // Out-of-bounds elements read as the padding (zero by default).
  template <view_padding P = view_padding::zero, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type load_masked(I... idx) const noexcept {
    static_assert(P == view_padding::zero || __ct_is_float<value_type>,
                  "ct: load_masked: only view_padding::zero pads a tile that is not "
                  "floating point");
    static_assert(!__ct_is_float<value_type> || __fp_padding_ok<P, value_type>(),
                  "ct: load_masked: the view's element type cannot represent this "
                  "padding (e8m0 has no zero, e2m1 pads with zero only, e4m3 and "
                  "ue5m3 have no infinities)");
    return __load<__to_ir(P), __weak, __no_scope>(__all{}, idx...);
  }
  template <view_padding P, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type load_masked(view_padding_constant<P>, I... idx) const noexcept {
    return load_masked<P>(idx...);
  }

  // Loads and stores with a memory order (CUDA 13.4): the order is required,
  // as a template argument or a tag before the indices; the scope follows
  // it and defaults to the system. Loads are relaxed or acquire, stores
  // relaxed or release. The masked forms pad and skip as load_masked and
  // store_masked do.
  template <memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load(I... idx) const noexcept {
    static_assert(read_memory_order<O>,
                  "ct::atomic_load: the order must be relaxed or acquire");
    return __load<__ir::padding::none, __to_ir(O), __to_ir(S)>(__all{}, idx...);
  }
  template <memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load(memory_order_constant<O>, I... idx) const noexcept {
    return atomic_load<O, S>(idx...);
  }
  template <memory_order O, thread_scope S, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load(memory_order_constant<O>, thread_scope_constant<S>,
                                       I... idx) const noexcept {
    return atomic_load<O, S>(idx...);
  }
  template <view_padding P = view_padding::zero, memory_order O,
            thread_scope S = thread_scope::system, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load_masked(I... idx) const noexcept {
    static_assert(read_memory_order<O>,
                  "ct::atomic_load_masked: the order must be relaxed or acquire");
    static_assert(P == view_padding::zero || __ct_is_float<value_type>,
                  "ct::atomic_load_masked: only view_padding::zero pads a tile that is not "
                  "floating point");
    static_assert(!__ct_is_float<value_type> || __fp_padding_ok<P, value_type>(),
                  "ct::atomic_load_masked: the view's element type cannot represent this "
                  "padding (e8m0 has no zero, e2m1 pads with zero only, e4m3 and "
                  "ue5m3 have no infinities)");
    return __load<__to_ir(P), __to_ir(O), __to_ir(S)>(__all{}, idx...);
  }
  template <view_padding P, memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load_masked(view_padding_constant<P>,
                                              I... idx) const noexcept {
    return atomic_load_masked<P, O, S>(idx...);
  }
  template <view_padding P, memory_order O, thread_scope S = thread_scope::system, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load_masked(view_padding_constant<P>, memory_order_constant<O>,
                                              I... idx) const noexcept {
    return atomic_load_masked<P, O, S>(idx...);
  }
  template <view_padding P, memory_order O, thread_scope S, class... I>
    requires(__takes<I...>())
  __CT_TILE view_tile_type atomic_load_masked(view_padding_constant<P>, memory_order_constant<O>,
                                              thread_scope_constant<S>,
                                              I... idx) const noexcept {
    return atomic_load_masked<P, O, S>(idx...);
  }

#define __CT_VIEW_ATOMIC_STORE(NAME, PAD)                                      \
  template <memory_order O, thread_scope S = thread_scope::system, tile_like V, \
            class... I>                                                        \
    requires(__takes<I...>())                                                  \
  __CT_TILE void NAME(V t, I... idx) const noexcept {                          \
    static_assert(write_memory_order<O>,                                       \
                  "ct::" #NAME ": the order must be relaxed or release");      \
    static_assert(__storeable, "ct::" #NAME ": the span's elements are const"); \
    __store<PAD, __to_ir(O), __to_ir(S)>(__view_value(t), __all{}, idx...);    \
  }                                                                            \
  template <memory_order O, thread_scope S = thread_scope::system, tile_like V, \
            class... I>                                                        \
    requires(__takes<I...>())                                                  \
  __CT_TILE void NAME(V t, memory_order_constant<O>, I... idx) const noexcept { \
    NAME<O, S>(t, idx...);                                                     \
  }                                                                            \
  template <memory_order O, thread_scope S, tile_like V, class... I>           \
    requires(__takes<I...>())                                                  \
  __CT_TILE void NAME(V t, memory_order_constant<O>, thread_scope_constant<S>, \
                      I... idx) const noexcept {                               \
    NAME<O, S>(t, idx...);                                                     \
  }
  __CT_VIEW_ATOMIC_STORE(atomic_store, __ir::padding::none)
  __CT_VIEW_ATOMIC_STORE(atomic_store_masked, __ir::padding::zero)
#undef __CT_VIEW_ATOMIC_STORE
};

// Partition and strided views: one number per dimension.
template <class Derived, class Span, class Shape>
struct __tile_view_members : __view_members<Derived, Span, Shape> {
  using __base = __view_members<Derived, Span, Shape>;
  using typename __base::view_tile_type;
  using typename __base::value_type;
  using __base::__storeable;
  using __base::__view_value;
  using typename __base::__all;
  using __base::__weak;
  using __base::__no_scope;

  template <class... I> static constexpr bool __indices() {
    return sizeof...(I) == Shape::rank() && (integral<I> && ...);
  }
  template <size_t K, class I> __CT_TILE static int __index(I i) noexcept {
    return __view_index(i);
  }

  template <integral... I>
    requires(sizeof...(I) == Shape::rank())
  __CT_TILE void store(const view_tile_type &t, I... idx) const noexcept {
    static_assert(__storeable, "ct: store: the span's elements are const");
    this->template __store<__ir::padding::none, __weak, __no_scope>(t, __all{}, idx...);
  }
  // Out-of-bounds elements are not written.
  template <integral... I>
    requires(sizeof...(I) == Shape::rank())
  __CT_TILE void store_masked(const view_tile_type &t, I... idx) const noexcept {
    static_assert(__storeable, "ct: store_masked: the span's elements are const");
    this->template __store<__ir::padding::zero, __weak, __no_scope>(t, __all{}, idx...);
  }

  // Element-wise atomic reductions into the tile at idx (no result), as
  // nvcc 13.4 spells them: v.atomic_add(t, ct::memory_order_relaxed_t{},
  // ct::thread_scope_device_t{}, idx...). The order must be relaxed and the
  // scope device or block; sub adds the negated value.
  template <__atomic K, memory_order O, thread_scope S, class V, class... I>
  __CT_TILE void __atomic_red(V t, I... idx) const noexcept {
    static_assert(O == memory_order::relaxed,
                  "ct: a view atomic's order must be relaxed (ct::memory_order_relaxed_t)");
    static_assert(S == thread_scope::device || S == thread_scope::block,
                  "ct: a view atomic's scope must be device or block "
                  "(ct::thread_scope_device_t, ct::thread_scope_block_t)");
    static_assert(__storeable, "ct: a view atomic needs a span whose elements are not const");
    static_assert(K == __atomic::add || K == __atomic::sub ||
                      __view_atomic_element_ok<K, value_type>(),
                  "ct: view atomic_and/or/xor/max/min need 32- or 64-bit integer elements");
    static_assert(!(K == __atomic::add || K == __atomic::sub) ||
                      __view_atomic_element_ok<K, value_type>(),
                  "ct: view atomic_add/sub need 32- or 64-bit integer, double, float, "
                  "__half or (sm_90 and later) __nv_bfloat16 elements");
    view_tile_type v = __view_value(t);
    if constexpr (K == __atomic::sub)
      v = -v;
    __ir::atomic_red_view_tko<__to_ir(O), __to_ir(S), __rmw_mode<K, value_type>()>(
        this->template __v<__ir::padding::none>(), v, __view_index(idx)...);
  }
#define __CT_VIEW_ATOMIC(NAME, KIND)                                           \
  template <memory_order O, thread_scope S, tile_like V, integral... I>        \
    requires(sizeof...(I) == Shape::rank())                                    \
  __CT_TILE void NAME(V t, memory_order_constant<O>, thread_scope_constant<S>, \
                      I... idx) const noexcept {                               \
    __atomic_red<__atomic::KIND, O, S>(t, idx...);                             \
  }                                                                            \
  /* The form without order and scope (before CUDA 13.4): an error. */         \
  template <tile_like V, integral... I>                                        \
    requires(sizeof...(I) == Shape::rank())                                    \
  __CT_TILE void NAME(V, I...) const noexcept {                                \
    static_assert(sizeof(V) == 0,                                              \
                  "ct: view atomics take the order and scope before the indices, "  \
                  "as in CUDA 13.4: v." #NAME "(t, ct::memory_order_relaxed_t{}, " \
                  "ct::thread_scope_device_t{}, idx...)");                    \
  }
  __CT_VIEW_ATOMIC(atomic_add, add)
  __CT_VIEW_ATOMIC(atomic_sub, sub)
  __CT_VIEW_ATOMIC(atomic_and, and_)
  __CT_VIEW_ATOMIC(atomic_or, or_)
  __CT_VIEW_ATOMIC(atomic_xor, xor_)
  __CT_VIEW_ATOMIC(atomic_max, max)
  __CT_VIEW_ATOMIC(atomic_min, min)
#undef __CT_VIEW_ATOMIC
  // CUDA 13.5's masked spellings (partition and strided views only): the
  // same op, which skips out-of-bounds elements either way; nvcc emits the
  // same atomic_red_view_tko for both.
#define __CT_VIEW_ATOMIC_MASKED(NAME, KIND)                                    \
  template <memory_order O, thread_scope S, tile_like V, integral... I>        \
    requires(sizeof...(I) == Shape::rank())                                    \
  __CT_SINCE_13_5("ct::" #NAME)                                                \
  __CT_TILE void NAME(V t, memory_order_constant<O>, thread_scope_constant<S>, \
                      I... idx) const noexcept {                               \
    __atomic_red<__atomic::KIND, O, S>(t, idx...);                             \
  }
  __CT_VIEW_ATOMIC_MASKED(atomic_add_masked, add)
  __CT_VIEW_ATOMIC_MASKED(atomic_sub_masked, sub)
  __CT_VIEW_ATOMIC_MASKED(atomic_and_masked, and_)
  __CT_VIEW_ATOMIC_MASKED(atomic_or_masked, or_)
  __CT_VIEW_ATOMIC_MASKED(atomic_xor_masked, xor_)
  __CT_VIEW_ATOMIC_MASKED(atomic_max_masked, max)
  __CT_VIEW_ATOMIC_MASKED(atomic_min_masked, min)
#undef __CT_VIEW_ATOMIC_MASKED
};
} // namespace __detail

//===----------------------------------------------------------------------===//
// partition_view: the span cut into a grid of Shape-sized tiles; indices are
// tile coordinates.
//===----------------------------------------------------------------------===//
template <class Span, class Shape>
struct partition_view
    : __detail::__tile_view_members<partition_view<Span, Shape>, Span, Shape> {
  static_assert(tensor_span_like<Span>, "ct::partition_view: Span must be a ct::tensor_span");
  static_assert(shape_like<Shape>, "ct::partition_view: the tile shape must be a ct::shape<...>");
  static_assert(__detail::__all_pow2<Shape>(),
                "ct::tile: every dimension of a tile shape must be a power of two "
                "(1, 2, 4, 8, ...)");
  static_assert(!__detail::__all_pow2<Shape>() || __detail::__within_tile_limits<Shape>(),
                "ct::tile: a tile holds at most 2^24 (16777216) elements, in all "
                "and along each dimension");
  static_assert(Shape::rank() == Span::extents_type::rank(),
                "ct::partition_view: the tile shape must have the span's rank");

  Span __span;
  constexpr partition_view(const Span &s, Shape = {}) noexcept : __span(s) {}
  constexpr const Span &span() const noexcept { return __span; }

  template <__ir::padding Pad> __CT_TILE auto __view() const noexcept {
    auto tv = __detail::__tensor_view_of(__span);
    using DM = typename __detail::__identity_map<__detail::__make_seq<Shape::rank()>>::type;
    using PV = __ir::partition_view<decltype(tv), Shape, Pad, DM>;
    return __ir::make_partition_view<PV>(tv);
  }
};
template <class Span, class Shape>
partition_view(Span, Shape) -> partition_view<Span, Shape>;

//===----------------------------------------------------------------------===//
// strided_view (CUDA 13.4): Shape-sized chunks whose index i along dimension
// d starts at element i * Strides[d]. The strides are compile-time values, so
// chunks may overlap or leave gaps; ct::strided_view{span, ct::shape{2_ic,
// 2_ic}, ct::strides{3_ic, 4_ic}}.
//===----------------------------------------------------------------------===//
template <class Span, class Shape, class Strides>
struct strided_view
    : __detail::__tile_view_members<strided_view<Span, Shape, Strides>, Span, Shape> {
  static_assert(tensor_span_like<Span>, "ct::strided_view: Span must be a ct::tensor_span");
  static_assert(shape_like<Shape>, "ct::strided_view: the tile shape must be a ct::shape<...>");
  static_assert(__detail::__all_pow2<Shape>(),
                "ct::tile: every dimension of a tile shape must be a power of two "
                "(1, 2, 4, 8, ...)");
  static_assert(!__detail::__all_pow2<Shape>() || __detail::__within_tile_limits<Shape>(),
                "ct::tile: a tile holds at most 2^24 (16777216) elements, in all "
                "and along each dimension");
  static_assert(Shape::rank() == Span::extents_type::rank(),
                "ct::strided_view: the tile shape must have the span's rank");
  static_assert(strides_like<Strides> && Strides::rank() == Shape::rank(),
                "ct::strided_view: one stride per dimension is needed (ct::strides{...})");
  static_assert(Strides::rank_dynamic() == 0,
                "ct::strided_view: the strides must be compile-time values "
                "(ct::strides{3_ic, 4_ic})");
  static_assert(
      [] {
        for (size_t r = 0; r < Strides::rank(); ++r)
          if (Strides::static_stride(r) == 0 || Strides::static_stride(r) > 0x7fffffff)
            return false;
        return true;
      }(),
      "ct::strided_view: every stride must be positive");
  using strides_type = Strides;

  Span __span;
  constexpr strided_view(const Span &s, Shape = {}, Strides = {}) noexcept : __span(s) {}
  constexpr const Span &span() const noexcept { return __span; }
  static constexpr Strides strides() noexcept { return {}; }

  template <__ir::padding Pad> __CT_TILE auto __view() const noexcept {
    auto tv = __detail::__tensor_view_of(__span);
    using DM = typename __detail::__identity_map<__detail::__make_seq<Shape::rank()>>::type;
    using SV = __ir::strided_view<decltype(tv), Shape, Strides, Pad, DM>;
    return __ir::make_strided_view<SV>(tv);
  }
};
template <class Span, class Shape, class Strides>
strided_view(Span, Shape, Strides) -> strided_view<Span, Shape, Strides>;

//===----------------------------------------------------------------------===//
// Gather and scatter through pointer tiles (a plain pointer is a 0-d one).
//===----------------------------------------------------------------------===//
namespace __detail {
template <class P> using __ptr_tile_t = tile<tile_element_t<P>, tile_shape_t<P>>;
template <class P> using __loaded_tile_t = tile_load_t<__ptr_tile_t<P>>;
template <class P, class R> __CT_TILE auto __result(R r) noexcept {
  if constexpr (__is_tile<P>)
    return r;
  else
    return static_cast<tile_element_t<R>>(r);
}
template <class M, class S> __CT_TILE tile<bool, S> __mask_to(M m) noexcept {
  static_assert(broadcastable_to<M, S>,
                "ct: the mask must broadcast to the pointer tile's shape");
  return __to<tile<bool, S>>(m);
}
// Would a stored value (or a padding) of element type From narrow to To?
// nvcc 13.4's rule for memory: integers never go to floating point.
template <class From, class To> constexpr bool __store_narrows() {
  return __narrows<From, To>() || (__ct_is_integral<From> && __ct_is_float<To>);
}
// A value written through a pointer tile is a tile of the pointer tile's
// shape (a scalar through a plain pointer), as nvcc 13.4 takes it: no
// broadcast, no narrowing.
template <class V, class T> __CT_TILE T __value_to(V v) noexcept {
  constexpr bool shaped = __ct_same<tile_shape_t<V>, tile_shape_t<T>>;
  static_assert(shaped, "ct: the value must have the pointer tile's shape (nvcc does not "
                        "broadcast it); use ct::broadcast or ct::full");
  static_assert(!__store_narrows<tile_element_t<V>, tile_element_t<T>>(),
                "ct: the value would narrow to the pointee type; convert it with "
                "ct::element_cast");
  if constexpr (shaped)
    return __to<T>(v);
  else
    return T{};
}
// A padding: broadcast to the pointer tile's shape, without narrowing.
template <class Pad, class R> __CT_TILE R __padding_to(Pad pad) noexcept {
  static_assert(broadcastable_to<Pad, tile_shape_t<R>>,
                "ct: the padding must broadcast to the pointer tile's shape");
  static_assert(!__store_narrows<tile_element_t<Pad>, tile_element_t<R>>(),
                "ct: the padding would narrow to the pointee type; write it in the "
                "pointee type (0.0f, not 0 or 0.0, for float)");
  return __to<R>(pad);
}
// Pointer tiles move fp4 as bytes too (a __nv_fp4_e2m1* is a ptr<i8>).
template <class T> using __mem_tile_t = tile_with_element_t<T, __mem_elem_t<tile_element_t<T>>>;
template <class T> __CT_TILE __mem_tile_t<T> __to_mem(T t) noexcept {
  if constexpr (__ct_same<tile_element_t<T>, __fp4>)
    return __fp4_to_bytes(t);
  else
    return t;
}
template <class R, class T> __CT_TILE R __from_mem(T t) noexcept {
  if constexpr (__ct_same<tile_element_t<R>, __fp4>)
    return __fp4_from_bytes(t);
  else
    return t;
}
} // namespace __detail

template <loadable_tile P> __CT_TILE tile_load_t<P> load(P ptrs) noexcept {
  using R = __detail::__loaded_tile_t<P>;
  return __detail::__result<P>(__detail::__from_mem<R>(
      __ir::load_ptr_tko<__ir::memory_ordering::weak, __ir::scope::none,
                         __detail::__mem_tile_t<R>>(__detail::__as_tile(ptrs))));
}
// Lanes whose mask is false read `pad` (zero when omitted) and touch no memory.
template <loadable_tile P, bool_tile_convertible M, class Pad>
  requires tile_like<Pad>
__CT_TILE tile_load_t<P> load_masked(P ptrs, M mask, Pad pad) noexcept {
  using R = __detail::__loaded_tile_t<P>;
  using S = tile_shape_t<P>;
  return __detail::__result<P>(__detail::__from_mem<R>(
      __ir::load_ptr_tko__masked<__ir::memory_ordering::weak, __ir::scope::none,
                                 __detail::__mem_tile_t<R>>(
          __detail::__as_tile(ptrs), __detail::__mask_to<M, S>(mask),
          __detail::__to_mem(__detail::__padding_to<Pad, R>(pad)))));
}
template <loadable_tile P, bool_tile_convertible M>
__CT_TILE tile_load_t<P> load_masked(P ptrs, M mask) noexcept {
  return load_masked(ptrs, mask, zeros<__detail::__loaded_tile_t<P>>());
}
template <storeable_tile P, tile_like V> __CT_TILE void store(P ptrs, V value) noexcept {
  using T = __detail::__loaded_tile_t<P>;
  __ir::store_ptr_tko<__ir::memory_ordering::weak, __ir::scope::none>(
      __detail::__as_tile(ptrs), __detail::__to_mem(__detail::__value_to<V, T>(value)));
}
template <storeable_tile P, tile_like V, bool_tile_convertible M>
__CT_TILE void store_masked(P ptrs, V value, M mask) noexcept {
  using T = __detail::__loaded_tile_t<P>;
  __ir::store_ptr_tko__masked<__ir::memory_ordering::weak, __ir::scope::none>(
      __detail::__as_tile(ptrs), __detail::__to_mem(__detail::__value_to<V, T>(value)),
      __detail::__mask_to<M, tile_shape_t<P>>(mask));
}

//===----------------------------------------------------------------------===//
// Atomics: one atomic operation per element. The order is required (NTTP or
// tag); the scope defaults to the system. Read-modify-write returns the old
// values.
//===----------------------------------------------------------------------===//
namespace __detail {
template <__atomic K, memory_order O, thread_scope S, bool Masked, class P, class V, class M>
__CT_TILE auto __atomic_rmw(P ptrs, V vals, M mask) noexcept {
  using T = __loaded_tile_t<P>;
  using E = tile_element_t<T>;
  // The element types nvcc 13.4 takes (probed): no bool, 8- or 16-bit
  // integers anywhere; 16-bit floats only for add/sub.
  constexpr bool int3264 = __ct_is_integral<E> && !__ct_same<E, bool> &&
                           (__scalar_info<E>::bits == 32 || __scalar_info<E>::bits == 64);
  constexpr bool f3264 = __ct_same<E, float> || __ct_same<E, double>;
  constexpr bool f16 = __ct_same<E, __half> || __ct_same<E, __nv_bfloat16>;
  static_assert(!(K == __atomic::add || K == __atomic::sub) || int3264 || f3264 || f16,
                "ct: atomic_add/atomic_sub need 32- or 64-bit integers, float, double, "
                "__half or __nv_bfloat16 elements");
  static_assert(K != __atomic::xchg || int3264 || f3264,
                "ct: atomic_xchg needs 32- or 64-bit integer, float or double elements");
  static_assert(K == __atomic::add || K == __atomic::sub || K == __atomic::xchg || int3264,
                "ct: bitwise and min/max atomics need 32- or 64-bit integer elements");
  T v = __value_to<V, T>(vals);
  if constexpr (K == __atomic::sub)
    v = -v;
  if constexpr (Masked)
    return __result<P>(__ir::atomic_rmw_tko__masked<__to_ir(O), __to_ir(S), __rmw_mode<K, E>()>(
        __as_tile(ptrs), v, __mask_to<M, tile_shape_t<P>>(mask)));
  else
    return __result<P>(__ir::atomic_rmw_tko<__to_ir(O), __to_ir(S), __rmw_mode<K, E>()>(
        __as_tile(ptrs), v));
}
} // namespace __detail

#define __CT_ATOMIC(NAME, KIND)                                                \
  template <memory_order O, thread_scope S = thread_scope::system, storeable_tile P, \
            tile_like V>                                                       \
  __CT_TILE tile_load_t<P> NAME(P ptrs, V vals, memory_order_constant<O> = {}, \
                                thread_scope_constant<S> = {}) noexcept {      \
    return __detail::__atomic_rmw<__detail::__atomic::KIND, O, S, false>(ptrs, vals, true); \
  }                                                                            \
  template <memory_order O, thread_scope S = thread_scope::system, storeable_tile P, \
            tile_like V, bool_tile_convertible M>                              \
  __CT_TILE tile_load_t<P> NAME##_masked(P ptrs, V vals, M mask,               \
                                         memory_order_constant<O> = {},        \
                                         thread_scope_constant<S> = {}) noexcept { \
    return __detail::__atomic_rmw<__detail::__atomic::KIND, O, S, true>(ptrs, vals, mask); \
  }
__CT_ATOMIC(atomic_add, add)
__CT_ATOMIC(atomic_sub, sub)
__CT_ATOMIC(atomic_and, and_)
__CT_ATOMIC(atomic_or, or_)
__CT_ATOMIC(atomic_xor, xor_)
__CT_ATOMIC(atomic_max, max)
__CT_ATOMIC(atomic_min, min)
__CT_ATOMIC(atomic_xchg, xchg)
#undef __CT_ATOMIC

// Compare-and-swap: where memory equals `expected`, write `desired`; returns
// the old values.
template <memory_order O, thread_scope S = thread_scope::system, storeable_tile P,
          tile_like V, tile_like W>
__CT_TILE tile_load_t<P> atomic_compare_exchange(P ptrs, V expected, W desired,
                                                 memory_order_constant<O> = {},
                                                 thread_scope_constant<S> = {}) noexcept {
  using T = __detail::__loaded_tile_t<P>;
  return __detail::__result<P>(
      __ir::atomic_cas_tko<__detail::__to_ir(O), __detail::__to_ir(S)>(
          __detail::__as_tile(ptrs), __detail::__value_to<V, T>(expected),
          __detail::__value_to<W, T>(desired)));
}
template <memory_order O, thread_scope S = thread_scope::system, storeable_tile P,
          tile_like V, tile_like W, bool_tile_convertible M>
__CT_TILE tile_load_t<P> atomic_compare_exchange_masked(P ptrs, V expected, W desired, M mask,
                                                        memory_order_constant<O> = {},
                                                        thread_scope_constant<S> = {}) noexcept {
  using T = __detail::__loaded_tile_t<P>;
  return __detail::__result<P>(
      __ir::atomic_cas_tko__masked<__detail::__to_ir(O), __detail::__to_ir(S)>(
          __detail::__as_tile(ptrs), __detail::__value_to<V, T>(expected),
          __detail::__value_to<W, T>(desired), __detail::__mask_to<M, tile_shape_t<P>>(mask)));
}

// Strong loads and stores with an order.
template <memory_order O, thread_scope S = thread_scope::system, loadable_tile P>
__CT_TILE tile_load_t<P> atomic_load(P ptrs, memory_order_constant<O> = {},
                                     thread_scope_constant<S> = {}) noexcept {
  static_assert(read_memory_order<O>, "ct::atomic_load: the order must be relaxed or acquire");
  using R = __detail::__loaded_tile_t<P>;
  return __detail::__result<P>(
      __ir::load_ptr_tko<__detail::__to_ir(O), __detail::__to_ir(S), R>(__detail::__as_tile(ptrs)));
}
template <memory_order O, thread_scope S = thread_scope::system, storeable_tile P, tile_like V>
__CT_TILE void atomic_store(P ptrs, V value, memory_order_constant<O> = {},
                            thread_scope_constant<S> = {}) noexcept {
  static_assert(write_memory_order<O>, "ct::atomic_store: the order must be relaxed or release");
  using T = __detail::__loaded_tile_t<P>;
  __ir::store_ptr_tko<__detail::__to_ir(O), __detail::__to_ir(S)>(
      __detail::__as_tile(ptrs), __detail::__value_to<V, T>(value));
}
// Masked forms: lanes whose mask is false touch no memory; a load reads
// `pad` there, or, without one, a value the op leaves unspecified (the
// load carries no padding operand, as nvcc 13.4 emits it).
template <memory_order O, thread_scope S = thread_scope::system, loadable_tile P,
          bool_tile_convertible M>
__CT_TILE tile_load_t<P> atomic_load_masked(P ptrs, M mask, memory_order_constant<O> = {},
                                            thread_scope_constant<S> = {}) noexcept {
  static_assert(read_memory_order<O>,
                "ct::atomic_load_masked: the order must be relaxed or acquire");
  using R = __detail::__loaded_tile_t<P>;
  return __detail::__result<P>(
      __ir::load_ptr_tko__masked<__detail::__to_ir(O), __detail::__to_ir(S), R>(
          __detail::__as_tile(ptrs), __detail::__mask_to<M, tile_shape_t<P>>(mask)));
}
template <memory_order O, thread_scope S = thread_scope::system, loadable_tile P,
          bool_tile_convertible M, class Pad>
  requires tile_like<Pad>
__CT_TILE tile_load_t<P> atomic_load_masked(P ptrs, M mask, Pad pad,
                                            memory_order_constant<O> = {},
                                            thread_scope_constant<S> = {}) noexcept {
  static_assert(read_memory_order<O>,
                "ct::atomic_load_masked: the order must be relaxed or acquire");
  using R = __detail::__loaded_tile_t<P>;
  return __detail::__result<P>(
      __ir::load_ptr_tko__masked<__detail::__to_ir(O), __detail::__to_ir(S), R>(
          __detail::__as_tile(ptrs), __detail::__mask_to<M, tile_shape_t<P>>(mask),
          __detail::__padding_to<Pad, R>(pad)));
}
template <memory_order O, thread_scope S = thread_scope::system, storeable_tile P, tile_like V,
          bool_tile_convertible M>
__CT_TILE void atomic_store_masked(P ptrs, V value, M mask, memory_order_constant<O> = {},
                                   thread_scope_constant<S> = {}) noexcept {
  static_assert(write_memory_order<O>,
                "ct::atomic_store_masked: the order must be relaxed or release");
  using T = __detail::__loaded_tile_t<P>;
  __ir::store_ptr_tko__masked<__detail::__to_ir(O), __detail::__to_ir(S)>(
      __detail::__as_tile(ptrs), __detail::__to_mem(__detail::__value_to<V, T>(value)),
      __detail::__mask_to<M, tile_shape_t<P>>(mask));
}

} // inline namespace __1
} // namespace cuda::tiles

#endif
