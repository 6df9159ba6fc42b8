//===- CGLocalMemory.cpp - Local variables placed in an alloca -------------===//
//
// Locals are objects holding values, in registers (CGValue.h). A few uses
// need a local to have an address instead, and nvcc 13.4 gives those locals
// an `alloca` (read from its Tile IR; `num_elem` counts bytes of a ptr<i8>,
// aligned as the C++ type): a subscript chosen at run time in a run-time
// loop or among more than CGLocalArray's limit of elements (CGLocalArray.cpp
// says why), a pointer to a local that changes under
// a run-time condition or in a run-time loop, and a pointer to a local
// stored in memory. nvcc places every local whose address it cannot follow
// there; we only place those, since anything in an alloca is a device
// malloc, global loads and stores and barriers in nvcc's SASS (codegen.md).
//
// Which locals need memory is known only while code generation runs (a
// subscript is a run-time value, or a constant in an unrolled loop), so the
// use that needs it records the variable and code generation of the kernel
// starts over (CodeGenModule.cpp), with every use of that variable then an
// access to memory like any object reached through a pointer
// (CGMemoryObject.cpp). Each restart adds a variable, so they are few.
//
// A union, or a class holding one, lives in memory from the start (a member
// written is read through another type), unless the variable is only ever
// copied whole: then, as in nvcc 13.4's code, it needs no address and its
// value is the bytes a copy reads (an AST scan of its function decides).
//
//===----------------------------------------------------------------------===//

#include "CGLocalMemory.h"
#include "CGMemoryObject.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace cutile::codegen {

bool canLiveInMemory(CodeGenModule &cgm, QualType t) {
  ASTContext &ast = cgm.ast;
  t = t.getCanonicalType().getUnqualifiedType();
  if (const auto *cat = ast.getAsConstantArrayType(t))
    return cat->getZExtSize() > 0 && canLiveInMemory(cgm, cat->getElementType());
  if (t->isArrayType())
    return false;
  if (t->isPointerType())
    return true;
  if (!t->isRecordType())
    return cgm.classify(t) == TypeKind::Scalar;
  if (cgm.classify(t) == TypeKind::Scalar)
    return true; // __half and the other narrow floats
  const auto *rd = t->getAsCXXRecordDecl();
  if (!rd || rd->getNumVBases() || rd->isDynamicClass() ||
      !isByteObject(cgm, t))
    return false;
  for (const CXXBaseSpecifier &bs : rd->bases())
    if (!canLiveInMemory(cgm, bs.getType()))
      return false;
  for (const FieldDecl *fd : rd->fields())
    if (fd->isBitField() || fd->getType()->isReferenceType() ||
        !canLiveInMemory(cgm, fd->getType()))
      return false;
  return true;
}

/// Register copies of locals split an array into at most this many
/// elements (CGExpr.cpp's shapeOf); larger ones go to memory.
static constexpr uint64_t kMaxLocalElements = 4096;

/// Whether `t` is or holds a union (its value is its bytes, read only in
/// memory; counted when `unions`) or an array too long to split into
/// registers.
static bool needsMemoryByType(ASTContext &ast, QualType t, bool unions = true) {
  if (const auto *cat = ast.getAsConstantArrayType(t))
    return cat->getZExtSize() > kMaxLocalElements ||
           needsMemoryByType(ast, cat->getElementType(), unions);
  if (const auto *rd = t->getAsCXXRecordDecl()) {
    if (rd->isUnion())
      return unions;
    for (const CXXBaseSpecifier &bs : rd->bases())
      if (needsMemoryByType(ast, bs.getType(), unions))
        return true;
    for (const FieldDecl *fd : rd->fields())
      if (needsMemoryByType(ast, fd->getType(), unions))
        return true;
  }
  return false;
}

/// A copy or move constructor or assignment that copies the whole object
/// (CGCall.cpp runs those as one load and one store of the value).
static bool isWholeCopy(const CXXMethodDecl *md) {
  if (!md || !(md->isTrivial() || md->isDefaulted()))
    return false;
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(md))
    return ctor->isCopyOrMoveConstructor();
  return md->isCopyAssignmentOperator() || md->isMoveAssignmentOperator();
}

