//===- ForeignAttrs.cpp - the SIMT interop preview's attributes ------------===//
//
// CUDA 13.5's host_defines.h spells __experimental_foreign_decl__ as
// __location__(experimental_foreign_decl) __tile__ and
// __experimental_foreign_name__(x) as __annotate__(experimental_foreign_name(x)),
// i.e. GNU attributes to Clang; [[cutile::experimental_inout]] marks a
// parameter passed by reference. All three need the preview, which
// --tile-preview simt turns on by defining __CUDACC_TILE_PREVIEW_SIMT__ (the
// launcher does, as nvcc does); without it each is nvcc 13.5's error.
//
// On the AST (the contract with CodeGenTile): AnnotateAttr
// "cutile.foreign_decl" on the function, "cutile.foreign_name" with the name
// as its argument, "cutile.inout" on the parameter. The rules about what such
// a function may look like are checked on the finished AST
// (TileRulesForeign.cpp).
//
//===----------------------------------------------------------------------===//

#include "SemaCommon.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"

using namespace clang;
using namespace cutile::sema;

namespace {

bool previewOn(Sema &S) {
  return S.getPreprocessor().isMacroDefined("__CUDACC_TILE_PREVIEW_SIMT__");
}

// nvcc 13.5's wording, so that a user who meets it under either compiler
// finds the same fix.
void needsPreview(Sema &S, const ParsedAttr &A, llvm::StringRef What) {
  DiagnosticsEngine &DE = S.getDiagnostics();
  S.Diag(A.getLoc(), DE.getCustomDiagID(
                         DiagnosticsEngine::Error,
                         "the %0 attribute needs Tile preview support to be "
                         "turned on (pass --tile-preview=simt to the "
                         "compiler)"))
      << What;
}

struct ForeignDeclAttrInfo : ParsedAttrInfo {
  ForeignDeclAttrInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_GNU, "experimental_foreign_decl"}};
    Spellings = S;
  }
  bool acceptsLangOpts(const LangOptions &LO) const override {
    return LO.CUDA;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    S.Diag(A.getLoc(), S.getDiagnostics().getCustomDiagID(
                           DiagnosticsEngine::Error,
                           "__experimental_foreign_decl__ applies to function "
                           "declarations"));
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    if (!previewOn(S)) {
      needsPreview(S, A, "__experimental_foreign_decl__");
      return AttributeNotApplied;
    }
    D->addAttr(AnnotateAttr::CreateImplicit(S.Context, kForeignDecl, nullptr,
                                            0, A.getRange()));
    return AttributeApplied;
  }
};

struct ForeignNameAttrInfo : ParsedAttrInfo {
  ForeignNameAttrInfo() {
    NumArgs = 1;
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_GNU, "experimental_foreign_name"}};
    Spellings = S;
  }
  bool acceptsLangOpts(const LangOptions &LO) const override {
    return LO.CUDA;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    return isa<FunctionDecl>(D);
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    const auto *Name =
        A.isArgExpr(0)
            ? dyn_cast<StringLiteral>(A.getArgAsExpr(0)->IgnoreParenCasts())
            : nullptr;
    if (!Name) {
      S.Diag(A.getLoc(), S.getDiagnostics().getCustomDiagID(
                             DiagnosticsEngine::Error,
                             "__experimental_foreign_name__ takes the SIMT "
                             "function's name as a string literal"));
      return AttributeNotApplied;
    }
    Expr *Arg = const_cast<StringLiteral *>(Name);
    D->addAttr(AnnotateAttr::CreateImplicit(S.Context, kForeignName, &Arg, 1,
                                            A.getRange()));
    return AttributeApplied;
  }
};

struct InoutAttrInfo : ParsedAttrInfo {
  InoutAttrInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_CXX11, "cutile::experimental_inout"}};
    Spellings = S;
  }
  bool acceptsLangOpts(const LangOptions &LO) const override {
    return LO.CUDA;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isa<ParmVarDecl>(D))
      return true;
    S.Diag(A.getLoc(), S.getDiagnostics().getCustomDiagID(
                           DiagnosticsEngine::Error,
                           "the 'cutile::experimental_inout' annotation is "
                           "only allowed on a parameter of a function "
                           "declared with __experimental_foreign_decl__"));
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    if (!previewOn(S)) {
      needsPreview(S, A, "cutile::experimental_inout");
      return AttributeNotApplied;
    }
    D->addAttr(AnnotateAttr::CreateImplicit(S.Context, kInout, nullptr, 0,
                                            A.getRange()));
    return AttributeApplied;
  }
};

} // namespace

static ParsedAttrInfoRegistry::Add<ForeignDeclAttrInfo>
    XForeignDecl("cutile-foreign-decl", "__experimental_foreign_decl__");
static ParsedAttrInfoRegistry::Add<ForeignNameAttrInfo>
    XForeignName("cutile-foreign-name", "__experimental_foreign_name__");
static ParsedAttrInfoRegistry::Add<InoutAttrInfo>
    XInout("cutile-inout", "[[cutile::experimental_inout]]");
