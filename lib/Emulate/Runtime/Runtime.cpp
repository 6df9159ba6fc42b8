//===- Runtime.cpp - the CUDA runtime calls of an emulated program ---------===//
//
// libcutile_emu.so replaces libcudart in a program built with
// --cutile-emulate. "Device" memory is host memory that the emulator's
// MemoryMap knows about, so kernels may touch only live cudaMalloc ranges.
// Streams and events exist as handles; work runs synchronously, in order.
// Tile kernels launch through the interpreter; the host object's
// constructor (emitted by the plugin's pass) registered their module text
// and stub addresses first.
//
// The signatures and enum values are CUDA's (cuda_runtime_api.h,
// driver_types.h); the types are re-declared here so that building the
// runtime needs no CUDA toolkit.
//
//===----------------------------------------------------------------------===//

#include "cutile/Emulate/Emulate.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace emu = cutile::emu;

namespace {

// CUDA's enum values.
enum Err : int {
  Success = 0,
  InvalidValue = 1,
  MemoryAllocation = 2,
  InvalidDeviceFunction = 98,
  InvalidDevice = 101,
  InvalidResourceHandle = 400,
  IllegalAddress = 700,
  Assert = 710,
  NotSupported = 801,
};

struct Dim3 {
  unsigned x, y, z;
};

struct Stream {};
struct Event {
  std::chrono::steady_clock::time_point when;
  bool recorded = false;
};

struct LaunchConfig { // cudaLaunchConfig_t
  Dim3 gridDim, blockDim;
  size_t dynamicSmemBytes;
  Stream *stream;
  void *attrs;
  unsigned numAttrs;
};

struct TileModule {
  std::string text;
  std::unique_ptr<emu::Module> parsed;
  bool failed = false;
};

struct KernelReg {
  std::string name;
  TileModule *module = nullptr; // null: a SIMT kernel
};

struct State {
  std::vector<std::unique_ptr<TileModule>> modules;
  llvm::DenseMap<const void *, KernelReg> kernels;
  Err lastError = Success;
  Err sticky = Success; // a failed assertion poisons the "context"
  Dim3 pushedGrid{1, 1, 1}, pushedBlock{1, 1, 1};
  size_t pushedShmem = 0;
  void *pushedStream = nullptr;
};

State &state() {
  static State s;
  return s;
}

Err record(Err e) {
  if (e != Success)
    state().lastError = e;
  return e;
}

/// Every API call reports a sticky error first, as CUDA does.
Err stickyOr(Err e) { return state().sticky != Success ? state().sticky : e; }

void complain(const std::string &msg) {
  std::fflush(stdout);
  llvm::errs() << "cutile-emulate: " << msg << "\n";
  llvm::errs().flush();
}

bool isDevice(const void *p, size_t n) {
  return n == 0 || emu::MemoryMap::global().contains(uint64_t(uintptr_t(p)), n);
}

Err launch(const void *func, Dim3 grid, void **args) {
  State &s = state();
  if (s.sticky != Success)
    return record(s.sticky);
  auto it = s.kernels.find(func);
  if (it == s.kernels.end()) {
    complain("error: launch of a kernel the emulator does not know; was "
             "its file compiled with --cutile-emulate?");
    return record(InvalidDeviceFunction);
  }
  KernelReg &k = it->second;
  if (!k.module) {
    complain("error: kernel '" + llvm::demangle(k.name) +
             "' is a SIMT (__global__) kernel; "
             "--cutile-emulate runs only tile kernels");
    return record(InvalidDeviceFunction);
  }
  TileModule &m = *k.module;
  std::string err;
  if (!m.parsed && !m.failed) {
    m.parsed = emu::Module::parse(m.text, err);
    m.failed = !m.parsed;
    if (m.failed) {
      complain("error: " + err);
      return record(InvalidDeviceFunction);
    }
  }
  if (m.failed)
    return record(InvalidDeviceFunction);
  const emu::Kernel *kernel = m.parsed->lookup(k.name, err);
  if (!kernel) {
    complain("error: " + err);
    return record(InvalidDeviceFunction);
  }
  if (grid.x == 0 || grid.y == 0 || grid.z == 0)
    return record(InvalidValue);
  emu::LaunchResult r = emu::launch(*kernel, {grid.x, grid.y, grid.z},
                                    const_cast<const void *const *>(args));
  if (r.assertFailures) {
    s.sticky = Assert;
    return record(Assert);
  }
  return Success;
}

} // namespace

extern "C" {

// Called from the constructor the plugin's pass puts in each host object.
void __cutile_emu_register_module(const char *text, size_t len,
                                  const void **stubs, const char **names,
                                  const int *isTile, size_t count) {
  State &s = state();
  auto m = std::make_unique<TileModule>();
  m->text.assign(text, len);
  for (size_t i = 0; i < count; ++i)
    s.kernels[stubs[i]] = {names[i], isTile[i] ? m.get() : nullptr};
  s.modules.push_back(std::move(m));
}

int cudaMalloc(void **p, size_t n) {
  if (!p)
    return record(InvalidValue);
  // 256-byte alignment, like the device allocator.
  void *mem = std::aligned_alloc(256, ((n ? n : 1) + 255) / 256 * 256);
  if (!mem)
    return record(MemoryAllocation);
  emu::MemoryMap::global().add(mem, n);
  *p = mem;
  return stickyOr(Success);
}

int cudaFree(void *p) {
  if (!p)
    return stickyOr(Success);
  if (!emu::MemoryMap::global().remove(p)) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%p", p);
    complain(std::string("error: cudaFree of ") + buf +
             ", which is not a live cudaMalloc allocation");
    return record(InvalidValue);
  }
  std::free(p);
  return stickyOr(Success);
}

