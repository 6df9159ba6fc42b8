//===- LoopPromote.cpp - counted `loop`s become `for`, as nvcc 13.5 ------===//
//
// Code generation shapes every C++ `for`, `while` and `do` as the `loop` op
// nvcc 13.4 made of it (CGStmt.cpp). nvcc 13.5 turns those of them that
// count into `for` ops, after the fact: what it promotes is decided on the
// Tile IR, not on the C++ (probed with tileirdisasm: `while (i < n) { ...;
// ++i; }` is promoted, `i = 2 + i` is not, `i < n / 2` is not because the
// bound is computed in the loop, while `int m = n / 2;` before it is). The
// rules read from its output, which this file applies to our `loop`s:
//
//  - the loop begins with its exit test, `break` unless `iv < bound`
//    (`cmpi less_than`, signed or unsigned, the counter on the left);
//    `<=`, `!=`, `>` and conditions of more than one comparison stay;
//  - the bound is made outside the loop (or is a constant); where both
//    sides are widened alike (`short i < short n`, compared as int) the
//    comparison is taken at the narrow type;
//  - the counter advances by a positive constant, `addi %iv, %step` with
//    the counter first, either at the top of every iteration but the first
//    (the `for` shape, with its carried first-iteration flag) or on the way
//    to the one `continue` at the end of the body (the `while` shape);
//  - the body leaves the loop no other way: no other `break` or
//    `continue` of this loop, no `return`; the counter is not changed in
//    the body (the `continue` passes the tested value, or its sum).
//
// The `for` carries the counter's next value as nvcc's does (what C++ reads
// after the loop), and everything else the `loop` carried except the flag;
// tokens are left as they were. One difference, on purpose: nvcc compares
// `unsigned short` counters, widened with zero and compared as int, signed
// at 16 bits, wrong for bounds of 32768 and more; here they compare
// unsigned.
//
// Runs before the clean-up: with the bound hoisted by LICM, loops nvcc
// keeps would be promoted. Code generation marks the loops whose counter or
// bound nvcc reads from memory (kKeepLoopAttr, LoopTestOperands.cpp): the IR
// no longer tells a variable a reference reaches from one none does.
//
//===----------------------------------------------------------------------===//

#include "Cleanup.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace cutile::codegen {

std::optional<llvm::APInt> constInt(mlir::Value v) {
  auto c = v.getDefiningOp<ir::ConstantOp>();
  if (!c)
    return std::nullopt;
  auto d = llvm::dyn_cast<mlir::DenseIntElementsAttr>(c.getValue());
  if (!d || !d.isSplat())
    return std::nullopt;
  return d.getSplatValue<llvm::APInt>();
}

