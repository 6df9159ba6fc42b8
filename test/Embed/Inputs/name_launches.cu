// Launches of tile kernels whose cubin names are nvcc's, not Clang's
// (nvcc_names.h), by every launch form, against the stand-in runtime.
#include <cstdio>
#include "nvcc_names.h"

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
  s_auto<1><<<4, 16>>>(d);
  return 0;
}
