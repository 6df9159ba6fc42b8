//===- OpsMemory.cpp - token, pointer, view and atomic memory ops ----------===//
//
// Custom syntax (NVIDIA's) for the view ops, and the verifiers of the whole
// memory family. Verifier messages name the rule that was broken and what was
// expected, since these are what a user of our front end will see.
//
//===----------------------------------------------------------------------===//

#include "cutile/Dialect/CudaTile/CudaTile.h"
#include "ViewAccessSyntax.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cutile::ir;

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

namespace {
enum class AccessKind { Load, Store };
} // namespace

/// Loads may be weak, relaxed or acquire; stores weak, relaxed or release.
/// A weak access promises no concurrent access and so has no scope; every
/// other ordering needs one.
static LogicalResult verifyOrdering(Operation *op, AccessKind kind,
                                    MemoryOrderingSemantics ordering,
                                    std::optional<MemoryScope> scope) {
  bool isLoad = kind == AccessKind::Load;
  MemoryOrderingSemantics sync = isLoad ? MemoryOrderingSemantics::ACQUIRE
                                        : MemoryOrderingSemantics::RELEASE;
  if (ordering != MemoryOrderingSemantics::WEAK &&
      ordering != MemoryOrderingSemantics::RELAXED && ordering != sync)
    return op->emitOpError("memory ordering '")
           << stringifyMemoryOrderingSemantics(ordering) << "' is not allowed on a "
           << (isLoad ? "load" : "store") << "; expected weak, relaxed or "
           << stringifyMemoryOrderingSemantics(sync);
  if (ordering == MemoryOrderingSemantics::WEAK && scope)
    return op->emitOpError("a weak ")
           << (isLoad ? "load" : "store")
           << " takes no memory scope, but got '"
           << stringifyMemoryScope(*scope) << "'";
  if (ordering != MemoryOrderingSemantics::WEAK && !scope)
    return op->emitOpError("a ")
           << stringifyMemoryOrderingSemantics(ordering) << ' '
           << (isLoad ? "load" : "store")
           << " needs a memory scope (tl_blk, device or sys)";
  return success();
}

/// Atomics always synchronize, so `weak` makes no sense for them.
static LogicalResult verifyAtomicOrdering(Operation *op,
                                          MemoryOrderingSemantics ordering) {
  if (ordering == MemoryOrderingSemantics::WEAK)
    return op->emitOpError("atomics cannot be weak; expected relaxed, "
                           "acquire, release or acq_rel");
  return success();
}

/// Loads and stores accept only `latency`, view loads and stores also
/// `allow_tma`; values were already range-checked by the attribute.
static LogicalResult verifyAccessHints(Operation *op,
                                       OptimizationHintsAttr hints,
                                       bool allowTma) {
  if (!hints)
    return success();
  for (NamedAttribute target : hints.getValue())
    for (NamedAttribute hint : llvm::cast<DictionaryAttr>(target.getValue())) {
      StringRef key = hint.getName().getValue();
      if (key == "latency" || (allowTma && key == "allow_tma"))
        continue;
      return op->emitOpError("optimization hint '")
             << key << "' does not apply to this op; expected "
             << (allowTma ? "latency or allow_tma" : "latency");
    }
  return success();
}

/// The data type each read-modify-write mode works on.
static LogicalResult verifyModeType(Operation *op, AtomicRMWMode mode,
                                    Type elementType) {
  unsigned width = elementType.isIntOrFloat()
                       ? elementType.getIntOrFloatBitWidth()
                       : 0;
  bool wide = width == 32 || width == 64;
  switch (mode) {
  case AtomicRMWMode::ADDF:
    if (!llvm::isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(
            elementType))
      return op->emitOpError("mode 'addf' needs f16, bf16, f32 or f64 "
                             "elements, got ")
             << elementType;
    return success();
  case AtomicRMWMode::XCHG:
    if (!(llvm::isa<IntegerType>(elementType) ||
          llvm::isa<Float32Type, Float64Type>(elementType)) ||
        !wide)
      return op->emitOpError("mode 'xchg' needs 32- or 64-bit integer or "
                             "float elements, got ")
             << elementType;
    return success();
  default:
    if (!llvm::isa<IntegerType>(elementType) || !wide)
      return op->emitOpError("mode '")
             << stringifyAtomicRMWMode(mode)
             << "' needs i32 or i64 elements, got " << elementType;
    return success();
  }
}

static Type pointeeOf(TileType pointerTile) {
  return llvm::cast<PointerType>(pointerTile.getElementType()).getPointeeType();
}

static LogicalResult verifyMaskShape(Operation *op, Value mask,
                                     TileType pointers) {
  if (!mask)
    return success();
  auto maskType = llvm::cast<TileType>(mask.getType());
  if (maskType.getShape() != pointers.getShape())
    return op->emitOpError("mask ")
           << maskType << " must have the shape of the pointer tile "
           << pointers;
  return success();
}

