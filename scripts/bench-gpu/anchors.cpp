// anchors.cpp - the reference points of the bench-gpu report: what this GPU
// does at its best, measured in the same run as the kernels.
//   * device-to-device copy bandwidth (cuMemcpyDtoDAsync of 1 GiB; GB/s
//     counted as bytes read + bytes written, as a memory-bound kernel's
//     effective bandwidth is);
//   * cuBLAS GEMM (cublasGemmEx, f16 and bf16 inputs and output, f32
//     accumulation, NN, column-major) at 4096^3 and 8192^3, in TFLOP/s;
//   * the paper peaks: dense f16 tensor-core TFLOP/s (sm_90) and DRAM GB/s.
// cuBLAS is dlopen'ed (libcublas.so.13, then .12): without it the GEMM rows
// say "skipped". One tab-separated line per anchor on stdout:
//   name  value  unit  note
#include "cuda_min.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace {

Driver drv;

using cublasCreateFn = int (*)(void **);
using cublasDestroyFn = int (*)(void *);
using cublasGemmExFn = int (*)(void *, int, int, int, int, int, const void *,
                               const void *, int, int, const void *, int, int,
                               const void *, void *, int, int, int, int);
enum { CUDA_R_32F = 0, CUDA_R_16F = 2, CUDA_R_16BF = 14 };
enum { CUBLAS_OP_N = 0, CUBLAS_COMPUTE_32F = 68, CUBLAS_GEMM_DEFAULT = -1 };

bool check(CUresult r, const char *what) {
  if (r == 0)
    return true;
  std::fprintf(stderr, "anchors: %s: %s\n", what, drv.errName(r));
  return false;
}

double median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

void copyBandwidth() {
  const size_t bytes = size_t(1) << 30;
  CUdeviceptr a = 0, b = 0;
  CUevent e0, e1;
  if (!check(drv.cuMemAlloc(&a, bytes), "cuMemAlloc") ||
      !check(drv.cuMemAlloc(&b, bytes), "cuMemAlloc") ||
      !check(drv.cuEventCreate(&e0, 0), "cuEventCreate") ||
      !check(drv.cuEventCreate(&e1, 0), "cuEventCreate")) {
    std::printf("memcpy_d2d\t-\tGB/s\tfailed (see stderr)\n");
    return;
  }
  drv.cuMemsetD8Async(a, 1, bytes, nullptr);
  std::vector<float> t;
  for (int i = 0; i < 23; ++i) {
    drv.cuEventRecord(e0, nullptr);
    drv.cuMemcpyDtoDAsync(b, a, bytes, nullptr);
    drv.cuEventRecord(e1, nullptr);
    if (!check(drv.cuEventSynchronize(e1), "memcpy"))
      return;
    float ms = 0;
    drv.cuEventElapsedTime(&ms, e0, e1);
    if (i >= 3)
      t.push_back(ms);
  }
  double ms = median(t);
  std::printf("memcpy_d2d\t%.1f\tGB/s\t1 GiB copy, (read+write bytes)/time, median of %zu\n",
              2.0 * double(bytes) / (ms * 1e-3) / 1e9, t.size());
  drv.cuMemFree(a);
  drv.cuMemFree(b);
}

// Random values of magnitude [0.25, 1) and random sign, as 16-bit patterns.
std::vector<uint16_t> randomBits(size_t n, bool bf16) {
  std::vector<uint16_t> v(n);
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (size_t i = 0; i < n; ++i) {
    s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
    uint32_t r = uint32_t((s * 0x2545F4914F6CDD1Dull) >> 32);
    uint16_t sign = uint16_t((r >> 31) << 15);
    v[i] = bf16 ? uint16_t(sign | ((125 + ((r >> 30) & 1)) << 7) | (r & 0x7f))
                : uint16_t(sign | ((13 + ((r >> 30) & 1)) << 10) | (r & 0x3ff));
  }
  return v;
}

