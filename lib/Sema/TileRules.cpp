//===- TileRules.cpp - the tile language rules, on the finished AST ---------===//
//
// The checker of the tile language rules, run on the whole translation unit
// after parsing (template instantiations included), in host and device
// compilation alike: placement and values of hints, what tile code may
// declare, call and reference, recursion.
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
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace clang;
using namespace cutile::sema;

namespace {

// Explicit instantiations written with __global__ (TokenWatch.cpp).
std::vector<SourceRange> &globalInstantiations() {
  static std::vector<SourceRange> R;
  return R;
}

bool inGlobalExplicitInstantiation(const SourceManager &SM, SourceLocation L) {
  L = SM.getExpansionLoc(L);
  return llvm::any_of(globalInstantiations(), [&](SourceRange R) {
    return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
           !SM.isBeforeInTranslationUnit(R.getEnd(), L);
  });
}

// printf and assert are part of the tile language (code generation turns
// them into print_tko and assert); CUDA declares them __device__, so they
// would otherwise fall under the rule against calling SIMT functions.
// Only the C library's own declarations qualify, not a user's namesake.
bool isTileLibcCall(const FunctionDecl *Callee) {
  if (!Callee->getIdentifier() ||
      !Callee->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  if (!llvm::StringSwitch<bool>(Callee->getName())
           .Cases({"printf", "__assertfail", "__assert_fail"}, true)
           .Default(false))
    return false;
  const SourceManager &SM = Callee->getASTContext().getSourceManager();
  return llvm::any_of(Callee->redecls(), [&](const FunctionDecl *D) {
    return SM.isInSystemHeader(D->getLocation());
  });
}

// The CUDA Tile API (cuda::tiles, and our cutile::ext): nvcc's header marks
// all of it __tile__; ours leaves its constexpr helpers (extents, shapes)
// unmarked, so they are recognised by namespace.
bool inTileApi(const FunctionDecl *FD) {
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent()) {
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS || !NS->getIdentifier())
      continue;
    const DeclContext *Up = NS->getParent()->getRedeclContext();
    if (NS->getName() == "cutile" && Up->isTranslationUnit())
      return true;
    if (NS->getName() == "tiles" && isa<NamespaceDecl>(Up) &&
        cast<NamespaceDecl>(Up)->getIdentifier() &&
        cast<NamespaceDecl>(Up)->getName() == "cuda")
      return true;
  }
  return false;
}

// nvcc 13.4 rejects a call from tile code to a constexpr function that is not
// __tile__, even one written __host__ __device__, even where it is evaluated
// at compile time, unless --expt-relaxed-constexpr is given. Clang treats
// constexpr functions as __host__ __device__ (what that flag does), so the
// rule is ours. Spared: consteval functions, lambdas (tile code's own),
// implicit and defaulted members, builtins, the tile API, and the toolkit's
// __host__ __device__ helpers (cuda_fp16.h and friends, tile-callable with
// nvcc).
bool isNonTileConstexpr(const FunctionDecl *C) {
  if (!C->isConstexpr() || C->isConsteval() || C->isImplicit() ||
      C->isDefaulted() || C->getBuiltinID() || isTileCode(C) || inTileApi(C))
    return false;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(C); MD && MD->getParent()->isLambda())
    return false;
  // Clang's own <algorithm> wrapper (std::min, std::max) is not spared:
  // nvcc rejects those.
  const SourceManager &SM = C->getASTContext().getSourceManager();
  SourceLocation L = SM.getExpansionLoc(C->getLocation());
  if (SM.isInSystemHeader(L) && hasWrittenAttr<CUDADeviceAttr>(C) &&
      !SM.getFilename(L).contains("cuda_wrappers"))
    return false;
  if (const FunctionDecl *P = C->getTemplateInstantiationPattern())
    return !isTileCode(P);
  return true;
}

//===----------------------------------------------------------------------===//
// The tile rules, checked on the finished AST
//===----------------------------------------------------------------------===//

class Checker;

const llvm::SmallVector<int64_t, 12> kArchs = {
    800, 860, 870, 880, 890, 900, 1000, 1030, 1100, 1200, 1210};

// One function body, in the mode of its function: tile, SIMT or host.
class BodyChecker : public RecursiveASTVisitor<BodyChecker> {
  using Base = RecursiveASTVisitor<BodyChecker>;
  Checker &P;
  const FunctionDecl *FD;
  bool Tile, Simt;
  unsigned Loops = 0, Switches = 0;

public:
  BodyChecker(Checker &P, const FunctionDecl *FD, bool Tile, bool Simt)
      : P(P), FD(FD), Tile(Tile), Simt(Simt) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

#define CUTILE_LOOP(CLASS)                                                     \
  bool Traverse##CLASS(CLASS *S) {                                             \
    ++Loops;                                                                   \
    bool R = Base::Traverse##CLASS(S);                                         \
    --Loops;                                                                   \
    return R;                                                                  \
  }
  CUTILE_LOOP(ForStmt)
  CUTILE_LOOP(WhileStmt)
  CUTILE_LOOP(DoStmt)
  CUTILE_LOOP(CXXForRangeStmt)