//===----------------------------------------------------------------------===//
// View helpers
//===----------------------------------------------------------------------===//

static TileType viewTileType(Type view) {
  return llvm::TypeSwitch<Type, TileType>(view)
      .Case<PartitionViewType, StridedViewType, GatherScatterViewType>(
          [](auto v) { return v.getViewTileType(); })
      .Default([](Type) { return TileType(); });
}

/// Index operands: one per view dimension; scalars of one common type,
/// except that a gather/scatter view takes a 1-d tile of row numbers for
/// its sparse dimension.
static LogicalResult verifyViewIndices(Operation *op, Type view,
                                       TypeRange indexTypes) {
  TileType tile = viewTileType(view);
  size_t rank = tile.getShape().size();
  if (indexTypes.size() != rank)
    return op->emitOpError("expected ")
           << rank << " index operands, one per dimension of the view, got "
           << indexTypes.size();
  auto gather = llvm::dyn_cast<GatherScatterViewType>(view);
  Type common;
  for (auto [i, type] : llvm::enumerate(indexTypes)) {
    auto index = llvm::cast<TileType>(type);
    if (gather && i == gather.getSparseDim()) {
      int64_t rows = tile.getShape()[i];
      if (index.getShape().size() != 1 || index.getShape()[0] != rows)
        return op->emitOpError("index #")
               << i << " picks the rows of the sparse dimension and must be a "
               << "1-d tile of " << rows << " integers, got " << type;
      continue;
    }
    if (!index.isScalar())
      return op->emitOpError("index #")
             << i << " must be a 0-d integer tile, got " << type;
    if (!common)
      common = type;
    else if (type != common)
      return op->emitOpError("scalar indices must all have one type, but "
                             "index #")
             << i << " is " << type << " and an earlier one " << common;
  }
  return success();
}

static LogicalResult verifyViewAccess(Operation *op, Type view, Type tile,
                                      TypeRange indexTypes) {
  // A multicast address is for the multimem ops only (13.5's rule).
  TensorViewType tensor =
      llvm::TypeSwitch<Type, TensorViewType>(view)
          .Case<PartitionViewType, StridedViewType, GatherScatterViewType>(
              [](auto v) { return v.getTensorView(); })
          .Default([](Type) { return TensorViewType(); });
  if (tensor && tensor.getKind() == PointerKind::multicast)
    return op->emitOpError("cannot access a view over a multicast pointer; "
                           "use the multimem ops");
  TileType expected = viewTileType(view);
  if (tile != expected)
    return op->emitOpError("tile type ")
           << tile << " does not match the view's tile " << expected;
  return verifyViewIndices(op, view, indexTypes);
}

//===----------------------------------------------------------------------===//
// Shared syntax of the view accesses
//===----------------------------------------------------------------------===//

ParseResult cutile::ir::parseOrderingAndScope(OpAsmParser &parser,
                                              OperationState &result,
                                              StringAttr orderingName,
                                              StringAttr scopeName) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrderingSemantics> ordering =
      symbolizeMemoryOrderingSemantics(keyword);
  if (!ordering)
    return parser.emitError(loc)
           << "unknown memory ordering '" << keyword
           << "'; expected weak, relaxed, acquire, release or acq_rel";
  MLIRContext *ctx = parser.getContext();
  result.addAttribute(orderingName,
                      MemoryOrderingSemanticsAttr::get(ctx, *ordering));
  if (succeeded(parser.parseOptionalKeyword(&keyword,
                                            {"tl_blk", "device", "sys"})))
    result.addAttribute(scopeName,
                        MemoryScopeAttr::get(ctx, *symbolizeMemoryScope(keyword)));
  return success();
}

static void printOrderingAndScope(OpAsmPrinter &p,
                                  MemoryOrderingSemantics ordering,
                                  std::optional<MemoryScope> scope) {
  p << ' ' << stringifyMemoryOrderingSemantics(ordering);
  if (scope)
    p << ' ' << stringifyMemoryScope(*scope);
}

/// `%view[%i, %j]`
static ParseResult
parseViewAndIndices(OpAsmParser &parser, OpAsmParser::UnresolvedOperand &view,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices) {
  return failure(parser.parseOperand(view) ||
                 parser.parseOperandList(indices,
                                         OpAsmParser::Delimiter::Square));
}

static void printViewAndIndices(OpAsmPrinter &p, Value view,
                                ValueRange indices) {
  p.printOperand(view);
  p << '[';
  p.printOperands(indices);
  p << ']';
}

/// `token = %t` (optional)
static ParseResult
parseOptionalToken(OpAsmParser &parser,
                   std::optional<OpAsmParser::UnresolvedOperand> &token) {
  if (failed(parser.parseOptionalKeyword("token")))
    return success();
  token.emplace();
  return failure(parser.parseEqual() || parser.parseOperand(*token));
}

