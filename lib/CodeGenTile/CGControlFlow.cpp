//===- CGControlFlow.cpp - Run-time if and loops, and the state they merge ===//
//
// C++ locals are mutable; cuda_tile values are not. At a run-time `if` each
// branch runs on its own copy of the state (every leaf of every live
// object), and the leaves a branch changed become results of the `if`. A
// run-time loop first runs its body on trial (ops thrown away, errors
// silent) to learn which leaves it changes; those become the loop's carried
// values, and the body then runs for real with them as block arguments.
//
//===----------------------------------------------------------------------===//

#include "CodeGenFunction.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace cutile::codegen {

bool Value::sameAs(const Value &o) const {
  if (k != o.k)
    return false;
  switch (k) {
  case Kind::Undef:
  case Kind::Null:
    return true;
  case Kind::Int:
    return type == o.type && ival.getBitWidth() == o.ival.getBitWidth() &&
           llvm::APInt(ival) == llvm::APInt(o.ival);
  case Kind::Float:
    return type == o.type && fval.bitwiseIsEqual(o.fval);
  case Kind::SSA:
    return val == o.val;
  case Kind::Aggregate:
    if (elems.size() != o.elems.size())
      return false;
    for (size_t i = 0; i < elems.size(); ++i)
      if (!elems[i].sameAs(o.elems[i]))
        return false;
    return true;
  case Kind::Ref:
    if (dyn.size() != o.dyn.size())
      return false;
    for (size_t i = 0; i < dyn.size(); ++i)
      if (dyn[i].pos != o.dyn[i].pos || dyn[i].idx != o.dyn[i].idx)
        return false;
    return obj == o.obj && path == o.path && val == o.val;
  case Kind::String:
    return str == o.str;
  case Kind::Func:
    return fn == o.fn;
  }
  return false;
}

static void collectLeaves(Object *o, const Value &v,
                          llvm::SmallVector<unsigned, 4> &path,
                          std::vector<CodeGenFunction::Leaf> &out) {
  if (v.isAggregate()) {
    for (unsigned i = 0; i < v.getElems().size(); ++i) {
      path.push_back(i);
      collectLeaves(o, v.getElems()[i], path, out);
      path.pop_back();
    }
    return;
  }
  // Strings and functions never change at run time.
  if (v.kind() == Value::Kind::String || v.kind() == Value::Kind::Func)
    return;
  out.push_back({o, path});
}

std::vector<CodeGenFunction::Leaf> CodeGenFunction::stateLeaves(unsigned limit) {
  std::vector<Leaf> out;
  llvm::SmallVector<unsigned, 4> path;
  unsigned i = 0;
  for (Object &o : objects) {
    if (i++ >= limit)
      break;
    collectLeaves(&o, o.value, path, out);
  }
  return out;
}

static Value *navigate(const CodeGenFunction::Leaf &l) {
  Value *v = &l.obj->value;
  for (unsigned i : l.path) {
    if (!v->isAggregate() || i >= v->getElems().size())
      return nullptr;
    v = &v->getElems()[i];
  }
  return v;
}

std::vector<Value> CodeGenFunction::readLeaves(llvm::ArrayRef<Leaf> leaves) {
  std::vector<Value> out;
  out.reserve(leaves.size());
  for (const Leaf &l : leaves) {
    Value *v = navigate(l);
    out.push_back(v ? *v : Value());
  }
  return out;
}

void CodeGenFunction::writeLeaves(llvm::ArrayRef<Leaf> leaves,
                                  llvm::ArrayRef<Value> values) {
  for (size_t i = 0; i < leaves.size(); ++i)
    if (Value *v = navigate(leaves[i]))
      *v = values[i];
}

mlir::Type CodeGenFunction::leafType(const Value &v) {
  if (v.isSSA())
    return v.getSSA().getType();
  if (v.isInt() || v.isFloat())
    return ir::TileType::get(&cgm.mctx, {}, v.getType());
  return {};
}

static Flow mergeFlows(CodeGenFunction &cgf, Flow a, Flow b, SourceLocation l) {
  if (a == Flow::Terminated)
    return b;
  if (b == Flow::Terminated)
    return a;
  // A break or continue on some run-time paths of an unrolled loop: the
  // loop's flags say where (CodeGenFunction::JumpFlags).
  auto isLoopJump = [](Flow f) {
    return f == Flow::Break || f == Flow::Continue || f == Flow::MaybeJump;
  };
  auto isReturn = [](Flow f) { return f == Flow::Return || f == Flow::MaybeReturn; };
  if (isLoopJump(a) || isLoopJump(b)) {
    if (isReturn(a) || isReturn(b))
      cgf.nyi(l, "a return and a break or continue under run-time conditions "
                 "in the same unrolled loop");
    return Flow::MaybeJump;
  }
  if (a == b)
    return a;
  return Flow::MaybeReturn;
}

