//===- CGStmt.cpp - Statements of tile code -------------------------------===//
//
// Statements run in order, their flow (CodeGenFunction.h) telling the
// enclosing construct whether to go on. Conditions and loop bounds that are
// constants are decided here, at compile time (header loops over ranks,
// `if constexpr`); run-time ones become `if`, `for` and `loop` ops through
// CGControlFlow.cpp.
//
//===----------------------------------------------------------------------===//

#include "CodeGenFunction.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace cutile::codegen {

namespace {
// The loop's unroll pragma: false for `#pragma unroll 1` or `#pragma
// nounroll` (keep the loop), true for `#pragma unroll` or `#pragma unroll N`
// with N > 1 (unroll it where the trip count is known here; we cannot
// unroll partially), none without one. nvcc keeps every C++ loop a loop in
// its Tile IR whatever the pragma says; we honour the request.
static std::optional<bool> unrollPragma(const AttributedStmt *as,
                                        const ASTContext &ctx) {
  for (const Attr *a : as->getAttrs()) {
    const auto *h = dyn_cast<LoopHintAttr>(a);
    if (!h)
      continue;
    if (h->getOption() == LoopHintAttr::Unroll)
      return h->getState() != LoopHintAttr::Disable;
    if (h->getOption() == LoopHintAttr::UnrollCount && h->getValue())
      if (std::optional<llvm::APSInt> n = h->getValue()->getIntegerConstantExpr(ctx))
        return *n != 1;
  }
  return std::nullopt;
}

constexpr unsigned kMaxUnroll = 65536;

/// Whether `body` has a break/continue that leaves this loop (not a nested
/// loop or switch).
struct JumpFinder : RecursiveASTVisitor<JumpFinder> {
  bool breaks = false, continues = false;
  unsigned depth = 0, switchDepth = 0;
  bool TraverseForStmt(ForStmt *s) { return nested(s); }
  bool TraverseWhileStmt(WhileStmt *s) { return nested(s); }
  bool TraverseDoStmt(DoStmt *s) { return nested(s); }
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *s) { return nested(s); }
  bool TraverseSwitchStmt(SwitchStmt *s) {
    ++switchDepth;
    RecursiveASTVisitor::TraverseSwitchStmt(s);
    --switchDepth;
    return true;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool nested(Stmt *) { return true; }
  bool VisitBreakStmt(BreakStmt *) {
    if (!switchDepth)
      breaks = true;
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *) {
    continues = true;
    return true;
  }
};

JumpFinder findJumps(const Stmt *body) {
  JumpFinder f;
  f.TraverseStmt(const_cast<Stmt *>(body));
  return f;
}

struct ReturnFinder : RecursiveASTVisitor<ReturnFinder> {
  bool found = false;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitReturnStmt(ReturnStmt *) {
    found = true;
    return false;
  }
};

const AnnotateAttr *hintAttr(const Attr *a) {
  const auto *aa = dyn_cast<AnnotateAttr>(a);
  return aa && aa->getAnnotation() == "cutile.hint" ? aa : nullptr;
}

/// A loop (or switch) run at compile time: `break` and `continue` inside it
/// are decided here, not by ops. Records where it began, errors included.
struct UnrolledScope {
  CodeGenFunction &c;
  explicit UnrolledScope(CodeGenFunction &c, bool isSwitch = false) : c(c) {
    ++c.unrolledLoops;
    c.unrolledRegionDepth.push_back(c.runtimeRegionDepth);
    c.unrolledFrameDepth.push_back(c.frames.size());
    // A switch has its own break; its continue belongs to a loop around it.
    CodeGenFunction::JumpFlags f;
    f.brk = c.newObject(c.falseValue());
    if (!isSwitch)
      f.cont = c.newObject(c.falseValue());
    c.unrolledJumps.push_back(f);
  }
  ~UnrolledScope() {
    --c.unrolledLoops;
    c.unrolledRegionDepth.pop_back();
    c.unrolledFrameDepth.pop_back();
    c.unrolledJumps.pop_back();
  }
};

/// `a || b` of two i1 flags; one still false at compile time adds no op.
Value orFlags(CodeGenFunction &c, const Value &a, const Value &b,
              SourceLocation l) {
  if (std::optional<bool> k = c.constBool(b); k && !*k)
    return a;
  if (std::optional<bool> k = c.constBool(a); k && !*k)
    return b;
  return c.binaryScalar(BO_Or, a, b, c.cgm.ast.BoolTy, c.cgm.ast.BoolTy, l);
}

/// Restores the op hints when a statement ends, errors included.
struct HintScope {
  mlir::Attribute &slot;
  mlir::Attribute saved;
  HintScope(mlir::Attribute &slot, mlir::Attribute v) : slot(slot), saved(slot) {
    if (v)
      slot = v;
  }
  ~HintScope() { slot = saved; }
};
} // namespace

bool containsReturn(const Stmt *s) {
  ReturnFinder f;
  f.TraverseStmt(const_cast<Stmt *>(s));
  return f.found;
}