void gemms() {
  void *lib = nullptr;
  const char *tried[] = {"libcublas.so.13", "libcublas.so.12", "libcublas.so"};
  std::string which;
  for (const char *n : tried)
    if ((lib = dlopen(n, RTLD_NOW | RTLD_LOCAL))) {
      which = n;
      break;
    }
  const char *sizes[] = {"4096", "8192"};
  const char *types[] = {"f16", "bf16"};
  auto skip = [&](const std::string &why) {
    for (const char *t : types)
      for (const char *s : sizes)
        std::printf("cublas_%s_%s\t-\tTFLOP/s\tskipped: %s\n", t, s, why.c_str());
  };
  if (!lib) {
    skip("no libcublas.so.13/.12 on this machine");
    return;
  }
  auto create = (cublasCreateFn)dlsym(lib, "cublasCreate_v2");
  auto destroy = (cublasDestroyFn)dlsym(lib, "cublasDestroy_v2");
  auto gemm = (cublasGemmExFn)dlsym(lib, "cublasGemmEx");
  void *h = nullptr;
  int st;
  if (!create || !gemm || (st = create(&h)) != 0) {
    skip(which + ": cublasCreate failed");
    return;
  }
  const int N = 8192;
  const size_t elems = size_t(N) * N;
  CUdeviceptr A = 0, B = 0, C = 0;
  CUevent e0, e1;
  if (!check(drv.cuMemAlloc(&A, elems * 2), "cuMemAlloc") ||
      !check(drv.cuMemAlloc(&B, elems * 2), "cuMemAlloc") ||
      !check(drv.cuMemAlloc(&C, elems * 2), "cuMemAlloc") ||
      !check(drv.cuEventCreate(&e0, 0), "cuEventCreate") ||
      !check(drv.cuEventCreate(&e1, 0), "cuEventCreate")) {
    skip("device allocation failed");
    return;
  }
  const float alpha = 1.0f, beta = 0.0f;
  for (int ti = 0; ti < 2; ++ti) {
    bool bf16 = ti == 1;
    int dt = bf16 ? CUDA_R_16BF : CUDA_R_16F;
    std::vector<uint16_t> host = randomBits(elems, bf16);
    drv.cuMemcpyHtoD(A, host.data(), elems * 2);
    for (size_t i = 0; i < elems; ++i)
      host[i] ^= 0x8000; // B: other signs
    drv.cuMemcpyHtoD(B, host.data(), elems * 2);
    for (const char *sz : sizes) {
      int n = std::atoi(sz);
      auto run = [&]() {
        return gemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha,
                    (void *)A, dt, n, (void *)B, dt, n, &beta, (void *)C, dt, n,
                    CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
      };
      bool ok = true;
      for (int i = 0; i < 3 && ok; ++i)
        ok = (st = run()) == 0;
      const int iters = n >= 8192 ? 10 : 40;
      std::vector<float> t;
      for (int rep = 0; rep < 5 && ok; ++rep) {
        drv.cuEventRecord(e0, nullptr);
        for (int i = 0; i < iters && ok; ++i)
          ok = (st = run()) == 0;
        drv.cuEventRecord(e1, nullptr);
        CUresult r = drv.cuEventSynchronize(e1);
        ok = ok && check(r, "gemm");
        float ms = 0;
        drv.cuEventElapsedTime(&ms, e0, e1);
        t.push_back(ms / iters);
      }
      if (!ok) {
        std::printf("cublas_%s_%s\t-\tTFLOP/s\tcublasGemmEx failed (status %d)\n",
                    types[ti], sz, st);
        continue;
      }
      double ms = median(t);
      std::printf("cublas_%s_%s\t%.1f\tTFLOP/s\t%s^3 NN, %s in/out, f32 accumulate, "
                  "%.3f ms (%s)\n",
                  types[ti], sz, 2.0 * n * double(n) * n / (ms * 1e-3) / 1e12,
                  sz, types[ti], ms, which.c_str());
      std::fflush(stdout);
    }
  }
  if (destroy)
    destroy(h);
  drv.cuMemFree(A);
  drv.cuMemFree(B);
  drv.cuMemFree(C);
}

} // namespace

int main() {
  const char *why = nullptr;
  if (!drv.load(&why)) {
    std::printf("no CUDA driver/GPU: cannot load libcuda.so.1 (%s)\n", why);
    return 3;
  }
  CUresult r;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  int count = 0;
  if ((r = drv.cuInit(0)) != 0 || (r = drv.cuDeviceGetCount(&count)) != 0 ||
      count == 0) {
    std::printf("no CUDA driver/GPU: %s\n", r ? drv.errName(r) : "no device");
    return 3;
  }
  if (!check(drv.cuDeviceGet(&dev, 0), "cuDeviceGet") ||
      !check(drv.cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain") ||
      !check(drv.cuCtxSetCurrent(ctx), "cuCtxSetCurrent"))
    return 1;
  // The paper peaks, for when cuBLAS is missing: Hopper's tensor cores do
  // 4096 dense f16/bf16 FLOP per clock per SM (989 TFLOP/s on an H100 SXM
  // at 1830 MHz); DRAM moves 2 transfers a memory clock over the bus.
  int major = 0, sms = 0, clockKHz = 0, memKHz = 0, bus = 0;
  drv.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR_, dev);
  drv.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT_, dev);
  drv.cuDeviceGetAttribute(&clockKHz, CU_DEVICE_ATTRIBUTE_CLOCK_RATE_, dev);
  drv.cuDeviceGetAttribute(&memKHz, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE_, dev);
  drv.cuDeviceGetAttribute(&bus, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH_, dev);
  if (major == 9)
    std::printf("peak_f16_dense\t%.1f\tTFLOP/s\tpaper: %d SMs x %d MHz x 4096 FLOP/clk (sm_90 tensor cores)\n",
                double(sms) * clockKHz * 1e3 * 4096 / 1e12, sms, clockKHz / 1000);
  std::printf("peak_dram\t%.1f\tGB/s\tpaper: 2 x %d MHz x %d-bit bus\n",
              2.0 * memKHz * 1e3 * (bus / 8) / 1e9, memKHz / 1000, bus);
  copyBandwidth();
  std::fflush(stdout);
  gemms();
  return 0;
}
