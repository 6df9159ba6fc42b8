//===- OpsArith.cpp - arithmetic ops, their enums and directives -----------===//
//
// The custom<> directives for the arithmetic enums (used by other families
// too) and the verifiers of the float, integer, bitwise and mma ops.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// Enum keyword directives
//===----------------------------------------------------------------------===//

namespace {
/// Reads one keyword naming a case of an enum; `what` and `cases` make the
/// error message.
template <typename EnumT>
ParseResult parseEnumKeyword(OpAsmParser &parser, EnumT &out, StringRef what,
                             StringRef cases,
                             std::optional<EnumT> (*symbolize)(StringRef)) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return parser.emitError(loc) << "expected " << what << " (one of " << cases
                                 << ")";
  std::optional<EnumT> value = symbolize(keyword);
  if (!value)
    return parser.emitError(loc) << "unknown " << what << " '" << keyword
                                 << "', expected one of " << cases;
  out = *value;
  return success();
}

/// `rounding<mode>` when present, else `fallback`. `allowed` is the list of
/// modes the op's syntax accepts.
ParseResult parseRounding(OpAsmParser &parser, RoundingModeAttr &attr,
                          ArrayRef<RoundingMode> allowed,
                          RoundingMode fallback) {
  MLIRContext *ctx = parser.getContext();
  if (failed(parser.parseOptionalKeyword("rounding"))) {
    attr = RoundingModeAttr::get(ctx, fallback);
    return success();
  }
  if (parser.parseLess())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword) || parser.parseGreater())
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode || !llvm::is_contained(allowed, *mode)) {
    auto diag = parser.emitError(loc)
                << "rounding mode '" << keyword
                << "' is not accepted here, expected one of: ";
    llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
      diag << "'" << stringifyRoundingMode(m) << "'";
    });
    return diag;
  }
  attr = RoundingModeAttr::get(ctx, *mode);
  return success();
}

void printRounding(OpAsmPrinter &p, RoundingModeAttr attr,
                   RoundingMode fallback) {
  if (!attr || attr.getValue() == fallback)
    return;
  p << "rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

constexpr RoundingMode kIEEEModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF};
constexpr RoundingMode kFToFModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF, RoundingMode::NEAREST_AWAY};
constexpr RoundingMode kDivFModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF, RoundingMode::APPROX, RoundingMode::FULL};
constexpr RoundingMode kSqrtModes[] = {
    RoundingMode::NEAREST_EVEN, RoundingMode::ZERO, RoundingMode::NEGATIVE_INF,
    RoundingMode::POSITIVE_INF, RoundingMode::APPROX};
constexpr RoundingMode kApproxFullModes[] = {RoundingMode::APPROX,
                                             RoundingMode::FULL};
constexpr RoundingMode kIntegerModes[] = {RoundingMode::NEAREST_INT_TO_ZERO};
} // namespace

namespace cutile::ir {

ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr) {
  Signedness value;
  if (parseEnumKeyword<Signedness>(parser, value, "signedness",
                                   "'signed', 'unsigned'", symbolizeSignedness))
    return failure();
  attr = SignednessAttr::get(parser.getContext(), value);
  return success();
}
void printSignedness(OpAsmPrinter &p, Operation *, SignednessAttr attr) {
  p << stringifySignedness(attr.getValue());
}

ParseResult parseComparisonPredicate(OpAsmParser &parser,
                                     ComparisonPredicateAttr &attr) {
  ComparisonPredicate value;
  if (parseEnumKeyword<ComparisonPredicate>(
          parser, value, "comparison predicate",
          "'equal', 'not_equal', 'less_than', 'less_than_or_equal', "
          "'greater_than', 'greater_than_or_equal'",
          symbolizeComparisonPredicate))
    return failure();
  attr = ComparisonPredicateAttr::get(parser.getContext(), value);
  return success();
}
void printComparisonPredicate(OpAsmPrinter &p, Operation *,
                              ComparisonPredicateAttr attr) {
  p << stringifyComparisonPredicate(attr.getValue());
}

ParseResult parseComparisonOrdering(OpAsmParser &parser,
                                    ComparisonOrderingAttr &attr) {
  ComparisonOrdering value;
  if (parseEnumKeyword<ComparisonOrdering>(parser, value,
                                           "comparison ordering",
                                           "'ordered', 'unordered'",
                                           symbolizeComparisonOrdering))
    return failure();
  attr = ComparisonOrderingAttr::get(parser.getContext(), value);
  return success();
}
void printComparisonOrdering(OpAsmPrinter &p, Operation *,
                             ComparisonOrderingAttr attr) {
  p << stringifyComparisonOrdering(attr.getValue());
}

