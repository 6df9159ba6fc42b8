//===- Runtime.cpp - the CUDA runtime calls of an emulated program ---------===//
//
// libcutile_emu.so replaces libcudart in a program built with
// --cutile-emulate. "Device" memory is host memory that the emulator's
// MemoryMap knows about, so kernels may touch only live allocations made
// through the API. Streams and events exist as handles; work runs
// synchronously, in program order, which is one of the orders a GPU may
// choose. Tile kernels launch through the interpreter; the host object's
// constructor (emitted by the plugin's pass) registered their module text
// and stub addresses first.
//
// Every function keeps the declaration of the toolkit's cuda_runtime_api.h,
// which this file includes; the calls not defined in this library are weak
// stubs generated from the same header (gen-stubs.py) that name themselves
// and return cudaErrorNotSupported.
//
//===----------------------------------------------------------------------===//

#include "RuntimeState.h"
#include "Simt.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/raw_ostream.h"

#include <cuda_profiler_api.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>

namespace emu = cutile::emu;
using namespace cutile::emurt;

namespace cutile::emurt {

State &state() {
  static State s;
  return s;
}

cudaError_t record(cudaError_t e) {
  if (e != cudaSuccess)
    state().lastError = e;
  return e;
}

cudaError_t stickyOr(cudaError_t e) {
  return state().sticky != cudaSuccess ? state().sticky : e;
}

void complain(const std::string &msg) {
  std::fflush(stdout);
  llvm::errs() << "cutile-emulate: " << msg << "\n";
  llvm::errs().flush();
}

cudaError_t runTile(const emu::Kernel &k, const LaunchParams &p,
                    void **args) {
  State &s = state();
  if (p.grid.x == 0 || p.grid.y == 0 || p.grid.z == 0)
    return record(cudaErrorInvalidValue);
  if (p.cluster.x == 0 || p.cluster.y == 0 || p.cluster.z == 0 ||
      p.grid.x % p.cluster.x || p.grid.y % p.cluster.y ||
      p.grid.z % p.cluster.z) {
    complain("error: the grid (" + std::to_string(p.grid.x) + ", " +
             std::to_string(p.grid.y) + ", " + std::to_string(p.grid.z) +
             ") is not a multiple of the cluster dimensions");
    return record(cudaErrorInvalidValue);
  }
  emu::LaunchResult r = emu::launch(k, {p.grid.x, p.grid.y, p.grid.z},
                                    const_cast<const void *const *>(args));
  if (r.assertFailures) {
    s.sticky = cudaErrorAssert;
    return record(cudaErrorAssert);
  }
  return cudaSuccess;
}

cudaError_t launch(const void *func, const LaunchParams &p, void **args) {
  State &s = state();
  if (s.sticky != cudaSuccess)
    return record(s.sticky);
  auto it = s.kernels.find(func);
  if (it == s.kernels.end()) {
    complain("error: launch of a kernel the emulator does not know; was "
             "its file compiled with --cutile-emulate?");
    return record(cudaErrorInvalidDeviceFunction);
  }
  KernelReg &k = it->second;
  if (!k.module) {
    if (!emu::simt::isRegistered(func)) {
      complain("error: kernel '" + llvm::demangle(k.name) +
               "' is a SIMT (__global__) kernel that was not compiled for "
               "the CPU; rebuild its file with --cutile-emulate");
      return record(cudaErrorInvalidDeviceFunction);
    }
    cudaError_t e = cudaError_t(emu::simt::launch(
        func,
        {p.grid.x, p.grid.y, p.grid.z, p.block.x, p.block.y, p.block.z},
        p.dynamicSmem, args));
    if (e == cudaErrorAssert)
      s.sticky = cudaErrorAssert;
    return record(e);
  }
  TileModule &m = *k.module;
  std::string err;
  if (!m.parsed && !m.failed) {
    m.parsed = emu::Module::parse(m.text, err);
    m.failed = !m.parsed;
    if (m.failed) {
      complain("error: " + err);
      return record(cudaErrorInvalidDeviceFunction);
    }
  }
  if (m.failed)
    return record(cudaErrorInvalidDeviceFunction);
  const emu::Kernel *kernel = m.parsed->lookup(k.name, err);
  if (!kernel) {
    complain("error: " + err);
    return record(cudaErrorInvalidDeviceFunction);
  }
  return runTile(*kernel, p, args);
}

} // namespace cutile::emurt

