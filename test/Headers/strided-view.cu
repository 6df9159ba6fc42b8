// ct::strided_view (CUDA 13.4): chunk i along dimension d starts at element
// i * stride[d]; the members are partition_view's. The builtin path is
// make_strided_view with the strides in the view type.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using namespace ct::literals;
#define SAME(...) static_assert(__is_same(__VA_ARGS__))

using Span = ct::tensor_span<int, ct::extents<unsigned, 5, 10>>;
using SV = ct::strided_view<Span, ct::shape<2, 2>, ct::strides<unsigned, 3, 4>>;
SAME(SV::view_tile_type, ct::tile<int, ct::shape<2, 2>>);
SAME(SV::strides_type, ct::strides<unsigned, 3, 4>);
static_assert(SV::span_type::rank() == 2 && SV::strides().stride(1) == 4);

__tile__ void ok(int *x, float *f, int n) {
  // The reference's example: a 5x10 span, 2x2 chunks 3 rows and 4 columns apart.
  ct::tensor_span t{x, ct::extents{5_ic, 10_ic}};
  ct::strided_view p{t, ct::shape{2_ic, 2_ic}, ct::strides{3_ic, 4_ic}};
  SAME(decltype(p), SV);
  auto r = p.load(0, 1);
  SAME(decltype(r), ct::tile<int, ct::shape<2, 2>>);
  p.store(r, 1, 2);
  p.store_masked(r, 1, 2);
  SAME(decltype(p.load_masked(1, 2)), ct::tile<int, ct::shape<2, 2>>);
  p.atomic_add(r, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0, 0);
  p.atomic_max(r, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 1, 1);
  auto a = p.atomic_load(ct::memory_order_acquire_t{}, 0, 1);
  p.atomic_store_masked(a, ct::memory_order_release_t{}, 1, 2);

  // Runtime extents, overlapping chunks (stride below the chunk size).
  auto v = ct::strided_view{ct::tensor_span{f, ct::extents{n}}, ct::shape{8_ic}, ct::strides{4_ic}};
  auto y = v.load_masked(ct::view_padding_negative_inf_t{}, 3);
  SAME(decltype(y), ct::tile<float, ct::shape<8>>);
  v.store_masked(y, 1);
}

__tile__ void bad(int *x, int s) {
  ct::tensor_span t{x, ct::extents{5_ic, 10_ic}};
  // expected-error@cuda_tile/memory.h:* {{ct::strided_view: the strides must be compile-time values (ct::strides{3_ic, 4_ic})}}
  ct::strided_view a{t, ct::shape{2_ic, 2_ic}, ct::strides{s, 4_ic}};
  // expected-error@cuda_tile/memory.h:* {{ct::strided_view: one stride per dimension is needed (ct::strides{...})}}
  ct::strided_view b{t, ct::shape{2_ic, 2_ic}, ct::strides{4_ic}};
  // expected-error@cuda_tile/memory.h:* {{ct::strided_view: every stride must be positive}}
  ct::strided_view c{t, ct::shape{2_ic, 2_ic}, ct::strides{0_ic, 4_ic}};
  // expected-error@cuda_tile/memory.h:* {{ct::tile: every dimension of a tile shape must be a power of two (1, 2, 4, 8, ...)}}
  ct::strided_view d{t, ct::shape{3_ic, 2_ic}, ct::strides{3_ic, 4_ic}};
}
