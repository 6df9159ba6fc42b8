// __half, __nv_bfloat16 and fp8 in tile code: their constructors,
// conversions, operators and the cuda_fp16.h/cuda_bf16.h conversion and
// arithmetic helpers are SIMT code; tile code generation recognizes them and
// emits what nvcc emits: ftof/itof (round to nearest even), the float ops and
// comparisons in the narrow type. As tile element types they load, store,
// fill, scale and convert with ct::element_cast.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// tileiras takes the module (0-d accesses of every element type included).
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}

#include <cuda_tile.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
namespace ct = cuda::tiles;
using S = ct::shape<16>;

// CHECK-LABEL: entry @_Z7scalarsP6__halfP13__nv_bfloat16Pff(
// CHECK-SAME: %[[H:.*]]: tile<ptr<f16>>, %[[B:.*]]: tile<ptr<bf16>>, %[[F:.*]]: tile<ptr<f32>>, %[[X:.*]]: tile<f32>)
// A constant converted to __half is an f32 constant and an ftof, as nvcc's.
// CHECK: %[[ONEF:.*]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[ONE:.*]] = ftof %[[ONEF]] {{ *}}: tile<f32> -> tile<f16>
// CHECK: %[[C:.*]] = ftof %[[X]] {{ *}}: tile<f32> -> tile<f16>
// CHECK: %[[D:.*]] = ftof %[[C]] {{ *}}: tile<f16> -> tile<f32>
// CHECK: %[[E:.*]] = ftof %[[X]] {{ *}}: tile<f32> -> tile<bf16>
// CHECK: %[[G:.*]] = ftof %[[E]] {{ *}}: tile<bf16> -> tile<f32>
// CHECK: %[[J:.*]] = fma %[[ONE]], %[[C]], %[[C]] {{ *}}: tile<f16>
// CHECK: %[[K:.*]] = subf %[[ONE]], %[[C]] {{ *}}: tile<f16>
// CHECK: %[[M:.*]] = negf %[[K]] : tile<f16>
// CHECK: %[[LT:.*]] = cmpf less_than ordered %[[ONE]], %[[C]] : tile<f16> -> tile<i1>
// CHECK: addf %[[D]], %[[G]]
// CHECK: ftof %[[J]] {{ *}}: tile<f16> -> tile<f32>
// CHECK: ftof %[[M]] {{ *}}: tile<f16> -> tile<f32>
// CHECK: store_ptr_tko weak %{{.*}} : tile<ptr<f32>>, tile<f32> -> token
// CHECK: store_ptr_tko weak %{{.*}}, %[[J]] : tile<ptr<f16>>, tile<f16> -> token
// CHECK: store_ptr_tko weak %{{.*}}, %[[E]] : tile<ptr<bf16>>, tile<bf16> -> token
__tile_global__ void scalars(__half *__restrict__ h, __nv_bfloat16 *__restrict__ bf,
                             float *__restrict__ f, float x) {
  __half a = __half(1.0f);
  __half b = static_cast<__half>(x);
  __half c = __float2half(x);
  float d = __half2float(c);
  __nv_bfloat16 e = __float2bfloat16(x);
  float g = __bfloat162float(e);
  float i = (float)b;
  __half j = a * b + c;
  __half k = a - b;
  __half m = -k;
  bool lt = a < b;
  f[0] = d + g + i + (float)j + (float)m + lt;
  h[0] = j;
  bf[0] = e;
}

// Compound assignment, ++, __hadd/__hneg and an int constructor on a half
// read from memory; bf16 division.
// CHECK-LABEL: entry @_Z7updatesP6__halfP13__nv_bfloat16(
// CHECK: %[[S:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<f16>> -> tile<f16>, token
// `__half(1)` is an itof of an i32 one; `++` adds a constant <f16: 1>, as nvcc's.
// CHECK: %[[I1:.*]] = constant <i32: 1> : tile<i32>
// CHECK: %[[HI1:.*]] = itof %[[I1]] signed {{ *}}: tile<i32> -> tile<f16>
// CHECK: %[[S1:.*]] = addf %[[S]], %[[HI1]] {{ *}}: tile<f16>
// CHECK: %[[ONE:.*]] = constant <f16: 1.000000e+00> : tile<f16>
// CHECK: %[[S2:.*]] = addf %[[S1]], %[[ONE]] {{ *}}: tile<f16>
// CHECK: store_ptr_tko weak %{{.*}}, %[[S2]] {{.*}}: tile<ptr<f16>>, tile<f16> -> token
// CHECK: %[[N:.*]] = negf %[[S2]] : tile<f16>
// CHECK: addf %[[S2]], %[[N]] {{ *}}: tile<f16>
// CHECK: %[[C15:.*]] = constant <f32: 1.500000e+00> : tile<f32>
// CHECK: %[[B15:.*]] = ftof %[[C15]] {{ *}}: tile<f32> -> tile<bf16>
// CHECK: %[[BV:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<bf16>> -> tile<bf16>, token
// CHECK: divf %[[BV]], %[[B15]] {{ *}}: tile<bf16>
__tile_global__ void updates(__half *__restrict__ h, __nv_bfloat16 *__restrict__ b) {
  __half s = h[0];
  s += __half(1);
  s++;
  h[1] = s;
  h[2] = __hadd(s, __hneg(s));
  b[0] = b[1] / __nv_bfloat16(1.5f);
}

