// Atomics as nvcc 13.4 takes them (each case here probed with
// scripts/nvcc-ref): which orders, scopes and element types are legal, and
// the spellings nvcc does not have.
//  - atomic_load (free, masked, view member): relaxed or acquire;
//    atomic_store: relaxed or release; the scope defaults to the system.
//  - view reductions (atomic_add/sub/and/or/xor/max/min members): order and
//    scope tags before the indices, relaxed order, device or block scope;
//    and/or/xor/max/min take 32- or 64-bit integers, add/sub also double,
//    float, __half and (sm_90 on) __nv_bfloat16. Views have no atomic_xchg.
//  - the view value is a tile of the view's shape that does not narrow.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_80 --cuda-device-only -ferror-limit=0 -Xclang -verify=expected,sm80 -Xclang -verify-ignore-unexpected=note %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using namespace ct::literals;
using i32x8 = ct::tile<int, ct::shape<8>>;

__tile__ void ok(float *f, int *q, __nv_bfloat16 *b, double *d, unsigned long long *u, int n) {
  auto o = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  auto t = o.atomic_load(ct::memory_order_acquire_t{}, 0);
  o.atomic_add(t, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 1);
  auto h = ct::element_cast<__half>(t);
  o.atomic_add(h, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1); // __half -> float
  auto dv = ct::partition_view{ct::tensor_span{d, ct::extents{n}}, ct::shape<8>{}};
  dv.atomic_sub(dv.load(0), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  auto uv = ct::partition_view{ct::tensor_span{u, ct::extents{n}}, ct::shape<8>{}};
  uv.atomic_max(uv.load(0), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  // A const span can be read atomically.
  auto cv = ct::partition_view{ct::tensor_span{(const float *)f, ct::extents{n}}, ct::shape<8>{}};
  auto c = cv.atomic_load<ct::memory_order::relaxed>(0);
  // Pointer-tile read-modify-write takes any order.
  auto qp = q + ct::iota<i32x8>();
  ct::atomic_add(qp, ct::iota<i32x8>(), ct::memory_order_acq_rel_t{});
  ct::atomic_xchg(qp, ct::iota<i32x8>(), ct::memory_order_acquire_t{});
}

__tile__ void bf16_views(__nv_bfloat16 *b, int n) {
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape<8>{}};
  // sm80-error@cuda_tile/memory.h:* {{ct: view atomic_add/sub need 32- or 64-bit integer, double, float, __half or (sm_90 and later) __nv_bfloat16 elements}}
  bv.atomic_add(bv.load(0), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
}

__tile__ void orders(float *f, int *q, int n) {
  auto o = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  auto t = o.load(0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_load: the order must be relaxed or acquire}}
  auto a = o.atomic_load(ct::memory_order_release_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_load_masked: the order must be relaxed or acquire}}
  auto b = o.atomic_load_masked(ct::view_padding_zero_t{}, ct::memory_order_acq_rel_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_store: the order must be relaxed or release}}
  o.atomic_store(t, ct::memory_order_acquire_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_store_masked: the order must be relaxed or release}}
  o.atomic_store_masked(t, ct::memory_order_acq_rel_t{}, ct::thread_scope_device_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic's order must be relaxed (ct::memory_order_relaxed_t)}}
  o.atomic_add(t, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic's order must be relaxed (ct::memory_order_relaxed_t)}}
  o.atomic_sub(t, ct::memory_order_release_t{}, ct::thread_scope_device_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic's scope must be device or block (ct::thread_scope_device_t, ct::thread_scope_block_t)}}
  o.atomic_add(t, ct::memory_order_relaxed_t{}, ct::thread_scope_system_t{}, 0);
  auto qp = q + ct::iota<i32x8>();
  auto m = ct::iota<i32x8>() < n;
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_load_masked: the order must be relaxed or acquire}}
  auto c = ct::atomic_load_masked(qp, m, ct::memory_order_release_t{});
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_store_masked: the order must be relaxed or release}}
  ct::atomic_store_masked(qp, ct::iota<i32x8>(), m, ct::memory_order_acquire_t{});
}

__tile__ void forms(float *f, int *q, int n) {
  auto o = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  auto t = o.load(0);
  // The order is required.
  o.atomic_load(0);           // expected-error {{no matching member function for call to 'atomic_load'}}
  ct::atomic_load_masked(q, true); // expected-error {{no matching function for call to 'atomic_load_masked'}}
  // Reductions need both tags; no template-argument form.
  o.atomic_add(t, ct::memory_order_relaxed_t{}, 0); // expected-error {{no matching member function for call to 'atomic_add'}}
  // expected-error@+1 {{no matching member function for call to 'atomic_add'}}
  o.atomic_add<ct::memory_order::relaxed, ct::thread_scope::device>(t, 0);
  // expected-error@cuda_tile/memory.h:* {{ct: view atomics take the order and scope before the indices, as in CUDA 13.4: v.atomic_max(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, idx...)}}
  o.atomic_max(t, 0);
  // A masked view load names its padding before the order.
  o.atomic_load_masked(ct::memory_order_relaxed_t{}, 0); // expected-error {{no matching member function for call to 'atomic_load_masked'}}
  o.atomic_xchg(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0); // expected-error {{no member named 'atomic_xchg'}}
  // Spellings nvcc 13.4 does not have.
  auto qp = q + ct::iota<i32x8>();
  ct::atomic_xchng(qp, ct::iota<i32x8>(), ct::memory_order_relaxed_t{}); // expected-error {{no member named 'atomic_xchng' in namespace 'cuda::tiles'}}
  o.num_tiles(0);          // expected-error {{no member named 'num_tiles'}}
  o.tile_space_extents();  // expected-error {{no member named 'tile_space_extents'}}
}

