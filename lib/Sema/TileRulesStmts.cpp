//===- TileRulesStmts.cpp - tile rules for statements and expressions -----===//
//
// Control flow, exceptions, dynamic memory and inline assembly in tile code,
// and the variables it may reference.
//
//===----------------------------------------------------------------------===//

#include "TileRules.h"

#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace cutile::sema;
using namespace cutile::sema::rules;

// CUDA 13.5 accepts a return inside a loop or a switch (nvcc 13.5 probed;
// CGStmt.cpp lowers it); with a CUDA 13.4 toolkit it stays 13.4's error.
bool BodyChecker::VisitReturnStmt(ReturnStmt *S) {
  if (!Tile || P.CudaVersion >= 13050)
    return true;
  if (Loops)
    error(S->getReturnLoc(),
            "'return' inside a loop is not allowed in tile code before CUDA "
            "13.5 (the CUDA toolkit in use is older); leave the loop with "
            "'break' and return after it");
  else if (Switches)
    error(S->getReturnLoc(),
            "'return' inside a 'switch' is not allowed in tile code before "
            "CUDA 13.5 (the CUDA toolkit in use is older); 'break' out of the "
            "'switch' and return after it");
  return true;
}

// nvcc 13.4 rejects a continue whose innermost loop-or-switch is a switch,
// on a run-time value or a constant alike (probed); one in a loop nested in
// the switch is fine.
bool BodyChecker::VisitContinueStmt(ContinueStmt *S) {
  if (Tile && InSwitch)
    error(S->getBeginLoc(),
            "'continue' inside a 'switch' is not allowed in tile code; set a "
            "flag, 'break' out of the 'switch' and continue after it");
  return true;
}

bool BodyChecker::VisitGotoStmt(GotoStmt *S) {
  if (Tile)
    error(S->getGotoLoc(), "'goto' is not allowed in tile code; use loops, "
                             "'if', 'break' and 'continue'");
  return true;
}

bool BodyChecker::VisitIndirectGotoStmt(IndirectGotoStmt *S) {
  if (Tile)
    error(S->getGotoLoc(), "'goto' is not allowed in tile code; use loops, "
                             "'if', 'break' and 'continue'");
  return true;
}

// A tile function written __host__ too is host code in the host
// compilation: nvcc 13.5 compiles a throw there (nvcc -c, probed), which
// libcu++ has on its host-only paths (NV_IF_TARGET(NV_IS_HOST, (throw ...)),
// optional's bad access). The device compilation keeps the rule.
static bool hostCompileOfHostTile(const FunctionDecl *FD) {
  return !FD->getASTContext().getLangOpts().CUDAIsDevice &&
         hasWrittenAttr<CUDAHostAttr>(FD) &&
         !FD->getASTContext().Idents.get("__CUTILE_EMULATE__").hasMacroDefinition();
}

bool BodyChecker::VisitCXXTryStmt(CXXTryStmt *S) {
  if (Tile && !hostCompileOfHostTile(FD))
    error(S->getTryLoc(), "exceptions are not supported in tile code; "
                            "remove the 'try' block and report errors "
                            "through return values or output parameters");
  return true;
}

bool BodyChecker::VisitCXXThrowExpr(CXXThrowExpr *E) {
  if (Tile && !hostCompileOfHostTile(FD))
    error(E->getThrowLoc(), "exceptions are not supported in tile code; "
                              "remove the 'throw'");
  return true;
}

bool BodyChecker::VisitCXXNewExpr(CXXNewExpr *E) {
  if (Tile)
    error(E->getBeginLoc(),
            "'new' is not allowed in tile code; use local variables and "
            "tiles, or memory allocated on the host and passed in as a "
            "pointer");
  return true;
}

bool BodyChecker::VisitCXXDeleteExpr(CXXDeleteExpr *E) {
  if (Tile)
    error(E->getBeginLoc(),
            "'delete' is not allowed in tile code; free memory on the host");
  return true;
}

bool BodyChecker::VisitAsmStmt(AsmStmt *S) {
  if (Tile)
    error(S->getAsmLoc(), "inline assembly is not allowed in tile code; use "
                            "the cuda::tiles operations");
  return true;
}
namespace {

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

} // namespace

bool BodyChecker::VisitDeclRefExpr(DeclRefExpr *E) {
  if (!Tile)
    return true;
  const auto *VD = dyn_cast<VarDecl>(E->getDecl());
  if (!VD || !VD->hasGlobalStorage() || hasMarker(VD, kHintKey))
    return true;
  if (const char *Advice = simtVariableAdvice(VD->getName());
      Advice && VD->getType().isConstQualified() &&
      P.Ctx.getSourceManager().isInSystemHeader(VD->getLocation())) {
    error(E->getLocation(),
            "%0 is a SIMT builtin and is not available in tile code; %1")
        << VD << Advice;
    return true;
  }
  if (VD->hasAttr<CUDASharedAttr>()) {
    if (!VD->isStaticLocal()) // a local one is reported where it is declared
      error(E->getLocation(), kSharedInTileCode);
    return true;
  }
  // A static local is a module global that tile code may write.
  if (VD->isConstexpr() || VD->getType().isConstQualified() ||
      VD->isStaticLocal())
    return true;
  error(E->getLocation(),
          "tile code cannot access the non-constant %select{global|static}0 "
          "variable %1; pass the value in as a kernel parameter or make the "
          "variable constexpr")
      << (VD->isStaticDataMember() ? 1 : 0) << VD;
  return true;
}
