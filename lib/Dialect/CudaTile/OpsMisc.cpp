//===- OpsMisc.cpp - reduce, scan, assume, print_tko --------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <cstring>

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

// div_by<16> or div_by<16, every 4 along 0>
Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor = 0;
  std::optional<int64_t> every, along;
  if (parser.parseLess() || parser.parseInteger(divisor))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    int64_t e = 0, a = 0;
    if (parser.parseKeyword("every") || parser.parseInteger(e) ||
        parser.parseKeyword("along") || parser.parseInteger(a))
      return {};
    every = e;
    along = a;
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << '<' << getDivisor();
  if (getEvery())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << '>';
}

LogicalResult DivByAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                uint64_t divisor, std::optional<int64_t> every,
                                std::optional<int64_t> along) {
  if (!llvm::isPowerOf2_64(divisor))
    return emitError() << "div_by divisor must be a power of two, got "
                       << divisor;
  // NVIDIA's implementation stops at 2^62.
  if (divisor > (uint64_t(1) << 62))
    return emitError() << "div_by divisor must be at most 2^62, got "
                       << divisor;
  if (every.has_value() != along.has_value())
    return emitError() << "div_by takes 'every' and 'along' together";
  if (every && *every < 1)
    return emitError() << "div_by 'every' must be positive, got " << *every;
  if (along && *along < 0)
    return emitError() << "div_by 'along' must be a dimension index, got "
                       << *along;
  return success();
}

LogicalResult BoundedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  std::optional<int64_t> lb,
                                  std::optional<int64_t> ub) {
  if (lb && ub && *lb > *ub)
    return emitError() << "bounded lower bound " << *lb
                       << " is greater than the upper bound " << *ub;
  return success();
}

/// `div_by<...>`, `same_elements<...>`, `bounded<...>`, or the same with the
/// `#cuda_tile.` prefix.
ParseResult AssumeOp::parseAssumePredicate(OpAsmParser &parser,
                                           Attribute &predicate) {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  OptionalParseResult full = parser.parseOptionalAttribute(attr);
  if (full.has_value()) {
    if (failed(*full))
      return failure();
  } else {
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    if (keyword == DivByAttr::getMnemonic())
      attr = DivByAttr::parse(parser, Type());
    else if (keyword == SameElementsAttr::getMnemonic())
      attr = SameElementsAttr::parse(parser, Type());
    else if (keyword == BoundedAttr::getMnemonic())
      attr = BoundedAttr::parse(parser, Type());
    else
      return parser.emitError(loc)
             << "unknown assume predicate '" << keyword
             << "'; expected div_by, same_elements or bounded";
    if (!attr)
      return failure();
  }
  if (!llvm::isa<DivByAttr, SameElementsAttr, BoundedAttr>(attr))
    return parser.emitError(loc)
           << "expected an assume predicate (div_by, same_elements or "
              "bounded), got "
           << attr;
  predicate = attr;
  return success();
}

void AssumeOp::printAssumePredicate(OpAsmPrinter &p, Operation *,
                                    Attribute predicate) {
  // Written without `#cuda_tile.`, as NVIDIA's printer does.
  if (auto a = llvm::dyn_cast<DivByAttr>(predicate)) {
    p << DivByAttr::getMnemonic();
    a.print(p);
  } else if (auto a = llvm::dyn_cast<SameElementsAttr>(predicate)) {
    p << SameElementsAttr::getMnemonic();
    a.print(p);
  } else if (auto a = llvm::dyn_cast<BoundedAttr>(predicate)) {
    p << BoundedAttr::getMnemonic();
    a.print(p);
  } else {
    p.printAttribute(predicate);
  }
}

//===----------------------------------------------------------------------===//
// AssumeOp
//===----------------------------------------------------------------------===//

static bool isIntOrPointer(Type t) {
  return llvm::isa<IntegerType, PointerType>(t);
}

