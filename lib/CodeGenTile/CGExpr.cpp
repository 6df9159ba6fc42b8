//===- CGExpr.cpp - Places of tile code -----------------------------------===//
//
// Every expression evaluates to a Value (CGValue.h): a constant when C++
// knows it at compile time, an SSA value when it depends on run-time data,
// an aggregate or a reference otherwise. Lvalues name a place inside an
// object so that assignments can change it; this file finds them. The
// other CGExpr*.cpp files evaluate the rest, one construct family each.
//
//===----------------------------------------------------------------------===//

#include "CGLocalArray.h"
#include "CGMemoryObject.h"
#include "CGStaticLocal.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace cutile::codegen {

Value &LValue::get() const {
  if (!dyn.empty()) {
    DynamicPlaceUse use;
    use.loc = dynLoc;
    throw use;
  }
  return anyElement();
}

Value &LValue::anyElement() const {
  if (!obj)
    llvm::report_fatal_error("tile codegen: the value of a place in memory "
                             "read without a load");
  Value *v = &obj->value;
  for (unsigned i : path)
    v = &v->getElems()[i];
  return *v;
}

Object *CodeGenFunction::newObject(Value v) {
  objects.emplace_back();
  Object &o = objects.back();
  o.value = std::move(v);
  o.serial = objects.size() - 1;
  return &o;
}

LValue CodeGenFunction::fieldLValue(const LValue &base, const FieldDecl *fd,
                                    SourceLocation at) {
  if (base.isMemory())
    return memoryField(*this, base, fd, at);
  LValue r = base;
  Value &v = base.anyElement();
  if (!v.isAggregate())
    nyi(at, "a member of an object that has no parts here");
  r.path.push_back(fieldIndex(fd));
  // A reference member holds where it points.
  if (fd->getType()->isReferenceType()) {
    Value &ref = r.get();
    if (!ref.isRef())
      nyi(at, "an unbound reference member");
    return LValue::of(ref);
  }
  return r;
}

LValue CodeGenFunction::derefPointer(const Value &p, SourceLocation loc) {
  if (p.isRef())
    return LValue::of(p);
  if (p.isSSA())
    return memoryLValue(p.getSSA(), loc);
  error(loc, "dereferencing a null or undefined pointer in tile code");
}

LValue CodeGenFunction::lookupDecl(const ValueDecl *d, SourceLocation loc) {
  // Lambda captures: the closure's fields stand for the captured variables.
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    Frame &f = **it;
    if (auto r = f.refs.find(d); r != f.refs.end())
      return r->second;
    if (auto l = f.locals.find(d); l != f.locals.end())
      return LValue{l->second, {}};
    if (f.opaque.contains(d))
      nyi(loc, "using a kernel parameter of type '" +
                   d->getType().getAsString() +
                   "' (tile code reads no class objects from memory)");
    if (f.closure) {
      const auto *md = dyn_cast<CXXMethodDecl>(f.fd);
      const CXXRecordDecl *lambda = md ? md->getParent() : nullptr;
      if (lambda && lambda->isLambda()) {
        llvm::DenseMap<const ValueDecl *, FieldDecl *> captures;
        FieldDecl *thisField = nullptr;
        lambda->getCaptureFields(captures, thisField);
        if (auto c = captures.find(d); c != captures.end())
          return fieldLValue(*f.closure, c->second, loc);
      }
    }
    // Only the innermost frame and the frames of enclosing lambdas see
    // locals; stop at the first frame that is not a lambda body.
    if (!f.closure)
      break;
  }
  if (const auto *vd = dyn_cast<VarDecl>(d)) {
    // A static local that tile code may write is a module global.
    if (vd->isStaticLocal() && !vd->isConstexpr() &&
        !vd->getType().isConstQualified())
      return staticLocalLValue(*this, vd, loc);
    // Constants at namespace or class scope, static constexpr locals.
    if (!vd->hasLocalStorage() || vd->isStaticLocal()) {
      if (const APValue *v = vd->evaluateValue()) {
        Object *o = newObject(constantFromAPValue(*v, vd->getType(), loc));
        return LValue{o, {}};
      }
      nyi(loc, "a variable with static storage that is not a constant");
    }
  }
  // A class-type template argument names a constant object of its own.
  if (const auto *tpo = dyn_cast<TemplateParamObjectDecl>(d))
    return LValue{newObject(constantFromAPValue(tpo->getValue(),
                                                tpo->getType(), loc)),
                  {}};
  if (const auto *bd = dyn_cast<BindingDecl>(d))
    if (const Expr *b = bd->getBinding())
      return emitLValue(b);
  error(loc, "internal error: '" + d->getNameAsString() +
                 "' has no storage in tile code generation");
}

const Expr *wrappedExpr(const Expr *e) {
  switch (e->getStmtClass()) {
  case Stmt::OpaqueValueExprClass:
    return cast<OpaqueValueExpr>(e)->getSourceExpr();
  case Stmt::ExprWithCleanupsClass:
    return cast<ExprWithCleanups>(e)->getSubExpr();
  case Stmt::CXXDefaultArgExprClass:
    return cast<CXXDefaultArgExpr>(e)->getExpr();
  case Stmt::CXXDefaultInitExprClass:
    return cast<CXXDefaultInitExpr>(e)->getExpr();
  case Stmt::SubstNonTypeTemplateParmExprClass:
    return cast<SubstNonTypeTemplateParmExpr>(e)->getReplacement();
  default:
    return nullptr;
  }
}

