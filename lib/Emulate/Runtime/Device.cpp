//===- Device.cpp - what the emulated device looks like --------------------===//
//
// The emulator describes an H100-like device (sm_90, 132 SMs, 80 GiB):
// programs size their grids and shared memory from these numbers, so they
// should take the paths they take on the GPU the tile code targets. Each
// value is listed in docs/emulation.md. The struct is the toolkit's own
// (cuda_runtime_api.h), filled field by field, so its layout is the one the
// program was compiled with.
//
//===----------------------------------------------------------------------===//

#include "RuntimeState.h"

#include "llvm/Demangle/Demangle.h"

#include <algorithm>
#include <cstring>
#include <utility>

using namespace cutile::emurt;

namespace cutile::emurt {
// Generated from the header's enums (gen-stubs.py).
extern const std::pair<int, const char *> cudaErrorNames[];
extern const std::pair<int, const char *> cuErrorNames[];
} // namespace cutile::emurt

namespace {

constexpr int kSharedPerBlock = 48 * 1024;
constexpr int kSharedPerBlockOptin = 227 * 1024;
constexpr int kSharedPerSM = 228 * 1024;
constexpr int kReservedSharedPerBlock = 1024;
constexpr int kClockKHz = 1980000;       // boost clock
constexpr int kMemoryClockKHz = 2619000; // HBM3

cudaDeviceProp makeProps() {
  cudaDeviceProp p;
  std::memset(&p, 0, sizeof p);
  std::strncpy(p.name, "NVIDIA H100 80GB HBM3 (cutile-emulate, on the CPU)",
               sizeof p.name - 1);
  // A fixed UUID so runs are reproducible; "cutile-emulate" in ASCII.
  std::memcpy(p.uuid.bytes, "cutile-emulate\0\0", 16);
  p.totalGlobalMem = size_t(80) << 30;
  p.sharedMemPerBlock = kSharedPerBlock;
  p.regsPerBlock = 65536;
  p.warpSize = 32;
  p.memPitch = 2147483647;
  p.maxThreadsPerBlock = 1024;
  p.maxThreadsDim[0] = 1024;
  p.maxThreadsDim[1] = 1024;
  p.maxThreadsDim[2] = 64;
  p.maxGridSize[0] = 2147483647;
  p.maxGridSize[1] = 65535;
  p.maxGridSize[2] = 65535;
  p.totalConstMem = 65536;
  p.major = 9;
  p.minor = 0;
  p.textureAlignment = 512;
  p.texturePitchAlignment = 32;
  p.multiProcessorCount = 132;
  p.integrated = 0;
  p.canMapHostMemory = 1;
  // Textures and surfaces are not emulated: their limits stay 0.
  p.surfaceAlignment = 512;
  p.concurrentKernels = 1;
  p.ECCEnabled = 1;
  p.asyncEngineCount = 3;
  p.unifiedAddressing = 1;
  p.memoryBusWidth = 5120;
  p.l2CacheSize = 50 * 1024 * 1024;
  p.maxThreadsPerMultiProcessor = 2048;
  p.streamPrioritiesSupported = 1;
  p.globalL1CacheSupported = 1;
  p.localL1CacheSupported = 1;
  p.sharedMemPerMultiprocessor = kSharedPerSM;
  p.regsPerMultiprocessor = 65536;
  p.managedMemory = 1;
  p.concurrentManagedAccess = 1;
  p.computePreemptionSupported = 1;
  p.cooperativeLaunch = 1;
  p.sharedMemPerBlockOptin = kSharedPerBlockOptin;
  p.directManagedMemAccessFromHost = 0;
  p.maxBlocksPerMultiProcessor = 32;
  p.accessPolicyMaxWindowSize = 134213632;
  p.reservedSharedMemPerBlock = kReservedSharedPerBlock;
  p.hostRegisterSupported = 1;
  p.memoryPoolsSupported = 0; // cudaMemPool* are not emulated
  p.clusterLaunch = 1;
  p.hostNumaId = -1;
  return p;
}

/// An unregistered address is not a kernel of this program.
KernelReg *findKernel(const void *func) {
  auto it = state().kernels.find(func);
  return it == state().kernels.end() ? nullptr : &it->second;
}

} // namespace

