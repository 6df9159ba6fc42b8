// Tile kernels whose names Clang 22 and nvcc 13.4 mangle apart (nvcc
// mangles as Clang 17 did; static kernels lose their `L`), and one SIMT
// kernel of the same form, which keeps Clang's name. Shared by
// Embed/kernel-names.test and Emulate/kernel-names.cu; CodeGen/kernel-names.cu
// pins the names.
#include <concepts>
#include "cuda_tile.h"

namespace ct = cuda::tiles;
using f32x16 = ct::tile<float, ct::shape<16>>;

// Each adds its own constant to 16 floats per block, so a launch that
// reaches the wrong kernel shows in the data.
__tile__ inline void add16(float *p, float v) {
  int base = int(ct::bid().x) * 16;
  auto idx = ct::iota<ct::tile<int, ct::shape<16>>>() + base;
  ct::store(p + idx, ct::load(p + idx) + v);
}

// nvcc _Z7k_emptyILi4EJEEvPf, Clang _Z7k_emptyILi4ETpTniJEEvPf
template <int N, int... Is> __tile_global__ void k_empty(float *p) {
  add16(p, float(N + sizeof...(Is)));
}
// nvcc _Z6k_autoILi2EEvPf, Clang _Z6k_autoITnDaLi2EEvPf
template <auto N> __tile_global__ void k_auto(float *p) { add16(p, float(N)); }
// nvcc _Z6k_consIfEvPT_, Clang _Z6k_consIfQeqstT_Li4EEvPS0_
template <class T> requires(sizeof(T) == 4) __tile_global__ void k_cons(T *p) {
  add16(p, 8.0f);
}
// nvcc _Z7k_floatIfEvPT_, Clang _Z7k_floatITkSt14floating_pointfEvPT_
template <std::floating_point T> __tile_global__ void k_float(T *p) {
  add16(p, 16.0f);
}
namespace names {
// nvcc _ZN5names8k_staticEPf, Clang _ZN5namesL8k_staticEPf
static __tile_global__ void k_static(float *p) { add16(p, 32.0f); }
} // namespace names

// SIMT: Clang's own name on both sides, _Z6s_autoITnDaLi1EEvPf.
template <auto N> __global__ void s_auto(float *p) {
  p[blockIdx.x * blockDim.x + threadIdx.x] += float(N) * 64.0f;
}
