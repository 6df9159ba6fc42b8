//===- Attrs.cpp - cuda_tile attributes -------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cutile::ir;

#include "cutile/Dialect/CudaTile/CudaTileEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "cutile/Dialect/CudaTile/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cutile/Dialect/CudaTile/CudaTileAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// OptimizationHintsAttr
//===----------------------------------------------------------------------===//

// Keys are target names; `default` applies to every target without its own
// entry. The bytecode encodes the same set, so the verifier stays in step.
static constexpr llvm::StringLiteral kHintTargets[] = {
    "sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89",  "sm_90",
    "sm_100", "sm_103", "sm_110", "sm_120", "sm_121", "default"};

// `{num_cta_in_cga = 2, allow_tma = false}`: values are i32 integers or
// booleans (the bytecode stores exactly these two kinds), written without a
// type suffix.
static DictionaryAttr parseHintDict(AsmParser &parser) {
  MLIRContext *ctx = parser.getContext();
  SmallVector<NamedAttribute> hints;
  auto parseHint = [&]() -> ParseResult {
    std::string key;
    if (parser.parseKeywordOrString(&key) || parser.parseEqual())
      return failure();
    Attribute value;
    if (succeeded(parser.parseOptionalKeyword("true"))) {
      value = BoolAttr::get(ctx, true);
    } else if (succeeded(parser.parseOptionalKeyword("false"))) {
      value = BoolAttr::get(ctx, false);
    } else {
      int32_t n;
      if (parser.parseInteger(n))
        return failure();
      value = IntegerAttr::get(IntegerType::get(ctx, 32), n);
    }
    hints.push_back(NamedAttribute(StringAttr::get(ctx, key), value));
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, parseHint))
    return {};
  return DictionaryAttr::get(ctx, hints);
}

static void printHintDict(AsmPrinter &printer, DictionaryAttr dict) {
  printer << '{';
  llvm::interleaveComma(dict, printer, [&](NamedAttribute hint) {
    printer << hint.getName().getValue() << " = ";
    if (auto b = llvm::dyn_cast<BoolAttr>(hint.getValue()))
      printer << (b.getValue() ? "true" : "false");
    else if (auto i = llvm::dyn_cast<IntegerAttr>(hint.getValue()))
      printer << i.getInt();
    else
      printer.printAttribute(hint.getValue());
  });
  printer << '}';
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  SmallVector<NamedAttribute> entries;
  if (parser.parseLess())
    return {};
  // The spec's own examples wrap the entries in braces; accept that too.
  bool braced = succeeded(parser.parseOptionalLBrace());
  if (braced || failed(parser.parseOptionalGreater())) {
    auto parseEntry = [&]() -> ParseResult {
      std::string key;
      if (parser.parseKeywordOrString(&key) || parser.parseEqual())
        return failure();
      DictionaryAttr dict = parseHintDict(parser);
      if (!dict)
        return failure();
      entries.push_back(
          NamedAttribute(StringAttr::get(parser.getContext(), key), dict));
      return success();
    };
    if (parser.parseCommaSeparatedList(parseEntry) ||
        (braced && parser.parseRBrace()) || parser.parseGreater())
      return {};
  }
  return parser.getChecked<OptimizationHintsAttr>(
      parser.getContext(), DictionaryAttr::get(parser.getContext(), entries));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getValue(), printer, [&](NamedAttribute entry) {
    printer << entry.getName().getValue() << " = ";
    printHintDict(printer, llvm::cast<DictionaryAttr>(entry.getValue()));
  });
  printer << '>';
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  for (NamedAttribute entry : value) {
    StringRef target = entry.getName().getValue();
    if (!llvm::is_contained(kHintTargets, target))
      return emitError() << "unknown optimization hint target '" << target
                         << "'; expected sm_80, sm_86, sm_87, sm_88, sm_89, "
                            "sm_90, sm_100, sm_103, sm_110, sm_120, sm_121 "
                            "or default";
    auto hints = llvm::dyn_cast<DictionaryAttr>(entry.getValue());
    if (!hints)
      return emitError() << "hints for '" << target
                         << "' must be a dictionary";
    for (NamedAttribute hint : hints) {
      StringRef key = hint.getName().getValue();
      Attribute v = hint.getValue();
      auto intValue = [&]() -> std::optional<int64_t> {
        if (auto i = llvm::dyn_cast<IntegerAttr>(v))
          return i.getInt();
        return std::nullopt;
      };
      if (key == "num_cta_in_cga") {
        auto n = intValue();
        if (!n || *n < 1 || *n > 16 || (*n & (*n - 1)))
          return emitError() << "num_cta_in_cga for '" << target
                             << "' must be 1, 2, 4, 8 or 16";
        if (target.starts_with("sm_8") && *n != 1)
          return emitError() << "num_cta_in_cga must be 1 on " << target;
      } else if (key == "occupancy") {
        auto n = intValue();
        if (!n || *n < 1 || *n > 32)
          return emitError() << "occupancy for '" << target
                             << "' must be between 1 and 32";
      } else if (key == "num_worker_warps_per_cta") {
        auto n = intValue();
        if (!n || *n < 1)
          return emitError() << "num_worker_warps_per_cta for '" << target
                             << "' must be a positive integer";
      } else if (key == "latency") {
        auto n = intValue();
        if (!n || *n < 1 || *n > 10)
          return emitError() << "latency for '" << target
                             << "' must be between 1 and 10";
      } else if (key == "allow_tma") {
        if (!llvm::isa<BoolAttr>(v))
          return emitError() << "allow_tma for '" << target
                             << "' must be true or false";
      } else {
        return emitError() << "unknown optimization hint '" << key << "'";
      }
    }
  }
  return success();
}
