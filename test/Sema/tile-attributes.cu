// __tile_global__ / __tile__ / __tile_builtin__ and the calls between tile
// code and SIMT code.
// RUN: %tile_verify -Xclang -verify=expected,host --cuda-host-only %s
// RUN: %tile_verify -Xclang -verify=expected,device --cuda-device-only %s
#include "tile_mock.h"

// NVIDIA's macros (crt/host_defines.h) and the [[cutile::...]] spellings.
__tile_global__ void k1(float *p) {}
[[cutile::tile_global]] void k2(float *p) {}
__attribute__((tile_global)) void k3(float *p) {}
extern "C" __tile_global__ void k_c(float *p) {}
namespace ns {
template <typename T, float Scale> __tile_global__ void k_t(T *p) {}
} // namespace ns
struct S {
  __tile_global__ static void k_static(float *p) {}
  __tile_global__ void k_member(float *p) {} // expected-error {{a __tile_global__ function cannot be a non-static member function; make it static or a free function}}
};

__tile_global__ int k_ret(float *p) { return 0; } // expected-error {{a __tile_global__ function must return void}}
__tile_global__ void k_var(float *p, ...) {}     // expected-error {{a __tile_global__ function cannot be variadic}}
// Clang's own check sees the implicit __global__ of a tile kernel.
__tile_global__ __device__ void k_dev(float *p) {} // expected-error@* {{'device' and 'global' attributes are not compatible}} expected-note@* {{conflicting attribute is here}}
// A tile function may also be __host__ __device__ (nvcc 13.4 accepts it).
__tile__ __host__ __device__ int t_hd(int x) { return x; }
int not_a_function __tile__; // expected-error {{'tile' attribute only applies to functions}}

// Tile functions: callable from tile code only (unless also __device__).
__tile__ int twice(int x) { return 2 * x; } // #twice
[[cutile::tile]] int thrice(int x) { return 3 * x; }
__device__ int simt_helper(int x) { return x + 1; }
__host__ __device__ int both(int x) { return x - 1; }
constexpr int folded(int x) { return x * x; }

__tile_global__ void caller(float *p) {
  p[0] = twice(1) + thrice(2);
  p[3] = both(3); // expected-error {{tile code cannot call __host__ __device__ function 'both', which is not __tile__; declare it __tile__ __host__ __device__}}
  p[2] = folded(4); // expected-error {{tile code cannot call constexpr function 'folded', which is not __tile__}}
  p[1] = simt_helper(1); // expected-error {{tile code cannot call __device__ function 'simt_helper'; make it __tile__, or __tile__ __device__ if SIMT code needs it too}}
  ct::store(p, ct::load(p)); // builtins
}

__device__ int simt_calls_tile(int x) {
  return twice(x); // expected-error {{SIMT code cannot call tile function 'twice'; tile functions are callable only from __tile__ and __tile_global__ code}}
}
__global__ void simt_kernel(float *p) {
  p[0] = thrice(1); // expected-error {{SIMT code cannot call tile function 'thrice'}}
  p[1] = both(1) + simt_helper(2);
}
// On the host side Clang's own rule for __device__ callees fires first.
__host__ __device__ int hd_calls_tile(int x) {
  return twice(x); // device-error {{SIMT code cannot call tile function 'twice'}} host-error {{reference to __device__ function 'twice' in __host__ __device__ function}} host-note@#twice {{'twice' declared here}}
}

// Host code reaches a tile kernel only by launching it.
void host(float *p, int *q) {
  k1<<<4>>>(p);
  k1<<<4, 1>>>(p);
  k1<<<dim3(2, 2), 1, 0, 0>>>(p);
  k2<<<1, dim3(1)>>>(p);
  k_c<<<1, dim3(1, 1, 1)>>>(p);
  ns::k_t<int, 0.5f><<<8>>>(q);
  S::k_static<<<1>>>(p);
  k1(p); // expected-error {{call to global function 'k1' not configured}}
  void *args[] = {&p};
  cudaLaunchKernel((const void *)k1, dim3(4), dim3(1), args, 0, 0);
  cudaLaunchKernel(k1, dim3(4), dim3(1), args);
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(4);
  cfg.blockDim = dim3(1);
  cudaLaunchKernelEx(&cfg, k1, p);
}
