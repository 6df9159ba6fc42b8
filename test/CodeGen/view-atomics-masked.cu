// The masked view reductions of CUDA 13.5 (atomic_X_masked on partition_view
// and strided_view) are the unmasked members' op, as nvcc 13.5 emits them
// (nvcc-13.5-probes/12_view_atomic_masked.cu and this file, compared op by
// op with scripts/nvcc-ref -tilebc + tileirdisasm): atomic_red_view_tko on
// the view without padding and without inbounds (the op skips out-of-bounds
// elements either way), block scope tl_blk, sub adding the negated value,
// unsigned max/min umax/umin.
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void k(float *f, int *i, unsigned *u, int n) {
  auto fv = ct::partition_view{ct::tensor_span{f, ct::extents{n}}, ct::shape{16_ic}};
  auto iv = ct::partition_view{ct::tensor_span{i, ct::extents{n}}, ct::shape{16_ic}};
  auto ones = ct::ones<ct::tile<float, ct::shape<16>>>();
  auto iones = ct::ones<ct::tile<int, ct::shape<16>>>();
  fv.atomic_add(ones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  fv.atomic_add_masked(ones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 1);
  fv.atomic_sub_masked(ones, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 2);
  iv.atomic_max_masked(iones, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 1);
  iv.atomic_xor_masked(iones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 2);
  iv.atomic_and_masked(iones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 2);
  iv.atomic_or_masked(iones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 2);
  auto sv = ct::strided_view{ct::tensor_span{i, ct::extents{n}}, ct::shape{16_ic}, ct::strides{8_ic}};
  sv.atomic_min_masked(iones, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 3);
  auto uv = ct::partition_view{ct::tensor_span{u, ct::extents{n}}, ct::shape{16_ic}};
  uv.atomic_max_masked(ct::element_cast<unsigned>(iones), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
  uv.atomic_min_masked(ct::element_cast<unsigned>(iones), ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 0);
}

// CHECK-LABEL: entry @_Z1kPfPiPji(
// CHECK: %[[FV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
// CHECK: %[[T0:.*]] = atomic_red_view_tko relaxed device %[[FV]][%{{.*}}], addf, %[[ONE:[^ ]*]] : tile<16xf32>
// CHECK: %[[T1:.*]] = atomic_red_view_tko relaxed device %[[FV]][%{{.*}}], addf, %[[ONE]] token = %[[T0]] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
// CHECK: %[[NEG:.*]] = negf %[[ONE]] : tile<16xf32>
// CHECK: atomic_red_view_tko relaxed tl_blk %[[FV]][%{{.*}}], addf, %[[NEG]] token = %[[T1]] :
// CHECK: %[[IV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>
// CHECK: atomic_red_view_tko relaxed tl_blk %[[IV]][%{{.*}}], max, %{{.*}} token
// CHECK: atomic_red_view_tko relaxed device %[[IV]][%{{.*}}], xor, %{{.*}} token
// CHECK: atomic_red_view_tko relaxed device %[[IV]][%{{.*}}], and, %{{.*}} token
// CHECK: atomic_red_view_tko relaxed device %[[IV]][%{{.*}}], or, %{{.*}} token
// CHECK: %[[SV:.*]] = make_strided_view %{{.*}} : strided_view<tile=(16), traversal_strides=[8], tensor_view<?xi32, strides=[1]>>
// CHECK: atomic_red_view_tko relaxed device %[[SV]][%{{.*}}], min, %{{.*}} token
// CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}], umax, %{{.*}} token
// CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}], umin, %{{.*}} token
// CHECK-NOT: padding_value
// CHECK-NOT: inbounds
// CHECK: return
