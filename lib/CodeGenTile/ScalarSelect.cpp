//===- ScalarSelect.cpp - scalar choices as nvcc 13.5 spells them ---------===//
//
// nvcc makes `if (end > len) end = len;` and `end > len ? len : end` of
// scalars a `select` whose condition is the C++ bool widened to i32 and
// compared with zero (`cmpi`, `exti` to i32, `cmpi ne 0`, `select`;
// tileirdisasm). Code generation makes the first an `if` yielding either
// value and the second a `select` on the comparison itself. The difference
// shows where the chosen value bounds a loop: in a split-KV MLA decode
// (test/Compat/attention/mla_splitkv_clamp.cu, three MMAs and an online
// softmax in a loop up to the clamped end) tileiras spilled 56 instructions
// for either of ours and 52 for nvcc's form, sm_90 (our IR edited op by op
// and compiled with tileiras 13.5; issue 25).
//
// Except where the visible comparison is what lets tileiras bound a `for`'s
// trip count to one: its upper bound chosen between something and
// `lower bound + k` with a constant 0 < k <= step (`end = start + BN; if
// (end > len) end = len; for (i = start; i < end; i += BN)`). There our
// form gave 2535 SASS instructions and 54 spills, nvcc's 2552 and 59: such
// a select keeps the comparison as it is.
//
//===----------------------------------------------------------------------===//

#include "Cleanup.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace cutile::codegen {

namespace {

bool isScalarNumber(mlir::Type t) {
  auto tt = llvm::dyn_cast<ir::TileType>(t);
  return tt && tt.getShape().empty() && tt.getElementType().isIntOrFloat();
}

/// An `if` that only chooses between values made before it: both regions
/// hold nothing but their yield, every result a scalar.
bool choosesOnly(ir::IfOp op) {
  if (op.getNumResults() == 0 || op.getElseRegion().empty())
    return false;
  for (mlir::Type t : op.getResultTypes())
    if (!isScalarNumber(t))
      return false;
  for (mlir::Region *r : {&op.getThenRegion(), &op.getElseRegion()}) {
    mlir::Block &blk = r->front();
    if (!llvm::isa<ir::YieldOp>(blk.front()))
      return false;
  }
  return true;
}

/// `cmpi ne (exti %c), 0`: already nvcc's form.
bool isWidenedBool(mlir::Value cond) {
  auto cmp = cond.getDefiningOp<ir::CmpIOp>();
  return cmp && cmp.getComparisonPredicate() == ir::ComparisonPredicate::NOT_EQUAL &&
         cmp.getLhs().getDefiningOp<ir::ExtIOp>();
}

/// `lb + k` with a constant 0 < k <= step.
bool atMostOneStep(mlir::Value v, mlir::Value lb, const llvm::APInt &step) {
  auto add = v.getDefiningOp<ir::AddIOp>();
  if (!add)
    return false;
  mlir::Value other = add.getLhs() == lb ? add.getRhs() : add.getRhs() == lb ? add.getLhs()
                                                                              : mlir::Value();
  std::optional<llvm::APInt> k = other ? constInt(other) : std::nullopt;
  return k && k->getBitWidth() == step.getBitWidth() && k->isStrictlyPositive() &&
         k->sle(step);
}

/// Whether the select is a `for`'s upper bound that caps its trip count at
/// one (see above).
bool boundsTripToOne(ir::SelectOp s) {
  for (mlir::OpOperand &use : s->getResult(0).getUses()) {
    auto f = llvm::dyn_cast<ir::ForOp>(use.getOwner());
    if (!f || f.getUpperBound() != s->getResult(0))
      continue;
    std::optional<llvm::APInt> step = constInt(f.getStep());
    if (step && step->isStrictlyPositive() &&
        (atMostOneStep(s.getValIfTrue(), f.getLowerBound(), *step) ||
         atMostOneStep(s.getValIfFalse(), f.getLowerBound(), *step)))
      return true;
  }
  return false;
}

} // namespace

void spellScalarChoices(ir::ModuleOp module) {
  llvm::SmallVector<ir::IfOp> ifs;
  module->walk([&](ir::IfOp op) {
    if (choosesOnly(op) && !op->getParentOfType<ir::ReduceOp>() &&
        !op->getParentOfType<ir::ScanOp>())
      ifs.push_back(op);
  });
  for (ir::IfOp op : ifs) {
    mlir::OpBuilder b(op);
    auto thenYield = llvm::cast<ir::YieldOp>(op.getThenRegion().front().front());
    auto elseYield = llvm::cast<ir::YieldOp>(op.getElseRegion().front().front());
    for (unsigned k = 0; k < op.getNumResults(); ++k) {
      auto s = ir::SelectOp::create(b, op.getLoc(), op.getResult(k).getType(), op.getCondition(),
                                    thenYield.getOperand(k), elseYield.getOperand(k));
      op.getResult(k).replaceAllUsesWith(s.getResult());
    }
    op.erase();
  }

  llvm::SmallVector<ir::SelectOp> selects;
  module->walk([&](ir::SelectOp s) {
    // The combiners of reductions (ct::argmax's tie rule) keep nvcc's i1.
    if (s->getParentOfType<ir::ReduceOp>() || s->getParentOfType<ir::ScanOp>())
      return;
    mlir::Value c = s.getCond();
    auto ct = llvm::cast<ir::TileType>(c.getType());
    if (isScalarNumber(s.getResult().getType()) && ct.getShape().empty() &&
        ct.getElementType().isInteger(1) && !isWidenedBool(c) && !boundsTripToOne(s))
      selects.push_back(s);
  });
  for (ir::SelectOp s : selects) {
    mlir::OpBuilder b(s);
    mlir::Location l = s.getLoc();
    auto i32 = ir::TileType::get(s->getContext(), {}, b.getI32Type());
    mlir::Value wide = ir::ExtIOp::create(b, l, i32, s.getCond(), ir::Signedness::Unsigned);
    mlir::Value zero = ir::ConstantOp::create(
        b, l, i32,
        llvm::cast<mlir::DenseIntOrFPElementsAttr>(
            mlir::DenseElementsAttr::get(llvm::cast<mlir::ShapedType>(i32), llvm::APInt(32, 0))));
    mlir::Value c = ir::CmpIOp::create(b, l, ir::ComparisonPredicate::NOT_EQUAL, wide, zero,
                                       ir::Signedness::Signed);
    s->setOperand(0, c);
  }
}

} // namespace cutile::codegen