#undef CUTILE_LOOP
  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++Switches;
    bool R = Base::TraverseSwitchStmt(S);
    --Switches;
    return R;
  }
  // A lambda body is its own function: returning from it is fine.
  bool TraverseLambdaExpr(LambdaExpr *L) {
    unsigned SL = Loops, SS = Switches;
    Loops = Switches = 0;
    bool R = Base::TraverseLambdaExpr(L);
    Loops = SL;
    Switches = SS;
    return R;
  }

  bool VisitReturnStmt(ReturnStmt *S);
  bool VisitGotoStmt(GotoStmt *S);
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S);
  bool VisitCXXTryStmt(CXXTryStmt *S);
  bool VisitCXXThrowExpr(CXXThrowExpr *E);
  bool VisitCXXNewExpr(CXXNewExpr *E);
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E);
  bool VisitAsmStmt(AsmStmt *S);
  bool VisitVarDecl(VarDecl *VD);
  bool VisitDeclRefExpr(DeclRefExpr *E);
  bool VisitCallExpr(CallExpr *E);
  bool VisitCXXConstructExpr(CXXConstructExpr *E);
  bool VisitAttributedStmt(AttributedStmt *S);
  void checkConstexprCallee(const FunctionDecl *Callee, SourceLocation L);
};

class Checker : public RecursiveASTVisitor<Checker> {
public:
  ASTContext &Ctx;
  Sema *S;
  DiagnosticsEngine &DE;
  // Calls between tile functions, for the recursion rule.
  llvm::DenseMap<const FunctionDecl *,
                 llvm::SmallVector<std::pair<const FunctionDecl *,
                                             const CallExpr *>, 4>>
      Calls;

  Checker(ASTContext &Ctx, Sema *S)
      : Ctx(Ctx), S(S), DE(Ctx.getDiagnostics()) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  // Bodies are walked by BodyChecker, in the mode of their function.
  bool TraverseStmt(Stmt *) { return true; }

  template <unsigned N>
  DiagnosticBuilder error(SourceLocation L, const char (&Fmt)[N]) {
    return DE.Report(L, DE.getCustomDiagID(DiagnosticsEngine::Error, Fmt));
  }
  template <unsigned N>
  DiagnosticBuilder warning(SourceLocation L, const char (&Fmt)[N]) {
    return DE.Report(L, DE.getCustomDiagID(DiagnosticsEngine::Warning, Fmt));
  }
  template <unsigned N>
  DiagnosticBuilder note(SourceLocation L, const char (&Fmt)[N]) {
    return DE.Report(L, DE.getCustomDiagID(DiagnosticsEngine::Note, Fmt));
  }

