// One use of each part of the API beyond the guide's samples, with the result
// types checked where they are part of the contract.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-host-only -Xclang -verify %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -verify %s
// RUN: %llvm_tools/clang++ -x cuda --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version -std=c++20 -fsyntax-only -I%cutile_src/runtime-headers --cuda-host-only -Xclang -verify %s
// RUN: %llvm_tools/clang++ -x cuda --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version -std=c++20 -fsyntax-only -I%cutile_src/runtime-headers --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -verify %s
// expected-no-diagnostics
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using namespace ct::literals;
#define SAME(...) static_assert(__is_same(__VA_ARGS__))

// Constants, extents, shapes, strides (usable on the host too).
SAME(decltype(4_ic * 8_ic), ct::integral_constant<32>);
SAME(decltype(0x10_ic), ct::integral_constant<16>);
static_assert(ct::extents{4_ic, 7}.extent(1) == 7);
SAME(decltype(ct::shape{2_ic, 4_ic}), ct::shape<2, 4>);
SAME(decltype(ct::extents{8_ic, 3}), ct::extents<unsigned, 8, ct::dynamic_extent>);
static_assert(ct::extents<int, ct::dynamic_extent, 4, ct::dynamic_extent>{1, 2}.extent(2) == 2);
static_assert(ct::extents_equal(ct::extents{4_ic, 7}, ct::extents<int, 4, 7>{}));
static_assert(sizeof(ct::shape<4, 8>) == 1 && ct::shape<4, 8>::rank() == 2);
static_assert(ct::strides{3, 1_ic}.stride(0) == 3);
static_assert(ct::layout_right_mapping{ct::extents<int, 4, 8>{}}.stride(0) == 8);
static_assert(ct::layout_left_mapping{ct::extents<int, 4, 8>{}}.stride(1) == 4);
static_assert(ct::tile_shape<ct::shape<>> && !ct::tile_shape<ct::shape<0>> &&
              !ct::tile_shape<ct::shape<4, 7>> && !ct::tile_shape<ct::extents<short, 4>>);
SAME(decltype(ct::dimension_map{2_ic, 0_ic, 1_ic}), ct::dimension_map<2, 0, 1>);
static_assert(sizeof(ct::tile<float, ct::shape<4, 8>>) == 4 * 32);
SAME(ct::tile_load_t<ct::tile<const float *, ct::shape<4>>>, ct::tile<float, ct::shape<4>>);

// Spans and layouts; a span can be built on the host.
void host_span(float *p, int n) {
  auto s = ct::tensor_span{p, ct::extents{n, 8_ic}};
  SAME(decltype(s)::layout_type, ct::layout_right);
  auto l = ct::tensor_span{p, ct::extents{n, 8_ic}, ct::layout_left{}};
  SAME(decltype(l)::mapping_type, ct::layout_left_mapping<ct::extents<unsigned, ct::dynamic_extent, 8>>);
  auto m = ct::tensor_span{p, ct::layout_strided_mapping{ct::extents{n, n}, ct::extents{n, 1_ic}}};
  auto t = ct::tensor_span{p, ct::layout_strided_mapping{ct::extents{n, n}, ct::strides{n, 1_ic}}};
  (void)m, (void)t;
}

using f32x8 = ct::tile<float, ct::shape<8>>;
using i32x8 = ct::tile<int, ct::shape<8>>;
using f32x4x8 = ct::tile<float, ct::shape<4, 8>>;

__tile_global__ void views(const float *__restrict__ in, float *__restrict__ out, int m, int n) {
  auto span = ct::tensor_span{ct::assume_aligned<16>(in), ct::extents{m, n}};
  auto v = ct::partition_view(span, ct::shape<4, 8>{});
  auto o = ct::partition_view{ct::tensor_span{out, ct::layout_strided_mapping{ct::extents{m, n}, ct::extents{n, 1_ic}}},
                              ct::shape{4_ic, 8_ic}};
  SAME(decltype(v)::view_tile_type, f32x4x8);
  auto [x, y, z] = ct::bid();
  f32x4x8 a = v.load(x, y);
  auto b = v.load_masked<ct::view_padding::negative_inf>(x, y);
  auto c = v.load_masked(ct::view_padding_nan_t{}, x, y);
  o.store(a + b + c, x, y);
  o.store_masked(a, x, y);
  // 13.4 atomic members: order (and scope) before the indices; the
  // reductions take relaxed order and device or block scope.
  SAME(decltype(v.atomic_load(ct::memory_order_acquire_t{}, x, y)), f32x4x8);
  auto d = v.atomic_load<ct::memory_order::relaxed, ct::thread_scope::device>(x, y);
  auto e = v.atomic_load(ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, x, y);
  auto f = v.atomic_load_masked(ct::view_padding_nan_t{}, ct::memory_order_acquire_t{}, x, y);
  auto g = v.atomic_load_masked<ct::view_padding::zero, ct::memory_order::relaxed>(x, y);
  o.atomic_store(d + e, ct::memory_order_release_t{}, x, y);
  o.atomic_store<ct::memory_order::relaxed>(f, x, y);
  o.atomic_store_masked(g, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, x, y);
  o.atomic_add(a, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, x, y);
  o.atomic_sub(a, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, x, y);
  unsigned nb = ct::num_blocks().x;
}

