//===- CGCall.cpp - Calls, constructors and inlining ----------------------===//
//
// Tile code has no calls at run time: a builtin becomes its op, and every
// other function (ours in cuda_tile.h, the user's __tile__ functions,
// templates, lambdas, constructors) is inlined by running its body with the
// arguments bound to its parameters.
//
//===----------------------------------------------------------------------===//

#include "CGForeignCall.h"
#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/Builtins.h"

using namespace clang;

namespace cutile::codegen {

namespace {
/// Pushes a frame for the length of a scope, also when an error unwinds.
struct FrameScope {
  CodeGenFunction &cgf;
  CodeGenFunction::Frame f;
  bool pushedSite = false;
  FrameScope(CodeGenFunction &cgf, SourceLocation callSite) : cgf(cgf) {
    cgf.frames.push_back(&f);
    if (cgf.isUserCode(callSite)) {
      cgf.userCallSites.push_back(callSite);
      pushedSite = true;
    }
  }
  ~FrameScope() {
    cgf.frames.pop_back();
    if (pushedSite)
      cgf.userCallSites.pop_back();
  }
};

bool isDefaultedCopy(const CXXMethodDecl *md) {
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(md))
    if (!ctor->isCopyOrMoveConstructor())
      return false;
  if (!isa<CXXConstructorDecl>(md) && !md->isCopyAssignmentOperator() &&
      !md->isMoveAssignmentOperator())
    return false;
  return md->isTrivial() || md->isDefaulted();
}
} // namespace

std::vector<Value> CodeGenFunction::emitArgs(const FunctionDecl *fd,
                                             llvm::ArrayRef<const Expr *> args) {
  std::vector<Value> out;
  for (size_t i = 0; i < args.size(); ++i) {
    const Expr *a = args[i];
    bool byRef = i < fd->getNumParams() &&
                 fd->getParamDecl(i)->getType()->isReferenceType();
    if (byRef) {
      // A conditional lvalue bound to a const reference or an rvalue
      // reference (copy and move constructors): nothing writes through the
      // reference, so the chosen value, read into a temporary, serves; a
      // run-time condition needs no reference to either arm.
      QualType pt = fd->getParamDecl(i)->getType();
      const auto *co = dyn_cast<ConditionalOperator>(a->IgnoreParenNoopCasts(cgm.ast));
      if (co && (pt->isRValueReferenceType() ||
                 pt->getPointeeType().isConstQualified())) {
        Object *tmp = newObject(emitConditional(co));
        out.push_back(Value::ref(tmp));
        continue;
      }
      out.push_back(emitLValue(a).ref());
      continue;
    }
    QualType t = i < fd->getNumParams() ? fd->getParamDecl(i)->getType()
                                        : a->getType();
    if (cgm.classify(t) == TypeKind::Other && !t->isVoidType()) {
      Object *tmp = newObject(defaultValue(t, a->getExprLoc()));
      emitInit(LValue{tmp, {}}, a, t);
      out.push_back(tmp->value);
    } else {
      out.push_back(emitRValue(a));
    }
  }
  return out;
}

void CodeGenFunction::bindParams(Frame &f, const FunctionDecl *def,
                                 llvm::ArrayRef<Value> args, SourceLocation l) {
  for (unsigned i = 0; i < def->getNumParams(); ++i) {
    const ParmVarDecl *p = def->getParamDecl(i);
    Value a = i < args.size() ? args[i] : Value();
    if (i >= args.size() && p->hasDefaultArg()) {
      // Default arguments are evaluated in the caller; the caller's args
      // list already has them (CXXDefaultArgExpr) except for constructors
      // run directly from a member initializer.
      a = emitRValue(p->getDefaultArg());
    }
    if (p->getType()->isReferenceType()) {
      if (!a.isRef())
        error(l, "internal error: reference parameter without an object");
      f.refs[p] = LValue::of(a);
    } else if (placedInMemory(p)) {
      // A union parameter lives in memory as a union local does, its
      // argument's bytes stored there (CGMemoryObject.cpp).
      LValue lv = emitMemoryLocal(p);
      storeLValue(lv, a, l);
      f.refs[p] = lv;
    } else {
      f.locals[p] = newObject(a);
    }
  }
}