/// `optimization_hints = <...>` (optional)
static ParseResult parseOptionalHints(OpAsmParser &parser,
                                      OperationState &result,
                                      StringAttr name) {
  if (failed(parser.parseOptionalKeyword("optimization_hints")))
    return success();
  if (parser.parseEqual())
    return failure();
  Attribute hints = OptimizationHintsAttr::parse(parser, Type());
  if (!hints)
    return failure();
  result.addAttribute(name, hints);
  return success();
}

/// `, T` for every index at once, or `, T0, T1, ...` one per index.
static ParseResult parseIndexTypes(OpAsmParser &parser, size_t numIndices,
                                   SmallVectorImpl<Type> &types) {
  if (numIndices == 0)
    return success();
  if (parser.parseComma())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  do {
    Type t;
    if (parseCudaTileType(parser, t))
      return failure();
    types.push_back(t);
  } while (succeeded(parser.parseOptionalComma()));
  if (types.size() == 1)
    types.resize(numIndices, types.front());
  else if (types.size() != numIndices)
    return parser.emitError(loc)
           << "expected one index type for all indices or " << numIndices
           << " index types, got " << types.size();
  return success();
}

static void printIndexTypes(OpAsmPrinter &p, ValueRange indices) {
  if (indices.empty())
    return;
  if (llvm::all_equal(indices.getTypes())) {
    p << ", ";
    printCudaTileType(p, indices.front().getType());
    return;
  }
  for (Type t : indices.getTypes()) {
    p << ", ";
    printCudaTileType(p, t);
  }
}

static void printTokenAndHints(OpAsmPrinter &p, Value token,
                               OptimizationHintsAttr hints) {
  if (token) {
    p << " token = ";
    p.printOperand(token);
  }
  if (hints) {
    p << " optimization_hints = ";
    hints.print(p);
  }
}

/// `inbounds = [true, false]` (optional): one bool per index.
ParseResult cutile::ir::parseOptionalInbounds(OpAsmParser &parser,
                                              OperationState &result,
                                              StringAttr name) {
  if (failed(parser.parseOptionalKeyword("inbounds")))
    return success();
  SmallVector<bool> values;
  auto parseOne = [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalKeyword("true")))
      values.push_back(true);
    else if (succeeded(parser.parseOptionalKeyword("false")))
      values.push_back(false);
    else
      return parser.emitError(parser.getCurrentLocation(),
                              "expected 'true' or 'false'");
    return success();
  };
  if (parser.parseEqual() ||
      parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, parseOne))
    return failure();
  result.addAttribute(name, parser.getBuilder().getDenseBoolArrayAttr(values));
  return success();
}

/// All false is the default, which tileirdisasm does not print either.
static void printInbounds(OpAsmPrinter &p, DenseBoolArrayAttr inbounds) {
  if (!inbounds || llvm::none_of(inbounds.asArrayRef(), [](bool b) { return b; }))
    return;
  p << " inbounds = [";
  llvm::interleaveComma(inbounds.asArrayRef(), p,
                        [&](bool b) { p << (b ? "true" : "false"); });
  p << "]";
}

static LogicalResult verifyInbounds(Operation *op, DenseBoolArrayAttr inbounds,
                                    size_t numIndices) {
  if (inbounds && size_t(inbounds.size()) != numIndices)
    return op->emitOpError("'inbounds' has ")
           << inbounds.size() << " entries, expected one per index ("
           << numIndices << ")";
  return success();
}

static void setSegments(OpAsmParser &parser, OperationState &result,
                        ArrayRef<int32_t> sizes) {
  result.addAttribute("operandSegmentSizes",
                      parser.getBuilder().getDenseI32ArrayAttr(sizes));
}

//===----------------------------------------------------------------------===//
// AllocaOp
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  int64_t alignment = getAlignment();
  if (alignment <= 0 || (alignment & (alignment - 1)))
    return emitOpError("alignment must be a power of two, got ") << alignment;
  Type element = pointeeOf(getResult().getType());
  // Same arithmetic as NVIDIA's verifier: sub-byte floats count as 0 bytes,
  // i1 as a full byte.
  int64_t bytes = element.isInteger(1) ? 1 : element.getIntOrFloatBitWidth() / 8;
  if (alignment < bytes)
    return emitOpError("alignment ")
           << alignment << " is below the " << bytes << "-byte size of "
           << element;
  return success();
}

//===----------------------------------------------------------------------===//
// JoinTokensOp
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("joins two or more tokens, got ")
           << getTokens().size();
  return success();
}

//===----------------------------------------------------------------------===//
// LoadPtrTkoOp / StorePtrTkoOp
//===----------------------------------------------------------------------===//