namespace cutile::emurt {

const cudaDeviceProp &deviceProps() {
  static const cudaDeviceProp p = makeProps();
  return p;
}

// The values of cudaDevAttr*, which equal CU_DEVICE_ATTRIBUTE_*.
bool deviceAttribute(int attr, int &v) {
  const cudaDeviceProp &p = deviceProps();
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
  case cudaDevAttrMaxBlockDimX: v = p.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: v = p.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: v = p.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: v = p.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: v = p.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: v = p.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: v = int(p.sharedMemPerBlock); break;
  case cudaDevAttrTotalConstantMemory: v = int(p.totalConstMem); break;
  case cudaDevAttrWarpSize: v = p.warpSize; break;
  case cudaDevAttrMaxPitch: v = int(p.memPitch); break;
  case cudaDevAttrMaxRegistersPerBlock: v = p.regsPerBlock; break;
  case cudaDevAttrClockRate: v = kClockKHz; break;
  case cudaDevAttrTextureAlignment: v = int(p.textureAlignment); break;
  case cudaDevAttrGpuOverlap: v = 1; break;
  case cudaDevAttrMultiProcessorCount: v = p.multiProcessorCount; break;
  case cudaDevAttrKernelExecTimeout: v = 0; break;
  case cudaDevAttrIntegrated: v = p.integrated; break;
  case cudaDevAttrCanMapHostMemory: v = p.canMapHostMemory; break;
  case cudaDevAttrComputeMode: v = cudaComputeModeDefault; break;
  case cudaDevAttrSurfaceAlignment: v = int(p.surfaceAlignment); break;
  case cudaDevAttrConcurrentKernels: v = p.concurrentKernels; break;
  case cudaDevAttrEccEnabled: v = p.ECCEnabled; break;
  case cudaDevAttrPciBusId: v = p.pciBusID; break;
  case cudaDevAttrPciDeviceId: v = p.pciDeviceID; break;
  case cudaDevAttrPciDomainId: v = p.pciDomainID; break;
  case cudaDevAttrTccDriver: v = p.tccDriver; break;
  case cudaDevAttrMemoryClockRate: v = kMemoryClockKHz; break;
  case cudaDevAttrGlobalMemoryBusWidth: v = p.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: v = p.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor:
    v = p.maxThreadsPerMultiProcessor;
    break;
  case cudaDevAttrAsyncEngineCount: v = p.asyncEngineCount; break;
  case cudaDevAttrUnifiedAddressing: v = p.unifiedAddressing; break;
  case cudaDevAttrTexturePitchAlignment: v = int(p.texturePitchAlignment); break;
  case cudaDevAttrComputeCapabilityMajor: v = p.major; break;
  case cudaDevAttrComputeCapabilityMinor: v = p.minor; break;
  case cudaDevAttrStreamPrioritiesSupported:
    v = p.streamPrioritiesSupported;
    break;
  case cudaDevAttrGlobalL1CacheSupported: v = p.globalL1CacheSupported; break;
  case cudaDevAttrLocalL1CacheSupported: v = p.localL1CacheSupported; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor:
    v = int(p.sharedMemPerMultiprocessor);
    break;
  case cudaDevAttrMaxRegistersPerMultiprocessor:
    v = p.regsPerMultiprocessor;
    break;
  case cudaDevAttrManagedMemory: v = p.managedMemory; break;
  case cudaDevAttrIsMultiGpuBoard: v = p.isMultiGpuBoard; break;
  case cudaDevAttrMultiGpuBoardGroupID: v = p.multiGpuBoardGroupID; break;
  case cudaDevAttrHostNativeAtomicSupported:
    v = p.hostNativeAtomicSupported;
    break;
  case cudaDevAttrSingleToDoublePrecisionPerfRatio: v = 2; break;
  case cudaDevAttrPageableMemoryAccess: v = p.pageableMemoryAccess; break;
  case cudaDevAttrConcurrentManagedAccess: v = p.concurrentManagedAccess; break;
  case cudaDevAttrComputePreemptionSupported:
    v = p.computePreemptionSupported;
    break;
  case cudaDevAttrCanUseHostPointerForRegisteredMem:
    v = p.canUseHostPointerForRegisteredMem;
    break;
  case cudaDevAttrCooperativeLaunch: v = p.cooperativeLaunch; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin:
    v = int(p.sharedMemPerBlockOptin);
    break;
  case cudaDevAttrCanFlushRemoteWrites: v = 0; break;
  case cudaDevAttrHostRegisterSupported: v = p.hostRegisterSupported; break;
  case cudaDevAttrPageableMemoryAccessUsesHostPageTables:
    v = p.pageableMemoryAccessUsesHostPageTables;
    break;
  case cudaDevAttrDirectManagedMemAccessFromHost:
    v = p.directManagedMemAccessFromHost;
    break;
  case cudaDevAttrMaxBlocksPerMultiprocessor:
    v = p.maxBlocksPerMultiProcessor;
    break;
  case cudaDevAttrMaxPersistingL2CacheSize: v = p.persistingL2CacheMaxSize; break;
  case cudaDevAttrMaxAccessPolicyWindowSize:
    v = p.accessPolicyMaxWindowSize;
    break;
  case cudaDevAttrReservedSharedMemoryPerBlock:
    v = int(p.reservedSharedMemPerBlock);
    break;
  case cudaDevAttrSparseCudaArraySupported: v = 0; break;
  case cudaDevAttrMemoryPoolsSupported: v = p.memoryPoolsSupported; break;
  case cudaDevAttrGPUDirectRDMASupported: v = 0; break;
  case cudaDevAttrClusterLaunch: v = p.clusterLaunch; break;
  case cudaDevAttrIpcEventSupport: v = 0; break;
  case cudaDevAttrMemSyncDomainCount: v = 4; break;
  case cudaDevAttrNumaConfig: v = 0; break;
  case cudaDevAttrNumaId: v = -1; break;
  case cudaDevAttrMpsEnabled: v = 0; break;
  case cudaDevAttrHostNumaId: v = p.hostNumaId; break;
  default:
    // Texture and surface limits: not emulated, 0 like an absent feature.
    if (attr >= cudaDevAttrMaxTexture1DWidth &&
        attr <= cudaDevAttrMaxTexture1DMipmappedWidth) {
      v = 0;
      break;
    }
    return false;
  }
  return true;
}

} // namespace cutile::emurt

