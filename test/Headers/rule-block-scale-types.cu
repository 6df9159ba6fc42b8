// CUDA 13.5's block-scale element types (__nv_fp4_e2m1, __nv_fp8_e8m0,
// __nv_fp8_ue5m3) are restricted floating point: tiles of them load, store,
// convert and feed ct::scaled_mma, nothing else. Conversions follow 13.5's
// rank order (e2m1 < e4m3|e5m2 < f16|bf16 < tf32 < f32 < f64, e8m0|ue5m3 <
// bf16), view paddings are checked per format, zeros<e8m0> does not exist.
// Every rule was checked against nvcc 13.5 (nvcc-13.5-probes 13, 14, neg_02,
// neg_05 and scratch probes). The second run: the same under CUDA 13.4.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only \
// RUN:   --cuda-path=%cutile_src/.deps/cuda-13.4.92 -DCUDA_13_4 -Xclang -verify=cuda134 %s
#include <cuda_tile.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
using fp4 = __nv_fp4_e2m1;
using e8m0 = __nv_fp8_e8m0;
using ue5m3 = __nv_fp8_ue5m3;
using e4m3 = __nv_fp8_e4m3;
using e5m2 = __nv_fp8_e5m2;

#ifndef CUDA_13_4
template <class F, class T>
constexpr bool widens = ct::non_narrowing_scalar_convertible_to<F, T>;
// The order's edges and their closure.
static_assert(widens<fp4, e4m3> && widens<fp4, e5m2> && widens<fp4, __half> &&
              widens<fp4, float> && widens<fp4, double>);
static_assert(widens<e8m0, __nv_bfloat16> && widens<e8m0, __nv_tf32> && widens<e8m0, float>);
static_assert(widens<ue5m3, __nv_bfloat16> && widens<ue5m3, double>);
static_assert(widens<e4m3, __half> && widens<e5m2, __nv_bfloat16> && widens<__nv_tf32, float>);
// Unordered or downwards: narrowing.
static_assert(!widens<e8m0, __half> && !widens<ue5m3, __half> && !widens<e8m0, e4m3>);
static_assert(!widens<e4m3, e5m2> && !widens<__half, __nv_bfloat16> && !widens<e4m3, fp4>);
static_assert(!widens<float, e8m0> && !widens<e8m0, ue5m3> && !widens<float, __nv_tf32>);
// Not arithmetic.
static_assert(ct::numeric_scalar<fp4> && !ct::arithmetic_scalar<fp4> &&
              !ct::arithmetic_scalar<e8m0> && ct::floating_point_tile<ue5m3>);
template <class E> constexpr bool has_zeros = requires { ct::zeros<ct::tile<E, ct::shape<16>>>(); };
template <class E> constexpr bool has_ones = requires { ct::ones<ct::tile<E, ct::shape<16>>>(); };
static_assert(!has_zeros<e8m0> && has_ones<e8m0> && has_zeros<fp4> && has_zeros<ue5m3>);

// Block-scaled mma: the formats and vector sizes of CUDA 13.5.
template <class E, class ES, int M, int N, int K, int V>
constexpr bool scaled_ok = requires(ct::tile<E, ct::shape<M, K>> a, ct::tile<ES, ct::shape<M, K / V>> as,
                                    ct::tile<E, ct::shape<K, N>> b, ct::tile<ES, ct::shape<K / V, N>> bs,
                                    ct::tile<float, ct::shape<M, N>> c) { ct::scaled_mma(a, as, b, bs, c); };
static_assert(scaled_ok<e4m3, e8m0, 64, 64, 64, 32> && scaled_ok<e5m2, e8m0, 64, 64, 64, 32>);
static_assert(scaled_ok<fp4, e8m0, 64, 64, 64, 16> && scaled_ok<fp4, e8m0, 64, 64, 64, 32>);
static_assert(scaled_ok<fp4, e4m3, 64, 64, 64, 16> && !scaled_ok<fp4, e4m3, 64, 64, 64, 32>);
static_assert(scaled_ok<fp4, ue5m3, 64, 64, 64, 16> && scaled_ok<fp4, ue5m3, 64, 64, 64, 32>);
static_assert(!scaled_ok<e4m3, e8m0, 64, 64, 64, 16> && !scaled_ok<e4m3, e4m3, 64, 64, 64, 16>);
static_assert(!scaled_ok<__half, e8m0, 64, 64, 64, 32>);
// Batched: a scale's batch is 1 or the accumulator's.
template <int BS>
constexpr bool batched_ok = requires(ct::tile<e4m3, ct::shape<2, 32, 64>> a, ct::tile<e8m0, ct::shape<BS, 32, 2>> as,
                                     ct::tile<e4m3, ct::shape<2, 64, 32>> b, ct::tile<e8m0, ct::shape<2, 2, 32>> bs,
                                     ct::tile<float, ct::shape<2, 32, 32>> c) { ct::scaled_mma(a, as, b, bs, c); };
