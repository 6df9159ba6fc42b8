// Pointers to memory tested for null, compared and subtracted in tile code,
// as nvcc 13.4 does it (read from its Tile IR): each pointer becomes its
// address with ptr_to_int; tests and comparisons are unsigned i64
// comparisons, a difference is the byte distance divided, signed, by the
// element size. Numerics: Compat/elementwise/optional_bias_pointers.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z7comparePKiS0_Px(
// CHECK: %[[A:.*]] = ptr_to_int %arg0 : tile<ptr<i32>> -> tile<i64>
// CHECK: %[[B:.*]] = ptr_to_int %arg1 : tile<ptr<i32>> -> tile<i64>
// CHECK: cmpi equal %[[A]], %[[B]], unsigned : tile<i64> -> tile<i1>
// CHECK: cmpi less_than %[[A]], %[[B]], unsigned
// CHECK: %[[Z:.*]] = constant <i64: 0> : tile<i64>
// CHECK: cmpi not_equal %[[A]], %[[Z]], unsigned
// CHECK: cmpi greater_than_or_equal %[[B]], %[[A]], unsigned
// CHECK: store_ptr_tko
// CHECK: %[[D:.*]] = subi %[[B]], %[[A]] : tile<i64>
// CHECK: %[[FOUR:.*]] = constant <i64: 4> : tile<i64>
// CHECK: divi %[[D]], %[[FOUR]] signed : tile<i64>
__tile_global__ void compare(const int *a, const int *b, long long *out) {
  out[0] = (a == b) + 2 * (a < b) + 4 * (a != nullptr) + 8 * (b >= a);
  out[1] = b - a;
}

// `if (bias)`: the address against 0, then a run-time if.
// CHECK-LABEL: entry @_Z8optionalPKfPf(
// CHECK: %[[P:.*]] = ptr_to_int %arg0 : tile<ptr<f32>> -> tile<i64>
// CHECK: %[[NN:.*]] = cmpi not_equal %[[P]], %{{.*}}, unsigned
// CHECK: if %[[NN]]
// CHECK: load_ptr_tko
__tile_global__ void optional(const float *bias, float *out) {
  float v = 1.0f;
  if (bias)
    v += bias[0];
  out[0] = v;
}