/// Whether the initializer of `vd` leaves it a whole value: none, a
/// trivial default construction, or a copy of another object.
static bool initializedWhole(const VarDecl *vd) {
  const Expr *init = vd->getInit();
  if (!init || isa<ParmVarDecl>(vd))
    return true;
  const auto *ce = dyn_cast<CXXConstructExpr>(init->IgnoreImplicit());
  if (!ce || ce->requiresZeroInitialization())
    return false;
  const CXXConstructorDecl *ctor = ce->getConstructor();
  return (ctor->isDefaultConstructor() && ctor->isTrivial() &&
          ce->getNumArgs() == 0) ||
         isWholeCopy(ctor);
}

/// Whether the reference to `vd` at the top of `path` (its ancestors
/// below it) reads or writes the object whole: the source of a copy, or
/// either side of an assignment whose value is not used.
static bool wholeUse(llvm::ArrayRef<const Stmt *> path) {
  size_t i = path.size() - 1;
  // Up through parentheses and the casts that only add const or make an
  // xvalue (`std::move(c)` is a call, so it is not a whole use here).
  while (i > 0) {
    const Stmt *p = path[i - 1];
    const auto *ice = dyn_cast<ImplicitCastExpr>(p);
    if (!isa<ParenExpr>(p) && !(ice && ice->getCastKind() == CK_NoOp))
      break;
    --i;
  }
  if (i == 0)
    return false;
  const Stmt *user = path[i - 1], *arg = path[i];
  if (const auto *ce = dyn_cast<CXXConstructExpr>(user))
    return isWholeCopy(ce->getConstructor()) && ce->getNumArgs() == 1 &&
           ce->getArg(0) == arg;
  const auto *oce = dyn_cast<CXXOperatorCallExpr>(user);
  if (!oce || oce->getOperator() != OO_Equal ||
      !isWholeCopy(dyn_cast_or_null<CXXMethodDecl>(oce->getDirectCallee())))
    return false;
  // The assignment's result is the object itself: used as a place, it
  // would need an address.
  size_t j = i - 1;
  while (j > 0 && isa<ExprWithCleanups>(path[j - 1]))
    --j;
  return j > 0 && !isa<Expr>(path[j - 1]);
}

/// Whether every use of `vd` in `s` is a whole use; `path` holds the
/// statements from the body down to `s`'s parent.
static bool onlyWholeUses(const VarDecl *vd, const Stmt *s,
                          llvm::SmallVectorImpl<const Stmt *> &path) {
  if (!s)
    return true;
  path.push_back(s);
  bool ok = true;
  if (const auto *dre = dyn_cast<DeclRefExpr>(s); dre && dre->getDecl() == vd)
    ok = wholeUse(path);
  for (const Stmt *c : s->children())
    if (ok && !onlyWholeUses(vd, c, path))
      ok = false;
  path.pop_back();
  return ok;
}

/// Whether local or parameter `vd` (a union or a class holding one) is
/// only ever copied whole: initialized by a copy or not at all, then copied
/// from, passed by value, or assigned whole; no member of it named, no
/// address taken, no reference bound to it. Such a variable needs no
/// address, so its value stays the bytes a copy reads, in registers.
static bool onlyCopiedWhole(const VarDecl *vd) {
  const auto *fd = dyn_cast_or_null<FunctionDecl>(vd->getParentFunctionOrMethod());
  const Stmt *body = fd ? fd->getBody() : nullptr;
  if (!body || !initializedWhole(vd))
    return false;
  llvm::SmallVector<const Stmt *, 32> path;
  // A constructor's parameters are also used by its member initializers,
  // which are not part of its body.
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
    for (const CXXCtorInitializer *init : ctor->inits())
      if (!onlyWholeUses(vd, init->getInit(), path))
        return false;
  return onlyWholeUses(vd, body, path);
}

bool CodeGenFunction::placedInMemory(const VarDecl *vd) {
  if (!memoryLocals)
    return false;
  if (memoryLocals->contains(vd))
    return true;
  // Unions and classes holding one (read through another member, nvcc
  // stores one type and loads another) and arrays too large to split into
  // parts live in memory from the start. A union only copied whole keeps
  // its bytes in registers, as nvcc 13.4 does (probed: `word c = a;
  // f(c);` has no alloca for c, only one for f's parameter).
  QualType t = vd->getType();
  if (!needsMemoryByType(cgm.ast, t) || !canLiveInMemory(cgm, t))
    return false;
  if (t->isRecordType() && !needsMemoryByType(cgm.ast, t, /*unions=*/false) &&
      onlyCopiedWhole(vd))
    return false;
  memoryLocals->insert(vd);
  return true;
}

