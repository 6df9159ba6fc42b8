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

namespace clang {
class ASTContext;
class CompilerInstance;
class FunctionDecl;
} // namespace clang
namespace llvm {
class Module;
} // namespace llvm

namespace cutile::emu {

struct EmulatedKernel {
  std::string name;     // mangled: the entry's name
  std::string stubName; // the host stub's symbol (__device_stub__ inserted)
  bool isTile;
  std::string trampoline; // SIMT: `void (void **args)` running one thread
};

struct EmulateHostState {
  bool active = false;
  std::string moduleText; // cuda_tile MLIR with locations
  std::vector<EmulatedKernel> kernels;
  std::vector<std::string> dynShared; // extern __shared__ arrays' symbols
  /// Symbols of the __device__-only functions made __host__ too: another
  /// TU's device code (or host code) may define the same name.
  std::vector<std::string> deviceOnly;
  /// The compile had no debug info; it was turned on for line tables so
  /// that faults in SIMT code name their source line, and the pass strips
  /// it again.
  bool stripDebugInfo = false;
};

EmulateHostState &emulateHostState();

/// SIMT kernels (SimtConsumer.cpp): makes code generation emit the TU's
/// device code for the host, a host twin of each kernel and a trampoline
/// named in `out`. False when device code uses what the host cannot run
/// (reported as errors).
bool prepareSimtKernels(clang::CompilerInstance &ci, clang::ASTContext &ctx,
                        const std::vector<const clang::FunctionDecl *> &kernels,
                        std::vector<EmulatedKernel> &out,
                        std::vector<std::string> &dynShared,
                        std::vector<std::string> &deviceOnly);

/// The SIMT half of the pass (SimtPass.cpp): points the host twins' device
/// code at the runtime (dynamic shared memory, inline PTX it knows), puts a
/// bounds check in front of its memory accesses, and registers each SIMT
/// kernel's trampoline with libcutile_emu.so.
void runSimtPass(llvm::Module &m, const EmulateHostState &st);

} // namespace cutile::emu

#endif // CUTILE_LIB_EMULATE_PLUGIN_HOSTSTATE_H