namespace {

/// The loop a `break` or `continue` belongs to.
mlir::Operation *ownerLoop(mlir::Operation *jump) {
  mlir::Operation *p = jump->getParentOp();
  while (p && !llvm::isa<ir::LoopOp, ir::ForOp>(p))
    p = p->getParentOp();
  return p;
}

bool isConstBool(mlir::Value v, bool value) {
  std::optional<llvm::APInt> k = constInt(v);
  return k && k->getBitWidth() == 1 && k->getBoolValue() == value;
}

/// `xori %x, true`: the negation of x, or null.
mlir::Value negated(mlir::Value v) {
  auto x = v.getDefiningOp<ir::XOrIOp>();
  if (!x)
    return {};
  if (isConstBool(x.getRhs(), true))
    return x.getLhs();
  if (isConstBool(x.getLhs(), true))
    return x.getRhs();
  return {};
}

/// Whether a block holds nothing but constants before its terminator.
bool onlyConstants(mlir::Block &blk) {
  return llvm::all_of(blk.without_terminator(),
                      [](mlir::Operation &op) { return llvm::isa<ir::ConstantOp>(op); });
}

/// The only op of a block but its terminator and constants, or null.
template <class Op> Op soleBeforeTerminator(mlir::Block &blk) {
  Op found;
  for (mlir::Operation &op : blk.without_terminator()) {
    if (llvm::isa<ir::ConstantOp>(op))
      continue;
    if (found || !llvm::isa<Op>(op))
      return Op();
    found = llvm::cast<Op>(op);
  }
  return found;
}

/// `addi %iv, %step` with a positive constant step: the step, or null.
mlir::Value stepOf(mlir::Value next, mlir::Value iv) {
  auto add = next.getDefiningOp<ir::AddIOp>();
  if (!add || add.getLhs() != iv)
    return {};
  std::optional<llvm::APInt> k = constInt(add.getRhs());
  if (!k || !k->isStrictlyPositive())
    return {};
  return add.getRhs();
}

struct Match {
  ir::LoopOp loop;
  ir::IfOp exitIf;          // if !(iv < bound) { break }
  ir::CmpIOp cmp;
  mlir::Value bound, step;  // at the counter's type
  bool unsignedCmp = false;
  unsigned slot = 0;        // the counter's carried slot
  mlir::Value tested;       // the counter's value in the iteration
  ir::IfOp incIf;           // the `for` shape's increment, or null
  int flagSlot = -1;        // the `for` shape's first-iteration flag
  mlir::Value flagFalse;    // what the exit passes for it
  ir::ContinueOp cont;
};

bool matchLoop(ir::LoopOp loop, Match &m) {
  m.loop = loop;
  mlir::Block *body = loop.getBody();
  m.cont = llvm::dyn_cast<ir::ContinueOp>(body->getTerminator());
  if (!m.cont)
    return false;
  // The one way out is the exit test; the one way round the final continue.
  ir::BreakOp brk;
  bool other = false;
  loop->walk([&](mlir::Operation *op) {
    if (llvm::isa<ir::ReturnOp>(op))
      other = true;
    else if (llvm::isa<ir::BreakOp, ir::ContinueOp>(op) && ownerLoop(op) == loop) {
      if (op == m.cont.getOperation())
        return;
      if (brk || !llvm::isa<ir::BreakOp>(op))
        other = true;
      else
        brk = llvm::cast<ir::BreakOp>(op);
    }
  });
  if (other || !brk)
    return false;
  m.exitIf = llvm::dyn_cast<ir::IfOp>(brk->getParentOp());
  if (!m.exitIf || m.exitIf->getBlock() != body || m.exitIf.getNumResults() != 0 ||
      !onlyConstants(m.exitIf.getThenRegion().front()) ||
      &m.exitIf.getThenRegion().front().back() != brk.getOperation() ||
      (!m.exitIf.getElseRegion().empty() &&
       !m.exitIf.getElseRegion().front().without_terminator().empty()))
    return false;
  mlir::Value c = negated(m.exitIf.getCondition());
  m.cmp = c ? c.getDefiningOp<ir::CmpIOp>() : ir::CmpIOp();
  if (!m.cmp || m.cmp.getComparisonPredicate() != ir::ComparisonPredicate::LESS_THAN)
    return false;
  m.unsignedCmp = m.cmp.getSignedness() == ir::Signedness::Unsigned;
  mlir::Value lhs = m.cmp.getLhs(), rhs = m.cmp.getRhs();
  // Both sides widened alike: the comparison of the narrow values, unsigned
  // where either the widening or the comparison is.
  auto el = lhs.getDefiningOp<ir::ExtIOp>(), er = rhs.getDefiningOp<ir::ExtIOp>();
  if (el && er && el.getFrom().getType() == er.getFrom().getType() &&
      el.getSignedness() == er.getSignedness()) {
    lhs = el.getFrom();
    rhs = er.getFrom();
    m.unsignedCmp |= el.getSignedness() == ir::Signedness::Unsigned;
  }
  // The bound: made before the loop, or a constant.
  if (loop->isAncestor(rhs.getParentRegion()->getParentOp()) &&
      !rhs.getDefiningOp<ir::ConstantOp>())
    return false;
  m.bound = rhs;
  m.tested = lhs;

  // The counter: a carried value itself (`while` shape), or the result of
  // the increment at the top, skipped in the first iteration (`for`).
  auto args = body->getArguments();
  if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(lhs); arg && arg.getOwner() == body) {
    m.slot = arg.getArgNumber();
    m.step = stepOf(m.cont.getOperand(m.slot), arg);
    if (!m.step || brk.getOperand(m.slot) != arg)
      return false;
  } else {
    m.incIf = lhs.getDefiningOp<ir::IfOp>();
    if (!m.incIf || m.incIf->getBlock() != body || m.incIf.getNumResults() != 1 ||
        m.incIf.getElseRegion().empty())
      return false;
    mlir::Value flag = negated(m.incIf.getCondition());
    auto flagArg = llvm::dyn_cast_or_null<mlir::BlockArgument>(flag);
    if (!flagArg || flagArg.getOwner() != body || !flagArg.hasOneUse() ||
        !m.incIf.getCondition().hasOneUse())
      return false;
    m.flagSlot = int(flagArg.getArgNumber());
    if (!isConstBool(loop.getInitValues()[m.flagSlot], true) ||
        !isConstBool(m.cont.getOperand(m.flagSlot), false) ||
        !isConstBool(brk.getOperand(m.flagSlot), false))
      return false;
    m.flagFalse = brk.getOperand(m.flagSlot);
    auto thenYield = llvm::dyn_cast<ir::YieldOp>(m.incIf.getThenRegion().front().getTerminator());
    auto elseYield = llvm::dyn_cast<ir::YieldOp>(m.incIf.getElseRegion().front().getTerminator());
    if (!thenYield || !elseYield || thenYield.getNumOperands() != 1 ||
        elseYield.getNumOperands() != 1 ||
        !m.incIf.getElseRegion().front().without_terminator().empty() ||
        !soleBeforeTerminator<ir::AddIOp>(m.incIf.getThenRegion().front()))
      return false;
    auto ctr = llvm::dyn_cast<mlir::BlockArgument>(elseYield.getOperand(0));
    if (!ctr || ctr.getOwner() != body)
      return false;
    m.slot = ctr.getArgNumber();
    m.step = stepOf(thenYield.getOperand(0), ctr);
    // The counter is read nowhere else, and the body leaves it as tested.
    if (!m.step || !llvm::all_of(ctr.getUsers(), [&](mlir::Operation *u) {
          return m.incIf->isAncestor(u);
        }))
      return false;
    if (m.cont.getOperand(m.slot) != lhs || brk.getOperand(m.slot) != lhs)
      return false;
  }
  if (m.bound.getType() != args[m.slot].getType() ||
      m.step.getType() != args[m.slot].getType())
    return false;
  // Everything else leaves the loop as it came in: what `for` returns is
  // the last iteration's values.
  for (unsigned k = 0; k < args.size(); ++k)
    if (int(k) != m.flagSlot && k != m.slot && brk.getOperand(k) != args[k])
      return false;
  // Nothing but the test comes before it.
  for (mlir::Operation &op : *body) {
    if (&op == m.exitIf.getOperation())
      break;
    mlir::Operation *p = &op;
    bool partOfTest =
        llvm::isa<ir::ConstantOp>(p) || p == m.cmp.getOperation() ||
        p == m.exitIf.getCondition().getDefiningOp() ||
        p == m.cmp.getLhs().getDefiningOp() || p == m.cmp.getRhs().getDefiningOp() ||
        (m.incIf && (p == m.incIf.getOperation() ||
                     p == m.incIf.getCondition().getDefiningOp()));
    if (!partOfTest)
      return false;
  }
  return true;
}

