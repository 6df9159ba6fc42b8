// A ct::select condition goes through i8 and back (exti, cmpi ne 0) right
// before the select, as nvcc 13.4 spells it (a C++ bool is a byte) and as
// memory-op masks already do (gather-offsets-masks.cu): tileiras schedules
// the select better for it (an int clamp/leaky/sign kernel, sm_90 SASS 74
// -> 67 instructions, nvcc's 67; docs/performance.md).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using T16 = ct::tile<int, ct::shape<16>>;

// CHECK-LABEL: entry @_Z1kPKiPii(
// CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko weak
// CHECK: %[[NEG:.*]] = cmpi less_than %[[V]], %{{.*}}, signed : tile<16xi32> -> tile<16xi1>
// CHECK: %[[NEG8:.*]] = exti %[[NEG]] unsigned : tile<16xi1> -> tile<16xi8>
// CHECK: %[[Z:.*]] = constant <i8: 0> : tile<16xi8>
// CHECK: %[[NEGB:.*]] = cmpi not_equal %[[NEG8]], %[[Z]], signed : tile<16xi8> -> tile<16xi1>
// CHECK-NOT: select %[[NEG]],
// CHECK: %[[S:.*]] = select %[[NEGB]], %{{.*}}, %[[V]] : tile<16xi1>, tile<16xi32>
// CHECK: store_ptr_tko weak %{{.*}}, %[[S]]
// A smaller condition makes the round trip at its own shape and is
// broadcast after it, as in nvcc's (at the full shape tileiras made fewer
// tensor-core ops of a masked flash-attention tile).
// CHECK: %[[C:.*]] = cmpi less_than %{{.*}}, %{{.*}}, signed : tile<1xi32> -> tile<1xi1>
// CHECK: %[[C8:.*]] = exti %[[C]] unsigned : tile<1xi1> -> tile<1xi8>
// CHECK: %[[CN:.*]] = cmpi not_equal %[[C8]], %{{.*}}, signed : tile<1xi8> -> tile<1xi1>
// CHECK: %[[CB:.*]] = broadcast %[[CN]] : tile<1xi1> -> tile<16xi1>
// CHECK-NOT: exti {{.*}} : tile<16xi1> -> tile<16xi8>
// CHECK: select %[[CB]], %[[V]], %{{.*}} : tile<16xi1>, tile<16xi32>
__tile_global__ void k(const int *x, int *y, int n) {
  auto i = ct::iota<T16>();
  auto v = ct::load(x + i);
  auto neg = v < 0;
  ct::store(y + i, ct::select(neg, v * 3, v));
  auto one = ct::iota<ct::tile<int, ct::shape<1>>>() < n;
  ct::store(y + 16 + i, ct::select(one, v, v + 1));
}
