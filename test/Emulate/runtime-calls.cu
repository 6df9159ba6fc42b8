// The CUDA runtime calls real programs make, from a program built with
// --cutile-emulate: device properties and attributes, devices, memset and
// every memcpy kind, pinned and managed memory that kernels use, streams,
// events, function attributes, occupancy, launches (<<<>>>,
// cudaLaunchKernel, cudaLaunchKernelEx with a cluster attribute), error
// names and the sticky/last-error rules; every result is checked. A call the
// runtime does not implement names itself once and returns
// cudaErrorNotSupported; one that cannot return an error stops the program.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t
// RUN: %t 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not %t fatal 2>&1 | FileCheck %s --check-prefix=FATAL
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include "cuda_tile.h"
#include "Inputs/expect.h"

namespace ct = cuda::tiles;
using f32x64 = ct::tile<float, ct::shape<64>>;

// out[64 * b + i] = in[64 * b + i] * 2 + 1
__tile_global__ void twice_plus_one(const float *in, float *out) {
  int b = ct::bid().x;
  auto idx = ct::iota<ct::tile<int, ct::shape<64>>>() + 64 * b;
  ct::store(out + idx, ct::load(in + idx) * 2.0f + 1.0f);
}

static bool check(const float *in, const float *out, int n) {
  for (int i = 0; i < n; ++i)
    if (out[i] != in[i] * 2.0f + 1.0f)
      return false;
  return true;
}

