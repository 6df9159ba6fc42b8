// INFINITY (__builtin_inff), __builtin_huge_valf, __builtin_nanf(""), the
// <cfloat> limits and -INFINITY as a fill value fold to the constants nvcc
// makes, in tile code and as ct::full values. (std::numeric_limits<float>::
// infinity() is a constexpr host function, which nvcc rejects in tile code:
// Sema/nvcc-rejects.cu.)
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// tileiras takes the module (0-d accesses of every element type included).
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}

#include <cuda_tile.h>
#include <cfloat>
#include <cmath>
namespace ct = cuda::tiles;
using T = ct::tile<float, ct::shape<16>>;

// CHECK-LABEL: entry @_Z6floatsPff(
// CHECK: constant <f32: 0x7F800000> : tile<f32>
// CHECK: %[[NEG:.*]] = constant <f32: 0xFF800000> : tile<f32>
// CHECK: constant <f32: 0x7FC00000> : tile<f32>
// CHECK: constant <f32: -3.40282347E+38> : tile<f32>
// CHECK: constant <f32: 3.40282347E+38> : tile<f32>
// CHECK: constant <f32: 1.17549435E-38> : tile<f32>
// CHECK: store_ptr_tko weak %{{.*}}, %[[NEG]]
// CHECK: %[[R:.*]] = reshape %[[NEG]] : tile<f32> -> tile<1xf32>
// CHECK: broadcast %[[R]] : tile<1xf32> -> tile<16xf32>
// The scalar choice takes nvcc's widened condition (ScalarSelect.cpp).
// CHECK: %[[C:.*]] = cmpf greater_than ordered
// CHECK-NEXT: %[[W:.*]] = exti %[[C]] unsigned : tile<i1> -> tile<i32>
// CHECK-NEXT: %[[NZ:.*]] = cmpi not_equal %[[W]], %{{.*}}, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: select %[[NZ]], %{{.*}}, %{{.*}} : tile<i1>, tile<f32>
__tile_global__ void floats(float *__restrict__ o, float x) {
  o[0] = INFINITY;
  o[1] = -INFINITY;
  o[2] = HUGE_VALF;
  o[3] = __builtin_huge_valf();
  o[4] = __builtin_nanf("");
  o[5] = -FLT_MAX;
  o[6] = FLT_MAX;
  o[7] = FLT_MIN;
  o[8] = -__builtin_inff();
  ct::store(o + 16 + ct::iota<ct::tile<int, ct::shape<16>>>(), ct::full<T>(-INFINITY));
  o[9] = x > 0 ? INFINITY : -INFINITY;
}

// CHECK-LABEL: entry @_Z7doublesPd(
// CHECK: constant <f64: 0x7FF0000000000000> : tile<f64>
// CHECK: constant <f64: 0x7FF8000000000000> : tile<f64>
__tile_global__ void doubles(double *__restrict__ o) {
  o[0] = HUGE_VAL;
  o[1] = __builtin_inf();
  o[2] = __builtin_nan("");
}
