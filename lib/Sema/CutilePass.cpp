//===- CutilePass.cpp - LLVM pass-plugin entry of CutilePlugin.so ---------===//
//
// The driver forwards -fpass-plugin= to both the host and the device cc1, so
// the same .so that carries the Sema half is loaded here too. The embedding
// passes (lib/Embed) and the emulated build's registration pass
// (lib/Emulate/Plugin) hook in at pipeline start.
//
//===----------------------------------------------------------------------===//

#include "cutile/Embed/Embed.h"
#include "cutile/Emulate/EmulatePlugin.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "cutile", "0.1",
          [](llvm::PassBuilder &PB) {
            cutile::embed::registerEmbedPasses(PB);
            cutile::emu::registerEmulatePasses(PB);
          }};
}
