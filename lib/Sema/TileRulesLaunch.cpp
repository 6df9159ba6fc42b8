//===- TileRulesLaunch.cpp - tile rules for launches of tile kernels ------===//
//
// Host code launching a tile kernel, with <<<>>> or cudaLaunchKernel: one
// thread per block and no dynamic shared memory.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"

#include "llvm/ADT/StringExtras.h"

#include <string>

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

// The argument Clang synthesised from a default, seen through the copies
// that pass it by value.
bool Checker::isDefaulted(const Expr *E) {
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
std::optional<std::array<uint64_t, 3>> Checker::constantDim3(const Expr *E) {
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

void Checker::checkBlockDim(const Expr *Block, const FunctionDecl *Kernel) {
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

void Checker::checkSharedMem(const Expr *Mem) {
  if (isDefaulted(Mem) || Mem->isValueDependent())
    return;
  if (auto V = evalInt(Mem); V && *V != 0)
    error(Mem->getExprLoc(),
          "dynamic shared memory of a tile kernel launch must be 0 (got %0); "
          "tile kernels do not use shared memory")
        << toString(*V, 10);
}

void Checker::checkLaunch(const CUDAKernelCallExpr *E) {
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
void Checker::checkLaunchApi(const CallExpr *E, const FunctionDecl *Callee) {
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
