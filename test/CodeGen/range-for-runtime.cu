// Range-for over what is not ct::irange, as nvcc 13.4 accepts it (probed):
// a braced list (std::initializer_list) and a local array run here, with
// their pointers compared as indices into one object; a user range over
// memory with run-time bounds is the `for` C++ defines it as, a run-time
// `loop` that advances the iterator at the top of every iteration but the
// first and compares the pointers' addresses. Numerics:
// Compat/control/range_for_forms.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <initializer_list>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// The list's three elements, each a constant index; no loop.
// CHECK-LABEL: entry @_Z4listPiPKi(
// CHECK-NOT: loop
// CHECK: %[[C1:.*]] = constant <i32: 1> : tile<i32>
// CHECK: offset %{{.*}}, %[[C1]]
// CHECK: %[[C2:.*]] = constant <i32: 2> : tile<i32>
// CHECK: offset %{{.*}}, %[[C2]]
// CHECK: %[[C4:.*]] = constant <i32: 4> : tile<i32>
// CHECK: offset %{{.*}}, %[[C4]]
// CHECK-NOT: loop
// CHECK: return
__tile_global__ void list(int *out, const int *in) {
  int s = 0;
  for (int v : {1, 2, 4})
    s += in[v];
  out[0] = s;
}

// CHECK-LABEL: entry @_Z5arrayPiPKi(
// CHECK-NOT: loop
// CHECK: return
__tile_global__ void array(int *out, const int *in) {
  const int idx[2] = {3, 5};
  int s = 0;
  for (const int &v : idx)
    s += in[v];
  out[0] = s;
}

struct Span {
  const float *first, *last;
  __tile__ const float *begin() const { return first; }
  __tile__ const float *end() const { return last; }
};

// CHECK-LABEL: entry @_Z4spanPfPKfi(
// CHECK: %[[END:.*]] = offset %{{.*}}, %{{.*}} : tile<ptr<f32>>, tile<i32>
// CHECK: %[[EA:.*]] = ptr_to_int %[[END]]
// CHECK: loop iter_values({{.*}}, %[[IT:[^ ]*]] = %{{[^ ,]*}}, %[[FIRST:[^ ]*]] = %{{[^ ,]*}}, %{{[^ ]*}} = %{{[^ ,]*}}) : token, tile<f32>, tile<ptr<f32>>, tile<i1>, token
// CHECK: %[[NF:.*]] = xori %[[FIRST]]
// CHECK: %[[CUR:.*]] = if %[[NF]] -> (tile<ptr<f32>>) {
// CHECK: offset %[[IT]]
// CHECK: %[[CA:.*]] = ptr_to_int %[[CUR]]
// CHECK: cmpi not_equal %[[CA]], %[[EA]], unsigned
// CHECK: break
// CHECK: load_ptr_tko weak %[[CUR]]
// CHECK: addf
// CHECK: continue
__tile_global__ void span(float *out, const float *in, int n) {
  float s = 0;
  for (float v : Span{in, in + n})
    s += v;
  out[0] = s;
}
