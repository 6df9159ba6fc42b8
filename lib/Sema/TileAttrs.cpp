//===- TileAttrs.cpp - tile_global, tile, tile_builtin and cutile::hint -----===//
//
// The attributes of the tile language, as Clang plugin attributes. Linking
// this object registers them (ParsedAttrInfoRegistry), in CutilePlugin.so
// and in tools/cutile-clangd alike.
//
// What is stored on the AST (the contract with CodeGenTile):
//  * tile kernels: implicit CUDAGlobalAttr + AnnotateAttr "cutile.tile_global";
//  * tile functions: implicit CUDADeviceAttr + AnnotateAttr "cutile.tile";
//  * tile builtins: implicit CUDADeviceAttr + AnnotateAttr "cutile.tile_builtin";
//  * each hint(...) is one AnnotateAttr "cutile.hint" whose arguments are
//    (arch, "kind", value, "kind", value, ...), values as ConstantExpr. Kinds
//    are canonical (num_cta_per_cga is stored as num_cta_in_cga). Kernel hints
//    sit on the FunctionDecl, statement hints on an AttributedStmt or on the
//    VarDecl of a declaration statement.
//
//===----------------------------------------------------------------------===//

#include "SemaCommon.h"
#include "TileSema.h"
#include "ToolkitHelpers.h"

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
#include "llvm/ADT/DenseMap.h"
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
// tile_global / tile / tile_builtin
//===----------------------------------------------------------------------===//

// tile_global gets an implicit CUDAGlobalAttr so that launches and stubs work
// unchanged; that bypasses Sema's own __global__ checks, so they are redone
// here with messages that name the tile kernel.
bool checkKernelSignature(Sema &S, FunctionDecl *FD, const ParsedAttr &A) {
  DiagnosticsEngine &DE = S.getDiagnostics();
  QualType Ret = FD->getReturnType();
  if (!Ret->isVoidType() && !Ret->getAs<AutoType>() &&
      !Ret->isInstantiationDependentType()) {
    S.Diag(FD->getReturnTypeSourceRange().getBegin(),
           DE.getCustomDiagID(DiagnosticsEngine::Error,
                              "a __tile_global__ function must return void; "
                              "write results through pointer parameters"))
        << FD->getReturnTypeSourceRange();
    return false;
  }
  if (FD->isVariadic()) {
    S.Diag(FD->getLocation(),
           DE.getCustomDiagID(DiagnosticsEngine::Error,
                              "a __tile_global__ function cannot be variadic; "
                              "use a fixed parameter list or a template "
                              "parameter pack"));
    return false;
  }
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->isInstance()) {
      S.Diag(FD->getLocation(),
             DE.getCustomDiagID(DiagnosticsEngine::Error,
                                "a __tile_global__ function cannot be a "
                                "non-static member function; make it static "
                                "or a free function"));
      return false;
    }
  return true;
}

bool onlyFunctions(Sema &S, const ParsedAttr &A, const Decl *D) {
  if (isa<FunctionDecl>(D))
    return true;
  S.Diag(A.getLoc(), S.getDiagnostics().getCustomDiagID(
                         DiagnosticsEngine::Error,
                         "%0 attribute only applies to functions"))
      << A.getAttrName();
  return false;
}

struct TileGlobalAttrInfo : ParsedAttrInfo {
  TileGlobalAttrInfo() {
    static constexpr Spelling S[] = {
        {ParsedAttr::AS_GNU, "tile_global"},
        {ParsedAttr::AS_CXX11, "cutile::tile_global"}};
    Spellings = S;
  }
  bool acceptsLangOpts(const LangOptions &LO) const override {
    return LO.CUDA;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    return onlyFunctions(S, A, D);
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    auto *FD = cast<FunctionDecl>(D);
    if (!checkKernelSignature(S, FD, A))
      return AttributeNotApplied;
    if (!FD->hasAttr<CUDAGlobalAttr>())
      FD->addAttr(CUDAGlobalAttr::CreateImplicit(S.Context, A.getRange()));
    FD->addAttr(AnnotateAttr::CreateImplicit(S.Context, kTileGlobal, nullptr,
                                             0, A.getRange()));
    return AttributeApplied;
  }
};

