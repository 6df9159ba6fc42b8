// Benchmark for scripts/bench-emulate.sh: a 1M-element f32 vector add, 1024
// blocks of 1024-element tiles through partition views. Prints the time of
// the launch (to completion) and checks every element.
#include <chrono>
#include <cstdio>
#include <vector>
#include "cuda_tile.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void vadd(float *a, float *b, float *out, int n) {
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{1024_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{1024_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{1024_ic}};
  int bx = ct::bid().x;
  ov.store(av.load(bx) + bv.load(bx), bx);
}

int main() {
  const int n = 1 << 20;
  std::vector<float> a(n), b(n), out(n);
  for (int i = 0; i < n; ++i)
    a[i] = float(i % 1000) * 0.5f, b[i] = float(i % 77) - 3.0f;
  float *da, *db, *dout;
  size_t bytes = n * sizeof(float);
  cudaMalloc((void **)&da, bytes);
  cudaMalloc((void **)&db, bytes);
  cudaMalloc((void **)&dout, bytes);
  cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice);
  // The first launch parses and compiles the module: time it separately.
  auto t0 = std::chrono::steady_clock::now();
  vadd<<<n / 1024>>>(da, db, dout, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  vadd<<<n / 1024>>>(da, db, dout, n);
  cudaError_t err = cudaDeviceSynchronize();
  auto t2 = std::chrono::steady_clock::now();
  cudaMemcpy(out.data(), dout, bytes, cudaMemcpyDeviceToHost);
  int bad = err != cudaSuccess;
  for (int i = 0; i < n; ++i)
    bad += out[i] != a[i] + b[i];
  std::printf("vector add, %d elements: first launch %.4f s, second %.4f s, %s\n", n,
              std::chrono::duration<double>(t1 - t0).count(),
              std::chrono::duration<double>(t2 - t1).count(), bad ? "FAILED" : "ok");
  return bad ? 1 : 0;
}
