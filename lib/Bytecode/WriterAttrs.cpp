//===- WriterAttrs.cpp - Attributes in Tile IR bytecode -------------------===//
//
// An op's attributes are written bare, in layout order, with the op's
// layout giving their kind; where the kind is open (predicates, array
// elements, dictionary values, hints) they are self-contained: a tag, then
// the value (docs/bytecode-format.md §5).
//
//===----------------------------------------------------------------------===//

#include "DialectBridge.h"
#include "ModuleWriter.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace cutile::bytecode::detail {

/// The number of operands in the ODS operand group called `group`.
static size_t operandGroupSizeByName(Operation *op, const OpDesc &desc,
                                     llvm::StringRef group) {
  auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
  unsigned index = 0;
  for (const FieldDesc &f : desc.fields) {
    if (!isOperandKind(f.kind))
      continue;
    if (group == f.name)
      return segments && index < segments.size() ? segments[index] : 0;
    ++index;
  }
  return 0;
}

LogicalResult ModuleWriter::writeAttributes(Operation *op, const OpDesc &desc,
                                            EncodingWriter &w) {
  for (const FieldDesc &f : desc.fields) {
    if (!isAttrKind(f.kind) || f.kind == FieldKind::Unit)
      continue;
    Attribute attr = op->getAttr(f.name);
    if (f.optional) {
      if (attr && failed(writeAttrValue(op, f, attr, w)))
        return failure();
      continue;
    }
    if (desc.sinceOf(f) <= version) {
      if (!attr && f.hasDefault && f.kind == FieldKind::Enum) {
        w.writeVarInt(f.defaultValue);
        continue;
      }
      if (!attr && f.kind == FieldKind::BoolArray) {
        size_t n = operandGroupSizeByName(op, desc, f.sizedLike);
        w.writeVarInt(n);
        for (size_t i = 0; i < n; ++i)
          w.writeByte(0);
        continue;
      }
      if (!attr)
        return op->emitError() << "missing attribute '" << f.name
                               << "', which the bytecode always encodes";
      if (failed(writeAttrValue(op, f, attr, w)))
        return failure();
      continue;
    }
    // The target predates the attribute: only its default can be implied.
    if (!attr || (dropNewerPromises && f.kind == FieldKind::BoolArray))
      continue;
    if (f.kind == FieldKind::Enum && f.hasDefault) {
      std::optional<uint64_t> value = bridge::getEnumValue(f.enumKind, attr);
      if (value && *value == uint64_t(f.defaultValue))
        continue;
    }
    return op->emitError() << "attribute '" << f.name << "' = " << attr
                           << " requires bytecode version " << desc.sinceOf(f).str()
                           << ", but the target is " << version.str()
                           << " (which only has the default)";
  }
  return success();
}

LogicalResult ModuleWriter::writeAttrValue(Operation *op, const FieldDesc &f,
                                           Attribute attr, EncodingWriter &w) {
  auto wrongKind = [&](llvm::StringRef expected) {
    return op->emitError() << "attribute '" << f.name << "' should be "
                           << expected << " for bytecode, got " << attr;
  };
  switch (f.kind) {
  case FieldKind::Enum: {
    std::optional<uint64_t> value = bridge::getEnumValue(f.enumKind, attr);
    if (!value)
      return wrongKind(getEnumKindName(f.enumKind));
    if (!isValidEnumValue(f.enumKind, *value, version))
      return op->emitError() << "value " << attr << " of attribute '"
                             << f.name << "' is not available in bytecode "
                             << "version " << version.str();
    w.writeVarInt(*value);
    return success();
  }
  case FieldKind::Bool: {
    auto b = dyn_cast<BoolAttr>(attr);
    if (!b)
      return wrongKind("a bool");
    w.writeByte(b.getValue() ? 1 : 0);
    return success();
  }
  case FieldKind::Int: {
    auto i = dyn_cast<IntegerAttr>(attr);
    if (!i || i.getValue().getBitWidth() > 64)
      return wrongKind("an integer");
    w.writeVarInt(i.getValue().getZExtValue());
    return success();
  }
  case FieldKind::I32Array: {
    auto a = dyn_cast<DenseI32ArrayAttr>(attr);
    if (!a)
      return wrongKind("an i32 array");
    w.writeLEArray<int32_t>(a.asArrayRef());
    return success();
  }
  case FieldKind::String: {
    auto s = dyn_cast<StringAttr>(attr);
    if (!s)
      return wrongKind("a string");
    w.writeVarInt(strings.getIndex(s.getValue()));
    return success();
  }
  case FieldKind::SymbolRef: {
    auto s = dyn_cast<FlatSymbolRefAttr>(attr);
    if (!s)
      return wrongKind("a symbol reference");
    w.writeVarInt(strings.getIndex(s.getValue()));
    return success();
  }
  case FieldKind::Dense: {
    auto d = dyn_cast<DenseElementsAttr>(attr);
    if (!d)
      return wrongKind("dense elements");
    if (op->getNumResults() == 0 || d.getType() != op->getResult(0).getType())
      return op->emitError() << "the value of '" << f.name
                             << "' must have the result type, which is what "
                                "the bytecode records";
    return writeConstantRef(d, op->getLoc(), w);
  }
  case FieldKind::Predicate:
    return writeSelfContained(op, attr, w);
  case FieldKind::Array: {
    auto a = dyn_cast<ArrayAttr>(attr);
    if (!a)
      return wrongKind("an array");
    return writeArray(op, a, w);
  }
  case FieldKind::BoolArray: {
    auto a = dyn_cast<DenseBoolArrayAttr>(attr);
    if (!a)
      return wrongKind("a bool array");
    w.writeVarInt(a.size());
    for (bool b : a.asArrayRef())
      w.writeByte(b ? 1 : 0);
    return success();
  }
  case FieldKind::Hints: {
    DictionaryAttr dict = bridge::getHintsDictionary(attr);
    if (!dict)
      return wrongKind("optimization hints");
    return writeDictionary(op, dict, w);
  }
  case FieldKind::PreviewArgs: {
    auto a = dyn_cast<ArrayAttr>(attr);
    if (!a)
      return wrongKind("an array");
    w.writeVarInt(a.size());
    for (Attribute e : a) {
      if (auto s = dyn_cast<StringAttr>(e)) {
        w.writeVarInt(previewarg::String);
        w.writeVarInt(strings.getIndex(s.getValue()));
      } else if (auto i = dyn_cast<IntegerAttr>(e)) {
        w.writeVarInt(previewarg::Integer);
        w.writeSignedVarInt(i.getValue().getSExtValue());
      } else if (auto t = dyn_cast<TypeAttr>(e)) {
        w.writeVarInt(previewarg::Type);
        if (failed(writeTypeRef(t.getValue(), op->getLoc(), w)))
          return failure();
      } else {
        return op->emitError() << "template argument " << e
                               << " has no preview bytecode encoding";
      }
    }
    return success();
  }
  default:
    return op->emitError() << "internal error: field '" << f.name
                           << "' has no attribute encoding";
  }
}

