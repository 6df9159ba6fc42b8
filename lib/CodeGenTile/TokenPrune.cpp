//===- TokenPrune.cpp - Reads a store need not wait for -------------------===//
//
// Pointers that are not __restrict__ share one alias class (CGMemory.cpp), so
// a write waits for every read of that class since the last write. C++ says
// more: an object is accessed only through its own type, a char-like type or
// a type holding it as a member ([basic.lval]), so a float store never
// touches memory that an __half load reads. The case that matters is a GEMM
// with plain pointers (a library's extern "C" entry): the store of the f32
// result waited for the join of every K iteration's f16 load tokens, and
// tileiras then kept the loop from overlapping its loads with the mma
// (sm_100: 2682 SASS instructions, nvcc 1830).
//
// Tile IR element types stand for the C++ types, so the test is on widths:
// two element types of different widths, both wider than a byte, are
// distinct C++ types neither of which holds the other (tile elements are
// scalars or one-member wrappers of their own size: __half and
// __nv_bfloat16 hold an unsigned short, the fp8 types an unsigned char).
// Same widths (int and float, __half and short) and bytes (char aliases
// everything) keep their order.
//
// What does not work: dropping a read because the stored value is computed
// from it. The memory model orders element by element, and a tile's elements
// are spread over threads: `p[i+1] = p[i]` over a tile keeps tileiras's
// BAR.SYNC only while the store waits for the load's token.
//
// A write waits for the last write of its class and the reads since
// (CGMemory), so a later write of the same width reaches a dropped read only
// through this store: what used the store's token (loads aside) now waits
// for the dropped reads as well.
//
// A loop that only reads a class carries its reads-since token as a join
// that grows by every iteration's load tokens, and the first write after the
// loop waits for that join. nvcc 13.4 carries each load's last token on its
// own and the write waits for the last iteration's loads (probed with
// tileirdisasm: a complex multiply-accumulate over [16, 2] loads, and
// `b[j] = a[j]` in a loop, then a store to a). tileiras schedules the two
// forms differently: the complex MAC is 310 SASS instructions sm_90 with the
// join, 276 with nvcc's form (nvcc's 276); waiting for nothing at all is 511.
// splitLoopReadTokens gives ours nvcc's form (see there).
//
//===----------------------------------------------------------------------===//

#include "Cleanup.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