// __tile__ and __tile_builtin__ functions are device functions to Clang, so
// that tile kernels (which Clang sees as __global__) may call them.
struct TileFunctionAttrInfo : ParsedAttrInfo {
  llvm::StringRef Marker;
  TileFunctionAttrInfo(llvm::ArrayRef<Spelling> S, llvm::StringRef Marker)
      : Marker(Marker) {
    Spellings = S;
  }
  bool acceptsLangOpts(const LangOptions &LO) const override {
    return LO.CUDA;
  }
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    return onlyFunctions(S, A, D);
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    auto *FD = cast<FunctionDecl>(D);
    if (!FD->hasAttr<CUDADeviceAttr>())
      FD->addAttr(CUDADeviceAttr::CreateImplicit(S.Context, A.getRange()));
    FD->addAttr(
        AnnotateAttr::CreateImplicit(S.Context, Marker, nullptr, 0, A.getRange()));
    return AttributeApplied;
  }
};

constexpr ParsedAttrInfo::Spelling kTileSpellings[] = {
    {ParsedAttr::AS_GNU, "tile"}, {ParsedAttr::AS_CXX11, "cutile::tile"}};
constexpr ParsedAttrInfo::Spelling kTileBuiltinSpellings[] = {
    {ParsedAttr::AS_GNU, "tile_builtin"},
    {ParsedAttr::AS_CXX11, "cutile::tile_builtin"}};

struct TileAttrInfo : TileFunctionAttrInfo {
  TileAttrInfo() : TileFunctionAttrInfo(kTileSpellings, kTile) {}
};
struct TileBuiltinAttrInfo : TileFunctionAttrInfo {
  TileBuiltinAttrInfo()
      : TileFunctionAttrInfo(kTileBuiltinSpellings, kTileBuiltin) {}
};

//===----------------------------------------------------------------------===//
// cutile::hint
//===----------------------------------------------------------------------===//

// Builds the AnnotateAttr for one hint(...) or diagnoses its shape. Values are
// range-checked later by the consumer, after template instantiation.
// Hints on declarations and return statements are applied from CUDA 13.5.
bool hintsOnlyOnExpressions(Sema &S) {
  return toolkitCudaVersion(S.getPreprocessor()) < 13050;
}

