// CUDA 13.5's block-scale element types and ct::scaled_mma, as nvcc 13.5
// lowers them (its probes 02, 03, 05, 06, 14, 21 and scratch probes,
// compared op by op with scripts/nvcc-ref -tilebc + tileirdisasm; nvcc adds
// a reshape to the same type before unpack and after pack, which is no op):
// fp4 is one value per byte in memory (a __nv_fp4_e2m1* is ptr<i8>): a load
// unpacks the bytes and keeps the first nibble of each, a store pairs each
// value with a zero and packs; e8m0 converts toward +inf by default; a
// scalar fp4 parameter is a tile<i8>, converted through a pair.
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
using fp4 = __nv_fp4_e2m1;
using e8m0 = __nv_fp8_e8m0;

// CHECK-LABEL: entry @_Z7fp4_memPK13__nv_fp4_e2m1PS_Pf(
// CHECK-SAME: tile<ptr<i8>>, %{{.*}}: tile<ptr<i8>>, %{{.*}}: tile<ptr<f32>>)
// CHECK: load_view_tko weak {{.*}} tensor_view<64xi8, strides=[1]>>, tile<i32> -> tile<32xi8>, token
// CHECK: %[[U:.*]] = unpack %{{.*}} : tile<32xi8> -> tile<64xf4E2M1FN>
// CHECK: %[[P:.*]] = reshape %[[U]] : tile<64xf4E2M1FN> -> tile<32x2xf4E2M1FN>
// CHECK: %[[X:.*]] = extract %[[P]][%[[C0:.*]], %[[C0]]] : tile<32x2xf4E2M1FN> -> tile<32x1xf4E2M1FN>
// CHECK: %[[R:.*]] = reshape %[[X]] : tile<32x1xf4E2M1FN> -> tile<32xf4E2M1FN>
// CHECK: ftof %[[R]]  : tile<32xf4E2M1FN> -> tile<32xf32>
// CHECK: %[[Q:.*]] = ftof %{{.*}}  : tile<32xf32> -> tile<32xf4E2M1FN>
// CHECK: %[[COL:.*]] = reshape %[[Q]] : tile<32xf4E2M1FN> -> tile<32x1xf4E2M1FN>
// CHECK: %[[Z:.*]] = constant <f4E2M1FN: 0.000000e+00> : tile<32x1xf4E2M1FN>
// CHECK: %[[CAT:.*]] = cat %[[COL]], %[[Z]] dim = 1 : tile<32x1xf4E2M1FN>, tile<32x1xf4E2M1FN> -> tile<32x2xf4E2M1FN>
// CHECK: %[[FLAT:.*]] = reshape %[[CAT]] : tile<32x2xf4E2M1FN> -> tile<64xf4E2M1FN>
// CHECK: %[[B:.*]] = pack %[[FLAT]] : tile<64xf4E2M1FN> -> tile<32xi8>
// CHECK: store_view_tko weak %[[B]], {{.*}} : tile<32xi8>, partition_view<tile=(32), tensor_view<64xi8, strides=[1]>>
__tile_global__ void fp4_mem(const fp4 *in, fp4 *out, float *fout) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto fv = ct::partition_view{ct::tensor_span{fout, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto f = ct::element_cast<float>(iv.load(0));
  fv.store(f, 0);
  ov.store(ct::element_cast<fp4>(f * 2.0f), 1);
}

// e8m0: toward +inf by default (the rounding tags are in
// element-cast-modes.cu); back to float,
// and to bf16 implicitly (e8m0 ranks below bf16); fp4 -> e4m3 implicitly;
// ones<e8m0> is 1.0.
// CHECK-LABEL: entry @_Z10e8m0_castsPKfP13__nv_fp8_e8m0PfP13__nv_bfloat16PK13__nv_fp4_e2m1P13__nv_fp8_e4m3(
// CHECK-SAME: tile<ptr<f8E8M0FNU>>
// CHECK: ftof %{{.*}} rounding<positive_inf> : tile<32xf32> -> tile<32xf8E8M0FNU>
// CHECK: store_view_tko weak {{.*}} : tile<32xf8E8M0FNU>
// CHECK: %[[Z:.*]] = ftof %{{.*}} rounding<positive_inf> : tile<32xf32> -> tile<32xf8E8M0FNU>
// CHECK: ftof %[[Z]]  : tile<32xf8E8M0FNU> -> tile<32xf32>
// CHECK: ftof %{{.*}}  : tile<32xf8E8M0FNU> -> tile<32xbf16>
// CHECK: unpack %{{.*}} : tile<32xi8> -> tile<64xf4E2M1FN>
// CHECK: ftof %{{.*}}  : tile<32xf4E2M1FN> -> tile<32xf8E4M3FN>
// CHECK: constant <f8E8M0FNU: 1.000000e+00> : tile<32xf8E8M0FNU>
__tile_global__ void e8m0_casts(const float *in, e8m0 *sc, float *out, __nv_bfloat16 *bf,
                          const fp4 *f, __nv_fp8_e4m3 *q) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto sv = ct::partition_view{ct::tensor_span{sc, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto bv = ct::partition_view{ct::tensor_span{bf, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto qv = ct::partition_view{ct::tensor_span{q, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto x = iv.load(0);
  sv.store(ct::element_cast<e8m0>(x), 0);
  auto z = ct::element_cast<e8m0>(x * 0.5f);
  ov.store(z, 1);
  bv.store(z, 0);
  qv.store(fv.load(0), 0);
  sv.store(ct::ones<ct::tile<e8m0, ct::shape<32>>>(), 1);
}

// scaled_mma: operands, accumulator, then the scales (nvcc's order).
// CHECK-LABEL: entry @_Z5mxfp8
// CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
constexpr int M = 128, N = 128, K = 128;
template <class E, class ES, int V>
__tile__ void scaled(const E *a, const ES *as, const E *b, const ES *bs, float *c) {
  auto A = ct::partition_view{ct::tensor_span{a, ct::extents{ct::integral_constant<M>{}, ct::integral_constant<K>{}}}, ct::shape<M, K>{}};
  auto AS = ct::partition_view{ct::tensor_span{as, ct::extents{ct::integral_constant<M>{}, ct::integral_constant<K / V>{}}}, ct::shape<M, K / V>{}};
  auto B = ct::partition_view{ct::tensor_span{b, ct::extents{ct::integral_constant<K>{}, ct::integral_constant<N>{}}}, ct::shape<K, N>{}};
  auto BS = ct::partition_view{ct::tensor_span{bs, ct::extents{ct::integral_constant<K / V>{}, ct::integral_constant<N>{}}}, ct::shape<K / V, N>{}};
  auto C = ct::partition_view{ct::tensor_span{c, ct::extents{ct::integral_constant<M>{}, ct::integral_constant<N>{}}}, ct::shape<M, N>{}};
  auto acc = ct::zeros<ct::tile<float, ct::shape<M, N>>>();
  C.store(ct::scaled_mma(A.load(0, 0), AS.load(0, 0), B.load(0, 0), BS.load(0, 0), acc), 0, 0);
}
__tile_global__ void mxfp8(const __nv_fp8_e4m3 *a, const e8m0 *as, const __nv_fp8_e4m3 *b,
                           const e8m0 *bs, float *c) {
  scaled<__nv_fp8_e4m3, e8m0, 32>(a, as, b, bs, c);
}
// NVFP4: both operands unpacked from bytes first.
// CHECK-LABEL: entry @_Z5nvfp4
// CHECK: unpack %{{.*}} : tile<16384xi8> -> tile<32768xf4E2M1FN>
// CHECK: unpack %{{.*}} : tile<16384xi8> -> tile<32768xf4E2M1FN>
// CHECK: mmaf_scaled %{{.*}} : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E4M3FN>, tile<8x128xf8E4M3FN>
__tile_global__ void nvfp4(const fp4 *a, const __nv_fp8_e4m3 *as, const fp4 *b,
                           const __nv_fp8_e4m3 *bs, float *c) {
  scaled<fp4, __nv_fp8_e4m3, 16>(a, as, b, bs, c);
}

// Batched: a scale with a batch of one is broadcast to the accumulator's.
// CHECK-LABEL: entry @_Z7batched
// CHECK: broadcast %{{.*}} : tile<1x32x2xf8E8M0FNU> -> tile<2x32x2xf8E8M0FNU>
// CHECK: mmaf_scaled {{.*}} : tile<2x32x64xf8E5M2>, tile<2x64x32xf8E5M2>, tile<2x32x32xf32>, tile<2x32x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
__tile_global__ void batched(const __nv_fp8_e5m2 *a, const e8m0 *as, const __nv_fp8_e5m2 *b,
                             const e8m0 *bs, float *c) {
  auto A = ct::partition_view{ct::tensor_span{a, ct::extents{2_ic, 32_ic, 64_ic}}, ct::shape<2, 32, 64>{}};
  auto AS = ct::partition_view{ct::tensor_span{as, ct::extents{1_ic, 32_ic, 2_ic}}, ct::shape<1, 32, 2>{}};
  auto B = ct::partition_view{ct::tensor_span{b, ct::extents{2_ic, 64_ic, 32_ic}}, ct::shape<2, 64, 32>{}};
  auto BS = ct::partition_view{ct::tensor_span{bs, ct::extents{2_ic, 2_ic, 32_ic}}, ct::shape<2, 2, 32>{}};
  auto C = ct::partition_view{ct::tensor_span{c, ct::extents{2_ic, 32_ic, 32_ic}}, ct::shape<2, 32, 32>{}};
  auto acc = ct::zeros<ct::tile<float, ct::shape<2, 32, 32>>>();
  C.store(ct::scaled_mma(A.load(0, 0, 0), AS.load(0, 0, 0), B.load(0, 0, 0), BS.load(0, 0, 0), acc), 0, 0, 0);
}

// Scalars: fp4 is a tile<i8> parameter, converted through a pair; e8m0 a
// plain ftof (toward +inf into e8m0, also for a constant).
// CHECK-LABEL: entry @_Z7scalarsPf13__nv_fp4_e2m113__nv_fp8_e8m0PS1_fPS0_(
// CHECK-SAME: %[[OUT:[^:]*]]: tile<ptr<f32>>, %[[V:[^:]*]]: tile<i8>, %[[S:[^:]*]]: tile<f8E8M0FNU>
// CHECK: %[[R:.*]] = reshape %[[V]] : tile<i8> -> tile<1xi8>
// CHECK: %[[Z:.*]] = constant <i8: 0> : tile<1xi8>
// CHECK: %[[TWO:.*]] = cat %[[R]], %[[Z]] dim = 0 : tile<1xi8>, tile<1xi8> -> tile<2xi8>
// CHECK: %[[U:.*]] = unpack %[[TWO]] : tile<2xi8> -> tile<4xf4E2M1FN>
// CHECK: %[[P:.*]] = reshape %[[U]] : tile<4xf4E2M1FN> -> tile<2x2xf4E2M1FN>
// CHECK: %[[X:.*]] = extract %[[P]][%[[C0:.*]], %[[C0]]] : tile<2x2xf4E2M1FN> -> tile<2x1xf4E2M1FN>
// CHECK: %[[F:.*]] = reshape %[[X]] : tile<2x1xf4E2M1FN> -> tile<2xf4E2M1FN>
// CHECK: %[[G:.*]] = ftof %[[F]]  : tile<2xf4E2M1FN> -> tile<2xf32>
// CHECK: %[[H:.*]] = extract %[[G]][%[[C0]]] : tile<2xf32> -> tile<1xf32>
// CHECK: reshape %[[H]] : tile<1xf32> -> tile<f32>
// CHECK: ftof %[[S]]  : tile<f8E8M0FNU> -> tile<f32>
// CHECK: %[[C3:.*]] = constant <f32: 3.000000e+00> : tile<f32>
// CHECK: ftof %[[C3]] rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
// CHECK: cat %{{.*}}, %{{.*}} dim = 0 : tile<1xf32>, tile<1xf32> -> tile<2xf32>
// CHECK: ftof %{{.*}}  : tile<2xf32> -> tile<2xf4E2M1FN>
// CHECK: cat %{{.*}}, %{{.*}} dim = 1 : tile<2x1xf4E2M1FN>, tile<2x1xf4E2M1FN> -> tile<2x2xf4E2M1FN>
// CHECK: pack %{{.*}} : tile<4xf4E2M1FN> -> tile<2xi8>
// CHECK: %[[B:.*]] = extract %{{.*}}[%[[C0]]] : tile<2xi8> -> tile<1xi8>
// CHECK: %[[B0:.*]] = reshape %[[B]] : tile<1xi8> -> tile<i8>
// CHECK: store_ptr_tko weak %{{.*}}, %[[B0]] {{.*}}: tile<ptr<i8>>, tile<i8> -> token
__tile_global__ void scalars(float *out, fp4 v, e8m0 s, e8m0 *e, float f, fp4 *q) {
  out[0] = float(v);
  out[1] = float(s);
  e[0] = e8m0(3.0f);
  q[0] = fp4(f);
}
