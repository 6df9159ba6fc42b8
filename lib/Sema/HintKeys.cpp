//===- HintKeys.cpp - the kind names of hint(arch, kind=value) --------------===//
//
// `kind` in `hint(arch, kind=value)` names no declaration of the user's,
// yet the parser must keep `kind=value` as an expression for the attribute
// to survive. The lookup here resolves such names when nothing else is
// declared with them; TokenWatch.cpp renames them when something is.
// Which names stand in key position is decided on the preprocessor's output
// (TokenWatch.cpp records them), so a hint written through a macro,
// `#define HINT(...) [[cutile::hint(__VA_ARGS__)]]`, works too; without a
// token watcher (our clangd) the source text around the name decides.
//
// Also here: the level of the cutile-hints warnings (SemaCommon.h).
//
//===----------------------------------------------------------------------===//

#include "SemaCommon.h"
#include "TileSema.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/Template.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <array>
#include <map>
#include <optional>
#include <string>

using namespace clang;
using namespace cutile::sema;

namespace {

//===----------------------------------------------------------------------===//
// `kind=value`: make the kind names resolvable inside hint(...)
//===----------------------------------------------------------------------===//


class HintKeySource : public ExternalSemaSource {
  Sema &S;
  llvm::StringMap<VarDecl *> Keys;

public:
  explicit HintKeySource(Sema &S) : S(S) {}

  bool LookupUnqualified(LookupResult &R, Scope *) override {
    if (R.getLookupKind() != Sema::LookupOrdinaryName)
      return false;
    IdentifierInfo *II = R.getLookupName().getAsIdentifierInfo();
    if (!II || !(II->getName().starts_with(kHintKeyPrefix) ||
                 isHintKeyName(S.getPreprocessor(), R.getNameLoc())))
      return false;
    VarDecl *&VD = Keys[II->getName()];
    if (!VD) {
      ASTContext &C = S.Context;
      SourceLocation L = R.getNameLoc();
      VD = VarDecl::Create(C, C.getTranslationUnitDecl(), L, L, II, C.IntTy,
                           C.getTrivialTypeSourceInfo(C.IntTy, L), SC_Extern);
      VD->setImplicit();
      // Usable from device code without a host-variable error.
      VD->addAttr(CUDADeviceAttr::CreateImplicit(C));
      VD->addAttr(AnnotateAttr::CreateImplicit(C, kHintKey, nullptr, 0));
    }
    R.addDecl(VD);
    return true;
  }
};

} // namespace

static bool isIdentChar(char C) {
  return isalnum((unsigned char)C) || C == '_';
}

// The lookup calls this only after ordinary lookup failed, so declared names
// are unaffected there.
bool cutile::sema::isHintKeyPosition(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  auto [FID, Off] = SM.getDecomposedLoc(SM.getSpellingLoc(Loc));
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid || Off >= Buf.size())
    return false;
  size_t E = Off;
  while (E < Buf.size() && isIdentChar(Buf[E]))
    ++E;
  while (E < Buf.size() && isspace((unsigned char)Buf[E]))
    ++E;
  if (E >= Buf.size() || Buf[E] != '=' ||
      (E + 1 < Buf.size() && Buf[E + 1] == '='))
    return false;
  int Depth = 0;
  for (size_t I = Off; I-- > 0 && Off - I < 4096;) {
    char C = Buf[I];
    if (C == ';' || C == '{' || C == '}')
      return false;
    if (C == ')') {
      ++Depth;
    } else if (C == '(') {
      if (Depth > 0) {
        --Depth;
        continue;
      }
      size_t J = I;
      while (J > 0 && isspace((unsigned char)Buf[J - 1]))
        --J;
      size_t K = J;
      while (K > 0 && isIdentChar(Buf[K - 1]))
        --K;
      if (Buf.substr(K, J - K) == "hint")
        return true;
    }
  }
  return false;
}

void cutile::sema::addHintKeySource(Sema &S) {
  S.addExternalSource(llvm::makeIntrusiveRefCnt<HintKeySource>(S));
}

//===----------------------------------------------------------------------===//
// Key positions seen by the token watcher
//===----------------------------------------------------------------------===//

namespace {
// One set per preprocessor: a plugin compilation has one, but nothing here
// should assume it.
llvm::DenseMap<const Preprocessor *, llvm::DenseSet<SourceLocation::UIntTy>> &
keyNames() {
  static llvm::DenseMap<const Preprocessor *,
                        llvm::DenseSet<SourceLocation::UIntTy>>
      M;
  return M;
}
} // namespace

void cutile::sema::noteHintKeyName(const Preprocessor &PP, SourceLocation Loc) {
  keyNames()[&PP].insert(Loc.getRawEncoding());
}

bool cutile::sema::isHintKeyName(const Preprocessor &PP, SourceLocation Loc) {
  auto It = keyNames().find(&PP);
  if (It == keyNames().end()) // no token watcher: judge from the text
    return isHintKeyPosition(PP.getSourceManager(), Loc);
  return It->second.contains(Loc.getRawEncoding());
}

//===----------------------------------------------------------------------===//
// The cutile-hints warnings
//===----------------------------------------------------------------------===//

HintWarningMode &cutile::sema::hintWarningMode() {
  static HintWarningMode M = HintWarningMode::Warning;
  return M;
}

DiagnosticBuilder cutile::sema::hintWarning(DiagnosticsEngine &DE,
                                            SourceLocation L,
                                            llvm::StringRef Fmt) {
  DiagnosticIDs::Level Lvl = DiagnosticIDs::Warning;
  llvm::StringRef Flag = " [-Wcutile-hints]";
  switch (hintWarningMode()) {
  case HintWarningMode::Warning:
    break;
  case HintWarningMode::Ignored:
    Lvl = DiagnosticIDs::Ignored;
    break;
  case HintWarningMode::Error:
    Lvl = DiagnosticIDs::Error;
    Flag = " [-Werror=cutile-hints]";
    break;
  }
  return DE.Report(
      L, DE.getDiagnosticIDs()->getCustomDiagID(Lvl, (Fmt + Flag).str()));
}