Flow CodeGenFunction::emitRuntimeIf(mlir::Value cond,
                                    const std::function<Flow()> &thenFn,
                                    const std::function<Flow()> &elseFn,
                                    SourceLocation l) {
  unsigned limit = objects.size();
  std::vector<Leaf> leaves = stateLeaves(limit);
  std::vector<Value> before = readLeaves(leaves);
  mlir::OpBuilder::InsertPoint ip = b.saveInsertionPoint();
  mlir::OpBuilder::InsertionGuard guard(b);

  struct Branch {
    std::unique_ptr<mlir::Block> block = std::make_unique<mlir::Block>();
    Flow flow = Flow::Normal;
    std::vector<Value> after;
  } th, el;
  auto run = [&](const std::function<Flow()> &fn, Branch &br) {
    b.setInsertionPointToEnd(br.block.get());
    ++runtimeRegionDepth;
    struct Restore {
      CodeGenFunction &c;
      std::vector<Leaf> &leaves;
      std::vector<Value> &before;
      ~Restore() {
        --c.runtimeRegionDepth;
        c.writeLeaves(leaves, before);
      }
    } restore{*this, leaves, before};
    br.flow = fn();
    br.after = readLeaves(leaves);
  };
  run(thenFn, th);
  run(elseFn, el);

  bool tTerm = th.flow == Flow::Terminated, eTerm = el.flow == Flow::Terminated;
  llvm::SmallVector<unsigned> changed;
  llvm::SmallVector<mlir::Type> types;
  for (size_t i = 0; i < leaves.size(); ++i) {
    bool ct = !tTerm && !th.after[i].sameAs(before[i]);
    bool ce = !eTerm && !el.after[i].sameAs(before[i]);
    if (!ct && !ce)
      continue;
    mlir::Type t = leafType(ct ? th.after[i] : el.after[i]);
    if (!t)
      t = leafType(ct && !eTerm ? el.after[i] : th.after[i]);
    if (!t)
      t = leafType(before[i]);
    if (!t)
      nyi(l, "a pointer to a local object or a null pointer that changes "
             "under a run-time condition");
    changed.push_back(unsigned(i));
    types.push_back(t);
  }
  auto addYield = [&](Branch &br) {
    b.setInsertionPointToEnd(br.block.get());
    llvm::SmallVector<mlir::Value> ys;
    for (size_t k = 0; k < changed.size(); ++k)
      ys.push_back(materializeAs(br.after[changed[k]], types[k], l));
    ir::YieldOp::create(b, loc(l), ys);
  };
  if (!tTerm)
    addYield(th);
  if (!eTerm)
    addYield(el);

  b.restoreInsertionPoint(ip);
  auto ifOp = ir::IfOp::create(b, loc(l), types, cond, /*withElseRegion=*/true);
  for (auto [region, br] : {std::pair{&ifOp.getThenRegion(), &th},
                            std::pair{&ifOp.getElseRegion(), &el}}) {
    region->getBlocks().clear();
    region->push_back(br->block.release());
  }
  // An else that only yields nothing is left out of the printed form.
  mlir::Block &elseBlock = ifOp.getElseRegion().front();
  if (types.empty() && elseBlock.getOperations().size() == 1 &&
      llvm::isa<ir::YieldOp>(elseBlock.front()))
    ifOp.getElseRegion().getBlocks().clear();

  std::vector<Value> out = before;
  for (size_t k = 0; k < changed.size(); ++k)
    out[changed[k]] = Value::ssa(ifOp.getResult(k));
  writeLeaves(leaves, out);
  // The guard puts the builder back where the `if` went, i.e. after it.
  return mergeFlows(*this, th.flow, el.flow, l);
}

llvm::SmallVector<mlir::Value> CodeGenFunction::carriedValues(SourceLocation l) {
  LoopCtx &ctx = *loops.back();
  if (ctx.all)
    ctx.exits.push_back(readLeaves(*ctx.all));
  std::vector<Value> cur = readLeaves(ctx.carried);
  llvm::SmallVector<mlir::Value> out;
  for (size_t k = 0; k < cur.size(); ++k)
    out.push_back(materializeAs(cur[k], ctx.types[k], l));
  return out;
}

