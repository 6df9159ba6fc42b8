// The driver API path of a program that loads its own module: cuInit,
// the device and context calls, cuModuleLoad (cuda_tile MLIR text) and
// cuModuleLoadData (Tile IR bytecode, whose size the driver API does not
// pass), cuModuleEnumerateFunctions, cuModuleGetFunction, cuLaunchKernel and
// the memory calls, every element checked. A cubin cannot run: a clear
// error; a missing function is CUDA_ERROR_NOT_FOUND; a driver call the
// runtime lacks names itself and returns CUDA_ERROR_NOT_SUPPORTED.
// RUN: cutile-translate --mlir-to-tilebc %S/vector-add.mlir -o %t.tilebc
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate %s -o %t -lcuda
// RUN: %t %S/vector-add.mlir %t.tilebc 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>
#include <cuda.h>
#include "Inputs/expect.h"

// Runs vadd_kernel of `mod` (c = a + b over 2 blocks of 128) and checks it.
static void run(CUmodule mod, const char *what) {
  unsigned count = 0;
  EXPECT(cuModuleGetFunctionCount(&count, mod) == CUDA_SUCCESS && count == 1);
  CUfunction fs[1], f, missing;
  EXPECT(cuModuleEnumerateFunctions(fs, 1, mod) == CUDA_SUCCESS);
  const char *name = nullptr;
  EXPECT(cuFuncGetName(&name, fs[0]) == CUDA_SUCCESS);
  EXPECT(cuModuleGetFunction(&f, mod, "vadd_kernel") == CUDA_SUCCESS && f == fs[0]);
  EXPECT(cuModuleGetFunction(&missing, mod, "nope") == CUDA_ERROR_NOT_FOUND);
  constexpr int N = 256;
  std::vector<float> a(N), b(N), c(N);
  for (int i = 0; i < N; ++i) {
    a[i] = float(i);
    b[i] = 0.25f * float(i % 7);
  }
  CUdeviceptr da, db, dc;
  EXPECT(cuMemAlloc(&da, N * 4) == CUDA_SUCCESS);
  EXPECT(cuMemAlloc(&db, N * 4) == CUDA_SUCCESS);
  EXPECT(cuMemAlloc(&dc, N * 4) == CUDA_SUCCESS);
  EXPECT(cuMemcpyHtoD(da, a.data(), N * 4) == CUDA_SUCCESS);
  EXPECT(cuMemcpyHtoD(db, b.data(), N * 4) == CUDA_SUCCESS);
  EXPECT(cuMemsetD8(dc, 0, N * 4) == CUDA_SUCCESS);
  void *params[] = {&da, &db, &dc};
  EXPECT(cuLaunchKernel(f, 2, 1, 1, 1, 1, 1, 0, nullptr, params, nullptr) ==
         CUDA_SUCCESS);
  EXPECT(cuCtxSynchronize() == CUDA_SUCCESS);
  EXPECT(cuMemcpyDtoH(c.data(), dc, N * 4) == CUDA_SUCCESS);
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += c[i] != a[i] + b[i];
  std::printf("%s: %s, %u function, %d wrong\n", what, name, count, bad);
  EXPECT(cuMemFree(da) == 0 && cuMemFree(db) == 0 && cuMemFree(dc) == 0);
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  CUdevice dev;
  EXPECT(cuDeviceGet(&dev, 0) == CUDA_ERROR_NOT_INITIALIZED);
  EXPECT(cuInit(0) == CUDA_SUCCESS);
  int n = 0, major = 0, version = 0;
  EXPECT(cuDriverGetVersion(&version) == CUDA_SUCCESS && version == CUDA_VERSION);
  EXPECT(cuDeviceGetCount(&n) == CUDA_SUCCESS && n == 1);
  EXPECT(cuDeviceGet(&dev, 0) == CUDA_SUCCESS);
  EXPECT(cuDeviceGet(&dev, 1) == CUDA_ERROR_INVALID_DEVICE);
  char devName[64];
  EXPECT(cuDeviceGetName(devName, sizeof devName, dev) == CUDA_SUCCESS);
  EXPECT(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                              dev) == CUDA_SUCCESS);
  size_t total = 0;
  EXPECT(cuDeviceTotalMem(&total, dev) == CUDA_SUCCESS && total == (size_t(80) << 30));
  // CHECK: NVIDIA H100 80GB HBM3 (cutile-emulate, on the CPU), sm_90
  std::printf("%s, sm_%d0\n", devName, major);
  CUcontext ctx, cur;
  EXPECT(cuCtxCreate(&ctx, nullptr, 0, dev) == CUDA_SUCCESS);
  EXPECT(cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur == ctx);

  // CHECK-NEXT: MLIR text: vadd_kernel, 1 function, 0 wrong
  CUmodule text;
  EXPECT(cuModuleLoad(&text, argv[1]) == CUDA_SUCCESS);
  run(text, "MLIR text");
  EXPECT(cuModuleUnload(text) == CUDA_SUCCESS);

  // CHECK-NEXT: bytecode: vadd_kernel, 1 function, 0 wrong
  std::ifstream in(argv[2], std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), {});
  // Garbage after the image: the loader must find the end by itself.
  bytes.insert(bytes.end(), 64, '\x5a');
  CUmodule bc;
  EXPECT(cuModuleLoadData(&bc, bytes.data()) == CUDA_SUCCESS);
  run(bc, "bytecode");

  // A cubin is GPU machine code.
  const char elf[] = "\x7f" "ELF\x02\x01\x01\x33";
  CUmodule cubin;
  EXPECT(cuModuleLoadData(&cubin, elf) == CUDA_ERROR_INVALID_IMAGE);
  // ERR: cutile-emulate: error: cuModuleLoadData: the image is a cubin (ELF) of GPU machine code, which --cutile-emulate cannot run; load the kernel's Tile IR instead (bytecode from nvcc -tilebc, cutile-translate or CUTILE_DUMP_DIR, or cuda_tile MLIR text)
  EXPECT(cuModuleLoadData(&cubin, ".version 8.0\n.target sm_90\n") ==
         CUDA_ERROR_INVALID_IMAGE);
  // ERR-NEXT: cutile-emulate: error: cuModuleLoadData: the image is PTX, which --cutile-emulate cannot run
  EXPECT(cuModuleLoad(&cubin, "/nonexistent.cubin") == CUDA_ERROR_FILE_NOT_FOUND);
  // ERR-NEXT: cutile-emulate: error: cuModuleLoad: cannot read /nonexistent.cubin:

  // A driver call the runtime lacks.
  CUgraph g;
  EXPECT(cuGraphCreate(&g, 0) == CUDA_ERROR_NOT_SUPPORTED);
  // ERR-NEXT: cutile-emulate: error: cuGraphCreate is not supported by the emulation runtime (--cutile-emulate); it returns cudaErrorNotSupported
  const char *s = nullptr;
  // CHECK-NEXT: CUDA_ERROR_NOT_SUPPORTED: operation not supported (by the --cutile-emulate runtime)
  EXPECT(cuGetErrorName(CUDA_ERROR_NOT_SUPPORTED, &s) == CUDA_SUCCESS);
  std::printf("%s: ", s);
  EXPECT(cuGetErrorString(CUDA_ERROR_NOT_SUPPORTED, &s) == CUDA_SUCCESS);
  std::printf("%s\n", s);
  EXPECT(cuModuleUnload(bc) == CUDA_SUCCESS);
  EXPECT(cuCtxDestroy(ctx) == CUDA_SUCCESS);
  // CHECK-NEXT: PASS driver_api
  if (!failures)
    std::printf("PASS driver_api\n");
  return failures != 0;
}
