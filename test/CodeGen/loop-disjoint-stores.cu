// A `for` (ct::irange) whose only accesses to an alias class are weak
// stores through one loop-invariant partition view, indexed by the
// induction variable, writes a different tile in every iteration: the
// stores of one iteration need not wait for those of the one before, as in
// nvcc 13.4's Tile IR (its stores to a row view at the loop index carry no
// token). What the loop passes on is the join of every iteration's tokens,
// so accesses after the loop still wait for all of them. Any load of the
// class in the loop, another index, another view, or a layout whose rows
// may overlap keeps the chain.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;

#define VIEWS                                                                              \
  auto yv = ct::partition_view{ct::tensor_span{y, ct::extents{rows, ct::integral_constant<64>{}}}, \
                               ct::shape<1, 64>{}};                                        \
  auto xv = ct::partition_view{ct::tensor_span{x, ct::extents{rows, ct::integral_constant<64>{}}}, \
                               ct::shape<1, 64>{}};

// CHECK-LABEL: entry @_Z4rowsPKfPfi
// CHECK: %[[F:.*]] = for %[[I:.*]] in {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}) -> (token)
// CHECK: %[[S:.*]] = store_view_tko weak %{{.*}}[%[[I]], %{{.*}}] inbounds = [true, true] : tile<1x64xf32>
// CHECK: %[[J:.*]] = join_tokens %[[ACC]], %[[S]]
// CHECK: continue %[[J]]
// The load after the loop waits for every iteration's store.
// CHECK: load_view_tko weak %{{.*}} token = %[[F]]
__tile_global__ void rows(const float *__restrict__ x, float *__restrict__ y, int rows) {
  VIEWS
  for (int r : ct::irange(int(ct::bid().x), rows, int(ct::num_blocks().x)))
    yv.store(xv.load(r, 0) * 2.0f, r, 0);
  yv.store(yv.load(0, 0) + 1.0f, 0, 0);
}

// Written before the loop: the first store of every iteration waits for
// that store (not for the previous iteration); two stores of one iteration
// to one tile stay in order.
// CHECK-LABEL: entry @_Z6beforePKfPfi
// CHECK: %[[P:.*]] = store_view_tko weak
// CHECK: for %[[I:.*]] in {{.*}} iter_values(%[[ACC:.*]] = %[[P]]) -> (token)
// CHECK: %[[S1:.*]] = store_view_tko weak %{{.*}}[%[[I]], %{{.*}}] token = %[[P]] inbounds = [true, true] :
// CHECK: %[[S2:.*]] = store_view_tko weak %{{.*}}[%[[I]], %{{.*}}] token = %[[S1]] inbounds = [true, true] :
// CHECK: join_tokens %[[ACC]], %[[S2]]
__tile_global__ void before(const float *__restrict__ x, float *__restrict__ y, int rows) {
  VIEWS
  yv.store(xv.load(0, 0), 0, 0);
  for (int r : ct::irange(0, rows)) {
    yv.store(xv.load(r, 0), r, 0);
    yv.store(xv.load(r, 0) + 1.0f, r, 0);
  }
}

// The same tile in every iteration, another index than the loop's, a load
// of the written class (a read-modify-write of the row): chained.
// CHECK-LABEL: entry @_Z4keptPKfPfS1_S1_i
// CHECK: for %{{.*}} iter_values(%[[A:.*]] = %{{.*}}) -> (token)
// CHECK: store_view_tko weak %{{.*}} token = %[[A]] inbounds = [true, true] :
// CHECK: continue
// CHECK: for %[[I:.*]] in {{.*}} iter_values(%[[B:.*]] = %{{.*}}) -> (token)
// CHECK: store_view_tko weak %{{.*}} token = %[[B]] inbounds = [true, true] :
// CHECK: continue
// CHECK: for %[[I:.*]] in {{.*}} iter_values(%[[C:.*]] = %{{.*}}) -> (token)
// CHECK: %{{.*}}, %[[L:.*]] = load_view_tko weak %{{.*}}[%[[I]], %{{.*}}] token = %[[C]] inbounds = [true, true] :
// CHECK: %[[T:.*]] = join_tokens %[[C]], %[[L]]
// CHECK: store_view_tko weak %{{.*}}[%[[I]], %{{.*}}] token = %[[T]] inbounds = [true, true] :
__tile_global__ void kept(const float *__restrict__ x, float *__restrict__ y,
                          float *__restrict__ z, float *__restrict__ w, int rows) {
  VIEWS
  auto zv = ct::partition_view{ct::tensor_span{z, ct::extents{rows, ct::integral_constant<64>{}}},
                               ct::shape<1, 64>{}};
  auto wv = ct::partition_view{ct::tensor_span{w, ct::extents{rows, ct::integral_constant<64>{}}},
                               ct::shape<1, 64>{}};
  for (int r : ct::irange(0, rows))
    yv.store(xv.load(r, 0), 0, 0);
  for (int r : ct::irange(0, rows))
    zv.store(xv.load(r, 0), r + 1, 0);
  for (int r : ct::irange(0, rows))
    wv.store(wv.load(r, 0) + xv.load(r, 0), r, 0);
}

// Rows of a run-time stride may overlap (stride 0 or below 64): chained.
// CHECK-LABEL: entry @_Z7stridedPKfPfii
// CHECK: for %[[I:.*]] in {{.*}} iter_values(%[[A:.*]] = %{{.*}}) -> (token)
// CHECK: store_view_tko weak %{{.*}}[%[[I]], %{{.*}}] token = %[[A]] inbounds = [true, true] :
__tile_global__ void strided(const float *__restrict__ x, float *__restrict__ y, int rows,
                             int ld) {
  VIEWS
  auto sv = ct::partition_view{
      ct::tensor_span{y, ct::layout_strided_mapping{ct::extents{rows, 64}, ct::extents{ld, 1}}},
      ct::shape<1, 64>{}};
  for (int r : ct::irange(0, rows))
    sv.store(xv.load(r, 0), r, 0);
}

// An inner loop writes the outer loop's row each time: the outer loop drops
// its chain, the inner one keeps it (same tile every inner iteration).
// CHECK-LABEL: entry @_Z6nestedPKfPfi
// CHECK: for %[[I:.*]] in {{.*}} iter_values(%[[ACC:.*]] = %[[E:.*]]) -> (token)
// CHECK: %[[IN:.*]] = for %{{.*}} iter_values(%[[A:.*]] = %[[E]]) -> (token)
// CHECK: store_view_tko weak %{{.*}}[%[[I]], %{{.*}}] token = %[[A]] inbounds = [true, true] :
// CHECK: join_tokens %[[ACC]], %[[IN]]
__tile_global__ void nested(const float *__restrict__ x, float *__restrict__ y, int rows) {
  VIEWS
  for (int r : ct::irange(0, rows))
    for (int k : ct::irange(0, 4))
      yv.store(xv.load(r, 0) + float(k), r, 0);
}
