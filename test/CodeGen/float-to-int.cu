// (int)f on a float scalar is ftoi, signed, truncating. The dialect spells
// C++'s truncation 'nearest_int_to_zero' for ftoi (its verifier rejects
// 'zero').
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void f2i(int *__restrict__ io, float f) {
  ct::store(io, (int)f);
}

// CHECK: entry @_Z3f2iPif(%[[IO:.*]]: tile<ptr<i32>>, %[[F:.*]]: tile<f32>) {
// nearest_int_to_zero is ftoi's default, so it is not printed.
// CHECK-NOT: rounding<zero>
// CHECK: %[[I:.*]] = ftoi %[[F]] signed {{ *}}: tile<f32> -> tile<i32>
// CHECK: store_ptr_tko weak %[[IO]], %[[I]] : tile<ptr<i32>>, tile<i32> -> token
