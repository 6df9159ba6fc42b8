//===- Simt.h - SIMT kernels in libcutile_emu.so ----------------*- C++ -*-===//
//
// The launch entry Runtime.cpp calls for a kernel registered as SIMT
// (Simt.cpp; docs/emulation.md, "SIMT kernels").
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_LIB_EMULATE_RUNTIME_SIMT_H
#define CUTILE_LIB_EMULATE_RUNTIME_SIMT_H

#include <cstddef>

namespace cutile::emu::simt {

struct LaunchDims {
  unsigned gx, gy, gz, bx, by, bz;
};

/// Runs the SIMT kernel whose launch stub is `stub` over the grid, in the
/// calling thread, before returning. Returns a cudaError_t value: 0,
/// cudaErrorInvalidDeviceFunction (98: not a registered SIMT kernel),
/// cudaErrorInvalidValue (1: bad dimensions) or cudaErrorAssert (710).
/// Out-of-bounds accesses stop the program with a message.
int launch(const void *stub, const LaunchDims &dims, size_t dynShared,
           void **args);

/// True when `stub` was registered as a SIMT kernel that can run.
bool isRegistered(const void *stub);

} // namespace cutile::emu::simt

#endif // CUTILE_LIB_EMULATE_RUNTIME_SIMT_H
