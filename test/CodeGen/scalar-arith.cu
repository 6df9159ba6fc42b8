// Scalars are 0-d tiles; C++ arithmetic picks the op and its signedness from
// the operand types: int / and % are signed divi/remi, unsigned / is
// unsigned divi, >> is shri signed or unsigned, int -> float is itof signed.
// Each __restrict__ output has its own chain: no store waits for another.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void scalars(int *__restrict__ io, unsigned *__restrict__ uo,
                             float *__restrict__ fo, int a, unsigned b, float f) {
  int q = a / 3;
  unsigned uq = b / 3u;
  int s = a >> 2;
  unsigned us = b >> 2;
  int r = a % 5;
  float g = (float)a + f;
  ct::store(io, q + s + r);
  ct::store(uo, uq + us);
  ct::store(fo, g);
}

// CHECK: entry @_Z7scalarsPiPjPfijf(%[[IO:.*]]: tile<ptr<i32>>, %[[UO:.*]]: tile<ptr<i32>>, %[[FO:.*]]: tile<ptr<f32>>, %[[A:.*]]: tile<i32>, %[[B:.*]]: tile<i32>, %[[F:.*]]: tile<f32>) {
// CHECK: %[[C3:.*]] = constant <i32: 3> : tile<i32>
// CHECK: %[[Q:.*]] = divi %[[A]], %[[C3]] signed : tile<i32>
// CHECK: %[[UQ:.*]] = divi %[[B]], %[[C3]] unsigned : tile<i32>
// CHECK: %[[C2:.*]] = constant <i32: 2> : tile<i32>
// CHECK: %[[S:.*]] = shri %[[A]], %[[C2]] signed : tile<i32>
// CHECK: %[[US:.*]] = shri %[[B]], %[[C2]] unsigned : tile<i32>
// CHECK: %[[C5:.*]] = constant <i32: 5> : tile<i32>
// CHECK: %[[R:.*]] = remi %[[A]], %[[C5]] signed : tile<i32>
// CHECK: %[[AF:.*]] = itof %[[A]] signed {{ *}}: tile<i32> -> tile<f32>
// CHECK: %[[G:.*]] = addf %[[AF]], %[[F]]
// CHECK: %[[QS:.*]] = addi %[[Q]], %[[S]] overflow<no_signed_wrap> : tile<i32>
// CHECK: %[[QSR:.*]] = addi %[[QS]], %[[R]] overflow<no_signed_wrap> : tile<i32>
// CHECK: store_ptr_tko weak %[[IO]], %[[QSR]] : tile<ptr<i32>>, tile<i32> -> token
// CHECK: %[[U:.*]] = addi %[[UQ]], %[[US]] : tile<i32>
// CHECK-NOT: token=
// CHECK: store_ptr_tko weak %[[UO]], %[[U]] : tile<ptr<i32>>, tile<i32> -> token
// CHECK-NOT: token=
// CHECK: store_ptr_tko weak %[[FO]], %[[G]] : tile<ptr<f32>>, tile<f32> -> token
// CHECK-NEXT: return
