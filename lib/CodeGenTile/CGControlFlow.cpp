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

#include "CGLocalMemory.h"
#include "Cleanup.h"
#include "CodeGenFunction.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

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

static Flow mergeFlows(Flow a, Flow b) {
  if (a == Flow::Terminated)
    return b;
  if (b == Flow::Terminated)
    return a;
  // A break or continue on some run-time paths of an unrolled loop: the
  // loop's flags say where (CodeGenFunction::JumpFlags), and the function's
  // returned-flag where a return is among them.
  auto isLoopJump = [](Flow f) {
    return f == Flow::Break || f == Flow::Continue || f == Flow::MaybeJump;
  };
  if (isLoopJump(a) || isLoopJump(b))
    return Flow::MaybeJump;
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
    if (!t) {
      // Pointers to locals that differ: those locals go to memory, where
      // a pointer is a value.
      requestMemoryFor(*this, {before[i], th.after[i], el.after[i]});
      nyi(l, "a pointer to a local object or a null pointer that changes "
             "under a run-time condition");
    }
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
  return mergeFlows(th.flow, el.flow);
}

namespace {

/// Whether `v` is made in `body`, directly or in a region nested in it.
bool madeIn(mlir::Value v, mlir::Block *body) {
  for (mlir::Block *blk = v.getParentBlock(); blk;) {
    if (blk == body)
      return true;
    mlir::Operation *parent = blk->getParentOp();
    blk = parent ? parent->getBlock() : nullptr;
  }
  return false;
}

/// Whether `v` has the same value in every iteration of the loop `body`:
/// made outside it, or by ops free of memory effects from such values (views
/// are made where they are used, and hoisted later).
bool loopInvariant(mlir::Value v, mlir::Block *body, unsigned depth = 0) {
  if (!madeIn(v, body))
    return true;
  mlir::Operation *op = v.getDefiningOp();
  if (!op || depth > 16 || op->getNumRegions() != 0 || !mlir::isMemoryEffectFree(op))
    return false;
  return llvm::all_of(op->getOperands(), [&](mlir::Value o) {
    return loopInvariant(o, body, depth + 1);
  });
}

/// Whether distinct in-bounds elements of the view have distinct addresses:
/// taken by increasing stride, each stride is static and past the largest
/// offset the smaller ones reach (a row-major view of static inner extents).
/// A stride of 0 or overlapping rows fail.
bool injectiveLayout(ir::TensorViewType t) {
  llvm::ArrayRef<int64_t> shape = t.getShape(), strides = t.getStrides();
  if (shape.empty() || strides.size() != shape.size())
    return false;
  llvm::SmallVector<unsigned> dims(shape.size());
  for (unsigned d = 0; d < dims.size(); ++d) {
    if (strides[d] == ir::TensorViewType::kDynamic)
      return false;
    dims[d] = d;
  }
  llvm::sort(dims, [&](unsigned a, unsigned b) { return strides[a] < strides[b]; });
  int64_t span = 1; // the offsets of the dimensions taken so far are < span
  for (size_t k = 0; k < dims.size(); ++k) {
    unsigned d = dims[k];
    if (strides[d] < span)
      return false;
    if (k + 1 == dims.size())
      break; // the outermost extent may be anything
    if (shape[d] == ir::TensorViewType::kDynamic || shape[d] < 1 ||
        shape[d] > (int64_t(1) << 31) || strides[d] > (int64_t(1) << 31))
      return false;
    span += (shape[d] - 1) * strides[d];
  }
  return true;
}

/// Whether `a` and `b` are the same value: one SSA value, or made alike
/// by ops free of memory effects from the same values (a view made at
/// each use).
bool sameValue(mlir::Value a, mlir::Value b, unsigned depth = 0) {
  if (a == b)
    return true;
  mlir::Operation *x = a.getDefiningOp(), *y = b.getDefiningOp();
  if (!x || !y || depth > 16 || x->getName() != y->getName() ||
      x->getAttrDictionary() != y->getAttrDictionary() ||
      x->getResultTypes() != y->getResultTypes() ||
      x->getNumOperands() != y->getNumOperands() || x->getNumRegions() != 0 ||
      !mlir::isMemoryEffectFree(x) ||
      llvm::cast<mlir::OpResult>(a).getResultNumber() !=
          llvm::cast<mlir::OpResult>(b).getResultNumber())
    return false;
  for (unsigned i = 0; i < x->getNumOperands(); ++i)
    if (!sameValue(x->getOperand(i), y->getOperand(i), depth + 1))
      return false;
  return true;
}

} // namespace

