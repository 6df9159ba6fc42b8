// CUDA 13.5's element_cast with a rounding tag (ftof rounding<...>) or a
// saturation tag (ftoi ... saturating), ct::powi (fpowi) and ct::pow with an
// integral exponent (itof, then pow), as nvcc 13.5 lowers them (its probes
// 07, 08 and 11, compared op by op with scripts/nvcc-ref -tilebc +
// tileirdisasm, which prints pow as `fpowf`).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_fp16.h>
#include <cuda_tf32.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

// An explicit round_ties_to_even_t is the default and prints nothing; a
// cast to the same type is no op.
// CHECK-LABEL: entry @_Z8roundingPKfPKdP6__halfPf(
// CHECK: ftof %{{.*}} rounding<zero> : tile<16xf32> -> tile<16xf16>
// CHECK: ftof %{{.*}} rounding<negative_inf> : tile<16xf64> -> tile<16xf32>
// CHECK: ftof %{{.*}} rounding<nearest_away> : tile<16xf32> -> tile<16xtf32>
// CHECK: ftof %{{[^ ]*}}  : tile<16xtf32> -> tile<16xf32>
// CHECK: ftof %{{.*}} rounding<positive_inf> : tile<16xf16> -> tile<16xf32>
// CHECK: ftof %{{[^ ]*}}  : tile<16xf32> -> tile<16xf16>
// CHECK-NOT: ftof
// CHECK: return
__tile_global__ void rounding(const float *in, const double *din, __half *hout, float *out) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto dv = ct::partition_view{ct::tensor_span{din, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto hv = ct::partition_view{ct::tensor_span{hout, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto x = iv.load(0);
  auto h = ct::element_cast<__half>(x, ct::round_toward_zero_t{});
  hv.store(h, 0);
  ov.store(ct::element_cast<float>(dv.load(0), ct::round_toward_negative_t{}), 0);
  auto t = ct::element_cast<__nv_tf32>(x, ct::round_ties_to_away_t{});
  ov.store(ct::element_cast<float>(t), 1);
  ov.store(ct::element_cast<float>(h, ct::round_toward_positive_t{}), 2);
  hv.store(ct::element_cast<__half>(x, ct::round_ties_to_even_t{}), 1);
  ov.store(ct::element_cast<float>(x, ct::round_toward_zero_t{}), 3);
}

// saturate_finite_t sets `saturating`; saturate_none_t is the plain cast;
// to bool it is the plain comparison.
// CHECK-LABEL: entry @_Z10saturationPKfPaPiPj(
// CHECK: ftoi %{{.*}} signed  saturating : tile<16xf32> -> tile<16xi8>
// CHECK: ftoi %{{[^ ]*}} signed  : tile<16xf32> -> tile<16xi32>
// CHECK: ftoi %{{.*}} unsigned  saturating : tile<16xf32> -> tile<16xi32>
// CHECK: ftof
// CHECK: ftoi %{{.*}} signed  saturating : tile<16xf16> -> tile<16xi32>
// CHECK: cmpf not_equal unordered
// CHECK-NOT: ftoi
// CHECK: return
__tile_global__ void saturation(const float *in, signed char *o8, int *o32, unsigned *ou) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto v8 = ct::partition_view{ct::tensor_span{o8, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto v32 = ct::partition_view{ct::tensor_span{o32, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto vu = ct::partition_view{ct::tensor_span{ou, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto x = iv.load(0);
  v8.store(ct::element_cast<signed char>(x, ct::saturate_finite_t{}), 0);
  v32.store(ct::element_cast<int>(x, ct::saturate_none_t{}), 0);
  vu.store(ct::element_cast<unsigned>(x, ct::saturate_finite_t{}), 0);
  v32.store(ct::element_cast<int>(ct::element_cast<__half>(x), ct::saturate_finite_t{}), 1);
  v32.store(ct::element_cast<int>(ct::element_cast<bool>(x, ct::saturate_finite_t{})), 2);
}

// powi: an exponent tile as it is; a scalar is reshaped and broadcast; a
// bool is one byte (a constant, or exti of a bool tile). pow with an int
// exponent converts it and stays pow, never fpowi: nvcc broadcasts the int
// and converts 16 elements (itof), we convert the scalar first (a constant
// folds to 2.0).
// CHECK-LABEL: entry @_Z5powisPKfPKiPfi(
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<16xf32>, tile<16xi32>
// CHECK: %[[R:.*]] = reshape %{{.*}} : tile<i32> -> tile<1xi32>
// CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1xi32> -> tile<16xi32>
// CHECK: fpowi %{{.*}}, %[[B]] : tile<16xf32>, tile<16xi32>
// CHECK-NOT: fpowi
// CHECK: pow %{{.*}}, %{{.*}} : tile<16xf32>
// CHECK: pow %{{.*}}, %{{.*}} : tile<16xf32>
// CHECK: itof %{{.*}} signed  : tile<i32> -> tile<f32>
// CHECK: pow %{{.*}}, %{{.*}} : tile<16xf32>
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<16xf32>, tile<16xi8>
// CHECK: exti %{{.*}} unsigned : tile<16xi1> -> tile<16xi8>
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<16xf32>, tile<16xi8>
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<f32>, tile<i32>
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<16xf16>, tile<16xi16>
// CHECK: return
__tile_global__ void powis(const float *in, const int *e, float *out, int n) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto ev = ct::partition_view{ct::tensor_span{e, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto x = iv.load(0);
  ov.store(ct::powi(x, ev.load(0)), 0);
  ov.store(ct::powi(x, 3), 1);
  ov.store(ct::pow(x, 2), 2);
  ov.store(ct::pow(x, x), 3);
  ov.store(ct::pow(x, n), 3);
  ov.store(ct::powi(x, true), 4);
  ov.store(ct::powi(x, ct::element_cast<bool>(x)), 5);
  ov.store(ct::powi(2.0f, 3) + x, 6);
  auto h = ct::element_cast<__half>(x);
  ov.store(ct::element_cast<float>(ct::powi(h, ct::full<ct::tile<short, ct::shape<16>>>(2))), 7);
}

// element_bitcast compares widths in bits: f32 <-> i32, bool <-> i8 (the
// bool's byte: exti before, cmpi ne 0 after, as nvcc).
// CHECK-LABEL: entry @_Z8bitcastsPfPi(
// CHECK: bitcast %{{.*}} : tile<16xf32> -> tile<16xi32>
// CHECK: %[[W:.*]] = exti %{{.*}} unsigned : tile<16xi1> -> tile<16xi8>
// CHECK: bitcast %[[W]] : tile<16xi8> -> tile<16xi8>
// CHECK: %[[C:.*]] = bitcast %{{.*}} : tile<16xi8> -> tile<16xi8>
// CHECK: cmpi not_equal %[[C]], %{{.*}}, unsigned : tile<16xi8> -> tile<16xi1>
__tile_global__ void bitcasts(float *out, int *iout) {
  auto v = ct::partition_view{ct::tensor_span{out, ct::extents{16_ic}}, ct::shape{16_ic}};
  auto iv = ct::partition_view{ct::tensor_span{iout, ct::extents{16_ic}}, ct::shape{16_ic}};
  auto x = v.load(0);
  iv.store(ct::element_bitcast<int>(x), 0);
  auto b = ct::element_bitcast<signed char>(x > 0.0f);
  iv.store(ct::element_cast<int>(b), 0);
  auto back = ct::element_bitcast<bool>(b);
  v.store(ct::select(back, x, x + 1.0f), 0);
}
