// The guide's vector add (2.4.6): static spans and views become static
// tensor_view/partition_view types (what TMA needs), each __restrict__
// pointer gets its own token chain, so nothing orders the two loads or the
// store after them, and the entry is named by the kernel's mangled name.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>

__tile_global__ void vec_add(float *__restrict__ a, float *__restrict__ b,
                             float *__restrict__ out) {
  namespace ct = cuda::tiles;
  using namespace ct::literals;
  a = ct::assume_aligned(a, 16_ic);
  b = ct::assume_aligned(b, 16_ic);
  out = ct::assume_aligned(out, 16_ic);
  auto aSpan = ct::tensor_span{a, ct::extents{128_ic}};
  auto bSpan = ct::tensor_span{b, ct::extents{128_ic}};
  auto oSpan = ct::tensor_span{out, ct::extents{128_ic}};
  auto aView = ct::partition_view{aSpan, ct::shape{8_ic}};
  auto bView = ct::partition_view{bSpan, ct::shape{8_ic}};
  auto oView = ct::partition_view{oSpan, ct::shape{8_ic}};
  int bx = ct::bid().x;
  auto aTile = aView.load(bx);
  auto bTile = bView.load(bx);
  oView.store(aTile + bTile, bx);
}

// CHECK-LABEL: cuda_tile.module @vec_add {
// CHECK: entry @_Z7vec_addPfS_S_(%[[A:.*]]: tile<ptr<f32>>, %[[B:.*]]: tile<ptr<f32>>, %[[O:.*]]: tile<ptr<f32>>) {
// CHECK: %[[AA:.*]] = assume div_by<16>, %[[A]] : tile<ptr<f32>>
// CHECK: %[[BA:.*]] = assume div_by<16>, %[[B]]
// CHECK: %[[OA:.*]] = assume div_by<16>, %[[O]]
// CHECK: %[[BX:.*]], %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
// CHECK: %[[TVA:.*]] = make_tensor_view %[[AA]], shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
// CHECK: %[[PVA:.*]] = make_partition_view %[[TVA]] : partition_view<tile=(8), tensor_view<128xf32, strides=[1]>>
// CHECK: %[[TA:.*]], %{{.*}} = load_view_tko weak %[[PVA]][%[[BX]]] inbounds = [true] : {{.*}} -> tile<8xf32>, token
// CHECK: %[[TB:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%[[BX]]] inbounds = [true] : {{.*}} -> tile<8xf32>, token
// CHECK: %[[SUM:.*]] = addf %[[TA]], %[[TB]]
// CHECK: make_tensor_view %[[OA]]
// CHECK-NOT: join_tokens
// CHECK: store_view_tko weak %[[SUM]], %{{.*}}[%[[BX]]] {{.*}}inbounds = [true] : tile<8xf32>, {{.*}} -> token
// CHECK-NEXT: return