LogicalResult LoadPtrTkoOp::verify() {
  TileType pointers = getSource().getType();
  TileType result = getResult().getType();
  if (result.getShape() != pointers.getShape() ||
      result.getElementType() != pointeeOf(pointers))
    return emitOpError("result ")
           << result << " must have the shape of the pointer tile " << pointers
           << " and its pointee type " << pointeeOf(pointers);
  if (failed(verifyMaskShape(*this, getMask(), pointers)))
    return failure();
  if (Value padding = getPaddingValue()) {
    if (!getMask())
      return emitOpError("a padding value needs a mask: it is what masked-off "
                         "elements read as");
    if (padding.getType() != result)
      return emitOpError("padding value type ")
             << padding.getType() << " must be the result type " << result;
  }
  if (failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*allowTma=*/false)))
    return failure();
  return verifyOrdering(*this, AccessKind::Load, getMemoryOrderingSemantics(),
                        getMemoryScope());
}

LogicalResult StorePtrTkoOp::verify() {
  TileType pointers = getDestination().getType();
  TileType value = getValue().getType();
  if (value.getShape() != pointers.getShape() ||
      value.getElementType() != pointeeOf(pointers))
    return emitOpError("stored value ")
           << value << " must have the shape of the pointer tile " << pointers
           << " and its pointee type " << pointeeOf(pointers);
  if (failed(verifyMaskShape(*this, getMask(), pointers)) ||
      failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*allowTma=*/false)))
    return failure();
  return verifyOrdering(*this, AccessKind::Store, getMemoryOrderingSemantics(),
                        getMemoryScope());
}

//===----------------------------------------------------------------------===//
// MakeTensorViewOp
//===----------------------------------------------------------------------===//

