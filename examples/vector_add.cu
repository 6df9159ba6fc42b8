// A program with both kinds of kernel: a tile kernel adds two vectors a tile
// at a time, a SIMT kernel then scales the sum one thread per element. The
// inputs are random, the outputs are poisoned before each kernel runs, and
// every element is checked on the host.
//
//   build/bin/clang++ -x cuda -std=c++20 --cuda-gpu-arch=sm_90 \
//       examples/vector_add.cu -o vector_add -lcudart
//
// Without a GPU, both kernels run on the CPU (docs/emulation.md):
//
//   build/bin/clang++ -x cuda -std=c++20 --cutile-emulate \
//       examples/vector_add.cu -o vector_add
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "cuda_tile.h"

namespace ct = cuda::tiles;

constexpr int kTile = 128;

// out[i] = a[i] + b[i], one 128-element tile per block.
__tile_global__ void tile_add(float *a, float *b, float *out, int n) {
  using namespace ct::literals;
  auto av = ct::partition_view{ct::tensor_span{a, ct::extents{n}}, ct::shape{128_ic}};
  auto bv = ct::partition_view{ct::tensor_span{b, ct::extents{n}}, ct::shape{128_ic}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{128_ic}};
  int bx = ct::bid().x;
  ov.store(av.load(bx) + bv.load(bx), bx);
}

// out[i] = s * in[i], one thread per element.
__global__ void simt_scale(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = s * in[i];
}

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorString(e_));                                    \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("vector_add: no CUDA device, nothing to run\n");
    return 2;
  }
  const int n = 1000 * kTile;
  const float scale = 0.5f;
  std::vector<float> a(n), b(n), sum(n), scaled(n);
  std::srand(12345);
  for (int i = 0; i < n; ++i) {
    a[i] = std::rand() / float(RAND_MAX) * 200 - 100;
    b[i] = std::rand() / float(RAND_MAX) * 200 - 100;
  }

  float *da, *db, *dsum, *dscaled;
  size_t bytes = n * sizeof(float);
  CHECK(cudaMalloc((void **)&da, bytes));
  CHECK(cudaMalloc((void **)&db, bytes));
  CHECK(cudaMalloc((void **)&dsum, bytes));
  CHECK(cudaMalloc((void **)&dscaled, bytes));
  CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice));
  // 0xFF bytes are a NaN: an element no kernel wrote cannot pass the check.
  CHECK(cudaMemset(dsum, 0xFF, bytes));
  CHECK(cudaMemset(dscaled, 0xFF, bytes));

  tile_add<<<n / kTile>>>(da, db, dsum, n);
  CHECK(cudaGetLastError());
  simt_scale<<<(n + 255) / 256, 256>>>(dsum, dscaled, scale, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(sum.data(), dsum, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(scaled.data(), dscaled, bytes, cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float want = a[i] + b[i];
    if (!(sum[i] == want && scaled[i] == scale * want)) {
      if (++bad <= 5)
        std::printf("mismatch at %d: sum %g (want %g), scaled %g (want %g)\n",
                    i, sum[i], want, scaled[i], scale * want);
    }
  }
  std::printf("vector_add: %d elements, %d tiles, %d mismatches: %s\n", n,
              n / kTile, bad, bad ? "FAILED" : "PASSED");
  cudaFree(da);
  cudaFree(db);
  cudaFree(dsum);
  cudaFree(dscaled);
  return bad ? 1 : 0;
}
