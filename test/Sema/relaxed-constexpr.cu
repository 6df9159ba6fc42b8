// nvcc's --expt-relaxed-constexpr lets tile code call constexpr functions that
// are not __tile__; the flag defines __CUDACC_RELAXED_CONSTEXPR__, and with
// that macro our rule is off too (cutile-nvcc passes it for the flag).
// RUN: %tile_verify --cuda-device-only -D__CUDACC_RELAXED_CONSTEXPR__ -DRELAXED %s
// RUN: %tile_verify --cuda-device-only %s
#include <cuda_tile.h>
#include <initializer_list>
#include <iterator>
#include <limits>
namespace ct = cuda::tiles;

constexpr int twice(int x) { return 2 * x; }

__tile_global__ void k(float *p) {
#ifdef RELAXED
  // expected-no-diagnostics
  float inf = std::numeric_limits<float>::infinity();
  int n = twice(3);
#else
  float inf = std::numeric_limits<float>::infinity(); // expected-error {{tile code cannot call constexpr function 'infinity'}}
  int n = twice(3); // expected-error {{tile code cannot call constexpr function 'twice'}}
#endif
  ct::store(p + n, inf);
}

// std::initializer_list's members are __host__ __device__ in nvcc (its
// rule, probed with 13.4): callable without the flag; std::begin is not.
__tile_global__ void list_members(int *p) {
  std::initializer_list<int> l = {1, 2, 3};
  p[0] = int(l.size()) + *l.begin() + *(l.end() - 1);
#ifndef RELAXED
  p[1] = *std::begin(l); // expected-error {{tile code cannot call constexpr function 'begin<int>'}}
#endif
}