LValue CodeGenFunction::emitLValue(const Expr *e) {
  e = e->IgnoreParens();
  if (const Expr *inner = wrappedExpr(e))
    return emitLValue(inner);
  SourceLocation l = e->getExprLoc();
  switch (e->getStmtClass()) {
  case Stmt::DeclRefExprClass:
    return lookupDecl(cast<DeclRefExpr>(e)->getDecl(), l);
  case Stmt::MemberExprClass: {
    const auto *me = cast<MemberExpr>(e);
    if (const auto *vd = dyn_cast<VarDecl>(me->getMemberDecl())) {
      emitIgnored(me->getBase());
      return lookupDecl(vd, l);
    }
    const auto *fd = dyn_cast<FieldDecl>(me->getMemberDecl());
    if (!fd)
      nyi(l, "this kind of member access");
    LValue base = me->isArrow()
                      ? typedDeref(*this, emitRValue(me->getBase()),
                                   me->getBase()->getType()->getPointeeType(), l)
                      : emitLValue(me->getBase());
    if (base.isMemory())
      return memoryField(*this, base, fd, l);
    return fieldLValue(base, fd, l);
  }
  case Stmt::ArraySubscriptExprClass: {
    const auto *ase = cast<ArraySubscriptExpr>(e);
    const Expr *base = ase->getBase()->IgnoreParens();
    Value idx = emitRValue(ase->getIdx());
    if (const auto *ice = dyn_cast<ImplicitCastExpr>(base);
        ice && ice->getCastKind() == CK_ArrayToPointerDecay) {
      LValue arr = emitLValue(ice->getSubExpr());
      if (arr.isMemory())
        return typedDeref(*this,
                          addToPointer(*this, memoryArrayDecay(*this, arr, l), idx,
                                       ase->getIdx()->getType(), ase->getType(),
                                       false, l),
                          ase->getType(), l);
      if (!idx.isInt()) {
        arr.path.push_back(0);
        return dynamicElement(*this, arr, idx, ase->getIdx()->getType(), l);
      }
      LValue r = arr;
      Value &av = arr.anyElement();
      uint64_t i = idx.getInt().getZExtValue();
      if (!av.isAggregate() || i >= av.getElems().size())
        error(l, "array index " + llvm::Twine(i) + " is out of bounds");
      r.path.push_back(unsigned(i));
      return r;
    }
    Value p = emitRValue(base);
    if (p.isSSA())
      return typedDeref(*this,
                        addToPointer(*this, p, idx, ase->getIdx()->getType(),
                                     ase->getType(), false, l),
                        ase->getType(), l);
    LValue arr = derefPointer(p, l);
    // A pointer into a local array: the last path step is the element.
    if (arr.path.empty())
      nyi(l, "pointer arithmetic on a local object");
    if (!idx.isInt() || isDynamicStep(arr, arr.path.size() - 1))
      return dynamicElement(*this, arr, idx, ase->getIdx()->getType(), l);
    arr.path.back() += unsigned(idx.getInt().getZExtValue());
    return arr;
  }
  case Stmt::UnaryOperatorClass: {
    const auto *uo = cast<UnaryOperator>(e);
    if (uo->getOpcode() == UO_Deref)
      return typedDeref(*this, emitRValue(uo->getSubExpr()), uo->getType(), l);
    if (uo->getOpcode() == UO_PreInc || uo->getOpcode() == UO_PreDec) {
      LValue lv = emitLValue(uo->getSubExpr());
      emitIncDec(uo, lv);
      return lv;
    }
    if (uo->getOpcode() == UO_Extension)
      return emitLValue(uo->getSubExpr());
    break;
  }
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass: {
    const auto *bo = cast<BinaryOperator>(e);
    if (bo->isAssignmentOp())
      return emitAssign(bo, nullptr);
    if (bo->getOpcode() == BO_Comma) {
      emitIgnored(bo->getLHS());
      return emitLValue(bo->getRHS());
    }
    break;
  }
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::CXXFunctionalCastExprClass: {
    if (std::optional<LValue> lv = emitCastLValue(cast<CastExpr>(e)))
      return *lv;
    break;
  }
  case Stmt::MaterializeTemporaryExprClass: {
    const auto *mte = cast<MaterializeTemporaryExpr>(e);
    Object *o = newObject(defaultValue(mte->getType(), l));
    LValue lv{o, {}};
    emitInit(lv, mte->getSubExpr(), mte->getType());
    return lv;
  }
  case Stmt::CXXOperatorCallExprClass:
  case Stmt::CXXMemberCallExprClass:
  case Stmt::CallExprClass: {
    const auto *call = cast<CallExpr>(e);
    if (call->getCallReturnType(cgm.ast)->isReferenceType()) {
      Value r = emitCall(call);
      if (!r.isRef())
        nyi(l, "a function returning a reference that is not bound here");
      return LValue::of(r);
    }
    break;
  }
  case Stmt::ConditionalOperatorClass: {
    const auto *co = cast<ConditionalOperator>(e);
    Value cv = toBool(emitRValue(co->getCond()), co->getCond()->getType(), l);
    std::optional<bool> c = constBool(cv);
    if (!c)
      return emitRuntimeConditionalLValue(co, cv);
    return emitLValue(*c ? co->getTrueExpr() : co->getFalseExpr());
  }
  default:
    break;
  }
  // Any other expression: its value in a fresh temporary.
  Object *o = newObject(emitRValue(e));
  return LValue{o, {}};
}

} // namespace cutile::codegen