// make_tensor_view %base, shape = [%m, 64], strides = [64, 1]
//     : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
ParseResult MakeTensorViewOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  struct Entry {
    int64_t value;
    SMLoc loc;
  };
  OpAsmParser::UnresolvedOperand base;
  SmallVector<Entry> shape, strides;
  SmallVector<OpAsmParser::UnresolvedOperand> dynShape, dynStrides;

  auto parseList = [&](StringRef keyword, SmallVectorImpl<Entry> &entries,
                       SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dyn)
      -> ParseResult {
    if (parser.parseKeyword(keyword) || parser.parseEqual())
      return failure();
    return parser.parseCommaSeparatedList(
        OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
          SMLoc loc = parser.getCurrentLocation();
          int64_t value;
          OptionalParseResult isInt = parser.parseOptionalInteger(value);
          if (isInt.has_value()) {
            if (failed(*isInt))
              return failure();
            entries.push_back({value, loc});
            return success();
          }
          OpAsmParser::UnresolvedOperand operand;
          OptionalParseResult isValue = parser.parseOptionalOperand(operand);
          if (!isValue.has_value())
            return parser.emitError(loc, "expected an integer or an SSA value");
          if (failed(*isValue))
            return failure();
          dyn.push_back(operand);
          entries.push_back({TensorViewType::kDynamic, loc});
          return success();
        });
  };

  SMLoc shapeLoc, stridesLoc;
  if (parser.parseOperand(base) || parser.parseComma())
    return failure();
  shapeLoc = parser.getCurrentLocation();
  if (parseList("shape", shape, dynShape) || parser.parseComma())
    return failure();
  stridesLoc = parser.getCurrentLocation();
  if (parseList("strides", strides, dynStrides) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();

  // `: <view>`, `: <index> -> <view>` with dynamic sizes or strides, and,
  // for a view over a pointer with a kind (13.5), the base's type first as
  // NVIDIA's printer writes it: `: tile<ptr<f32, <multicast>>>[, <index>]
  // -> <view>`.
  Type indexType, baseType;
  bool hasDynamic = !dynShape.empty() || !dynStrides.empty();
  SMLoc typeLoc = parser.getCurrentLocation();
  SmallVector<Type, 2> leading;
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  while (!llvm::isa<TensorViewType>(type)) {
    leading.push_back(type);
    if (failed(parser.parseOptionalComma()) && parser.parseArrow())
      return failure();
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, type))
      return failure();
    if (leading.size() > 2)
      return parser.emitError(typeLoc, "expected a tensor_view type, got ")
             << type;
  }
  if (leading.size() == 2 || (leading.size() == 1 && !hasDynamic))
    baseType = leading.front();
  if (hasDynamic) {
    if (leading.empty() || (leading.size() == 1 && baseType))
      return parser.emitError(typeLoc, "expected the type of the dynamic "
                                       "sizes and strides before '->'");
    indexType = leading.back();
  } else if (leading.size() > 1) {
    return parser.emitError(typeLoc, "a tensor_view without '?' takes no "
                                     "index type");
  }
  auto view = llvm::dyn_cast<TensorViewType>(type);
  if (!view)
    return parser.emitError(typeLoc, "expected a tensor_view type, got ")
           << type;

  // The operand lists only make sense against the type: literals must repeat
  // the type's static sizes, and `?` must be given by a value.
  auto check = [&](ArrayRef<Entry> entries, ArrayRef<int64_t> fromType,
                   SMLoc listLoc, StringRef what) -> ParseResult {
    if (entries.size() != fromType.size())
      return parser.emitError(listLoc)
             << what << " has " << entries.size() << " entries but the "
             << "tensor_view has rank " << fromType.size();
    for (auto [i, entry, expected] : llvm::enumerate(entries, fromType)) {
      if (entry.value == expected)
        continue;
      auto describe = [](int64_t v) {
        return v == TensorViewType::kDynamic ? std::string("a value")
                                             : std::to_string(v);
      };
      return parser.emitError(entry.loc)
             << what << " entry " << i << " is " << describe(entry.value)
             << " but the tensor_view type says "
             << (expected == TensorViewType::kDynamic
                     ? std::string("'?'")
                     : std::to_string(expected));
    }
    return success();
  };
  if (check(shape, view.getShape(), shapeLoc, "shape") ||
      check(strides, view.getStrides(), stridesLoc, "strides"))
    return failure();

  if (!baseType)
    baseType = TileType::get(
        {}, PointerType::get(parser.getContext(), view.getElementType(),
                             view.getPtrAttr()));
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(dynShape, indexType, result.operands) ||
      parser.resolveOperands(dynStrides, indexType, result.operands))
    return failure();
  setSegments(parser, result,
              {1, static_cast<int32_t>(dynShape.size()),
               static_cast<int32_t>(dynStrides.size())});
  result.addTypes(view);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &p) {
  auto printList = [&](ArrayRef<int64_t> fromType, OperandRange dynamic) {
    auto next = dynamic.begin();
    p << '[';
    llvm::interleaveComma(fromType, p, [&](int64_t v) {
      if (v == TensorViewType::kDynamic && next != dynamic.end())
        p.printOperand(*next++);
      else
        p << v;
    });
    p << ']';
  };
  TensorViewType view = getResult().getType();
  p << ' ';
  p.printOperand(getBase());
  p << ", shape = ";
  printList(view.getShape(), getDynamicShape());
  p << ", strides = ";
  printList(view.getStrides(), getDynamicStrides());
  p.printOptionalAttrDict((*this)->getAttrs(), {"operandSegmentSizes"});
  p << " : ";
  if (view.getPtrAttr()) {
    printCudaTileType(p, getBase().getType());
    p << (getDynamicShape().empty() && getDynamicStrides().empty() ? " -> "
                                                                   : ", ");
  }
  if (!getDynamicShape().empty() || !getDynamicStrides().empty()) {
    Value first = !getDynamicShape().empty() ? getDynamicShape().front()
                                             : getDynamicStrides().front();
    printCudaTileType(p, first.getType());
    p << " -> ";
  }
  printCudaTileType(p, view);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType view = getResult().getType();
  Type pointee = pointeeOf(getBase().getType());
  if (pointee != view.getElementType())
    return emitOpError("base points to ")
           << pointee << " but the tensor_view holds "
           << view.getElementType();
  auto ptr = llvm::cast<PointerType>(getBase().getType().getElementType());
  if (ptr.getPtrAttr() != view.getPtrAttr())
    return emitOpError("the tensor_view's pointer kind must be its base's, "
                       "got ")
           << getBase().getType() << " and " << view;
  if (getDynamicShape().size() != view.getNumDynamicShape())
    return emitOpError("the tensor_view has ")
           << view.getNumDynamicShape() << " '?' sizes but "
           << getDynamicShape().size() << " size operands were given";
  if (getDynamicStrides().size() != view.getNumDynamicStrides())
    return emitOpError("the tensor_view has ")
           << view.getNumDynamicStrides() << " '?' strides but "
           << getDynamicStrides().size() << " stride operands were given";
  // The syntax writes a single type for all of them.
  Type common;
  for (Value v : llvm::concat<Value>(getDynamicShape(), getDynamicStrides())) {
    if (!common)
      common = v.getType();
    else if (v.getType() != common)
      return emitOpError("dynamic sizes and strides must all have one type, "
                         "got ")
             << common << " and " << v.getType();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// make_partition_view / make_strided_view / make_gather_scatter_view
//===----------------------------------------------------------------------===//

// All three read `%tensor_view : <view type>`; the operand's type is the
// tensor_view inside the view type.
template <typename ViewT>
static ParseResult parseMakeView(OpAsmParser &parser, OperationState &result,
                                 StringRef viewName) {
  OpAsmParser::UnresolvedOperand source;
  if (parser.parseOperand(source) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  auto view = llvm::dyn_cast<ViewT>(type);
  if (!view)
    return parser.emitError(loc) << "expected a " << viewName << " type, got "
                                 << type;
  if (parser.resolveOperand(source, view.getTensorView(), result.operands))
    return failure();
  result.addTypes(view);
  return success();
}

static void printMakeView(OpAsmPrinter &p, Operation *op) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  printCudaTileType(p, op->getResult(0).getType());
}

template <typename ViewT>
static LogicalResult verifyMakeView(Operation *op, ViewT view) {
  Type source = op->getOperand(0).getType();
  if (source != view.getTensorView())
    return op->emitOpError("operand type ")
           << source << " is not the tensor_view of the result type ("
           << view.getTensorView() << ")";
  return success();
}

ParseResult MakePartitionViewOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  return parseMakeView<PartitionViewType>(parser, result, "partition_view");
}
void MakePartitionViewOp::print(OpAsmPrinter &p) { printMakeView(p, *this); }
LogicalResult MakePartitionViewOp::verify() {
  return verifyMakeView(*this, getResult().getType());
}

ParseResult MakeStridedViewOp::parse(OpAsmParser &parser,
                                     OperationState &result) {
  return parseMakeView<StridedViewType>(parser, result, "strided_view");
}
void MakeStridedViewOp::print(OpAsmPrinter &p) { printMakeView(p, *this); }
LogicalResult MakeStridedViewOp::verify() {
  return verifyMakeView(*this, getResult().getType());
}

ParseResult MakeGatherScatterViewOp::parse(OpAsmParser &parser,
                                           OperationState &result) {
  return parseMakeView<GatherScatterViewType>(parser, result,
                                              "gather_scatter_view");
}
void MakeGatherScatterViewOp::print(OpAsmPrinter &p) {
  printMakeView(p, *this);
}
LogicalResult MakeGatherScatterViewOp::verify() {
  return verifyMakeView(*this, getResult().getType());
}

//===----------------------------------------------------------------------===//
// get_tensor_shape / get_index_space_shape
//===----------------------------------------------------------------------===//

// `%v : <view type> -> tile<i64>`: one result per dimension, all of the
// single type written after the arrow.
static ParseResult parseShapeQuery(OpAsmParser &parser, OperationState &result,
                                   function_ref<std::optional<size_t>(Type)> rankOf,
                                   StringRef expected) {
  OpAsmParser::UnresolvedOperand source;
  Type sourceType, resultType;
  if (parser.parseOperand(source) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, sourceType) || parser.parseArrow() ||
      parseCudaTileType(parser, resultType))
    return failure();
  std::optional<size_t> rank = rankOf(sourceType);
  if (!rank)
    return parser.emitError(loc) << "expected " << expected << ", got "
                                 << sourceType;
  if (parser.resolveOperand(source, sourceType, result.operands))
    return failure();
  result.types.append(*rank, resultType);
  return success();
}

