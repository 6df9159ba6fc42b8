//===- OpsConversion.cpp - element type conversions ------------------------===//
//
// Verifiers of the nine conversion ops. ODS has already checked the element
// kinds; what is left is shape, width and rounding-mode rules.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace cutile::ir;

namespace {
/// Every conversion works element by element, so the shape never changes.
LogicalResult verifySameShape(Operation *op, Type from, Type to) {
  auto fromTile = llvm::cast<TileType>(from);
  auto toTile = llvm::cast<TileType>(to);
  if (fromTile.getShape() != toTile.getShape())
    return op->emitOpError("converts element by element, so the result ")
           << toTile << " must have the shape of the source " << fromTile;
  return success();
}

Type elementOf(Type t) { return llvm::cast<TileType>(t).getElementType(); }

unsigned intWidth(Type t) {
  return llvm::cast<IntegerType>(elementOf(t)).getWidth();
}

InFlightDiagnostic roundingError(Operation *op, RoundingMode got,
                                 StringRef allowed) {
  return op->emitOpError("rounding mode '")
         << stringifyRoundingMode(got) << "' is not supported here; "
         << allowed;
}
} // namespace

LogicalResult BitcastOp::verify() {
  if (failed(verifySameShape(*this, getSource().getType(),
                             getResult().getType())))
    return failure();
  Type from = elementOf(getSource().getType());
  Type to = elementOf(getResult().getType());
  if (from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
    return emitOpError("keeps the bits, so both element types need the same "
                       "width; ")
           << from << " has " << from.getIntOrFloatBitWidth() << " bits and "
           << to << " has " << to.getIntOrFloatBitWidth();
  return success();
}

LogicalResult ExtIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (intWidth(getTo().getType()) <= intWidth(getFrom().getType()))
    return emitOpError("result element type ")
           << elementOf(getTo().getType())
           << " must be strictly wider than the source element type "
           << elementOf(getFrom().getType());
  return success();
}

LogicalResult TruncIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (intWidth(getTo().getType()) >= intWidth(getFrom().getType()))
    return emitOpError("result element type ")
           << elementOf(getTo().getType())
           << " must be strictly narrower than the source element type "
           << elementOf(getFrom().getType());
  return success();
}

/// Does every value of `from` convert to `to` exactly? Then no rounding
/// happens and any IEEE mode (nearest_away too) is accepted.
static bool widens(Type from, Type to) {
  auto f = llvm::cast<FloatType>(from), t = llvm::cast<FloatType>(to);
  return llvm::APFloatBase::isRepresentableBy(f.getFloatSemantics(),
                                              t.getFloatSemantics());
}

// The modes NVIDIA's verifier (tileirdisasm 13.4 and 13.5) accepts per
// conversion, probed with its messages: nearest_even only into the 8- and
// 4-bit formats, zero or positive_inf into e8m0, anything into a wider
// format, the four IEEE modes for f64 -> f32, nearest_even, zero or
// nearest_away for f32 -> tf32, nearest_even or zero otherwise.
LogicalResult FToFOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  Type from = elementOf(getFrom().getType());
  Type to = elementOf(getTo().getType());
  if (from == to)
    return emitOpError("source and result are both ")
           << to << "; a conversion must change the element type";
  RoundingMode mode = getRoundingMode();
  auto oneOf = [&](std::initializer_list<RoundingMode> ok) {
    return llvm::is_contained(ok, mode);
  };
  using RM = RoundingMode;
  if (llvm::isa<Float8E8M0FNUType>(to)) {
    if (!oneOf({RM::ZERO, RM::POSITIVE_INF}))
      return roundingError(*this, mode,
                           "converting to f8E8M0FNU takes 'zero' or "
                           "'positive_inf'");
  } else if (to.getIntOrFloatBitWidth() <= 8) {
    if (mode != RM::NEAREST_EVEN)
      return roundingError(*this, mode,
                           "converting to an 8- or 4-bit format takes only "
                           "'nearest_even'");
  } else if (widens(from, to)) {
    if (!oneOf({RM::NEAREST_EVEN, RM::ZERO, RM::NEGATIVE_INF, RM::POSITIVE_INF,
                RM::NEAREST_AWAY}))
      return roundingError(*this, mode,
                           "a widening conversion takes 'nearest_even', "
                           "'zero', 'negative_inf', 'positive_inf' or "
                           "'nearest_away'");
  } else if (from.isF64() && to.isF32()) {
    if (!oneOf({RM::NEAREST_EVEN, RM::ZERO, RM::NEGATIVE_INF, RM::POSITIVE_INF}))
      return roundingError(*this, mode,
                           "f64 -> f32 takes 'nearest_even', 'zero', "
                           "'negative_inf' or 'positive_inf'");
  } else if (from.isF32() && llvm::isa<FloatTF32Type>(to)) {
    if (!oneOf({RM::NEAREST_EVEN, RM::ZERO, RM::NEAREST_AWAY}))
      return roundingError(*this, mode,
                           "f32 -> tf32 takes 'nearest_even', 'zero' or "
                           "'nearest_away'");
  } else if (!oneOf({RM::NEAREST_EVEN, RM::ZERO})) {
    return roundingError(*this, mode,
                         "a narrowing conversion takes 'nearest_even' or "
                         "'zero'");
  }
  return success();
}

LogicalResult FToIOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (getRoundingMode() != RoundingMode::NEAREST_INT_TO_ZERO)
    return roundingError(*this, getRoundingMode(),
                         "only 'nearest_int_to_zero' is");
  return success();
}

LogicalResult IToFOp::verify() {
  if (failed(verifySameShape(*this, getFrom().getType(), getTo().getType())))
    return failure();
  if (llvm::isa<Float8E8M0FNUType>(elementOf(getTo().getType())))
    return emitOpError("cannot convert integers to f8E8M0FNU directly; "
                       "convert to another float type first");
  if (getRoundingMode() != RoundingMode::NEAREST_EVEN)
    return roundingError(*this, getRoundingMode(), "only 'nearest_even' is");
  return success();
}

LogicalResult IntToPtrOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrToIntOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrToPtrOp::verify() {
  return verifySameShape(*this, getSource().getType(), getResult().getType());
}