Flow CodeGenFunction::emitStmt(const Stmt *s) {
  if (!s)
    return Flow::Normal;
  SourceLocation l = s->getBeginLoc();
  switch (s->getStmtClass()) {
  case Stmt::CompoundStmtClass: {
    const auto *cs = cast<CompoundStmt>(s);
    llvm::SmallVector<const Stmt *, 16> body(cs->body_begin(), cs->body_end());
    return emitCompound(body);
  }
  case Stmt::DeclStmtClass: {
    for (const Decl *d : cast<DeclStmt>(s)->decls())
      if (const auto *vd = dyn_cast<VarDecl>(d)) {
        Flow f = emitDecl(vd);
        if (f != Flow::Normal)
          return f;
      }
    return Flow::Normal;
  }
  case Stmt::NullStmtClass:
    return Flow::Normal;
  case Stmt::ReturnStmtClass:
    return emitReturn(cast<ReturnStmt>(s));
  case Stmt::IfStmtClass:
    return emitIf(cast<IfStmt>(s));
  case Stmt::ForStmtClass:
    return emitFor(cast<ForStmt>(s));
  case Stmt::WhileStmtClass: {
    const auto *ws = cast<WhileStmt>(s);
    if (const VarDecl *cv = ws->getConditionVariable()) {
      // `while (T v = e)`: v is declared afresh before every test, so the
      // loop is a run-time `loop` that declares, tests and runs the body.
      return emitRuntimeLoop(
          false, {}, {}, {}, false,
          [&](mlir::Value) {
            if (Flow f = emitDecl(cv); f != Flow::Normal)
              return f;
            const Expr *cond = ws->getCond();
            Flow f = breakUnless(toBool(emitRValue(cond), cond->getType(), l), l);
            if (f == Flow::Terminated)
              return f;
            return emitStmt(ws->getBody());
          },
          l);
    }
    return emitWhile(s, ws->getCond(), ws->getBody(), false);
  }
  case Stmt::DoStmtClass: {
    const auto *ds = cast<DoStmt>(s);
    return emitWhile(s, ds->getCond(), ds->getBody(), true);
  }
  case Stmt::CXXForRangeStmtClass:
    return emitRangeFor(cast<CXXForRangeStmt>(s));
  case Stmt::SwitchStmtClass:
    return emitSwitch(cast<SwitchStmt>(s));
  case Stmt::BreakStmtClass:
  case Stmt::ContinueStmtClass: {
    bool isBreak = isa<BreakStmt>(s);
    if (!loops.empty() && loops.back()->frameDepth == frames.size() &&
        loops.back()->unrolledDepth == unrolledLoops) {
      LoopCtx &lc = *loops.back();
      if (isBreak && lc.isFor)
        error(l, "internal error: break in a counted loop");
      llvm::SmallVector<mlir::Value> vals = carriedValues(l);
      if (isBreak)
        ir::BreakOp::create(b, loc(l), vals);
      else
        ir::ContinueOp::create(b, loc(l), vals);
      return Flow::Terminated;
    }
    if (unrolledLoops == 0)
      error(l, "internal error: break or continue outside a loop");
    if (runtimeRegionDepth > unrolledRegionDepth.back()) {
      // Under a run-time condition: the unrolled loop reads the flag.
      CodeGenFunction::JumpFlags &jf = unrolledJumps.back();
      if (!isBreak && !jf.cont)
        nyi(l, "continue under a run-time condition in a switch on a constant");
      (isBreak ? jf.brk : jf.cont)->value = trueValue();
    }
    return isBreak ? Flow::Break : Flow::Continue;
  }
  case Stmt::AttributedStmtClass: {
    const auto *as = cast<AttributedStmt>(s);
    llvm::SmallVector<const AnnotateAttr *, 2> hints;
    for (const Attr *a : as->getAttrs())
      if (const AnnotateAttr *h = hintAttr(a))
        hints.push_back(h);
    HintScope hs(currentOpHints, hints.empty() ? mlir::Attribute()
                                               : hintsFor(hints));
    const Stmt *sub = as->getSubStmt();
    if (const auto *fs = dyn_cast<ForStmt>(sub))
      return emitFor(fs, unrollPragma(as, cgm.ast));
    if (const auto *ws = dyn_cast<WhileStmt>(sub); ws && !ws->getConditionVariable())
      return emitWhile(ws, ws->getCond(), ws->getBody(), false,
                       unrollPragma(as, cgm.ast));
    if (const auto *ds = dyn_cast<DoStmt>(sub))
      return emitWhile(ds, ds->getCond(), ds->getBody(), true,
                       unrollPragma(as, cgm.ast));
    return emitStmt(as->getSubStmt());
  }
  case Stmt::LabelStmtClass:
    return emitStmt(cast<LabelStmt>(s)->getSubStmt());
  case Stmt::GotoStmtClass:
  case Stmt::IndirectGotoStmtClass:
    nyi(l, "goto");
  case Stmt::GCCAsmStmtClass:
  case Stmt::MSAsmStmtClass:
    nyi(l, "inline assembly");
  case Stmt::CXXTryStmtClass:
    nyi(l, "try/catch");
  default:
    break;
  }
  if (const auto *e = dyn_cast<Expr>(s)) {
    (void)emitRValue(e);
    return Flow::Normal;
  }
  nyi(l, llvm::Twine("the statement '") + s->getStmtClassName() + "'");
}

Flow CodeGenFunction::emitCompound(llvm::ArrayRef<const Stmt *> body, size_t from) {
  for (size_t i = from; i < body.size(); ++i) {
    Flow f = emitStmt(body[i]);
    if (f == Flow::Normal)
      continue;
    if (f == Flow::MaybeJump) {
      if (i + 1 == body.size())
        return f;
      return guardAfterJump([&] { return emitCompound(body, i + 1); },
                            body[i + 1]->getBeginLoc());
    }
    if (f != Flow::MaybeReturn)
      return f;
    bool more = i + 1 < body.size();
    return afterMaybeReturn(
        [&] { return more ? emitCompound(body, i + 1) : Flow::Normal; }, more,
        more ? body[i + 1]->getBeginLoc() : body[i]->getEndLoc());
  }
  return Flow::Normal;
}

