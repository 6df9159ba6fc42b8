// cuda_min.h - the few CUDA driver API declarations the bench-gpu tools use,
// loaded at run time with dlopen("libcuda.so.1"), so that the tools build
// without CUDA headers or libraries and run (or fail with a message) on a
// machine without a driver. Layouts are the ones of CUDA 13.0's cuda.h;
// versioned entry points are looked up by their real symbol names (cuda.h
// #defines cuMemAlloc to cuMemAlloc_v2 and so on).
#ifndef CUTILE_BENCH_CUDA_MIN_H
#define CUTILE_BENCH_CUDA_MIN_H

#include <dlfcn.h>
#include <cstddef>
#include <cstdio>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;
typedef void *CUmodule;
typedef void *CUfunction;
typedef void *CUstream;
typedef void *CUevent;
typedef unsigned long long CUdeviceptr;

enum { CUDA_SUCCESS_ = 0 };
enum {
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT_ = 16,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE_ = 13,
  CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE_ = 36,
  CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH_ = 37,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE_ = 38,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR_ = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR_ = 76,
};
enum { CU_EVENT_DEFAULT_ = 0 };
enum { CU_STREAM_NON_BLOCKING_ = 1 };

// CUlaunchAttribute / cudaLaunchAttribute: the same layout (id, padding to
// 8, a 64-byte value union), and the same attribute ids.
struct CUlaunchAttribute_ {
  int id;
  char pad[4];
  unsigned char value[64];
};
struct CUlaunchConfig_ {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute_ *attrs;
  unsigned numAttrs;
};
static_assert(sizeof(CUlaunchAttribute_) == 72, "CUlaunchAttribute layout");
static_assert(sizeof(CUlaunchConfig_) == 56, "CUlaunchConfig layout");

// The driver entry points, as function pointers filled by loadDriver().
#define CUTILE_DRIVER_FUNCS(X)                                                 \
  X(cuInit, "cuInit", CUresult (*)(unsigned))                                  \
  X(cuDriverGetVersion, "cuDriverGetVersion", CUresult (*)(int *))             \
  X(cuDeviceGetCount, "cuDeviceGetCount", CUresult (*)(int *))                 \
  X(cuDeviceGet, "cuDeviceGet", CUresult (*)(CUdevice *, int))                 \
  X(cuDeviceGetName, "cuDeviceGetName", CUresult (*)(char *, int, CUdevice))   \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute",                              \
    CUresult (*)(int *, int, CUdevice))                                        \
  X(cuDeviceTotalMem, "cuDeviceTotalMem_v2", CUresult (*)(size_t *, CUdevice)) \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain",                      \
    CUresult (*)(CUcontext *, CUdevice))                                       \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", CUresult (*)(CUcontext))               \
  X(cuCtxGetCurrent, "cuCtxGetCurrent", CUresult (*)(CUcontext *))             \
  X(cuCtxSynchronize, "cuCtxSynchronize", CUresult (*)(void))                  \
  X(cuModuleLoadData, "cuModuleLoadData", CUresult (*)(CUmodule *, const void *)) \
  X(cuLibraryLoadData, "cuLibraryLoadData",                                    \
    CUresult (*)(void **, const void *, void *, void **, unsigned, void *,     \
                 void **, unsigned))                                           \
  X(cuLibraryGetModule, "cuLibraryGetModule", CUresult (*)(CUmodule *, void *)) \
  X(cuModuleGetFunction, "cuModuleGetFunction",                                \
    CUresult (*)(CUfunction *, CUmodule, const char *))                        \
  X(cuFuncGetParamInfo, "cuFuncGetParamInfo",                                  \
    CUresult (*)(CUfunction, size_t, size_t *, size_t *))                      \
  X(cuLaunchKernel, "cuLaunchKernel",                                          \
    CUresult (*)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, \
                 unsigned, unsigned, CUstream, void **, void **))              \
  X(cuLaunchKernelEx, "cuLaunchKernelEx",                                      \
    CUresult (*)(const CUlaunchConfig_ *, CUfunction, void **, void **))       \
  X(cuMemAlloc, "cuMemAlloc_v2", CUresult (*)(CUdeviceptr *, size_t))          \
  X(cuMemFree, "cuMemFree_v2", CUresult (*)(CUdeviceptr))                      \
  X(cuMemGetInfo, "cuMemGetInfo_v2", CUresult (*)(size_t *, size_t *))         \
  X(cuMemGetAddressRange, "cuMemGetAddressRange_v2",                           \
    CUresult (*)(CUdeviceptr *, size_t *, CUdeviceptr))                        \
  X(cuMemsetD8Async, "cuMemsetD8Async",                                        \
    CUresult (*)(CUdeviceptr, unsigned char, size_t, CUstream))                \
  X(cuMemcpyHtoD, "cuMemcpyHtoD_v2", CUresult (*)(CUdeviceptr, const void *, size_t)) \
  X(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2",                                 \
    CUresult (*)(CUdeviceptr, CUdeviceptr, size_t, CUstream))                  \
  X(cuStreamCreate, "cuStreamCreate", CUresult (*)(CUstream *, unsigned))      \
  X(cuStreamSynchronize, "cuStreamSynchronize", CUresult (*)(CUstream))        \
  X(cuStreamIsCapturing, "cuStreamIsCapturing", CUresult (*)(CUstream, int *)) \
  X(cuEventCreate, "cuEventCreate", CUresult (*)(CUevent *, unsigned))         \
  X(cuEventRecord, "cuEventRecord", CUresult (*)(CUevent, CUstream))           \
  X(cuEventSynchronize, "cuEventSynchronize", CUresult (*)(CUevent))           \
  X(cuEventElapsedTime, "cuEventElapsedTime", CUresult (*)(float *, CUevent, CUevent)) \
  X(cuGetErrorName, "cuGetErrorName", CUresult (*)(CUresult, const char **))   \
  X(cuGetErrorString, "cuGetErrorString", CUresult (*)(CUresult, const char **))

