// A reference member of an object in memory holds its referent's address,
// 8 bytes like a pointer: reading or writing through it is an i64 load,
// int_to_ptr, then the access (nvcc 13.4's Tile IR has the same ops).
// Numerics: Compat/control/reference_members_in_memory.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>

struct R {
  float &r;
  int k;
};

// CHECK-LABEL: entry @_Z1kP1RPf(
// rs[1].r: the struct at 16 bytes, the member at 0.
// CHECK: %[[S:.*]] = offset %arg0, %{{.*}} : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: %[[A:.*]] = ptr_to_ptr %[[S]] : tile<ptr<i8>> -> tile<ptr<i64>>
// CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko weak %[[A]] : tile<ptr<i64>> -> tile<i64>, token
// CHECK: %[[P:.*]] = int_to_ptr %[[V]] : tile<i64> -> tile<ptr<f32>>
// CHECK: load_ptr_tko weak %[[P]] : tile<ptr<f32>> -> tile<f32>, token
// rs[1].k at byte 8.
// CHECK: %[[K:.*]] = offset %[[S]], %{{.*}} : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: ptr_to_ptr %[[K]] : tile<ptr<i8>> -> tile<ptr<i32>>
// A store through rs[0].r.
// CHECK: %[[W:.*]] = int_to_ptr %{{.*}} : tile<i64> -> tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[W]]
__tile_global__ void k(R *rs, float *out) {
  out[0] = rs[1].r + rs[1].k;
  rs[0].r = 2.0f;
}