std::vector<char> CodeGenFunction::iterationDisjointLeaves(mlir::Block *body, mlir::Value iv,
                                                           llvm::ArrayRef<Leaf> leaves) {
  std::vector<char> out(leaves.size(), 0);
  // Per alias class: the one view all its stores go through and the index
  // position that is the induction variable; a class it fails for is bad.
  struct Use {
    mlir::Value view;
    unsigned pos = 0;
    bool bad = false;
  };
  llvm::DenseMap<unsigned, Use> uses;
  bool anyOther = false;
  body->walk([&](mlir::Operation *op) {
    if (llvm::isa<ir::JoinTokensOp, ir::MakeTokenOp>(op))
      return;
    auto store = llvm::dyn_cast<ir::StoreViewTkoOp>(op);
    if (!store) {
      // Control flow passes tokens on; the ops inside are walked too.
      bool touches = llvm::any_of(op->getResultTypes(), [](mlir::Type t) {
        return llvm::isa<ir::TokenType>(t);
      });
      if (!touches || op->getNumRegions() != 0)
        return;
      // Weak loads read their class: a store to it is then ordered as usual.
      // Anything else (atomics, ordered ops, prints) orders every class.
      mlir::Value mem;
      if (auto ld = llvm::dyn_cast<ir::LoadViewTkoOp>(op);
          ld && ld.getMemoryOrderingSemantics() == ir::MemoryOrderingSemantics::WEAK)
        mem = ld.getView();
      else if (auto lp = llvm::dyn_cast<ir::LoadPtrTkoOp>(op);
               lp && lp.getMemoryOrderingSemantics() == ir::MemoryOrderingSemantics::WEAK)
        mem = lp.getSource();
      else if (auto sp = llvm::dyn_cast<ir::StorePtrTkoOp>(op);
               sp && sp.getMemoryOrderingSemantics() == ir::MemoryOrderingSemantics::WEAK)
        mem = sp.getDestination();
      // So does an access through a pointer whose object is not known: it
      // may reach another iteration's tile of any class.
      if (!mem || aliasClass(mem) == unknownClass)
        anyOther = true;
      else
        uses[aliasClass(mem)].bad = true;
      return;
    }
    if (aliasClass(store.getView()) == unknownClass) {
      anyOther = true;
      return;
    }
    Use &u = uses[aliasClass(store.getView())];
    auto pv = llvm::dyn_cast<ir::PartitionViewType>(store.getView().getType());
    std::optional<unsigned> pos;
    for (auto [k, idx] : llvm::enumerate(store.getIndex()))
      if (idx == iv)
        pos = unsigned(k);
    if (store.getMemoryOrderingSemantics() != ir::MemoryOrderingSemantics::WEAK || !pv ||
        !pos || !loopInvariant(store.getView(), body) || !injectiveLayout(pv.getTensorView()) ||
        (u.view && (!sameValue(u.view, store.getView()) || u.pos != *pos))) {
      u.bad = true;
      return;
    }
    u.view = store.getView();
    u.pos = *pos;
  });
  if (anyOther)
    return out;
  for (auto &[cls, u] : uses) {
    auto it = tokenObjects.find(cls);
    if (u.bad || !u.view || cls == printClass || it == tokenObjects.end())
      continue;
    for (size_t i = 0; i < leaves.size(); ++i)
      if (leaves[i].obj == it->second)
        out[i] = 1;
  }
  return out;
}

llvm::SmallVector<mlir::Value> CodeGenFunction::carriedValues(SourceLocation l) {
  LoopCtx &ctx = *loops.back();
  if (ctx.all)
    ctx.exits.push_back(readLeaves(*ctx.all));
  std::vector<Value> cur = readLeaves(ctx.carried);
  llvm::SmallVector<mlir::Value> out;
  for (size_t k = 0; k < cur.size(); ++k) {
    mlir::Value acc = k < ctx.accumulate.size() ? ctx.accumulate[k] : mlir::Value();
    if (!acc) {
      out.push_back(materializeAs(cur[k], ctx.types[k], l));
      continue;
    }
    // A token this iteration's ops did not depend on: what the loop passes
    // on is every iteration's, for the ops after the loop.
    if (!cur[k].isSSA() || cur[k].sameAs(ctx.entry[k]))
      out.push_back(acc);
    else
      out.push_back(createOp("join_tokens", mlir::ValueRange{acc, cur[k].getSSA()},
                             ir::TokenType::get(&cgm.mctx), {}, l)
                        ->getResult(0));
  }
  return out;
}