LogicalResult AssumeOp::verify() {
  Type type = getValue().getType();
  auto tile = llvm::dyn_cast<TileType>(type);

  if (auto divBy = llvm::dyn_cast<DivByAttr>(getPredicate())) {
    if (llvm::isa<TensorViewType>(type)) {
      if (divBy.getEvery())
        return emitOpError("div_by on a tensor_view constrains its base "
                           "address only and takes no 'every'/'along'");
      return success();
    }
    if (!tile || !isIntOrPointer(tile.getElementType()))
      return emitOpError("div_by applies to a tile of integers or pointers "
                         "or to a tensor_view, got ")
             << type;
    if (!divBy.getEvery())
      return success();
    if (tile.isScalar())
      return emitOpError("div_by on a 0-d tile takes no 'every'/'along'");
    int64_t along = *divBy.getAlong();
    if (along >= tile.getRank())
      return emitOpError("div_by 'along' is ")
             << along << " but the tile has rank " << tile.getRank();
    if (*divBy.getEvery() > tile.getDimSize(along))
      return emitOpError("div_by 'every' is ")
             << *divBy.getEvery() << " but dimension " << along
             << " has only " << tile.getDimSize(along) << " elements";
    return success();
  }

  if (auto same = llvm::dyn_cast<SameElementsAttr>(getPredicate())) {
    if (!tile || !isIntOrPointer(tile.getElementType()))
      return emitOpError("same_elements applies to a tile of integers or "
                         "pointers, got ")
             << type;
    ArrayRef<int64_t> groups = same.getValues().asArrayRef();
    if (static_cast<int64_t>(groups.size()) != tile.getRank())
      return emitOpError("same_elements has ")
             << groups.size() << " group sizes but the tile has rank "
             << tile.getRank();
    for (auto [i, g] : llvm::enumerate(groups))
      if (g < 1 || g > tile.getDimSize(i))
        return emitOpError("same_elements group size ")
               << g << " for dimension " << i << " must be in [1, "
               << tile.getDimSize(i) << "]";
    return success();
  }

  auto bounded = llvm::cast<BoundedAttr>(getPredicate());
  auto intType =
      tile ? llvm::dyn_cast<IntegerType>(tile.getElementType()) : nullptr;
  if (!intType)
    return emitOpError("bounded applies to a tile of integers, got ") << type;
  // Bounds are signed; they must be representable in the element type.
  unsigned width = intType.getWidth();
  int64_t minV = llvm::minIntN(width), maxV = llvm::maxIntN(width);
  auto checkBound = [&](std::optional<int64_t> bound,
                        StringRef name) -> LogicalResult {
    if (bound && (*bound < minV || *bound > maxV))
      return emitOpError("bounded ")
             << name << " bound " << *bound << " does not fit " << intType
             << " (range [" << minV << ", " << maxV << "])";
    return success();
  };
  return failure(failed(checkBound(bounded.getLb(), "lower")) ||
                 failed(checkBound(bounded.getUb(), "upper")));
}

//===----------------------------------------------------------------------===//
// PrintTkoOp
//===----------------------------------------------------------------------===//

/// Counts the arguments a printf-style format consumes: `%%` is a literal
/// percent; any other `%` starts a conversion that must end in one of the
/// conversion letters later in the string (`%S` is CUDA's wide string).
/// Every such `%` counts, which is also how NVIDIA's verifier counts the seeds'
/// bare `%` placeholders.
static FailureOr<unsigned> countFormatArgs(StringRef fmt) {
  unsigned count = 0;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%')
      continue;
    if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
      ++i;
      continue;
    }
    if (fmt.find_first_of("diuoxXeEfFgGaAcsSpn%", i + 1) == StringRef::npos)
      return failure();
    ++count;
  }
  return count;
}

LogicalResult PrintTkoOp::verify() {
  FailureOr<unsigned> expected = countFormatArgs(getStr());
  if (failed(expected))
    return emitOpError("format string has a '%' that no conversion "
                       "character (d, i, u, x, f, e, g, s, ...) completes");
  if (*expected != getArgs().size())
    return emitOpError("format string has ")
           << *expected << " conversions but " << getArgs().size()
           << " arguments are given";
  return success();
}

namespace cutile::ir {
std::optional<Dialect::ParseOpHook> getRenamedOpParseHook(StringRef opName);
} // namespace cutile::ir