namespace {

emu::MemoryMap &mem() { return emu::MemoryMap::global(); }

std::string hex(const void *p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", p);
  return buf;
}

const char *allocName(AllocKind k) {
  switch (k) {
  case AllocKind::Device: return "cudaMalloc";
  case AllocKind::Managed: return "cudaMallocManaged";
  case AllocKind::PinnedHost: return "cudaMallocHost";
  case AllocKind::RegisteredHost: return "cudaHostRegister";
  }
  return "?";
}

cudaError_t allocate(void **p, size_t n, AllocKind kind) {
  if (!p)
    return record(cudaErrorInvalidValue);
  // 256-byte alignment, like the device allocator.
  void *m = std::aligned_alloc(256, ((n ? n : 1) + 255) / 256 * 256);
  if (!m)
    return record(cudaErrorMemoryAllocation);
  mem().add(m, n);
  state().allocs[m] = kind;
  state().allocatedBytes += n;
  *p = m;
  return stickyOr(cudaSuccess);
}

/// Frees an allocation made by one of `kinds`; `api` names the call.
cudaError_t release(void *p, std::initializer_list<AllocKind> kinds,
                    const char *api) {
  if (!p)
    return stickyOr(cudaSuccess);
  State &s = state();
  auto it = s.allocs.find(p);
  bool ok = it != s.allocs.end() &&
            std::find(kinds.begin(), kinds.end(), it->second) != kinds.end();
  if (!ok) {
    std::string what = it == s.allocs.end()
                           ? "which is not a live allocation"
                           : std::string("which was allocated by ") +
                                 allocName(it->second);
    complain(std::string("error: ") + api + " of " + hex(p) + ", " + what);
    return record(cudaErrorInvalidValue);
  }
  bool owned = it->second != AllocKind::RegisteredHost;
  s.allocatedBytes -= mem().sizeOf(p);
  mem().remove(p);
  s.allocs.erase(it);
  if (owned)
    std::free(p);
  return stickyOr(cudaSuccess);
}

/// A range the emulator can see must lie inside one live allocation; a
/// device-side range must be one.
bool rangeOk(const void *p, size_t n, bool mustBeDevice) {
  if (n == 0)
    return true;
  uint64_t a = uint64_t(uintptr_t(p));
  if (mem().contains(a, n))
    return true;
  return !mustBeDevice && !mem().contains(a, 1);
}

const char *kindName(cudaMemcpyKind k) {
  switch (k) {
  case cudaMemcpyHostToHost: return "cudaMemcpyHostToHost";
  case cudaMemcpyHostToDevice: return "cudaMemcpyHostToDevice";
  case cudaMemcpyDeviceToHost: return "cudaMemcpyDeviceToHost";
  case cudaMemcpyDeviceToDevice: return "cudaMemcpyDeviceToDevice";
  case cudaMemcpyDefault: return "cudaMemcpyDefault";
  }
  return "an invalid kind";
}

/// Checks one copy (or one row of a 2D copy) against `kind`.
cudaError_t checkCopy(void *dst, const void *src, size_t n,
                      cudaMemcpyKind kind, const char *api) {
  if (unsigned(kind) > unsigned(cudaMemcpyDefault)) {
    complain(std::string("error: ") + api + " with memcpy kind " +
             std::to_string(int(kind)) + ", which is not a cudaMemcpyKind");
    return record(cudaErrorInvalidMemcpyDirection);
  }
  // With unified addressing (cudaMemcpyDefault) either side may be either.
  bool dstDev = kind == cudaMemcpyHostToDevice ||
                kind == cudaMemcpyDeviceToDevice;
  bool srcDev = kind == cudaMemcpyDeviceToHost ||
                kind == cudaMemcpyDeviceToDevice;
  bool dstBad = !rangeOk(dst, n, dstDev);
  if (dstBad || !rangeOk(src, n, srcDev)) {
    const void *p = dstBad ? dst : src;
    bool inside = mem().contains(uint64_t(uintptr_t(p)), 1);
    complain(std::string("error: ") + api + " (" + kindName(kind) + ") of " +
             std::to_string(n) + " bytes: the " +
             (dstBad ? "destination " : "source ") + hex(p) +
             (inside ? " runs past the end of its allocation"
                     : " is not in a live device allocation"));
    return record(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

struct Event {
  std::chrono::steady_clock::time_point when;
  bool recorded = false;
  bool timing = true;
};

Event *asEvent(cudaEvent_t e) { return reinterpret_cast<Event *>(e); }

} // namespace

extern "C" {

// Called from the constructor the plugin's pass puts in each host object.
void __cutile_emu_register_module(const char *text, size_t len,
                                  const void **stubs, const char **names,
                                  const int *isTile, size_t count) {
  State &s = state();
  auto m = std::make_unique<TileModule>();
  m->text.assign(text, len);
  for (size_t i = 0; i < count; ++i) {
    KernelReg r;
    r.name = names[i];
    r.module = isTile[i] ? m.get() : nullptr;
    s.kernels[stubs[i]] = r;
  }
  s.modules.push_back(std::move(m));
}

// Reports a call this library does not implement (the generated stubs).
int __cutile_emu_unsupported(const char *name, int fatal) {
  static std::mutex lock;
  static std::set<std::string> told;
  std::lock_guard<std::mutex> g(lock);
  if (fatal) {
    complain(std::string("error: ") + name +
             " is not supported by the emulation runtime "
             "(--cutile-emulate); stopping");
    std::exit(1);
  }
  if (told.insert(name).second)
    complain(std::string("error: ") + name +
             " is not supported by the emulation runtime "
             "(--cutile-emulate); it returns cudaErrorNotSupported");
  state().lastError = cudaErrorNotSupported;
  return cudaErrorNotSupported; // == CUDA_ERROR_NOT_SUPPORTED
}

//===--- memory ------------------------------------------------------------===//

cudaError_t cudaMalloc(void **p, size_t n) {
  return allocate(p, n, AllocKind::Device);
}
cudaError_t cudaMallocAsync(void **p, size_t n, cudaStream_t) {
  return allocate(p, n, AllocKind::Device);
}
cudaError_t cudaMallocManaged(void **p, size_t n, unsigned flags) {
  if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost)
    return record(cudaErrorInvalidValue);
  return allocate(p, n, AllocKind::Managed);
}
// Pinned host memory is mapped into the device's address space (unified
// addressing), so kernels may read and write it: it joins the MemoryMap.
cudaError_t cudaMallocHost(void **p, size_t n) {
  return allocate(p, n, AllocKind::PinnedHost);
}
cudaError_t cudaHostAlloc(void **p, size_t n, unsigned) {
  return allocate(p, n, AllocKind::PinnedHost);
}
cudaError_t cudaHostRegister(void *p, size_t n, unsigned) {
  if (!p || !n)
    return record(cudaErrorInvalidValue);
  if (mem().contains(uint64_t(uintptr_t(p)), 1))
    return record(cudaErrorHostMemoryAlreadyRegistered);
  mem().add(p, n);
  state().allocs[p] = AllocKind::RegisteredHost;
  return stickyOr(cudaSuccess);
}
cudaError_t cudaHostUnregister(void *p) {
  if (!state().allocs.count(p))
    return record(cudaErrorHostMemoryNotRegistered);
  return release(p, {AllocKind::RegisteredHost}, "cudaHostUnregister");
}
cudaError_t cudaHostGetDevicePointer(void **d, void *h, unsigned) {
  if (!d || !mem().contains(uint64_t(uintptr_t(h)), 1))
    return record(cudaErrorInvalidValue);
  *d = h;
  return stickyOr(cudaSuccess);
}
cudaError_t cudaFree(void *p) {
  return release(p, {AllocKind::Device, AllocKind::Managed}, "cudaFree");
}
cudaError_t cudaFreeAsync(void *p, cudaStream_t) { return cudaFree(p); }
cudaError_t cudaFreeHost(void *p) {
  return release(p, {AllocKind::PinnedHost}, "cudaFreeHost");
}

cudaError_t cudaMemGetInfo(size_t *freeBytes, size_t *total) {
  size_t all = deviceProps().totalGlobalMem;
  size_t used = std::min(all, state().allocatedBytes);
  if (freeBytes)
    *freeBytes = all - used;
  if (total)
    *total = all;
  return stickyOr(cudaSuccess);
}

cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *a, const void *p) {
  if (!a)
    return record(cudaErrorInvalidValue);
  std::memset(a, 0, sizeof *a);
  a->type = cudaMemoryTypeUnregistered;
  a->device = -1;
  // Find the allocation holding p: the MemoryMap knows ranges, allocs kinds.
  for (auto &[base, kind] : state().allocs) {
    uint64_t b = uint64_t(uintptr_t(base));
    uint64_t a0 = uint64_t(uintptr_t(p));
    if (a0 < b || a0 >= b + std::max<size_t>(mem().sizeOf(base), 1))
      continue;
    a->device = 0;
    a->devicePointer = const_cast<void *>(p);
    bool host = kind == AllocKind::PinnedHost ||
                kind == AllocKind::RegisteredHost;
    a->type = kind == AllocKind::Managed ? cudaMemoryTypeManaged
              : host                     ? cudaMemoryTypeHost
                                         : cudaMemoryTypeDevice;
    if (host || kind == AllocKind::Managed)
      a->hostPointer = const_cast<void *>(p);
    break;
  }
  return stickyOr(cudaSuccess);
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t n,
                       cudaMemcpyKind kind) {
  if (cudaError_t e = checkCopy(dst, src, n, kind, "cudaMemcpy"))
    return e;
  if (n)
    std::memmove(dst, src, n);
  return stickyOr(cudaSuccess);
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n,
                            cudaMemcpyKind kind, cudaStream_t) {
  if (cudaError_t e = checkCopy(dst, src, n, kind, "cudaMemcpyAsync"))
    return e;
  if (n)
    std::memmove(dst, src, n);
  return stickyOr(cudaSuccess);
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src,
                         size_t spitch, size_t width, size_t height,
                         cudaMemcpyKind kind) {
  if (width > dpitch || width > spitch)
    return record(cudaErrorInvalidPitchValue);
  for (size_t r = 0; r < height; ++r) {
    char *d = static_cast<char *>(dst) + r * dpitch;
    const char *s = static_cast<const char *>(src) + r * spitch;
    if (cudaError_t e = checkCopy(d, s, width, kind, "cudaMemcpy2D"))
      return e;
    std::memmove(d, s, width);
  }
  return stickyOr(cudaSuccess);
}
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
                              size_t spitch, size_t width, size_t height,
                              cudaMemcpyKind kind, cudaStream_t) {
  return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

cudaError_t cudaMemset(void *p, int v, size_t n) {
  if (!rangeOk(p, n, true)) {
    complain("error: cudaMemset of " + std::to_string(n) + " bytes at " +
             hex(p) + ": not inside one live device allocation");
    return record(cudaErrorInvalidValue);
  }
  std::memset(p, v, n);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t) {
  return cudaMemset(p, v, n);
}

// Prefetches and advice change only where pages live.
cudaError_t cudaMemPrefetchAsync(const void *, size_t, cudaMemLocation,
                                 unsigned, cudaStream_t) {
  return stickyOr(cudaSuccess);
}
cudaError_t cudaMemAdvise(const void *, size_t, cudaMemoryAdvise,
                          cudaMemLocation) {
  return stickyOr(cudaSuccess);
}

//===--- streams and events ------------------------------------------------===//

// A stream is a token: everything already ran when the call returned.
cudaError_t cudaStreamCreate(cudaStream_t *s) {
  if (!s)
    return record(cudaErrorInvalidValue);
  *s = reinterpret_cast<cudaStream_t>(new char);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned) {
  return cudaStreamCreate(s);
}
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned, int) {
  return cudaStreamCreate(s);
}
cudaError_t cudaStreamDestroy(cudaStream_t s) {
  if (!s)
    return record(cudaErrorInvalidResourceHandle);
  delete reinterpret_cast<char *>(s);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaStreamSynchronize(cudaStream_t) { return stickyOr(cudaSuccess); }
cudaError_t cudaStreamQuery(cudaStream_t) { return stickyOr(cudaSuccess); }
cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned) {
  return stickyOr(cudaSuccess);
}
cudaError_t cudaLaunchHostFunc(cudaStream_t, cudaHostFn_t fn, void *data) {
  if (!fn)
    return record(cudaErrorInvalidValue);
  fn(data);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t fn,
                                  void *data, unsigned flags) {
  if (!fn || flags)
    return record(cudaErrorInvalidValue);
  fn(s, stickyOr(cudaSuccess), data);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest) {
  if (least)
    *least = 0;
  if (greatest)
    *greatest = -5;
  return stickyOr(cudaSuccess);
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned flags) {
  if (!e)
    return record(cudaErrorInvalidValue);
  auto *ev = new Event;
  ev->timing = !(flags & cudaEventDisableTiming);
  *e = reinterpret_cast<cudaEvent_t>(ev);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaEventCreate(cudaEvent_t *e) {
  return cudaEventCreateWithFlags(e, cudaEventDefault);
}
cudaError_t cudaEventDestroy(cudaEvent_t e) {
  if (!e)
    return record(cudaErrorInvalidResourceHandle);
  delete asEvent(e);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t) {
  if (!e)
    return record(cudaErrorInvalidResourceHandle);
  asEvent(e)->when = std::chrono::steady_clock::now();
  asEvent(e)->recorded = true;
  return stickyOr(cudaSuccess);
}
cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  if (!e)
    return record(cudaErrorInvalidResourceHandle);
  return stickyOr(cudaSuccess);
}
cudaError_t cudaEventQuery(cudaEvent_t e) {
  if (!e)
    return record(cudaErrorInvalidResourceHandle);
  return stickyOr(cudaSuccess);
}
// Host time between the two records: launches ran synchronously in between.
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) {
  if (!ms || !a || !b)
    return record(cudaErrorInvalidValue);
  if (!asEvent(a)->timing || !asEvent(b)->timing)
    return record(cudaErrorInvalidResourceHandle);
  if (!asEvent(a)->recorded || !asEvent(b)->recorded)
    return record(cudaErrorNotReady);
  *ms = std::chrono::duration<float, std::milli>(asEvent(b)->when -
                                                 asEvent(a)->when)
            .count();
  return stickyOr(cudaSuccess);
}