Attr *buildHint(Sema &S, const ParsedAttr &A) {
  DiagnosticsEngine &DE = S.getDiagnostics();
  // The unscoped spelling is registered only to work around Clang dropping
  // the arguments of scoped-only plugin attributes; [[hint]] alone is not ours.
  const IdentifierInfo *Scope = A.getScopeName();
  if (!Scope || Scope->getName() != "cutile") {
    S.Diag(A.getLoc(), DE.getCustomDiagID(DiagnosticsEngine::Warning,
                                          "unknown attribute %0 ignored; did "
                                          "you mean 'cutile::hint'?"))
        << A.getAttrName();
    return nullptr;
  }
  if (A.getNumArgs() == 0 || A.isArgIdent(0)) {
    S.Diag(A.getLoc(), DE.getCustomDiagID(
                           DiagnosticsEngine::Error,
                           "cutile::hint needs an architecture first: 0 for "
                           "every target or a __CUDA_ARCH__-style number such "
                           "as 900, then kind=value pairs"));
    return nullptr;
  }
  llvm::SmallVector<Expr *, 8> Args;
  Args.push_back(A.getArgAsExpr(0));
  if (A.getNumArgs() == 1) {
    S.Diag(A.getLoc(), DE.getCustomDiagID(DiagnosticsEngine::Error,
                                          "cutile::hint needs at least one "
                                          "kind=value pair after the "
                                          "architecture"));
    return nullptr;
  }
  for (unsigned I = 1, E = A.getNumArgs(); I != E; ++I) {
    Expr *Key = nullptr, *Value = nullptr;
    SourceLocation Loc = A.getLoc();
    if (!A.isArgIdent(I)) {
      Expr *Arg = A.getArgAsExpr(I);
      Loc = Arg->getExprLoc();
      Expr *Bare = Arg->IgnoreParens();
      if (auto *BO = dyn_cast<BinaryOperator>(Bare)) {
        if (BO->getOpcode() == BO_Assign) {
          Key = BO->getLHS();
          Value = BO->getRHS();
        }
      } else if (auto *OC = dyn_cast<CXXOperatorCallExpr>(Bare)) {
        if (OC->getOperator() == OO_Equal && OC->getNumArgs() == 2) {
          Key = OC->getArg(0);
          Value = OC->getArg(1);
        }
      }
    }
    const auto *KeyRef =
        Key ? dyn_cast<DeclRefExpr>(Key->IgnoreParenImpCasts()) : nullptr;
    if (!KeyRef || !KeyRef->getDecl()->getIdentifier()) {
      S.Diag(Loc, DE.getCustomDiagID(DiagnosticsEngine::Error,
                                     "expected kind=value in cutile::hint, "
                                     "for example latency=4"));
      return nullptr;
    }
    llvm::StringRef Written = KeyRef->getDecl()->getName();
    Written.consume_front(kHintKeyPrefix);
    llvm::StringRef Kind = canonicalHintKind(Written);
    // nvcc warns about a kind it does not know and ignores that pair (hints
    // are advice; code tuned for a newer compiler still builds).
    if (Kind.empty()) {
      hintWarning(DE, KeyRef->getLocation(),
                  "unknown hint kind '%0' ignored; the kinds are "
                  "num_cta_in_cga, occupancy, latency and allow_tma")
          << Written;
      continue;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Value->IgnoreParenImpCasts()))
      if (hasMarker(Ref->getDecl(), kHintKey)) {
        S.Diag(Ref->getLocation(),
               DE.getCustomDiagID(DiagnosticsEngine::Error,
                                  "hint value must be a constant expression"));
        return nullptr;
      }
    QualType StrTy = S.Context.getStringLiteralArrayType(S.Context.CharTy,
                                                         Kind.size());
    Args.push_back(StringLiteral::Create(S.Context, Kind,
                                         StringLiteralKind::Ordinary, false,
                                         StrTy, KeyRef->getLocation()));
    Args.push_back(Value);
  }
  if (Args.size() == 1) // every kind was unknown, and ignored
    return nullptr;
  // CreateAnnotationAttr folds each non-dependent argument to a ConstantExpr
  // (CodeGen needs that) and instantiates dependent ones with the template.
  return S.CreateAnnotationAttr(A, kHint, Args);
}

