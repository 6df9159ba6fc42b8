// ct::scaled_mma over every operand/scale/vector-size combination nvcc
// 13.5 was asked about (operands e4m3, e5m2, e2m1, __half; scales e8m0,
// e4m3, ue5m3, e5m2; 16, 32 or 64 elements per scale; 48 probes with the
// kernel below, nvcc -tilebc sm_100). nvcc accepts exactly e4m3|e5m2 with
// e8m0 and 32, e2m1 with e8m0 and 16 or 32, e2m1 with e4m3 and 16, e2m1 with
// ue5m3 and 16 or 32; every other one is "no instance of function template
// scaled_mma" at the call. The accepted ones give nvcc's ops: fp4 operands
// are bytes unpacked to their first nibble, then one mmaf_scaled (lhs, rhs,
// acc, lhs scale, rhs scale). ue5m3 tiles are not yet supported here (nvcc
// gives them its fnv8E5M3FNU type, which our dialect lacks).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s | FileCheck %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s -DREJECT -ferror-limit=0 -Xclang -verify=reject
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s -DUE5M3 -Xclang -verify=ue5m3
#include <cuda_fp16.h>
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

template <class E, class S, int V>
__tile_global__ void k(const E *a, const S *as, const E *b, const S *bs, float *c) { // ue5m3-error 2 {{not yet supported in tile code: __nv_fp8_ue5m3}}
  constexpr int M = 16, N = 16, K = 64;
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{M, K}}, ct::shape<M, K>{}};
  auto asv = ct::partition_view{ct::tensor_span{as, ct::extents{M, K / V}}, ct::shape<M, K / V>{}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{K, N}}, ct::shape<K, N>{}};
  auto bsv = ct::partition_view{ct::tensor_span{bs, ct::extents{K / V, N}}, ct::shape<K / V, N>{}};
  auto cv = ct::partition_view{ct::tensor_span{c, ct::extents{M, N}}, ct::shape<M, N>{}};
  cv.store(ct::scaled_mma(av.load(0, 0), asv.load(0, 0), bv.load(0, 0), bsv.load(0, 0), // #call
                          ct::zeros<ct::tile<float, ct::shape<M, N>>>()),
           0, 0);
}

using e4m3 = __nv_fp8_e4m3;
using e5m2 = __nv_fp8_e5m2;
using e8m0 = __nv_fp8_e8m0;
using ue5m3 = __nv_fp8_ue5m3;
using fp4 = __nv_fp4_e2m1;
#define INST(E, S, V) template __tile_global__ void k<E, S, V>(const E *, const S *, const E *, const S *, float *);

#if defined(REJECT)
// reject-error@#call 41 {{no matching function for call to 'scaled_mma'}}
// reject-note@* 0+ {{}}
INST(e4m3, e8m0, 16) INST(e4m3, e8m0, 64) INST(e4m3, e4m3, 16) INST(e4m3, e4m3, 32)
INST(e4m3, e4m3, 64) INST(e4m3, ue5m3, 16) INST(e4m3, ue5m3, 32) INST(e4m3, ue5m3, 64)
INST(e4m3, e5m2, 16) INST(e4m3, e5m2, 32) INST(e4m3, e5m2, 64)
INST(e5m2, e8m0, 16) INST(e5m2, e8m0, 64) INST(e5m2, e4m3, 16) INST(e5m2, e4m3, 32)
INST(e5m2, e4m3, 64) INST(e5m2, ue5m3, 16) INST(e5m2, ue5m3, 32) INST(e5m2, ue5m3, 64)
INST(e5m2, e5m2, 16) INST(e5m2, e5m2, 32) INST(e5m2, e5m2, 64)
INST(fp4, e8m0, 64) INST(fp4, e4m3, 32) INST(fp4, e4m3, 64) INST(fp4, ue5m3, 64)
INST(fp4, e5m2, 16) INST(fp4, e5m2, 32) INST(fp4, e5m2, 64)
INST(__half, e8m0, 16) INST(__half, e8m0, 32) INST(__half, e8m0, 64)
INST(__half, e4m3, 16) INST(__half, e4m3, 32) INST(__half, e4m3, 64)
INST(__half, ue5m3, 16) INST(__half, ue5m3, 32) INST(__half, ue5m3, 64)
INST(__half, e5m2, 16) INST(__half, e5m2, 32) INST(__half, e5m2, 64)
#elif defined(UE5M3)
INST(fp4, ue5m3, 16) INST(fp4, ue5m3, 32)
#else
INST(e4m3, e8m0, 32) INST(e5m2, e8m0, 32) INST(fp4, e8m0, 16) INST(fp4, e8m0, 32) INST(fp4, e4m3, 16)
#endif