static void printShapeQuery(OpAsmPrinter &p, Operation *op) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  printCudaTileType(p, op->getOperand(0).getType());
  // A 0-d tensor_view has no results, yet the syntax always names a type.
  p << " -> ";
  if (op->getNumResults())
    printCudaTileType(p, op->getResult(0).getType());
  else
    p << "tile<i32>";
}

static LogicalResult verifyShapeQuery(Operation *op, size_t rank) {
  if (op->getNumResults() != rank)
    return op->emitOpError("expected ")
           << rank << " results, one per dimension, got "
           << op->getNumResults();
  for (Type t : op->getResultTypes())
    if (t != op->getResult(0).getType())
      return op->emitOpError("all results must have one type, got ")
             << op->getResult(0).getType() << " and " << t;
  return success();
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  return parseShapeQuery(
      parser, result,
      [](Type t) -> std::optional<size_t> {
        if (auto v = llvm::dyn_cast<TensorViewType>(t))
          return v.getRank();
        return std::nullopt;
      },
      "a tensor_view");
}
void GetTensorShapeOp::print(OpAsmPrinter &p) { printShapeQuery(p, *this); }
LogicalResult GetTensorShapeOp::verify() {
  return verifyShapeQuery(*this, getSrc().getType().getRank());
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  return parseShapeQuery(
      parser, result,
      [](Type t) -> std::optional<size_t> {
        if (TileType tile = viewTileType(t))
          return tile.getShape().size();
        return std::nullopt;
      },
      "a partition_view, strided_view or gather_scatter_view");
}
void GetIndexSpaceShapeOp::print(OpAsmPrinter &p) {
  printShapeQuery(p, *this);
}
LogicalResult GetIndexSpaceShapeOp::verify() {
  return verifyShapeQuery(*this,
                          viewTileType(getSrc().getType()).getShape().size());
}

//===----------------------------------------------------------------------===//
// LoadViewTkoOp
//===----------------------------------------------------------------------===//

