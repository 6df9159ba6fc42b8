//===- LoopTestOperands.cpp - loop tests nvcc 13.5 reads from memory -----===//
//
// nvcc 13.5 keeps a counted loop a `loop` when the counter or the bound of
// its test is read from memory in its front end's code, which is the case
// for (probed with tileirdisasm, nvcc 13.5.37, `for (int c0 = 0; c0 < cols;
// c0 += 64)`):
//
//  - a local or parameter whose address escapes anywhere in its function,
//    before the loop, in it or after it: captured by reference by a lambda
//    (called or not), bound to a reference (`const int& r = cols;`, an
//    argument for a `const int&` parameter), taken with `&`;
//  - a reference (`const int& n` parameter), a member (`p.n`, `this->n`, a
//    lambda's by-copy capture read in its body, a structured binding), an
//    element of a local array.
//
// Another variable escaping does not matter (a lambda capturing a copy of
// `cols` by reference, the step's variable, the caller's `cols` when the
// callee takes it by value), nor does a lambda capturing the counter by
// copy, nor an operand that is a constant. Our code generation sees none of
// this in the IR: a variable is a value whether or not a reference reaches
// it, and LoopPromote.cpp would promote every such loop. tileiras then
// unrolls and pipelines the `for`, nvcc's `loop` it does not: welford's
// scan_row (a lambda capturing `cols` by reference) was 1118 SASS
// instructions against nvcc's 373.
//
//===----------------------------------------------------------------------===//

#include "LoopTestOperands.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace cutile::codegen {

namespace {

/// Every local and parameter of a function (lambdas inside included) used
/// other than by value: read, assigned, incremented.
class EscapeFinder : public RecursiveASTVisitor<EscapeFinder> {
public:
  explicit EscapeFinder(llvm::DenseSet<const VarDecl *> &out) : out(out) {}

  ~EscapeFinder() {
    for (const DeclRefExpr *d : refs)
      if (!byValue.contains(d))
        if (const auto *v = dyn_cast<VarDecl>(d->getDecl()))
          out.insert(v);
  }

  bool VisitDeclRefExpr(DeclRefExpr *d) {
    // Inside a lambda, a captured variable is the closure's: the capture
    // itself says whether the outer one escapes.
    if (!d->refersToEnclosingVariableOrCapture())
      refs.push_back(d);
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *e) {
    if (e->getCastKind() == CK_LValueToRValue)
      usedByValue(e->getSubExpr());
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *e) {
    if (e->isAssignmentOp())
      usedByValue(e->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *e) {
    if (e->isIncrementDecrementOp())
      usedByValue(e->getSubExpr());
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *e) {
    for (const LambdaCapture &c : e->captures())
      if (c.capturesVariable() && c.getCaptureKind() == LCK_ByRef)
        if (const auto *v = dyn_cast<VarDecl>(c.getCapturedVar()))
          out.insert(v);
    return true;
  }
  // Unevaluated operands take no address.
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) { return true; }
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc, bool = true) { return true; }

private:
  /// An lvalue whose use reads or writes the object and lets no address
  /// out: `(c ? a : b) = 5` names a and b so, as does `(x, a)` a.
  void usedByValue(const Expr *e) {
    e = e->IgnoreParens();
    if (const auto *d = dyn_cast<DeclRefExpr>(e))
      byValue.insert(d);
    else if (const auto *c = dyn_cast<AbstractConditionalOperator>(e)) {
      usedByValue(c->getTrueExpr());
      usedByValue(c->getFalseExpr());
    } else if (const auto *b = dyn_cast<BinaryOperator>(e)) {
      if (b->isCommaOp())
        usedByValue(b->getRHS());
      else if (b->isAssignmentOp())
        usedByValue(b->getLHS());
    } else if (const auto *u = dyn_cast<UnaryOperator>(e)) {
      if (u->isIncrementDecrementOp())
        usedByValue(u->getSubExpr());
    } else if (const auto *ic = dyn_cast<ImplicitCastExpr>(e)) {
      if (ic->getCastKind() == CK_NoOp)
        usedByValue(ic->getSubExpr());
    }
  }

  llvm::DenseSet<const VarDecl *> &out;
  llvm::SmallVector<const DeclRefExpr *, 64> refs;
  llvm::DenseSet<const DeclRefExpr *> byValue;
};

} // namespace

bool EscapedVars::escapes(const VarDecl *v) {
  const auto *fd = dyn_cast_or_null<FunctionDecl>(v->getParentFunctionOrMethod());
  if (!fd)
    return true;
  auto [it, fresh] = byFunction.try_emplace(fd);
  if (fresh) {
    EscapeFinder finder(it->second);
    if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
      for (const CXXCtorInitializer *init : ctor->inits())
        finder.TraverseConstructorInitializer(const_cast<CXXCtorInitializer *>(init));
    finder.TraverseStmt(const_cast<Stmt *>(fd->getBody()));
  }
  return it->second.contains(v);
}

namespace {

/// Whether nvcc's front end reads one side of the test from memory.
bool operandInMemory(const Expr *e, ASTContext &ast, EscapedVars &escaped) {
  e = e->IgnoreParenImpCasts();
  if (e->isValueDependent() || e->isIntegerConstantExpr(ast))
    return false;
  if (const auto *d = dyn_cast<DeclRefExpr>(e)) {
    const auto *v = dyn_cast<VarDecl>(d->getDecl());
    // A structured binding names a member of a hidden object; a variable
    // of the enclosing function, read in a lambda, a closure's member.
    if (!v || d->refersToEnclosingVariableOrCapture() || v->isInitCapture())
      return true;
    if (v->getType()->isReferenceType() || !v->hasLocalStorage())
      return true;
    return escaped.escapes(v);
  }
  if (const auto *u = dyn_cast<UnaryOperator>(e))
    return u->getOpcode() == UO_Deref;
  return isa<MemberExpr, ArraySubscriptExpr>(e);
}

} // namespace

bool loopTestReadsMemory(const Expr *cond, ASTContext &ast, EscapedVars &escaped) {
  if (!cond)
    return false;
  const auto *cmp = dyn_cast<BinaryOperator>(cond->IgnoreParenImpCasts());
  if (!cmp || !cmp->isComparisonOp())
    return false;
  return operandInMemory(cmp->getLHS(), ast, escaped) ||
         operandInMemory(cmp->getRHS(), ast, escaped);
}

} // namespace cutile::codegen