  void run() {
    TraverseDecl(Ctx.getTranslationUnitDecl());
    checkRecursion();
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isDependentContext() || FD->isInvalidDecl())
      return true;
    bool Tile = isTileCode(FD);
    if (Tile) {
      checkSpaces(FD);
      checkVirtual(FD);
    }
    if (isTileKernel(FD))
      checkGlobalInstantiation(FD);
    if (isTileKernel(FD))
      checkKernelParams(FD);
    checkKernelHints(FD);
    if (FD->doesThisDeclarationHaveABody() && FD->getBody()) {
      bool Simt = !Tile && (hasWrittenAttr<CUDAGlobalAttr>(FD) ||
                            hasWrittenAttr<CUDADeviceAttr>(FD));
      BodyChecker(*this, FD, Tile, Simt).TraverseStmt(FD->getBody());
    }
    return true;
  }

  // What a launch can pass to a tile kernel, nvcc's rule: integers, enums,
  // floating-point scalars (the toolkit's narrow float types included),
  // pointers and references; no objects of class type, no pointers to
  // members (a tile or a view is made inside the kernel, from pointers).
  static bool isKernelParamType(QualType T) {
    T = T.getCanonicalType().getUnqualifiedType();
    if (T->isReferenceType() || T->isNullPtrType() || T->isPointerType() ||
        T->isIntegralOrEnumerationType() || T->isRealFloatingType())
      return true;
    if (const auto *RD = T->getAsCXXRecordDecl())
      return RD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
             llvm::StringSwitch<bool>(RD->getName())
                 .Cases({"__half", "__nv_bfloat16", "__nv_fp8_e4m3",
                         "__nv_fp8_e5m2", "__nv_tf32"},
                        true)
                 .Default(false);
    return false;
  }

  void checkKernelParams(const FunctionDecl *FD) {
    for (const ParmVarDecl *P : FD->parameters()) {
      if (P->getType()->isDependentType() || isKernelParamType(P->getType()))
        continue;
      error(P->getLocation(),
            "a __tile_global__ kernel cannot take a parameter of type %0; "
            "pass integers, floating-point scalars, pointers or references")
          << P->getType() << P->getSourceRange();
      if (FD->isTemplateInstantiation())
        note(FD->getPointOfInstantiation(),
             "in the instantiation of %0 requested here")
            << FD;
      return;
    }
  }

  // nvcc rejects the definition of a virtual tile function (a declaration
  // alone passes): tile code has no virtual tables.
  void checkVirtual(const FunctionDecl *FD) {
    const auto *MD = dyn_cast<CXXMethodDecl>(FD);
    if (MD && MD->isVirtual() && FD->doesThisDeclarationHaveABody())
      error(FD->getLocation(), "virtual functions are not supported in tile "
                               "code; %0 cannot be virtual")
          << FD;
  }

  // `template __global__ void k<...>(...);` for a tile kernel template: nvcc
  // says the kernel is redeclared with __global__.
  void checkGlobalInstantiation(const FunctionDecl *FD) {
    TemplateSpecializationKind K = FD->getTemplateSpecializationKind();
    if (K != TSK_ExplicitInstantiationDeclaration &&
        K != TSK_ExplicitInstantiationDefinition)
      return;
    SourceLocation L = FD->getPointOfInstantiation();
    if (L.isValid() && inGlobalExplicitInstantiation(Ctx.getSourceManager(), L))
      error(L, "%0 is a __tile_global__ kernel; its explicit instantiation "
               "must say __tile_global__, not __global__")
          << FD;
  }

  // A function is either tile code or SIMT code, never both.
  // A tile function may also be __host__ and/or __device__ (nvcc 13.4
  // accepts it, and NVIDIA's own header spells helpers that way): its body
  // follows the tile rules and also compiles for the host or as SIMT code.
  void checkSpaces(const FunctionDecl *FD) {
    const char *Other = nullptr;
    bool Kernel = isTileKernel(FD);
    if (hasWrittenAttr<CUDAGlobalAttr>(FD))
      Other = "__global__";
    else if (Kernel && hasWrittenAttr<CUDADeviceAttr>(FD))
      Other = "__device__";
    else if (Kernel && hasWrittenAttr<CUDAHostAttr>(FD))
      Other = "__host__";
    if (Other && FD->isFirstDecl())
      error(FD->getLocation(), "%0 cannot be both a tile function and %1; "
                               "tile and SIMT code are compiled separately")
          << FD << Other;
  }

  //--- hints -----------------------------------------------------------------

  struct HintEntry {
    int64_t Arch;
    llvm::StringRef Kind;
    SourceLocation KindLoc;
    const Expr *Value;
  };

  // Values that stayed dependent (statement attributes in templates are not
  // re-instantiated by Clang) are substituted with the function's template
  // arguments here.
  const Expr *resolve(const Expr *E, const FunctionDecl *Ctx) {
    if (!E->isValueDependent())
      return E;
    if (!S || !Ctx || !Ctx->isTemplateInstantiation())
      return nullptr;
    MultiLevelTemplateArgumentList Args = S->getTemplateInstantiationArgs(
        Ctx, Ctx->getLexicalDeclContext(), /*Final=*/false, std::nullopt,
        /*RelativeToPrimary=*/true);
    Sema::SFINAETrap Trap(*S);
    ExprResult R = S->SubstExpr(const_cast<Expr *>(E), Args);
    if (R.isInvalid() || Trap.hasErrorOccurred() || R.get()->isValueDependent())
      return nullptr;
    return R.get();
  }

  std::optional<llvm::APSInt> evalInt(const Expr *E) {
    Expr::EvalResult R;
    if (!E || !E->EvaluateAsInt(R, Ctx))
      return std::nullopt;
    return R.Val.getInt();
  }

  // Every hint range fits in int64_t. A wider value (__int128, or an unsigned
  // long long above INT64_MAX) saturates so that it stays out of range instead
  // of being truncated into it; getExtValue would assert on it.
  static int64_t saturate(const llvm::APSInt &V) {
    if (std::optional<int64_t> N = V.tryExtValue())
      return *N;
    return V.isNegative() ? INT64_MIN : INT64_MAX;
  }

  // Decodes and checks the values of one "cutile.hint" attribute.
  bool decodeHint(const AnnotateAttr *A, const FunctionDecl *Ctx,
                  llvm::SmallVectorImpl<HintEntry> &Out) {
    auto Args = llvm::ArrayRef(A->args_begin(), A->args_end());
    if (Args.empty())
      return false;
    const Expr *ArchE = resolve(Args[0], Ctx);
    std::optional<llvm::APSInt> Arch = evalInt(ArchE);
    if (!Arch || !Args[0]->IgnoreImpCasts()->getType()->isIntegerType()) {
      error(Args[0]->getExprLoc(),
            "hint architecture must be an integer constant: 0 for every "
            "target, or a __CUDA_ARCH__-style number such as 900");
      return false;
    }
    int64_t ArchV = saturate(*Arch);
    if (ArchV != 0 && !llvm::is_contained(kArchs, ArchV)) {
      error(Args[0]->getExprLoc(),
            "unknown architecture %0 in cutile::hint; use 0 (every target) or "
            "one of 800, 860, 870, 880, 890, 900, 1000, 1030, 1100, 1200, 1210")
          << llvm::toString(*Arch, 10);
      return false;
    }
    bool Ok = true;
    for (size_t I = 1; I + 1 < Args.size(); I += 2) {
      const auto *Str =
          dyn_cast<StringLiteral>(Args[I]->IgnoreParenImpCasts());
      if (const auto *CE = dyn_cast<ConstantExpr>(Args[I]))
        Str = dyn_cast<StringLiteral>(CE->getSubExpr()->IgnoreParenImpCasts());
      if (!Str)
        continue;
      HintEntry H{ArchV, Str->getString(), Str->getBeginLoc(), nullptr};
      const Expr *Raw = Args[I + 1];
      const Expr *V = resolve(Raw, Ctx);
      H.Value = V;
      SourceLocation VLoc = Raw->getExprLoc();
      if (!V) {
        error(VLoc, "hint value must be a constant expression");
        Ok = false;
        continue;
      }
      // The value as written: `kind=value` assigns to an int, and that
      // conversion would wrap 4294967298 around to 2.
      const Expr *W = V->IgnoreImpCasts();
      if (const auto *CE = dyn_cast<ConstantExpr>(W))
        W = CE->getSubExpr()->IgnoreImpCasts();
      QualType Written = W->getType();
      std::optional<llvm::APSInt> Val = evalInt(W);
      if (H.Kind == "allow_tma") {
        if (!Written->isBooleanType() || !Val) {
          error(VLoc, "allow_tma takes true or false");
          Ok = false;
        }
        Out.push_back(H);
        continue;
      }
      if (!Val || !Written->isIntegralOrEnumerationType() ||
          Written->isBooleanType()) {
        error(VLoc, "the value of hint '%0' must be an integer constant")
            << H.Kind;
        Ok = false;
        continue;
      }
      int64_t N = saturate(*Val);
      std::string Got = llvm::toString(*Val, 10);
      if (H.Kind == "num_cta_in_cga") {
        if (N != 1 && N != 2 && N != 4 && N != 8 && N != 16) {
          error(VLoc, "num_cta_in_cga must be 1, 2, 4, 8 or 16 (got %0)")
              << Got;
          Ok = false;
        } else if (ArchV >= 800 && ArchV < 900 && N != 1) {
          error(VLoc, "num_cta_in_cga must be 1 on sm_8x (got %0 for "
                      "architecture %1)")
              << std::to_string(N) << std::to_string(ArchV);
          Ok = false;
        }
      } else if (H.Kind == "occupancy") {
        if (N < 1 || N > 32) {
          error(VLoc, "occupancy must be between 1 and 32 (got %0)") << Got;
          Ok = false;
        }
      } else if (H.Kind == "latency") {
        if (N < 1 || N > 10) {
          error(VLoc, "latency must be between 1 and 10 (got %0)") << Got;
          Ok = false;
        }
      }
      Out.push_back(H);
    }
    return Ok;
  }

  // Placement and duplicates for all hints on one construct.
  void checkHintSet(llvm::ArrayRef<const AnnotateAttr *> Hints, bool OnKernel,
                    const FunctionDecl *Ctx, const Stmt *Content) {
    if (Hints.empty())
      return;
    llvm::SmallVector<HintEntry, 8> All;
    for (const AnnotateAttr *A : Hints)
      decodeHint(A, Ctx, All);
    std::map<std::pair<int64_t, std::string>, SourceLocation> Seen;
    bool WantsTma = false;
    SourceLocation TmaLoc;
    for (const HintEntry &H : All) {
      auto [It, New] = Seen.insert({{H.Arch, H.Kind.str()}, H.KindLoc});
      if (!New) {
        error(H.KindLoc, "duplicate hint '%0' for architecture %1") << H.Kind
            << std::to_string(H.Arch);
        note(It->second, "previous hint is here");
      }
      HintWhere W = hintWhere(H.Kind);
      if (OnKernel && W == HintWhere::Statement)
        error(H.KindLoc, "hint '%0' applies to loads and stores; place it on "
                         "the statement that performs the operation")
            << H.Kind;
      if (!OnKernel && W == HintWhere::Kernel)
        error(H.KindLoc, "hint '%0' applies to tile kernels; place it on the "
                         "__tile_global__ declaration")
            << H.Kind;
      if (H.Kind == "allow_tma") {
        WantsTma = true;
        TmaLoc = H.KindLoc;
      }
    }
    if (OnKernel)
      return;
    bool TileSpace = false, Gather = false;
    findMemoryOps(Content, TileSpace, Gather);
    if (!TileSpace && !Gather)
      error(Hints.front()->getLocation(),
            "this statement has no load or store for cutile::hint to apply "
            "to; place the hint on the statement that calls load or store");
    else if (WantsTma && !TileSpace)
      error(TmaLoc, "allow_tma applies only to tile-space loads and stores "
                    "(partition_view), not to gather/scatter through pointer "
                    "tiles");
  }

  static bool inTilesNamespace(const Decl *D) {
    for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
      if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
        if (NS->getName() == "tiles")
          if (const auto *Up = dyn_cast<NamespaceDecl>(NS->getParent()))
            if (Up->getName() == "cuda")
              return true;
    return false;
  }

  // Memory operations a statement hint can apply to: load/store members of
  // views (tile space) and the free load/store on pointer tiles (gather and
  // scatter), from the tile API or marked as tile code.
  void findMemoryOps(const Stmt *S, bool &TileSpace, bool &Gather) {
    if (!S)
      return;
    if (isa<LambdaExpr>(S))
      return;
    if (const auto *CE = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *Callee = CE->getDirectCallee())
        if (const IdentifierInfo *II = Callee->getIdentifier()) {
          bool Named = llvm::StringSwitch<bool>(II->getName())
                           .Cases({"load", "store", "load_masked",
                                   "store_masked", "gather", "scatter"},
                                  true)
                           .Default(false);
          if (Named && (isTileFunction(Callee) || inTilesNamespace(Callee))) {
            if (isa<CXXMethodDecl>(Callee) &&
                cast<CXXMethodDecl>(Callee)->isInstance())
              TileSpace = true;
            else
              Gather = true;
          }
        }
    for (const Stmt *C : S->children())
      findMemoryOps(C, TileSpace, Gather);
  }

  static llvm::SmallVector<const AnnotateAttr *, 4>
  hintsOf(llvm::ArrayRef<const Attr *> Attrs) {
    llvm::SmallVector<const AnnotateAttr *, 4> Out;
    for (const Attr *A : Attrs)
      if (const auto *AA = dyn_cast<AnnotateAttr>(A))
        if (AA->getAnnotation() == kHint && !AA->isInherited())
          Out.push_back(AA);
    return Out;
  }

  void checkKernelHints(const FunctionDecl *FD) {
    llvm::SmallVector<const Attr *, 4> Attrs(FD->attrs());
    auto Hints = hintsOf(Attrs);
    if (Hints.empty())
      return;
    if (!isTileKernel(FD)) {
      error(Hints.front()->getLocation(),
            "kernel hints are only allowed on __tile_global__ functions; "
            "statement hints go on the statement inside tile code");
      return;
    }
    checkHintSet(Hints, /*OnKernel=*/true, FD, nullptr);
  }

  //--- launches --------------------------------------------------------------

  // The argument Clang synthesised from a default, seen through the copies
  // that pass it by value.
  static bool isDefaulted(const Expr *E) {
    while (true) {
      E = E->IgnoreImplicit();
      if (isa<CXXDefaultArgExpr>(E))
        return true;
      const auto *CE = dyn_cast<CXXConstructExpr>(E);
      if (!CE || CE->getNumArgs() != 1 ||
          !CE->getConstructor()->isCopyOrMoveConstructor())
        return false;
      E = CE->getArg(0);
    }
  }

  // Constant block dimension (x, y, z), if it has one.
  std::optional<std::array<uint64_t, 3>> constantDim3(const Expr *E) {
    if (E->isValueDependent())
      return std::nullopt;
    Expr::EvalResult R;
    if (E->EvaluateAsRValue(R, Ctx) && R.Val.isStruct() &&
        R.Val.getStructNumFields() >= 3) {
      std::array<uint64_t, 3> D;
      for (unsigned I = 0; I < 3; ++I) {
        const APValue &F = R.Val.getStructField(I);
        if (!F.isInt())
          return std::nullopt;
        D[I] = F.getInt().getZExtValue();
      }
      return D;
    }
    return std::nullopt;
  }

  void checkBlockDim(const Expr *Block, const FunctionDecl *Kernel) {
    if (isDefaulted(Block))
      return;
    auto D = constantDim3(Block);
    if (!D) {
      warning(Block->getExprLoc(),
              "the block dimension of a tile kernel launch is not a constant; "
              "it must be 1 at run time (launch %0 with <<<grid, 1>>>)")
          << Kernel;
      return;
    }
    if ((*D)[0] != 1 || (*D)[1] != 1 || (*D)[2] != 1)
      error(Block->getExprLoc(),
            "the block dimension of a tile kernel launch must be 1, not "
            "(%0, %1, %2); the compiler chooses the threads of a tile block, "
            "so launch %3 with <<<grid, 1>>>")
          << std::to_string((*D)[0]) << std::to_string((*D)[1])
          << std::to_string((*D)[2]) << Kernel;
  }

  void checkSharedMem(const Expr *Mem) {
    if (isDefaulted(Mem) || Mem->isValueDependent())
      return;
    if (auto V = evalInt(Mem); V && *V != 0)
      error(Mem->getExprLoc(),
            "dynamic shared memory of a tile kernel launch must be 0 (got %0); "
            "tile kernels do not use shared memory")
          << toString(*V, 10);
  }

  void checkLaunch(const CUDAKernelCallExpr *E) {
    const FunctionDecl *K = E->getDirectCallee();
    const CallExpr *Cfg = E->getConfig();
    if (!K || !Cfg || Cfg->getNumArgs() < 2)
      return;
    const Expr *Block = Cfg->getArg(1);
    if (!isTileKernel(K)) {
      if (isDefaulted(Block))
        error(Cfg->getBeginLoc(),
              "a launch of SIMT kernel %0 needs a block dimension: "
              "write %1<<<grid, block>>>; only tile kernels may omit it")
            << K << K->getNameAsString();
      return;
    }
    checkBlockDim(Block, K);
    if (Cfg->getNumArgs() >= 3)
      checkSharedMem(Cfg->getArg(2));
  }

  // cudaLaunchKernel(func, grid, block, args, sharedMem, stream) on a tile
  // kernel follows the same rules as <<<>>>.
  void checkLaunchApi(const CallExpr *E, const FunctionDecl *Callee) {
    if (!Callee->getIdentifier() ||
        !Callee->getName().starts_with("cudaLaunchKernel") ||
        Callee->getName().starts_with("cudaLaunchKernelEx") ||
        E->getNumArgs() < 3)
      return;
    const Expr *Fn = E->getArg(0)->IgnoreParenCasts();
    if (const auto *U = dyn_cast<UnaryOperator>(Fn);
        U && U->getOpcode() == UO_AddrOf)
      Fn = U->getSubExpr()->IgnoreParenCasts();
    const auto *Ref = dyn_cast<DeclRefExpr>(Fn);
    const auto *K = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (!K || !isTileKernel(K))
      return;
    checkBlockDim(E->getArg(2), K);
    if (E->getNumArgs() >= 5)
      checkSharedMem(E->getArg(4));
  }

  //--- recursion -------------------------------------------------------------

  bool reaches(const FunctionDecl *From, const FunctionDecl *To,
               llvm::SmallPtrSetImpl<const FunctionDecl *> &Seen) {
    if (From == To)
      return true;
    if (!Seen.insert(From).second)
      return false;
    auto It = Calls.find(From);
    if (It == Calls.end())
      return false;
    for (auto &[Callee, Call] : It->second)
      if (reaches(Callee, To, Seen))
        return true;
    return false;
  }

  void checkRecursion() {
    for (auto &[Caller, Edges] : Calls)
      for (auto &[Callee, Call] : Edges) {
        llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
        if (reaches(Callee, Caller, Seen))
          error(Call->getBeginLoc(),
                "recursion is not allowed in tile code: this call to %0 can "
                "reach %1 again; rewrite it as a loop")
              << Callee << Caller;
      }
  }
};

