//===- Embed.h - Tile cubins in the host object -----------------*- C++ -*-===//
//
// The plugin's two hooks into embedding (docs/embedding.md):
//  * a front-end consumer that, in each device cc1, compiles the TU's tile
//    kernels for that cc1's target and hands the cubin on, and in the host
//    cc1 collects the cubins into a fatbinary;
//  * IR passes that keep tile code out of the device module (so no PTX is
//    made for it) and register the tile kernels against that fatbinary in
//    the host module.
// Only forward declarations here: the pass half of the plugin includes this
// without Clang's headers.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_EMBED_EMBED_H
#define CUTILE_EMBED_EMBED_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang
namespace llvm {
class PassBuilder;
} // namespace llvm

namespace cutile::embed {

/// The consumer for CUDA compilations (device and host); null for anything
/// else. Add it after the consumer that checks the tile rules: it does
/// nothing once an error was reported.
std::unique_ptr<clang::ASTConsumer>
createEmbedConsumer(clang::CompilerInstance &ci);

/// Registers the passes at pipeline start (before any inlining, at every
/// optimization level).
void registerEmbedPasses(llvm::PassBuilder &pb);

} // namespace cutile::embed

#endif // CUTILE_EMBED_EMBED_H
