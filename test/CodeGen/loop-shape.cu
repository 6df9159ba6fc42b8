// The shape of C++ loops, as nvcc 13.4 makes them (read from its Tile IR):
// a `for` runs its increment at the top of every iteration but the first,
// under a carried flag, and a do-while tests its condition there too. With
// the increment (or the test) at the end of the body, tileiras takes the
// loop for a counted one and unrolls and pipelines it: `s += in[i]` over
// `n` was 860 SASS instructions and 171 registers on sm_90 against nvcc's
// 55 and 18, the do-while 1805 against 52 (docs/performance.md). The
// do-while's `if` yields whether to go on and one exit follows it, as in
// nvcc's (a break inside that `if` made a loop of atomics 6% larger). A
// while loop tests its condition first in every iteration. nvcc 13.5 makes
// counted loops (`i < n`) `for` ops (loop-promote-for.cu); loops it does not
// promote keep this shape, so the loops here test `!=`.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>

// CHECK-LABEL: entry @_Z7counted
// CHECK-SAME: (%[[IN:.*]]: tile<ptr<i32>>, %[[N:.*]]: tile<i32>, %{{.*}}: tile<ptr<i32>>)
// CHECK: %[[T:.*]] = constant <i1: true> : tile<i1>
// CHECK: loop iter_values(%{{.*}}, %[[S:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %[[F:[a-z0-9]+]] = %[[T]], %{{[a-z0-9]+}} = %{{[0-9]+}}) : token, tile<i32>, tile<i32>, tile<i1>, token
// CHECK-NEXT: %[[NF:.*]] = xori %[[F]], %[[T]] : tile<i1>
// CHECK-NEXT: %[[CUR:.*]] = if %[[NF]] -> (tile<i32>) {
// CHECK: %[[INC:.*]] = addi %[[I]], %{{.*}} overflow<no_signed_wrap>
// CHECK-NEXT: yield %[[INC]] : tile<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[I]] : tile<i32>
// CHECK-NEXT: }
// CHECK-NEXT: cmpi not_equal %[[CUR]], %[[N]], signed
// CHECK: offset %[[IN]], %[[CUR]]
// CHECK: %[[S1:.*]] = addi %[[S]], %{{.*}}
// The counter goes round unincremented, the flag false.
// CHECK-NOT: addi
// CHECK: continue %{{.*}}, %[[S1]], %[[CUR]], %{{.*}} : token, tile<i32>, tile<i32>, tile<i1>, token
// CHECK-NEXT: }
__tile_global__ void counted(const int *in, int n, int *o) {
  int s = 0;
  for (int i = 0; i != n; ++i)
    s += in[i];
  o[0] = s;
}

// CHECK-LABEL: entry @_Z7do_loop
// CHECK-SAME: (%[[IN:.*]]: tile<ptr<i32>>, %[[N:.*]]: tile<i32>, %{{.*}}: tile<ptr<i32>>)
// CHECK: %[[T:.*]] = constant <i1: true> : tile<i1>
// CHECK: loop iter_values(%{{.*}}, %[[S:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %[[F:[a-z0-9]+]] = %[[T]], %{{[a-z0-9]+}} = %{{[0-9]+}}) : token, tile<i32>, tile<i32>, tile<i1>, token
// CHECK-NEXT: %[[NF:.*]] = xori %[[F]], %[[T]] : tile<i1>
// CHECK-NEXT: %[[GO:.*]] = if %[[NF]] -> (tile<i1>) {
// CHECK-NEXT: %[[C:.*]] = cmpi less_than %[[I]], %[[N]], signed
// CHECK-NEXT: yield %[[C]] : tile<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[T]] : tile<i1>
// CHECK-NEXT: }
// CHECK-NEXT: %[[NGO:.*]] = xori %[[GO]], %[[T]]
// CHECK-NEXT: if %[[NGO]] {
// CHECK-NEXT: break
// CHECK-NEXT: }
// CHECK: offset %[[IN]], %[[I]]
// CHECK: %[[I1:.*]] = addi %[[I]], %{{.*}}
// CHECK-NOT: cmpi
// CHECK: continue %{{.*}}, %{{.*}}, %[[I1]], %{{.*}} : token, tile<i32>, tile<i32>, tile<i1>, token
// CHECK-NEXT: }
__tile_global__ void do_loop(const int *in, int n, int *o) {
  int s = 0, i = 0;
  do {
    s += in[i];
    i++;
  } while (i < n);
  o[0] = s;
}

// No flag: the test comes first in every iteration.
// CHECK-LABEL: entry @_Z10while_loop
// CHECK: loop iter_values(%{{[a-z0-9]+}} = %{{[0-9]+}}, %{{[a-z0-9]+}} = %{{[0-9]+}}, %[[I:[a-z0-9]+]] = %{{[0-9]+}}, %{{[a-z0-9]+}} = %{{[0-9]+}}) : token, tile<i32>, tile<i32>, token
// CHECK-NEXT: cmpi not_equal %[[I]], %{{.*}}, signed
// CHECK: continue
// CHECK-NEXT: }
__tile_global__ void while_loop(const int *in, int n, int *o) {
  int s = 0, i = 0;
  while (i != n) {
    s += in[i];
    i++;
  }
  o[0] = s;
}
