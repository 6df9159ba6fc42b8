//===- TileRulesCallees.cpp - what tile code may call ---------------------===//
//
// Calls and constructions in tile code: indirect and virtual calls, SIMT
// intrinsics and functions, constexpr functions that are not tile code, and
// the C library functions the tile language keeps (printf, assert).
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"
#include "ToolkitHelpers.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

namespace {

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
  // nvcc makes std::initializer_list's members implicitly __host__ __device__
  // (CUDA Programming Guide); 13.4 accepts l.size(), l.begin() and l.end() in
  // tile code (probed), not std::begin(l).
  if (const auto *MD = dyn_cast<CXXMethodDecl>(C)) {
    const CXXRecordDecl *RD = MD->getParent();
    if (RD->getIdentifier() && RD->getName() == "initializer_list" &&
        RD->isInStdNamespace())
      return false;
  }
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

// CUDA 13.5's device_functions.h and common_functions.h mark __trap,
// __mulhi, __umulhi and __umul64hi as tile builtins (code generation emits
// assert and mulhii for them); 13.4's did not. The toolkit's or Clang's own
// declarations qualify, not a user's namesake.
bool isToolkitTileScalar(const FunctionDecl *Callee) {
  if (!Callee->getIdentifier() ||
      !Callee->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
      !llvm::StringSwitch<bool>(Callee->getName())
           .Cases({"__trap", "__mulhi", "__umulhi", "__umul64hi"}, true)
           .Default(false))
    return false;
  const SourceManager &SM = Callee->getASTContext().getSourceManager();
  return llvm::any_of(Callee->redecls(), [&](const FunctionDecl *D) {
    return SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
  });
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

} // namespace

bool BodyChecker::VisitCallExpr(CallExpr *E) {
  if (auto *K = dyn_cast<CUDAKernelCallExpr>(E)) {
    if (Tile)
      error(K->getBeginLoc(), "kernel launches are not allowed in tile "
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
      error(E->getBeginLoc(),
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
    error(E->getBeginLoc(),
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
      error(E->getBeginLoc(),
              "virtual calls are not allowed in tile code; call a non-virtual "
              "function or qualify the call (Base::%0)")
          << Callee->getDeclName();
  }
  if (Callee->getIdentifier() && isSimtIntrinsic(Callee->getName()) &&
      (Callee->getBuiltinID() ||
       P.Ctx.getSourceManager().isInSystemHeader(Callee->getLocation()))) {
    error(E->getBeginLoc(),
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
  if (isToolkitTileScalar(Callee)) {
    if (P.CudaVersion < 13050)
      error(E->getBeginLoc(),
            "tile code can call %0 from CUDA 13.5 on; this toolkit is older")
          << Callee;
    return true;
  }
  if (checkToolkitCallee(Callee, E->getBeginLoc()))
    return true;
  checkConstexprCallee(Callee, E->getBeginLoc());
  if (Callee->hasAttr<CUDADeviceAttr>() && !Callee->hasAttr<CUDAHostAttr>() &&
      !Callee->hasAttr<CUDAGlobalAttr>())
    error(E->getBeginLoc(),
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
    error(E->getBeginLoc(),
            "tile code cannot call __host__ __device__ function %0, which is "
            "not __tile__; declare it __tile__ __host__ __device__")
        << Callee;
  return true;
}

// The half and bfloat16 headers' functions: callable where CUDA 13.4 marks
// them as tile code (the __device__-only math too), an error elsewhere, as
// nvcc has it (ToolkitHelpers.cpp). True when the callee is one of them.
bool BodyChecker::checkToolkitCallee(const FunctionDecl *Callee,
                                     SourceLocation L) {
  switch (classifyToolkitCallee(Callee, P.Ctx.getSourceManager())) {
  case ToolkitCallee::Other:
    return false;
  case ToolkitCallee::Tile:
    return true;
  case ToolkitCallee::NotTile:
    error(L, "tile code cannot call %0: CUDA's cuda_fp16.h and cuda_bf16.h "
               "do not mark it as tile code (nvcc 13.4 rejects the call too)")
        << Callee;
    return true;
  }
  return false;
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
  error(L, "tile code cannot call constexpr function %0, which is not "
             "__tile__ (nvcc allows it only with --expt-relaxed-constexpr); "
             "declare it __tile__ or consteval")
      << Callee;
}

bool BodyChecker::VisitCXXConstructExpr(CXXConstructExpr *E) {
  if (!Tile) {
    // __nv_tf32's constructors are tile builtins only (the rule for calls
    // covers its conversions), as nvcc 13.5 has it.
    const CXXConstructorDecl *Ctor = E->getConstructor();
    const CXXRecordDecl *RD = Ctor->getParent();
    if (Simt && isTileFunction(Ctor) && RD->getIdentifier() &&
        RD->getName() == "__nv_tf32")
      error(E->getBeginLoc(),
            "SIMT code cannot call tile function %0; tile functions are "
            "callable only from __tile__ and __tile_global__ code")
          << Ctor;
    return true;
  }
  checkBitFieldInit(E);
  const CXXConstructorDecl *Ctor = E->getConstructor();
  // nvcc: the virtual table is a SIMT variable that tile code cannot use.
  if (Ctor->getParent()->isDynamicClass() && !E->isElidable()) {
    error(E->getBeginLoc(),
            "an object of %0, a class with virtual functions, cannot be made "
            "in tile code: tile code has no virtual tables")
        << Ctor->getParent();
    return true;
  }
  if (!Ctor->isImplicit() && !Ctor->isDefaulted() &&
      checkToolkitCallee(Ctor, E->getBeginLoc()))
    return true;
  checkConstexprCallee(Ctor, E->getBeginLoc());
  return true;
}
