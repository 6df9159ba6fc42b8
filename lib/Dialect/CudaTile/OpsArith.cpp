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