bool BodyChecker::VisitReturnStmt(ReturnStmt *S) {
  if (!Tile)
    return true;
  if (Loops)
    P.error(S->getReturnLoc(),
            "'return' inside a loop is not allowed in tile code; leave the "
            "loop with 'break' and return after it");
  else if (Switches)
    P.error(S->getReturnLoc(),
            "'return' inside a 'switch' is not allowed in tile code; 'break' "
            "out of the 'switch' and return after it");
  return true;
}

bool BodyChecker::VisitGotoStmt(GotoStmt *S) {
  if (Tile)
    P.error(S->getGotoLoc(), "'goto' is not allowed in tile code; use loops, "
                             "'if', 'break' and 'continue'");
  return true;
}

bool BodyChecker::VisitIndirectGotoStmt(IndirectGotoStmt *S) {
  if (Tile)
    P.error(S->getGotoLoc(), "'goto' is not allowed in tile code; use loops, "
                             "'if', 'break' and 'continue'");
  return true;
}

bool BodyChecker::VisitCXXTryStmt(CXXTryStmt *S) {
  if (Tile)
    P.error(S->getTryLoc(), "exceptions are not supported in tile code; "
                            "remove the 'try' block and report errors "
                            "through return values or output parameters");
  return true;
}

bool BodyChecker::VisitCXXThrowExpr(CXXThrowExpr *E) {
  if (Tile)
    P.error(E->getThrowLoc(), "exceptions are not supported in tile code; "
                              "remove the 'throw'");
  return true;
}

