//===- RuntimeState.h - state shared by the emulation runtime's files ------===//
//
// libcutile_emu.so is split by API family (Runtime.cpp: memory, streams,
// events, errors, launches; Device.cpp: what the device looks like;
// Driver.cpp: the driver API). They share the registered kernels, the error
// state and the launch path declared here. CUDA's own headers give every
// type, so structs such as cudaDeviceProp have the layout of the toolkit
// the runtime was built against (the one the launcher compiles with).
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_EMULATE_RUNTIME_RUNTIMESTATE_H
#define CUTILE_EMULATE_RUNTIME_RUNTIMESTATE_H

#include "cutile/Emulate/Emulate.h"

#include "llvm/ADT/DenseMap.h"

#include <cuda_runtime_api.h>

#include <memory>
#include <string>
#include <vector>

namespace cutile::emurt {

struct TileModule {
  std::string text;
  std::unique_ptr<emu::Module> parsed;
  bool failed = false;
};

struct KernelReg {
  std::string name;
  TileModule *module = nullptr; // null: a SIMT kernel
  // cudaFuncSetAttribute's values, reported back by cudaFuncGetAttributes.
  int maxDynamicSharedSize = 48 * 1024;
  int preferredCarveout = -1;
};

/// Where an emulated allocation came from: the free call must match.
enum class AllocKind { Device, Managed, PinnedHost, RegisteredHost };

/// Everything a launch carries, whichever API it came through.
struct LaunchParams {
  dim3 grid{1, 1, 1}, block{1, 1, 1}, cluster{1, 1, 1};
  size_t dynamicSmem = 0;
  cudaStream_t stream = nullptr;
};

struct State {
  std::vector<std::unique_ptr<TileModule>> modules;
  llvm::DenseMap<const void *, KernelReg> kernels;
  llvm::DenseMap<const void *, AllocKind> allocs;
  size_t allocatedBytes = 0;
  cudaError_t lastError = cudaSuccess;
  cudaError_t sticky = cudaSuccess; // a failed assertion poisons the context
  LaunchParams pushed;              // <<<>>> configuration
};

State &state();

/// Remembers `e` for cudaGetLastError unless it is success.
cudaError_t record(cudaError_t e);
/// Every API call reports a sticky error first, as CUDA does.
cudaError_t stickyOr(cudaError_t e);
/// Prints "cutile-emulate: MSG" on stderr (after flushing stdout).
void complain(const std::string &msg);

/// Launches a registered kernel (a host stub address).
cudaError_t launch(const void *func, const LaunchParams &p, void **args);
/// Runs a compiled tile kernel over the grid; shared by both APIs.
cudaError_t runTile(const emu::Kernel &k, const LaunchParams &p, void **args);

/// The device this runtime describes (Device.cpp).
const cudaDeviceProp &deviceProps();
/// cudaDeviceGetAttribute's value for `attr`, or false if not emulated.
bool deviceAttribute(int attr, int &value);

} // namespace cutile::emurt

#endif // CUTILE_EMULATE_RUNTIME_RUNTIMESTATE_H
