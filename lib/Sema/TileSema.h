//===- TileSema.h - the tile front end's Sema half, for plugin and clangd -===//
//
// Two hosts run the same checks: CutilePlugin.so (a plugin action inside
// clang) and tools/cutile-clangd (no plugin actions exist there). Linking
// TileAttrs.cpp registers the tile attributes; these functions are the rest.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_SEMA_TILESEMA_H
#define CUTILE_SEMA_TILESEMA_H

#include "llvm/ADT/StringRef.h"

namespace clang {
class ASTContext;
class Preprocessor;
class Sema;
class SourceRange;
class TagDecl;
} // namespace clang

namespace cutile::sema {

// Lets `kind` in `hint(arch, kind=value)` resolve; call once per Sema,
// before parsing starts.
void addHintKeySource(clang::Sema &S);

// Renames the hint kind names and the tile attributes of explicit
// instantiations on their way to the parser (TokenWatch.cpp). Takes the
// preprocessor's one token watcher: not for clangd, whose token collector
// needs it.
void watchTokens(clang::Preprocessor &PP);

// The token watcher reports each explicit instantiation written with
// __global__ (not __tile_global__), from `template` to `;`: the parser cannot
// tell it from a tile one, and the rules reject it for a tile kernel, as
// nvcc does (TileRules.cpp).
void noteGlobalExplicitInstantiation(clang::SourceRange R);

// The tile rules, on the finished AST (template instantiations done), once
// per translation unit: later calls return at once. S may be null; then
// hint values inside templates are not re-checked.
void checkTranslationUnit(clang::ASTContext &Ctx, clang::Sema *S);

// Called with each finished class definition: the members of the toolkit's
// classes that CUDA 13.5 makes tile builtins but declares for nvcc alone
// (__nv_tf32's constructors and conversions in cuda_tf32.h, host functions
// to Clang) become callable from tile code (TileAttrs.cpp).
void markToolkitTileMembers(clang::TagDecl *D);

// Source text for the predefines of a CUDA C++ compilation so that
// `k<<<grid>>>` type-checks (block dimension 1 by default); needs dim3.
llvm::StringRef launchDeclaration();

// The macros a tile compile defines (__CUDACC_TILE__, __CUTILE_CLANG__).
llvm::StringRef tileMacros();

// Adds both to the predefines where nvcc has them: the macros before the
// -include files, the launch declaration right after the CUDA runtime
// wrapper (Predefines.cpp). Call before the predefines are read.
void addTilePredefines(clang::Preprocessor &PP);

// Lets libcu++ annotate itself for tile code where its compiler.h turns tile
// support on for nvcc alone (Predefines.cpp).
void watchCccl(clang::Preprocessor &PP);

} // namespace cutile::sema

#endif
