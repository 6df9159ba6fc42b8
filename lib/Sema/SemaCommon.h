//===- SemaCommon.h - what the tile attributes and rules share -*- C++ -*-===//
//
// The AST markers of the tile language (the contract with CodeGenTile, see
// TileAttrs.cpp) and the queries over them that the attribute handlers,
// the hint key lookup and the rule checker all need.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_SEMA_SEMACOMMON_H
#define CUTILE_SEMA_SEMACOMMON_H

#include "cutile/Hints.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

namespace clang {
class Preprocessor;
}

namespace cutile::sema {
using namespace clang;

inline constexpr llvm::StringLiteral kTileGlobal = "cutile.tile_global";
inline constexpr llvm::StringLiteral kTile = "cutile.tile";
inline constexpr llvm::StringLiteral kTileBuiltin = "cutile.tile_builtin";
inline constexpr llvm::StringLiteral kHint = "cutile.hint";
inline constexpr llvm::StringLiteral kHintKey = "cutile.hint_key";
inline constexpr llvm::StringLiteral kRulesChecked = "cutile.rules_checked";
// The SIMT interop preview (ForeignAttrs.cpp): a foreign function, its
// SIMT name, a parameter passed in and out.
inline constexpr llvm::StringLiteral kForeignDecl = "cutile.foreign_decl";
inline constexpr llvm::StringLiteral kForeignName = "cutile.foreign_name";
inline constexpr llvm::StringLiteral kInout = "cutile.inout";

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

using HintWhere = cutile::hints::Where;

// Canonical kind name, or "" for an unknown kind (include/cutile/Hints.h).
inline llvm::StringRef canonicalHintKind(llvm::StringRef K) {
  return cutile::hints::canonicalKind(K);
}
inline HintWhere hintWhere(llvm::StringRef CanonicalKind) {
  return cutile::hints::where(CanonicalKind);
}

// The cutile-hints warning group: what nvcc only warns about in a hint (an
// unknown kind or architecture, a value out of range, a kind on the wrong
// construct), after which the hint is ignored. Clang has no way for a plugin
// to add a -W group, so the launcher turns -Wcutile-hints, -Wno-cutile-hints
// and -Werror=cutile-hints into plugin arguments (CutilePlugin.cpp), which
// choose the level each such diagnostic is reported at.
enum class HintWarningMode { Warning, Ignored, Error };
HintWarningMode &hintWarningMode();
// Reports Fmt at L in the cutile-hints group, its level by the mode above
// (-Werror alone upgrades it like any warning).
DiagnosticBuilder hintWarning(DiagnosticsEngine &DE, SourceLocation L,
                              llvm::StringRef Fmt);

// True when Loc names the left side of `kind=` inside `hint( ... )`, judged
// from the source text (HintKeys.cpp).
bool isHintKeyPosition(const SourceManager &SM, SourceLocation Loc);
// The same decided on the preprocessor's output, where TokenWatch.cpp notes
// each identifier that stands in key position: macros that build a hint from
// their arguments work. Falls back to isHintKeyPosition where nothing watches
// the tokens.
void noteHintKeyName(const Preprocessor &PP, SourceLocation Loc);
bool isHintKeyName(const Preprocessor &PP, SourceLocation Loc);

// Hint keys that the preprocessor renames (HintKeys.cpp) carry this prefix,
// so that no declaration of the user's can capture them.
inline constexpr llvm::StringLiteral kHintKeyPrefix = "__cutile_hint_key_";

} // namespace cutile::sema

#endif