// load_view_tko weak %view[%i, %j] token = %t optimization_hints = <...>
//     inbounds = [true, true]
//     : <view>, tile<i32> -> tile<64x64xf32>, token
ParseResult LoadViewTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type viewType, tileType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseOrderingAndScope(parser, result,
                            getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parseViewAndIndices(parser, view, indices) ||
      parseOptionalToken(parser, token) ||
      parseOptionalHints(parser, result,
                         getOptimizationHintsAttrName(result.name)) ||
      parseOptionalInbounds(parser, result, getInboundsAttrName(result.name)) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseColon() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tileType) ||
      parser.parseComma() || parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getNameLoc(),
                             result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  setSegments(parser, result,
              {1, static_cast<int32_t>(indices.size()), token ? 1 : 0});
  result.addTypes({tileType, tokenType});
  return success();
}

void LoadViewTkoOp::print(OpAsmPrinter &p) {
  printOrderingAndScope(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << ' ';
  printViewAndIndices(p, getView(), getIndex());
  printTokenAndHints(p, getToken(), getOptimizationHintsAttr());
  printInbounds(p, getInboundsAttr());
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName(),
       getOptimizationHintsAttrName(), getInboundsAttrName(),
       "operandSegmentSizes"});
  p << " : ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult LoadViewTkoOp::verify() {
  if (failed(verifyViewAccess(*this, getView().getType(), getTile().getType(),
                              getIndex().getTypes())) ||
      failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*allowTma=*/true)) ||
      failed(verifyInbounds(*this, getInboundsAttr(), getIndex().size())))
    return failure();
  return verifyOrdering(*this, AccessKind::Load, getMemoryOrderingSemantics(),
                        getMemoryScope());
}

//===----------------------------------------------------------------------===//
// StoreViewTkoOp
//===----------------------------------------------------------------------===//

// store_view_tko weak %tile, %view[%i, %j] token = %t
//     : tile<64x64xf32>, <view>, tile<i32> -> token
ParseResult StoreViewTkoOp::parse(OpAsmParser &parser,
                                  OperationState &result) {
  OpAsmParser::UnresolvedOperand tile, view;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type tileType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseOrderingAndScope(parser, result,
                            getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(tile) || parser.parseComma() ||
      parseViewAndIndices(parser, view, indices) ||
      parseOptionalToken(parser, token) ||
      parseOptionalHints(parser, result,
                         getOptimizationHintsAttrName(result.name)) ||
      parseOptionalInbounds(parser, result, getInboundsAttrName(result.name)) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseColon() || parseCudaTileType(parser, tileType) ||
      parser.parseComma() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(tile, tileType, result.operands) ||
      parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getNameLoc(),
                             result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  setSegments(parser, result,
              {1, 1, static_cast<int32_t>(indices.size()), token ? 1 : 0});
  result.addTypes(tokenType);
  return success();
}

void StoreViewTkoOp::print(OpAsmPrinter &p) {
  printOrderingAndScope(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << ' ';
  p.printOperand(getTile());
  p << ", ";
  printViewAndIndices(p, getView(), getIndex());
  printTokenAndHints(p, getToken(), getOptimizationHintsAttr());
  printInbounds(p, getInboundsAttr());
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName(),
       getOptimizationHintsAttrName(), getInboundsAttrName(),
       "operandSegmentSizes"});
  p << " : ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  if (failed(verifyViewAccess(*this, getView().getType(), getTile().getType(),
                              getIndex().getTypes())) ||
      failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*allowTma=*/true)) ||
      failed(verifyInbounds(*this, getInboundsAttr(), getIndex().size())))
    return failure();
  return verifyOrdering(*this, AccessKind::Store, getMemoryOrderingSemantics(),
                        getMemoryScope());
}

//===----------------------------------------------------------------------===//
// AtomicCASTkoOp / AtomicRMWTkoOp
//===----------------------------------------------------------------------===//

/// Multicast addresses take only the multimem ops (13.5's rule).
static LogicalResult verifyNotMulticast(Operation *op, TileType pointers) {
  if (llvm::cast<PointerType>(pointers.getElementType()).isMulticast())
    return op->emitOpError("multicast pointers are not supported for ")
           << op->getName().stripDialect();
  return success();
}

