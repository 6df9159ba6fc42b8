//===- CGExpr.cpp - Expressions of tile code ------------------------------===//
//
// Every expression evaluates to a Value (CGValue.h): a constant when C++
// knows it at compile time, an SSA value when it depends on run-time data,
// an aggregate or a reference otherwise. Lvalues name a place inside an
// object so that assignments can change it.
//
//===----------------------------------------------------------------------===//

#include "CGLocalArray.h"
#include "CGMemoryObject.h"
#include "CGStaticLocal.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/RecordLayout.h"

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

//===----------------------------------------------------------------------===//
// Shapes of values
//===----------------------------------------------------------------------===//

unsigned CodeGenFunction::fieldIndex(const FieldDecl *fd) {
  const auto *rd = cast<RecordDecl>(fd->getParent());
  unsigned bases = 0;
  if (const auto *crd = dyn_cast<CXXRecordDecl>(rd))
    bases = crd->getNumBases();
  return bases + fd->getFieldIndex();
}

static Value shapeOf(CodeGenFunction &cgf, QualType t, SourceLocation loc,
                     bool zero) {
  CodeGenModule &cgm = cgf.cgm;
  t = t.getCanonicalType();
  TypeKind k = cgm.classify(t);
  if (k == TypeKind::Scalar || k == TypeKind::Pointer) {
    if (!zero)
      return Value::undef();
    if (k == TypeKind::Pointer)
      return Value::null();
    mlir::Type e = cgm.elementType(t, loc);
    if (!e)
      cgf.fail();
    if (t->isRealFloatingType() || isa<mlir::FloatType>(e))
      return Value::floating(
          llvm::APFloat::getZero(cast<mlir::FloatType>(e).getFloatSemantics()),
          e);
    return Value::integer(llvm::APSInt(llvm::APInt(e.getIntOrFloatBitWidth(), 0),
                                       !cgm.isSigned(t)),
                          e);
  }
  if (k != TypeKind::Other)
    return Value::undef();
  if (const auto *at = cgm.ast.getAsConstantArrayType(t)) {
    std::vector<Value> elems;
    uint64_t n = at->getZExtSize();
    if (n > 4096)
      cgf.nyi(loc, "local arrays of more than 4096 elements");
    for (uint64_t i = 0; i < n; ++i)
      elems.push_back(shapeOf(cgf, at->getElementType(), loc, zero));
    return Value::aggregate(std::move(elems));
  }
  if (const auto *rd = t->getAsCXXRecordDecl()) {
    // A union's value is its bytes, read by a copy (CGMemoryObject.cpp).
    if (rd->isUnion())
      return zero ? zeroBytes(cgf, t, loc) : Value::undef();
    std::vector<Value> elems;
    for (const CXXBaseSpecifier &bs : rd->bases()) {
      if (bs.isVirtual())
        cgf.nyi(loc, "virtual base classes");
      elems.push_back(shapeOf(cgf, bs.getType(), loc, zero));
    }
    for (const FieldDecl *fd : rd->fields()) {
      if (fd->getType()->isReferenceType())
        elems.push_back(Value::undef());
      else
        elems.push_back(shapeOf(cgf, fd->getType(), loc, zero));
    }
    return Value::aggregate(std::move(elems));
  }
  cgf.nyi(loc, "values of type '" + t.getAsString() + "'");
}