// Tiles of half, bf16 and fp8.
// CHECK-LABEL: entry @_Z5tilesP6__halfPfP13__nv_fp8_e4m3(
// CHECK: %[[ZI:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[Z:.*]] = itof %[[ZI]] signed {{ *}}: tile<i32> -> tile<f16>
// CHECK: %[[ZR:.*]] = reshape %[[Z]] : tile<f16> -> tile<1xf16>
// CHECK: %[[ZB:.*]] = broadcast %[[ZR]] : tile<1xf16> -> tile<16xf16>
// CHECK: %[[T:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<16xptr<f16>> -> tile<16xf16>, token
// CHECK: %[[TWOF:.*]] = constant <f32: 2.000000e+00> : tile<f32>
// CHECK: %[[TWO:.*]] = ftof %[[TWOF]] {{ *}}: tile<f32> -> tile<f16>
// CHECK: %[[TR:.*]] = reshape %[[TWO]] : tile<f16> -> tile<1xf16>
// CHECK: %[[TB:.*]] = broadcast %[[TR]] : tile<1xf16> -> tile<16xf16>
// CHECK: %[[U:.*]] = fma %[[T]], %[[TB]], %[[ZB]] {{ *}}: tile<16xf16>
// CHECK: %[[V:.*]] = ftof %[[U]] {{ *}}: tile<16xf16> -> tile<16xf32>
// CHECK: ftof %[[V]] {{ *}}: tile<16xf32> -> tile<16xf16>
// CHECK: %[[Q:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<16xptr<f8E4M3FN>> -> tile<16xf8E4M3FN>, token
// CHECK: ftof %[[Q]] {{ *}}: tile<16xf8E4M3FN> -> tile<16xf32>
// CHECK: %[[Q15:.*]] = constant <f32: 1.500000e+00> : tile<f32>
// CHECK: ftof %[[Q15]] {{ *}}: tile<f32> -> tile<f8E4M3FN>
__tile_global__ void tiles(__half *__restrict__ h, float *__restrict__ f,
                           __nv_fp8_e4m3 *__restrict__ q) {
  auto idx = ct::iota<ct::tile<int, S>>();
  auto z = ct::full<ct::tile<__half, S>>(__half(0));
  auto t = ct::load(h + idx);
  auto u = t * __half(2.0f) + z;
  auto v = ct::element_cast<float>(u);
  ct::store(f + idx, v);
  ct::store(h + idx, ct::element_cast<__half>(v));
  ct::store(f + 16 + idx, ct::element_cast<float>(ct::load(q + idx)));
  q[0] = __nv_fp8_e4m3(1.5f);
}

// The cuda_fp16.h helpers CUDA 13.4 offers tile code (those Sema lets tile
// code call: the __host__ __device__ ones), as nvcc lowers them.
// CHECK-LABEL: entry @_Z7helpersPiP6__halfPs(
// CHECK: %[[A:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<f16>> -> tile<f16>, token
// CHECK: %[[B:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<f16>> -> tile<f16>, token
// CHECK: cmpf equal ordered %[[A]], %[[B]] : tile<f16> -> tile<i1>
// CHECK: cmpf less_than unordered %[[A]], %[[B]] : tile<f16> -> tile<i1>
// CHECK: cmpf not_equal ordered %[[A]], %[[B]] : tile<f16> -> tile<i1>
// CHECK: maxf %[[A]], %[[B]] : tile<f16>
// CHECK: minf %[[A]], %[[B]] : tile<f16>
// CHECK: maxf %[[A]], %[[B]] propagate_nan : tile<f16>
// CHECK: absf %[[A]] : tile<f16>
// CHECK: mulf %[[A]], %[[B]] {{ *}}: tile<f16>
// CHECK: %[[NINF:.*]] = constant <f16: 0xFC00> : tile<f16>
// CHECK: cmpf equal ordered %[[A]], %[[NINF]]
// CHECK: %[[PINF:.*]] = constant <f16: 0x7C00> : tile<f16>
// CHECK: cmpf equal ordered %[[A]], %[[PINF]]
// CHECK: cmpf not_equal unordered %[[A]], %[[A]] : tile<f16> -> tile<i1>
// CHECK: bitcast %[[A]] : tile<f16> -> tile<i16>
// CHECK: bitcast %{{.*}} : tile<i16> -> tile<f16>
// CHECK: ftoi %[[A]] signed {{.*}}: tile<f16> -> tile<i32>
// CHECK: %[[S:.*]] = addf %[[A]], %[[B]] {{ *}}: tile<f16>
// CHECK: %[[M:.*]] = maxf %[[S]], %{{.*}} : tile<f16>
// CHECK: minf %[[M]], %{{.*}} : tile<f16>
__tile_global__ void helpers(int *__restrict__ o, __half *__restrict__ h, short *__restrict__ s) {
  __half a = h[0], b = h[1];
  o[0] = __heq(a, b);
  o[1] = __hltu(a, b);
  o[2] = __hne(a, b);
  h[3] = __hmax(a, b);
  h[4] = __hmin(a, b);
  h[5] = __hmax_nan(a, b);
  h[6] = __habs(a);
  h[12] = __hmul_rn(a, b);
  o[4] = __hisinf(a);
  o[5] = __hisnan(a);
  s[0] = __half_as_short(a);
  h[13] = __short_as_half(s[1]);
  o[6] = __half2int_rz(a);
  h[19] = __hadd_sat(a, b);
}
