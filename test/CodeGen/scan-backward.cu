// A backward scan, spelled as nvcc 13.4 spells it (ct::scan_backward_t,
// ct::scan_direction::backward), is a cuda_tile scan with reverse=true.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

// CHECK-LABEL: entry @_Z6suffixPKfPf(
// CHECK: scan %{{.*}} dim=0 reverse=true
// CHECK: scan %{{.*}} dim=0 reverse=false
__tile_global__ void suffix(const float *x, float *y) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  auto v = ct::load(x + i);
  ct::store(y + i, ct::partial_sum(v, 0_ic, ct::scan_backward_t{}));
  ct::store(y + 16 + i, ct::partial_sum(v, 0_ic, ct::scan_direction_constant<ct::scan_direction::forward>{}));
}