//===--- device and errors -------------------------------------------------===//

cudaError_t cudaDeviceSynchronize() { return record(stickyOr(cudaSuccess)); }
// A reset destroys the context: allocations and the sticky error go.
cudaError_t cudaDeviceReset() {
  State &s = state();
  std::vector<std::pair<void *, AllocKind>> live;
  for (auto &[p, k] : s.allocs)
    live.push_back({const_cast<void *>(p), k});
  for (auto &[p, k] : live)
    release(p, {k}, "cudaDeviceReset");
  s.sticky = cudaSuccess;
  s.lastError = cudaSuccess;
  return cudaSuccess;
}
cudaError_t cudaGetDeviceCount(int *n) {
  if (!n)
    return record(cudaErrorInvalidValue);
  *n = 1;
  return cudaSuccess;
}
cudaError_t cudaGetDevice(int *d) {
  if (!d)
    return record(cudaErrorInvalidValue);
  *d = 0;
  return cudaSuccess;
}
cudaError_t cudaSetDevice(int d) {
  return d == 0 ? cudaSuccess : record(cudaErrorInvalidDevice);
}
cudaError_t cudaInitDevice(int d, unsigned, unsigned) {
  return cudaSetDevice(d);
}
cudaError_t cudaSetDeviceFlags(unsigned) { return stickyOr(cudaSuccess); }
cudaError_t cudaGetDeviceFlags(unsigned *f) {
  if (!f)
    return record(cudaErrorInvalidValue);
  *f = cudaDeviceMapHost;
  return stickyOr(cudaSuccess);
}
cudaError_t cudaRuntimeGetVersion(int *v) {
  if (!v)
    return record(cudaErrorInvalidValue);
  *v = CUDART_VERSION;
  return cudaSuccess;
}
cudaError_t cudaDriverGetVersion(int *v) { return cudaRuntimeGetVersion(v); }

