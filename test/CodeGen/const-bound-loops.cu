// C++ loops with a trip count known at compile time stay run-time loops, as
// nvcc keeps them (read from its Tile IR), also inside __tile__ helpers and
// for `while` over a local counter: nvcc 13.5 makes the counted ones `for`
// ops over constant bounds (13.4 made every one a `loop` carrying the
// counter), and those with a break or a continue stay a `loop`
// (loop-promote-for.cu has the rules). Only a body that needs the counter
// at compile time (a local array indexed with it) is unrolled, and so are
// loops under `#pragma unroll` and the header's own loops over ranks.
// ct::irange with constant bounds is a `for` op.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using V = ct::tile<float, ct::shape<16>>;
using I = ct::tile<int, ct::shape<16>>;

// CHECK-LABEL: entry @_Z6scalarPKfPf(
// CHECK: %[[Z:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[HI:.*]] = constant <i32: 8> : tile<i32>
// CHECK: %[[L:.*]]:2 = for %[[I:.*]] in (%[[Z]] to %[[HI]], step %[[ONE:.*]]) : tile<i32> iter_values(%[[ACC:.*]] = %{{.*}}, %{{.*}} = %[[Z]]) -> (tile<f32>, tile<i32>)
// CHECK:   offset %arg0, %[[I]]
// CHECK-COUNT-1: load_ptr_tko
// CHECK:   %[[NEXT:.*]] = addi %[[I]], %[[ONE]] : tile<i32>
// CHECK:   continue %{{.*}}, %[[NEXT]] : tile<f32>, tile<i32>
// CHECK: }
// CHECK-NOT: load_ptr_tko
// CHECK: return
__tile_global__ void scalar(const float *__restrict__ p, float *__restrict__ o) {
  float acc = 0;
  for (int i = 0; i < 8; ++i)
    acc += p[i];
  o[0] = acc;
}

// A loop of tiles through a view: the view's own loops over its rank fold,
// the user's loop stays.
// CHECK-LABEL: entry @_Z5tilesPKfPf(
// CHECK: for %{{.*}} in
// CHECK-COUNT-1: load_view_tko
// CHECK: continue
// CHECK-NOT: load_view_tko
// CHECK: return
__tile_global__ void tiles(const float *__restrict__ p, float *__restrict__ o) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents<int, 64>{}}, ct::shape<16>{}};
  V acc = ct::zeros<V>();
  for (int k = 0; k < 4; ++k)
    acc = acc + v.load(k);
  ct::store(o + ct::iota<I>(), acc);
}

// In a __tile__ helper, with a break and with a continue, and a while loop
// over a local counter: four loops, one load each; those with a break or a
// continue stay `loop`s.
// CHECK-LABEL: entry @_Z5formsPKfPf(
// CHECK: for %{{.*}} in
// CHECK: loop iter_values
// CHECK: loop iter_values
// CHECK: for %{{.*}} in
// CHECK-NOT: loop iter_values
// CHECK: return
__tile__ float first3(const float *p) {
  float s = 0;
  for (int i = 0; i < 3; ++i)
    s += p[i];
  return s;
}
__tile_global__ void forms(const float *__restrict__ p, float *__restrict__ o) {
  float acc = first3(p);
  for (int i = 0; i < 8; ++i) {
    if (p[i] < 0)
      break;
    acc += p[i];
  }
  for (int i = 0; i < 8; ++i) {
    if (p[i] < 0)
      continue;
    acc += p[i];
  }
  int j = 0;
  while (j < 4) {
    acc += p[j];
    ++j;
  }
  o[0] = acc;
}

// A local array indexed with the counter needs it at compile time: both
// loops are unrolled (four loads, then the products), no loop op.
// CHECK-LABEL: entry @_Z10localArrayPKfPf(
// CHECK-NOT: loop
// CHECK-NOT: for
// CHECK-COUNT-4: load_ptr_tko
// CHECK-NOT: loop
// CHECK-NOT: for
// CHECK: return
__tile_global__ void localArray(const float *__restrict__ p, float *__restrict__ o) {
  float a[4];
  for (int i = 0; i < 4; ++i)
    a[i] = p[i];
  float acc = 0;
  for (int i = 0; i < 4; ++i)
    acc += a[i] * a[3 - i];
  o[0] = acc;
}

// `#pragma unroll` asks for unrolling; `#pragma unroll 1` keeps the loop.
// CHECK-LABEL: entry @_Z7pragmasPKfPf(
// CHECK-NOT: loop
// CHECK-COUNT-4: load_ptr_tko
// CHECK: for %{{.*}} in
// CHECK-COUNT-1: load_ptr_tko
// CHECK: continue
// CHECK-NOT: load_ptr_tko
// CHECK: return
__tile_global__ void pragmas(const float *__restrict__ p, float *__restrict__ o) {
  float acc = 0;
#pragma unroll
  for (int i = 0; i < 4; ++i)
    acc += p[i];
#pragma unroll 1
  for (int i = 0; i < 4; ++i)
    acc += p[i] * 2;
  o[0] = acc;
}

// ct::irange with constant bounds: a `for` op.
// CHECK-LABEL: entry @_Z6irangePKfPf(
// CHECK: %[[LO:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[HI:.*]] = constant <i32: 8> : tile<i32>
// CHECK: for %{{.*}} in (%[[LO]] to %[[HI]], step %{{.*}}) : tile<i32>
// CHECK-COUNT-1: load_ptr_tko
// CHECK-NOT: load_ptr_tko
// CHECK: return
__tile_global__ void irange(const float *__restrict__ p, float *__restrict__ o) {
  float acc = 0;
  for (int i : ct::irange(0, 8))
    acc += p[i];
  o[0] = acc;
}

// Trip counts past the unroll limit and conditions that change in the body
// are no obstacle to a loop (unrolled, both were errors:
// CodeGen/unrolled-loops-invalid.cu).
// CHECK-LABEL: entry @_Z8longLoopPfi(
// CHECK: constant <i32: 100000>
// CHECK: for %{{.*}} in
// CHECK: loop iter_values
// CHECK: return
__tile_global__ void longLoop(float *__restrict__ p, int n) {
  float acc = 0;
  for (int i = 0; i < 100000; ++i)
    acc += p[i];
  int m = 0;
  for (int i = 0; i < 4 + m; ++i)
    m = n;
  p[0] = acc + m;
}
