// Reduced from scripts/fuzz seed 19 (generator at 65a1574): nvcc 13.4 and
// 13.5 give ct::reduce_min of a signed integer tile the identity -1 (all
// ones, the unsigned identity) where cuda_tile's reduce wants the signed
// maximum (ours: 2147483647); our emulator folds from the identity, so
// nvcc's module returns -1 here for non-negative data.
// FUZZ-GRID: 1
// FUZZ-ARG: in i32 16
// FUZZ-ARG: out i32 16 exact
#include <cstdint>
#include "cuda_tile.h"
namespace ct = cuda::tiles;

__tile_global__ void fuzz_kernel(const uint16_t* in0, int32_t* out0) {
    auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
    auto x = ct::element_cast<int32_t>(ct::load(in0 + i) & uint16_t(0xff));
    ct::store(out0 + i, ct::broadcast<ct::shape<16>>(ct::reduce_min<0>(x)));
}
