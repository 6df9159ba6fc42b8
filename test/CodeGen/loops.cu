// Loops: a while with a run-time condition, continue and break is a 'loop'
// op whose iter_values are the variables it changes (tile and counter); a
// counted for with compile-time bounds is a 'for' over constants, the
// counter's next value carried, as in nvcc 13.5's Tile IR
// (test/CodeGen/const-bound-loops.cu, loop-promote-for.cu);
// nested ct::irange loops over size_t (with a step) and int are nested 'for'
// ops, unsigned i64 outside, signed i32 inside; a do-while is a 'loop' that
// tests its condition at the top of every iteration but the first (a carried
// flag), as nvcc shapes it.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;
using f32x8 = ct::tile<float, ct::shape<8>>;
using i32x8 = ct::tile<int, ct::shape<8>>;

__tile_global__ void loops(float *__restrict__ out, int n, std::size_t m) {
  auto t = ct::full<f32x8>(0.0f);
  int i = 0;
  while (i < n) {
    i = i + 1;
    if (i == 3)
      continue;
    if (i > 10)
      break;
    t = t + 1.0f;
  }
  for (int k = 0; k < 4; ++k)
    t = t + (float)k;
  for (auto j : ct::irange(std::size_t{2}, m, std::size_t{3}))
    for (auto k : ct::irange(0, n))
      t = t + 1.0f;
  int d = n;
  do {
    d = d - 2;
  } while (d > 0);
  ct::store(out + ct::iota<i32x8>(), t + (float)d);
}

// CHECK: entry @_Z5loopsPfim(%[[OUT:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>, %[[M:.*]]: tile<i64>) {
// CHECK: %[[Z:.*]] = broadcast %{{.*}} : tile<1xf32> -> tile<8xf32>
// CHECK: %[[I0:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[W:.*]]:2 = loop iter_values(%[[T:.*]] = %[[Z]], %[[I:.*]] = %[[I0]]) : tile<8xf32>, tile<i32> -> tile<8xf32>, tile<i32> {
// CHECK:   %[[C:.*]] = cmpi less_than %[[I]], %[[N]], signed
// CHECK:   %[[NC:.*]] = xori %[[C]], %{{.*}} : tile<i1>
// CHECK:   if %[[NC]] {
// CHECK:     break %[[T]], %[[I]] : tile<8xf32>, tile<i32>
// CHECK:   }
// CHECK:   %[[I1:.*]] = addi %[[I]], %{{.*}} : tile<i32>
// CHECK:   %[[E3:.*]] = cmpi equal %[[I1]], %{{.*}}, signed
// CHECK:   if %[[E3]] {
// CHECK:     continue %[[T]], %[[I1]] : tile<8xf32>, tile<i32>
// CHECK:   }
// CHECK:   %[[G10:.*]] = cmpi greater_than %[[I1]], %{{.*}}, signed
// CHECK:   if %[[G10]] {
// CHECK:     break %[[T]], %[[I1]] : tile<8xf32>, tile<i32>
// CHECK:   }
// CHECK:   %[[T1:.*]] = addf %[[T]], %{{.*}}
// CHECK:   continue %[[T1]], %[[I1]] : tile<8xf32>, tile<i32>
// CHECK: }
// The loop with a constant trip count stays a run-time loop, k a run-time
// value, as nvcc keeps it: a `for` (nvcc 13.5).
// CHECK: %[[FOUR:.*]] = constant <i32: 4> : tile<i32>
// CHECK: %[[U:.*]]:2 = for %[[K:.*]] in (%[[I0]] to %[[FOUR]], step %[[ONE:.*]]) : tile<i32> iter_values(%[[UT:.*]] = %[[W]]#0, %{{.*}} = %[[I0]]) -> (tile<8xf32>, tile<i32>) {
// CHECK:   itof %[[K]] signed
// CHECK:   %[[UA:.*]] = addf %[[UT]], %{{.*}}
// CHECK:   %[[K1:.*]] = addi %[[K]], %[[ONE]] : tile<i32>
// CHECK:   continue %[[UA]], %[[K1]] : tile<8xf32>, tile<i32>
// CHECK: }
// CHECK: %[[LO:.*]] = constant <i64: 2> : tile<i64>
// CHECK: %[[ST:.*]] = constant <i64: 3> : tile<i64>
// CHECK: %[[F:.*]] = for unsigned %{{.*}} in (%[[LO]] to %[[M]], step %[[ST]]) : tile<i64> iter_values(%[[OA:.*]] = %[[U]]#0) -> (tile<8xf32>) {
// CHECK:   %[[IN:.*]] = for %{{.*}} in (%[[I0]] to %[[N]], step %{{.*}}) : tile<i32> iter_values(%[[IA:.*]] = %[[OA]]) -> (tile<8xf32>) {
// CHECK:     %[[S:.*]] = addf %[[IA]], %{{.*}}
// CHECK:     continue %[[S]] : tile<8xf32>
// CHECK:   }
// CHECK:   continue %[[IN]] : tile<8xf32>
// CHECK: }
// CHECK: %[[DW:.*]]:2 = loop iter_values(%[[D:.*]] = %[[N]], %[[DF:.*]] = %{{.*}}) : tile<i32>, tile<i1> -> tile<i32>, tile<i1> {
// CHECK:   %[[DNF:.*]] = xori %[[DF]], %{{.*}} : tile<i1>
// CHECK:   %[[DGO:.*]] = if %[[DNF]] -> (tile<i1>) {
// CHECK:     %[[DC:.*]] = cmpi greater_than %[[D]], %[[I0]], signed
// CHECK:     yield %[[DC]] : tile<i1>
// CHECK:   }
// CHECK:   %[[NDC:.*]] = xori %[[DGO]], %{{.*}}
// CHECK:   if %[[NDC]] {
// CHECK:     break %[[D]], %{{.*}} : tile<i32>, tile<i1>
// CHECK:   }
// CHECK:   %[[D1:.*]] = subi %[[D]], %{{.*}} : tile<i32>
// CHECK:   continue %[[D1]], %{{.*}} : tile<i32>, tile<i1>
// CHECK: }
// CHECK: itof %[[DW]]#0 signed
// CHECK: store_ptr_tko weak
