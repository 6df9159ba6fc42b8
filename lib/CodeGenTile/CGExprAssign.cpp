//===- CGExprAssign.cpp - Assignment in tile code -------------------------===//
//
// Assignment and increment: the place is evaluated once, and read and
// written through loadLValue/storeLValue so that it may be memory.
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"

using namespace clang;

namespace cutile::codegen {

LValue CodeGenFunction::emitAssign(const BinaryOperator *bo, Value *result) {
  SourceLocation l = bo->getExprLoc();
  const Expr *lhs = bo->getLHS(), *rhs = bo->getRHS();
  BinaryOperatorKind op = bo->getOpcode();
  // C++17: the right operand is sequenced before the left one.
  Value r;
  if (op == BO_Assign && cgm.classify(lhs->getType()) == TypeKind::Other) {
    QualType t = lhs->getType();
    Object *tmp = newObject(defaultValue(t, l));
    emitInit(LValue{tmp, {}}, rhs, t);
    r = tmp->value;
  } else {
    r = emitRValue(rhs);
  }
  auto assignTo = [&](const LValue &dest) {
    Value res = r;
    if (op != BO_Assign) {
      const auto *cao = cast<CompoundAssignOperator>(bo);
      Value cur = loadLValue(dest, l);
      BinaryOperatorKind base = BinaryOperator::getOpForCompoundAssignment(op);
      if (lhs->getType()->isPointerType()) {
        res = addToPointer(*this, cur, r, rhs->getType(),
                           lhs->getType()->getPointeeType(), base == BO_Sub, l);
      } else {
        QualType ct = cao->getComputationLHSType();
        Value lc = convertScalar(cur, lhs->getType(), ct, l);
        res = binaryScalar(base, lc, r, ct, cao->getComputationResultType(), l);
        res = convertScalar(res, cao->getComputationResultType(), lhs->getType(), l);
      }
    }
    storeLValue(dest, res, l);
    return res;
  };
  // Only its value is used (`result`): a conditional place chosen at run
  // time between locals in registers keeps them there, the assignment runs
  // under an `if` and its value is merged through a temporary.
  const auto *co = dyn_cast<ConditionalOperator>(lhs->IgnoreParens());
  if (result && co) {
    Value cv = toBool(emitRValue(co->getCond()), co->getCond()->getType(), l);
    if (std::optional<bool> c = constBool(cv)) {
      *result = assignTo(emitLValue(*c ? co->getTrueExpr() : co->getFalseExpr()));
      return LValue();
    }
    Object *tmp = newObject(defaultValue(lhs->getType(), l));
    LValue dest = emitRuntimeConditionalLValue(
        co, cv, [&](const LValue &place) { tmp->value = assignTo(place); });
    *result = dest.obj || dest.mem ? assignTo(dest) : tmp->value;
    return LValue();
  }
  LValue dest = emitLValue(lhs);
  Value res = assignTo(dest);
  if (result)
    *result = res;
  return dest;
}

Value CodeGenFunction::emitIncDec(const UnaryOperator *uo, const LValue &lv) {
  SourceLocation l = uo->getExprLoc();
  const Expr *sub = uo->getSubExpr();
  Value old = loadLValue(lv, l);
  bool inc = uo->isIncrementOp();
  Value res;
  if (sub->getType()->isPointerType()) {
    res = addToPointer(*this, old, constInt(1, cgm.ast.LongTy, l), cgm.ast.LongTy,
                       sub->getType()->getPointeeType(), !inc, l);
  } else {
    QualType t = sub->getType();
    QualType pt = t->isBooleanType() ? cgm.ast.IntTy : t;
    Value one = constInt(1, pt, l);
    res = binaryScalar(inc ? BO_Add : BO_Sub, convertScalar(old, t, pt, l), one,
                       pt, pt, l);
    res = convertScalar(res, pt, t, l);
  }
  storeLValue(lv, res, l);
  return uo->isPrefix() ? res : old;
}

} // namespace cutile::codegen