bool BodyChecker::VisitCXXNewExpr(CXXNewExpr *E) {
  if (Tile)
    P.error(E->getBeginLoc(),
            "'new' is not allowed in tile code; use local variables and "
            "tiles, or memory allocated on the host and passed in as a "
            "pointer");
  return true;
}

bool BodyChecker::VisitCXXDeleteExpr(CXXDeleteExpr *E) {
  if (Tile)
    P.error(E->getBeginLoc(),
            "'delete' is not allowed in tile code; free memory on the host");
  return true;
}

bool BodyChecker::VisitAsmStmt(AsmStmt *S) {
  if (Tile)
    P.error(S->getAsmLoc(), "inline assembly is not allowed in tile code; use "
                            "the cuda::tiles operations");
  return true;
}

// Reported where a __shared__ variable is declared in tile code, or used
// there when it is declared elsewhere.
constexpr char kSharedInTileCode[] =
    "tile code cannot use __shared__ variables; the compiler places tiles, "
    "and a block's tiles need no shared buffer of yours";

bool BodyChecker::VisitVarDecl(VarDecl *VD) {
  if (Tile && VD->getType()->isVariableArrayType())
    P.error(VD->getLocation(),
            "variable-length arrays are not allowed in tile code; use an "
            "array or a ct::tile with a constant size");
  // nvcc's rule too: shared memory belongs to the compiler's lowering.
  if (Tile && VD->hasAttr<CUDASharedAttr>())
    P.error(VD->getLocation(), kSharedInTileCode);
  else if (Tile && VD->isStaticLocal() && !VD->isConstexpr() &&
      !VD->getType().isConstQualified())
    P.error(VD->getLocation(),
            "static local variables in tile code must be const; make it "
            "constexpr or an ordinary local variable");
  llvm::SmallVector<const Attr *, 4> Attrs(VD->attrs());
  auto Hints = Checker::hintsOf(Attrs);
  if (Hints.empty())
    return true;
  if (!Tile) {
    P.error(Hints.front()->getLocation(),
            "statement hints are only allowed in tile code");
    return true;
  }
  P.checkHintSet(Hints, /*OnKernel=*/false, FD, VD->getInit());
  return true;
}