Flow CodeGenFunction::emitRuntimeLoop(bool isFor, mlir::Value lb, mlir::Value ub,
                                      mlir::Value step, bool unsignedCmp,
                                      const std::function<Flow(mlir::Value)> &body,
                                      SourceLocation l, bool *trialFailed) {
  unsigned limit = objects.size();
  std::vector<Leaf> leaves = stateLeaves(limit);
  std::vector<Value> before = readLeaves(leaves);
  std::vector<char> carried(leaves.size(), 0);
  std::vector<mlir::Type> types(leaves.size());
  mlir::OpBuilder::InsertPoint ip = b.saveInsertionPoint();

  struct LoopScope {
    CodeGenFunction &c;
    LoopCtx &ctx;
    LoopScope(CodeGenFunction &c, LoopCtx &ctx) : c(c), ctx(ctx) {
      c.loops.push_back(&ctx);
    }
    ~LoopScope() { c.loops.pop_back(); }
  };
  auto makeCtx = [&](LoopCtx &ctx, std::vector<Value> &entry, mlir::Block *blk) {
    ctx.isFor = isFor;
    ctx.frameDepth = frames.size();
    ctx.unrolledDepth = unrolledLoops;
    unsigned arg = isFor ? 1 : 0;
    for (size_t i = 0; i < leaves.size(); ++i)
      if (carried[i]) {
        ctx.carried.push_back(leaves[i]);
        ctx.types.push_back(types[i]);
        entry[i] = Value::ssa(blk->getArgument(arg++));
      }
  };

  // Trial runs until the set of carried leaves stops growing. Where the
  // caller can unroll instead, a run-time subscript of a local array in the
  // body fails the trial: unrolled, a subscript by the counter is a
  // constant, where a loop would select among all the elements each time.
  unsigned subscriptsBefore = dynamicSubscripts;
  for (int round = 0; round < 16; ++round) {
    auto blk = std::make_unique<mlir::Block>();
    mlir::Value iv;
    if (isFor)
      iv = blk->addArgument(lb.getType(), loc(l));
    for (size_t i = 0; i < leaves.size(); ++i)
      if (carried[i])
        blk->addArgument(types[i], loc(l));
    std::vector<Value> entry = before;
    LoopCtx ctx;
    makeCtx(ctx, entry, blk.get());
    ctx.all = &leaves;
    writeLeaves(leaves, entry);
    b.setInsertionPointToEnd(blk.get());
    bool failed = false;
    {
      LoopScope scope(*this, ctx);
      ++cgm.silent;
      try {
        Flow f = body(iv);
        if (f != Flow::Terminated)
          ctx.exits.push_back(readLeaves(leaves));
      } catch (Failed &) {
        failed = true;
      }
      --cgm.silent;
    }
    writeLeaves(leaves, before);
    b.restoreInsertionPoint(ip);
    if (trialFailed && dynamicSubscripts != subscriptsBefore)
      failed = true;
    if (failed && trialFailed) {
      // The caller runs the loop another way (unrolled); nothing was made.
      *trialFailed = true;
      return Flow::Normal;
    }
    if (failed)
      break; // the real run reports it
    // The trial block still lives here: the exit values' types are read
    // from its ops.
    bool grew = false;
    for (const std::vector<Value> &exit : ctx.exits)
      for (size_t i = 0; i < leaves.size(); ++i)
        if (!carried[i] && !exit[i].sameAs(entry[i])) {
          mlir::Type t = leafType(exit[i]);
          if (!t)
            t = leafType(before[i]);
          if (!t && trialFailed) {
            *trialFailed = true;
            return Flow::Normal;
          }
          if (!t)
            nyi(l, "a pointer to a local object or a null pointer that "
                   "changes inside a run-time loop");
          carried[i] = 1;
          types[i] = t;
          grew = true;
        }
    blk.reset();
    if (!grew)
      break;
  }

  llvm::SmallVector<mlir::Value> inits;
  llvm::SmallVector<mlir::Type> carriedTypes;
  for (size_t i = 0; i < leaves.size(); ++i)
    if (carried[i]) {
      inits.push_back(materializeAs(before[i], types[i], l));
      carriedTypes.push_back(types[i]);
    }
  mlir::Operation *loopOp;
  mlir::Block *bodyBlock;
  mlir::Value iv;
  if (isFor) {
    auto f = ir::ForOp::create(b, loc(l), lb, ub, step, inits, unsignedCmp);
    bodyBlock = f.getBody();
    if (!bodyBlock->empty())
      bodyBlock->back().erase(); // the implicit continue; ours follows
    iv = f.getInductionVar();
    loopOp = f;
  } else {
    auto lp = ir::LoopOp::create(b, loc(l), carriedTypes, inits);
    bodyBlock = lp.getBody();
    loopOp = lp;
  }
  std::vector<Value> entry = before;
  LoopCtx ctx;
  makeCtx(ctx, entry, bodyBlock);
  writeLeaves(leaves, entry);
  b.setInsertionPointToEnd(bodyBlock);
  {
    LoopScope scope(*this, ctx);
    Flow f = body(iv);
    if (f != Flow::Terminated)
      ir::ContinueOp::create(b, loc(l), carriedValues(l));
  }
  std::vector<Value> after = readLeaves(leaves);
  for (size_t i = 0; i < leaves.size(); ++i)
    if (!carried[i] && !after[i].sameAs(before[i]))
      error(l, "internal error: a loop changed state its trial run did not");
  std::vector<Value> out = before;
  unsigned k = 0;
  for (size_t i = 0; i < leaves.size(); ++i)
    if (carried[i])
      out[i] = Value::ssa(loopOp->getResult(k++));
  writeLeaves(leaves, out);
  b.setInsertionPointAfter(loopOp);
  return Flow::Normal;
}

