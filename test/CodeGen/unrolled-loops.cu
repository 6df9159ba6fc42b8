// Loops whose conditions are compile-time constants, under `#pragma unroll`
// (without it they stay loops, CodeGen/const-bound-loops.cu), run at
// compile time.
// `continue` and `break` in them are decided there too, also in the first
// iteration (which once ran outside the loop's scope and failed with
// "break or continue outside a loop").
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;
using f32x8 = ct::tile<float, ct::shape<8>>;

__tile_global__ void first_continue(float *__restrict__ p) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents<unsigned, 64>{}},
                              ct::shape<8>{}};
  f32x8 t = v.load(0);
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    if (i == 0)
      continue;
    t = t + t;
    if (i == 2)
      break;
  }
  int j = 0;
#pragma unroll
  while (j < 3) {
    ++j;
    if (j == 1)
      continue;
    t = t * t;
  }
  v.store(t, 0);
}

// Iterations 1 and 2 add, then the break; the while loop multiplies for
// j = 2 and 3. No loop op is left.
// CHECK-LABEL: entry @_Z14first_continuePf(
// CHECK-NOT: loop
// CHECK-NOT: for
// CHECK: %[[T:.*]], %{{.*}} = load_view_tko
// CHECK-NEXT: %[[A:.*]] = addf %[[T]], %[[T]]
// CHECK-NEXT: %[[B:.*]] = addf %[[A]], %[[A]]
// CHECK-NEXT: %[[C:.*]] = mulf %[[B]], %[[B]]
// CHECK-NEXT: %[[D:.*]] = mulf %[[C]], %[[C]]
// CHECK-NEXT: store_view_tko weak %[[D]]