bool BodyChecker::VisitAttributedStmt(AttributedStmt *S) {
  auto Hints = Checker::hintsOf(S->getAttrs());
  if (Hints.empty())
    return true;
  if (!Tile) {
    P.error(Hints.front()->getLocation(),
            "statement hints are only allowed in tile code");
    return true;
  }
  P.checkHintSet(Hints, /*OnKernel=*/false, FD, S->getSubStmt());
  return true;
}

// SIMT builtin variables, with what tile code uses instead.
const char *simtVariableAdvice(llvm::StringRef Name) {
  return llvm::StringSwitch<const char *>(Name)
      .Case("threadIdx", "a tile block has one logical thread; index data "
                         "with ct::bid() and tile operations")
      .Case("blockIdx", "use ct::bid()")
      .Case("blockDim", "the block dimension of a tile kernel is always 1")
      .Case("gridDim", "use ct::num_blocks()")
      .Case("warpSize", "tile code has no warps")
      .Default(nullptr);
}

bool isSimtIntrinsic(llvm::StringRef Name) {
  for (llvm::StringRef P :
       {"__syncthreads", "__syncwarp", "__shfl", "__ballot", "__any_sync",
        "__all_sync", "__uni_sync", "__activemask", "__match_any_sync",
        "__match_all_sync", "__threadfence", "__nvvm_"})
    if (Name.starts_with(P))
      return true;
  // __reduce_add_sync & co.; other __reduce_ names (ours included) are not.
  return Name.starts_with("__reduce_") && Name.ends_with("_sync");
}

