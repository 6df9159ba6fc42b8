// ct::gather_scatter_view shares the other views' loads and ordered loads and
// stores (__view_members in memory.h), so their rules and messages are the
// same; its plain stores are its own (any tile that does not narrow).
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
#define SAME(...) static_assert(__is_same(__VA_ARGS__))

using Ext = ct::extents<unsigned, 8, 10>;
using Span = ct::tensor_span<int, Ext>;
using GV = ct::gather_scatter_view<Span, ct::shape<4, 4>, 0>;
using Rows = ct::tile<int, ct::shape<4>>;
SAME(GV::view_tile_type, ct::tile<int, ct::shape<4, 4>>);
SAME(GV::value_type, int);
SAME(GV::span_type, Span);
static_assert(GV::__indices<Rows, int>() && GV::__indices<Rows, long long>());
static_assert(!GV::__indices<int, int>() && !GV::__indices<Rows>() &&
              !GV::__indices<ct::tile<int, ct::shape<8>>, int>());

__tile__ void ok(int *x, Rows r) {
  GV v{Span{x, Ext{}}, ct::shape<4, 4>{}, ct::integral_constant<0>{}};
  auto a = v.load(r, 3);
  auto b = v.load_masked(ct::view_padding_zero_t{}, r, 3);
  auto c = v.atomic_load(ct::memory_order_acquire_t{}, ct::thread_scope_device_t{}, r, 3);
  auto d = v.atomic_load_masked<ct::view_padding::zero, ct::memory_order::relaxed>(r, 3);
  v.store(a + b, r, 3);
  v.store_masked(c, r, 3);
  v.atomic_store(d, ct::memory_order_release_t{}, r, 3);
  v.atomic_store_masked<ct::memory_order::relaxed>(d, r, 3);
}

__tile__ void int_nan_padding(int *x, Rows r) {
  GV v{Span{x, Ext{}}, ct::shape<4, 4>{}, ct::integral_constant<0>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: load_masked: only view_padding::zero pads a tile that is not floating point}}
  (void)v.load_masked<ct::view_padding::nan>(r, 0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_load_masked: only view_padding::zero pads a tile that is not floating point}}
  (void)v.atomic_load_masked<ct::view_padding::nan, ct::memory_order::relaxed>(r, 0);
}

__tile__ void bad_order(int *x, Rows r) {
  GV v{Span{x, Ext{}}, ct::shape<4, 4>{}, ct::integral_constant<0>{}};
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_load: the order must be relaxed or acquire}}
  (void)v.atomic_load<ct::memory_order::release>(r, 0);
}

__tile__ void const_span(const int *x, Rows r, ct::tile<int, ct::shape<4, 4>> t) {
  using CSpan = ct::tensor_span<const int, Ext>;
  ct::gather_scatter_view<CSpan, ct::shape<4, 4>, 0> v{CSpan{x, Ext{}}, ct::shape<4, 4>{}, 0};
  // expected-error@cuda_tile/gather_scatter_view.h:* {{ct::gather_scatter_view: the span's elements are const}}
  v.store(t, r, 0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_store: the span's elements are const}}
  v.atomic_store<ct::memory_order::relaxed>(t, r, 0);
}

__tile__ void bad_values(int *x, Rows r, ct::tile<float, ct::shape<4, 4>> f,
                         ct::tile<int, ct::shape<4, 8>> wide) {
  GV v{Span{x, Ext{}}, ct::shape<4, 4>{}, ct::integral_constant<0>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: the value would narrow to the view's element type; convert it with ct::element_cast}}
  v.store(f, r, 0);
  // expected-error@cuda_tile/memory.h:* {{ct: the value must be a tile of the view's tile shape}}
  v.atomic_store_masked<ct::memory_order::relaxed>(wide, r, 0);
}