ParseResult parseIEEERoundingMode(OpAsmParser &parser,
                                  RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kIEEEModes, RoundingMode::NEAREST_EVEN);
}
void printIEEERoundingMode(OpAsmPrinter &p, Operation *,
                           RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::NEAREST_EVEN);
}

ParseResult parseFToFRoundingMode(OpAsmParser &parser,
                                  RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kFToFModes, RoundingMode::NEAREST_EVEN);
}
void printFToFRoundingMode(OpAsmPrinter &p, Operation *,
                           RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::NEAREST_EVEN);
}

ParseResult parseIntegerRoundingMode(OpAsmParser &parser,
                                     RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kIntegerModes,
                       RoundingMode::NEAREST_INT_TO_ZERO);
}
void printIntegerRoundingMode(OpAsmPrinter &p, Operation *,
                              RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::NEAREST_INT_TO_ZERO);
}

ParseResult parseDivFOpRoundingMode(OpAsmParser &parser,
                                    RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kDivFModes, RoundingMode::NEAREST_EVEN);
}
void printDivFOpRoundingMode(OpAsmPrinter &p, Operation *,
                             RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::NEAREST_EVEN);
}

ParseResult parseSqrtOpRoundingMode(OpAsmParser &parser,
                                    RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kSqrtModes, RoundingMode::NEAREST_EVEN);
}
void printSqrtOpRoundingMode(OpAsmPrinter &p, Operation *,
                             RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::NEAREST_EVEN);
}

ParseResult parseExpOpRoundingMode(OpAsmParser &parser,
                                   RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kApproxFullModes, RoundingMode::FULL);
}
void printExpOpRoundingMode(OpAsmPrinter &p, Operation *,
                            RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::FULL);
}

ParseResult parseTanHOpRoundingMode(OpAsmParser &parser,
                                    RoundingModeAttr &attr) {
  return parseRounding(parser, attr, kApproxFullModes, RoundingMode::FULL);
}
void printTanHOpRoundingMode(OpAsmPrinter &p, Operation *,
                             RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::FULL);
}

} // namespace cutile::ir

//===----------------------------------------------------------------------===//
// Float modifiers
//===----------------------------------------------------------------------===//

namespace {
Type elementTypeOf(Value v) {
  return llvm::cast<TileType>(v.getType()).getElementType();
}

/// flush_to_zero and the approx/full rounding modes only exist for f32.
LogicalResult checkF32Only(Operation *op, Type elt, bool used,
                           StringRef modifier) {
  if (!used || elt.isF32())
    return success();
  return op->emitOpError() << modifier
                           << " is only supported on f32 elements, but the "
                              "element type is "
                           << elt;
}

LogicalResult checkFtz(Operation *op, Value result, bool ftz) {
  return checkF32Only(op, elementTypeOf(result), ftz, "flush_to_zero");
}

/// Generic syntax can carry any rounding mode; the custom syntax already
/// restricts it, so this only fires on generic or built IR.
LogicalResult checkRoundingIn(Operation *op, RoundingMode mode,
                              ArrayRef<RoundingMode> allowed) {
  if (llvm::is_contained(allowed, mode))
    return success();
  auto diag = op->emitOpError() << "rounding mode '"
                                << stringifyRoundingMode(mode)
                                << "' is not allowed, expected one of: ";
  llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
    diag << stringifyRoundingMode(m);
  });
  return diag;
}

LogicalResult checkApproxFull(Operation *op, Value result, RoundingMode mode) {
  Type elt = elementTypeOf(result);
  if (failed(checkF32Only(op, elt, mode == RoundingMode::APPROX,
                          "rounding<approx>")))
    return failure();
  return checkF32Only(op, elt, mode == RoundingMode::FULL, "rounding<full>");
}

template <typename OpT> LogicalResult verifyRoundedFloatOp(OpT op) {
  if (failed(checkRoundingIn(op, op.getRoundingMode(), kIEEEModes)))
    return failure();
  return checkFtz(op, op.getResult(), op.getFlushToZero());
}
} // namespace

LogicalResult AddFOp::verify() { return verifyRoundedFloatOp(*this); }
LogicalResult SubFOp::verify() { return verifyRoundedFloatOp(*this); }
LogicalResult MulFOp::verify() { return verifyRoundedFloatOp(*this); }
LogicalResult FmaOp::verify() { return verifyRoundedFloatOp(*this); }

LogicalResult DivFOp::verify() {
  if (failed(checkRoundingIn(*this, getRoundingMode(), kDivFModes)) ||
      failed(checkApproxFull(*this, getResult(), getRoundingMode())))
    return failure();
  return checkFtz(*this, getResult(), getFlushToZero());
}