bool BodyChecker::VisitDeclRefExpr(DeclRefExpr *E) {
  if (!Tile)
    return true;
  const auto *VD = dyn_cast<VarDecl>(E->getDecl());
  if (!VD || !VD->hasGlobalStorage() || hasMarker(VD, kHintKey))
    return true;
  if (const char *Advice = simtVariableAdvice(VD->getName());
      Advice && VD->getType().isConstQualified() &&
      P.Ctx.getSourceManager().isInSystemHeader(VD->getLocation())) {
    P.error(E->getLocation(),
            "%0 is a SIMT builtin and is not available in tile code; %1")
        << VD << Advice;
    return true;
  }
  if (VD->hasAttr<CUDASharedAttr>()) {
    if (!VD->isStaticLocal()) // a local one is reported where it is declared
      P.error(E->getLocation(), kSharedInTileCode);
    return true;
  }
  if (VD->isConstexpr() || VD->getType().isConstQualified())
    return true;
  P.error(E->getLocation(),
          "tile code cannot access the non-constant %select{global|static}0 "
          "variable %1; pass the value in as a kernel parameter or make the "
          "variable constexpr")
      << (VD->isStaticLocal() || VD->isStaticDataMember() ? 1 : 0) << VD;
  return true;
}

bool BodyChecker::VisitCallExpr(CallExpr *E) {
  if (auto *K = dyn_cast<CUDAKernelCallExpr>(E)) {
    if (Tile)
      P.error(K->getBeginLoc(), "kernel launches are not allowed in tile "
                                "code; launch kernels from host code");
    else
      P.checkLaunch(K);
    return true;
  }
  const FunctionDecl *Callee = E->getDirectCallee();
  if (!Tile) {
    if (!Callee)
      return true;
    if (Simt && (isTileKernel(Callee) ||
                 (isTileFunction(Callee) && !hasWrittenAttr<CUDADeviceAttr>(Callee))))
      P.error(E->getBeginLoc(),
              "SIMT code cannot call tile function %0; tile functions are "
              "callable only from __tile__ and __tile_global__ code")
          << Callee;
    if (!Simt)
      P.checkLaunchApi(E, Callee);
    return true;
  }
  if (!Callee) {
    if (E->isTypeDependent() || E->isValueDependent() ||
        isa<CXXPseudoDestructorExpr>(E->getCallee()->IgnoreParens()))
      return true;
    P.error(E->getBeginLoc(),
            "indirect calls are not allowed in tile code; call the function "
            "(or lambda) directly");
    return true;
  }
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Callee);
      MD && MD->isVirtual() && !MD->hasAttr<FinalAttr>() &&
      !MD->getParent()->hasAttr<FinalAttr>()) {
    bool Direct = false;
    if (const auto *ME = dyn_cast<MemberExpr>(E->getCallee()->IgnoreParens())) {
      Direct = ME->hasQualifier();
      const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
      if (const auto *R = dyn_cast<DeclRefExpr>(Base))
        if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
          Direct |= !V->getType()->isReferenceType() && !ME->isArrow();
    }
    if (!Direct)
      P.error(E->getBeginLoc(),
              "virtual calls are not allowed in tile code; call a non-virtual "
              "function or qualify the call (Base::%0)")
          << Callee->getDeclName();
  }
  if (Callee->getIdentifier() && isSimtIntrinsic(Callee->getName()) &&
      (Callee->getBuiltinID() ||
       P.Ctx.getSourceManager().isInSystemHeader(Callee->getLocation()))) {
    P.error(E->getBeginLoc(),
            "%0 is a SIMT intrinsic and is not available in tile code; a "
            "tile block has one logical thread, so use tile operations "
            "(reductions, scans) instead")
        << Callee;
    return true;
  }
  // threadIdx.x and friends read through these getters; the variable itself
  // was diagnosed already.
  if (Callee->getIdentifier() &&
      Callee->getName().starts_with("__fetch_builtin_"))
    return true;
  if (isTileFunction(Callee)) {
    P.Calls[FD->getCanonicalDecl()].push_back(
        {Callee->getCanonicalDecl(), E});
    return true;
  }
  if (isTileLibcCall(Callee))
    return true;
  checkConstexprCallee(Callee, E->getBeginLoc());
  if (Callee->hasAttr<CUDADeviceAttr>() && !Callee->hasAttr<CUDAHostAttr>() &&
      !Callee->hasAttr<CUDAGlobalAttr>())
    P.error(E->getBeginLoc(),
            "tile code cannot call __device__ function %0; make it __tile__, "
            "or __tile__ __device__ if SIMT code needs it too")
        << Callee;
  // nvcc rejects a __host__ __device__ function that is not also __tile__.
  // The toolkit's headers (cuda_fp16.h, ...) mark theirs __tile__ for nvcc
  // only, so functions in system headers are spared.
  else if (hasWrittenAttr<CUDADeviceAttr>(Callee) &&
           hasWrittenAttr<CUDAHostAttr>(Callee) && !Callee->isConstexpr() &&
           !P.Ctx.getSourceManager().isInSystemHeader(
               P.Ctx.getSourceManager().getExpansionLoc(Callee->getLocation())))
    P.error(E->getBeginLoc(),
            "tile code cannot call __host__ __device__ function %0, which is "
            "not __tile__; declare it __tile__ __host__ __device__")
        << Callee;
  return true;
}

