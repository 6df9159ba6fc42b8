//===- TileRules.h - the tile rule checker, for its rule files -*- C++ -*-===//
//
// The checker of the tile language rules (TileRules.cpp runs it) is split by
// rule family, one file each:
//   TileRules.cpp        the walk over the translation unit, recursion
//   TileRulesDecls.cpp   declarations and types: kernels, parameters,
//                        virtual functions, local variables
//   TileRulesStmts.cpp   statements and expressions: return, goto,
//                        exceptions, new/delete, asm, variables referenced
//   TileRulesCallees.cpp what tile code may call, constructors included
//   TileRulesHints.cpp   placement and values of cutile::hint
//   TileRulesLaunch.cpp  host launches of tile kernels (<<<>>>, the API)
//   TileRulesTypes.cpp   bit-fields, 128-bit integers, host closure types
//   TileRulesForeign.cpp foreign (SIMT) function declarations (preview)
// Nothing here is part of the plugin's interface (that is TileSema.h).
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_SEMA_TILERULES_H
#define CUTILE_SEMA_TILERULES_H

#include "SemaCommon.h"
#include "ToolkitHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <optional>

namespace clang {
class Sema;
} // namespace clang

namespace cutile::sema::rules {

class Checker;

// Reported where a __shared__ variable is declared in tile code, or used
// there when it is declared elsewhere.
inline constexpr char kSharedInTileCode[] =
    "tile code cannot use __shared__ variables; the compiler places tiles, "
    "and a block's tiles need no shared buffer of yours";

// Whether L lies in an explicit instantiation written with __global__
// (TileRules.cpp keeps the ranges the token watcher reported).
bool inGlobalExplicitInstantiation(const SourceManager &SM, SourceLocation L);

// One function body, in the mode of its function: tile, SIMT or host.
class BodyChecker : public RecursiveASTVisitor<BodyChecker> {
  using Base = RecursiveASTVisitor<BodyChecker>;
  Checker &P;
  const FunctionDecl *FD;
  bool Tile, Simt;
  unsigned Loops = 0, Switches = 0;
  // Whether the innermost loop or switch around here is a switch.
  bool InSwitch = false;
  // (file, line) pairs with a 128-bit integer error already.
  llvm::DenseSet<std::pair<unsigned, unsigned>> Int128Lines;

  // An error in the body of an instantiated template names the
  // instantiation, as Clang's own errors in templates do: a kernel template
  // launched with three arguments otherwise prints one line three times with
  // nothing to tell the three apart.
  class InstDiag {
    std::optional<DiagnosticBuilder> B;
    Checker &P;
    const FunctionDecl *Inst;

  public:
    InstDiag(DiagnosticBuilder DB, Checker &P, const FunctionDecl *Inst)
        : B(DB), P(P), Inst(Inst) {}
    InstDiag(const InstDiag &) = delete;
    template <typename T> const InstDiag &operator<<(const T &V) const {
      *B << V;
      return *this;
    }
    ~InstDiag();
  };
  template <unsigned N>
  InstDiag error(SourceLocation L, const char (&Fmt)[N]);

public:
  BodyChecker(Checker &P, const FunctionDecl *FD, bool Tile, bool Simt)
      : P(P), FD(FD), Tile(Tile), Simt(Simt) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

#define CUTILE_LOOP(CLASS)                                                     \
  bool Traverse##CLASS(CLASS *S) {                                             \
    ++Loops;                                                                   \
    bool SW = InSwitch;                                                        \
    InSwitch = false;                                                          \
    bool R = Base::Traverse##CLASS(S);                                         \
    InSwitch = SW;                                                             \
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
    bool SW = InSwitch;
    InSwitch = true;
    bool R = Base::TraverseSwitchStmt(S);
    InSwitch = SW;
    --Switches;
    return R;
  }
  // A lambda body is its own function: returning from it is fine.
  bool TraverseLambdaExpr(LambdaExpr *L) {
    unsigned SL = Loops, SS = Switches;
    bool SW = InSwitch;
    Loops = Switches = 0;
    InSwitch = false;
    bool R = Base::TraverseLambdaExpr(L);
    Loops = SL;
    Switches = SS;
    InSwitch = SW;
    return R;
  }

