//===- CGBoolTile.cpp - bitwise ops of bool tiles on bytes, as nvcc -------===//
//
// A bool tile is an i1 tile here. nvcc 13.5 keeps a C++ bool as a byte: `a
// & b`, `a | b` and `a ^ b` of bool tiles widen both to i8 (exti unsigned;
// a broadcast operand is widened before its broadcast), operate on bytes,
// and the bytes are what a conversion widens (`element_cast<unsigned>(m) ->
// exti i8 -> i32`) or compares with zero where a mask is needed (probed with
// tileirdisasm, nvcc 13.5.37). tileiras makes better code of the bytes: the
// privatised histogram's one-hot `element_cast<unsigned>((b == bins) & m)`
// summed over 256x64 is 691 SASS instructions so, 755 with the `andi` on i1
// or with the broadcast of the mask on i1 (sm_90, nvcc's IR edited op by
// op and compiled with tileiras 13.5).
//
// The result stays an i1 tile for everything else (`cmpi ne %bytes, 0`, the
// form masks and select conditions take already, CGBuiltin.cpp viaBytes);
// boolBytesOf finds the bytes again for the conversion.
//
//===----------------------------------------------------------------------===//

#include "CodeGenFunction.h"

namespace cutile::codegen {

namespace {

ir::TileType tileOf(mlir::Value v) { return llvm::dyn_cast<ir::TileType>(v.getType()); }

bool isElem(mlir::Value v, unsigned width) {
  ir::TileType t = tileOf(v);
  return t && t.getElementType().isInteger(width);
}

bool isOp(mlir::Operation *op, llvm::StringRef name) {
  return op && op->getName().getStringRef() == name;
}

/// Whether an i8 tile holds only 0 and 1: a widened i1 tile, a broadcast of
/// one, or a bitwise op of two.
bool isBoolBytes(mlir::Value v) {
  mlir::Operation *d = v.getDefiningOp();
  if (!d || !isElem(v, 8))
    return false;
  if (isOp(d, "cuda_tile.exti"))
    return isElem(d->getOperand(0), 1);
  if (isOp(d, "cuda_tile.broadcast"))
    return isBoolBytes(d->getOperand(0));
  if (isOp(d, "cuda_tile.andi") || isOp(d, "cuda_tile.ori") || isOp(d, "cuda_tile.xori"))
    return isBoolBytes(d->getOperand(0)) && isBoolBytes(d->getOperand(1));
  return false;
}

} // namespace

mlir::Value CodeGenFunction::boolBytesOf(mlir::Value b) {
  mlir::Operation *d = b.getDefiningOp();
  if (!isOp(d, "cuda_tile.cmpi") ||
      d->getAttrOfType<ir::ComparisonPredicateAttr>("comparison_predicate").getValue() !=
          ir::ComparisonPredicate::NOT_EQUAL)
    return {};
  mlir::Value x = d->getOperand(0);
  auto zero = d->getOperand(1).getDefiningOp<ir::ConstantOp>();
  auto z = zero ? llvm::dyn_cast<mlir::DenseIntElementsAttr>(zero.getValue()) : nullptr;
  if (!z || !z.isSplat() || !z.getSplatValue<llvm::APInt>().isZero() || !isBoolBytes(x))
    return {};
  return x;
}

Value CodeGenFunction::emitBoolTileBitwise(llvm::StringRef mnemonic, mlir::Value a,
                                           mlir::Value c, clang::SourceLocation l) {
  mlir::MLIRContext *ctx = &cgm.mctx;
  mlir::Type i8 = mlir::IntegerType::get(ctx, 8);
  auto named = [&](llvm::StringRef n, mlir::Attribute at) {
    return mlir::NamedAttribute(mlir::StringAttr::get(ctx, n), at);
  };
  // The bytes of an i1 tile: found again, widened before a broadcast, or
  // widened here.
  std::function<mlir::Value(mlir::Value)> bytes = [&](mlir::Value v) -> mlir::Value {
    if (mlir::Value x = boolBytesOf(v))
      return x;
    auto bytesType = ir::TileType::get(ctx, tileOf(v).getShape(), i8);
    mlir::Operation *d = v.getDefiningOp();
    if (isOp(d, "cuda_tile.broadcast") && isElem(d->getOperand(0), 1))
      return createOp("broadcast", bytes(d->getOperand(0)), bytesType, {}, l)->getResult(0);
    return createOp("exti", v, bytesType, {named("signedness", attrFor("signedness", 0))}, l)
        ->getResult(0);
  };
  mlir::Value x = bytes(a), y = bytes(c);
  mlir::Value r = createOp(mnemonic, {x, y}, x.getType(), {}, l)->getResult(0);
  mlir::Value zero = materializeAs(
      Value::integer(llvm::APSInt(llvm::APInt(8, 0), false), i8), x.getType(), l);
  return Value::ssa(createOp("cmpi", {r, zero}, a.getType(),
                             {named("comparison_predicate",
                                    attrFor("comparison_predicate",
                                            int64_t(ir::ComparisonPredicate::NOT_EQUAL))),
                              named("signedness", attrFor("signedness", 1))},
                             l)
                        ->getResult(0));
}

} // namespace cutile::codegen