/// The local variable whose object is `obj`, in the frames now running.
static const VarDecl *ownerOf(CodeGenFunction &cgf, const Object *obj) {
  for (CodeGenFunction::Frame *f : cgf.frames)
    for (const auto &kv : f->locals)
      if (kv.second == obj)
        if (const auto *vd = dyn_cast<VarDecl>(kv.first);
            vd && vd->hasLocalStorage() && !isa<ParmVarDecl>(vd))
          return vd;
  return nullptr;
}

/// Records the variable owning `obj` for memory; whether it was new.
static bool addMemoryLocal(CodeGenFunction &cgf, const Object *obj) {
  if (!cgf.memoryLocals || !obj)
    return false;
  const VarDecl *vd = ownerOf(cgf, obj);
  return vd && canLiveInMemory(cgf.cgm, vd->getType()) &&
         cgf.memoryLocals->insert(vd).second;
}

/// Starts code generation of the kernel over: nothing more of this run
/// counts, its errors would come from the variables being in registers.
[[noreturn]] static void restart(CodeGenFunction &cgf) {
  cgf.cgm.restartPending = true;
  cgf.fail();
}

void requestMemory(CodeGenFunction &cgf, const Object *obj) {
  if (addMemoryLocal(cgf, obj))
    restart(cgf);
}

bool ownerCannotLiveInMemory(CodeGenFunction &cgf, const Object *obj) {
  const VarDecl *vd = obj ? ownerOf(cgf, obj) : nullptr;
  return vd && !canLiveInMemory(cgf.cgm, vd->getType());
}

void requestMemoryFor(CodeGenFunction &cgf, llvm::ArrayRef<Value> vs) {
  // All of them at once: a pointer choosing between a local in memory and
  // one in registers would fail again.
  bool added = false;
  for (const Value &v : vs)
    if (v.isRef() && !v.isMemRef())
      added |= addMemoryLocal(cgf, v.getObject());
  if (added)
    restart(cgf);
}

/// From this many zero parts on, an initializer zero-fills the object.
static constexpr unsigned kZeroFillLeaves = 8;

static bool isZero(const Value &v) {
  if (v.isInt())
    return v.getInt().isZero();
  if (v.isFloat())
    return v.getFloat().isPosZero();
  return v.isNull();
}

static unsigned countZeroLeaves(const Value &v) {
  if (!v.isAggregate())
    return isZero(v);
  unsigned n = 0;
  for (const Value &e : v.getElems())
    n += countZeroLeaves(e);
  return n;
}

static bool allZero(const Value &v) {
  if (!v.isAggregate())
    return isZero(v);
  return llvm::all_of(v.getElems(), allZero);
}

/// `v` with its zero parts unset (the zero fill wrote them).
static Value withoutZeroLeaves(const Value &v) {
  if (!v.isAggregate())
    return isZero(v) ? Value() : v;
  std::vector<Value> elems;
  for (const Value &e : v.getElems())
    elems.push_back(withoutZeroLeaves(e));
  return Value::aggregate(std::move(elems));
}