int main(int argc, char **argv) {
  if (argc > 1) {
    // A call whose result is a struct cannot report an error: it stops.
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    std::printf("not reached %d\n", d.x);
    return 0;
  }
  constexpr int N = 256, B = N / 64;

  // Devices and properties.
  int count = -1, dev = -1;
  EXPECT(cudaGetDeviceCount(&count) == cudaSuccess && count == 1);
  EXPECT(cudaSetDevice(0) == cudaSuccess);
  EXPECT(cudaGetDevice(&dev) == cudaSuccess && dev == 0);
  EXPECT(cudaSetDevice(1) == cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError() == cudaErrorInvalidDevice);
  cudaDeviceProp prop;
  std::memset(&prop, 0xff, sizeof prop);
  EXPECT(cudaGetDeviceProperties(&prop, 0) == cudaSuccess);
  EXPECT(cudaGetDeviceProperties(&prop, 3) == cudaErrorInvalidDevice);
  // CHECK: device: NVIDIA H100 80GB HBM3 (cutile-emulate, on the CPU)
  // CHECK-NEXT: sm_90, 132 SMs, warp 32, 1024 threads/block (1024 x 1024 x 64), grid 2147483647 x 65535 x 65535
  // CHECK-NEXT: memory 80 GiB, L2 50 MiB, bus 5120 bits
  // CHECK-NEXT: shared 49152/block, 232448 opt-in, 233472/SM, 1024 reserved; 65536 registers/block, 65536/SM
  // CHECK-NEXT: 2048 threads/SM, 32 blocks/SM, managed 1, unified 1, cooperative 1, clusters 1, integrated 0
  std::printf("device: %s\n", prop.name);
  std::printf("sm_%d%d, %d SMs, warp %d, %d threads/block (%d x %d x %d), "
              "grid %d x %d x %d\n",
              prop.major, prop.minor, prop.multiProcessorCount, prop.warpSize,
              prop.maxThreadsPerBlock, prop.maxThreadsDim[0],
              prop.maxThreadsDim[1], prop.maxThreadsDim[2],
              prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
  std::printf("memory %zu GiB, L2 %d MiB, bus %d bits\n",
              prop.totalGlobalMem >> 30, prop.l2CacheSize >> 20,
              prop.memoryBusWidth);
  std::printf("shared %zu/block, %zu opt-in, %zu/SM, %zu reserved; "
              "%d registers/block, %d/SM\n",
              prop.sharedMemPerBlock, prop.sharedMemPerBlockOptin,
              prop.sharedMemPerMultiprocessor, prop.reservedSharedMemPerBlock,
              prop.regsPerBlock, prop.regsPerMultiprocessor);
  std::printf("%d threads/SM, %d blocks/SM, managed %d, unified %d, "
              "cooperative %d, clusters %d, integrated %d\n",
              prop.maxThreadsPerMultiProcessor, prop.maxBlocksPerMultiProcessor,
              prop.managedMemory, prop.unifiedAddressing,
              prop.cooperativeLaunch, prop.clusterLaunch, prop.integrated);
  // Past the last field the header defines, nothing was written.
  EXPECT(prop.reserved[55] == 0);

  // Attributes agree with the properties.
  int v = -1;
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0) == 0 &&
         v == prop.multiProcessorCount);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMajor, 0) == 0 &&
         v == 9);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0) == 0 &&
         size_t(v) == prop.sharedMemPerBlockOptin);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0) == 0 && v == 32);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrL2CacheSize, 0) == 0 &&
         v == prop.l2CacheSize);
  // CHECK-NEXT: clock 1980000 kHz, memory clock 2619000 kHz
  int clk = 0, mclk = 0;
  cudaDeviceGetAttribute(&clk, cudaDevAttrClockRate, 0);
  cudaDeviceGetAttribute(&mclk, cudaDevAttrMemoryClockRate, 0);
  std::printf("clock %d kHz, memory clock %d kHz\n", clk, mclk);
  EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 1) ==
         cudaErrorInvalidDevice);
  int rt = 0;
  EXPECT(cudaRuntimeGetVersion(&rt) == cudaSuccess && rt == CUDART_VERSION);

  // Memory: memset, then every copy kind, synchronous and not.
  float host[N], back[N];
  for (int i = 0; i < N; ++i)
    host[i] = float(i) - 100.0f;
  float *a = nullptr, *b = nullptr;
  EXPECT(cudaMalloc(&a, N * sizeof(float)) == cudaSuccess);
  EXPECT(cudaMalloc(&b, N * sizeof(float)) == cudaSuccess);
  EXPECT(cudaMemset(a, 0x3f, N * sizeof(float)) == cudaSuccess);
  EXPECT(cudaMemcpy(back, a, sizeof back, cudaMemcpyDeviceToHost) == 0);
  uint32_t bits;
  std::memcpy(&bits, &back[N - 1], 4);
  EXPECT(bits == 0x3f3f3f3fu);
  cudaStream_t s;
  EXPECT(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) == cudaSuccess);
  EXPECT(cudaMemsetAsync(b, 0, N * sizeof(float), s) == cudaSuccess);
  EXPECT(cudaMemcpyAsync(a, host, sizeof host, cudaMemcpyHostToDevice, s) == 0);
  EXPECT(cudaMemcpy(b, a, sizeof host, cudaMemcpyDeviceToDevice) == 0);
  EXPECT(cudaMemcpy(back, b, sizeof back, cudaMemcpyDefault) == 0);
  EXPECT(std::memcmp(back, host, sizeof host) == 0);
  float h2[N];
  EXPECT(cudaMemcpy(h2, back, sizeof back, cudaMemcpyHostToHost) == 0);
  EXPECT(cudaMemcpyAsync(a, h2, sizeof h2, cudaMemcpyDefault, s) == 0);
  EXPECT(cudaMemcpyAsync(back, a, sizeof back, cudaMemcpyDeviceToHost, s) == 0);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  EXPECT(std::memcmp(back, host, sizeof host) == 0);
  // A 2D copy of 3 rows of 16 floats between pitches 64 and 32 floats.
  EXPECT(cudaMemcpy2D(b, 32 * 4, host, 64 * 4, 16 * 4, 3,
                      cudaMemcpyHostToDevice) == 0);
  EXPECT(cudaMemcpy(back, b, 96 * 4, cudaMemcpyDeviceToHost) == 0);
  EXPECT(back[32 + 5] == host[64 + 5] && back[64 + 15] == host[128 + 15]);
  // Wrong directions and overruns are refused with a message.
  EXPECT(cudaMemcpy(host, a, 4, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
  EXPECT(cudaMemcpy(back, a + 1, sizeof back, cudaMemcpyDefault) ==
         cudaErrorInvalidValue);
  EXPECT(cudaMemcpy(back, a, 4, cudaMemcpyKind(7)) ==
         cudaErrorInvalidMemcpyDirection);
  EXPECT(cudaMemset(host, 0, 4) == cudaErrorInvalidValue);
  // ERR: cutile-emulate: error: cudaMemcpy (cudaMemcpyHostToDevice) of 4 bytes: the destination 0x{{[0-9a-f]+}} is not in a live device allocation
  // ERR-NEXT: cutile-emulate: error: cudaMemcpy (cudaMemcpyDefault) of 1024 bytes: the source 0x{{[0-9a-f]+}} runs past the end of its allocation
  // ERR-NEXT: cutile-emulate: error: cudaMemcpy with memcpy kind 7, which is not a cudaMemcpyKind
  // ERR-NEXT: cutile-emulate: error: cudaMemset of 4 bytes at 0x{{[0-9a-f]+}}: not inside one live device allocation
  EXPECT(cudaGetLastError() == cudaErrorInvalidValue);
  EXPECT(cudaGetLastError() == cudaSuccess);

  // Launches: <<<>>> on a stream, timed with events.
  cudaEvent_t e0, e1, nt;
  EXPECT(cudaEventCreate(&e0) == 0 && cudaEventCreate(&e1) == 0);
  EXPECT(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming) == 0);
  float ms = -1;
  EXPECT(cudaEventElapsedTime(&ms, e0, e1) == cudaErrorNotReady);
  EXPECT(cudaEventRecord(e0, s) == cudaSuccess);
  twice_plus_one<<<B, 1, 0, s>>>(a, b);
  EXPECT(cudaEventRecord(e1, s) == cudaSuccess);
  EXPECT(cudaEventRecord(nt, s) == cudaSuccess);
  EXPECT(cudaEventSynchronize(e1) == cudaSuccess);
  EXPECT(cudaEventElapsedTime(&ms, e0, e1) == cudaSuccess && ms >= 0 && ms < 60000);
  EXPECT(cudaEventElapsedTime(&ms, e0, nt) == cudaErrorInvalidResourceHandle);
  EXPECT(cudaEventQuery(e1) == cudaSuccess && cudaStreamQuery(s) == cudaSuccess);
  EXPECT(cudaMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost) == 0);
  EXPECT(check(host, back, N));
  // cudaLaunchKernel with an argument array.
  EXPECT(cudaMemset(b, 0, sizeof back) == 0);
  void *args[] = {&a, &b};
  EXPECT(cudaLaunchKernel((const void *)twice_plus_one, dim3(B), dim3(1), args,
                          0, s) == cudaSuccess);
  EXPECT(cudaMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost) == 0);
  EXPECT(check(host, back, N));
  // cudaLaunchKernelEx with a cluster of 2 (the grid of 4 divides), then 3.
  EXPECT(cudaMemset(b, 0, sizeof back) == 0);
  cudaLaunchConfig_t cfg = {};
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeClusterDimension;
  attr[0].val.clusterDim.x = 2;
  attr[0].val.clusterDim.y = 1;
  attr[0].val.clusterDim.z = 1;
  cfg.gridDim = dim3(B);
  cfg.blockDim = dim3(1);
  cfg.stream = s;
  cfg.attrs = attr;
  cfg.numAttrs = 1;
  EXPECT(cudaLaunchKernelEx(&cfg, twice_plus_one, (const float *)a, b) ==
         cudaSuccess);
  EXPECT(cudaMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost) == 0);
  EXPECT(check(host, back, N));
  attr[0].val.clusterDim.x = 3;
  EXPECT(cudaLaunchKernelEx(&cfg, twice_plus_one, (const float *)a, b) ==
         cudaErrorInvalidValue);
  // ERR-NEXT: cutile-emulate: error: the grid (4, 1, 1) is not a multiple of the cluster dimensions
  EXPECT(cudaPeekAtLastError() == cudaErrorInvalidValue);
  EXPECT(cudaPeekAtLastError() == cudaErrorInvalidValue);
  EXPECT(cudaGetLastError() == cudaErrorInvalidValue);
  EXPECT(cudaPeekAtLastError() == cudaSuccess);

  // Pinned and managed memory are visible to kernels.
  float *pin = nullptr, *managed = nullptr;
  EXPECT(cudaMallocHost(&pin, N * sizeof(float)) == cudaSuccess);
  EXPECT(cudaMallocManaged(&managed, N * sizeof(float), cudaMemAttachGlobal) == 0);
  for (int i = 0; i < N; ++i)
    managed[i] = host[i];
  twice_plus_one<<<B, 1>>>(managed, pin);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  EXPECT(check(host, pin, N));
  twice_plus_one<<<B, 1>>>(pin, managed);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  EXPECT(check(pin, managed, N));
  cudaPointerAttributes pa;
  EXPECT(cudaPointerGetAttributes(&pa, pin + 3) == 0 && pa.type == cudaMemoryTypeHost);
  EXPECT(cudaPointerGetAttributes(&pa, managed) == 0 && pa.type == cudaMemoryTypeManaged);
  EXPECT(cudaPointerGetAttributes(&pa, a) == 0 && pa.type == cudaMemoryTypeDevice);
  EXPECT(cudaPointerGetAttributes(&pa, host) == 0 &&
         pa.type == cudaMemoryTypeUnregistered);
  EXPECT(cudaFree(pin) == cudaErrorInvalidValue);
  // ERR-NEXT: cutile-emulate: error: cudaFree of 0x{{[0-9a-f]+}}, which was allocated by cudaMallocHost
  EXPECT(cudaFreeHost(pin) == cudaSuccess);
  EXPECT(cudaFree(managed) == cudaSuccess);
  size_t freeB = 0, totalB = 0;
  EXPECT(cudaMemGetInfo(&freeB, &totalB) == 0 && totalB == prop.totalGlobalMem &&
         totalB - freeB == 2 * N * sizeof(float));

  // Function attributes and occupancy.
  cudaFuncAttributes fa;
  EXPECT(cudaFuncGetAttributes(&fa, twice_plus_one) == cudaSuccess);
  EXPECT(fa.maxThreadsPerBlock == 1024 && fa.maxDynamicSharedSizeBytes == 48 * 1024);
  EXPECT(cudaFuncSetAttribute(twice_plus_one,
                              cudaFuncAttributeMaxDynamicSharedMemorySize,
                              100 * 1024) == cudaSuccess);
  EXPECT(cudaFuncGetAttributes(&fa, twice_plus_one) == cudaSuccess &&
         fa.maxDynamicSharedSizeBytes == 100 * 1024);
  EXPECT(cudaFuncSetAttribute(twice_plus_one,
                              cudaFuncAttributeMaxDynamicSharedMemorySize,
                              300 * 1024) == cudaErrorInvalidValue);
  // ERR-NEXT: cutile-emulate: error: cudaFuncSetAttribute: 307200 bytes of dynamic shared memory for 'twice_plus_one(float const*, float*)' (at most 232448 on this device)
  EXPECT(cudaFuncGetAttributes(&fa, (const void *)host) ==
         cudaErrorInvalidDeviceFunction);
  // CHECK-NEXT: occupancy: 256 threads 8, 1024 threads 2, 96 threads 21, 128 threads + 64 KiB 3
  int o1, o2, o3, o4;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&o1, twice_plus_one, 256, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&o2, twice_plus_one, 1024, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&o3, twice_plus_one, 96, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&o4, twice_plus_one, 128, 64 << 10);
  std::printf("occupancy: 256 threads %d, 1024 threads %d, 96 threads %d, "
              "128 threads + 64 KiB %d\n", o1, o2, o3, o4);

  // Error names and strings.
  // CHECK-NEXT: cudaErrorInvalidValue: invalid argument
  // CHECK-NEXT: cudaErrorNotSupported: operation not supported (by the --cutile-emulate runtime)
  // CHECK-NEXT: cudaErrorLaunchTimeout: cudaErrorLaunchTimeout
  // CHECK-NEXT: unrecognized error code
  for (cudaError_t e : {cudaErrorInvalidValue, cudaErrorNotSupported,
                        cudaErrorLaunchTimeout})
    std::printf("%s: %s\n", cudaGetErrorName(e), cudaGetErrorString(e));
  std::printf("%s\n", cudaGetErrorName(cudaError_t(12345)));

  // A call the runtime lacks: named once, cudaErrorNotSupported each time.
  cudaGraph_t g;
  EXPECT(cudaGraphCreate(&g, 0) == cudaErrorNotSupported);
  EXPECT(cudaGraphCreate(&g, 0) == cudaErrorNotSupported);
  EXPECT(cudaGetLastError() == cudaErrorNotSupported);
  // ERR-NEXT: cutile-emulate: error: cudaGraphCreate is not supported by the emulation runtime (--cutile-emulate); it returns cudaErrorNotSupported
  // ERR-NOT: cudaGraphCreate

  EXPECT(cudaEventDestroy(e0) == 0 && cudaEventDestroy(e1) == 0 &&
         cudaEventDestroy(nt) == 0);
  EXPECT(cudaStreamDestroy(s) == cudaSuccess);
  EXPECT(cudaFree(a) == 0 && cudaFree(b) == 0);
  // CHECK-NEXT: PASS runtime_calls
  if (failures == 0)
    std::printf("PASS runtime_calls\n");
  return failures != 0;
}
// FATAL: cutile-emulate: error: cudaCreateChannelDesc is not supported by the emulation runtime (--cutile-emulate); stopping
// FATAL-NOT: not reached