extern "C" {

// With CUDA 12's headers this definition is named cudaGetDeviceProperties_v2
// (a macro there); CUDA 13's headers use the plain name.
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device) {
  if (!prop)
    return record(cudaErrorInvalidValue);
  if (device != 0)
    return record(cudaErrorInvalidDevice);
  *prop = deviceProps();
  return stickyOr(cudaSuccess);
}

cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr,
                                   int device) {
  if (!value)
    return record(cudaErrorInvalidValue);
  if (device != 0)
    return record(cudaErrorInvalidDevice);
  if (!deviceAttribute(attr, *value)) {
    complain("error: cudaDeviceGetAttribute: attribute " +
             std::to_string(int(attr)) + " is not emulated");
    return record(cudaErrorInvalidValue);
  }
  return stickyOr(cudaSuccess);
}

cudaError_t cudaChooseDevice(int *device, const cudaDeviceProp *) {
  if (!device)
    return record(cudaErrorInvalidValue);
  *device = 0;
  return stickyOr(cudaSuccess);
}

cudaError_t cudaDeviceSetLimit(cudaLimit, size_t) {
  return stickyOr(cudaSuccess);
}
cudaError_t cudaDeviceGetLimit(size_t *v, cudaLimit limit) {
  if (!v)
    return record(cudaErrorInvalidValue);
  switch (limit) {
  case cudaLimitStackSize: *v = 1024; break;
  case cudaLimitPrintfFifoSize: *v = 1 << 20; break;
  case cudaLimitMallocHeapSize: *v = 8 << 20; break;
  default: *v = 0; break;
  }
  return stickyOr(cudaSuccess);
}
cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) {
  return stickyOr(cudaSuccess);
}
cudaError_t cudaFuncSetCacheConfig(const void *func, cudaFuncCache) {
  return findKernel(func) ? stickyOr(cudaSuccess)
                          : record(cudaErrorInvalidDeviceFunction);
}