Flow CodeGenFunction::afterMaybeReturn(const std::function<Flow()> &rest,
                                       bool hasRest, SourceLocation l) {
  Frame &f = frame();
  Value flag = f.retFlag->value;
  if (auto c = constBool(flag))
    return *c ? Flow::Return : rest();
  auto leaveWhereReturned = [&](const std::function<void()> &leave) {
    emitRuntimeIf(
        materialize(flag, l),
        [&] {
          f.retFlag->value = trueValue();
          leave();
          return Flow::Terminated;
        },
        [] { return Flow::Normal; }, l);
    f.retFlag->value = falseValue();
    return rest();
  };
  // In a loop of this function (an inner loop returned): leave this one too
  // where the flag is set, `if %returned { break }` as nvcc 13.5 has it.
  if (inLoopOfFrame()) {
    if (loops.back()->isFor)
      error(l, "internal error: a return inside a counted loop");
    return leaveWhereReturned(
        [&] { ir::BreakOp::create(b, loc(l), carriedValues(l)); });
  }
  if (!hasRest)
    return Flow::MaybeReturn;
  if (f.isKernel)
    return leaveWhereReturned([&] { ir::ReturnOp::create(b, loc(l)); });
  // An inlined function: the rest runs only where it has not returned.
  Value notFlag = unaryScalar(UO_LNot, flag, cgm.ast.BoolTy, l);
  return emitRuntimeIf(
      materialize(notFlag, l), [&] { return runNotReturned(rest); },
      [] { return Flow::Return; }, l);
}

Flow CodeGenFunction::runNotReturned(const std::function<Flow()> &fn) {
  Object *flag = frame().retFlag;
  Value saved = flag->value;
  flag->value = falseValue();
  Flow f = fn();
  if (std::optional<bool> c = constBool(flag->value); c && !*c)
    flag->value = saved;
  return f;
}

Flow CodeGenFunction::emitDecl(const VarDecl *vd) {
  SourceLocation l = vd->getLocation();
  llvm::SmallVector<const AnnotateAttr *, 2> hints;
  for (const auto *a : vd->specific_attrs<AnnotateAttr>())
    if (a->getAnnotation() == "cutile.hint")
      hints.push_back(a);
  HintScope hs(currentOpHints, hints.empty() ? mlir::Attribute()
                                             : hintsFor(hints));
  if (vd->isStaticLocal() || (!vd->hasLocalStorage() && !isa<ParmVarDecl>(vd)))
    return Flow::Normal; // read through lookupDecl as a constant
  QualType t = vd->getType();
  const Expr *init = vd->getInit();
  if (t->isReferenceType()) {
    if (!init)
      error(l, "internal error: reference without an initializer");
    frame().refs[vd] = emitLValue(init);
    frame().locals.erase(vd);
    return Flow::Normal;
  }
  if (placedInMemory(vd)) {
    frame().refs[vd] = emitMemoryLocal(vd);
    frame().locals.erase(vd);
    return Flow::Normal;
  }
  Object *o = newObject(defaultValue(t, l));
  frame().refs.erase(vd);
  frame().locals[vd] = o;
  if (init)
    emitInit(LValue{o, {}}, init, t);
  // Structured bindings refer to the object through BindingDecls.
  return Flow::Normal;
}

Flow CodeGenFunction::emitReturn(const ReturnStmt *s) {
  SourceLocation l = s->getBeginLoc();
  Frame &f = frame();
  if (f.isKernel) {
    if (const Expr *e = s->getRetValue())
      emitIgnored(e);
    if (!inLoopOfFrame()) {
      if (runtimeRegionDepth == 0)
        return Flow::Return;
      ir::ReturnOp::create(b, loc(l));
      return Flow::Terminated;
    }
  } else if (const Expr *e = s->getRetValue()) {
    if (f.returnsRef) {
      LValue lv = emitLValue(e);
      if (f.retRef && (f.retRef->obj != lv.obj || f.retRef->path != lv.path ||
                       f.retRef->mem != lv.mem))
        nyi(l, "returning references to different objects on different paths");
      f.retRef = lv;
    } else {
      QualType rt = f.fd->getReturnType();
      if (cgm.classify(rt) == TypeKind::Other && !rt->isVoidType()) {
        Object *tmp = newObject(defaultValue(rt, l));
        emitInit(LValue{tmp, {}}, e, rt);
        f.retObj->value = tmp->value;
      } else if (rt->isVoidType()) {
        emitIgnored(e);
      } else {
        f.retObj->value = emitRValue(e);
      }
    }
  }
  f.retFlag->value = trueValue();
  if (!inLoopOfFrame())
    return Flow::Return;
  // A return inside a loop (CUDA 13.5): the loop is left with `break`, which
  // carries the flag and the value out; what follows the loop runs where
  // the flag is clear (afterMaybeReturn). nvcc 13.5 wraps the function's
  // body in one more `loop` to the same end.
  if (loops.back()->isFor)
    error(l, "internal error: a return inside a counted loop");
  ir::BreakOp::create(b, loc(l), carriedValues(l));
  return Flow::Terminated;
}

Flow CodeGenFunction::emitIf(const IfStmt *s) {
  SourceLocation l = s->getBeginLoc();
  if (s->getInit())
    if (Flow f = emitStmt(s->getInit()); f != Flow::Normal)
      return f;
  if (s->isConsteval())
    return emitStmt(s->isNonNegatedConsteval() ? s->getElse() : s->getThen());
  if (const VarDecl *cv = s->getConditionVariable())
    emitDecl(cv);
  Value c = toBool(emitRValue(s->getCond()), s->getCond()->getType(), l);
  if (auto k = constBool(c))
    return emitStmt(*k ? s->getThen() : s->getElse());
  if (s->isConstexpr())
    error(l, "internal error: 'if constexpr' condition is not a constant");
  return emitRuntimeIf(
      materialize(c, l), [&] { return emitStmt(s->getThen()); },
      [&] { return emitStmt(s->getElse()); }, l);
}

