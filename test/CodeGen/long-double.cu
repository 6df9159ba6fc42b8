// `long double` in tile code is f64, as nvcc 13.4 makes it (it warns
// "'long double' is treated as 'double' in device code"; probed with
// tileirdisasm): parameters, pointers (8-byte elements), literals,
// arithmetic and conversions. A constant expression is folded by the front
// end, then rounded to f64 (Clang folds device long double as double; nvcc
// folds in the host's 80-bit format: 0.1L + 0.2L is 0.30000000000000004
// here and 0.3 there, see docs/compat.md). Numerics:
// Compat/types/long_double_f64.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z5arithPdPfPKee(
// CHECK-SAME: %[[OUT:[^:]*]]: tile<ptr<f64>>, %[[FO:[^:]*]]: tile<ptr<f32>>, %[[IN:[^:]*]]: tile<ptr<f64>>, %[[S:[^:]*]]: tile<f64>)
// CHECK-DAG: %[[C15:.*]] = constant <f64: 1.500000e+00> : tile<f64>
// CHECK-DAG: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
// CHECK: %[[P:.*]] = offset %[[IN]], %[[ONE]] : tile<ptr<f64>>, tile<i32> -> tile<ptr<f64>>
// CHECK: %[[X:.*]], %{{.*}} = load_ptr_tko weak %[[P]] : tile<ptr<f64>> -> tile<f64>, token
// CHECK: %[[B:.*]] = fma %[[C15]], %[[S]], %[[X]] : tile<f64>
// CHECK: ftof %[[B]] : tile<f64> -> tile<f32>
// CHECK: ftoi %[[B]] signed : tile<f64> -> tile<i32>
// CHECK: store_ptr_tko weak %{{.*}}, %[[B]]
// CHECK: cmpf less_than ordered %[[B]], %[[C15]] : tile<f64> -> tile<i1>
// CHECK-NOT: ftof %{{.*}} : tile<f64> -> tile<f64>
// CHECK: return
__tile_global__ void arith(double *out, float *fo, const long double *in,
                           long double s) {
  long double a = 1.5L;
  long double b = a * s + in[1];
  float f = (float)b;
  int i = (int)b;
  out[0] = (double)b;
  fo[0] = f + i;
  out[3] = b < a ? 1.0 : 2.0;
}

// CHECK-LABEL: entry @_Z6foldedPd(
// CHECK-DAG: constant <f64: 0.30000000000000004> : tile<f64>
// CHECK-DAG: constant <f64: 2.500000e-01> : tile<f64>
// CHECK-DAG: constant <f64: 8.000000e+00> : tile<f64>
__tile_global__ void folded(double *out) {
  constexpr long double c = 0.1L + 0.2L;
  out[0] = c;
  long double q = 1.0L;
  q /= 4; // folded here from two constants, in f64
  out[1] = q;
  out[2] = sizeof(long double);
}
