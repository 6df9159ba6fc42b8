// Kernel names must be nvcc's: libraries look kernels up by their mangled
// name (cuModuleGetFunction) in cubins from either compiler. ct types in a
// kernel's template arguments mangle through the API's inline namespace,
// which is cuda::tiles::__1 in nvcc 13.4 (read from its cubin's symbols).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

template <int B, ct::rounding_mode M>
__tile_global__ void k(float *p) {
  auto i = ct::iota<ct::tile<int, ct::shape<B>>>();
  ct::store(p + i, ct::add(ct::load(p + i), ct::load(p + i), ct::rounding_mode_constant<M>{}));
}
template __tile_global__ void k<8, ct::rounding_mode::round_toward_zero>(float *);

// CHECK: entry @_Z1kILi8ELN4cuda5tiles3__113rounding_modeE1EEvPf(
