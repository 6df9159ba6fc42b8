// What nvcc 13.4 takes as the value of a memory operation (each case probed
// with scripts/nvcc-ref, which rejects all the errors below at the call):
//  - through a pointer tile (store, atomic_store, read-modify-write atomics,
//    compare-exchange), a tile of the pointer tile's shape whose elements
//    convert without narrowing; no broadcast of a scalar or another shape,
//    no integer elements into floating-point memory;
//  - a load_masked padding broadcasts but does not narrow (nor int to float);
//  - a view's load_masked pads integers with view_padding::zero only;
//  - a view over const elements is not stored to; views have no rank().
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using f32x8 = ct::tile<float, ct::shape<8>>;
using i32x8 = ct::tile<int, ct::shape<8>>;

__tile__ void ok(float *f, int *q, int n) {
  auto i = ct::iota<i32x8>();
  ct::store(f + i, ct::full<f32x8>(1.0f));
  ct::store(f, 1.0f);                                  // a plain pointer takes a scalar
  ct::store(q + i, ct::element_cast<short>(i));        // widening
  auto v = ct::load_masked(f + i, i < n, 1.0f);        // a scalar padding broadcasts
  (void)ct::atomic_add(f + i, v, ct::memory_order_relaxed_t{});
  auto pv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<8>{}};
  pv.store(pv.template load_masked<ct::view_padding::zero>(0), 0);
}

__tile__ void values(float *f, int *q, double *d, unsigned *u, long long *l, int n) {
  auto i = ct::iota<i32x8>();
  // expected-error@cuda_tile/memory.h:* {{ct: the value must have the pointer tile's shape (nvcc does not broadcast it); use ct::broadcast or ct::full}}
  ct::store(f + i, 1.0f);
  // expected-error@cuda_tile/memory.h:* {{ct: the value must have the pointer tile's shape}}
  ct::store_masked(f + i, ct::zeros<ct::tile<float, ct::shape<1>>>(), i < n);
  // expected-error@cuda_tile/memory.h:* {{ct: the value would narrow to the pointee type}}
  ct::store(f + i, i);
  // expected-error@cuda_tile/memory.h:* {{ct: the value must have the pointer tile's shape}}
  ct::atomic_store(d + i, 1.0, ct::memory_order_relaxed_t{});
  // expected-error@cuda_tile/memory.h:* {{ct: the value must have the pointer tile's shape}}
  ct::atomic_store_masked(u + i, 1u, i < n, ct::memory_order_relaxed_t{});
  // expected-error@cuda_tile/memory.h:* {{ct: the value must have the pointer tile's shape}}
  (void)ct::atomic_add(q + i, 1, ct::memory_order_relaxed_t{});
  // expected-error@cuda_tile/memory.h:* {{ct: the value would narrow to the pointee type}}
  (void)ct::atomic_add(f + i, ct::element_cast<long long>(i), ct::memory_order_relaxed_t{});
  // expected-error@cuda_tile/memory.h:* {{ct: the value must have the pointer tile's shape}}
  (void)ct::atomic_compare_exchange(l + i, 0ll, 1ll, ct::memory_order_relaxed_t{});
}

__tile__ void paddings(float *f, int n) {
  auto i = ct::iota<i32x8>();
  // expected-error@cuda_tile/memory.h:* {{ct: the padding would narrow to the pointee type}}
  (void)ct::load_masked(f + i, i < n, 1);
  // expected-error@cuda_tile/memory.h:* {{ct: the padding would narrow to the pointee type}}
  (void)ct::load_masked(f + i, i < n, 1.0);
}

__tile__ void views(const float *c, int *q, int n) {
  auto pv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<8>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: load_masked: only view_padding::zero pads a tile that is not floating point}}
  (void)pv.template load_masked<ct::view_padding::negative_inf>(0);
  auto cv = ct::partition_view{ct::tensor_span{c, ct::extents{n}}, ct::shape<8>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: store: the span's elements are const}}
  cv.store(cv.load(0), 0);
  // expected-error@cuda_tile/memory.h:* {{ct: store_masked: the span's elements are const}}
  cv.store_masked(cv.load(0), 0);
  (void)pv.rank(); // expected-error {{no member named 'rank'}}
}
