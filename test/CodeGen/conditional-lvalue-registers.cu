// An assignment to a conditional lvalue chosen at run time between locals
// in registers runs under an `if`, one arm each, and the locals stay in
// registers: nvcc 13.4 writes `(v < t ? n_below : n_above) += 1` of ints
// that way (probed: an `if` yielding both counts, no alloca). A place whose
// reference is used beyond the assignment still moves both locals to
// memory (local-memory.cu cond_lva). Numerics:
// Compat/control/local_memory_objects.cu (split_sums).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z6countsPKfPff(
// CHECK-NOT: alloca
// CHECK: %[[C:.*]] = cmpf less_than
// CHECK: if %[[C]] -> (tile<i32>, tile<i32>
// CHECK: } else {
// CHECK-NOT: store_ptr_tko
// CHECK: itof
// CHECK: itof
__tile_global__ void counts(const float *x, float *out, float t) {
  int a = 0, b = 0;
  for (int i = 0; i < 8; ++i)
    (x[i] < t ? a : b) += 1;
  out[0] = float(a);
  out[1] = float(b);
}

// Plain `=` of floats, a statement of its own: the same.
// CHECK-LABEL: entry @_Z8assignedPKfPf(
// CHECK-NOT: alloca
// CHECK: if %{{.*}} -> (tile<f32>, tile<f32>
// CHECK: addf
__tile_global__ void assigned(const float *x, float *out) {
  float lo = 1.0f, hi = 2.0f;
  (x[0] > 0.0f ? hi : lo) = x[1];
  out[0] = lo + hi;
}

// The place itself used (a reference bound to it, or the assignment's
// value read back, which C++ reads through the place): both locals in
// memory, one pointer chosen by select, as before.
// CHECK-LABEL: entry @_Z5boundPKfPf(
// CHECK-DAG: alloca num_elem = 4
// CHECK-DAG: alloca num_elem = 4
// CHECK: %[[P:.*]] = select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[P]]
__tile_global__ void bound(const float *x, float *out) {
  float lo = 1.0f, hi = 2.0f;
  float &r = x[0] > 0.0f ? hi : lo;
  r = x[1];
  out[0] = lo - hi;
}

// CHECK-LABEL: entry @_Z8readbackPKfPf(
// CHECK-DAG: alloca num_elem = 4
// CHECK-DAG: alloca num_elem = 4
// CHECK: %[[P:.*]] = select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[P]]
// CHECK: load_ptr_tko weak %[[P]]
__tile_global__ void readback(const float *x, float *out) {
  float lo = 1.0f, hi = 2.0f;
  float v = ((x[0] > 0.0f ? hi : lo) = x[1]);
  out[0] = lo + hi + v;
}
