//===- SemaCommon.h - what the tile attributes and rules share -*- C++ -*-===//
//
// The AST markers of the tile language (the contract with CodeGenTile, see
// TileAttrs.cpp) and the queries over them that the attribute handlers,
// the hint key lookup and the rule checker all need.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_SEMA_SEMACOMMON_H
#define CUTILE_SEMA_SEMACOMMON_H

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

namespace cutile::sema {
using namespace clang;

inline constexpr llvm::StringLiteral kTileGlobal = "cutile.tile_global";
inline constexpr llvm::StringLiteral kTile = "cutile.tile";
inline constexpr llvm::StringLiteral kTileBuiltin = "cutile.tile_builtin";
inline constexpr llvm::StringLiteral kHint = "cutile.hint";
inline constexpr llvm::StringLiteral kHintKey = "cutile.hint_key";
inline constexpr llvm::StringLiteral kRulesChecked = "cutile.rules_checked";

//===----------------------------------------------------------------------===//
// Small queries shared by the attribute handlers and the checker
//===----------------------------------------------------------------------===//

inline bool hasMarker(const Decl *D, llvm::StringRef Marker) {
  for (const Decl *R : D->redecls())
    for (const auto *A : R->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == Marker)
        return true;
  return false;
}

inline bool isTileKernel(const FunctionDecl *FD) { return hasMarker(FD, kTileGlobal); }

// Functions whose bodies follow the tile rules and that tile code may call.
inline bool isTileFunction(const FunctionDecl *FD) {
  return hasMarker(FD, kTile) || hasMarker(FD, kTileBuiltin);
}

inline bool isTileCode(const FunctionDecl *FD) {
  return isTileKernel(FD) || isTileFunction(FD);
}

template <typename AttrT> inline bool hasWrittenAttr(const Decl *D) {
  for (const Decl *R : D->redecls())
    if (const auto *A = R->getAttr<AttrT>())
      if (!A->isImplicit())
        return true;
  return false;
}

enum class HintWhere { Kernel, Statement, Unknown };

// Canonical kind name, or "" for an unknown kind.
inline llvm::StringRef canonicalHintKind(llvm::StringRef K) {
  return llvm::StringSwitch<llvm::StringRef>(K)
      .Case("num_cta_in_cga", "num_cta_in_cga")
      // The API reference's example spells it this way; everything else,
      // including Tile IR, says num_cta_in_cga.
      .Case("num_cta_per_cga", "num_cta_in_cga")
      .Case("occupancy", "occupancy")
      .Case("latency", "latency")
      .Case("allow_tma", "allow_tma")
      .Default("");
}

inline HintWhere hintWhere(llvm::StringRef CanonicalKind) {
  if (CanonicalKind == "num_cta_in_cga" || CanonicalKind == "occupancy")
    return HintWhere::Kernel;
  if (CanonicalKind == "latency" || CanonicalKind == "allow_tma")
    return HintWhere::Statement;
  return HintWhere::Unknown;
}

// True when Loc names the left side of `kind=` inside `hint( ... )`, judged
// from the source text (HintKeys.cpp).
bool isHintKeyPosition(const SourceManager &SM, SourceLocation Loc);

// Hint keys that the preprocessor renames (HintKeys.cpp) carry this prefix,
// so that no declaration of the user's can capture them.
inline constexpr llvm::StringLiteral kHintKeyPrefix = "__cutile_hint_key_";

} // namespace cutile::sema

#endif