/// A constant made in the loop, for use before it: a copy just above.
mlir::Value before(mlir::OpBuilder &b, ir::LoopOp loop, mlir::Value v) {
  if (!loop->isAncestor(v.getParentRegion()->getParentOp()))
    return v;
  b.setInsertionPoint(loop);
  return b.clone(*v.getDefiningOp())->getResult(0);
}

void promote(Match &m) {
  ir::LoopOp loop = m.loop;
  mlir::Block *body = loop.getBody();
  mlir::OpBuilder b(loop);
  mlir::Location l = loop.getLoc();
  mlir::Value lb = loop.getInitValues()[m.slot];
  mlir::Value ub = before(b, loop, m.bound);
  mlir::Value step = before(b, loop, m.step);
  // After the loop the flag is false: the exit test ran at least once.
  if (m.flagSlot >= 0 && !loop.getResult(m.flagSlot).use_empty())
    loop.getResult(m.flagSlot).replaceAllUsesWith(before(b, loop, m.flagFalse));
  llvm::SmallVector<mlir::Value> inits;
  llvm::SmallVector<unsigned> kept;
  for (unsigned k = 0; k < loop.getNumOperands(); ++k)
    if (int(k) != m.flagSlot) {
      inits.push_back(loop.getInitValues()[k]);
      kept.push_back(k);
    }
  b.setInsertionPoint(loop);
  auto f = ir::ForOp::create(b, l, lb, ub, step, inits, m.unsignedCmp);
  mlir::Block *fb = f.getBody();
  if (!fb->empty())
    fb->back().erase(); // the implicit continue; ours follows
  mlir::Value iv = f.getInductionVar();

  // What dies with the test: the exit `if`, its negation, the comparison,
  // the widenings, the increment and the old sum for the continue.
  llvm::SmallVector<mlir::Operation *> dead{
      m.exitIf, m.exitIf.getCondition().getDefiningOp(), m.cmp,
      m.cmp.getLhs().getDefiningOp(), m.cmp.getRhs().getDefiningOp(),
      m.cont.getOperand(m.slot).getDefiningOp()};
  if (m.incIf)
    dead.append({m.incIf, m.incIf.getCondition().getDefiningOp()});

  // The counter's value in the iteration is the induction variable; what
  // the `for` carries for it is the next one (nvcc's sum has no overflow
  // flags).
  m.tested.replaceAllUsesWith(iv);
  b.setInsertionPoint(m.cont);
  mlir::Value next = ir::AddIOp::create(b, l, iv, step, ir::IntegerOverflowAttr()).getResult();
  llvm::SmallVector<mlir::Value> conts;
  for (unsigned k : kept)
    conts.push_back(k == m.slot ? next : m.cont.getOperand(k));
  ir::ContinueOp::create(b, m.cont.getLoc(), conts);
  m.cont.erase();

  llvm::SmallPtrSet<mlir::Operation *, 8> erased;
  for (bool again = true; again;) {
    again = false;
    for (mlir::Operation *op : dead)
      if (op && !erased.contains(op) && loop->isAncestor(op) && op->use_empty()) {
        erased.insert(op);
        op->erase();
        again = true;
      }
  }

  // The body moves into the `for`; the carried values are the `for`'s.
  fb->getOperations().splice(fb->end(), body->getOperations());
  auto iterArgs = f.getRegionIterValues();
  for (unsigned j = 0; j < kept.size(); ++j)
    body->getArgument(kept[j]).replaceAllUsesWith(iterArgs[j]);
  for (unsigned j = 0; j < kept.size(); ++j)
    loop.getResult(kept[j]).replaceAllUsesWith(f.getResult(j));
  loop.erase();
}

} // namespace

void promoteCountedLoops(ir::ModuleOp module) {
  llvm::SmallVector<ir::LoopOp> loops;
  module->walk([&](ir::LoopOp l) { loops.push_back(l); }); // inner ones first
  for (ir::LoopOp l : loops) {
    if (l->removeAttr(kKeepLoopAttr))
      continue;
    Match m;
    if (matchLoop(l, m))
      promote(m);
  }
}

} // namespace cutile::codegen
