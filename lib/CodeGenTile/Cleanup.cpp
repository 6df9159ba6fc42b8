//===- Cleanup.cpp - CSE, LICM, view hoisting and FMA formation ------------===//

#include "Cleanup.h"

#include "mlir/IR/Builders.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace cutile::codegen {

/// Views are pure descriptions of memory, so making one before a loop
/// instead of in it is always right; MLIR's LICM leaves them because the ops
/// do not declare themselves speculatable.
static void hoistViews(ir::ModuleOp module) {
  for (bool moved = true; moved;) {
    moved = false;
    llvm::SmallVector<mlir::Operation *> candidates;
    module->walk([&](mlir::Operation *op) {
      if (!llvm::isa<ir::MakeTensorViewOp, ir::MakePartitionViewOp, ir::MakeStridedViewOp,
                     ir::MakeGatherScatterViewOp>(op))
        return;
      mlir::Operation *parent = op->getParentOp();
      if (!llvm::isa<ir::ForOp, ir::LoopOp>(parent))
        return;
      for (mlir::Value v : op->getOperands())
        if (parent->isAncestor(v.getParentRegion()->getParentOp()))
          return;
      candidates.push_back(op);
    });
    for (mlir::Operation *op : candidates) {
      op->moveBefore(op->getParentOp());
      moved = true;
    }
  }
}

template <class Op> static bool hasDefaultModes(Op op) {
  return op.getRoundingMode() == ir::RoundingMode::NEAREST_EVEN && !op.getFlushToZero();
}

/// A multiply whose only use is this add or subtract, with the default
/// rounding and subnormals on both: the contraction C++ allows on the GPU
/// (-ffp-contract=fast) and that nvcc makes in tile code.
static ir::MulFOp contractible(mlir::Value v) {
  auto mul = v.getDefiningOp<ir::MulFOp>();
  return mul && mul->hasOneUse() && hasDefaultModes(mul) ? mul : ir::MulFOp();
}

/// nvcc's rule, read from its Tile IR: `a*b + c` and `c + a*b` become
/// fma(a, b, c), `a*b - c` becomes fma(a, b, -c); `c - a*b` stays. Of two
/// products only the left one is looked at: `a*b + c*d` is fma(a, b, c*d)
/// and `a*b - c*d` is fma(a, b, -(c*d)) when a*b has no other use; when it
/// has, the sum stays even if c*d could be fused.
static void formFma(ir::ModuleOp module) {
  llvm::SmallVector<mlir::Operation *> work;
  module->walk([&](mlir::Operation *op) {
    if (llvm::isa<ir::AddFOp, ir::SubFOp>(op))
      work.push_back(op);
  });
  for (mlir::Operation *op : work) {
    mlir::Value lhs = op->getOperand(0), rhs = op->getOperand(1);
    bool sub = llvm::isa<ir::SubFOp>(op);
    if (sub ? !hasDefaultModes(llvm::cast<ir::SubFOp>(op))
            : !hasDefaultModes(llvm::cast<ir::AddFOp>(op)))
      continue;
    ir::MulFOp mul = contractible(lhs);
    mlir::Value acc = rhs;
    if (!mul && !sub && !lhs.getDefiningOp<ir::MulFOp>()) {
      mul = contractible(rhs);
      acc = lhs;
    }
    if (!mul)
      continue;
    mlir::OpBuilder b(op);
    if (sub)
      acc = ir::NegFOp::create(b, op->getLoc(), acc);
    auto fma = ir::FmaOp::create(b, op->getLoc(), mul.getLhs(), mul.getRhs(), acc,
                                 ir::RoundingMode::NEAREST_EVEN);
    op->getResult(0).replaceAllUsesWith(fma.getResult());
    op->erase();
    mul->erase();
  }
}

mlir::LogicalResult cleanUpModule(ir::ModuleOp module, bool strictAliasing) {
  mlir::MLIRContext *ctx = module->getContext();
  promoteCountedLoops(module);
  spellScalarChoices(module);
  mlir::PassManager licm(ctx, ir::ModuleOp::getOperationName());
  licm.addPass(mlir::createCSEPass());
  licm.addPass(mlir::createLoopInvariantCodeMotionPass());
  if (mlir::failed(licm.run(module)))
    return mlir::failure();
  // After LICM, which moves out what views are made from (their 32-bit
  // extents, for one).
  hoistViews(module);
  mlir::PassManager cse(ctx, ir::ModuleOp::getOperationName());
  cse.addPass(mlir::createCSEPass());
  if (mlir::failed(cse.run(module)))
    return mlir::failure();
  // After CSE, as nvcc: a product used twice is computed once, not fused.
  formFma(module);
  if (strictAliasing)
    pruneDisjointReads(module);
  splitLoopReadTokens(module);
  return mlir::success();
}

} // namespace cutile::codegen