// There is no profiler to start: a profiled region is just run.
cudaError_t cudaProfilerStart() { return stickyOr(cudaSuccess); }
cudaError_t cudaProfilerStop() { return stickyOr(cudaSuccess); }

cudaError_t cudaGetLastError() {
  State &s = state();
  cudaError_t e = s.sticky != cudaSuccess ? s.sticky : s.lastError;
  s.lastError = cudaSuccess;
  return e;
}
cudaError_t cudaPeekAtLastError() {
  State &s = state();
  return s.sticky != cudaSuccess ? s.sticky : s.lastError;
}

//===--- launches ----------------------------------------------------------===//

unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shmem,
                                     void *stream) {
  LaunchParams &p = state().pushed;
  p.grid = grid;
  p.block = block;
  p.dynamicSmem = shmem;
  p.stream = static_cast<cudaStream_t>(stream);
  return 0;
}

int __cudaPopCallConfiguration(dim3 *grid, dim3 *block, size_t *shmem,
                               void *stream) {
  const LaunchParams &p = state().pushed;
  *grid = p.grid;
  *block = p.block;
  *shmem = p.dynamicSmem;
  *static_cast<cudaStream_t *>(stream) = p.stream;
  return cudaSuccess;
}

cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block,
                             void **args, size_t shmem, cudaStream_t stream) {
  LaunchParams p;
  p.grid = grid;
  p.block = block;
  p.dynamicSmem = shmem;
  p.stream = stream;
  return launch(func, p, args);
}

