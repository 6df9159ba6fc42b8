// Benchmark for scripts/bench-emulate.sh: a SIMT shared-memory reduction
// with __syncthreads (the classic tree in one block of 256 threads per 256
// elements, 4096 blocks over 1M ints), partial sums added on the host and
// checked exactly.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void block_sum(const int *in, int *partial, int n) {
  __shared__ int buf[256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  buf[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    partial[blockIdx.x] = buf[0];
}

int main() {
  const int n = 1 << 20, threads = 256, blocks = n / threads;
  std::vector<int> in(n), partial(blocks);
  long long want = 0;
  for (int i = 0; i < n; ++i)
    want += in[i] = (i * 37) % 101 - 50;
  int *din, *dpartial;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dpartial, blocks * sizeof(int));
  cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  block_sum<<<blocks, threads>>>(din, dpartial, n);
  cudaEventRecord(stop);
  cudaError_t err = cudaEventSynchronize(stop);
  if (err == cudaSuccess)
    err = cudaGetLastError();
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(partial.data(), dpartial, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long got = 0;
  for (int p : partial)
    got += p;
  bool bad = err != cudaSuccess || got != want;
  std::printf("simt shared-memory reduction 1M ints (4096 x 256, __syncthreads): "
              "launch %.4f s, %s\n",
              ms / 1000, err != cudaSuccess ? cudaGetErrorString(err)
                         : bad              ? "FAILED"
                                            : "ok");
  return bad ? 1 : 0;
}