// A loop whose condition is a compile-time constant runs here, unrolled.
Flow CodeGenFunction::emitUnrolled(const std::function<std::optional<bool>()> &cond,
                                   const std::function<Flow()> &body,
                                   const std::function<void()> &inc,
                                   bool condFirst, SourceLocation l) {
  UnrolledScope scope(*this);
  JumpFlags jf = unrolledJumps.back();
  // Once a break or a return may have happened at run time, each later
  // iteration runs only where neither did.
  bool mayHaveBroken = false;
  Object *retFlag = frame().retFlag;
  Value flagBefore = retFlag->value;
  auto left = [&] { return orFlags(*this, jf.brk->value, retFlag->value, l); };
  auto done = [&] {
    return retFlag->value.sameAs(flagBefore) ? Flow::Normal : Flow::MaybeReturn;
  };
  for (unsigned n = 0;; ++n) {
    if (n == kMaxUnroll)
      error(l, "a loop with compile-time bounds runs more than 65536 times; "
               "use ct::irange or run-time bounds for long loops");
    if (condFirst || n > 0) {
      std::optional<bool> c = cond();
      if (!c)
        nyi(l, "a loop whose condition becomes a run-time value after its "
               "first iterations");
      if (!*c)
        return done();
    }
    jf.cont->value = falseValue();
    Flow f;
    if (mayHaveBroken) {
      Value go = unaryScalar(UO_LNot, left(), cgm.ast.BoolTy, l);
      f = emitRuntimeIf(materialize(go, l), [&] { return runNotReturned(body); },
                        [] { return Flow::Normal; }, l);
    } else {
      f = body();
    }
    if (f == Flow::Break)
      return done();
    if (f == Flow::Return || f == Flow::Terminated)
      return f;
    // A break, continue or return on some run-time paths: the flags say
    // where.
    if (f == Flow::MaybeJump || f == Flow::MaybeReturn) {
      if (constBool(retFlag->value).value_or(false))
        return Flow::Return;
      std::optional<bool> stop = constBool(left());
      if (stop && *stop)
        return done();
      mayHaveBroken |= !stop;
    }
    if (inc)
      inc();
  }
}

Value CodeGenFunction::trueValue() {
  return Value::integer(llvm::APSInt(llvm::APInt(1, 1), true),
                        cgm.builder.getI1Type());
}

Value CodeGenFunction::falseValue() {
  return Value::integer(llvm::APSInt(llvm::APInt(1, 0), true),
                        cgm.builder.getI1Type());
}

Flow CodeGenFunction::guardAfterJump(const std::function<Flow()> &rest,
                                     SourceLocation l) {
  JumpFlags &jf = unrolledJumps.back();
  Value jumped = jf.cont ? binaryScalar(BO_Or, jf.brk->value, jf.cont->value,
                                       cgm.ast.BoolTy, cgm.ast.BoolTy, l)
                        : jf.brk->value;
  // A return under a run-time condition leaves the iteration too.
  Value returned = frame().retFlag->value;
  jumped = orFlags(*this, jumped, returned, l);
  if (std::optional<bool> k = constBool(jumped)) {
    if (!*k)
      return rest();
    if (constBool(returned).value_or(false))
      return Flow::Return;
    return constBool(jf.brk->value).value_or(false) ? Flow::Break : Flow::Continue;
  }
  Value go = unaryScalar(UO_LNot, jumped, cgm.ast.BoolTy, l);
  Flow f = emitRuntimeIf(materialize(go, l), [&] { return runNotReturned(rest); },
                         [] { return Flow::Normal; }, l);
  // What jumped where is in the flags; the loop or switch reads them.
  return f == Flow::Normal || f == Flow::MaybeReturn ? Flow::MaybeJump : f;
}

Flow CodeGenFunction::breakUnless(const Value &cond, SourceLocation l) {
  auto leave = [&] {
    ir::BreakOp::create(b, loc(l), carriedValues(l));
    return Flow::Terminated;
  };
  if (std::optional<bool> k = constBool(cond))
    return *k ? Flow::Normal : leave();
  return emitRuntimeIf(materialize(unaryScalar(UO_LNot, cond, cgm.ast.BoolTy, l), l),
                       leave, [] { return Flow::Normal; }, l);
}

/// Whether a call writes memory: a builtin whose op stores, or is an atomic
/// (or prints), or a function whose body calls one. Depth-limited; what is
/// not known does not count.
static bool writesMemory(const FunctionDecl *fd, unsigned depth,
                         llvm::DenseMap<const FunctionDecl *, bool> &memo);
static bool callsWriter(const Stmt *s, unsigned depth,
                        llvm::DenseMap<const FunctionDecl *, bool> &memo) {
  if (!s)
    return false;
  if (const auto *ce = dyn_cast<CallExpr>(s))
    if (const FunctionDecl *fd = ce->getDirectCallee();
        fd && writesMemory(fd, depth + 1, memo))
      return true;
  for (const Stmt *c : s->children())
    if (callsWriter(c, depth, memo))
      return true;
  return false;
}
static bool writesMemory(const FunctionDecl *fd, unsigned depth,
                         llvm::DenseMap<const FunctionDecl *, bool> &memo) {
  if (depth > 16)
    return false;
  if (auto it = memo.find(fd); it != memo.end())
    return it->second;
  memo[fd] = false; // recursion guard
  bool w = false;
  for (const auto *a : fd->specific_attrs<AnnotateAttr>()) {
    llvm::StringRef n = a->getAnnotation();
    if (n.consume_front("cutile.op:"))
      w |= n.contains("store") || n.contains("atomic") || n.contains("print");
  }
  if (!w)
    if (const FunctionDecl *def = fd->getDefinition())
      w = callsWriter(def->getBody(), depth, memo);
  memo[fd] = w;
  return w;
}

