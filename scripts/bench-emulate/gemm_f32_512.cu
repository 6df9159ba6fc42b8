// Benchmark for scripts/bench-emulate.sh: C = A x B, 512x512x512 f32 with
// ct::mma, 128x128 output tiles (a 4x4 grid) and a K loop of 32-wide tiles.
// Prints the launch time and checks every element against a double
// reference.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>
#include "cuda_tile.h"

namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void gemm(const float *A, const float *B, float *C, int M, int K, int N) {
  auto av = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape{128_ic, 32_ic}};
  auto bv = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape{32_ic, 128_ic}};
  auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape{128_ic, 128_ic}};
  auto [bx, by, bz] = ct::bid();
  auto acc = ct::full<ct::tile<float, ct::shape<128, 128>>>(0.0f);
  for (auto k : ct::irange(0, K / 32))
    acc = ct::mma(av.load(bx, k), bv.load(k, by), acc);
  cv.store(acc, bx, by);
}

int main() {
  const int n = 512;
  std::vector<float> a(n * n), b(n * n), c(n * n);
  for (int i = 0; i < n * n; ++i)
    a[i] = float((i * 7) % 19) / 19.0f - 0.5f, b[i] = float((i * 5) % 23) / 23.0f - 0.5f;
  float *da, *db, *dc;
  size_t bytes = n * n * sizeof(float);
  cudaMalloc((void **)&da, bytes);
  cudaMalloc((void **)&db, bytes);
  cudaMalloc((void **)&dc, bytes);
  cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice);
  auto t0 = std::chrono::steady_clock::now();
  gemm<<<dim3(n / 128, n / 128)>>>(da, db, dc, n, n, n);
  cudaError_t err = cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  cudaMemcpy(c.data(), dc, bytes, cudaMemcpyDeviceToHost);
  int bad = err != cudaSuccess;
  for (int i = 0; i < n && bad < 10; ++i)
    for (int j = 0; j < n; ++j) {
      double want = 0, scale = 0;
      for (int k = 0; k < n; ++k) {
        want += double(a[i * n + k]) * b[k * n + j];
        scale += std::fabs(double(a[i * n + k]) * b[k * n + j]);
      }
      // Sums of n f32-rounded terms in any order.
      if (!(std::fabs(c[i * n + j] - want) <= (n + 1) * 0x1p-23 * scale))
        ++bad;
    }
  std::printf("gemm f32 %dx%dx%d (ct::mma, 128x128x32 tiles): launch %.4f s, %s\n", n, n, n,
              std::chrono::duration<double>(t1 - t0).count(), bad ? "FAILED" : "ok");
  return bad ? 1 : 0;
}