  // TileRulesStmts.cpp
  bool VisitReturnStmt(ReturnStmt *S);
  bool VisitGotoStmt(GotoStmt *S);
  bool VisitContinueStmt(ContinueStmt *S);
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S);
  bool VisitCXXTryStmt(CXXTryStmt *S);
  bool VisitCXXThrowExpr(CXXThrowExpr *E);
  bool VisitCXXNewExpr(CXXNewExpr *E);
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E);
  bool VisitAsmStmt(AsmStmt *S);
  bool VisitDeclRefExpr(DeclRefExpr *E);
  // TileRulesDecls.cpp
  bool VisitVarDecl(VarDecl *VD);
  void checkStaticLocal(const VarDecl *VD);
  // Hints on a statement or a local variable: only tile code takes them, and
  // then they are checked against what they annotate.
  void checkStatementHints(llvm::ArrayRef<const Attr *> Attrs, const Stmt *Content);
  // TileRulesCallees.cpp
  bool VisitCallExpr(CallExpr *E);
  bool VisitCXXConstructExpr(CXXConstructExpr *E);
  void checkConstexprCallee(const FunctionDecl *Callee, SourceLocation L);
  bool checkToolkitCallee(const FunctionDecl *Callee, SourceLocation L);
  // TileRulesHints.cpp
  bool VisitAttributedStmt(AttributedStmt *S);
  // TileRulesTypes.cpp
  bool VisitMemberExpr(MemberExpr *E);
  bool VisitInitListExpr(InitListExpr *E);
  bool VisitExpr(Expr *E);
  void checkBitFieldInit(const Expr *E);
  void reportInt128(SourceLocation L, QualType T);
};

class Checker : public RecursiveASTVisitor<Checker> {
public:
  ASTContext &Ctx;
  Sema *S;
  DiagnosticsEngine &DE;
  // The toolkit's CUDA release (13040, 13050, ...): rules that changed
  // between releases follow the toolkit in use (ToolkitHelpers.h).
  unsigned CudaVersion;
  // Calls between tile functions, for the recursion rule.
  llvm::DenseMap<const FunctionDecl *,
                 llvm::SmallVector<std::pair<const FunctionDecl *,
                                             const CallExpr *>, 4>>
      Calls;

  Checker(ASTContext &Ctx, Sema *S)
      : Ctx(Ctx), S(S), DE(Ctx.getDiagnostics()),
        CudaVersion(toolkitCudaVersion(S)) {}

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

  // After an error in an instantiated template: where it was instantiated.
  void noteInstantiation(const FunctionDecl *FD) {
    if (FD->getPointOfInstantiation().isValid())
      note(FD->getPointOfInstantiation(),
           "in the instantiation of %0 requested here")
          << FD;
  }

  // TileRules.cpp
  void run();
  bool VisitFunctionDecl(FunctionDecl *FD);
  bool reaches(const FunctionDecl *From, const FunctionDecl *To,
               llvm::SmallPtrSetImpl<const FunctionDecl *> &Seen);
  void checkRecursion();

  // TileRulesDecls.cpp
  static bool isKernelParamType(QualType T);
  void checkKernelParams(const FunctionDecl *FD);
  void checkVirtual(const FunctionDecl *FD);
  void checkGlobalInstantiation(const FunctionDecl *FD);
  void checkSpaces(const FunctionDecl *FD);

  // TileRulesHints.cpp
  struct HintEntry {
    int64_t Arch;
    llvm::StringRef Kind;
    SourceLocation KindLoc;
    const Expr *Value;
  };
  const Expr *resolve(const Expr *E, const FunctionDecl *Ctx);
  std::optional<llvm::APSInt> evalInt(const Expr *E);
  static int64_t saturate(const llvm::APSInt &V);
  bool decodeHint(const AnnotateAttr *A, const FunctionDecl *Ctx,
                  llvm::SmallVectorImpl<HintEntry> &Out);
  void checkHintSet(llvm::ArrayRef<const AnnotateAttr *> Hints, bool OnKernel,
                    const FunctionDecl *Ctx, const Stmt *Content);
  static bool inTilesNamespace(const Decl *D);
  void findMemoryOps(const Stmt *S, bool &TileSpace, bool &Gather);
  static llvm::SmallVector<const AnnotateAttr *, 4>
  hintsOf(llvm::ArrayRef<const Attr *> Attrs);
  void checkKernelHints(const FunctionDecl *FD);

  // TileRulesTypes.cpp
  void checkInt128Signature(const FunctionDecl *FD);
  void checkClosureArgs(const FunctionDecl *FD);

  // TileRulesForeign.cpp
  void checkForeign(const FunctionDecl *FD);
  void checkForeignTemplateArgs(const FunctionDecl *FD);

  // TileRulesLaunch.cpp
  static bool isDefaulted(const Expr *E);
  std::optional<std::array<uint64_t, 3>> constantDim3(const Expr *E);
  void checkBlockDim(const Expr *Block, const FunctionDecl *Kernel);
  void checkSharedMem(const Expr *Mem);
  void checkLaunch(const CUDAKernelCallExpr *E);
  void checkLaunchApi(const CallExpr *E, const FunctionDecl *Callee);
};

inline BodyChecker::InstDiag::~InstDiag() {
  B.reset();
  if (Inst)
    P.noteInstantiation(Inst);
}

template <unsigned N>
BodyChecker::InstDiag BodyChecker::error(SourceLocation L,
                                         const char (&Fmt)[N]) {
  return InstDiag(P.error(L, Fmt), P,
                  FD->isTemplateInstantiation() ? FD : nullptr);
}

} // namespace cutile::sema::rules

#endif