LogicalResult SqrtOp::verify() {
  if (failed(checkRoundingIn(*this, getRoundingMode(), kSqrtModes)) ||
      failed(checkApproxFull(*this, getResult(), getRoundingMode())))
    return failure();
  return checkFtz(*this, getResult(), getFlushToZero());
}

LogicalResult ExpOp::verify() {
  if (failed(checkRoundingIn(*this, getRoundingMode(), kApproxFullModes)))
    return failure();
  // `full` is the default and valid for every type; only approx is f32-only.
  return checkF32Only(*this, elementTypeOf(getResult()),
                      getRoundingMode() == RoundingMode::APPROX,
                      "rounding<approx>");
}

LogicalResult TanHOp::verify() {
  if (failed(checkRoundingIn(*this, getRoundingMode(), kApproxFullModes)))
    return failure();
  return checkF32Only(*this, elementTypeOf(getResult()),
                      getRoundingMode() == RoundingMode::APPROX,
                      "rounding<approx>");
}

LogicalResult Exp2Op::verify() {
  return checkFtz(*this, getResult(), getFlushToZero());
}
LogicalResult RsqrtOp::verify() {
  return checkFtz(*this, getResult(), getFlushToZero());
}
LogicalResult MaxFOp::verify() {
  return checkFtz(*this, getResult(), getFlushToZero());
}
LogicalResult MinFOp::verify() {
  return checkFtz(*this, getResult(), getFlushToZero());
}

//===----------------------------------------------------------------------===//
// Integer modifiers
//===----------------------------------------------------------------------===//

LogicalResult DivIOp::verify() {
  static constexpr RoundingMode kAllowed[] = {RoundingMode::ZERO,
                                              RoundingMode::NEGATIVE_INF,
                                              RoundingMode::POSITIVE_INF};
  if (failed(checkRoundingIn(*this, getRounding(), kAllowed)))
    return failure();
  // Unsigned quotients are never negative, so flooring is truncation; the
  // spec rejects the redundant spelling.
  if (getRounding() == RoundingMode::NEGATIVE_INF &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding<negative_inf> requires 'signed'; for "
                       "'unsigned' use the default (zero) rounding");
  return success();
}

LogicalResult NegIOp::verify() {
  // Negation is a signed operation; an unsigned no-wrap promise is
  // meaningless for it.
  if (getOverflow() == IntegerOverflow::NUW)
    return emitOpError("overflow<no_unsigned_wrap> is not supported, "
                       "negation only has signed overflow");
  return success();
}

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

namespace {
/// Shape rules shared by the mma ops: lhs [B?,M,K], rhs [B?,K,N],
/// acc [B?,M,N], all of rank 2 or all of rank 3, lhs and rhs of one element
/// type.
LogicalResult verifyMmaOperands(Operation *op, TileType lhs, TileType rhs,
                                TileType acc) {
  int64_t rank = lhs.getRank();
  if (rank != 2 && rank != 3)
    return op->emitOpError()
           << "operands must be 2-d ([M,K] x [K,N]) or 3-d batched tiles, but "
              "lhs has rank "
           << rank;
  if (rhs.getRank() != rank || acc.getRank() != rank)
    return op->emitOpError()
           << "lhs, rhs and acc must have the same rank, but got " << rank
           << ", " << rhs.getRank() << " and " << acc.getRank();
  if (lhs.getElementType() != rhs.getElementType())
    return op->emitOpError()
           << "lhs and rhs must have the same element type, but got "
           << lhs.getElementType() << " and " << rhs.getElementType();

  ArrayRef<int64_t> l = lhs.getShape(), r = rhs.getShape(),
                    a = acc.getShape();
  auto mismatch = [&](StringRef what, int64_t x, int64_t y) {
    return op->emitOpError()
           << what << " mismatch: " << x << " vs " << y << " (lhs " << lhs
           << ", rhs " << rhs << ", acc " << acc << ")";
  };
  int b = rank == 3 ? 1 : 0;
  if (b && (l[0] != r[0]))
    return mismatch("batch dimension of lhs and rhs", l[0], r[0]);
  if (b && (l[0] != a[0]))
    return mismatch("batch dimension of lhs and acc", l[0], a[0]);
  if (l[b + 1] != r[b])
    return mismatch("K (lhs dim " + std::to_string(b + 1) + ", rhs dim " +
                        std::to_string(b) + ")",
                    l[b + 1], r[b]);
  if (l[b] != a[b])
    return mismatch("M (lhs dim " + std::to_string(b) + ", acc dim " +
                        std::to_string(b) + ")",
                    l[b], a[b]);
  if (r[b + 1] != a[b + 1])
    return mismatch("N (rhs dim " + std::to_string(b + 1) + ", acc dim " +
                        std::to_string(b + 1) + ")",
                    r[b + 1], a[b + 1]);
  return success();
}
} // namespace

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), acc = getAcc().getType();
  if (failed(verifyMmaOperands(*this, lhs, getRhs().getType(), acc)))
    return failure();
  Type in = lhs.getElementType(), out = acc.getElementType();
  // Which accumulators each input precision can feed.
  bool ok = false;
  StringRef expected;
  if (llvm::isa<Float8E4M3FNType, Float8E5M2Type, Float16Type>(in)) {
    ok = out.isF16() || out.isF32();
    expected = "f16 or f32";
  } else if (llvm::isa<BFloat16Type, FloatTF32Type, Float32Type>(in)) {
    ok = out.isF32();
    expected = "f32";
  } else if (in.isF64()) {
    ok = out.isF64();
    expected = "f64";
  }
  if (!ok)
    return emitOpError() << "a " << in << " x " << in
                         << " product accumulates into " << expected
                         << ", but the accumulator element type is " << out;
  return success();
}

