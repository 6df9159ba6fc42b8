// ct::insert, ct::repack and the masked view atomics (CUDA 13.5) take what
// nvcc 13.5 takes (each case here probed with scripts/nvcc-ref; the rules
// are those of NVIDIA's header, said in our own words):
//  - insert(dst, sub, idx...): sub has dst's rank and each extent divides
//    dst's; one index per dimension, each converting to size_t (an enum
//    does, a scoped enum or a tile does not); sub's elements convert to
//    dst's without narrowing (int -> float narrows: nvcc-13.5-probes neg_08).
//  - repack<E, Dim>(x): 0 <= Dim < rank (a scalar has none); the bits along
//    Dim are a multiple of E's bits (tf32 counts 19) and of 8 unless E is
//    x's element type; the new extent is a power of two.
//  - view atomic_X_masked: as the unmasked members (relaxed, device or
//    block scope, the element types); none on gather_scatter_view.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include <cuda_tile.h>
#include <cuda_fp16.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
template <class T, class S> using TT = ct::tile<T, S>;
using f32x8 = TT<float, ct::shape<8>>;
enum E { e1 = 1 };
enum class S { s1 = 1 };

__tile__ void ok(float *f, int *q, int n, float x) {
  auto d8 = ct::zeros<f32x8>();
  auto a = ct::insert(d8, ct::ones<TT<__half, ct::shape<2>>>(), 1);
  auto b = ct::insert(a, ct::ones<TT<float, ct::shape<2>>>(), e1);
  auto c = ct::insert(b, ct::ones<TT<float, ct::shape<2>>>(), 1.5f);
  auto d = ct::insert(c, ct::ones<TT<float, ct::shape<8>>>(), 0_ic);
  auto i = ct::insert(ct::iota<TT<int, ct::shape<8>>>(), ct::ones<TT<bool, ct::shape<4>>>(), 1u);
  float s = ct::insert(3.0f, x);
  auto r1 = ct::repack<short, 0>(ct::iota<TT<int, ct::shape<4>>>());
  auto r2 = ct::repack<const unsigned char>(ct::iota<TT<int, ct::shape<2, 4>>>(), 1_ic);
  auto r3 = ct::repack<bool, 0>(ct::ones<TT<bool, ct::shape<4>>>()); // the same type: 4 bits do
  auto r4 = ct::repack<int *, 0>(ct::iota<TT<long long, ct::shape<2>>>());
  auto r5 = ct::repack<__nv_tf32, 0>(ct::ones<TT<__nv_tf32, ct::shape<2>>>());
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  fv.atomic_add_masked(d, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  fv.atomic_sub_masked(ct::element_cast<__half>(d), ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 1);
  auto qv = ct::strided_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<8>{}, ct::strides{4_ic}};
  qv.atomic_and_masked(i, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_or_masked(i, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_xor_masked(i, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_max_masked(i, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  qv.atomic_min_masked(i, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
}

__tile__ void bad_insert(f32x8 d8) {
  // Narrowing is a constraint (the note names non_narrowing_scalar_convertible_to).
  auto a = ct::insert(d8, ct::ones<TT<int, ct::shape<4>>>(), 1); // expected-error {{no matching function for call to 'insert'}}
  auto b = ct::insert(d8, ct::ones<TT<double, ct::shape<2>>>(), 1); // expected-error {{no matching function for call to 'insert'}}
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: the sub-tile must have the tile's rank, and each of its extents must divide the tile's}}
  auto c = ct::insert(d8, ct::ones<TT<float, ct::shape<16>>>(), 0);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: the sub-tile must have the tile's rank}}
  auto d = ct::insert(d8, ct::ones<TT<float, ct::shape<2, 2>>>(), 1, 0);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: the sub-tile must have the tile's rank}}
  auto e = ct::insert(d8, 1.0f);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: one index per dimension of the sub-tile}}
  auto f = ct::insert(d8, ct::ones<TT<float, ct::shape<2>>>(), 1, 0);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: one index per dimension of the sub-tile}}
  auto g = ct::insert(d8, ct::ones<TT<float, ct::shape<2>>>());
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: each index must convert to size_t}}
  auto h = ct::insert(d8, ct::ones<TT<float, ct::shape<2>>>(), d8);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::insert: each index must convert to size_t}}
  auto i = ct::insert(d8, ct::ones<TT<float, ct::shape<2>>>(), S::s1);
}

__tile__ void bad_repack() {
  auto i8 = ct::iota<TT<int, ct::shape<8>>>();
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: Dim must name a dimension of the tile (0 <= Dim < rank)}}
  ct::repack<int, 1>(i8);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: Dim must name a dimension of the tile}}
  ct::repack<int, -1>(i8);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: Dim must name a dimension of the tile}}
  ct::repack<int, 0>(7);
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: the bits along Dim must be a multiple of the new element type's bits}}
  ct::repack<int, 0>(ct::iota<TT<unsigned char, ct::shape<2>>>());
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: the bits along Dim (extent x element bits) must fill whole bytes}}
  ct::repack<unsigned char, 0>(ct::ones<TT<bool, ct::shape<4>>>());
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: the bits along Dim must be a multiple}}
  ct::repack<__nv_tf32, 0>(ct::iota<TT<int, ct::shape<2>>>());
  // expected-error@cuda_tile/shape_ops.h:* {{ct::repack: the repacked extent must be a power of two (a tile shape)}}
  ct::repack<unsigned char, 0>(ct::ones<TT<__nv_tf32, ct::shape<8>>>());
  // No Dim: nothing to deduce it from.
  ct::repack<short>(i8); // expected-error {{no matching function for call to 'repack'}}
}

__tile__ void bad_atomics(float *f, int *q, const float *c, int n) {
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}};
  auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<8>{}};
  auto cv = ct::partition_view{ct::tensor_span{c, ct::extents{n}}, ct::shape<8>{}};
  auto t = ct::ones<f32x8>();
  auto it = ct::iota<TT<int, ct::shape<8>>>();
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic's order must be relaxed (ct::memory_order_relaxed_t)}}
  fv.atomic_add_masked(t, ct::memory_order_acquire_t{}, ct::thread_scope_device_t{}, 1);
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic's scope must be device or block}}
  qv.atomic_max_masked(it, ct::memory_order_relaxed_t{}, ct::thread_scope_system_t{}, 1);
  // expected-error@cuda_tile/memory.h:* {{ct: view atomic_and/or/xor/max/min need 32- or 64-bit integer elements}}
  fv.atomic_or_masked(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  // expected-error@cuda_tile/memory.h:* {{ct: the value would narrow to the view's element type}}
  fv.atomic_add_masked(it, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  // expected-error@cuda_tile/memory.h:* {{ct: the value would narrow to the view's element type}}
  qv.atomic_max_masked(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  // expected-error@cuda_tile/memory.h:* {{ct: a view atomic needs a span whose elements are not const}}
  cv.atomic_add_masked(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  fv.atomic_add_masked(t, ct::memory_order_relaxed_t{}, 1); // expected-error {{no matching member function for call to 'atomic_add_masked'}}
  auto gv = ct::gather_scatter_view{ct::tensor_span{f, ct::extents{n}}, ct::shape<8>{}, ct::integral_constant<0>{}};
  gv.atomic_add_masked(t, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, it); // expected-error {{no member named 'atomic_add_masked'}}
}
