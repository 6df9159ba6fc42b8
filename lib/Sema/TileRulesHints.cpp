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

// "800, 860, ..., 1210", for the unknown-architecture warning.
std::string knownArchList() {
  std::string Out;
  for (int64_t A : cutile::hints::knownArchs())
    Out += (Out.empty() ? "" : ", ") + std::to_string(A);
  return Out;
}

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

// Decodes and checks the values of one "cutile.hint" attribute. What nvcc
// rejects is an error; what it only warns about (an unknown architecture, a
// value out of range) is a cutile-hints warning, and the hint or pair is left
// out of Out, as code generation leaves it out (include/cutile/Hints.h).
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
  if (!cutile::hints::isKnownArch(ArchV)) {
    hintWarning(DE, Args[0]->getExprLoc(),
                "cutile::hint ignored: unknown architecture %0; use 0 (every "
                "target) or one of %1")
        << llvm::toString(*Arch, 10) << knownArchList();
    return true;
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
    // nvcc takes any integer or bool for every kind (occupancy = true is 1,
    // allow_tma = 1 is true) and rejects the rest.
    if (!Val || !Written->isIntegralOrEnumerationType()) {
      if (H.Kind == "allow_tma")
        error(VLoc, "allow_tma takes true or false");
      else
        error(VLoc, "the value of hint '%0' must be an integer constant")
            << H.Kind;
      Ok = false;
      continue;
    }
    llvm::StringRef Why =
        cutile::hints::invalidValueReason(H.Kind, saturate(*Val));
    if (!Why.empty()) {
      hintWarning(DE, H.KindLoc, "hint '%0' ignored: %1 is out of range (%2)")
          << H.Kind << llvm::toString(*Val, 10) << Why;
      continue;
    }
    Out.push_back(H);
  }
  return Ok;
}

// Placement and duplicates for all hints on one construct: a kernel (FD a
// tile kernel or not) or a statement (Content: what it computes). Like nvcc,
// each kind that cannot apply is a warning, and the kind is ignored.
void Checker::checkHintSet(llvm::ArrayRef<const AnnotateAttr *> Hints,
                           bool OnKernel, const FunctionDecl *Ctx,
                           const Stmt *Content) {
  if (Hints.empty())
    return;
  llvm::SmallVector<HintEntry, 8> All;
  for (const AnnotateAttr *A : Hints)
    decodeHint(A, Ctx, All);
  std::map<std::pair<int64_t, std::string>, SourceLocation> Seen;
  llvm::SmallVector<const HintEntry *, 8> Applicable;
  for (const HintEntry &H : All) {
    auto [It, New] = Seen.insert({{H.Arch, H.Kind.str()}, H.KindLoc});
    if (!New) {
      hintWarning(DE, H.KindLoc,
                  "duplicate hint '%0' for architecture %1; the earlier "
                  "value is ignored")
          << H.Kind << std::to_string(H.Arch);
      note(It->second, "previous hint is here");
      It->second = H.KindLoc;
    }
    HintWhere W = hintWhere(H.Kind);
    if (OnKernel && W == HintWhere::Statement) {
      hintWarning(DE, H.KindLoc,
                  "hint '%0' ignored: it applies to loads and stores; place "
                  "it on the statement that performs the operation")
          << H.Kind;
      continue;
    }
    if (!OnKernel && W == HintWhere::Kernel) {
      hintWarning(DE, H.KindLoc,
                  "hint '%0' ignored: it applies to tile kernels; place it "
                  "on the __tile_global__ declaration")
          << H.Kind;
      continue;
    }
    Applicable.push_back(&H);
  }
  if (OnKernel) {
    if (!isTileKernel(Ctx))
      for (const HintEntry *H : Applicable)
        hintWarning(DE, H->KindLoc,
                    "hint '%0' ignored: kernel hints apply only to "
                    "__tile_global__ functions")
            << H->Kind;
    return;
  }
  // Memory operations of this statement itself: those inside functions it
  // calls take no hint from it (nvcc 13.5 warns on a hinted call of a
  // __tile__ function that loads).
  bool TileSpace = false, Gather = false;
  findMemoryOps(Content, TileSpace, Gather);
  for (const HintEntry *H : Applicable) {
    if (!TileSpace && !Gather)
      hintWarning(DE, H->KindLoc,
                  "hint '%0' ignored: this statement has no load or store for "
                  "it to apply to; place the hint on the statement that "
                  "calls load or store")
          << H->Kind;
    else if (H->Kind == "allow_tma" && !TileSpace)
      hintWarning(DE, H->KindLoc,
                  "allow_tma ignored: it applies only to tile-space loads and "
                  "stores (partition_view), not to gather/scatter through "
                  "pointer tiles");
  }
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
  checkHintSet(Hints, /*OnKernel=*/true, FD, nullptr);
}

void BodyChecker::checkStatementHints(llvm::ArrayRef<const Attr *> Attrs,
                                      const Stmt *Content) {
  auto Hints = Checker::hintsOf(Attrs);
  if (Hints.empty())
    return;
  if (!Tile) {
    // Outside tile code nothing takes a hint: one warning for the lot.
    hintWarning(P.DE, Hints.front()->getLocation(),
                "cutile::hint ignored: statement hints apply only in tile "
                "code");
    return;
  }
  P.checkHintSet(Hints, /*OnKernel=*/false, FD, Content);
}

bool BodyChecker::VisitAttributedStmt(AttributedStmt *S) {
  checkStatementHints(S->getAttrs(), S->getSubStmt());
  return true;
}