__tile__ void arithmetic(f32x8 f, i32x8 i, ct::tile<__half, ct::shape<8>> h) {
  SAME(decltype(f + 1), f32x8);
  SAME(decltype(-f * f / f - f), f32x8);
  SAME(decltype(i % 3 + (i << 1) + (i >> 1) + (i & 1) + (i | 1) + (i ^ 1) + ~i), i32x8);
  SAME(decltype(f < i), ct::tile<bool, ct::shape<8>>);
  SAME(decltype(!(f < 1.0f) && (i == 2) || (i != 3)), ct::tile<bool, ct::shape<8>>);
  SAME(decltype(ct::add(f, f, ct::round_toward_zero_t{}, ct::round_subnormals_to_zero_t{})), f32x8);
  SAME(decltype(ct::add<ct::rounding_mode::round_toward_zero>(f, f, {})), f32x8);
  SAME(decltype(ct::div(f, 2.0f, ct::round_approximate_t{}, ct::round_subnormals_to_zero_t{})), f32x8);
  SAME(decltype(ct::mul(f, 1.44f, ct::round_ties_to_even_t{}, ct::round_subnormals_to_zero_t{})), f32x8);
  SAME(decltype(ct::sub(h, h)), ct::tile<__half, ct::shape<8>>);
  SAME(decltype(ct::max(f, 0.0f, ct::propagate_nan_t{})), f32x8);
  SAME(decltype(ct::min(3, 4)), int);
  SAME(decltype(ct::fma(f, f, f, ct::round_ties_to_even_t{}, ct::preserve_subnormals_t{})), f32x8);
  SAME(decltype(ct::exp(f) + ct::exp(f, ct::round_approximate_t{}) + ct::exp2(f, ct::round_subnormals_to_zero_t{})), f32x8);
  SAME(decltype(ct::sqrt(f, ct::round_approximate_t{}, ct::round_subnormals_to_zero_t{}) + ct::rsqrt(f)), f32x8);
  SAME(decltype(ct::log(f) + ct::log2(f) + ct::sin(f) + ct::cos(f) + ct::tan(f) + ct::sinh(f) +
                ct::cosh(f) + ct::tanh(f, ct::round_full_t{}) + ct::floor(f) + ct::ceil(f) +
                ct::pow(f, f) + ct::atan2(f, f) + ct::abs(f)), f32x8);
  SAME(decltype(ct::exp(1.0f)), float);
  SAME(decltype(ct::abs(i) + ct::floordiv(i, 2) + ct::ceildiv(i, 2) + ct::mulhi(i, i)), i32x8);
  SAME(decltype(ct::isnan(f) || ct::isinf(f)), ct::tile<bool, ct::shape<8>>);
  SAME(decltype(ct::select(i < 4, f, ct::zeros<f32x8>())), f32x8);
  SAME(decltype(ct::element_cast<int>(f)), i32x8);
  SAME(decltype(ct::element_cast<__half>(f)), ct::tile<__half, ct::shape<8>>);
  SAME(decltype(ct::element_cast<float>(i < 2)), f32x8);
  SAME(decltype(ct::element_cast<long long>(i)), ct::tile<long long, ct::shape<8>>);
  SAME(decltype(ct::element_bitcast<unsigned>(i)), ct::tile<unsigned, ct::shape<8>>);
  f32x8 acc = f;
  acc = acc + 1.0f; // no compound assignment on tiles (as in nvcc)
  float one = static_cast<float>(ct::reshape<ct::shape<1>>(ct::sum<0>(f)));
  ct::tile<int, ct::shape<>> zero_d = 5;
  int back = (int)zero_d;
}