Value CodeGenFunction::defaultValue(QualType t, SourceLocation loc) {
  return shapeOf(*this, t, loc, false);
}
Value CodeGenFunction::zeroValue(QualType t, SourceLocation loc) {
  return shapeOf(*this, t, loc, true);
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

Value CodeGenFunction::constantFromAPValue(const APValue &v, QualType t,
                                           SourceLocation loc) {
  t = t.getCanonicalType();
  switch (v.getKind()) {
  case APValue::Int: {
    mlir::Type e = cgm.elementType(t, loc);
    if (!e)
      fail();
    llvm::APSInt i = v.getInt();
    i = i.extOrTrunc(e.getIntOrFloatBitWidth());
    i.setIsUnsigned(!cgm.isSigned(t));
    return Value::integer(i, e);
  }
  case APValue::Float: {
    mlir::Type e = cgm.elementType(t, loc);
    if (!e)
      fail();
    // A long double is f64 here, but the host side of --cutile-emulate folds
    // it in x87's format: constants keep their element type's format so
    // that folding two of them never mixes formats.
    llvm::APFloat f = v.getFloat();
    bool lost;
    if (auto ft = dyn_cast<mlir::FloatType>(e))
      f.convert(ft.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
    return Value::floating(f, e);
  }
  case APValue::Struct: {
    const auto *rd = t->getAsCXXRecordDecl();
    if (!rd || cgm.classify(t) != TypeKind::Other)
      nyi(loc, "a constant of type '" + t.getAsString() + "'");
    std::vector<Value> elems;
    unsigned i = 0;
    for (const CXXBaseSpecifier &bs : rd->bases())
      elems.push_back(constantFromAPValue(v.getStructBase(i++), bs.getType(), loc));
    for (const FieldDecl *fd : rd->fields())
      elems.push_back(
          constantFromAPValue(v.getStructField(fd->getFieldIndex()), fd->getType(), loc));
    return Value::aggregate(std::move(elems));
  }
  case APValue::Array: {
    const auto *at = cgm.ast.getAsConstantArrayType(t);
    if (!at)
      nyi(loc, "a constant array of unknown size");
    std::vector<Value> elems;
    for (unsigned i = 0, n = at->getZExtSize(); i < n; ++i) {
      const APValue &e = i < v.getArrayInitializedElts() ? v.getArrayInitializedElt(i)
                                                         : v.getArrayFiller();
      elems.push_back(constantFromAPValue(e, at->getElementType(), loc));
    }
    return Value::aggregate(std::move(elems));
  }
  case APValue::LValue:
    if (v.isNullPointer())
      return Value::null();
    if (const Expr *base = v.getLValueBase().dyn_cast<const Expr *>())
      if (const auto *sl = dyn_cast<StringLiteral>(base))
        return Value::string(sl->getString());
    nyi(loc, "a constant pointer");
  case APValue::None:
  case APValue::Indeterminate:
    return defaultValue(t, loc);
  default:
    nyi(loc, "a constant of type '" + t.getAsString() + "'");
  }
}

std::optional<Value> CodeGenFunction::tryConstant(const Expr *e) {
  if (e->isValueDependent() || e->isTypeDependent())
    return std::nullopt;
  QualType t = e->getType();
  TypeKind k = cgm.classify(t);
  if (k != TypeKind::Scalar && k != TypeKind::Other)
    return std::nullopt;
  if (k == TypeKind::Other && !t->isRecordType() && !t->isArrayType())
    return std::nullopt;
  if (!e->isPRValue())
    return std::nullopt;
  Expr::EvalResult r;
  if (!e->EvaluateAsRValue(r, cgm.ast) || r.HasSideEffects)
    return std::nullopt;
  return constantFromAPValue(r.Val, t, e->getExprLoc());
}

//===----------------------------------------------------------------------===//
// Lvalues
//===----------------------------------------------------------------------===//

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

LValue CodeGenFunction::baseLValue(const LValue &derived,
                                   const CXXRecordDecl *derivedRD,
                                   const CXXRecordDecl *baseRD,
                                   SourceLocation loc) {
  if (!derivedRD || !baseRD)
    error(loc, "internal error: base class conversion without classes");
  if (derived.isMemory())
    return memoryBase(*this, derived, derivedRD, baseRD, loc);
  unsigned i = 0;
  for (const CXXBaseSpecifier &bs : derivedRD->bases()) {
    const CXXRecordDecl *b = bs.getType()->getAsCXXRecordDecl();
    if (b && b->getCanonicalDecl() == baseRD->getCanonicalDecl()) {
      LValue r = derived;
      r.path.push_back(i);
      return r;
    }
    ++i;
  }
  nyi(loc, "an indirect base class conversion");
}

LValue CodeGenFunction::basePathLValue(LValue lv, const CXXRecordDecl *from,
                                       const CastExpr *ce, SourceLocation l) {
  for (const CXXBaseSpecifier *bs : ce->path()) {
    const CXXRecordDecl *next = bs->getType()->getAsCXXRecordDecl();
    lv = baseLValue(lv, from, next, l);
    from = next;
  }
  return lv;
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

LValue CodeGenFunction::emitLValue(const Expr *e) {
  e = e->IgnoreParens();
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
    const auto *ce = cast<CastExpr>(e);
    switch (ce->getCastKind()) {
    case CK_NoOp:
    case CK_LValueBitCast:
      if (ce->getSubExpr()->isGLValue())
        return emitLValue(ce->getSubExpr());
      break;
    case CK_BaseToDerived: {
      if (!ce->getSubExpr()->isGLValue())
        break;
      LValue lv = emitLValue(ce->getSubExpr());
      if (lv.path.size() < ce->path_size())
        nyi(l, "a base-to-derived cast of an object that is not a base "
               "subobject here");
      lv.path.resize(lv.path.size() - ce->path_size());
      return lv;
    }
    case CK_DerivedToBase:
    case CK_UncheckedDerivedToBase: {
      if (!ce->getSubExpr()->isGLValue())
        break;
      LValue lv = emitLValue(ce->getSubExpr());
      lv = basePathLValue(lv, ce->getSubExpr()->getType()->getAsCXXRecordDecl(), ce, l);
      return lv;
    }
    default:
      break;
    }
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
  case Stmt::OpaqueValueExprClass:
    return emitLValue(cast<OpaqueValueExpr>(e)->getSourceExpr());
  case Stmt::ExprWithCleanupsClass:
    return emitLValue(cast<ExprWithCleanups>(e)->getSubExpr());
  case Stmt::CXXDefaultArgExprClass:
    return emitLValue(cast<CXXDefaultArgExpr>(e)->getExpr());
  case Stmt::CXXDefaultInitExprClass:
    return emitLValue(cast<CXXDefaultInitExpr>(e)->getExpr());
  case Stmt::SubstNonTypeTemplateParmExprClass:
    return emitLValue(cast<SubstNonTypeTemplateParmExpr>(e)->getReplacement());
  default:
    break;
  }
  // Any other expression: its value in a fresh temporary.
  Object *o = newObject(emitRValue(e));
  return LValue{o, {}};
}

//===----------------------------------------------------------------------===//
// Rvalues
//===----------------------------------------------------------------------===//

void CodeGenFunction::emitIgnored(const Expr *e) {
  if (!e->HasSideEffects(cgm.ast))
    return;
  (void)emitRValue(e);
}

static bool isLeafKind(TypeKind k) { return k != TypeKind::Other; }

void CodeGenFunction::emitInit(const LValue &dest, const Expr *init, QualType t) {
  init = init->IgnoreParens();
  if (const auto *ewc = dyn_cast<ExprWithCleanups>(init))
    init = ewc->getSubExpr();
  if (const auto *ce = dyn_cast<CXXConstructExpr>(init)) {
    emitConstruct(dest, ce);
    return;
  }
  if (const auto *ile = dyn_cast<InitListExpr>(init);
      ile && !ile->isTransparent() && !isLeafKind(cgm.classify(t)) &&
      !t->isScalarType()) {
    const auto *rd = t->getAsCXXRecordDecl();
    unsigned n = ile->getNumInits();
    if (rd && rd->isUnion()) {
      // A union in registers is its bytes (CGMemoryObject.cpp): `U{}` is
      // zeros; one built from a member has bytes only in memory.
      if (n == 0 || isa<ImplicitValueInitExpr>(ile->getInit(0)))
        dest.get() = zeroBytes(*this, t, init->getExprLoc());
      else
        nyi(init->getExprLoc(), "a union initialized by one of its members as a "
                                  "temporary or inside a class's initializer");
      return;
    }
    Value shape = defaultValue(t, init->getExprLoc());
    dest.get() = shape;
    if (rd) {
      unsigned i = 0;
      for (const CXXBaseSpecifier &bs : rd->bases()) {
        LValue sub = dest;
        sub.path.push_back(i);
        if (i < n)
          emitInit(sub, ile->getInit(i), bs.getType());
        ++i;
      }
      for (const FieldDecl *fd : rd->fields()) {
        if (fd->isUnnamedBitField())
          continue;
        LValue sub = dest;
        sub.path.push_back(fieldIndex(fd));
        if (i < n) {
          if (fd->getType()->isReferenceType()) {
            sub.get() = emitLValue(ile->getInit(i)).ref();
          } else {
            emitInit(sub, ile->getInit(i), fd->getType());
          }
        } else if (fd->hasInClassInitializer()) {
          emitInit(sub, fd->getInClassInitializer(), fd->getType());
        } else {
          sub.get() = zeroValue(fd->getType(), init->getExprLoc());
        }
        ++i;
      }
      return;
    }
    if (const auto *at = cgm.ast.getAsConstantArrayType(t)) {
      for (unsigned i = 0, e = at->getZExtSize(); i < e; ++i) {
        LValue sub = dest;
        sub.path.push_back(i);
        if (i < n)
          emitInit(sub, ile->getInit(i), at->getElementType());
        else if (ile->hasArrayFiller())
          emitInit(sub, ile->getArrayFiller(), at->getElementType());
        else
          sub.get() = zeroValue(at->getElementType(), init->getExprLoc());
      }
      return;
    }
  }
  dest.get() = emitRValue(init);
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
static std::optional<Value> addressOf(CodeGenFunction &cgf, const Value &p,
                                      SourceLocation l) {
  QualType u64 = cgf.cgm.ast.UnsignedLongLongTy;
  if (p.isNull())
    return cgf.constInt(0, u64, l);
  if (!p.isSSA())
    return std::nullopt;
  mlir::Type i64 = ir::TileType::get(&cgf.cgm.mctx, {}, cgf.b.getI64Type());
  return Value::ssa(cgf.createOp("ptr_to_int", p.getSSA(), i64, {}, l)->getResult(0));
}

Value CodeGenFunction::emitRValue(const Expr *e) {
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
  case Stmt::SubstNonTypeTemplateParmExprClass:
    return emitRValue(cast<SubstNonTypeTemplateParmExpr>(e)->getReplacement());
  case Stmt::ExprWithCleanupsClass:
    return emitRValue(cast<ExprWithCleanups>(e)->getSubExpr());
  case Stmt::CXXBindTemporaryExprClass:
    return emitRValue(cast<CXXBindTemporaryExpr>(e)->getSubExpr());
  case Stmt::MaterializeTemporaryExprClass:
    return emitRValue(cast<MaterializeTemporaryExpr>(e)->getSubExpr());
  case Stmt::CXXDefaultArgExprClass:
    return emitRValue(cast<CXXDefaultArgExpr>(e)->getExpr());
  case Stmt::CXXDefaultInitExprClass:
    return emitRValue(cast<CXXDefaultInitExpr>(e)->getExpr());
  case Stmt::OpaqueValueExprClass:
    return emitRValue(cast<OpaqueValueExpr>(e)->getSourceExpr());
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
  case Stmt::BuiltinBitCastExprClass: {
    const auto *ce = cast<CastExpr>(e);
    const Expr *sub = ce->getSubExpr();
    QualType from = sub->getType(), to = ce->getType();
    switch (ce->getCastKind()) {
    case CK_LValueToRValue:
      // A conditional lvalue read at once: read the arms, then choose, so a
      // run-time condition needs no reference to either arm.
      if (const auto *co = dyn_cast<ConditionalOperator>(sub->IgnoreParens()))
        return emitConditional(co);
      [[fallthrough]];
    case CK_AtomicToNonAtomic:
    case CK_NonAtomicToAtomic:
      return loadLValue(emitLValue(sub), l);
    case CK_NoOp:
    case CK_ToVoid:
    case CK_UserDefinedConversion:
    case CK_ConstructorConversion:
    case CK_FunctionToPointerDecay:
    case CK_BuiltinFnToFnPtr:
      if (ce->getCastKind() == CK_ToVoid) {
        emitIgnored(sub);
        return Value::undef();
      }
      return emitRValue(sub);
    case CK_DerivedToBase:
    case CK_UncheckedDerivedToBase: {
      if (from->isPointerType()) {
        LValue lv = typedDeref(*this, emitRValue(sub), from->getPointeeType(), l);
        lv = basePathLValue(lv, from->getPointeeType()->getAsCXXRecordDecl(), ce, l);
        if (lv.isMemory())
          return Value::ssa(lv.mem);
        return lv.ref();
      }
      if (sub->isGLValue())
        return emitLValue(e).get();
      Object *tmp = newObject(emitRValue(sub));
      LValue lv{tmp, {}};
      lv = basePathLValue(lv, from->getAsCXXRecordDecl(), ce, l);
      return lv.get();
    }
    case CK_BaseToDerived: {
      // CRTP: the base subobject is the last steps of the path.
      Value v = sub->isGLValue() ? emitLValue(sub).ref() : emitRValue(sub);
      if (!v.isRef() || v.getPath().size() < ce->path_size() ||
          (!v.getDyn().empty() &&
           v.getDyn().back().pos >= v.getPath().size() - ce->path_size()))
        nyi(l, "a base-to-derived cast of an object that is not a base "
               "subobject here");
      LValue lv = LValue::of(v);
      lv.path.resize(lv.path.size() - ce->path_size());
      if (sub->isGLValue())
        return loadLValue(lv, l);
      return lv.ref();
    }
    case CK_ArrayToPointerDecay: {
      if (isa<StringLiteral>(sub->IgnoreParens()))
        return emitRValue(sub);
      LValue lv = emitLValue(sub);
      if (lv.isMemory())
        return memoryArrayDecay(*this, lv, l);
      lv.path.push_back(0);
      return lv.ref();
    }
    case CK_NullToPointer:
      return Value::null();
    case CK_IntegralCast:
    case CK_IntegralToBoolean:
    case CK_IntegralToFloating:
    case CK_FloatingToIntegral:
    case CK_FloatingToBoolean:
    case CK_FloatingCast:
    case CK_BooleanToSignedIntegral:
      return convertScalar(emitRValue(sub), from, to, l);
    case CK_PointerToBoolean: {
      Value p = emitRValue(sub);
      if (p.isNull())
        return constInt(0, to, l);
      if (p.isRef())
        return constInt(1, to, l);
      if (std::optional<Value> a = addressOf(*this, p, l))
        return binaryScalar(BO_NE, *a, constInt(0, cgm.ast.UnsignedLongLongTy, l),
                            cgm.ast.UnsignedLongLongTy, to, l);
      nyi(l, "testing a pointer to memory for null");
    }
    case CK_BitCast:
    case CK_PointerToIntegral:
    case CK_IntegralToPointer:
      nyi(l, "casts between pointers and integers or unrelated pointers "
             "(use ct::bitcast or ct::ptr_cast)");
    default:
      nyi(l, llvm::Twine("the cast '") + ce->getCastKindName() + "'");
    }
  }
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass: {
    const auto *bo = cast<BinaryOperator>(e);
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
          return constInt(op == BO_LOr, e->getType(), l);
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
        std::optional<Value> la = addressOf(*this, lp, l);
        std::optional<Value> ra = addressOf(*this, rp, l);
        if (la && ra && !(lp.isNull() && rp.isNull())) {
          if (cmp)
            return binaryScalar(op, *la, *ra, cgm.ast.UnsignedLongLongTy,
                                e->getType(), l);
          QualType pt = e->getType();
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
    return binaryScalar(op, lv, rv, lhs->getType(), e->getType(), l);
  }
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
  case Stmt::InitListExprClass: {
    const auto *ile = cast<InitListExpr>(e);
    if (ile->isTransparent() || e->getType()->isScalarType() ||
        isLeafKind(cgm.classify(e->getType()))) {
      if (ile->getNumInits() == 0)
        return zeroValue(e->getType(), l);
      return emitRValue(ile->getInit(0));
    }
    Object *tmp = newObject(defaultValue(e->getType(), l));
    emitInit(LValue{tmp, {}}, e, e->getType());
    return tmp->value;
  }
  case Stmt::CXXStdInitializerListExprClass:
    return emitInitializerList(cast<CXXStdInitializerListExpr>(e));
  case Stmt::LambdaExprClass: {
    const auto *le = cast<LambdaExpr>(e);
    const CXXRecordDecl *rd = le->getLambdaClass();
    Object *tmp = newObject(defaultValue(e->getType(), l));
    auto field = rd->field_begin();
    for (const Expr *init : le->capture_inits()) {
      LValue sub{tmp, {fieldIndex(*field)}};
      if (!init) {
        ++field;
        continue;
      }
      if (field->getType()->isReferenceType()) {
        sub.get() = emitLValue(init).ref();
      } else {
        emitInit(sub, init, field->getType());
      }
      ++field;
    }
    return tmp->value;
  }
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

//===----------------------------------------------------------------------===//
// Assignment and increment: the place is evaluated once, and read and
// written through loadLValue/storeLValue so that it may be memory.
//===----------------------------------------------------------------------===//

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

Value CodeGenFunction::emitInitializerList(const CXXStdInitializerListExpr *e) {
  SourceLocation l = e->getExprLoc();
  const auto *at = cgm.ast.getAsConstantArrayType(e->getSubExpr()->getType());
  const auto *rd = e->getType()->getAsCXXRecordDecl();
  // The standard library's list is a pointer to the first element and a
  // length or an end pointer (libstdc++: a length), as Clang's CodeGen
  // builds it.
  llvm::SmallVector<const FieldDecl *, 2> fields;
  if (rd)
    fields.append(rd->field_begin(), rd->field_end());
  if (!at || !rd || rd->getNumBases() || fields.size() != 2 ||
      !fields[0]->getType()->isPointerType() ||
      !(fields[1]->getType()->isPointerType() ||
        fields[1]->getType()->isIntegerType()))
    nyi(l, "this std::initializer_list layout");
  // The array lives as long as the list, as a local temporary does.
  LValue arr = emitLValue(e->getSubExpr());
  if (arr.isMemory())
    error(l, "internal error: an initializer list's array in memory");
  uint64_t n = at->getZExtSize();
  LValue begin = arr, end = arr;
  begin.path.push_back(0);
  end.path.push_back(unsigned(n));
  std::vector<Value> elems(2);
  elems[fieldIndex(fields[0])] = begin.ref();
  elems[fieldIndex(fields[1])] =
      fields[1]->getType()->isPointerType()
          ? end.ref()
          : constInt(int64_t(n), fields[1]->getType(), l);
  return Value::aggregate(std::move(elems));
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
