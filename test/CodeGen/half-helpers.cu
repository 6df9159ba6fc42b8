// The cuda_fp16.h/cuda_bf16.h math that CUDA 13.4 marks as tile code (for
// Clang plain __device__ functions, now allowed by the rules) lowers to the
// ops nvcc 13.4 makes of it (its Tile IR): one op in the element type, exp
// and tanh with full rounding (htanh_approx too), hrcp a division, the fused
// forms an fma with a clamp or a NaN-propagating ReLU. Numerics:
// Compat/types/half_bf16_helpers.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z4mathI6__halfEvPKT_PS1_(
// CHECK: %[[X:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} -> tile<f16>, token
// CHECK: %[[Y:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} -> tile<f16>, token
// CHECK: %[[Z:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} -> tile<f16>, token
// CHECK: sqrt %[[X]]  : tile<f16>
// CHECK: exp %[[X]]  : tile<f16>
// htanh and htanh_approx are the same op (one after CSE), as in nvcc.
// CHECK: %[[T:.*]] = tanh %[[Y]]  : tile<f16>
// CHECK: store_ptr_tko weak %{{.*}}, %[[T]]
// CHECK: store_ptr_tko weak %{{.*}}, %[[T]]
// CHECK: ceil %[[Z]] : tile<f16>
// CHECK: log2 %[[X]] : tile<f16>
// CHECK: %[[ONE:.*]] = constant <f16: 1.000000e+00> : tile<f16>
// CHECK: divf %[[ONE]], %[[X]]  : tile<f16>
// CHECK: %[[F:.*]] = fma %[[X]], %[[Y]], %[[Z]]  : tile<f16>
// CHECK: maxf %[[F]], %{{.*}} propagate_nan : tile<f16>
// CHECK-LABEL: entry @_Z4mathI13__nv_bfloat16EvPKT_PS1_(
// CHECK: sqrt %{{.*}}  : tile<bf16>
// CHECK: exp %{{.*}}  : tile<bf16>
// CHECK: tanh %{{.*}}  : tile<bf16>
template <class T> __tile_global__ void math(const T *a, T *o) {
  T x = a[0], y = a[1], z = a[2];
  o[0] = hsqrt(x);
  o[1] = hexp(x);
  o[2] = htanh(y);
  o[3] = htanh_approx(y);
  o[4] = hceil(z);
  o[5] = hlog2(x);
  o[6] = hrcp(x);
  o[7] = __hfma(x, y, z);
  o[8] = __hfma_relu(x, y, z);
}
template __tile_global__ void math<__half>(const __half *, __half *);
template __tile_global__ void math<__nv_bfloat16>(const __nv_bfloat16 *, __nv_bfloat16 *);