int cudaMemcpy(void *dst, const void *src, size_t n, int kind) {
  // 0 host->host, 1 host->device, 2 device->host, 3 device->device, 4 default
  bool dstDev = kind == 1 || kind == 3, srcDev = kind == 2 || kind == 3;
  if ((dstDev && !isDevice(dst, n)) || (srcDev && !isDevice(src, n))) {
    complain("error: cudaMemcpy of " + std::to_string(n) +
             " bytes touches memory outside every live cudaMalloc allocation");
    return record(InvalidValue);
  }
  if (n)
    std::memmove(dst, src, n);
  return stickyOr(Success);
}

int cudaMemcpyAsync(void *dst, const void *src, size_t n, int kind, void *) {
  return cudaMemcpy(dst, src, n, kind);
}

int cudaMemset(void *p, int v, size_t n) {
  if (!isDevice(p, n)) {
    complain("error: cudaMemset of " + std::to_string(n) +
             " bytes outside every live cudaMalloc allocation");
    return record(InvalidValue);
  }
  std::memset(p, v, n);
  return stickyOr(Success);
}

int cudaMemsetAsync(void *p, int v, size_t n, void *) {
  return cudaMemset(p, v, n);
}

int cudaStreamCreate(Stream **s) {
  if (!s)
    return record(InvalidValue);
  *s = new Stream;
  return stickyOr(Success);
}
int cudaStreamCreateWithFlags(Stream **s, unsigned) { return cudaStreamCreate(s); }
int cudaStreamDestroy(Stream *s) {
  delete s;
  return stickyOr(Success);
}
int cudaStreamSynchronize(Stream *) { return stickyOr(Success); }

int cudaEventCreate(Event **e) {
  if (!e)
    return record(InvalidValue);
  *e = new Event;
  return stickyOr(Success);
}
int cudaEventCreateWithFlags(Event **e, unsigned) { return cudaEventCreate(e); }
int cudaEventDestroy(Event *e) {
  delete e;
  return stickyOr(Success);
}
int cudaEventRecord(Event *e, Stream *) {
  if (!e)
    return record(InvalidResourceHandle);
  e->when = std::chrono::steady_clock::now();
  e->recorded = true;
  return stickyOr(Success);
}
int cudaEventSynchronize(Event *) { return stickyOr(Success); }
int cudaEventElapsedTime(float *ms, Event *a, Event *b) {
  if (!ms || !a || !b || !a->recorded || !b->recorded)
    return record(InvalidResourceHandle);
  *ms = std::chrono::duration<float, std::milli>(b->when - a->when).count();
  return stickyOr(Success);
}

int cudaDeviceSynchronize() { return record(stickyOr(Success)); }
int cudaGetDeviceCount(int *n) {
  if (n)
    *n = 1;
  return Success;
}
int cudaGetDevice(int *d) {
  if (d)
    *d = 0;
  return Success;
}
int cudaSetDevice(int d) { return d == 0 ? Success : record(InvalidDevice); }

int cudaGetLastError() {
  State &s = state();
  Err e = s.sticky != Success ? s.sticky : s.lastError;
  s.lastError = Success;
  return e;
}
int cudaPeekAtLastError() {
  State &s = state();
  return s.sticky != Success ? s.sticky : s.lastError;
}

const char *cudaGetErrorName(int e) {
  switch (e) {
  case Success: return "cudaSuccess";
  case InvalidValue: return "cudaErrorInvalidValue";
  case MemoryAllocation: return "cudaErrorMemoryAllocation";
  case InvalidDeviceFunction: return "cudaErrorInvalidDeviceFunction";
  case InvalidDevice: return "cudaErrorInvalidDevice";
  case InvalidResourceHandle: return "cudaErrorInvalidResourceHandle";
  case IllegalAddress: return "cudaErrorIllegalAddress";
  case Assert: return "cudaErrorAssert";
  case NotSupported: return "cudaErrorNotSupported";
  default: return "cudaErrorUnknown";
  }
}

const char *cudaGetErrorString(int e) {
  switch (e) {
  case Success: return "no error";
  case InvalidValue: return "invalid argument";
  case MemoryAllocation: return "out of memory";
  case InvalidDeviceFunction:
    return "invalid device function (not a tile kernel of an emulated build)";
  case InvalidDevice: return "invalid device ordinal";
  case InvalidResourceHandle: return "invalid resource handle";
  case IllegalAddress: return "an illegal memory access was encountered";
  case Assert: return "device-side assert triggered";
  case NotSupported: return "operation not supported";
  default: return "unknown error";
  }
}

unsigned __cudaPushCallConfiguration(Dim3 grid, Dim3 block, size_t shmem,
                                     void *stream) {
  State &s = state();
  s.pushedGrid = grid;
  s.pushedBlock = block;
  s.pushedShmem = shmem;
  s.pushedStream = stream;
  return 0;
}

int __cudaPopCallConfiguration(Dim3 *grid, Dim3 *block, size_t *shmem,
                               void *stream) {
  State &s = state();
  *grid = s.pushedGrid;
  *block = s.pushedBlock;
  *shmem = s.pushedShmem;
  *static_cast<void **>(stream) = s.pushedStream;
  return Success;
}

int cudaLaunchKernel(const void *func, Dim3 grid, Dim3 block, void **args,
                     size_t shmem, void *stream) {
  return launch(func, grid, args);
}

int cudaLaunchKernelExC(const LaunchConfig *config, const void *func,
                        void **args) {
  if (!config)
    return record(InvalidValue);
  return launch(func, config->gridDim, args);
}

} // extern "C"