namespace {
/// Declared inside namespace cuda::tiles (our cuda_tile.h), lambdas and
/// local classes of its functions included.
bool inTilesNamespace(const Decl *d) {
  for (const DeclContext *dc = d->getDeclContext(); dc; dc = dc->getParent())
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc); ns && ns->getName() == "tiles")
      if (const auto *up = dyn_cast<NamespaceDecl>(ns->getParent()))
        if (up->getName() == "cuda")
          return true;
  return false;
}
} // namespace

Object *CodeGenFunction::newReturnFlag() {
  return newObject(Value::integer(llvm::APSInt(llvm::APInt(1, 0), true),
                                  cgm.builder.getI1Type()));
}

Value CodeGenFunction::inlineCall(const FunctionDecl *fd,
                                  std::optional<LValue> thisObj,
                                  llvm::ArrayRef<Value> args, SourceLocation l) {
  const FunctionDecl *def = nullptr;
  const Stmt *body = fd->getBody(def);
  if (!body || !def)
    error(l, "tile code calls '" + fd->getQualifiedNameAsString() +
                 "', whose definition is not available in this translation "
                 "unit (tile functions are inlined and must be defined)");
  if (frames.size() - 1 > 256) // frames below the kernel's own
    error(l, "tile code nests calls more than 256 deep (recursion is not "
             "supported in tile code)");
  FrameScope scope(*this, l);
  Frame &f = scope.f;
  f.fd = def;
  f.thisObj = thisObj;
  if (const auto *md = dyn_cast<CXXMethodDecl>(def))
    if (md->getParent()->isLambda() && thisObj)
      f.closure = thisObj;
  bindParams(f, def, args, l);
  QualType rt = def->getReturnType();
  f.retObj = newObject(rt->isVoidType() || rt->isReferenceType()
                           ? Value()
                           : defaultValue(rt, l));
  f.retFlag = newReturnFlag();
  f.returnsRef = def->getReturnType()->isReferenceType();
  // A hint applies to the loads and stores its statement makes itself, not
  // to those of a user function it calls (nvcc 13.5 warns that such a
  // statement has none); through cuda_tile.h's own functions it reaches the
  // builtins they call.
  struct RestoreHints {
    mlir::Attribute &slot, saved;
    ~RestoreHints() { slot = saved; } // errors unwind through here too
  } restoreHints{currentOpHints, currentOpHints};
  if (!inTilesNamespace(def))
    currentOpHints = {};
  Flow flow = emitStmt(body);
  (void)flow;
  if (f.returnsRef) {
    if (!f.retRef)
      error(l, "internal error: reference-returning function returned nothing");
    return f.retRef->ref();
  }
  return f.retObj->value;
}