/// Helps people and tools still writing the 13.1 spelling; returned from
/// CudaTileDialect::getParseOperationHook.
std::optional<Dialect::ParseOpHook>
cutile::ir::getRenamedOpParseHook(StringRef opName) {
  if (opName != "print" && opName != "cuda_tile.print")
    return std::nullopt;
  return Dialect::ParseOpHook([](OpAsmParser &parser, OperationState &) {
    // MLIR prefixes the message with "custom op '<name>'".
    return parser.emitError(parser.getNameLoc())
           << "is unknown: 13.2 renamed it 'print_tko', which returns a "
              "token; write `print_tko \"fmt %d\", %v : tile<i32> -> token`";
  });
}

//===----------------------------------------------------------------------===//
// ReduceOp / ScanOp
//===----------------------------------------------------------------------===//

/// The (element, accumulator) block argument pairs, one per operand.
static void addCombinerArguments(Region &region, ValueRange operands,
                                 Location loc) {
  Block &block = region.emplaceBlock();
  for (Value v : operands) {
    Type elt = llvm::cast<TileType>(v.getType()).getElementType();
    Type scalar = TileType::get({}, elt);
    block.addArgument(scalar, loc);
    block.addArgument(scalar, loc);
  }
}

void ReduceOp::build(OpBuilder &builder, OperationState &state,
                     ValueRange operands, int32_t dim, ArrayAttr identities) {
  state.addOperands(operands);
  state.addAttribute(getDimAttrName(state.name),
                     builder.getI32IntegerAttr(dim));
  state.addAttribute(getIdentitiesAttrName(state.name), identities);
  for (Value v : operands) {
    auto tile = llvm::cast<TileType>(v.getType());
    SmallVector<int64_t> shape(tile.getShape());
    shape.erase(shape.begin() + dim);
    state.addTypes(TileType::get(shape, tile.getElementType()));
  }
  addCombinerArguments(*state.addRegion(), operands, state.location);
}

void ScanOp::build(OpBuilder &builder, OperationState &state,
                   ValueRange operands, int32_t dim, bool reverse,
                   ArrayAttr identities) {
  state.addOperands(operands);
  state.addAttribute(getDimAttrName(state.name),
                     builder.getI32IntegerAttr(dim));
  state.addAttribute(getReverseAttrName(state.name),
                     builder.getBoolAttr(reverse));
  state.addAttribute(getIdentitiesAttrName(state.name), identities);
  state.addTypes(operands.getTypes());
  addCombinerArguments(*state.addRegion(), operands, state.location);
}

// (%elem: tile<f32>, %acc: tile<f32>) { ... }
static ParseResult parseCombinerRegion(OpAsmParser &parser, Region &region) {
  SmallVector<OpAsmParser::Argument> args;
  if (parseShortTypedArguments(parser, args))
    return failure();
  return parser.parseRegion(region, args, /*enableNameShadowing=*/false);
}

