// Tile kernels named as nvcc names them (Clang 17's mangling, no `L` on a
// static kernel; Embed/Inputs/nvcc_names.h) still run from every launch
// form under --cutile-emulate: <<<g, 1>>>, <<<g>>>, cudaLaunchKernel,
// cudaLaunchKernelEx, and next to a SIMT kernel of the same form, which
// keeps Clang's name. Each kernel adds its own constant, so a launch that
// reached another kernel shows in the sums. The same kernels' Tile IR,
// loaded with the driver API, are found by nvcc's names.
// RUN: %clangxx_tile -std=c++20 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -fcutile-emit=tilebc -I %S/../Embed/Inputs %s -o %t.tilebc
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate -I %S/../Embed/Inputs %s -o %t -lcuda
// RUN: %t %t.tilebc | FileCheck %s
// CHECK: PASS kernel_names
// CHECK-NEXT: PASS cuModuleGetFunction
#include <cstdio>
#include <cuda.h>
#include "nvcc_names.h"

// Launches each kernel of the bytecode once, by nvcc's name, on 4 blocks.
static int byName(const char *path) {
  const char *names[] = {"_Z7k_emptyILi4EJEEvPf", "_Z6k_autoILi2EEvPf",
                         "_Z6k_consIfEvPT_", "_Z7k_floatIfEvPT_",
                         "_ZN5names8k_staticEPf"};
  constexpr int n = 64;
  int bad = cuInit(0) != CUDA_SUCCESS;
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CUdeviceptr d;
  bad += cuDeviceGet(&dev, 0) != CUDA_SUCCESS;
  bad += cuCtxCreate(&ctx, nullptr, 0, dev) != CUDA_SUCCESS;
  bad += cuModuleLoad(&mod, path) != CUDA_SUCCESS;
  bad += cuMemAlloc(&d, n * sizeof(float)) != CUDA_SUCCESS;
  bad += cuMemsetD8(d, 0, n * sizeof(float)) != CUDA_SUCCESS;
  for (const char *name : names) {
    CUfunction f;
    if (cuModuleGetFunction(&f, mod, name) != CUDA_SUCCESS) {
      std::printf("no function %s\n", name);
      ++bad;
      continue;
    }
    void *params[] = {&d};
    bad += cuLaunchKernel(f, 4, 1, 1, 1, 1, 1, 0, nullptr, params, nullptr) !=
           CUDA_SUCCESS;
  }
  bad += cuCtxSynchronize() != CUDA_SUCCESS;
  float h[n];
  bad += cuMemcpyDtoH(h, d, sizeof h) != CUDA_SUCCESS;
  for (float v : h)
    bad += v != 62.0f;
  std::printf("%s cuModuleGetFunction\n", bad ? "FAIL" : "PASS");
  return bad;
}

int main(int argc, char **argv) {
  constexpr int n = 64; // 4 blocks of 16
  float *d;
  cudaMalloc((void **)&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));

  k_empty<4><<<4, 1>>>(d);   // +4
  k_auto<2><<<4>>>(d);       // +2
  k_cons<float><<<4>>>(d);   // +8
  void *args[] = {&d};
  cudaLaunchKernel((const void *)k_float<float>, dim3(4), dim3(1), args, 0,
                   nullptr); // +16
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(4);
  cfg.blockDim = dim3(1);
  cudaLaunchKernelEx(&cfg, names::k_static, d); // +32
  s_auto<1><<<4, 16>>>(d);                      // +64
  cudaError_t err = cudaDeviceSynchronize();

  float h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = err != cudaSuccess;
  for (int i = 0; i < n; ++i)
    if (h[i] != 126.0f) {
      if (bad++ < 4)
        std::printf("element %d: %g, expected 126\n", i, h[i]);
    }
  std::printf("%s kernel_names\n", bad ? "FAIL" : "PASS");
  if (argc > 1)
    bad += byName(argv[1]);
  return bad != 0;
}