__tile__ void shapes(f32x4x8 t) {
  SAME(decltype(ct::reshape<ct::shape<32>>(t)), ct::tile<float, ct::shape<32>>);
  SAME(decltype(ct::reshape(t, ct::shape{2_ic, 16_ic})), ct::tile<float, ct::shape<2, 16>>);
  SAME(decltype(ct::broadcast(ct::zeros<ct::tile<float, ct::shape<8>>>(), ct::shape<4, 8>{})), f32x4x8);
  SAME(decltype(ct::transpose(t)), ct::tile<float, ct::shape<8, 4>>);
  SAME(decltype(ct::permute<ct::dimension_map<1, 0>>(t)), ct::tile<float, ct::shape<8, 4>>);
  SAME(decltype(ct::permute(t, ct::dimension_map<1, 0>{})), ct::tile<float, ct::shape<8, 4>>);
  SAME(decltype(ct::cat<1>(t, t)), ct::tile<float, ct::shape<4, 16>>);
  SAME(decltype(ct::extract(t, ct::shape<4, 4>{}, 0, 1)), ct::tile<float, ct::shape<4, 4>>);
  SAME(decltype(ct::sum<1>(t)), ct::tile<float, ct::shape<4, 1>>);
  SAME(decltype(ct::sum(t, 0_ic, ct::round_ties_to_even_t{}, ct::preserve_subnormals_t{})), ct::tile<float, ct::shape<1, 8>>);
  SAME(decltype(ct::reduce_max(t, 1_ic, ct::suppress_nan_t{})), ct::tile<float, ct::shape<4, 1>>);
  SAME(decltype(ct::reduce_min<0>(t) + ct::prod<0>(t)), ct::tile<float, ct::shape<1, 8>>);
  SAME(decltype(ct::reduce_bitxor<0>(ct::iota<i32x8>())), ct::tile<int, ct::shape<1>>);
  SAME(decltype(ct::any_of<0>(ct::iota<i32x8>() < 3)), ct::tile<bool, ct::shape<1>>);
  SAME(decltype(ct::partial_sum(t, ct::integral_constant<1>{})), f32x4x8);
  SAME(decltype(ct::partial_sum(t, 1_ic, ct::scan_backward_t{})), f32x4x8);
  SAME(decltype(ct::partial_prod<0>(t)), f32x4x8);
}

__tile__ void matmuls() {
  auto ah = ct::zeros<ct::tile<__half, ct::shape<16, 32>>>();
  auto bh = ct::zeros<ct::tile<__half, ct::shape<32, 8>>>();
  SAME(decltype(ct::mma(ah, bh, ct::zeros<ct::tile<float, ct::shape<16, 8>>>())), ct::tile<float, ct::shape<16, 8>>);
  SAME(decltype(ct::matmul(ah, bh)), ct::tile<__half, ct::shape<16, 8>>);
  auto ab = ct::zeros<ct::tile<__nv_bfloat16, ct::shape<2, 16, 32>>>();
  auto bb = ct::zeros<ct::tile<__nv_bfloat16, ct::shape<2, 32, 8>>>();
  SAME(decltype(ct::mma(ab, bb, ct::zeros<ct::tile<float, ct::shape<2, 16, 8>>>())), ct::tile<float, ct::shape<2, 16, 8>>);
  // matmul result types as nvcc 13.4 gives them: bf16 -> float, fp8 -> __half.
  SAME(decltype(ct::matmul(ab, bb)), ct::tile<float, ct::shape<2, 16, 8>>);
  auto a8 = ct::zeros<ct::tile<signed char, ct::shape<16, 32>>>();
  auto b8 = ct::zeros<ct::tile<unsigned char, ct::shape<32, 8>>>();
  SAME(decltype(ct::matmul(a8, b8)), ct::tile<int, ct::shape<16, 8>>);
  auto af8 = ct::zeros<ct::tile<__nv_fp8_e4m3, ct::shape<16, 32>>>();
  SAME(decltype(ct::mma(af8, ct::zeros<ct::tile<__nv_fp8_e4m3, ct::shape<32, 8>>>(), ct::zeros<ct::tile<float, ct::shape<16, 8>>>())), ct::tile<float, ct::shape<16, 8>>);
  SAME(decltype(ct::matmul(af8, ct::zeros<ct::tile<__nv_fp8_e4m3, ct::shape<32, 8>>>())), ct::tile<__half, ct::shape<16, 8>>);
  auto at = ct::element_cast<__nv_tf32>(ct::zeros<ct::tile<float, ct::shape<16, 32>>>());
  SAME(decltype(ct::matmul(at, ct::zeros<ct::tile<__nv_tf32, ct::shape<32, 8>>>())), ct::tile<float, ct::shape<16, 8>>);
}