cudaError_t cudaFuncSetAttribute(const void *func, cudaFuncAttribute attr,
                                 int value) {
  KernelReg *k = findKernel(func);
  if (!k)
    return record(cudaErrorInvalidDeviceFunction);
  switch (attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    if (value < 0 || value > kSharedPerBlockOptin) {
      complain("error: cudaFuncSetAttribute: " + std::to_string(value) +
               " bytes of dynamic shared memory for '" +
               llvm::demangle(k->name) + "' (at most " +
               std::to_string(kSharedPerBlockOptin) + " on this device)");
      return record(cudaErrorInvalidValue);
    }
    k->maxDynamicSharedSize = value;
    break;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    if (value < -1 || value > 100)
      return record(cudaErrorInvalidValue);
    k->preferredCarveout = value;
    break;
  default:
    // Cluster requirements only steer scheduling.
    break;
  }
  return stickyOr(cudaSuccess);
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *a, const void *func) {
  if (!a)
    return record(cudaErrorInvalidValue);
  KernelReg *k = findKernel(func);
  if (!k)
    return record(cudaErrorInvalidDeviceFunction);
  std::memset(a, 0, sizeof *a);
  a->maxThreadsPerBlock = 1024;
  a->numRegs = 32; // what the occupancy figures assume
  a->ptxVersion = 90;
  a->binaryVersion = 90;
  a->maxDynamicSharedSizeBytes = k->maxDynamicSharedSize;
  a->preferredShmemCarveout = k->preferredCarveout;
  a->nonPortableClusterSizeAllowed = 1;
  return stickyOr(cudaSuccess);
}

// Blocks per SM from the thread, block and shared-memory limits; registers
// never bind at the 32 per thread that cudaFuncGetAttributes reports.
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSmem,
    unsigned) {
  if (!numBlocks || blockSize <= 0)
    return record(cudaErrorInvalidValue);
  if (!findKernel(func))
    return record(cudaErrorInvalidDeviceFunction);
  const cudaDeviceProp &p = deviceProps();
  if (blockSize > p.maxThreadsPerBlock) {
    *numBlocks = 0;
    return stickyOr(cudaSuccess);
  }
  int warps = (blockSize + 31) / 32;
  int n = std::min(p.maxBlocksPerMultiProcessor,
                   p.maxThreadsPerMultiProcessor / (warps * 32));
  size_t smem = dynamicSmem + kReservedSharedPerBlock;
  n = std::min<size_t>(n, p.sharedMemPerMultiprocessor / smem);
  *numBlocks = n;
  return stickyOr(cudaSuccess);
}
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
                                                          const void *func,
                                                          int blockSize,
                                                          size_t dynamicSmem) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, func, blockSize, dynamicSmem, cudaOccupancyDefault);
}

const char *cudaGetErrorName(cudaError_t e) {
  for (const auto *n = cudaErrorNames; n->second; ++n)
    if (n->first == e)
      return n->second;
  return "unrecognized error code";
}

const char *cudaGetErrorString(cudaError_t e) {
  switch (e) {
  case cudaSuccess: return "no error";
  case cudaErrorInvalidValue: return "invalid argument";
  case cudaErrorMemoryAllocation: return "out of memory";
  case cudaErrorInvalidDeviceFunction:
    return "invalid device function (not a kernel the emulator can run)";
  case cudaErrorInvalidDevice: return "invalid device ordinal";
  case cudaErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
  case cudaErrorInvalidPitchValue: return "invalid pitch argument";
  case cudaErrorInvalidResourceHandle: return "invalid resource handle";
  case cudaErrorNotReady: return "device not ready";
  case cudaErrorIllegalAddress: return "an illegal memory access was encountered";
  case cudaErrorAssert: return "device-side assert triggered";
  case cudaErrorInvalidClusterSize: return "invalid cluster size";
  case cudaErrorNotSupported:
    return "operation not supported (by the --cutile-emulate runtime)";
  case cudaErrorHostMemoryAlreadyRegistered:
    return "part or all of the requested memory range is already mapped";
  case cudaErrorHostMemoryNotRegistered:
    return "pointer does not correspond to a registered memory region";
  case cudaErrorUnknown: return "unknown error";
  default: break;
  }
  // The rest: the code's name, which says what it is.
  return cudaGetErrorName(e);
}

} // extern "C"

namespace cutile::emurt {
const char *cuErrorName(int e) {
  for (const auto *n = cuErrorNames; n->second; ++n)
    if (n->first == e)
      return n->second;
  return nullptr;
}
} // namespace cutile::emurt
