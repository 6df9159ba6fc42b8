//===- CGExprScalar.cpp - Rvalues of tile code ----------------------------===//
//
// The value of an expression: the dispatch over expression classes, and
// the unary and binary operators (logical ones, pointer arithmetic and
// comparisons); arithmetic on leaves is CGScalar.cpp's.
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprConcepts.h"

using namespace clang;

namespace cutile::codegen {

void CodeGenFunction::emitIgnored(const Expr *e) {
  if (!e->HasSideEffects(cgm.ast))
    return;
  (void)emitRValue(e);
}

// Two pointers into one local object (`__begin != __end` of a range-for
// over a local array or an initializer list): the comparison or difference
// of their last indices, known here. Pointers to two different objects are
// unequal. Anything else (an index chosen at run time) is not folded.
std::optional<Value>
CodeGenFunction::compareLocalPointers(const Value &lp, const Value &rp,
                                      const BinaryOperator *bo, SourceLocation l) {
  if (!lp.isRef() || !rp.isRef() || lp.isMemRef() || rp.isMemRef() ||
      !lp.getDyn().empty() || !rp.getDyn().empty())
    return std::nullopt;
  BinaryOperatorKind op = bo->getOpcode();
  if (lp.getObject() != rp.getObject()) {
    if (op != BO_EQ && op != BO_NE)
      return std::nullopt;
    return constInt(op == BO_NE, bo->getType(), l);
  }
  llvm::ArrayRef<unsigned> a = lp.getPath(), c = rp.getPath();
  if (a.empty() || a.size() != c.size() || a.drop_back() != c.drop_back())
    return std::nullopt;
  int64_t x = a.back(), y = c.back();
  switch (op) {
  case BO_Sub: return constInt(x - y, bo->getType(), l);
  case BO_EQ: return constInt(x == y, bo->getType(), l);
  case BO_NE: return constInt(x != y, bo->getType(), l);
  case BO_LT: return constInt(x < y, bo->getType(), l);
  case BO_LE: return constInt(x <= y, bo->getType(), l);
  case BO_GT: return constInt(x > y, bo->getType(), l);
  case BO_GE: return constInt(x >= y, bo->getType(), l);
  default: return std::nullopt;
  }
}

// A pointer to memory (or null) as its address, a 64-bit integer: nvcc
// 13.4 tests, compares and subtracts pointers that way (ptr_to_int, read
// from its Tile IR). A pointer to a local object has no address here.
std::optional<Value> CodeGenFunction::addressOf(const Value &p,
                                                SourceLocation l) {
  QualType u64 = cgm.ast.UnsignedLongLongTy;
  if (p.isNull())
    return constInt(0, u64, l);
  if (!p.isSSA())
    return std::nullopt;
  mlir::Type i64 = ir::TileType::get(&cgm.mctx, {}, b.getI64Type());
  return Value::ssa(createOp("ptr_to_int", p.getSSA(), i64, {}, l)->getResult(0));
}

Value CodeGenFunction::emitBinaryRValue(const BinaryOperator *bo) {
  SourceLocation l = bo->getExprLoc();
  BinaryOperatorKind op = bo->getOpcode();
  const Expr *lhs = bo->getLHS(), *rhs = bo->getRHS();
  if (op == BO_Comma) {
    emitIgnored(lhs);
    return emitRValue(rhs);
  }
  if (bo->isAssignmentOp()) {
    Value v;
    emitAssign(bo, &v);
    return v;
  }
  if (op == BO_LAnd || op == BO_LOr) {
    Value lv = toBool(emitRValue(lhs), lhs->getType(), l);
    if (auto c = constBool(lv)) {
      if (op == BO_LAnd ? !*c : *c)
        return constInt(op == BO_LOr, bo->getType(), l);
      return toBool(emitRValue(rhs), rhs->getType(), l);
    }
    // The right side runs only where C++ runs it, when that can be seen.
    if (mustEvaluateOnlyIfNeeded(rhs, cgm.ast)) {
      Object *res = newObject(lv);
      Value go = op == BO_LAnd ? lv : unaryScalar(UO_LNot, lv, cgm.ast.BoolTy, l);
      emitRuntimeIf(
          materialize(go, l),
          [&] {
            res->value = toBool(emitRValue(rhs), rhs->getType(), l);
            return Flow::Normal;
          },
          [] { return Flow::Normal; }, l);
      return res->value;
    }
    Value rv = toBool(emitRValue(rhs), rhs->getType(), l);
    return binaryScalar(op == BO_LAnd ? BO_And : BO_Or, lv, rv,
                        cgm.ast.BoolTy, cgm.ast.BoolTy, l);
  }
  if (lhs->getType()->isPointerType() || rhs->getType()->isPointerType()) {
    if (op == BO_Add || op == BO_Sub) {
      if (lhs->getType()->isPointerType() && rhs->getType()->isIntegerType())
        return addToPointer(*this, emitRValue(lhs), emitRValue(rhs),
                            rhs->getType(), lhs->getType()->getPointeeType(),
                            op == BO_Sub, l);
      if (rhs->getType()->isPointerType() && lhs->getType()->isIntegerType())
        return addToPointer(*this, emitRValue(rhs), emitRValue(lhs),
                            lhs->getType(), rhs->getType()->getPointeeType(),
                            false, l);
    }
    // Pointers to memory compare as unsigned addresses; their difference
    // is the byte distance divided by the element size (signed).
    bool cmp = bo->isComparisonOp();
    bool diff = op == BO_Sub && lhs->getType()->isPointerType() &&
                rhs->getType()->isPointerType();
    if (cmp || diff) {
      Value lp = emitRValue(lhs), rp = emitRValue(rhs);
      if (std::optional<Value> k = compareLocalPointers(lp, rp, bo, l))
        return *k;
      std::optional<Value> la = addressOf(lp, l);
      std::optional<Value> ra = addressOf(rp, l);
      if (la && ra && !(lp.isNull() && rp.isNull())) {
        if (cmp)
          return binaryScalar(op, *la, *ra, cgm.ast.UnsignedLongLongTy,
                              bo->getType(), l);
        QualType pt = bo->getType();
        int64_t size = cgm.ast.getTypeSizeInChars(
                                  lhs->getType()->getPointeeType())
                           .getQuantity();
        QualType u64 = cgm.ast.UnsignedLongLongTy;
        Value bytes = binaryScalar(BO_Sub, *la, *ra, u64, u64, l);
        return binaryScalar(BO_Div, bytes, constInt(size, pt, l), pt, pt, l);
      }
    }
    nyi(l, "this pointer arithmetic or pointer comparison");
  }
  Value lv = emitRValue(lhs);
  Value rv = emitRValue(rhs);
  return binaryScalar(op, lv, rv, lhs->getType(), bo->getType(), l);
}

Value CodeGenFunction::emitRValue(const Expr *e) {
  if (const Expr *inner = wrappedExpr(e))
    return emitRValue(inner);
  SourceLocation l = e->getExprLoc();
  switch (e->getStmtClass()) {
  case Stmt::ParenExprClass:
    return emitRValue(cast<ParenExpr>(e)->getSubExpr());
  case Stmt::ConstantExprClass: {
    const auto *ce = cast<ConstantExpr>(e);
    if (ce->hasAPValueResult())
      return constantFromAPValue(ce->getAPValueResult(), ce->getType(), l);
    return emitRValue(ce->getSubExpr());
  }
  case Stmt::IntegerLiteralClass:
  case Stmt::CharacterLiteralClass:
  case Stmt::CXXBoolLiteralExprClass:
  case Stmt::FloatingLiteralClass:
  case Stmt::UnaryExprOrTypeTraitExprClass:
  case Stmt::TypeTraitExprClass:
  case Stmt::ConceptSpecializationExprClass:
  case Stmt::RequiresExprClass:
  case Stmt::CXXNoexceptExprClass:
  case Stmt::SizeOfPackExprClass:
  case Stmt::ArrayTypeTraitExprClass:
  case Stmt::ExpressionTraitExprClass:
  case Stmt::OffsetOfExprClass: {
    if (auto c = tryConstant(e))
      return *c;
    nyi(l, "this constant expression");
  }
  case Stmt::StringLiteralClass:
    return Value::string(cast<StringLiteral>(e)->getString());
  case Stmt::CXXNullPtrLiteralExprClass:
  case Stmt::GNUNullExprClass:
    return Value::null();
  case Stmt::CXXBindTemporaryExprClass:
    return emitRValue(cast<CXXBindTemporaryExpr>(e)->getSubExpr());
  case Stmt::MaterializeTemporaryExprClass:
    return emitRValue(cast<MaterializeTemporaryExpr>(e)->getSubExpr());
  case Stmt::ImplicitValueInitExprClass:
  case Stmt::CXXScalarValueInitExprClass:
    // `void()`: what a comma fold over an empty pack is.
    if (e->getType()->isVoidType())
      return Value::undef();
    return zeroValue(e->getType(), l);
  case Stmt::DeclRefExprClass: {
    const ValueDecl *d = cast<DeclRefExpr>(e)->getDecl();
    if (const auto *ec = dyn_cast<EnumConstantDecl>(d))
      return constantFromAPValue(APValue(ec->getInitVal()), e->getType(), l);
    if (const auto *fd = dyn_cast<FunctionDecl>(d))
      return Value::func(fd);
    if (const auto *tpo = dyn_cast<TemplateParamObjectDecl>(d))
      return constantFromAPValue(tpo->getValue(), tpo->getType(), l);
    return loadLValue(emitLValue(e), l);
  }
  case Stmt::MemberExprClass: {
    const auto *me = cast<MemberExpr>(e);
    if (isa<CXXMethodDecl>(me->getMemberDecl()))
      nyi(l, "a pointer to a member function");
    return loadLValue(emitLValue(e), l);
  }
  case Stmt::ArraySubscriptExprClass:
    return loadLValue(emitLValue(e), l);
  case Stmt::CXXThisExprClass: {
    if (!frame().thisObj)
      error(l, "internal error: 'this' outside a member function");
    if (frame().thisObj->isMemory())
      return Value::ssa(frame().thisObj->mem);
    return frame().thisObj->ref();
  }
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXFunctionalCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::CXXReinterpretCastExprClass:
  case Stmt::BuiltinBitCastExprClass:
    return emitCastRValue(cast<CastExpr>(e));
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass:
    return emitBinaryRValue(cast<BinaryOperator>(e));
  case Stmt::UnaryOperatorClass: {
    const auto *uo = cast<UnaryOperator>(e);
    const Expr *sub = uo->getSubExpr();
    switch (uo->getOpcode()) {
    case UO_AddrOf: {
      LValue lv = emitLValue(sub);
      if (lv.isMemory())
        return Value::ssa(lv.mem);
      return lv.ref();
    }
    case UO_Deref:
      return loadLValue(emitLValue(e), l);
    case UO_PreInc:
    case UO_PreDec:
    case UO_PostInc:
    case UO_PostDec:
      return emitIncDec(uo, emitLValue(sub));
    case UO_Plus:
    case UO_Extension:
      return emitRValue(sub);
    case UO_Minus:
    case UO_Not:
    case UO_LNot:
      return unaryScalar(uo->getOpcode(), emitRValue(sub), sub->getType(), l);
    default:
      nyi(l, "this unary operator");
    }
  }
  case Stmt::ConditionalOperatorClass: {
    const auto *co = cast<ConditionalOperator>(e);
    return emitConditional(co);
  }
  case Stmt::CallExprClass:
  case Stmt::CXXMemberCallExprClass:
  case Stmt::CXXOperatorCallExprClass: {
    // A call returning a reference yields the Ref; reads of it go through
    // an lvalue-to-rvalue cast and emitLValue.
    return emitCall(cast<CallExpr>(e));
  }
  case Stmt::CXXConstructExprClass:
  case Stmt::CXXTemporaryObjectExprClass: {
    const auto *ce = cast<CXXConstructExpr>(e);
    Object *tmp = newObject(defaultValue(ce->getType(), l));
    emitConstruct(LValue{tmp, {}}, ce);
    return tmp->value;
  }
  case Stmt::InitListExprClass:
    return emitInitListRValue(cast<InitListExpr>(e));
  case Stmt::CXXStdInitializerListExprClass:
    return emitInitializerList(cast<CXXStdInitializerListExpr>(e));
  case Stmt::LambdaExprClass:
    return emitLambda(cast<LambdaExpr>(e));
  case Stmt::ArrayInitLoopExprClass:
    return emitRValue(cast<ArrayInitLoopExpr>(e)->getCommonExpr()->getSourceExpr());
  case Stmt::CXXInheritedCtorInitExprClass:
    nyi(l, "an inherited constructor outside a constructor");
  case Stmt::PackIndexingExprClass:
    return emitRValue(cast<PackIndexingExpr>(e)->getSelectedExpr());
  case Stmt::CXXThrowExprClass:
    nyi(l, "throw");
  default:
    break;
  }
  if (auto c = tryConstant(e))
    return *c;
  nyi(l, llvm::Twine("the expression '") + e->getStmtClassName() + "'");
}

} // namespace cutile::codegen