/// Whether evaluating a loop condition twice could be told apart from once:
/// it assigns or increments, or it calls something that writes memory (an
/// atomic, a CAS). Reads (loads, block queries) are not counted: evaluated
/// once more before the loop, they leave nothing behind.
static bool conditionHasEffects(const Expr *e, ASTContext &ctx) {
  if (e->HasSideEffects(ctx, /*IncludePossibleEffects=*/false))
    return true;
  llvm::DenseMap<const FunctionDecl *, bool> memo;
  return callsWriter(e, 0, memo);
}

bool mustEvaluateOnlyIfNeeded(const Expr *e, ASTContext &ctx) {
  return e->HasSideEffects(ctx) || (!e->isEvaluatable(ctx) && mayReadMemory(e));
}

/// Whether evaluating `e` may read memory: a dereference, or a call.
bool mayReadMemory(const Stmt *e) {
  if (!e)
    return false;
  if (isa<CallExpr>(e) || isa<CXXConstructExpr>(e))
    return true;
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->getOpcode() == UO_Deref)
    return true;
  if (const auto *m = dyn_cast<MemberExpr>(e); m && m->isArrow())
    return true;
  if (const auto *a = dyn_cast<ArraySubscriptExpr>(e))
    if (a->getBase()->IgnoreParenImpCasts()->getType()->isPointerType() ||
        !isa<ImplicitCastExpr>(a->getBase()->IgnoreParens()))
      return true;
  for (const Stmt *c : e->children())
    if (mayReadMemory(c))
      return true;
  return false;
}

Flow CodeGenFunction::emitFor(const ForStmt *s, std::optional<bool> unroll) {
  if (s->getInit())
    emitStmt(s->getInit());
  return emitForLoop(s->getCond(), s->getConditionVariable(), s->getInc(),
                     [&] { return emitStmt(s->getBody()); }, unroll,
                     s->getBeginLoc());
}

Flow CodeGenFunction::emitForLoop(const Expr *cond, const VarDecl *condVar,
                                  const Expr *inc,
                                  const std::function<Flow()> &body,
                                  std::optional<bool> unroll, SourceLocation l) {
  // `for (;;)` tests `true`, as C++ says; it leaves through a break.
  if (!cond)
    cond = new (cgm.ast) CXXBoolLiteralExpr(true, cgm.ast.BoolTy, l);
  // `for (...; T v = e; ...)` declares v afresh before every test, as
  // nvcc 13.4 has it (probed).
  auto test = [&]() -> Value {
    if (condVar)
      emitDecl(condVar);
    return toBool(emitRValue(cond), cond->getType(), l);
  };
  auto evalCond = [&]() -> std::optional<bool> { return constBool(test()); };
  auto unrolled = [&] {
    return emitUnrolled(
        evalCond, body,
        [&] {
          if (inc)
            emitIgnored(inc);
        },
        /*condFirst=*/false, l);
  };
  // The first evaluation of the condition tells whether the trip count is
  // known here. A condition with side effects (i++ < n, an atomic) is never
  // taken as constant: evaluating it here would perform them once more than
  // C++ does.
  bool condEffects = conditionHasEffects(cond, cgm.ast) ||
                     (condVar && condVar->getInit() &&
                      conditionHasEffects(condVar->getInit(), cgm.ast));
  std::optional<bool> k = condEffects ? std::nullopt : evalCond();
  if (k && !*k)
    return Flow::Normal;
  // A user loop with a known trip count stays a loop, as nvcc keeps it
  // (unrolled, a loop of tiles or a long scalar loop grows the code many
  // times over), unless its body needs the counter at compile time (a local
  // array or a tuple indexed with it): then its trial run fails, and it is
  // unrolled. Loops of cuda_tile.h (over ranks and dimensions) and loops
  // under `#pragma unroll` are unrolled.
  bool keepLoop = unroll == false;
  bool tryLoop = k && !keepLoop && unroll != true && isUserCode(l);
  if (k && !keepLoop && !tryLoop)
    return unrolled();
  bool trialFailed = false;
  bool *tf = tryLoop ? &trialFailed : nullptr;
  auto orUnrolled = [&](Flow f) { return trialFailed ? unrolled() : f; };
  // Every C++ `for` is a `loop` op carrying its counter, as nvcc emits it
  // (ct::irange is a `for` op): tileiras unrolls and pipelines `for` ops
  // of its own accord, which made counted C++ loops several times larger
  // than nvcc's and changed their tensor-core schedule (scalar loops over
  // `n`, the im2col K loop). The condition is tested in every iteration,
  // so a bound read from memory (`i < n[b]`) is read again, as C++ says.
  //
  // The increment runs at the top of every iteration but the first (a
  // carried flag), as nvcc 13.4 shapes every `for`: `continue` then needs no
  // path of its own, and tileiras does not take the loop for a counted one.
  // With the increment at the end of the body, tileiras unrolls and
  // pipelines a scalar loop over `n` (`s += in[i]`: 860 SASS instructions,
  // 171 registers, where nvcc's loop is 55 and 18).
  // nvcc 13.5 promotes counted loops to `for` ops, except where its front
  // end reads the counter or the bound from memory (a lambda capturing the
  // bound by reference): those stay `loop`s (LoopTestOperands.cpp).
  bool keepAsLoop = loopTestInMemory(cond);
  if (inc) {
    Object *first = newObject(trueValue());
    return orUnrolled(emitRuntimeLoop(
        false, {}, {}, {}, false,
        [&](mlir::Value) {
          Value notFirst = unaryScalar(UO_LNot, first->value, cgm.ast.BoolTy, l);
          emitRuntimeIf(
              materialize(notFirst, l),
              [&] {
                emitIgnored(inc);
                return Flow::Normal;
              },
              [] { return Flow::Normal; }, l);
          first->value = falseValue();
          Flow f = breakUnless(test(), l);
          if (f == Flow::Terminated)
            return f;
          return body();
        },
        l, tf, keepAsLoop));
  }
  return orUnrolled(emitRuntimeLoop(
      false, {}, {}, {}, false,
      [&](mlir::Value) {
        Flow f = breakUnless(test(), l);
        if (f == Flow::Terminated)
          return f;
        return body();
      },
      l, tf, keepAsLoop));
}

