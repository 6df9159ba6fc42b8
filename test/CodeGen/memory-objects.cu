// Pointers and class objects in memory are reached as bytes, as nvcc 13.4
// does (read from its Tile IR): a pointer-to-pointer or pointer-to-class
// parameter is a ptr<i8>, indexing steps by the pointee's size, a member is
// an offset by its byte offset, a leaf is read through ptr_to_ptr, a pointer
// is an i64 (int_to_ptr / ptr_to_int). Numerics: Emulate/memory-objects.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

struct S {
  int n;
  float scale;
  const float *data;
};

// CHECK-LABEL: entry @_Z1kPKPKfPK1SPf(%arg0: tile<ptr<i8>>, %arg1: tile<ptr<i8>>, %arg2: tile<ptr<f32>>)
// CHECK: %[[B:.*]] = exti %blockId_x signed : tile<i32> -> tile<i64>
// CHECK: %[[O:.*]] = muli %[[B]], %[[C8:.*]] overflow<no_signed_wrap> : tile<i64>
// CHECK: %[[P:.*]] = offset %arg0, %[[O]] : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: %[[P64:.*]] = ptr_to_ptr %[[P]] : tile<ptr<i8>> -> tile<ptr<i64>>
// CHECK: %[[X:.*]], %{{.*}} = load_ptr_tko weak %[[P64]] : tile<ptr<i64>> -> tile<i64>
// CHECK: int_to_ptr %[[X]] : tile<i64> -> tile<ptr<f32>>
// CHECK: %[[SO:.*]] = muli %[[B]], %{{.*}} overflow<no_signed_wrap> : tile<i64>
// CHECK: %[[SP:.*]] = offset %arg1, %[[SO]] : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: %[[F:.*]] = offset %[[SP]], %{{.*}} : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: ptr_to_ptr %[[F]] : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: ptr_to_ptr %[[SP]] : tile<ptr<i8>> -> tile<ptr<i32>>
__tile_global__ void k(const float *const *xs, const S *ss, float *out) {
  int b = ct::bid().x;
  const float *x = xs[b];
  float v = x[1];
  const S &s = ss[b];
  out[b] = v * s.scale + s.data[s.n];
}

// CHECK-LABEL: entry @_Z5storePPfS_(
// CHECK: %[[I:.*]] = ptr_to_int %{{.*}} : tile<ptr<f32>> -> tile<i64>
// CHECK: %[[Q:.*]] = ptr_to_ptr %arg0 : tile<ptr<i8>> -> tile<ptr<i64>>
// CHECK: store_ptr_tko weak %[[Q]], %[[I]]
__tile_global__ void store(float **out, float *x) { *out = x + 4; }
