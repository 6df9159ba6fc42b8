//===- TileRulesHints.cpp - tile rules for cutile::hint -------------------===//
//
// Placement and values of the hints on kernels and on statements.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"

#include "clang/Sema/Sema.h"
#include "clang/Sema/Template.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <map>
#include <string>

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

namespace {

const llvm::SmallVector<int64_t, 12> kArchs = {
    800, 860, 870, 880, 890, 900, 1000, 1030, 1100, 1200, 1210};

} // namespace

// Values that stayed dependent (statement attributes in templates are not
// re-instantiated by Clang) are substituted with the function's template
// arguments here.
const Expr *Checker::resolve(const Expr *E, const FunctionDecl *Ctx) {
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

std::optional<llvm::APSInt> Checker::evalInt(const Expr *E) {
  Expr::EvalResult R;
  if (!E || !E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt();
}

// Every hint range fits in int64_t. A wider value (__int128, or an unsigned
// long long above INT64_MAX) saturates so that it stays out of range instead
// of being truncated into it; getExtValue would assert on it.
int64_t Checker::saturate(const llvm::APSInt &V) {
  if (std::optional<int64_t> N = V.tryExtValue())
    return *N;
  return V.isNegative() ? INT64_MIN : INT64_MAX;
}

// Decodes and checks the values of one "cutile.hint" attribute.
bool Checker::decodeHint(const AnnotateAttr *A, const FunctionDecl *Ctx,
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
void Checker::checkHintSet(llvm::ArrayRef<const AnnotateAttr *> Hints,
                           bool OnKernel, const FunctionDecl *Ctx,
                           const Stmt *Content) {
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

bool Checker::inTilesNamespace(const Decl *D) {
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
void Checker::findMemoryOps(const Stmt *S, bool &TileSpace, bool &Gather) {
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

llvm::SmallVector<const AnnotateAttr *, 4>
Checker::hintsOf(llvm::ArrayRef<const Attr *> Attrs) {
  llvm::SmallVector<const AnnotateAttr *, 4> Out;
  for (const Attr *A : Attrs)
    if (const auto *AA = dyn_cast<AnnotateAttr>(A))
      if (AA->getAnnotation() == kHint && !AA->isInherited())
        Out.push_back(AA);
  return Out;
}

void Checker::checkKernelHints(const FunctionDecl *FD) {
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

void BodyChecker::checkStatementHints(llvm::ArrayRef<const Attr *> Attrs,
                                      const Stmt *Content) {
  auto Hints = Checker::hintsOf(Attrs);
  if (Hints.empty())
    return;
  if (!Tile) {
    error(Hints.front()->getLocation(),
            "statement hints are only allowed in tile code");
    return;
  }
  P.checkHintSet(Hints, /*OnKernel=*/false, FD, Content);
}

bool BodyChecker::VisitAttributedStmt(AttributedStmt *S) {
  checkStatementHints(S->getAttrs(), S->getSubStmt());
  return true;
}
