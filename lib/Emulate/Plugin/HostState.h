//===- HostState.h - what the consumer hands the pass -----------*- C++ -*-===//
//
// Both halves live in the one plugin .so loaded into the host cc1, so the
// consumer (end of the TU) leaves its results in a process-wide object and
// the pass (later, on the LLVM module of the same TU) picks them up.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_EMULATE_PLUGIN_HOSTSTATE_H
#define CUTILE_LIB_EMULATE_PLUGIN_HOSTSTATE_H

#include <string>
#include <vector>

namespace cutile::emu {

struct EmulatedKernel {
  std::string name;     // mangled: the entry's name
  std::string stubName; // the host stub's symbol (__device_stub__ inserted)
  bool isTile;
};

struct EmulateHostState {
  bool active = false;
  std::string moduleText; // cuda_tile MLIR with locations
  std::vector<EmulatedKernel> kernels;
};

EmulateHostState &emulateHostState();

} // namespace cutile::emu

#endif // CUTILE_LIB_EMULATE_PLUGIN_HOSTSTATE_H