// (As using-declarations: a call would go on with a typo correction.)
namespace removed {
using ct::atomic_exchange; // expected-error {{no member named 'atomic_exchange' in namespace 'cuda::tiles'}}
using ct::atomic_cas;      // expected-error {{no member named 'atomic_cas' in namespace 'cuda::tiles'}}
} // namespace removed

__tile__ void elements(float *f, short *s, unsigned char *u, const float *cf, int *q, int n) {
  auto o = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  auto t = o.load(0);
  // expected-error@cuda_tile/memory.h:* {{ct: view atomic_and/or/xor/max/min need 32- or 64-bit integer elements}}
  o.atomic_max(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  auto sv = ct::partition_view{ct::tensor_span{s, ct::extents{n}}, ct::shape<8>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: view atomic_add/sub need 32- or 64-bit integer, double, float, __half or (sm_90 and later) __nv_bfloat16 elements}}
  sv.atomic_add(sv.load(0), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  auto uv = ct::partition_view{ct::tensor_span{u, ct::extents{n}}, ct::shape<8>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: view atomic_and/or/xor/max/min need 32- or 64-bit integer elements}}
  uv.atomic_or(uv.load(0), ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 0);
  auto cv = ct::partition_view{ct::tensor_span{cf, ct::extents{n}}, ct::shape<8>{}};
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic needs a span whose elements are not const}}
  cv.atomic_add(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_store: the span's elements are const}}
  cv.atomic_store(t, ct::memory_order_relaxed_t{}, 0);
  auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<8>{}};
  // expected-error@cuda_tile/memory.h:* {{ct::atomic_load_masked: only view_padding::zero pads a tile that is not floating point}}
  auto p = qv.atomic_load_masked(ct::view_padding_nan_t{}, ct::memory_order_relaxed_t{}, 0);
  // Values: the view's tile shape, no narrowing (int to float narrows).
  // expected-error@cuda_tile/memory.h:* {{ct: the value must be a tile of the view's tile shape}}
  o.atomic_store(1.0f, ct::memory_order_relaxed_t{}, 0);
  // expected-error@cuda_tile/memory.h:* {{ct: the value would narrow to the view's element type; convert it with ct::element_cast}}
  o.atomic_add(qv.load(0), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  auto fp = f + ct::iota<i32x8>();
  // expected-error@cuda_tile/memory.h:* {{ct: the padding would narrow to the pointee type}}
  auto l = ct::atomic_load_masked(fp, ct::iota<i32x8>() < n, 0.0, ct::memory_order_relaxed_t{});
}

// Pointer-tile read-modify-write atomics take nvcc's element types: add/sub
// 32/64-bit integers, float, double, __half, bf16; xchg no 16-bit floats;
// bitwise and min/max 32/64-bit integers (a bool add used to reach the
// verifier as an internal error).
__tile__ void pointer_elements(bool *b, short *s, __half *h, float *f, int n) {
  auto i = ct::iota<i32x8>();
  // expected-error@cuda_tile/memory.h:* {{ct: atomic_add/atomic_sub need 32- or 64-bit integers, float, double, __half or __nv_bfloat16 elements}}
  ct::atomic_add_masked<ct::memory_order::relaxed, ct::thread_scope::device>(b + i, ct::ones<ct::tile<bool, ct::shape<8>>>(), i < n);
  // expected-error@cuda_tile/memory.h:* {{ct: atomic_add/atomic_sub need 32- or 64-bit integers}}
  ct::atomic_sub<ct::memory_order::relaxed, ct::thread_scope::device>(s + i, ct::zeros<ct::tile<short, ct::shape<8>>>());
  // expected-error@cuda_tile/memory.h:* {{ct: atomic_xchg needs 32- or 64-bit integer, float or double elements}}
  ct::atomic_xchg<ct::memory_order::relaxed, ct::thread_scope::device>(h + i, ct::zeros<ct::tile<__half, ct::shape<8>>>());
  // expected-error@cuda_tile/memory.h:* {{ct: bitwise and min/max atomics need 32- or 64-bit integer elements}}
  ct::atomic_max<ct::memory_order::relaxed, ct::thread_scope::device>(f + i, ct::zeros<ct::tile<float, ct::shape<8>>>());
  ct::atomic_add<ct::memory_order::relaxed, ct::thread_scope::device>(h + i, ct::zeros<ct::tile<__half, ct::shape<8>>>());
  ct::atomic_xchg<ct::memory_order::relaxed, ct::thread_scope::device>(f + i, ct::zeros<ct::tile<float, ct::shape<8>>>());
}