Flow CodeGenFunction::emitWhile(const Stmt *s, const Expr *cond, const Stmt *body,
                                bool isDo, std::optional<bool> unroll) {
  SourceLocation l = s->getBeginLoc();
  auto evalCond = [&]() -> std::optional<bool> {
    return constBool(toBool(emitRValue(cond), cond->getType(), l));
  };
  auto unrolled = [&] {
    return emitUnrolled(evalCond, [&] { return emitStmt(body); }, nullptr,
                        /*condFirst=*/false, l);
  };
  // Where the loop's first test is a constant but the condition is not a
  // constant expression (`while (j < 4)` over a local counter), a user loop
  // stays a loop, as nvcc keeps it, unless its body needs the counter at
  // compile time (then the trial run fails and it is unrolled, as emitFor).
  bool trialFailed = false;
  bool *tf = nullptr;
  // A condition with side effects is evaluated only inside the loop: once
  // per test, as C++ says.
  if (!isDo && !conditionHasEffects(cond, cgm.ast)) {
    Value c = toBool(emitRValue(cond), cond->getType(), l);
    if (auto k = constBool(c)) {
      if (!*k)
        return Flow::Normal;
      // `while (true)` with a break is a loop; without one it runs here.
      bool ice = cond->isIntegerConstantExpr(cgm.ast);
      if (ice && !findJumps(body).breaks && !containsReturn(body))
        return unrolled();
      if (!ice && unroll != false) {
        if (unroll == true || !isUserCode(l))
          return unrolled();
        tf = &trialFailed;
      }
    }
  } else if (cond->isIntegerConstantExpr(cgm.ast) && !findJumps(body).breaks &&
             !containsReturn(body)) {
    return unrolled();
  }
  auto orUnrolled = [&](Flow f) { return trialFailed ? unrolled() : f; };
  if (isDo) {
    // The condition is tested at the top of every iteration but the first
    // (a carried flag), as nvcc 13.4 shapes every do-while: `continue` goes
    // to the condition with no path of its own, and tileiras does not take
    // the loop for a counted one (with the test at the end of the body, it
    // unrolled `do { s += in[i]; } while (++i < n)` to 1805 SASS
    // instructions where nvcc's loop is 52). Like nvcc, the `if` yields
    // whether to go on (true in the first iteration) and one exit follows
    // it; a break inside that `if` made tileiras's code for a loop of
    // atomics 6% larger (side_effect_order: 135 SASS instructions, 129 so).
    Object *first = newObject(trueValue());
    return orUnrolled(emitRuntimeLoop(
        false, {}, {}, {}, false,
        [&](mlir::Value) {
          // Evaluated only from the second iteration on: the condition may
          // have side effects or read what the body writes.
          Value notFirst = unaryScalar(UO_LNot, first->value, cgm.ast.BoolTy, l);
          Object *goOn = newObject(trueValue());
          emitRuntimeIf(
              materialize(notFirst, l),
              [&] {
                goOn->value = toBool(emitRValue(cond), cond->getType(), l);
                return Flow::Normal;
              },
              [] { return Flow::Normal; }, l);
          first->value = falseValue();
          if (breakUnless(goOn->value, l) == Flow::Terminated)
            return Flow::Terminated;
          return emitStmt(body);
        },
        l, tf));
  }
  return orUnrolled(emitRuntimeLoop(
      false, {}, {}, {}, false,
      [&](mlir::Value) {
        Flow f = breakUnless(toBool(emitRValue(cond), cond->getType(), l), l);
        if (f == Flow::Terminated)
          return f;
        return emitStmt(body);
      },
      l, tf, loopTestInMemory(cond)));
}