void CodeGenFunction::runConstructor(const LValue &dest,
                                     const CXXConstructorDecl *ctor,
                                     llvm::ArrayRef<Value> args,
                                     SourceLocation l) {
  const CXXRecordDecl *rd = ctor->getParent();
  if (isDefaultedCopy(ctor)) {
    const Value &src = args[0];
    if (!src.isRef())
      error(l, "internal error: copy constructor without a source object");
    storeLValue(dest, loadLValue(LValue::of(src), l), l);
    return;
  }
  if (dest.isMemory())
    nyi(l, "constructing an object in memory");
  // Leaves (tiles, views): only builtin constructors and copies make them.
  if (cgm.classify(QualType(cgm.ast.getCanonicalTagType(rd))) != TypeKind::Other) {
    if (runNarrowFloatConstructor(dest, ctor, args, l))
      return;
    llvm::StringRef mnemonic;
    bool identity = false;
    if (isBuiltin(ctor, mnemonic, identity)) {
      Value a = args.empty() ? Value() : args[0];
      if (a.isRef())
        a = loadLValue(LValue::of(a), l);
      if (identity) {
        // tile(E value) for a 0-d tile: the value itself, as a 0-d tile.
        dest.get() = Value::ssa(materializeAs(
            a, cgm.valueType(QualType(cgm.ast.getCanonicalTagType(rd)), l), l));
        return;
      }
      dest.get() = emitBuiltin(ctor, mnemonic, args,
                               QualType(cgm.ast.getCanonicalTagType(rd)), l);
      return;
    }
    if (ctor->isDefaultConstructor()) {
      dest.get() = Value::undef();
      return;
    }
    // A constructor the header writes in C++ (tile(Other) converts the
    // elements): its body assigns the whole leaf through `this`.
    const FunctionDecl *def = nullptr;
    if (cgm.classify(QualType(cgm.ast.getCanonicalTagType(rd))) == TypeKind::Tile &&
        ctor->getBody(def) && def && !def->isDefaulted() &&
        cast<CXXConstructorDecl>(def)->getNumCtorInitializers() == 0) {
      inlineCall(ctor, dest, args, l);
      return;
    }
    nyi(l, "this constructor of '" + rd->getNameAsString() + "'");
  }
  const FunctionDecl *def = nullptr;
  ctor->getBody(def);
  const auto *cdef = dyn_cast_or_null<CXXConstructorDecl>(def);
  if (!cdef) {
    if (ctor->isTrivial() || ctor->isDefaulted()) {
      // An implicit default constructor that Sema never defined: fields
      // with default member initializers still get them.
      if (!dest.get().isAggregate())
        dest.get() = defaultValue(QualType(cgm.ast.getCanonicalTagType(rd)), l);
      for (const FieldDecl *fd : rd->fields())
        if (fd->hasInClassInitializer()) {
          LValue sub = dest;
          sub.path.push_back(fieldIndex(fd));
          emitInit(sub, fd->getInClassInitializer(), fd->getType());
        }
      return;
    }
    error(l, "tile code calls the constructor of '" + rd->getNameAsString() +
                 "', whose definition is not available");
  }
  FrameScope scope(*this, l);
  Frame &f = scope.f;
  f.fd = cdef;
  f.thisObj = dest;
  bindParams(f, cdef, args, l);
  f.retObj = newObject();
  f.retFlag = newReturnFlag();
  if (!dest.get().isAggregate())
    dest.get() = defaultValue(QualType(cgm.ast.getCanonicalTagType(rd)), l);
  for (const CXXCtorInitializer *init : cdef->inits()) {
    const Expr *ie = init->getInit();
    if (init->isBaseInitializer()) {
      const CXXRecordDecl *base = init->getBaseClass()->getAsCXXRecordDecl();
      LValue sub = baseLValue(dest, rd, base, l);
      if (const auto *ic = dyn_cast<CXXInheritedCtorInitExpr>(ie)) {
        // An inheriting constructor forwards its own arguments.
        runConstructor(sub, ic->getConstructor(), args, l);
        continue;
      }
      emitInit(sub, ie, init->getBaseClass()->getCanonicalTypeInternal());
      continue;
    }
    if (init->isDelegatingInitializer()) {
      emitInit(dest, ie, QualType(cgm.ast.getCanonicalTagType(rd)));
      continue;
    }
    const FieldDecl *fd = init->getAnyMember();
    if (!fd || init->isIndirectMemberInitializer())
      nyi(l, "this member initializer");
    LValue sub = dest;
    sub.path.push_back(fieldIndex(fd));
    if (fd->getType()->isReferenceType()) {
      sub.get() = emitLValue(ie).ref();
      continue;
    }
    emitInit(sub, ie, fd->getType());
  }
  if (cdef->getBody())
    emitStmt(cdef->getBody());
}

void CodeGenFunction::emitConstruct(const LValue &dest, const CXXConstructExpr *ce) {
  const CXXConstructorDecl *ctor = ce->getConstructor();
  SourceLocation l = ce->getExprLoc();
  if (ce->requiresZeroInitialization() || ce->getConstructionKind() ==
                                              CXXConstructionKind::NonVirtualBase) {
    if (ce->requiresZeroInitialization())
      dest.get() = zeroValue(ce->getType(), l);
  }
  // Constant objects (extents of constants, tags) fold in one step.
  if (ctor->isConstexpr() && ce->getNumArgs() > 0)
    if (auto c = tryConstant(ce)) {
      dest.get() = *c;
      return;
    }
  if (const auto *at = cgm.ast.getAsConstantArrayType(ce->getType())) {
    Value shape = defaultValue(ce->getType(), l);
    dest.get() = shape;
    for (unsigned i = 0, n = at->getZExtSize(); i < n; ++i) {
      LValue sub = dest;
      sub.path.push_back(i);
      runConstructor(sub, ctor, {}, l);
    }
    return;
  }
  std::vector<Value> args = emitArgs(
      ctor, llvm::ArrayRef(ce->getArgs(), ce->getNumArgs()));
  runConstructor(dest, ctor, args, l);
}