Flow CodeGenFunction::emitRuntimeLoop(bool isFor, mlir::Value lb, mlir::Value ub,
                                      mlir::Value step, bool unsignedCmp,
                                      const std::function<Flow(mlir::Value)> &body,
                                      SourceLocation l, bool *trialFailed,
                                      bool keepLoop) {
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
  // Token leaves of classes a `for` body reaches only in memory no other
  // iteration reaches (iterationDisjointLeaves): the body starts from the
  // tokens before the loop, and the loop carries their join.
  std::vector<char> disjoint(leaves.size(), 0);
  auto makeCtx = [&](LoopCtx &ctx, std::vector<Value> &entry, mlir::Block *blk) {
    ctx.isFor = isFor;
    ctx.frameDepth = frames.size();
    ctx.unrolledDepth = unrolledLoops;
    unsigned arg = isFor ? 1 : 0;
    for (size_t i = 0; i < leaves.size(); ++i)
      if (carried[i]) {
        ctx.carried.push_back(leaves[i]);
        ctx.types.push_back(types[i]);
        mlir::Value a = blk->getArgument(arg++);
        ctx.accumulate.push_back(disjoint[i] ? a : mlir::Value());
        if (!disjoint[i])
          entry[i] = Value::ssa(a);
        ctx.entry.push_back(entry[i]);
      }
  };

  // A return inside leaves the loop with `break` (CGStmt.cpp emitReturn),
  // its function's returned-flag and value carried out. The flag is clear
  // in every iteration that starts, so the body starts from false, as nvcc
  // 13.5 passes it on. An inner loop that returned is left here too.
  Object *retFlag = frame().retFlag;
  Value flagBefore = retFlag->value;
  auto runBody = [&](mlir::Value iv) {
    for (size_t i = 0; i < leaves.size(); ++i)
      if (carried[i] && leaves[i].obj == retFlag)
        retFlag->value = falseValue();
    Flow f = body(iv);
    if (f == Flow::MaybeReturn)
      f = afterMaybeReturn([] { return Flow::Normal; }, false, l);
    return f;
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
        Flow f = runBody(iv);
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
          if (!t)
            requestMemoryFor(*this, {before[i], entry[i], exit[i]});
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
    if (!grew && isFor)
      disjoint = iterationDisjointLeaves(blk.get(), iv, leaves);
    blk.reset();
    if (!grew)
      break;
  }
  for (size_t i = 0; i < leaves.size(); ++i)
    disjoint[i] = disjoint[i] && carried[i];

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
    if (keepLoop)
      lp->setAttr(kKeepLoopAttr, mlir::UnitAttr::get(&cgm.mctx));
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
    Flow f = runBody(iv);
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
  return retFlag->value.sameAs(flagBefore) ? Flow::Normal : Flow::MaybeReturn;
}

// Also the value of a conditional lvalue (`x = b > m ? b : m`, read through
// an lvalue-to-rvalue cast): its arms are read, then chosen.
Value CodeGenFunction::emitConditional(const ConditionalOperator *co) {
  SourceLocation l = co->getExprLoc();
  auto arm = [&](const Expr *e) {
    return e->isGLValue() ? loadLValue(emitLValue(e), l) : emitRValue(e);
  };
  Value c = toBool(emitRValue(co->getCond()), co->getCond()->getType(), l);
  if (auto k = constBool(c); k && *k)
    return arm(co->getTrueExpr());
  // <assert.h>'s assert: `cond ? void(0) : __assert_fail("cond", ...)`. A
  // condition that is false at compile time is still an assert op (nvcc
  // 13.5 emits `assert %false`), not a call of the hook, whose arguments
  // (__PRETTY_FUNCTION__) tile code cannot evaluate.
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
  if (auto k = constBool(c))
    return arm(co->getFalseExpr());
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
