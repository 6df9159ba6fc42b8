// Every launch form of the issue, on tile kernels and one SIMT kernel. Run
// against the stand-in runtime (fake_cudart.cpp), which logs where each
// launch went.
#include <cstdio>
#include "kernels.h"

template __tile_global__ void demo::tile_scale<int>(int *, int *, int);

int main() {
  int n = 512;
  float *a, *b, *c;
  int *ia, *ib;
  cudaMalloc((void **)&a, n * sizeof(float));
  cudaMalloc((void **)&b, n * sizeof(float));
  cudaMalloc((void **)&c, n * sizeof(float));
  cudaMalloc((void **)&ia, n * sizeof(int));
  cudaMalloc((void **)&ib, n * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  std::printf("a=%p b=%p c=%p ia=%p ib=%p stream=%p\n", (void *)a, (void *)b,
              (void *)c, (void *)ia, (void *)ib, (void *)s);
  std::fflush(stdout);

  simt_fill<<<4, 128>>>(a, 1.5f, n);
  tile_add<<<4, 1>>>(a, b, c, n);
  tile_add<<<dim3(2, 3)>>>(a, b, c, n);
  tile_add<<<4, 1, 0, s>>>(a, b, c, n);
  demo::tile_copy<<<8>>>(a, c, n);
  demo::tile_scale<<<16>>>(a, c, n);

  void *args[] = {&ia, &ib, &n};
  cudaLaunchKernel((const void *)demo::tile_scale<int>, dim3(5), dim3(1), args,
                   0, s);

  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(8);
  cfg.blockDim = dim3(1);
  cfg.stream = s;
  cudaLaunchAttribute attr;
  attr.id = cudaLaunchAttributeClusterDimension;
  attr.val.clusterDim.x = 2;
  attr.val.clusterDim.y = 1;
  attr.val.clusterDim.z = 1;
  cfg.attrs = &attr;
  cfg.numAttrs = 1;
  cudaLaunchKernelEx(&cfg, tile_add, a, b, c, n);

  cudaFuncAttributes fa;
  cudaError_t e1 = cudaFuncGetAttributes(&fa, tile_add);
  cudaError_t e2 = cudaFuncGetAttributes(&fa, simt_fill);
  std::printf("attributes: %d %d\n", (int)e1, (int)e2);
  std::fflush(stdout);
  return 0;
}
