// cuda_fp16.h and cuda_bf16.h helpers in tile code, as nvcc 13.4 has them
// (probed one by one with scripts/nvcc-ref): what CUDA 13.4's headers mark
// as tile code is callable, also the __device__-only math (hsqrt, __hfma,
// hceil, ...); the rest of those headers (other roundings, __half2 and its
// helpers, the raw structs) is an error at the call, as with nvcc.
// Compat/types/half_bf16_helpers.cu runs them; Compat/invalid/ has one
// rejected call.
// RUN: %tile_verify --cuda-device-only %s
// RUN: %tile_verify --cuda-host-only %s
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

template <class T>
__tile_global__ void marked(const T *a, T *out, int *flags) {
  T x = a[0], y = a[1], z = a[2];
  out[0] = hsqrt(x);
  out[1] = hrsqrt(x);
  out[2] = hexp(x) + hexp2(y);
  out[3] = hlog(x) - hlog2(y);
  out[4] = hsin(x) * hcos(y);
  out[5] = htanh(x) + htanh_approx(y);
  out[6] = hceil(x) + hfloor(y) + hrcp(z);
  out[7] = __hfma(x, y, z);
  out[8] = __hfma_sat(x, y, z) + __hfma_relu(x, y, z);
  out[9] = __hmax(__habs(x), __hneg(y));
  flags[0] = __hisnan(x) + __hisinf(y) + __hlt(x, y) + __hgeu(x, z);
}
template __tile_global__ void marked<__half>(const __half *, __half *, int *);
template __tile_global__ void marked<__nv_bfloat16>(const __nv_bfloat16 *,
                                                     __nv_bfloat16 *, int *);

__tile_global__ void conversions(const float *f, const __half *h, int *i,
                                 __half *o) {
  o[0] = __float2half_rn(f[0]) + __int2half_rn(i[0]);
  i[1] = __half2int_rz(h[0]) + __half_as_short(h[1]);
  o[1] = __float2half_rz(f[1]); // expected-error {{tile code cannot call '__float2half_rz': CUDA's cuda_fp16.h and cuda_bf16.h do not mark it as tile code (nvcc 13.4 rejects the call too)}}
  o[2] = __float2half_rd(f[1]); // expected-error {{tile code cannot call '__float2half_rd': CUDA's cuda_fp16.h and cuda_bf16.h do not mark it as tile code}}
}

__tile_global__ void pairs(const __half *h, const __half2 *p, __half *o) {
  __half2 v = __halves2half2(h[0], h[1]); // expected-error {{tile code cannot call '__halves2half2'}}
  __half2 w = p[0]; // expected-error {{tile code cannot call '__half2'}}
  // The copy of w into the by-value parameter is a call too.
  // expected-error@+1 {{tile code cannot call '__half2'}}
  o[0] = __low2half(w); // expected-error {{tile code cannot call '__low2half'}}
  (void)v;
}

__tile_global__ void raw(const __half *h, unsigned short *o) {
  __half_raw r = h[0]; // expected-error {{tile code cannot call 'operator __half_raw'}}
  o[0] = r.x;
  o[1] = __half(r).operator unsigned short(); // expected-error {{tile code cannot call '__half'}}
}

// The general rule is unchanged for the user's own functions.
__device__ float mine(float x) { return x; }
__tile_global__ void own(float *o) {
  o[0] = mine(1.0f); // expected-error {{tile code cannot call __device__ function 'mine'}}
}
