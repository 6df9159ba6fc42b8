//===- DialectBridge.cpp - What the bytecode needs from cuda_tile ---------===//
//
// The only file of the bytecode library that includes the dialect's C++.
// Type payload layouts are NVIDIA's (docs/bytecode-format.md §4).
//
//===----------------------------------------------------------------------===//

#include "DialectBridge.h"

#include "cutile/Dialect/CudaTile/CudaTile.h"

using namespace mlir;

namespace cutile::bytecode::bridge {

void loadDialect(MLIRContext &context) {
  context.getOrLoadDialect<ir::CudaTileDialect>();
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// Two representations exist in the dialect: EnumAttr classes (printed
// `#cuda_tile.rounding<...>`-style) and plain i32 IntegerAttrs for the
// memory-model enums, as NVIDIA stores them. The bytecode value is the same.
template <typename AttrT>
static std::optional<uint64_t> enumValueOf(Attribute attr) {
  if (auto a = dyn_cast<AttrT>(attr))
    return static_cast<uint64_t>(a.getValue());
  return std::nullopt;
}

template <typename AttrT, typename EnumT>
static Attribute buildEnum(MLIRContext *context, uint64_t value,
                           std::optional<EnumT> (*symbolize)(uint32_t)) {
  if (value > UINT32_MAX)
    return {};
  std::optional<EnumT> e = symbolize(static_cast<uint32_t>(value));
  if (!e)
    return {};
  return AttrT::get(context, *e);
}

static Attribute buildI32(MLIRContext *context, uint64_t value) {
  return IntegerAttr::get(IntegerType::get(context, 32),
                          static_cast<int64_t>(value));
}

std::optional<uint64_t> getEnumValue(EnumKind kind, Attribute attr) {
  if (!attr)
    return std::nullopt;
  switch (kind) {
  case EnumKind::Signedness:
    return enumValueOf<ir::SignednessAttr>(attr);
  case EnumKind::IntegerOverflow:
    return enumValueOf<ir::IntegerOverflowAttr>(attr);
  case EnumKind::RoundingMode:
    return enumValueOf<ir::RoundingModeAttr>(attr);
  case EnumKind::ComparisonOrdering:
    return enumValueOf<ir::ComparisonOrderingAttr>(attr);
  case EnumKind::ComparisonPredicate:
    return enumValueOf<ir::ComparisonPredicateAttr>(attr);
  case EnumKind::PaddingValue:
    return enumValueOf<ir::PaddingValueAttr>(attr);
  case EnumKind::SymbolVisibility:
    return enumValueOf<ir::SymbolVisibilityAttr>(attr);
  case EnumKind::MultimemReductionKind:
    return enumValueOf<ir::MultimemReductionKindAttr>(attr);
  case EnumKind::AtomicRMWMode:
  case EnumKind::MemoryOrdering:
  case EnumKind::MemoryScope:
    if (auto i = dyn_cast<IntegerAttr>(attr))
      if (i.getType().isInteger(32) && !i.getValue().isNegative())
        return i.getValue().getZExtValue();
    return std::nullopt;
  case EnumKind::None:
    return std::nullopt;
  }
  return std::nullopt;
}

Attribute buildEnumAttr(MLIRContext *context, EnumKind kind, uint64_t value) {
  if (value > UINT32_MAX)
    return {};
  switch (kind) {
  case EnumKind::Signedness:
    return buildEnum<ir::SignednessAttr>(context, value,
                                         ir::symbolizeSignedness);
  case EnumKind::IntegerOverflow:
    return buildEnum<ir::IntegerOverflowAttr>(context, value,
                                              ir::symbolizeIntegerOverflow);
  case EnumKind::RoundingMode:
    return buildEnum<ir::RoundingModeAttr>(context, value,
                                           ir::symbolizeRoundingMode);
  case EnumKind::ComparisonOrdering:
    return buildEnum<ir::ComparisonOrderingAttr>(
        context, value, ir::symbolizeComparisonOrdering);
  case EnumKind::ComparisonPredicate:
    return buildEnum<ir::ComparisonPredicateAttr>(
        context, value, ir::symbolizeComparisonPredicate);
  case EnumKind::PaddingValue:
    return buildEnum<ir::PaddingValueAttr>(context, value,
                                           ir::symbolizePaddingValue);
  case EnumKind::SymbolVisibility:
    return buildEnum<ir::SymbolVisibilityAttr>(context, value,
                                               ir::symbolizeSymbolVisibility);
  case EnumKind::MultimemReductionKind:
    return buildEnum<ir::MultimemReductionKindAttr>(
        context, value, ir::symbolizeMultimemReductionKind);
  case EnumKind::AtomicRMWMode:
    return ir::symbolizeAtomicRMWMode(value) ? buildI32(context, value)
                                             : Attribute();
  case EnumKind::MemoryOrdering:
    return ir::symbolizeMemoryOrderingSemantics(value)
               ? buildI32(context, value)
               : Attribute();
  case EnumKind::MemoryScope:
    return ir::symbolizeMemoryScope(value) ? buildI32(context, value)
                                           : Attribute();
  case EnumKind::None:
    return {};
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// The version that can carry a pointer kind: the parameter exists from
/// 13.4 (`none` only), `unicast` and `multicast` from 13.5.
static Version kindSince(ir::PointerKindAttr kind) {
  if (!kind)
    return kV13_1;
  return kind.getValue() == ir::PointerKind::none ? kPointerFlagsVersion
                                                  : kV13_5;
}

bool classifyDialectType(Type type, TypeTag &tag, Version &since) {
  since = kV13_1;
  if (auto p = dyn_cast<ir::PointerType>(type)) {
    tag = TypeTag::Pointer;
    since = kindSince(p.getPtrAttr());
  } else if (isa<ir::TileType>(type))
    tag = TypeTag::Tile;
  else if (auto t = dyn_cast<ir::TensorViewType>(type)) {
    tag = TypeTag::TensorView;
    since = kindSince(t.getPtrAttr());
  }
  else if (isa<ir::PartitionViewType>(type))
    tag = TypeTag::PartitionView;
  else if (isa<ir::TokenType>(type))
    tag = TypeTag::Token;
  else if (isa<ir::GatherScatterViewType>(type)) {
    tag = TypeTag::GatherScatterView;
    since = kV13_3;
  } else if (isa<ir::StridedViewType>(type)) {
    tag = TypeTag::StridedView;
    since = kV13_3;
  } else {
    return false;
  }
  return true;
}

void forEachComponentType(Type type, llvm::function_ref<void(Type)> fn) {
  if (auto t = dyn_cast<ir::PointerType>(type))
    fn(t.getPointeeType());
  else if (auto t = dyn_cast<ir::TileType>(type))
    fn(t.getElementType());
  else if (auto t = dyn_cast<ir::TensorViewType>(type))
    fn(t.getElementType());
  else if (auto t = dyn_cast<ir::PartitionViewType>(type))
    fn(t.getTensorView());
  else if (auto t = dyn_cast<ir::StridedViewType>(type))
    fn(t.getTensorView());
  else if (auto t = dyn_cast<ir::GatherScatterViewType>(type))
    fn(t.getTensorView());
}

/// The optional padding value: before 13.3 a presence byte in place, from
/// 13.3 a bit in a flags word written first (see writeViewFlags).
static void writePaddingInPlace(ir::PaddingValueAttr padding, Version version,
                                EncodingWriter &w) {
  if (version < kUnifiedTypeFlagsVersion)
    w.writeByte(padding ? 1 : 0);
  if (padding)
    w.writeVarInt(static_cast<uint64_t>(padding.getValue()));
}
static void writeViewFlags(ir::PaddingValueAttr padding, Version version,
                           EncodingWriter &w) {
  if (version >= kUnifiedTypeFlagsVersion)
    w.writeVarInt(padding ? 1 : 0);
}

LogicalResult writeDialectType(Type type, Version version, EncodingWriter &w,
                               llvm::function_ref<uint64_t(Type)> typeIndex) {
  if (auto t = dyn_cast<ir::PointerType>(type)) {
    // 13.4 gave pointers an optional kind behind a flags word (bit 0), written
    // after the pointee; classifyDialectType keeps kinds from older versions.
    ir::PointerKindAttr kind = t.getPtrAttr();
    if (version >= kPointerFlagsVersion)
      w.writeVarInt(kind ? 1 : 0);
    w.writeVarInt(typeIndex(t.getPointeeType()));
    if (kind)
      w.writeVarInt(static_cast<uint64_t>(kind.getValue()));
  } else if (auto t = dyn_cast<ir::TileType>(type)) {
    w.writeVarInt(typeIndex(t.getElementType()));
    w.writeLEArray<int64_t>(t.getShape());
  } else if (auto t = dyn_cast<ir::TensorViewType>(type)) {
    // 13.4: same flags word and optional kind as pointers, the kind last.
    ir::PointerKindAttr kind = t.getPtrAttr();
    if (version >= kPointerFlagsVersion)
      w.writeVarInt(kind ? 1 : 0);
    w.writeVarInt(typeIndex(t.getElementType()));
    w.writeLEArray<int64_t>(t.getShape());
    w.writeLEArray<int64_t>(t.getStrides());
    if (kind)
      w.writeVarInt(static_cast<uint64_t>(kind.getValue()));
  } else if (auto t = dyn_cast<ir::PartitionViewType>(type)) {
    writeViewFlags(t.getPaddingValue(), version, w);
    w.writeLEArray<int32_t>(t.getTileShape().asArrayRef());
    w.writeVarInt(typeIndex(t.getTensorView()));
    w.writeLEArray<int32_t>(t.getDimMap());
    writePaddingInPlace(t.getPaddingValue(), version, w);
  } else if (auto t = dyn_cast<ir::StridedViewType>(type)) {
    writeViewFlags(t.getPaddingValue(), version, w);
    w.writeLEArray<int32_t>(t.getTileShape().asArrayRef());
    w.writeLEArray<int32_t>(t.getTraversalStrides().asArrayRef());
    w.writeVarInt(typeIndex(t.getTensorView()));
    w.writeLEArray<int32_t>(t.getDimMap());
    writePaddingInPlace(t.getPaddingValue(), version, w);
  } else if (auto t = dyn_cast<ir::GatherScatterViewType>(type)) {
    writeViewFlags(t.getPaddingValue(), version, w);
    w.writeLEArray<int32_t>(t.getTileShape().asArrayRef());
    w.writeVarInt(typeIndex(t.getTensorView()));
    w.writeVarInt(t.getSparseDim());
    writePaddingInPlace(t.getPaddingValue(), version, w);
  } else if (!isa<ir::TokenType>(type)) {
    return emitError(UnknownLoc::get(type.getContext()))
           << "type " << type << " has no bytecode encoding";
  }
  return success();
}

namespace {
/// Reads the pieces the view types share.
struct ViewReader {
  EncodingReader &r;
  Version version;
  llvm::function_ref<Type(uint64_t)> getType;
  MLIRContext *context;
  uint64_t flags = 0;

  LogicalResult readFlags() {
    if (version < kUnifiedTypeFlagsVersion)
      return success();
    if (failed(r.readVarInt(flags, "view type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return r.fail("unknown view type flag bits");
    return success();
  }
  LogicalResult readPadding(ir::PaddingValueAttr &result) {
    bool present = flags & 1;
    if (version < kUnifiedTypeFlagsVersion) {
      uint8_t byte;
      if (failed(r.readByte(byte, "padding presence")))
        return failure();
      if (byte > 1)
        return r.fail("padding presence byte must be 0 or 1");
      present = byte;
    }
    if (!present)
      return success();
    uint64_t value;
    if (failed(r.readVarInt(value, "padding value")))
      return failure();
    std::optional<ir::PaddingValue> p =
        value <= UINT32_MAX ? ir::symbolizePaddingValue(value) : std::nullopt;
    if (!p)
      return r.fail("invalid padding value " + llvm::Twine(value));
    result = ir::PaddingValueAttr::get(context, *p);
    return success();
  }
  LogicalResult readI32Attr(DenseI32ArrayAttr &result, llvm::StringRef what) {
    llvm::SmallVector<int32_t> values;
    if (failed(r.readLEArray(values, what)))
      return failure();
    result = DenseI32ArrayAttr::get(context, values);
    return success();
  }
  LogicalResult readTensorView(ir::TensorViewType &result) {
    uint64_t index;
    if (failed(r.readVarInt(index, "tensor_view type")))
      return failure();
    Type t = getType(index);
    if (!t)
      return failure();
    result = dyn_cast<ir::TensorViewType>(t);
    if (!result)
      return r.fail("a view type must refer to a tensor_view, not " +
                    llvm::Twine(index));
    return success();
  }
};
} // namespace

/// The optional enum parameter 13.4 added to pointer and tensor_view types
/// (flag bit 0). The only value NVIDIA's 13.4 tools accept is 0, printed
/// `<none>`; it adds nothing our types express, so it is read and dropped.
/// The optional pointer kind of ptr and tensor_view (flags bit 0).
static LogicalResult readPointerKind(EncodingReader &r, uint64_t flags,
                                     Version version, llvm::StringRef typeName,
                                     ir::PointerKindAttr &kind) {
  if (!(flags & 1))
    return success();
  uint64_t value;
  if (failed(r.readVarInt(value, "type parameter")))
    return failure();
  std::optional<ir::PointerKind> k =
      value <= UINT32_MAX ? ir::symbolizePointerKind(value) : std::nullopt;
  kind = k ? ir::PointerKindAttr::get(r.getLoc()->getContext(), *k)
           : ir::PointerKindAttr();
  if (!k || kindSince(kind) > version)
    return r.fail("unsupported " + typeName + " type parameter " +
                  llvm::Twine(value) + " in version " + version.str());
  return success();
}

LogicalResult readDialectType(TypeTag tag, Version version, EncodingReader &r,
                              llvm::function_ref<Type(uint64_t)> getType,
                              Type &result) {
  MLIRContext *context = r.getLoc()->getContext();
  auto emitError = [&] { return r.emitError(); };
  auto readRef = [&](llvm::StringRef what) -> Type {
    uint64_t index;
    if (failed(r.readVarInt(index, what)))
      return {};
    return getType(index);
  };
  ViewReader view{r, version, getType, context};
  switch (tag) {
  case TypeTag::Token:
    result = ir::TokenType::get(context);
    return success();
  case TypeTag::Pointer: {
    uint64_t flags = 0;
    if (version >= kPointerFlagsVersion &&
        failed(r.readVarInt(flags, "pointer type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return r.fail("unknown pointer type flag bits");
    Type pointee = readRef("pointee type");
    if (!pointee)
      return failure();
    ir::PointerKindAttr kind;
    if (failed(readPointerKind(r, flags, version, "pointer", kind)))
      return failure();
    result = ir::PointerType::getChecked(emitError, context, pointee, kind);
    return success(static_cast<bool>(result));
  }
  case TypeTag::Tile: {
    Type element = readRef("tile element type");
    llvm::SmallVector<int64_t> shape;
    if (!element || failed(r.readLEArray(shape, "tile shape")))
      return failure();
    result = ir::TileType::getChecked(emitError, context,
                                      llvm::ArrayRef<int64_t>(shape), element);
    return success(static_cast<bool>(result));
  }
  case TypeTag::TensorView: {
    uint64_t flags = 0;
    if (version >= kPointerFlagsVersion &&
        failed(r.readVarInt(flags, "tensor_view type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return r.fail("unknown tensor_view type flag bits");
    Type element = readRef("tensor_view element type");
    llvm::SmallVector<int64_t> shape, strides;
    ir::PointerKindAttr kind;
    if (!element || failed(r.readLEArray(shape, "tensor_view shape")) ||
        failed(r.readLEArray(strides, "tensor_view strides")) ||
        failed(readPointerKind(r, flags, version, "tensor_view", kind)))
      return failure();
    result = ir::TensorViewType::getChecked(
        emitError, context, element, llvm::ArrayRef<int64_t>(shape),
        llvm::ArrayRef<int64_t>(strides), kind);
    return success(static_cast<bool>(result));
  }
  case TypeTag::PartitionView: {
    DenseI32ArrayAttr tileShape;
    ir::TensorViewType tensorView;
    llvm::SmallVector<int32_t> dimMap;
    ir::PaddingValueAttr padding;
    if (failed(view.readFlags()) ||
        failed(view.readI32Attr(tileShape, "partition_view tile shape")) ||
        failed(view.readTensorView(tensorView)) ||
        failed(r.readLEArray(dimMap, "partition_view dim_map")) ||
        failed(view.readPadding(padding)))
      return failure();
    result = ir::PartitionViewType::getChecked(emitError, context, tileShape,
                                               tensorView, llvm::ArrayRef<int32_t>(dimMap),
                                               padding);
    return success(static_cast<bool>(result));
  }
  case TypeTag::StridedView: {
    DenseI32ArrayAttr tileShape, strides;
    ir::TensorViewType tensorView;
    llvm::SmallVector<int32_t> dimMap;
    ir::PaddingValueAttr padding;
    if (failed(view.readFlags()) ||
        failed(view.readI32Attr(tileShape, "strided_view tile shape")) ||
        failed(view.readI32Attr(strides, "strided_view traversal strides")) ||
        failed(view.readTensorView(tensorView)) ||
        failed(r.readLEArray(dimMap, "strided_view dim_map")) ||
        failed(view.readPadding(padding)))
      return failure();
    result = ir::StridedViewType::getChecked(
        emitError, context, tileShape, strides, tensorView, llvm::ArrayRef<int32_t>(dimMap),
                                               padding);
    return success(static_cast<bool>(result));
  }
  case TypeTag::GatherScatterView: {
    DenseI32ArrayAttr tileShape;
    ir::TensorViewType tensorView;
    uint64_t sparseDim;
    ir::PaddingValueAttr padding;
    if (failed(view.readFlags()) ||
        failed(view.readI32Attr(tileShape, "gather_scatter_view tile shape")) ||
        failed(view.readTensorView(tensorView)) ||
        failed(r.readVarInt(sparseDim, "gather_scatter_view sparse_dim")) ||
        failed(view.readPadding(padding)))
      return failure();
    if (sparseDim > UINT32_MAX)
      return r.fail("sparse_dim out of range");
    result = ir::GatherScatterViewType::getChecked(
        emitError, context, tileShape, tensorView,
        static_cast<uint32_t>(sparseDim), padding);
    return success(static_cast<bool>(result));
  }
  default:
    return r.fail("type tag " + llvm::Twine(unsigned(tag)) +
                  " is not a cuda_tile type");
  }
}

Type getTokenType(MLIRContext *context) {
  return ir::TokenType::get(context);
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

WriteStatus writeDialectAttr(Attribute attr, EncodingWriter &w,
                             llvm::function_ref<InFlightDiagnostic()> emitError) {
  auto tag = [&](AttrTag t) { w.writeVarInt(static_cast<uint64_t>(t)); };
  if (auto d = dyn_cast<ir::DivByAttr>(attr)) {
    tag(AttrTag::DivBy);
    w.writeVarInt(d.getDivisor());
    uint8_t flags = (d.getEvery() ? 1 : 0) | (d.getAlong() ? 2 : 0);
    w.writeByte(flags);
    if (d.getEvery())
      w.writeSignedVarInt(*d.getEvery());
    if (d.getAlong())
      w.writeSignedVarInt(*d.getAlong());
    return WriteStatus::Written;
  }
  if (auto s = dyn_cast<ir::SameElementsAttr>(attr)) {
    tag(AttrTag::SameElements);
    w.writeLEArray<int64_t>(s.getValues().asArrayRef());
    return WriteStatus::Written;
  }
  if (auto b = dyn_cast<ir::BoundedAttr>(attr)) {
    tag(AttrTag::Bounded);
    uint8_t flags = (b.getLb() ? 1 : 0) | (b.getUb() ? 2 : 0);
    w.writeByte(flags);
    if (b.getLb())
      w.writeSignedVarInt(*b.getLb());
    if (b.getUb())
      w.writeSignedVarInt(*b.getUb());
    return WriteStatus::Written;
  }
  return WriteStatus::NotHandled;
}

LogicalResult readDialectAttr(AttrTag tag, EncodingReader &r,
                              MLIRContext *context, Attribute &result) {
  auto emitError = [&] { return r.emitError(); };
  auto readOptionals = [&](uint8_t &flags, std::optional<int64_t> &a,
                           std::optional<int64_t> &b,
                           llvm::StringRef what) -> LogicalResult {
    if (failed(r.readByte(flags, what)))
      return failure();
    if (flags & ~3)
      return r.fail(what + " has unknown flag bits");
    for (auto [bit, slot] : {std::pair{1, &a}, std::pair{2, &b}}) {
      if (!(flags & bit))
        continue;
      int64_t v;
      if (failed(r.readSignedVarInt(v, what)))
        return failure();
      *slot = v;
    }
    return success();
  };
  switch (tag) {
  case AttrTag::DivBy: {
    uint64_t divisor;
    uint8_t flags;
    std::optional<int64_t> every, along;
    if (failed(r.readVarInt(divisor, "div_by divisor")) ||
        failed(readOptionals(flags, every, along, "div_by")))
      return failure();
    result = ir::DivByAttr::getChecked(emitError, context, divisor, every,
                                       along);
    return success(static_cast<bool>(result));
  }
  case AttrTag::SameElements: {
    llvm::SmallVector<int64_t> values;
    if (failed(r.readLEArray(values, "same_elements values")))
      return failure();
    result = ir::SameElementsAttr::get(context,
                                       DenseI64ArrayAttr::get(context, values));
    return success();
  }
  case AttrTag::Bounded: {
    uint8_t flags;
    std::optional<int64_t> lb, ub;
    if (failed(readOptionals(flags, lb, ub, "bounded")))
      return failure();
    result = ir::BoundedAttr::getChecked(emitError, context, lb, ub);
    return success(static_cast<bool>(result));
  }
  default:
    return r.fail("attribute tag " + llvm::Twine(unsigned(tag)) +
                  " is not a cuda_tile attribute");
  }
}

DictionaryAttr getHintsDictionary(Attribute hints) {
  if (auto h = dyn_cast_or_null<ir::OptimizationHintsAttr>(hints))
    return h.getValue();
  return {};
}

Attribute buildHints(DictionaryAttr dict,
                     llvm::function_ref<InFlightDiagnostic()> emitError) {
  return ir::OptimizationHintsAttr::getChecked(emitError, dict.getContext(),
                                               dict);
}

} // namespace cutile::bytecode::bridge
