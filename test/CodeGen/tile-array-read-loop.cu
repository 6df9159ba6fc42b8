// A loop with a known trip count that only reads an array of tiles at the
// counter stays a run-time loop, the read a select chain over the elements
// (not carried by the loop): unrolled, the body is copied once per element.
// kmeans_update<4,64> (Compat/control/kmeans_bucket_tiles.cu) was 396 SASS
// instructions unrolled against nvcc's 333 on sm_90, and is 313 with its
// epilogue a loop (docs/performance.md). A write of such an array by the
// counter, or a read of an array of scalars, still unrolls the loop: a
// select per element carried by the loop makes tileiras unroll it, and a
// scalar array read at run time in a loop would go to memory.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using T = ct::tile<float, ct::shape<8>>;
using I = ct::tile<int, ct::shape<8>>;

// The zeroing loop writes acc[k]: unrolled, no loop op before the run-time
// loop over n. The last loop reads acc[k]: one loop, one store in it.
// CHECK-LABEL: entry @_Z6bucketPKfPKiPfi(
// CHECK-NOT: loop iter_values
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values({{.*}}) -> (tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<8xf32>, tile<i32>)
// CHECK: continue
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values({{.*}}) -> (token, tile<i32>)
// CHECK: %[[K:.*]] = exti %{{.*}} signed : tile<i32> -> tile<i64>
// CHECK: cmpi equal %[[K]], %{{.*}}, signed : tile<i64> -> tile<i1>
// CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<8xi1>, tile<8xf32>
// CHECK-COUNT-1: store_ptr_tko
// CHECK: continue
// CHECK-NOT: store_ptr_tko
// CHECK: return
__tile_global__ void bucket(const float *__restrict__ in, const int *__restrict__ lab,
                            float *__restrict__ out, int n) {
  auto i = ct::iota<I>();
  T acc[4];
  for (int k = 0; k < 4; ++k)
    acc[k] = ct::zeros<T>();
  for (int p = 0; p < n; ++p) {
    const int c = ct::load(lab + p);
    acc[c] = acc[c] + ct::load(in + p * 8 + i);
  }
  for (int k = 0; k < 4; ++k)
    ct::store(out + k * 8 + i, acc[k]);
}

// Reading and writing acc[k] in one loop: unrolled, four stores, no loop.
// CHECK-LABEL: entry @_Z9readWritePKfPf(
// CHECK-NOT: loop
// CHECK-COUNT-4: store_ptr_tko
// CHECK-NOT: loop
// CHECK: return
__tile_global__ void readWrite(const float *__restrict__ in, float *__restrict__ out) {
  auto i = ct::iota<I>();
  T acc[4];
  for (int k = 0; k < 4; ++k)
    acc[k] = ct::load(in + k * 8 + i);
  for (int k = 0; k < 4; ++k) {
    acc[k] = acc[k] * 2.0f;
    ct::store(out + k * 8 + i, acc[k]);
  }
}

// An array of scalars read at the counter: unrolled, no alloca.
// CHECK-LABEL: entry @_Z7scalarsPKfPf(
// CHECK-NOT: alloca
// CHECK-NOT: loop
// CHECK-COUNT-4: store_ptr_tko
// CHECK-NOT: loop
// CHECK: return
__tile_global__ void scalars(const float *__restrict__ in, float *__restrict__ out) {
  auto i = ct::iota<I>();
  float w[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  for (int k = 0; k < 4; ++k)
    ct::store(out + k * 8 + i, ct::load(in + k * 8 + i) * w[k]);
}