LogicalResult MmaIOp::verify() {
  return verifyMmaOperands(*this, getLhs().getType(), getRhs().getType(),
                           getAcc().getType());
}

LogicalResult MmaFScaledOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType();
  TileType lhsScale = getLhsScale().getType();
  TileType rhsScale = getRhsScale().getType();
  if (failed(verifyMmaOperands(*this, lhs, rhs, getAcc().getType())))
    return failure();
  int64_t rank = lhs.getRank();
  if (lhsScale.getRank() != rank || rhsScale.getRank() != rank)
    return emitOpError() << "lhs_scale and rhs_scale must have the rank of "
                            "the operands ("
                         << rank << "), but got " << lhsScale.getRank()
                         << " and " << rhsScale.getRank();
  Type scaleElt = lhsScale.getElementType();
  if (scaleElt != rhsScale.getElementType())
    return emitOpError()
           << "lhs_scale and rhs_scale must have the same element type, but "
              "got "
           << scaleElt << " and " << rhsScale.getElementType();

  ArrayRef<int64_t> l = lhs.getShape(), r = rhs.getShape(),
                    ls = lhsScale.getShape(), rs = rhsScale.getShape();
  int b = rank == 3 ? 1 : 0;
  if (b && ls[0] != l[0])
    return emitOpError() << "batch dimension of lhs_scale (" << ls[0]
                         << ") must equal that of lhs (" << l[0] << ")";
  if (b && rs[0] != r[0])
    return emitOpError() << "batch dimension of rhs_scale (" << rs[0]
                         << ") must equal that of rhs (" << r[0] << ")";
  if (ls[b] != l[b])
    return emitOpError() << "lhs_scale must have M = " << l[b]
                         << " rows like lhs, but has " << ls[b];
  if (rs[b + 1] != r[b + 1])
    return emitOpError() << "rhs_scale must have N = " << r[b + 1]
                         << " columns like rhs, but has " << rs[b + 1];
  if (ls[b + 1] != rs[b])
    return emitOpError() << "the K extent of lhs_scale (" << ls[b + 1]
                         << ") and of rhs_scale (" << rs[b]
                         << ") must be equal";
  int64_t k = l[b + 1], scaleK = ls[b + 1];
  if (scaleK <= 0 || k % scaleK != 0)
    return emitOpError() << "the K extent of the scales (" << scaleK
                         << ") must divide K (" << k << ")";
  int64_t block = k / scaleK;

  Type elt = lhs.getElementType();
  bool isF4 = llvm::isa<Float4E2M1FNType>(elt);
  if (llvm::isa<Float8E4M3FNType>(scaleElt)) {
    // e4m3 scales (NVFP4 style) only pair with f4 data, 16 per block.
    if (!isF4)
      return emitOpError() << "f8E4M3FN scales require f4E2M1FN operands, "
                              "but the operands are "
                           << elt;
    if (block != 16)
      return emitOpError() << "f4E2M1FN operands with f8E4M3FN scales need "
                              "a block of 16 K elements per scale, but got "
                           << block;
    return success();
  }
  // e8m0 (MX) scales: f8 data uses blocks of 32, f4 data 16 or 32.
  if (!isF4 && block != 32)
    return emitOpError() << elt
                         << " operands need a block of 32 K elements per "
                            "scale, but got "
                         << block;
  if (isF4 && block != 16 && block != 32)
    return emitOpError() << "f4E2M1FN operands with f8E8M0FNU scales need a "
                            "block of 16 or 32 K elements per scale, but got "
                         << block;
  return success();
}