LogicalResult AtomicCASTkoOp::verify() {
  TileType pointers = getPointers().getType();
  if (failed(verifyNotMulticast(*this, pointers)))
    return failure();
  Type element = getVal().getType().getElementType();
  if (element != pointeeOf(pointers))
    return emitOpError("values of type ")
           << element << " cannot be swapped through pointers to "
           << pointeeOf(pointers);
  unsigned width = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
  if (!(llvm::isa<IntegerType>(element) ||
        llvm::isa<Float32Type, Float64Type>(element)) ||
      (width != 32 && width != 64))
    return emitOpError("compare-and-swap needs 32- or 64-bit integer or float "
                       "elements, got ")
           << element;
  if (failed(verifyMaskShape(*this, getMask(), pointers)))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

LogicalResult AtomicRMWTkoOp::verify() {
  TileType pointers = getPointers().getType();
  if (failed(verifyNotMulticast(*this, pointers)))
    return failure();
  Type element = getArg().getType().getElementType();
  if (element != pointeeOf(pointers))
    return emitOpError("operand elements of type ")
           << element << " do not match the pointee type "
           << pointeeOf(pointers);
  if (failed(verifyMaskShape(*this, getMask(), pointers)) ||
      failed(verifyModeType(*this, getMode(), element)))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

//===----------------------------------------------------------------------===//
// AtomicRedViewTkoOp
//===----------------------------------------------------------------------===//

// atomic_red_view_tko relaxed device %view[%i, %j], addf, %v token = %t
//     : tile<64x64xf32>, <view>, tile<i32> -> token
ParseResult AtomicRedViewTkoOp::parse(OpAsmParser &parser,
                                      OperationState &result) {
  OpAsmParser::UnresolvedOperand view, value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  Type valueType, viewType, tokenType;
  SmallVector<Type> indexTypes;
  if (parseOrderingAndScope(parser, result,
                            getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parseViewAndIndices(parser, view, indices) || parser.parseComma())
    return failure();
  SMLoc modeLoc = parser.getCurrentLocation();
  StringRef modeKeyword;
  if (parser.parseKeyword(&modeKeyword))
    return failure();
  std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(modeKeyword);
  if (!mode)
    return parser.emitError(modeLoc)
           << "unknown atomic mode '" << modeKeyword
           << "'; expected and, or, xor, add, addf, max, min, umax or umin";
  result.addAttribute(getModeAttrName(result.name),
                      AtomicRMWModeAttr::get(parser.getContext(), *mode));
  if (parser.parseComma() || parser.parseOperand(value) ||
      parseOptionalToken(parser, token) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseColon() || parseCudaTileType(parser, valueType) ||
      parser.parseComma() || parseCudaTileType(parser, viewType) ||
      parseIndexTypes(parser, indices.size(), indexTypes) ||
      parser.parseArrow() || parseCudaTileType(parser, tokenType))
    return failure();
  if (parser.resolveOperand(view, viewType, result.operands) ||
      parser.resolveOperands(indices, indexTypes, parser.getNameLoc(),
                             result.operands) ||
      parser.resolveOperand(value, valueType, result.operands) ||
      (token && parser.resolveOperand(*token, tokenType, result.operands)))
    return failure();
  setSegments(parser, result,
              {1, static_cast<int32_t>(indices.size()), 1, token ? 1 : 0});
  result.addTypes(tokenType);
  return success();
}

void AtomicRedViewTkoOp::print(OpAsmPrinter &p) {
  printOrderingAndScope(p, getMemoryOrderingSemantics(), getMemoryScope());
  p << ' ';
  printViewAndIndices(p, getView(), getIndex());
  p << ", " << stringifyAtomicRMWMode(getMode()) << ", ";
  p.printOperand(getValue());
  printTokenAndHints(p, getToken(), OptimizationHintsAttr());
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getMemoryOrderingSemanticsAttrName(), getMemoryScopeAttrName(),
       getModeAttrName(), "operandSegmentSizes"});
  p << " : ";
  printCudaTileType(p, getValue().getType());
  p << ", ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult AtomicRedViewTkoOp::verify() {
  Type view = getView().getType();
  if (llvm::isa<GatherScatterViewType>(view))
    return emitOpError("cannot reduce into a gather_scatter_view; use a "
                       "partition_view or strided_view");
  PaddingValueAttr padding =
      llvm::TypeSwitch<Type, PaddingValueAttr>(view)
          .Case<PartitionViewType, StridedViewType>(
              [](auto v) { return v.getPaddingValue(); })
          .Default([](Type) { return PaddingValueAttr(); });
  if (padding)
    return emitOpError("cannot reduce into a view with a padding_value");
  if (getMode() == AtomicRMWMode::XCHG)
    return emitOpError("mode 'xchg' is not a reduction; expected and, or, "
                       "xor, add, addf, max, min, umax or umin");
  if (getMemoryOrderingSemantics() != MemoryOrderingSemantics::RELAXED)
    return emitOpError("view reductions support only 'relaxed' ordering, got '")
           << stringifyMemoryOrderingSemantics(getMemoryOrderingSemantics())
           << "'";
  if (getMemoryScope() == MemoryScope::SYS)
    return emitOpError("view reductions support scopes tl_blk and device, "
                       "not sys");
  if (failed(verifyViewAccess(*this, view, getValue().getType(),
                              getIndex().getTypes())))
    return failure();
  return verifyModeType(*this, getMode(), getValue().getType().getElementType());
}
