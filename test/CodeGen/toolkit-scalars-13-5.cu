// CUDA 13.5's scalar additions from the toolkit's other headers, as nvcc
// 13.5 emits them (nvcc-13.5-probes/15_tf32_scalar.cu, 16_trap_mulhi_scalar.cu):
// __nv_tf32's constructors and conversions are ftof/itof/ftoi on tf32,
// __trap() an always-failing assert naming the line, __umulhi/__umul64hi
// mulhii, __mulhi widened to i64 (exti, muli, shri 32, trunci). The second
// and third runs: CUDA 13.4's headers have none of it (its cuda_tf32.h has no
// such constructors; the callee rule names the release).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s | FileCheck %s
// RUN: %tile_verify --cuda-device-only -DCUDA_13_5_SIMT -DNO_TILE %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only --cuda-path=%cutile_src/.deps/cuda-13.4.92 -DCUDA_13_4 %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-host-only --cuda-path=%cutile_src/.deps/cuda-13.4.92 -DCUDA_13_4 %s
#include <cuda_tile.h>
#include <cuda_tf32.h>
namespace ct = cuda::tiles;

#ifdef NO_TILE
#elif defined(CUDA_13_4)
// 13.4's __nv_tf32 has no constructor from float.
__tile_global__ void tf32_134(float x) {
  __nv_tf32 t(x); // expected-error {{no matching constructor for initialization of '__nv_tf32'}}
}
#else
// CHECK-LABEL: entry @_Z4tf32Pffi
// CHECK: ftof %{{.*}} : tile<f32> -> tile<tf32>
// CHECK: itof %{{.*}} signed : tile<i32> -> tile<tf32>
// CHECK: ftof %{{.*}} : tile<tf32> -> tile<f32>
// CHECK: ftof %{{.*}} : tile<tf32> -> tile<f32>
// CHECK: ftoi %{{.*}} signed : tile<tf32> -> tile<i32>
// CHECK: itof %{{.*}} signed : tile<i32> -> tile<f32>
__tile_global__ void tf32(float *out, float x, int i) {
  __nv_tf32 t(x);
  __nv_tf32 u(i);
  out[0] = float(t);
  out[1] = static_cast<float>(u);
  out[2] = static_cast<float>(static_cast<int>(t));
}
#endif

#ifndef NO_TILE
// CHECK-LABEL: entry @_Z4trapPjjjiy
// CHECK: if %{{.*}} {
// CHECK: assert %{{.*}}, "{{.*}}toolkit-scalars-13-5.cu:[[@LINE+8]]: __trap() encountered" : tile<i1>
// CHECK: mulhii %{{.*}}, %{{.*}} : tile<i32>
// CHECK: exti %[[C:.*]] signed : tile<i32> -> tile<i64>
// CHECK-NEXT: muli %[[W:.*]], %[[W]] : tile<i64>
// CHECK: shri %{{.*}}, %{{.*}} signed : tile<i64>
// CHECK-NEXT: trunci %{{.*}} : tile<i64> -> tile<i32>
// CHECK: mulhii %{{.*}}, %{{.*}} : tile<i64>
__tile_global__ void trap(unsigned *out, unsigned a, unsigned b, int c, unsigned long long d) {
  if (a == 0) __trap();                // expected-error {{tile code can call '__trap' from CUDA 13.5 on; this toolkit is older}}
  out[0] = __umulhi(a, b);             // expected-error {{tile code can call '__umulhi' from CUDA 13.5 on}}
  out[1] = (unsigned)__mulhi(c, c);    // expected-error {{tile code can call '__mulhi' from CUDA 13.5 on}}
  out[2] = (unsigned)__umul64hi(d, d); // expected-error {{tile code can call '__umul64hi' from CUDA 13.5 on}}
}
#endif

#ifdef CUDA_13_5_SIMT
// SIMT code may not use them (nvcc 13.5: "calling a __tile__ function from a
// __device__ function is not allowed").
__device__ float simt_tf32(float x, __nv_tf32 t) {
  __nv_tf32 u(x);  // expected-error {{SIMT code cannot call tile function '__nv_tf32'}}
  return float(t); // expected-error {{SIMT code cannot call tile function 'operator float'}}
}
#endif