// Every block runs to completion before the next starts, so a cooperative
// grid cannot synchronise; tile kernels have no grid barrier to wait on.
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 grid,
                                        dim3 block, void **args, size_t shmem,
                                        cudaStream_t stream) {
  return cudaLaunchKernel(func, grid, block, args, shmem, stream);
}

// What cudaLaunchKernelEx (a template in cuda_runtime.h) calls. Attributes
// that only steer scheduling are accepted as they are: an in-order CPU run
// is one of the schedules they allow. Cluster dimensions are checked.
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
                                const void *func, void **args) {
  if (!config || (config->numAttrs && !config->attrs))
    return record(cudaErrorInvalidValue);
  LaunchParams p;
  p.grid = config->gridDim;
  p.block = config->blockDim;
  p.dynamicSmem = config->dynamicSmemBytes;
  p.stream = config->stream;
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    const cudaLaunchAttribute &a = config->attrs[i];
    if (a.id == cudaLaunchAttributeClusterDimension) {
      p.cluster = dim3(a.val.clusterDim.x, a.val.clusterDim.y,
                       a.val.clusterDim.z);
      unsigned n = p.cluster.x * p.cluster.y * p.cluster.z;
      if (n > 16) {
        complain("error: cudaLaunchKernelEx: a cluster of " +
                 std::to_string(n) + " blocks (at most 16 on this device)");
        return record(cudaErrorInvalidClusterSize);
      }
    }
  }
  return launch(func, p, args);
}

} // extern "C"