// nvcc's --expt-relaxed-constexpr lifts the rule and defines this macro;
// cutile-nvcc maps the flag to it, and clang++ users can pass -D.
static bool relaxedConstexpr(ASTContext &Ctx) {
  auto It = Ctx.Idents.find("__CUDACC_RELAXED_CONSTEXPR__");
  return It != Ctx.Idents.end() && It->second->hasMacroDefinition();
}

void BodyChecker::checkConstexprCallee(const FunctionDecl *Callee,
                                       SourceLocation L) {
  if (!isNonTileConstexpr(Callee) || relaxedConstexpr(P.Ctx) ||
      P.Ctx.getSourceManager().isInSystemHeader(P.Ctx.getSourceManager().getExpansionLoc(L)))
    return;
  P.error(L, "tile code cannot call constexpr function %0, which is not "
             "__tile__ (nvcc allows it only with --expt-relaxed-constexpr); "
             "declare it __tile__ or consteval")
      << Callee;
}

bool BodyChecker::VisitCXXConstructExpr(CXXConstructExpr *E) {
  if (!Tile)
    return true;
  const CXXConstructorDecl *Ctor = E->getConstructor();
  // nvcc: the virtual table is a SIMT variable that tile code cannot use.
  if (Ctor->getParent()->isDynamicClass() && !E->isElidable()) {
    P.error(E->getBeginLoc(),
            "an object of %0, a class with virtual functions, cannot be made "
            "in tile code: tile code has no virtual tables")
        << Ctor->getParent();
    return true;
  }
  checkConstexprCallee(Ctor, E->getBeginLoc());
  return true;
}

} // namespace

void cutile::sema::noteGlobalExplicitInstantiation(SourceRange R) {
  globalInstantiations().push_back(R);
}

// Code generation must not see a translation unit the rules reject, and
// plugin actions run in an order the link decides; so whichever consumer
// comes first checks, and the translation unit remembers it.
void cutile::sema::checkTranslationUnit(ASTContext &Ctx, Sema *S) {
  TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  if (hasMarker(TU, kRulesChecked))
    return;
  TU->addAttr(AnnotateAttr::CreateImplicit(Ctx, kRulesChecked, nullptr, 0));
  Checker(Ctx, S).run();
}

// `k<<<grid>>>(...)` is a call to __cudaPushCallConfiguration; a default for
// its block dimension lets it type-check. The checker rejects the short form
// for SIMT kernels. Guarded so that -nocudainc (no dim3) still works. A
// default argument may be given only once, and cuda_tile.h adds the same one
// where no front end of ours ran (stock clangd, our clangd's preamble): the
// macro says which came first.
llvm::StringRef cutile::sema::launchDeclaration() {
  // nvcc --enable-tile defines __CUDACC_TILE__; code written for it may
  // test it. Here so that our clangd defines it too.
  return R"(
#ifndef __CUDACC_TILE__
#define __CUDACC_TILE__ 1
#endif
#if defined(__CLANG_CUDA_RUNTIME_WRAPPER_H__) && defined(__cplusplus) && \
    !defined(__CUTILE_LAUNCH_DEFAULT__)
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim,
    dim3 blockDim = dim3(1, 1, 1), __SIZE_TYPE__ sharedMem, void *stream);
#define __CUTILE_LAUNCH_DEFAULT__ 1
#endif
)";
}
