// ct::floordiv of unsigned tiles is truncating division: divi with the
// default rounding, as nvcc 13.5 emits it (read with tileirdisasm); divi
// takes rounding<negative_inf> only when signed, and we emitted it for
// unsigned too, a module that did not verify ("internal error"; found by
// scripts/fuzz, seed 12). ceildiv keeps positive_inf, signed floordiv
// negative_inf.
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s | FileCheck %s
#include <cstdint>
#include "cuda_tile.h"
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z1kPKjPKiPjPi
__tile_global__ void k(const uint32_t* a, const int* b, uint32_t* out, int* out2) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  auto x = ct::load(a + i);
  auto y = ct::load(b + i);
  // CHECK: divi %{{.*}}, %{{.*}} unsigned : tile<16xi32>
  ct::store(out + i, ct::floordiv(x, x | uint32_t(1)));
  // CHECK: divi %{{.*}}, %{{.*}} unsigned rounding<positive_inf> : tile<16xi32>
  ct::store(out + 16 + i, ct::ceildiv(x, x | uint32_t(1)));
  // CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf> : tile<16xi32>
  ct::store(out2 + i, ct::floordiv(y, (y & 7) + 1));
}