// Also the value of a conditional lvalue (`x = b > m ? b : m`, read through
// an lvalue-to-rvalue cast): its arms are read, then chosen.
Value CodeGenFunction::emitConditional(const ConditionalOperator *co) {
  SourceLocation l = co->getExprLoc();
  auto arm = [&](const Expr *e) {
    return e->isGLValue() ? loadLValue(emitLValue(e), l) : emitRValue(e);
  };
  Value c = toBool(emitRValue(co->getCond()), co->getCond()->getType(), l);
  if (auto k = constBool(c))
    return arm(*k ? co->getTrueExpr() : co->getFalseExpr());
  // <assert.h>'s assert: `cond ? void(0) : __assert_fail("cond", ...)`.
  if (co->getType()->isVoidType()) {
    const auto *call = dyn_cast<CallExpr>(co->getFalseExpr()->IgnoreParenCasts());
    const FunctionDecl *fd = call ? call->getDirectCallee() : nullptr;
    // CUDA's device-side declarations of the assert hooks are not noreturn.
    bool assertHook = fd && (fd->isNoReturn() || fd->getName() == "__assert_fail" ||
                             fd->getName() == "__assertfail" ||
                             fd->getName() == "__assert_rtn");
    if (assertHook && call->getNumArgs() > 0) {
      std::string msg = "assertion failed";
      if (const auto *sl = dyn_cast<StringLiteral>(call->getArg(0)->IgnoreParenImpCasts())) {
        PresumedLoc p = cgm.ast.getSourceManager().getPresumedLoc(
            cgm.ast.getSourceManager().getFileLoc(l));
        msg = (p.isValid() ? std::string(p.getFilename()) + ":" +
                                 std::to_string(p.getLine()) + ": "
                           : std::string()) +
              "Assertion `" + sl->getString().str() + "' failed.";
      }
      createOp("assert", materialize(c, l), {},
               {mlir::NamedAttribute(mlir::StringAttr::get(&cgm.mctx, "message"),
                                     mlir::StringAttr::get(&cgm.mctx, msg))},
               l);
      return Value::undef();
    }
  }
  // Both arms evaluated and one chosen, where that is invisible.
  if (!mustEvaluateOnlyIfNeeded(co->getTrueExpr(), cgm.ast) &&
      !mustEvaluateOnlyIfNeeded(co->getFalseExpr(), cgm.ast))
    return selectValue(c, arm(co->getTrueExpr()), arm(co->getFalseExpr()), l);
  Object *tmp = newObject(defaultValue(co->getType(), l));
  emitRuntimeIf(
      materialize(c, l),
      [&] {
        tmp->value = arm(co->getTrueExpr());
        return Flow::Normal;
      },
      [&] {
        tmp->value = arm(co->getFalseExpr());
        return Flow::Normal;
      },
      l);
  return tmp->value;
}

} // namespace cutile::codegen