Value CodeGenFunction::emitCall(const CallExpr *ce) {
  SourceLocation l = ce->getExprLoc();
  const FunctionDecl *fd = ce->getDirectCallee();
  std::optional<LValue> thisObj;
  llvm::ArrayRef<const Expr *> args(ce->getArgs(), ce->getNumArgs());

  if (const auto *mce = dyn_cast<CXXMemberCallExpr>(ce)) {
    const Expr *obj = mce->getImplicitObjectArgument();
    const auto *md = mce->getMethodDecl();
    if (!md)
      nyi(l, "a call through a pointer to member");
    fd = md;
    if (!md->isStatic()) {
      const auto *me = dyn_cast<MemberExpr>(mce->getCallee()->IgnoreParens());
      if (me && me->isArrow())
        thisObj = typedDeref(*this, emitRValue(obj),
                             obj->getType()->getPointeeType(), l);
      else
        thisObj = emitLValue(obj);
    } else {
      emitIgnored(obj);
    }
  } else if (const auto *oce = dyn_cast<CXXOperatorCallExpr>(ce)) {
    if (const auto *md = dyn_cast_or_null<CXXMethodDecl>(fd); md && !md->isStatic()) {
      thisObj = emitLValue(oce->getArg(0));
      args = args.drop_front();
    }
  } else if (!fd) {
    Value callee = emitRValue(ce->getCallee());
    if (callee.kind() != Value::Kind::Func)
      nyi(l, "a call through a function pointer that is not known here");
    fd = callee.getFunc();
  }
  if (!fd)
    nyi(l, "this call");

  if (auto libc = emitLibcCall(ce, fd))
    return *libc;

  llvm::StringRef mnemonic;
  bool identity = false;
  if (isBuiltin(fd, mnemonic, identity)) {
    std::vector<Value> vals = emitArgs(fd, args);
    for (Value &v : vals)
      if (v.isRef())
        v = loadLValue(LValue::of(v), l);
    if (identity)
      return vals.empty() ? Value() : vals[0];
    if (thisObj)
      vals.insert(vals.begin(), thisObj->get());
    return emitBuiltin(fd, mnemonic, vals, ce->getCallReturnType(cgm.ast), l);
  }

  if (auto v = emitNarrowFloatCall(fd, thisObj, args, l))
    return *v;

  // A SIMT function called from tile code (CUDA 13.5 preview): no body.
  if (isForeignFunction(fd))
    return emitForeignCall(*this, fd, args, l);

  // Defaulted assignment: a copy of the whole value.
  if (const auto *md = dyn_cast<CXXMethodDecl>(fd); md && thisObj && isDefaultedCopy(md)) {
    Value v = loadLValue(emitLValue(args[0]), l);
    storeLValue(*thisObj, v, l);
    return thisObj->ref();
  }

  // Whole constant calls (constexpr helpers on constant data) fold at once.
  if (fd->isConstexpr() && !ce->getType()->isVoidType() && !thisObj)
    if (auto c = tryConstant(ce))
      return *c;

  // std::move and std::forward: Clang knows them as builtins; each is its
  // argument, and nvcc 13.5 takes them in tile code (std::as_const and
  // std::move_if_noexcept it does not: constexpr __host__ functions, probed).
  switch (fd->getBuiltinID()) {
  case Builtin::BImove:
  case Builtin::BIforward:
    if (args.size() == 1 && args[0]->isGLValue())
      return emitLValue(args[0]).ref();
    break;
  default:
    break;
  }

  if (fd->getBuiltinID()) {
    // Builtins that are constants (__builtin_inff for INFINITY,
    // __builtin_huge_valf, __builtin_nanf("")) fold like nvcc folds them.
    if (auto c = tryConstant(ce))
      return *c;
    nyi(l, "the compiler builtin '" + fd->getNameAsString() + "'");
  }

  std::vector<Value> vals = emitArgs(fd, args);
  return inlineCall(fd, thisObj, vals, l);
}

} // namespace cutile::codegen