struct Driver {
#define CUTILE_DECLARE(name, sym, type)                                       \
  using name##_fn = type;                                                      \
  name##_fn name = nullptr;
  CUTILE_DRIVER_FUNCS(CUTILE_DECLARE)
#undef CUTILE_DECLARE
  void *handle = nullptr;

  // Loads libcuda.so.1 and every entry point; false (with `why` set) when
  // there is no driver library. Entry points a driver lacks stay null.
  bool load(const char **why) {
    handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      *why = dlerror();
      return false;
    }
#define CUTILE_LOOKUP(name, sym, type) name = (name##_fn)dlsym(handle, sym);
    CUTILE_DRIVER_FUNCS(CUTILE_LOOKUP)
#undef CUTILE_LOOKUP
    // cuEventElapsedTime_v2 (CUDA 12.8+) is what cuda.h 13 calls; the
    // original stays exported with the same signature.
    if (void *v2 = dlsym(handle, "cuEventElapsedTime_v2"))
      cuEventElapsedTime = (cuEventElapsedTime_fn)v2;
    if (!cuInit || !cuModuleLoadData || !cuLaunchKernel || !cuMemAlloc) {
      *why = "libcuda.so.1 lacks basic driver entry points";
      return false;
    }
    return true;
  }

  // cuModuleLoadData; where that fails, the library API the CUDA runtime
  // itself uses (cuLibraryLoadData, then its module). `how` says which
  // worked, or both errors.
  CUresult loadImage(CUmodule *m, const void *image, char *how, size_t len) {
    CUresult r = cuModuleLoadData(m, image);
    if (r == 0) {
      std::snprintf(how, len, "cuModuleLoadData: CUDA_SUCCESS");
      return r;
    }
    const char *first = errName(r);
    if (cuLibraryLoadData && cuLibraryGetModule) {
      void *lib = nullptr;
      CUresult l = cuLibraryLoadData(&lib, image, nullptr, nullptr, 0, nullptr,
                                     nullptr, 0);
      if (l == 0)
        l = cuLibraryGetModule(m, lib);
      std::snprintf(how, len, "cuModuleLoadData: %s; cuLibraryLoadData: %s",
                    first, errName(l));
      return l == 0 ? 0 : r;
    }
    std::snprintf(how, len, "cuModuleLoadData: %s", first);
    return r;
  }

  // "CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)".
  const char *errName(CUresult r) const {
    const char *s = nullptr;
    if (!cuGetErrorName || cuGetErrorName(r, &s) != 0 || !s)
      return "CUDA_ERROR_?";
    return s;
  }
  const char *errString(CUresult r) const {
    const char *s = nullptr;
    if (!cuGetErrorString || cuGetErrorString(r, &s) != 0 || !s)
      return "?";
    return s;
  }
};

#endif