__tile_global__ void memory(float *__restrict__ p, int *__restrict__ q, int n) {
  auto rows = ct::iota<ct::tile<int, ct::shape<4, 1>>>();
  auto cols = ct::iota<ct::tile<int, ct::shape<1, 8>>>();
  auto ptrs = p + rows * 8 + cols;
  SAME(decltype(ptrs), ct::tile<float *, ct::shape<4, 8>>);
  auto mask = rows < n;
  auto v = ct::load_masked(ptrs, mask, -1.0f);
  auto w = ct::load_masked(ptrs, mask);
  auto s = ct::load(p);
  SAME(decltype(s), float);
  ct::store(ptrs, v + w);
  ct::store_masked(ptrs, v, mask);
  auto qp = q + ct::iota<i32x8>();
  auto one = ct::full<i32x8>(1); // values have the pointer tile's shape (nvcc)
  auto old = ct::atomic_add(qp, one, ct::memory_order_relaxed_t{});
  SAME(decltype(old), i32x8);
  ct::atomic_and(qp, one, ct::memory_order_acq_rel_t{}, ct::thread_scope_device_t{});
  ct::atomic_or(qp, one, ct::memory_order_release_t{}, ct::thread_scope_block_t{});
  ct::atomic_xor(qp, one, ct::memory_order_relaxed_t{}, ct::thread_scope_system_t{});
  ct::atomic_max(qp, one, ct::memory_order_relaxed_t{});
  ct::atomic_min<ct::memory_order::relaxed>(qp, one);
  ct::atomic_xchg(qp, one, ct::memory_order_relaxed_t{});
  ct::atomic_sub<ct::memory_order::relaxed>(qp, one);
  ct::atomic_add_masked<ct::memory_order::relaxed>(qp, one, ct::iota<i32x8>() < 4);
  auto prev = ct::atomic_compare_exchange(qp, ct::zeros<i32x8>(), one, ct::memory_order_acq_rel_t{},
                                          ct::thread_scope_device_t{});
  int sprev = ct::atomic_compare_exchange(q, 0, 1, ct::memory_order_relaxed_t{});
  int sold = ct::atomic_add(q, 5, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
  float fold = ct::atomic_add(p, 1.0f, ct::memory_order_relaxed_t{});
  auto ld = ct::atomic_load<ct::memory_order::acquire>(qp);
  ct::atomic_store(qp, ld, ct::memory_order_release_t{});
  auto m8 = ct::iota<i32x8>() < n;
  SAME(decltype(ct::atomic_load_masked(qp, m8, ct::memory_order_acquire_t{})), i32x8);
  auto lm = ct::atomic_load_masked(qp, m8, -1, ct::memory_order_relaxed_t{},
                                   ct::thread_scope_block_t{});
  int slm = ct::atomic_load_masked<ct::memory_order::relaxed>(q, n > 0);
  ct::atomic_store_masked(qp, lm, m8, ct::memory_order_release_t{}, ct::thread_scope_device_t{});
  ct::atomic_store_masked<ct::memory_order::relaxed>(q, slm, n > 0);
  auto iv = ct::partition_view{ct::tensor_span{q, ct::extents{n}}, ct::shape<8>{}};
  auto it = iv.load(0);
  iv.atomic_and(it, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  iv.atomic_or(it, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  iv.atomic_xor(it, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  iv.atomic_max(it, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 0);
  iv.atomic_min(it, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 0);
}

__tile_global__ void assumptions_and_output(float *p, int n) {
  p = ct::assume_aligned(p, 16_ic);
  int a = ct::assume_divisible<16>(n);
  int b = ct::assume_divisible(n, ct::integral_constant<8>{});
  int c = ct::assume_bounded<0, 1024>(n);
  int d = ct::assume_bounded_below(n, 0_ic);
  int e = ct::assume_bounded_above<4096>(n);
  auto blk = ct::assume_blocked(ct::iota<i32x8>(), ct::shape<4>{});
  // Our extensions live outside cuda::tiles (docs/compat.md).
  cutile::ext::print("n=%d tile=%d\n", n, ct::iota<i32x8>());
  cutile::ext::print("%f\n", 1.0f);
  cutile::ext::tile_assert(ct::iota<i32x8>() >= 0, "iota is non-negative");
  cutile::ext::tile_assert(n >= 0);
  for (auto k : ct::irange(0ll, (long long)n, 4ll)) {
    SAME(decltype(k), long long);
  }
}

// A scalar deduces a 0-d tile, as with nvcc 13.4.
__tile__ void deduce_from_scalar(int n) {
  ct::tile t = 3.0f;
  SAME(decltype(t), ct::tile<float, ct::shape<>>);
  ct::tile u = n;
  SAME(decltype(u), ct::tile<int, ct::shape<>>);
}