Flow CodeGenFunction::emitRangeFor(const CXXForRangeStmt *s) {
  SourceLocation l = s->getBeginLoc();
  if (s->getInit())
    emitStmt(s->getInit());
  const VarDecl *rangeVar = s->getRangeStmt()
                                ? dyn_cast<VarDecl>(cast<DeclStmt>(s->getRangeStmt())->getSingleDecl())
                                : nullptr;
  QualType rt = rangeVar ? rangeVar->getType().getNonReferenceType() : QualType();
  const auto *rd = rt.isNull() ? nullptr : rt->getAsCXXRecordDecl();
  bool isIrange = rd && rd->getName() == "irange" &&
                  cgm.specializationOf(rt, "irange");
  if (isIrange) {
    emitStmt(s->getRangeStmt());
    LValue range = lookupDecl(rangeVar, l);
    Value &rv = range.get();
    if (!rv.isAggregate() || rv.getElems().size() < 3)
      error(l, "internal error: unexpected ct::irange layout");
    QualType it = cast<ClassTemplateSpecializationDecl>(rd)->getTemplateArgs()[0].getAsType();
    mlir::Type tt = ir::TileType::get(&cgm.mctx, {}, cgm.elementType(it, l));
    Value lo = rv.getElems()[0], hi = rv.getElems()[1], step = rv.getElems()[2];
    // A non-positive step is the header's warning; nvcc makes the `for`.
    const VarDecl *loopVar = s->getLoopVariable();
    JumpFinder jumps = findJumps(s->getBody());
    auto bindVar = [&](Value v) {
      Object *o = newObject(convertScalar(v, it, loopVar->getType(), l));
      frame().locals[loopVar] = o;
      frame().refs.erase(loopVar);
    };
    // A return inside leaves the loop with `break` too: nvcc 13.5 makes the
    // loop a `loop` then.
    if (!jumps.breaks && !containsReturn(s->getBody())) {
      return emitRuntimeLoop(
          true, materializeAs(lo, tt, l), materializeAs(hi, tt, l),
          materializeAs(step, tt, l), !cgm.isSigned(it),
          [&](mlir::Value iv) {
            bindVar(Value::ssa(iv));
            return emitStmt(s->getBody());
          },
          l);
    }
    // With a break: a `loop` carrying the counter, advanced before the body
    // so that continue needs no special path.
    Object *counter = newObject(Value::ssa(materializeAs(lo, tt, l)));
    return emitRuntimeLoop(
        false, {}, {}, {}, false,
        [&](mlir::Value) {
          Value cur = counter->value;
          Flow f = breakUnless(binaryScalar(BO_LT, cur, hi, it, cgm.ast.BoolTy, l), l);
          if (f == Flow::Terminated)
            return f;
          counter->value = binaryScalar(BO_Add, cur, step, it, it, l);
          bindVar(cur);
          return emitStmt(s->getBody());
        },
        l);
  }
  // Other ranges: run through at compile time where their bounds are known
  // here (arrays, std::initializer_list, constant ranges).
  emitStmt(s->getRangeStmt());
  emitStmt(s->getBeginStmt());
  emitStmt(s->getEndStmt());
  const Expr *cond = s->getCond();
  auto evalCond = [&]() -> std::optional<bool> {
    return constBool(toBool(emitRValue(cond), cond->getType(), l));
  };
  // The loop variable is declared anew each iteration.
  const Stmt *parts[] = {s->getLoopVarStmt(), s->getBody()};
  std::optional<bool> first = evalCond();
  if (!first)
    // Run-time bounds (a user range over memory): the `for` C++ defines it
    // as, `for (; __begin != __end; ++__begin)`, a run-time loop as nvcc
    // 13.4 makes it (probed).
    return emitForLoop(cond, nullptr, s->getInc(),
                       [&] { return emitCompound(parts); }, /*unroll=*/false,
                       l);
  if (!*first)
    return Flow::Normal;
  return emitUnrolled(
      evalCond, [&] { return emitCompound(parts); },
      [&] { emitIgnored(s->getInc()); }, /*condFirst=*/false, l);
}

Flow CodeGenFunction::emitSwitch(const SwitchStmt *s) {
  SourceLocation l = s->getBeginLoc();
  if (s->getInit())
    emitStmt(s->getInit());
  if (s->getConditionVariable())
    emitDecl(s->getConditionVariable());
  Value c = emitRValue(s->getCond());
  const auto *body = dyn_cast<CompoundStmt>(s->getBody());
  if (!body)
    nyi(l, "a switch whose body is not a block");
  llvm::SmallVector<const Stmt *, 16> stmts(body->body_begin(), body->body_end());
  if (!c.isInt())
    return emitRuntimeSwitch(s, c, stmts);
  // Find the case label (or default) and run from it; case bodies nest the
  // first statement after the label.
  auto matches = [&](const Stmt *st, bool wantDefault) -> const Stmt * {
    while (st) {
      if (const auto *cs = dyn_cast<CaseStmt>(st)) {
        if (!wantDefault) {
          // `case lo ... hi` (GNU, accepted by nvcc) matches the closed range.
          Expr::EvalResult lo, hi;
          if (cs->getLHS()->EvaluateAsInt(lo, cgm.ast)) {
            const llvm::APSInt &v = c.getInt();
            if (!cs->getRHS()) {
              if (llvm::APSInt::isSameValue(lo.Val.getInt(), v))
                return cs;
            } else if (cs->getRHS()->EvaluateAsInt(hi, cgm.ast) &&
                       llvm::APSInt::compareValues(lo.Val.getInt(), v) <= 0 &&
                       llvm::APSInt::compareValues(v, hi.Val.getInt()) <= 0) {
              return cs;
            }
          }
        }
        st = cs->getSubStmt();
        continue;
      }
      if (const auto *ds = dyn_cast<DefaultStmt>(st)) {
        if (wantDefault)
          return ds;
        st = ds->getSubStmt();
        continue;
      }
      return nullptr;
    }
    return nullptr;
  };
  size_t start = stmts.size();
  for (bool wantDefault : {false, true}) {
    for (size_t i = 0; i < stmts.size() && start == stmts.size(); ++i)
      if (matches(stmts[i], wantDefault))
        start = i;
    if (start != stmts.size())
      break;
  }
  if (start == stmts.size())
    return Flow::Normal;
  UnrolledScope scope(*this, /*isSwitch=*/true); // break leaves the switch like a loop
  Value flagBefore = frame().retFlag->value;
  // A break under a run-time condition sets the switch's flag; the
  // statements after it run only where it is still clear.
  std::function<Flow(size_t)> run = [&](size_t from) -> Flow {
    for (size_t i = from; i < stmts.size(); ++i) {
      const Stmt *st = stmts[i];
      while (true) {
        if (const auto *cs = dyn_cast<CaseStmt>(st))
          st = cs->getSubStmt();
        else if (const auto *ds = dyn_cast<DefaultStmt>(st))
          st = ds->getSubStmt();
        else
          break;
      }
      Flow f = emitStmt(st);
      bool more = i + 1 < stmts.size();
      if (f == Flow::MaybeJump)
        return !more ? f
                     : guardAfterJump([&] { return run(i + 1); },
                                      stmts[i + 1]->getBeginLoc());
      if (f == Flow::MaybeReturn)
        return afterMaybeReturn([&] { return more ? run(i + 1) : Flow::Normal; },
                                more,
                                more ? stmts[i + 1]->getBeginLoc() : st->getEndLoc());
      if (f != Flow::Normal)
        return f;
    }
    return Flow::Normal;
  };
  Flow f = run(start);
  if (f == Flow::Break || f == Flow::MaybeJump || f == Flow::Normal)
    f = frame().retFlag->value.sameAs(flagBefore) ? Flow::Normal
                                                  : Flow::MaybeReturn;
  return f;
}

