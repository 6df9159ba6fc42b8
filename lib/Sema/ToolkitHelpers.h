//===- ToolkitHelpers.h - cuda_fp16.h/cuda_bf16.h functions in tile code --===//
//
// Which functions of the toolkit's half and bfloat16 headers tile code may
// call, as nvcc 13.4 decides it (TileRulesCallees.cpp asks).
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_SEMA_TOOLKITHELPERS_H
#define CUTILE_SEMA_TOOLKITHELPERS_H

namespace clang {
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace cutile::sema {

enum class ToolkitCallee {
  Other,   // not from cuda_fp16.h/cuda_bf16.h: the general rules apply
  Tile,    // marked as tile code in CUDA 13.4's headers: callable
  NotTile, // from those headers but not marked: nvcc rejects the call
};

ToolkitCallee classifyToolkitCallee(const clang::FunctionDecl *FD,
                                    const clang::SourceManager &SM);

} // namespace cutile::sema

#endif
