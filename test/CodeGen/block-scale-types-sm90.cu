// Below sm_100 the two checks of nvcc 13.5: a scalar fp4 or e8m0
// conversion is a front-end error (nvcc's words, at the conversion); tiles
// of them pass the front end and tileiras refuses the type, which our
// pipeline reports at the source line of the op tileiras names.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -DSCALAR -Xclang -verify=scalar
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s -DSCALAR > /dev/null
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > /dev/null
// RUN: %if tileiras %{ %clangxx_tile -x cuda -std=c++20 --cuda-device-only --cuda-gpu-arch=sm_90 -fcutile-emit=cubin %s -o %t.cubin -Xclang -verify=ras %}
#include <cuda_fp4.h>
#include <cuda_fp8.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

#if defined(SCALAR)
__tile_global__ void scalar_fp4(float *out, __nv_fp4_e2m1 v) {
  out[0] = float(v); // scalar-error {{the '__nv_fp8_e8m0' and '__nv_fp4_e2m1' types are not supported in tile code for architectures below sm_100}}
}
__tile_global__ void scalar_e8m0(__nv_fp8_e8m0 *out, float f) {
  out[0] = __nv_fp8_e8m0(f); // scalar-error {{the '__nv_fp8_e8m0' and '__nv_fp4_e2m1' types are not supported in tile code for architectures below sm_100}}
}
#else
// ras-note@* 0+ {{}}
__tile_global__ void tiles(const __nv_fp4_e2m1 *in, float *out) { // ras-error {{tileiras failed for sm_90}}
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape{32_ic}};
  auto x = iv.load(0); // ras-error {{Incompatibility with architecture 'sm_90': unsupported type 'f4E2M1FN'}}
  ov.store(ct::element_cast<float>(x), 0);
}
#endif