// A switch on a run-time value, as nvcc lowers it (read from its Tile IR):
// a loop that runs once, so that `break` leaves it; each labelled run of
// statements executes when its label matches or when the run before it fell
// through (a flag carried through the loop), and default matches when no
// case does.
Flow CodeGenFunction::emitRuntimeSwitch(const SwitchStmt *s, const Value &cond,
                                        llvm::ArrayRef<const Stmt *> stmts) {
  SourceLocation l = s->getBeginLoc();
  if (findJumps(s->getBody()).continues)
    nyi(l, "continue inside a switch on a run-time value");
  // The condition after its promotions; the case values are converted to it.
  QualType ct = s->getCond()->getType();
  mlir::Type et = cgm.elementType(ct, l);
  if (!et)
    fail();
  // The runs of statements and the labels that start them (stacked labels
  // share a run).
  struct Run {
    llvm::SmallVector<const CaseStmt *, 2> cases;
    bool isDefault = false;
    llvm::SmallVector<const Stmt *, 8> body;
  };
  llvm::SmallVector<Run, 8> runs;
  for (const Stmt *st : stmts) {
    bool labelled = false;
    while (true) {
      if (const auto *cs = dyn_cast<CaseStmt>(st)) {
        if (!labelled)
          runs.emplace_back();
        labelled = true;
        runs.back().cases.push_back(cs);
        st = cs->getSubStmt();
      } else if (const auto *ds = dyn_cast<DefaultStmt>(st)) {
        if (!labelled)
          runs.emplace_back();
        labelled = true;
        runs.back().isDefault = true;
        st = ds->getSubStmt();
      } else {
        break;
      }
    }
    if (runs.empty()) // statements before the first label never run
      continue;
    runs.back().body.push_back(st);
  }
  // Match conditions, before the loop: one per run, and default's.
  Value anyCase = falseValue();
  llvm::SmallVector<Value, 8> matches;
  for (Run &r : runs) {
    Value m = falseValue();
    for (const CaseStmt *cs : r.cases) {
      auto label = [&](const Expr *e) {
        Expr::EvalResult er;
        if (!e->EvaluateAsInt(er, cgm.ast))
          nyi(cs->getBeginLoc(), "a case label that is not a constant");
        llvm::APSInt kv = er.Val.getInt();
        return Value::integer(
            llvm::APSInt(kv.extOrTrunc(et.getIntOrFloatBitWidth()), kv.isUnsigned()), et);
      };
      Value lo = label(cs->getLHS());
      Value hit;
      if (const Expr *rhs = cs->getRHS()) {
        // `case lo ... hi`: nvcc accepts the GNU range; compared in the
        // condition's promoted type, so its signedness decides.
        Value ge = binaryScalar(BO_GE, cond, lo, ct, cgm.ast.BoolTy, l);
        Value le = binaryScalar(BO_LE, cond, label(rhs), ct, cgm.ast.BoolTy, l);
        hit = binaryScalar(BO_And, ge, le, cgm.ast.BoolTy, cgm.ast.BoolTy, l);
      } else {
        hit = binaryScalar(BO_EQ, cond, lo, ct, cgm.ast.BoolTy, l);
      }
      m = binaryScalar(BO_Or, m, hit, cgm.ast.BoolTy, cgm.ast.BoolTy, l);
    }
    anyCase = binaryScalar(BO_Or, anyCase, m, cgm.ast.BoolTy, cgm.ast.BoolTy, l);
    matches.push_back(m);
  }
  Value noCase = unaryScalar(UO_LNot, anyCase, cgm.ast.BoolTy, l);
  for (size_t i = 0; i < runs.size(); ++i)
    if (runs[i].isDefault)
      matches[i] = binaryScalar(BO_Or, matches[i], noCase, cgm.ast.BoolTy,
                                cgm.ast.BoolTy, l);
  Object *fell = newObject(falseValue());
  return emitRuntimeLoop(
      false, {}, {}, {}, false,
      [&](mlir::Value) {
        for (size_t i = 0; i < runs.size(); ++i) {
          Value run = binaryScalar(BO_Or, fell->value, matches[i],
                                   cgm.ast.BoolTy, cgm.ast.BoolTy, l);
          Flow f = emitRuntimeIf(
              materialize(run, l),
              [&] {
                Flow g = emitCompound(runs[i].body);
                if (g == Flow::Normal)
                  fell->value = trueValue();
                return g;
              },
              [] { return Flow::Normal; }, l);
          if (f == Flow::Terminated)
            return f;
        }
        return breakUnless(falseValue(), l);
      },
      l);
}

} // namespace cutile::codegen
