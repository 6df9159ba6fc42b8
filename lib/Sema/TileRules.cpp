//===- TileRules.cpp - the tile language rules, on the finished AST -------===//
//
// The checker of the tile language rules, run on the whole translation unit
// after parsing (template instantiations included), in host and device
// compilation alike: placement and values of hints, what tile code may
// declare, call and reference, recursion. This file walks the translation
// unit and checks recursion; the rule families live in the files that
// TileRules.h lists.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"
#include "TileSema.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

#include <vector>

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

namespace {

// Explicit instantiations written with __global__ (TokenWatch.cpp).
std::vector<SourceRange> &globalInstantiations() {
  static std::vector<SourceRange> R;
  return R;
}

} // namespace

bool rules::inGlobalExplicitInstantiation(const SourceManager &SM,
                                          SourceLocation L) {
  L = SM.getExpansionLoc(L);
  return llvm::any_of(globalInstantiations(), [&](SourceRange R) {
    return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
           !SM.isBeforeInTranslationUnit(R.getEnd(), L);
  });
}

void Checker::run() {
  TraverseDecl(Ctx.getTranslationUnitDecl());
  checkRecursion();
}

bool Checker::VisitFunctionDecl(FunctionDecl *FD) {
  if (FD->isInvalidDecl())
    return true;
  // Templates too: nvcc checks a foreign declaration where it is written.
  checkForeign(FD);
  if (FD->isDependentContext())
    return true;
  checkForeignTemplateArgs(FD);
  bool Tile = isTileCode(FD);
  if (Tile) {
    checkSpaces(FD);
    checkVirtual(FD);
    checkInt128Signature(FD);
  }
  if (isTileKernel(FD)) {
    checkGlobalInstantiation(FD);
    checkClosureArgs(FD);
  }
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

//--- recursion -------------------------------------------------------------

bool Checker::reaches(const FunctionDecl *From, const FunctionDecl *To,
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

void Checker::checkRecursion() {
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
  return R"(
#if defined(__CLANG_CUDA_RUNTIME_WRAPPER_H__) && defined(__cplusplus) && \
    !defined(__CUTILE_LAUNCH_DEFAULT__)
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim,
    dim3 blockDim = dim3(1, 1, 1), __SIZE_TYPE__ sharedMem, void *stream);
#define __CUTILE_LAUNCH_DEFAULT__ 1
#endif
)";
}
