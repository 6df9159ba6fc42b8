// Benchmark for scripts/bench-emulate.sh: a SIMT element-wise kernel over
// 1M threads (4096 blocks of 256), y = a * x + y in float, timed around the
// launch with CUDA events and checked on every element.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 20, threads = 256;
  std::vector<float> x(n), y(n), out(n);
  for (int i = 0; i < n; ++i)
    x[i] = float(i % 1000) * 0.5f, y[i] = float(i % 7);
  float *dx, *dy;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  saxpy<<<(n + threads - 1) / threads, threads>>>(n, 2.0f, dx, dy);
  cudaEventRecord(stop);
  cudaError_t err = cudaEventSynchronize(stop);
  if (err == cudaSuccess)
    err = cudaGetLastError();
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(out.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = err != cudaSuccess;
  for (int i = 0; i < n && !bad; ++i)
    bad += out[i] != 2.0f * x[i] + y[i];
  std::printf("simt elementwise 1M threads (4096 x 256): launch %.4f s, %s\n",
              ms / 1000, err != cudaSuccess ? cudaGetErrorString(err)
                         : bad              ? "FAILED"
                                            : "ok");
  return bad ? 1 : 0;
}
