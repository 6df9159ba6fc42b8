// A C++ loop whose trip count is known when the kernel is compiled stays a
// run-time loop, as nvcc keeps every C++ loop (also under `#pragma unroll 1`
// or `#pragma nounroll`): a counted one is a `for` op over constants, as
// nvcc 13.5 makes it (13.4: a `loop`); `#pragma unroll` and `#pragma unroll
// 2` ask for unrolling, which we do where the trip count is known (nvcc
// ignores them).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using V = ct::tile<float, ct::shape<8>>;
using I = ct::tile<int, ct::shape<8>>;

__tile_global__ void plain(float *p) {
  for (int i = 0; i < 4; ++i)
    ct::store(p + i * 8 + ct::iota<I>(), ct::zeros<V>());
}
// CHECK-LABEL: entry @_Z5plainPf
// CHECK: for %{{.*}} in
// CHECK-COUNT-1: store_ptr_tko
// CHECK-NOT: store_ptr_tko
// CHECK: return

__tile_global__ void unroll_one(float *p) {
#pragma unroll 1
  for (int i = 0; i < 4; ++i)
    ct::store(p + i * 8 + ct::iota<I>(), ct::zeros<V>());
}
// CHECK-LABEL: entry @_Z10unroll_onePf
// CHECK: %[[LO:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[HI:.*]] = constant <i32: 4> : tile<i32>
// CHECK: for %{{.*}} in (%[[LO]] to %[[HI]], step %{{.*}}) : tile<i32> iter_values(%{{.*}}, %{{.*}} = %[[LO]]) -> (token, tile<i32>)
// CHECK-COUNT-1: store_ptr_tko
// CHECK-NOT: store_ptr_tko
// CHECK: return

__tile_global__ void no_unroll(float *p, int n) {
#pragma nounroll
  for (int i = 0; i < 3; ++i)
    ct::store(p + i * 8 + ct::iota<I>(), ct::zeros<V>());
}
// CHECK-LABEL: entry @_Z9no_unrollPfi
// CHECK: for %{{.*}} in
// CHECK-COUNT-1: store_ptr_tko
// CHECK-NOT: store_ptr_tko
// CHECK: return

__tile_global__ void unroll_two(float *p) {
#pragma unroll 2
  for (int i = 0; i < 2; ++i)
    ct::store(p + i * 8 + ct::iota<I>(), ct::zeros<V>());
}
// CHECK-LABEL: entry @_Z10unroll_twoPf
// CHECK-NOT: loop
// CHECK-COUNT-2: store_ptr_tko
// CHECK: return