/// Zeroes `bytes` bytes at the ptr<i8> `p`: one store of an i8 tile, its
/// length the next power of two, masked to the object (nvcc's shape).
static bool zeroFill(CodeGenFunction &cgf, mlir::Value p, int64_t bytes,
                     SourceLocation l) {
  int64_t n = int64_t(llvm::PowerOf2Ceil(uint64_t(bytes)));
  if (bytes <= 0 || n > (int64_t(1) << 24))
    return false;
  mlir::OpBuilder &b = cgf.b;
  mlir::MLIRContext *ctx = &cgf.cgm.mctx;
  auto tileOf = [&](llvm::ArrayRef<int64_t> shape, mlir::Type e) {
    return ir::TileType::get(ctx, shape, e);
  };
  mlir::Type i8 = b.getI8Type(), i1 = b.getI1Type(), i64 = b.getI64Type();
  mlir::Type ptr8 = ir::PointerType::get(i8);
  mlir::Value iota = cgf.createOp("iota", {}, tileOf({n}, i64), {}, l)->getResult(0);
  mlir::Value p1 = cgf.createOp("reshape", p, tileOf({1}, ptr8), {}, l)->getResult(0);
  mlir::Value pn = cgf.createOp("broadcast", p1, tileOf({n}, ptr8), {}, l)->getResult(0);
  mlir::Value ptrs = cgf.createOp("offset", {pn, iota}, pn.getType(), {}, l)->getResult(0);
  auto zerosT = llvm::cast<mlir::ShapedType>(tileOf({n}, i8));
  mlir::Value zeros = ir::ConstantOp::create(
      b, cgf.loc(l), zerosT,
      llvm::cast<mlir::DenseIntOrFPElementsAttr>(
          mlir::DenseElementsAttr::get(zerosT, llvm::APInt(8, 0))));
  llvm::SmallVector<bool> bits(size_t(n), false);
  for (int64_t i = 0; i < bytes; ++i)
    bits[size_t(i)] = true;
  auto maskT = llvm::cast<mlir::ShapedType>(tileOf({n}, i1));
  mlir::Value mask = ir::ConstantOp::create(
      b, cgf.loc(l), maskT,
      llvm::cast<mlir::DenseIntOrFPElementsAttr>(
          mlir::DenseElementsAttr::get(maskT, llvm::ArrayRef<bool>(bits))));
  unsigned cls = cgf.aliasClass(p);
  mlir::Value tok = cgf.tokenBefore(cls, true, l);
  llvm::SmallVector<mlir::Value, 4> ops{ptrs, zeros, mask};
  if (tok)
    ops.push_back(tok);
  mlir::Operation *op = cgf.createOp(
      "store_ptr_tko", ops, ir::TokenType::get(ctx),
      {b.getNamedAttr("memory_ordering_semantics",
                      cgf.attrFor("memory_ordering_semantics", 0))},
      l);
  op->setAttr("operandSegmentSizes",
              mlir::DenseI32ArrayAttr::get(ctx, {1, 1, 1, tok ? 1 : 0}));
  cgf.tokenAfter(cls, true, op->getResult(0), l);
  return true;
}

