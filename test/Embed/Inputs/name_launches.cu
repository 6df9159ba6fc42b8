// Launches of tile kernels whose cubin names are nvcc's, not Clang's
// (nvcc_names.h), by every launch form, against the stand-in runtime.
#include <cstdio>
#include "nvcc_names.h"

// Names only nvcc's front end writes: an anonymous namespace carries the
// module id (the CRC-32 of this file's path, its name, and its first
// definition, main), a class-type argument its trailing zero members, a
// nullptr argument `LDnE`.
namespace {
__tile_global__ void k_anon(float *p) { add16(p, 128.0f); }
} // namespace
struct Cfg {
  int v;
  int zero;
};
template <Cfg C> __tile_global__ void k_class(float *p) { add16(p, float(C.v)); }
template <decltype(nullptr) P> __tile_global__ void k_null(float *p) {
  add16(p, 512.0f);
}

int main() {
  float *d;
  cudaMalloc((void **)&d, 64 * sizeof(float));
  std::printf("d=%p\n", (void *)d);
  std::fflush(stdout);
  k_empty<4><<<4, 1>>>(d);
  k_auto<2><<<4>>>(d);
  k_cons<float><<<dim3(2, 2)>>>(d);
  void *args[] = {&d};
  cudaLaunchKernel((const void *)k_float<float>, dim3(4), dim3(1), args, 0,
                   nullptr);
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(4);
  cfg.blockDim = dim3(1);
  cudaLaunchKernelEx(&cfg, names::k_static, d);
  k_anon<<<4>>>(d);
  k_class<Cfg{256, 0}><<<4, 1>>>(d);
  cudaLaunchKernel((const void *)k_null<nullptr>, dim3(4), dim3(1), args, 0,
                   nullptr);
  s_auto<1><<<4, 16>>>(d);
  return 0;
}