static void printCombinerRegion(OpAsmPrinter &p, Region &region) {
  p.printNewline();
  p << '(';
  llvm::interleaveComma(region.getArguments(), p, [&](BlockArgument arg) {
    p.printOperand(arg);
    p << ": ";
    printCudaTileType(p, arg.getType());
  });
  p << ") ";
  p.printRegion(region, /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parseArgumentRegion(OpAsmParser &parser,
                                          Region &region) {
  return parseCombinerRegion(parser, region);
}
void ReduceOp::printArgumentRegion(OpAsmPrinter &p, Operation *,
                                   Region &region) {
  printCombinerRegion(p, region);
}
ParseResult ScanOp::parseArgumentRegion(OpAsmParser &parser, Region &region) {
  return parseCombinerRegion(parser, region);
}
void ScanOp::printArgumentRegion(OpAsmPrinter &p, Operation *,
                                 Region &region) {
  printCombinerRegion(p, region);
}

StringRef ReduceOp::getDefaultDialect() { return "cuda_tile"; }
StringRef ScanOp::getDefaultDialect() { return "cuda_tile"; }

/// Operand, identity and dimension checks shared by reduce and scan.
static LogicalResult verifyAggregate(Operation *op, ValueRange operands,
                                     int32_t dim, ArrayAttr identities) {
  if (operands.empty())
    return op->emitOpError("needs at least one operand");
  if (op->getNumResults() != operands.size())
    return op->emitOpError("has ")
           << operands.size() << " operands but " << op->getNumResults()
           << " results; each operand yields one result";
  auto first = llvm::cast<TileType>(operands[0].getType());
  for (auto [i, v] : llvm::enumerate(operands))
    if (llvm::cast<TileType>(v.getType()).getShape() != first.getShape())
      return op->emitOpError("operand #")
             << i << " has type " << v.getType()
             << " but all operands must have the shape of operand #0 ("
             << first << ")";
  if (dim >= first.getRank())
    return op->emitOpError("dim ")
           << dim << " is out of range for operands of rank "
           << first.getRank();
  if (identities.size() != operands.size())
    return op->emitOpError("has ")
           << identities.size() << " identities for " << operands.size()
           << " operands; give one identity per operand";
  for (auto [i, id] : llvm::enumerate(identities)) {
    Type elt = llvm::cast<TileType>(operands[i].getType()).getElementType();
    if (!llvm::isa<IntegerAttr, FloatAttr>(id))
      return op->emitOpError("identity #")
             << i << " must be an integer or float constant, got " << id;
    Type idType = llvm::cast<TypedAttr>(id).getType();
    if (idType != elt)
      return op->emitOpError("identity #")
             << i << " has type " << idType << " but operand #" << i
             << " has elements of type " << elt;
  }
  return success();
}

/// The combiner: 2N 0-d block arguments (element, accumulator) per operand,
/// a `yield` of N 0-d tiles, pure ops only.
static LogicalResult verifyCombiner(Operation *op, Region &body,
                                    ValueRange operands) {
  Block &block = body.front();
  size_t n = operands.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError("body must take ")
           << 2 * n << " arguments (an element and an accumulator per "
           << "operand), got " << block.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(block.getArguments())) {
    Type elt =
        llvm::cast<TileType>(operands[i / 2].getType()).getElementType();
    Type expected = TileType::get({}, elt);
    if (arg.getType() != expected)
      return op->emitOpError("body argument #")
             << i << " must be a 0-d tile of operand #" << i / 2
             << "'s element type (" << expected << "), got " << arg.getType();
  }
  auto yield = llvm::dyn_cast<YieldOp>(block.getTerminator());
  if (!yield)
    return op->emitOpError("body must end in 'yield'");
  if (yield.getNumOperands() != n)
    return yield.emitOpError("must yield ")
           << n << " values (one accumulator per operand), got "
           << yield.getNumOperands();
  for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
    Type elt = llvm::cast<TileType>(operands[i].getType()).getElementType();
    Type expected = TileType::get({}, elt);
    if (v.getType() != expected)
      return yield.emitOpError("operand #")
             << i << " must be " << expected << ", got " << v.getType();
  }
  for (Operation &inner : block.without_terminator())
    if (!isPure(&inner))
      return inner.emitOpError("is not pure, but only pure ops may appear in "
                               "the body of '")
             << op->getName() << "'";
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyAggregate(*this, getOperands(), getDim(),
                             getIdentities())))
    return failure();
  // The reduced dimension is dropped (NVIDIA's verifier infers the same).
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getOperands(), getResults()))) {
    auto in = llvm::cast<TileType>(std::get<0>(pair).getType());
    SmallVector<int64_t> shape(in.getShape());
    shape.erase(shape.begin() + getDim());
    auto expected = TileType::get(shape, in.getElementType());
    if (std::get<1>(pair).getType() != expected)
      return emitOpError("result #")
             << i << " must be " << expected << " (operand #" << i
             << " without dimension " << getDim() << "), got "
             << std::get<1>(pair).getType();
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombiner(*this, getBody(), getOperands());
}

LogicalResult ScanOp::verify() {
  if (failed(verifyAggregate(*this, getOperands(), getDim(),
                             getIdentities())))
    return failure();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getOperands(), getResults())))
    if (std::get<0>(pair).getType() != std::get<1>(pair).getType())
      return emitOpError("result #")
             << i << " must have the type of operand #" << i << " ("
             << std::get<0>(pair).getType() << "), got "
             << std::get<1>(pair).getType();
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombiner(*this, getBody(), getOperands());
}
