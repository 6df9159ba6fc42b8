//===- Embed.h - Tile cubins in the host object -----------------*- C++ -*-===//
//
// Embedding has two halves (docs/embedding.md):
//  * a front-end plugin action, "cutile-embed", that registers itself when
//    lib/Embed is linked into the plugin: in each device cc1 it compiles the
//    TU's tile kernels for that cc1's target and hands the cubin on, in the
//    host cc1 it collects the cubins into a fatbinary;
//  * IR passes that keep tile code out of the device module (so no PTX is
//    made for it) and register the tile kernels against that fatbinary in
//    the host module. The pass-plugin entry calls registerEmbedPasses.
// No Clang headers here: the pass half of the plugin includes this.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_EMBED_EMBED_H
#define CUTILE_EMBED_EMBED_H

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace cutile::embed {

/// Registers the passes at pipeline start (before any inlining, at every
/// optimization level).
void registerEmbedPasses(llvm::PassBuilder &pb);

} // namespace cutile::embed

#endif // CUTILE_EMBED_EMBED_H
