// ct::repack to and from __nv_fp4_e2m1 (CUDA 13.5, sm_100) lowered as nvcc
// 13.5 lowers it (nvcc-13.5-probes/09_repack.cu and this file, compared op
// by op with tileirdisasm): bytes unpack to twice as many fp4 values along
// the dimension, fp4 packs back to bytes; a dimension that is not the last
// goes through permute.
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
#include <cuda_fp4.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void k(const unsigned char *in, float *out, unsigned char *back) {
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{16_ic, 8_ic}}, ct::shape{16_ic, 8_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{16_ic, 16_ic}}, ct::shape{16_ic, 16_ic}};
  auto bv = ct::partition_view{ct::tensor_span{back, ct::extents{16_ic, 8_ic}}, ct::shape{16_ic, 8_ic}};
  auto bytes = iv.load(0, 0);
  auto fp4 = ct::repack<__nv_fp4_e2m1, 1>(bytes);
  ov.store(ct::element_cast<float>(fp4), 0, 0);
  bv.store(ct::repack<unsigned char, 1>(fp4), 0, 0);
  auto cols = ct::repack<__nv_fp4_e2m1, 0>(bytes);
  ov.store(ct::element_cast<float>(ct::reshape<ct::shape<16, 16>>(cols)), 0, 0);
}
// CHECK-LABEL: entry @_Z1kPKhPfPh(
// CHECK: %[[B:.*]], %{{.*}} = load_view_tko {{.*}} -> tile<16x8xi8>, token
// CHECK: %[[F:.*]] = reshape %[[B]] : tile<16x8xi8> -> tile<128xi8>
// CHECK: %[[U:.*]] = unpack %[[F]] : tile<128xi8> -> tile<256xf4E2M1FN>
// CHECK: %[[R:.*]] = reshape %[[U]] : tile<256xf4E2M1FN> -> tile<16x16xf4E2M1FN>
// CHECK: ftof %[[R]] {{.*}}: tile<16x16xf4E2M1FN> -> tile<16x16xf32>
// CHECK: %[[RF:.*]] = reshape %[[R]] : tile<16x16xf4E2M1FN> -> tile<256xf4E2M1FN>
// CHECK: %[[P:.*]] = pack %[[RF]] : tile<256xf4E2M1FN> -> tile<128xi8>
// CHECK: reshape %[[P]] : tile<128xi8> -> tile<16x8xi8>
// CHECK: %[[T:.*]] = permute %[[B]] [1, 0] : tile<16x8xi8> -> tile<8x16xi8>
// CHECK: %[[TF:.*]] = reshape %[[T]] : tile<8x16xi8> -> tile<128xi8>
// CHECK: %[[TU:.*]] = unpack %[[TF]] : tile<128xi8> -> tile<256xf4E2M1FN>
// CHECK: %[[TR:.*]] = reshape %[[TU]] : tile<256xf4E2M1FN> -> tile<8x32xf4E2M1FN>
// CHECK: permute %[[TR]] [1, 0] : tile<8x32xf4E2M1FN> -> tile<32x8xf4E2M1FN>