/// Its alloca: one per variable, made once at the top of the entry block.
LValue CodeGenFunction::emitMemoryLocal(const VarDecl *vd) {
  CodeGenFunction &cgf = *this;
  ASTContext &ast = cgf.cgm.ast;
  SourceLocation l = vd->getLocation();
  QualType t = vd->getType();
  mlir::Value &a = cgf.allocas[vd];
  if (!a) {
    // One alloca per variable, made once at the top like nvcc's: instances
    // of one variable never live at once (tile code does not recurse), and
    // the ones a loop body makes each iteration reuse it.
    mlir::OpBuilder::InsertionGuard guard(cgf.b);
    cgf.b.setInsertionPointToStart(cgf.entryBlock);
    mlir::Type bytePtr = ir::TileType::get(&cgf.cgm.mctx, {},
                                           ir::PointerType::get(cgf.b.getI8Type()));
    int64_t size = ast.getTypeSizeInChars(t).getQuantity();
    int64_t align = ast.getTypeAlignInChars(t).getQuantity();
    a = cgf.createOp("alloca", {}, bytePtr,
                     {cgf.b.getNamedAttr("num_elem", cgf.b.getI64IntegerAttr(size)),
                      cgf.b.getNamedAttr("alignment", cgf.b.getI64IntegerAttr(align))},
                     l)
            ->getResult(0);
  }
  LValue lv = typedDeref(cgf, Value::ssa(a), t, l);
  const Expr *init = vd->getInit();
  if (init)
    init = init->IgnoreImplicit();
  if (const auto *ce = dyn_cast_or_null<CXXConstructExpr>(init);
      ce && ce->getConstructor()->isTrivial() && ce->getNumArgs() == 0 &&
      !ce->requiresZeroInitialization())
    return lv; // default-initialized: nothing to store
  const auto *ile = dyn_cast_or_null<InitListExpr>(init);
  // `{}`: zero bytes, without a register copy (too large for one, maybe).
  if (ile && ile->getNumInits() == 0 &&
      zeroFill(cgf, a, ast.getTypeSizeInChars(t).getQuantity(), l))
    return lv;
  // A union copied whole (`U c = u;`) takes the general way below: its
  // value is its bytes (CGMemoryObject.cpp).
  if (const auto *rd = t->getAsRecordDecl(); rd && rd->isUnion() && ile) {
    // `U u{x}`: the member it names (the first one by default).
    const FieldDecl *fd = ile->getInitializedFieldInUnion();
    if (ile->getNumInits() != 1 || !fd)
      cgf.nyi(l, "initializing a union other than by one member");
    LValue f = memoryField(cgf, lv, fd, l);
    Object *tmp = cgf.newObject(cgf.defaultValue(fd->getType(), l));
    cgf.emitInit(LValue{tmp, {}}, ile->getInit(0), fd->getType());
    // A zero member zeroes the whole union, as nvcc writes it.
    if (allZero(tmp->value) &&
        zeroFill(cgf, a, ast.getTypeSizeInChars(t).getQuantity(), l))
      return lv;
    cgf.storeLValue(f, tmp->value, l);
    return lv;
  }
  if (init) {
    // The initializer builds the value as a register object first, then it
    // is stored part by part (unset parts are not written). Many zero parts
    // (`float t[512] = {}`) are one masked store of zero bytes over the
    // whole object first, as nvcc writes it, and only the others follow.
    Object *tmp = cgf.newObject(cgf.defaultValue(t, l));
    cgf.emitInit(LValue{tmp, {}}, init, t);
    Value v = tmp->value;
    // nvcc zero-fills an array or class whose initial parts are all zero
    // (`float s[4] = {0, 0, 0, 0}` is a tile<16xi8> store), and also
    // writes the zeros of a mostly other initializer that way.
    bool zeros = v.isAggregate() && allZero(v);
    if ((zeros || countZeroLeaves(v) >= kZeroFillLeaves) &&
        zeroFill(cgf, a, ast.getTypeSizeInChars(t).getQuantity(), l))
      v = withoutZeroLeaves(v);
    cgf.storeLValue(lv, v, l);
  }
  return lv;
}

/// Both arms' places are computed, so an arm that must not run where C++
/// would not run it (a side effect, a memory read) stays unsupported; two
/// places in memory become one pointer chosen by `select` (nvcc stores
/// under an `if` instead: the same accesses). An assignment to two places
/// in registers runs under an `if`, one arm each, as nvcc 13.4 keeps
/// `(c ? n_below : n_above) += 1` of int locals in registers (probed: an
/// `if` yielding both); any other use of such a place moves both to memory.
LValue CodeGenFunction::emitRuntimeConditionalLValue(
    const ConditionalOperator *co, const Value &cond,
    const std::function<void(const LValue &)> &assign) {
  SourceLocation l = co->getExprLoc();
  const Expr *te = co->getTrueExpr(), *fe = co->getFalseExpr();
  if (mustEvaluateOnlyIfNeeded(te, cgm.ast) || mustEvaluateOnlyIfNeeded(fe, cgm.ast))
    nyi(l, "a conditional lvalue under a run-time condition whose operands "
           "have side effects or read memory");
  LValue t = emitLValue(te), f = emitLValue(fe);
  if (assign && !t.isMemory() && !f.isMemory()) {
    mlir::Value c = materialize(cond, l);
    emitRuntimeIf(
        c, [&] { assign(t); return Flow::Normal; },
        [&] { assign(f); return Flow::Normal; }, l);
    return LValue();
  }
  if (t.isMemory() && f.isMemory() && t.memType == f.memType &&
      t.mem.getType() == f.mem.getType()) {
    LValue r = t;
    r.mem = materialize(selectValue(cond, Value::ssa(t.mem), Value::ssa(f.mem), l), l);
    return r;
  }
  bool added = false;
  for (const LValue *lv : {&t, &f})
    if (!lv->isMemory())
      added |= addMemoryLocal(*this, lv->obj);
  if (added)
    restart(*this);
  nyi(l, "a conditional lvalue under a run-time condition whose operands "
         "are not both variables or objects in memory");
}

} // namespace cutile::codegen