// CHECK-LABEL: entry @_Z1kI13__nv_fp8_e4m313__nv_fp8_e8m0Li32EEvPKT_PKT0_S4_S7_Pf(%arg0: tile<ptr<f8E4M3FN>>, %arg1: tile<ptr<f8E8M0FNU>>
// CHECK: mmaf_scaled %tile, %tile_2, %{{.*}}, %tile_0, %tile_4 : tile<16x64xf8E4M3FN>, tile<64x16xf8E4M3FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
// CHECK-LABEL: entry @_Z1kI13__nv_fp8_e5m213__nv_fp8_e8m0Li32EEvPKT_PKT0_S4_S7_Pf(%arg0: tile<ptr<f8E5M2>>, %arg1: tile<ptr<f8E8M0FNU>>
// CHECK: mmaf_scaled %tile, %tile_2, %{{.*}}, %tile_0, %tile_4 : tile<16x64xf8E5M2>, tile<64x16xf8E5M2>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
// CHECK-LABEL: entry @_Z1kI13__nv_fp4_e2m113__nv_fp8_e8m0Li16EEvPKT_PKT0_S4_S7_Pf(%arg0: tile<ptr<i8>>, %arg1: tile<ptr<f8E8M0FNU>>
// CHECK: %tile, %{{.*}} = load_view_tko {{.*}} -> tile<16x64xi8>, token
// CHECK: %[[A8:.*]] = reshape %tile : tile<16x64xi8> -> tile<1024xi8>
// CHECK: %[[AU:.*]] = unpack %[[A8]] : tile<1024xi8> -> tile<2048xf4E2M1FN>
// CHECK: %[[AP:.*]] = reshape %[[AU]] : tile<2048xf4E2M1FN> -> tile<1024x2xf4E2M1FN>
// CHECK: %[[AF:.*]] = extract %[[AP]][%{{.*}}, %{{.*}}] : tile<1024x2xf4E2M1FN> -> tile<1024x1xf4E2M1FN>
// CHECK: %[[A:.*]] = reshape %[[AF]] : tile<1024x1xf4E2M1FN> -> tile<16x64xf4E2M1FN>
// CHECK: %[[B:.*]] = reshape %{{.*}} : tile<1024x1xf4E2M1FN> -> tile<64x16xf4E2M1FN>
// CHECK: mmaf_scaled %[[A]], %[[B]], %{{.*}}, %tile_0, %tile_4 : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E8M0FNU>, tile<4x16xf8E8M0FNU>
// CHECK-LABEL: entry @_Z1kI13__nv_fp4_e2m113__nv_fp8_e8m0Li32EEvPKT_PKT0_S4_S7_Pf(
// CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xf8E8M0FNU>, tile<2x16xf8E8M0FNU>
// CHECK-LABEL: entry @_Z1kI13__nv_fp4_e2m113__nv_fp8_e4m3Li16EEvPKT_PKT0_S4_S7_Pf(%arg0: tile<ptr<i8>>, %arg1: tile<ptr<f8E4M3FN>>
// CHECK: mmaf_scaled {{.*}} : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x4xf8E4M3FN>, tile<4x16xf8E4M3FN>