static_assert(batched_ok<1> && batched_ok<2> && !batched_ok<4>);
// Plain mma still takes no block-scale format.
static_assert(!ct::mma_compatible<ct::tile<fp4, ct::shape<16, 16>>, ct::tile<fp4, ct::shape<16, 16>>,
                                  ct::tile<float, ct::shape<16, 16>>>);

__tile__ void stores(const e8m0 *s, __half *h, __nv_bfloat16 *b, const fp4 *f, e4m3 *q) {
  auto sv = ct::partition_view{ct::tensor_span{s, ct::extents{32_ic}}, ct::shape{16_ic}};
  auto hv = ct::partition_view{ct::tensor_span{h, ct::extents{32_ic}}, ct::shape{16_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{32_ic}}, ct::shape{16_ic}};
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{32_ic}}, ct::shape{16_ic}};
  auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{32_ic}}, ct::shape{16_ic}};
  bv.store(sv.load(0), 0); // e8m0 -> bf16: implicit
  qv.store(fv.load(0), 0); // e2m1 -> e4m3: implicit
  // nvcc 13.5 rejects this store (neg_05): e8m0 orders below bf16 only.
  hv.store(sv.load(0), 1); // expected-error {{no matching member function for call to 'store'}}
}

__tile__ void paddings(const e8m0 *s, const fp4 *f, const e4m3 *a, const e5m2 *b, int n) {
  auto sv = ct::partition_view{ct::tensor_span{s, ct::extents{n}}, ct::shape{16_ic}};
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape{16_ic}};
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{16_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{16_ic}};
  (void)av.load_masked<ct::view_padding::nan>(0);          // 13.4 rejected these two
  (void)bv.load_masked<ct::view_padding::negative_inf>(0);
  (void)sv.load_masked<ct::view_padding::nan>(0);
  (void)fv.load_masked(0);
  // expected-error@cuda_tile/memory.h:* {{ct: load_masked: the view's element type cannot represent this padding}}
  (void)sv.load_masked(0);
  // expected-error@cuda_tile/memory.h:* {{ct: load_masked: the view's element type cannot represent this padding}}
  (void)fv.load_masked<ct::view_padding::nan>(0);
  // expected-error@cuda_tile/memory.h:* {{ct: load_masked: the view's element type cannot represent this padding}}
  (void)av.load_masked<ct::view_padding::positive_inf>(0);
}

__tile__ void casts(ct::tile<float, ct::shape<16>> x, ct::tile<int, ct::shape<16>> i) {
  (void)ct::element_cast<e8m0>(x);
  (void)ct::element_cast<fp4>(x);
  // expected-error@cuda_tile/elementwise.h:* {{ct::element_cast: integers do not convert to __nv_fp8_e8m0 directly}}
  (void)ct::element_cast<e8m0>(i);
}
#else
// Under CUDA 13.4 the new formats are no tile element types.
__tile__ void old_toolkit(ct::tile<e4m3, ct::shape<32, 64>> a, ct::tile<e8m0, ct::shape<32, 2>> as,
                          ct::tile<e4m3, ct::shape<64, 32>> b, ct::tile<e8m0, ct::shape<2, 32>> bs,
                          ct::tile<float, ct::shape<32, 32>> c) {
  // The two e8m0 tile types (ct::scaled_mma also says it needs 13.5, but
  // cannot be reached without them).
  // cuda134-error@cuda_tile/tile.h:* 2 {{ct::tile: tiles of __nv_fp4_e2m1, __nv_fp8_e8m0 or __nv_fp8_ue5m3 need CUDA 13.5 or newer}}
  (void)ct::scaled_mma(a, as, b, bs, c);
}
#endif
