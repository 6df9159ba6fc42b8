// A batched ct::mma / ct::matmul whose operand has a batch of one shares it
// with every batch of the accumulator, as nvcc 13.4 allows: the operand is
// broadcast to the accumulator's batch before mmaf (nvcc's Tile IR does the
// same). matmul's result takes the larger batch.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void shared_b(float *o) {
  auto a = ct::zeros<ct::tile<float, ct::shape<2, 16, 8>>>();
  auto b = ct::zeros<ct::tile<float, ct::shape<1, 8, 16>>>();
  auto c = ct::mma(a, b, ct::zeros<ct::tile<float, ct::shape<2, 16, 16>>>());
  ct::store(o + ct::iota<ct::tile<int, ct::shape<2, 16, 16>>>(), c);
}
// CHECK-LABEL: entry @_Z8shared_bPf
// CHECK: %[[B:.*]] = broadcast %{{.*}} : tile<1x8x16xf32> -> tile<2x8x16xf32>
// CHECK: mmaf %{{.*}}, %[[B]], %{{.*}} : tile<2x16x8xf32>, tile<2x8x16xf32>, tile<2x16x16xf32>

__tile_global__ void shared_a(float *o) {
  auto d = ct::matmul(ct::zeros<ct::tile<float, ct::shape<1, 16, 8>>>(),
                      ct::zeros<ct::tile<float, ct::shape<4, 8, 16>>>());
  static_assert(__is_same(decltype(d), ct::tile<float, ct::shape<4, 16, 16>>));
  ct::store(o + ct::iota<ct::tile<int, ct::shape<4, 16, 16>>>(), d);
}
// CHECK-LABEL: entry @_Z8shared_aPf
// CHECK: %[[A:.*]] = broadcast %{{.*}} : tile<1x16x8xf32> -> tile<4x16x8xf32>
// CHECK: mmaf %[[A]], %{{.*}}, %{{.*}} : tile<4x16x8xf32>, tile<4x8x16xf32>, tile<4x16x16xf32>