LogicalResult ModuleWriter::writeDictionary(Operation *op, DictionaryAttr dict,
                                            EncodingWriter &w) {
  w.writeVarInt(dict.size());
  for (NamedAttribute entry : dict) {
    w.writeVarInt(strings.getIndex(entry.getName().getValue()));
    if (failed(writeSelfContained(op, entry.getValue(), w)))
      return failure();
  }
  return success();
}

/// An array field and the payload of a tagged array are the same: a count,
/// then each element self-contained.
LogicalResult ModuleWriter::writeArray(Operation *op, ArrayAttr array,
                                       EncodingWriter &w) {
  w.writeVarInt(array.size());
  for (Attribute element : array)
    if (failed(writeSelfContained(op, element, w)))
      return failure();
  return success();
}

/// The "APInt" form used for float bits: a byte up to 8 bits, a zigzag
/// varint up to 64, words beyond.
static void writeAPIntForm(const llvm::APInt &value, EncodingWriter &w) {
  unsigned width = value.getBitWidth();
  if (width <= 8) {
    w.writeByte(static_cast<uint8_t>(value.getZExtValue()));
    return;
  }
  if (width <= 64) {
    w.writeSignedVarInt(static_cast<int64_t>(value.getZExtValue()));
    return;
  }
  unsigned words = value.getActiveWords();
  w.writeVarInt(words);
  for (unsigned i = 0; i < words; ++i)
    w.writeSignedVarInt(static_cast<int64_t>(value.getRawData()[i]));
}

LogicalResult ModuleWriter::writeSelfContained(Operation *op, Attribute attr,
                                               EncodingWriter &w) {
  auto tag = [&](AttrTag t) { w.writeVarInt(static_cast<uint64_t>(t)); };
  if (auto t = dyn_cast<TypeAttr>(attr)) {
    tag(AttrTag::Type);
    return writeTypeRef(t.getValue(), op->getLoc(), w);
  }
  if (auto s = dyn_cast<StringAttr>(attr)) {
    tag(AttrTag::String);
    w.writeVarInt(strings.getIndex(s.getValue()));
    return success();
  }
  // BoolAttr is an i1 IntegerAttr and is written as one (NVIDIA's writer
  // tests IntegerAttr first, so the Bool tag never appears in practice).
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    if (i.getValue().getBitWidth() > 64)
      return op->emitError() << "integer attribute wider than 64 bits: "
                             << attr;
    tag(AttrTag::Integer);
    if (failed(writeTypeRef(i.getType(), op->getLoc(), w)))
      return failure();
    w.writeVarInt(i.getValue().getZExtValue());
    return success();
  }
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    tag(AttrTag::Float);
    if (failed(writeTypeRef(f.getType(), op->getLoc(), w)))
      return failure();
    writeAPIntForm(f.getValue().bitcastToAPInt(), w);
    return success();
  }
  if (auto d = dyn_cast<DenseElementsAttr>(attr)) {
    tag(AttrTag::DenseElements);
    if (failed(writeTypeRef(d.getType(), op->getLoc(), w)))
      return failure();
    return writeConstantRef(d, op->getLoc(), w);
  }
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    tag(AttrTag::Array);
    return writeArray(op, a, w);
  }
  if (auto d = dyn_cast<DictionaryAttr>(attr)) {
    tag(AttrTag::Dictionary);
    return writeDictionary(op, d, w);
  }
  if (DictionaryAttr hints = bridge::getHintsDictionary(attr)) {
    tag(AttrTag::OptimizationHints);
    return writeDictionary(op, hints, w);
  }
  switch (bridge::writeDialectAttr(attr, w, [&] { return op->emitError(); })) {
  case bridge::WriteStatus::Written:
    return success();
  case bridge::WriteStatus::Failed:
    return failure();
  case bridge::WriteStatus::NotHandled:
    break;
  }
  return op->emitError() << "attribute " << attr
                         << " cannot be written to Tile IR bytecode";
}

} // namespace cutile::bytecode::detail
