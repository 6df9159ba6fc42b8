//===- CGExprAgg.cpp - Aggregates in tile code ----------------------------===//
//
// Objects built part by part: initialization of a place from an
// expression (constructors, init lists), temporaries of class type,
// lambdas' closures and std::initializer_list.
//
//===----------------------------------------------------------------------===//

#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"

using namespace clang;

namespace cutile::codegen {

static bool isLeafKind(TypeKind k) { return k != TypeKind::Other; }

// A member of a class or a lambda's capture: a reference member is bound to
// the place, any other is initialized from the expression.
static void initMember(CodeGenFunction &cgf, const LValue &sub,
                       const Expr *init, QualType t) {
  if (t->isReferenceType())
    sub.get() = cgf.emitLValue(init).ref();
  else
    cgf.emitInit(sub, init, t);
}

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
          initMember(*this, sub, ile->getInit(i), fd->getType());
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

Value CodeGenFunction::emitInitListRValue(const InitListExpr *ile) {
  SourceLocation l = ile->getExprLoc();
  if (ile->isTransparent() || ile->getType()->isScalarType() ||
      isLeafKind(cgm.classify(ile->getType()))) {
    if (ile->getNumInits() == 0)
      return zeroValue(ile->getType(), l);
    return emitRValue(ile->getInit(0));
  }
  Object *tmp = newObject(defaultValue(ile->getType(), l));
  emitInit(LValue{tmp, {}}, ile, ile->getType());
  return tmp->value;
}

Value CodeGenFunction::emitLambda(const LambdaExpr *le) {
  SourceLocation l = le->getExprLoc();
  const CXXRecordDecl *rd = le->getLambdaClass();
  Object *tmp = newObject(defaultValue(le->getType(), l));
  auto field = rd->field_begin();
  for (const Expr *init : le->capture_inits()) {
    LValue sub{tmp, {fieldIndex(*field)}};
    if (!init) {
      ++field;
      continue;
    }
    initMember(*this, sub, init, field->getType());
    ++field;
  }
  return tmp->value;
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

} // namespace cutile::codegen
