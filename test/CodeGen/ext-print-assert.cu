// Our tile printer and tile assert, outside cuda::tiles since nvcc's header
// has neither (docs/compat.md): print_tko with tile arguments, and assert
// on a whole bool tile.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z1ki(
// CHECK: print_tko "n=%d i=%d\0A", %arg0, %{{.*}} : tile<i32>, tile<8xi32> -> token
// CHECK: assert %{{.*}}, "non-negative" : tile<8xi1>
__tile_global__ void k(int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<8>>>();
  cutile::ext::print("n=%d i=%d\n", n, i);
  cutile::ext::tile_assert(i >= 0, "non-negative");
}