struct HintAttrInfo : ParsedAttrInfo {
  HintAttrInfo() {
    OptArgs = 15;
    IsStmt = 1;
    static constexpr Spelling S[] = {{ParsedAttr::AS_CXX11, "cutile::hint"},
                                     {ParsedAttr::AS_CXX11, "hint"}};
    Spellings = S;
  }
  // Where nvcc ignores a hint with a warning, so do we: the construct still
  // compiles, without the hint.
  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &A,
                            const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->isLocalVarDecl())
      return true;
    hintWarning(S.getDiagnostics(), A.getLoc(),
                "cutile::hint ignored: it applies to tile kernel "
                "declarations and to expression statements, declarations "
                "and return statements in tile code");
    return false;
  }
  bool diagAppertainsToStmt(Sema &S, const ParsedAttr &A,
                            const Stmt *St) const override {
    if (isa<Expr>(St) || isa<ReturnStmt>(St))
      return true;
    hintWarning(S.getDiagnostics(), A.getLoc(),
                "cutile::hint ignored: a statement hint goes on an "
                "expression statement, a declaration or a return statement "
                "that performs a load or store");
    return false;
  }
  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &A) const override {
    // CUDA 13.4 applied hints to expression statements only (nvcc 13.4:
    // a warning, and the hint is dropped); 13.5 applies them to the loads
    // and stores of a declaration's initializer and of a returned value.
    if (isa<VarDecl>(D) && hintsOnlyOnExpressions(S)) {
      hintWarning(S.getDiagnostics(), A.getLoc(),
                  "cutile::hint on a variable declaration is ignored with "
                  "CUDA 13.4 (CUDA 13.5 applies it); to apply it, move the "
                  "initialization into an expression statement");
      return AttributeNotApplied;
    }
    Attr *H = buildHint(S, A);
    if (!H)
      return AttributeNotApplied;
    D->addAttr(H);
    return AttributeApplied;
  }
  AttrHandling handleStmtAttribute(Sema &S, Stmt *St, const ParsedAttr &A,
                                   Attr *&Result) const override {
    if (isa<ReturnStmt>(St) && hintsOnlyOnExpressions(S)) {
      hintWarning(S.getDiagnostics(), A.getLoc(),
                  "cutile::hint on a return statement is ignored with CUDA "
                  "13.4 (CUDA 13.5 applies it); to apply it, move the "
                  "returned expression into an expression statement");
      return AttributeNotApplied;
    }
    Result = buildHint(S, A);
    return Result ? AttributeApplied : AttributeNotApplied;
  }
};

} // namespace

// cuda_tf32.h (CUDA 13.5) declares __nv_tf32's constructors and conversions
// with nvcc's tile markers only, which mean nothing to Clang: to it they are
// host functions, which a tile kernel (a __global__ function to Clang) may
// not call. They are tile builtins (code generation emits ftof/itof/ftoi for
// them, as for __half's), so they get the markers nvcc reads into them. Older
// headers declare none of them, so nothing changes there.
void cutile::sema::markToolkitTileMembers(TagDecl *D) {
  const auto *RD = dyn_cast<CXXRecordDecl>(D);
  if (!RD || !RD->getIdentifier() || RD->getName() != "__nv_tf32" ||
      !RD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return;
  const SourceManager &SM = D->getASTContext().getSourceManager();
  SourceLocation L = SM.getExpansionLoc(RD->getLocation());
  if (!SM.isInSystemHeader(L) ||
      !llvm::StringRef(SM.getFilename(L)).ends_with("cuda_tf32.h"))
    return;
  ASTContext &C = D->getASTContext();
  for (Decl *M : RD->decls()) {
    auto *MD = dyn_cast<CXXMethodDecl>(M);
    if (!MD || MD->isImplicit() || MD->hasAttr<CUDADeviceAttr>() ||
        MD->hasAttr<CUDAHostAttr>() ||
        !(isa<CXXConstructorDecl>(MD) || isa<CXXConversionDecl>(MD)) ||
        MD->getNumParams() > 1)
      continue;
    // Host too: host code keeps what it had (a declaration without a body).
    MD->addAttr(CUDAHostAttr::CreateImplicit(C));
    MD->addAttr(CUDADeviceAttr::CreateImplicit(C));
    MD->addAttr(AnnotateAttr::CreateImplicit(C, kTileBuiltin, nullptr, 0));
  }
}

static ParsedAttrInfoRegistry::Add<TileGlobalAttrInfo>
    XTileGlobal("cutile-tile-global", "__tile_global__ kernels");
static ParsedAttrInfoRegistry::Add<TileAttrInfo> XTile("cutile-tile",
                                                       "__tile__ functions");
static ParsedAttrInfoRegistry::Add<TileBuiltinAttrInfo>
    XTileBuiltin("cutile-tile-builtin", "__tile_builtin__ functions");
static ParsedAttrInfoRegistry::Add<HintAttrInfo> XHint("cutile-hint",
                                                       "cutile::hint");