namespace cutile::codegen {

namespace {

unsigned elementBits(mlir::Type t) {
  if (auto tile = llvm::dyn_cast<ir::TileType>(t))
    t = tile.getElementType();
  if (llvm::isa<ir::PointerType>(t))
    return 64;
  // tf32 has 19 bits but is stored in 32: odd widths stay unknown.
  if (t.isIntOrFloat() && llvm::isPowerOf2_32(t.getIntOrFloatBitWidth()))
    return t.getIntOrFloatBitWidth();
  return 0; // unknown: may alias
}

/// Whether C++ lets an access of element type `a` and one of `b` touch the
/// same bytes.
bool mayAlias(mlir::Type a, mlir::Type b) {
  unsigned x = elementBits(a), y = elementBits(b);
  return x == y || x <= 8 || y <= 8;
}

/// The tokens `t` joins (through join_tokens), in order.
void tokenSources(mlir::Value t, llvm::SetVector<mlir::Value> &out) {
  if (auto j = t.getDefiningOp<ir::JoinTokensOp>()) {
    for (mlir::Value o : j->getOperands())
      tokenSources(o, out);
    return;
  }
  out.insert(t);
}

/// The type of the tile a weak load whose result token is `t` reads, else
/// null (atomics and ordered loads keep their place).
mlir::Type weakLoadType(mlir::Value t) {
  mlir::Operation *op = t.getDefiningOp();
  if (auto l = llvm::dyn_cast_or_null<ir::LoadViewTkoOp>(op))
    if (l.getMemoryOrderingSemantics() == ir::MemoryOrderingSemantics::WEAK)
      return l->getResult(0).getType();
  if (auto l = llvm::dyn_cast_or_null<ir::LoadPtrTkoOp>(op))
    if (l.getMemoryOrderingSemantics() == ir::MemoryOrderingSemantics::WEAK)
      return l->getResult(0).getType();
  return {};
}

/// Whether every source of the continue value of `for` result `t`, other
/// than the carried token itself, is a weak load of a type `stored` cannot
/// alias: then the result adds nothing to what the loop started from. Only
/// the body's own continue counts: another one (a C++ `continue` under an
/// `if`) would pass on tokens this does not look at.
bool loopReadsDisjoint(mlir::Value t, mlir::Type stored) {
  auto f = t.getDefiningOp<ir::ForOp>();
  if (!f)
    return false;
  unsigned continues = 0;
  f.getBody()->walk([&](ir::ContinueOp c) {
    if (c->getParentOfType<ir::ForOp>() == f && !c->getParentOfType<ir::LoopOp>())
      ++continues;
  });
  mlir::Operation *cont = f.getBody()->getTerminator();
  if (continues != 1 || !llvm::isa<ir::ContinueOp>(cont))
    return false;
  unsigned r = llvm::cast<mlir::OpResult>(t).getResultNumber();
  mlir::Value self = f.getRegionIterValues()[r];
  llvm::SetVector<mlir::Value> srcs;
  tokenSources(cont->getOperand(r), srcs);
  return llvm::all_of(srcs, [&](mlir::Value s) {
    if (s == self)
      return true;
    mlir::Type loaded = weakLoadType(s);
    return loaded && !mayAlias(loaded, stored);
  });
}

/// Later writes of the class wait only for the loads since this store's
/// write: they reached the dropped reads through it. Everything that used
/// its token but a load (which waits for the write alone) now waits for
/// those reads too.
void passOn(mlir::Value written, llvm::ArrayRef<mlir::Value> dropped, mlir::OpBuilder &b) {
  auto isLoad = [](mlir::Operation *op) {
    return llvm::isa<ir::LoadViewTkoOp, ir::LoadPtrTkoOp>(op);
  };
  if (llvm::all_of(written.getUsers(), isLoad))
    return;
  llvm::SmallVector<mlir::Value> all{written};
  all.append(dropped.begin(), dropped.end());
  b.setInsertionPointAfterValue(written);
  auto j = ir::JoinTokensOp::create(b, written.getLoc(), ir::TokenType::get(b.getContext()), all);
  written.replaceUsesWithIf(j.getResult(), [&](mlir::OpOperand &use) {
    return use.getOwner() != j && !isLoad(use.getOwner());
  });
}

template <class Store> void pruneStore(Store st, mlir::Type stored, mlir::OpBuilder &b) {
  if (st.getMemoryOrderingSemantics() != ir::MemoryOrderingSemantics::WEAK || !st.getToken())
    return;
  llvm::SetVector<mlir::Value> srcs, kept;
  llvm::SmallVector<mlir::Value> dropped;
  tokenSources(st.getToken(), srcs);
  for (mlir::Value s : srcs) {
    if (mlir::Type loaded = weakLoadType(s); loaded && !mayAlias(loaded, stored)) {
      dropped.push_back(s);
      continue;
    }
    if (auto f = s.getDefiningOp<ir::ForOp>(); f && loopReadsDisjoint(s, stored)) {
      // The reads before the loop still count.
      dropped.push_back(s);
      kept.insert(f.getInitValues()[llvm::cast<mlir::OpResult>(s).getResultNumber()]);
      continue;
    }
    kept.insert(s);
  }
  if (dropped.empty())
    return;
  // A loop's start value may itself be a join this store now names twice.
  llvm::SetVector<mlir::Value> flat;
  for (mlir::Value k : kept)
    tokenSources(k, flat);
  if (flat.empty()) {
    st.getTokenMutable().clear();
  } else {
    mlir::Value t = flat.front();
    if (flat.size() > 1) {
      b.setInsertionPoint(st);
      t = ir::JoinTokensOp::create(b, st.getLoc(), ir::TokenType::get(b.getContext()),
                                   flat.getArrayRef())
              .getResult();
    }
    st.getTokenMutable().assign(t);
  }
  passOn(st->getResult(0), dropped, b);
}

/// The join_tokens ops in `body` that `arg` reaches through joins alone,
/// if nothing else uses them (or `arg`) but `term` at operand `idx` and
/// breaks of `loop` passing `arg` on at `idx`. False otherwise.
bool onlyJoinedOnward(mlir::BlockArgument arg, mlir::Operation *loop,
                      mlir::Operation *term, unsigned idx,
                      llvm::SmallPtrSetImpl<mlir::Operation *> &joins) {
  llvm::SmallVector<mlir::Value> work{arg};
  while (!work.empty()) {
    mlir::Value v = work.pop_back_val();
    for (mlir::OpOperand &use : v.getUses()) {
      mlir::Operation *user = use.getOwner();
      if (user == term && use.getOperandNumber() == idx)
        continue;
      if (auto br = llvm::dyn_cast<ir::BreakOp>(user);
          br && v == arg && use.getOperandNumber() == idx &&
          br->getParentOfType<ir::LoopOp>() == loop)
        continue;
      if (!llvm::isa<ir::JoinTokensOp>(user) || user->getBlock() != arg.getOwner())
        return false;
      if (joins.insert(user).second)
        work.push_back(user->getResult(0));
    }
  }
  return true;
}

/// Carry the tokens that loop-carried token `idx` joins each iteration as
/// values of their own, and let what follows the loop wait for the start
/// value and the last iteration's tokens instead of the growing join.
/// Returns the new loop, or null when the token is not a read chain (a write
/// or anything else in the body waits for it, or it passes through an `if`).
mlir::Operation *splitCarriedReads(mlir::Operation *loop, unsigned idx, mlir::OpBuilder &b) {
  auto f = llvm::dyn_cast<ir::ForOp>(loop);
  auto lp = llvm::dyn_cast<ir::LoopOp>(loop);
  mlir::Block *body = f ? f.getBody() : lp.getBody();
  mlir::BlockArgument arg = f ? f.getRegionIterValues()[idx] : lp.getRegionIterValues()[idx];
  mlir::Value init = f ? f.getInitValues()[idx] : lp.getInitValues()[idx];
  mlir::Value result = loop->getResult(idx);
  auto term = llvm::dyn_cast<ir::ContinueOp>(body->getTerminator());
  if (!term || result.use_empty())
    return nullptr;
  // One continue only: another (under an `if`) would pass on other tokens.
  unsigned continues = 0;
  body->walk([&](ir::ContinueOp c) {
    mlir::Operation *owner = c->getParentOfType<ir::LoopOp>();
    if (auto inner = c->getParentOfType<ir::ForOp>();
        inner && (!owner || owner->isAncestor(inner)))
      owner = inner;
    continues += owner == loop;
  });
  // Every break leaves with the token the iteration started from.
  bool breaksPassOn = true;
  body->walk([&](ir::BreakOp br) {
    if (br->getParentOfType<ir::LoopOp>() == loop && br->getOperand(idx) != arg)
      breaksPassOn = false;
  });
  llvm::SmallPtrSet<mlir::Operation *, 8> joins;
  if (continues != 1 || !breaksPassOn || !onlyJoinedOnward(arg, loop, term, idx, joins))
    return nullptr;
  mlir::Value carried = term->getOperand(idx);
  if (carried == arg)
    return nullptr;
  llvm::SetVector<mlir::Value> srcs;
  tokenSources(carried, srcs);
  srcs.remove(arg);
  // Weak loads only: a store's token stands for its own write, which a later
  // iteration's store to another tile does not cover.
  if (srcs.empty() || !llvm::all_of(srcs, [](mlir::Value s) { return bool(weakLoadType(s)); }))
    return nullptr;

  // Rebuild the loop with one more carried token per source, each starting
  // from the loop's own start value.
  llvm::SmallVector<mlir::Value> inits(f ? f.getInitValues() : lp.getInitValues());
  unsigned first = inits.size();
  inits.append(srcs.size(), init);
  b.setInsertionPoint(loop);
  mlir::Operation *nl;
  if (f) {
    nl = ir::ForOp::create(b, loop->getLoc(), f.getLowerBound(), f.getUpperBound(),
                           f.getStep(), inits, f.getUnsignedCmp());
  } else {
    llvm::SmallVector<mlir::Type> types(loop->getResultTypes());
    types.append(srcs.size(), init.getType());
    nl = ir::LoopOp::create(b, loop->getLoc(), types, inits);
  }
  nl->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  nl->getRegion(0).takeBody(loop->getRegion(0));
  mlir::Block *nb = &nl->getRegion(0).front();
  llvm::SmallVector<mlir::Value> last;
  for (size_t k = 0; k < srcs.size(); ++k)
    last.push_back(nb->addArgument(init.getType(), loop->getLoc()));
  for (mlir::Value s : srcs)
    term->insertOperands(term->getNumOperands(), s);
  // A break leaves with the previous iteration's tokens.
  nb->walk([&](ir::BreakOp br) {
    if (br->getParentOfType<ir::LoopOp>() == nl)
      br->insertOperands(br->getNumOperands(), last);
  });
  for (unsigned r = 0; r < loop->getNumResults(); ++r)
    loop->getResult(r).replaceAllUsesWith(nl->getResult(r));
  loop->erase();

  llvm::SetVector<mlir::Value> after;
  tokenSources(init, after);
  for (size_t k = 0; k < srcs.size(); ++k)
    after.insert(nl->getResult(first + k));
  if (after.size() > 1)
    after.remove_if([](mlir::Value v) { return v.getDefiningOp<ir::MakeTokenOp>(); });
  mlir::Value joined = after.front();
  b.setInsertionPointAfter(nl);
  if (after.size() > 1)
    joined = ir::JoinTokensOp::create(b, nl->getLoc(), ir::TokenType::get(b.getContext()),
                                      after.getArrayRef())
                 .getResult();
  nl->getResult(idx).replaceAllUsesWith(joined);
  return nl;
}

} // namespace

void pruneDisjointReads(ir::ModuleOp module) {
  mlir::OpBuilder b(module->getContext());
  llvm::SmallVector<mlir::Operation *> stores;
  module->walk([&](mlir::Operation *op) {
    if (llvm::isa<ir::StoreViewTkoOp, ir::StorePtrTkoOp>(op))
      stores.push_back(op);
  });
  for (mlir::Operation *op : stores) {
    if (auto s = llvm::dyn_cast<ir::StoreViewTkoOp>(op))
      pruneStore(s, s.getTile().getType(), b);
    else if (auto s = llvm::dyn_cast<ir::StorePtrTkoOp>(op))
      pruneStore(s, s.getValue().getType(), b);
  }
  // Joins nothing waits for any more.
  for (bool erased = true; erased;) {
    erased = false;
    llvm::SmallVector<mlir::Operation *> dead;
    module->walk([&](ir::JoinTokensOp j) {
      if (j->use_empty())
        dead.push_back(j);
    });
    for (mlir::Operation *op : dead)
      op->erase();
    erased = !dead.empty();
  }
}

void splitLoopReadTokens(ir::ModuleOp module) {
  mlir::OpBuilder b(module->getContext());
  // Inner loops first: an outer loop then sees an inner one's split tokens
  // among the ones it joins.
  llvm::SmallVector<mlir::Operation *> loops;
  module->walk<mlir::WalkOrder::PostOrder>([&](mlir::Operation *op) {
    if (llvm::isa<ir::ForOp>(op) ||
        (llvm::isa<ir::LoopOp>(op) && op->getNumResults() == op->getNumOperands() &&
         op->getResultTypes() == op->getOperandTypes()))
      loops.push_back(op);
  });
  for (mlir::Operation *loop : loops) {
    // Not the tokens added here: each would be split again.
    unsigned n = loop->getNumResults();
    for (unsigned i = 0; i < n; ++i)
      if (llvm::isa<ir::TokenType>(loop->getResult(i).getType()))
        if (mlir::Operation *nl = splitCarriedReads(loop, i, b))
          loop = nl;
  }
}

} // namespace cutile::codegen
