//===- EmulatePlugin.h - the plugin's hooks for --cutile-emulate -*- C++ -*-===//
//
// An emulated build is a host-only CUDA compilation with __CUTILE_EMULATE__
// defined (the launcher's --cutile-emulate). In it:
//  * a consumer lowers the TU's tile kernels to one cuda_tile module (the
//    module tileiras would get) and records every kernel's name;
//  * a pass puts that module's text in the host object together with a
//    constructor that registers it and every kernel stub with the emulation
//    runtime (libcutile_emu.so), tile or SIMT, so that a launch finds its
//    kernel or fails with a clear error.
// Only forward declarations: the pass half includes this without Clang.
//
//===----------------------------------------------------------------------===//
#ifndef CUTILE_EMULATE_EMULATEPLUGIN_H
#define CUTILE_EMULATE_EMULATEPLUGIN_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang
namespace llvm {
class PassBuilder;
} // namespace llvm

namespace cutile::emu {

/// The macro the launcher defines for an emulated build.
constexpr const char *kEmulateMacro = "__CUTILE_EMULATE__";

/// True for the host cc1 of an emulated build.
bool isEmulatedCompile(const clang::CompilerInstance &ci);

/// The consumer for an emulated compile; null for any other compile. Add it
/// after the tile-rule checker: it does nothing once an error was reported.
std::unique_ptr<clang::ASTConsumer>
createEmulateConsumer(clang::CompilerInstance &ci);

/// Registers the registration pass (it does nothing outside an emulated
/// compile).
void registerEmulatePasses(llvm::PassBuilder &pb);

} // namespace cutile::emu

#endif // CUTILE_EMULATE_EMULATEPLUGIN_H
