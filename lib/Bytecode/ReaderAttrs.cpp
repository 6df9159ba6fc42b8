//===- ReaderAttrs.cpp - Attributes from Tile IR bytecode -----------------===//
//
// Bare attributes take their kind from the op's layout; self-contained ones
// start with a tag (docs/bytecode-format.md §5). Nesting is bounded, so a
// hostile file cannot recurse without end.
//
//===----------------------------------------------------------------------===//

#include "DialectBridge.h"
#include "ModuleReader.h"

#include "mlir/IR/BuiltinTypes.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace cutile::bytecode::detail {

LogicalResult ModuleReader::readDictionary(EncodingReader &r,
                                           DictionaryAttr &result,
                                           unsigned depth) {
  uint64_t count;
  if (failed(r.readCount(count, 2, "dictionary size")))
    return failure();
  NamedAttrList entries;
  for (uint64_t i = 0; i < count; ++i) {
    llvm::StringRef key;
    Attribute value;
    if (failed(getString(r, key, "dictionary key")) ||
        failed(readSelfContained(r, value, depth + 1)))
      return failure();
    if (key.empty())
      return r.fail("empty dictionary key");
    if (entries.get(key))
      return r.fail("duplicate dictionary key '" + key + "'");
    entries.append(key, value);
  }
  result = entries.getDictionary(&context);
  return success();
}

/// A bool field and a bool attribute (tagged, or an i1 integer) are one
/// byte, 0 or 1.
LogicalResult ModuleReader::readBool(EncodingReader &r, llvm::StringRef what,
                                     Attribute &result) {
  uint8_t byte;
  if (failed(r.readByte(byte, what)))
    return failure();
  if (byte > 1)
    return r.fail(what + " must be 0 or 1");
  result = BoolAttr::get(&context, byte);
  return success();
}

/// An array field and the payload of a tagged array: a count, then each
/// element self-contained at `elementDepth`.
LogicalResult ModuleReader::readArray(EncodingReader &r,
                                      llvm::StringRef countWhat,
                                      unsigned elementDepth,
                                      Attribute &result) {
  uint64_t count;
  if (failed(r.readCount(count, 1, countWhat)))
    return failure();
  llvm::SmallVector<Attribute> elements;
  for (uint64_t i = 0; i < count; ++i) {
    Attribute element;
    if (failed(readSelfContained(r, element, elementDepth)))
      return failure();
    elements.push_back(element);
  }
  result = ArrayAttr::get(&context, elements);
  return success();
}

/// Optimization hints, as a field or tagged: a dictionary the dialect checks.
LogicalResult ModuleReader::readHints(EncodingReader &r, unsigned depth,
                                      Attribute &result) {
  DictionaryAttr dict;
  if (failed(readDictionary(r, dict, depth)))
    return failure();
  result = bridge::buildHints(dict, [&] { return r.emitError(); });
  return success(static_cast<bool>(result));
}

static LogicalResult readAPIntForm(EncodingReader &r, unsigned width,
                                   llvm::APInt &result) {
  if (width <= 8) {
    uint8_t byte;
    if (failed(r.readByte(byte, "float value")))
      return failure();
    if (!llvm::isUIntN(width, byte))
      return r.fail("float bits do not fit the type");
    result = llvm::APInt(width, byte);
    return success();
  }
  if (width <= 64) {
    int64_t bits;
    if (failed(r.readSignedVarInt(bits, "float value")))
      return failure();
    if (!llvm::isUIntN(width, static_cast<uint64_t>(bits)))
      return r.fail("float bits do not fit the type");
    result = llvm::APInt(width, static_cast<uint64_t>(bits));
    return success();
  }
  uint64_t words;
  if (failed(r.readCount(words, 1, "float word count")))
    return failure();
  if (words == 0 || words > (width + 63) / 64)
    return r.fail("invalid float word count");
  llvm::SmallVector<uint64_t> w(words);
  for (uint64_t &word : w) {
    int64_t v;
    if (failed(r.readSignedVarInt(v, "float value")))
      return failure();
    word = static_cast<uint64_t>(v);
  }
  result = llvm::APInt(width, w);
  return success();
}

LogicalResult ModuleReader::readSelfContained(EncodingReader &r,
                                              Attribute &result,
                                              unsigned depth) {
  if (depth > 32)
    return r.fail("attributes nested too deeply");
  uint64_t rawTag;
  if (failed(r.readVarInt(rawTag, "attribute tag")))
    return failure();
  switch (static_cast<AttrTag>(rawTag > 255 ? 255 : rawTag)) {
  case AttrTag::Integer: {
    auto type = dyn_cast_or_null<IntegerType>(readTypeRef(r, "integer type"));
    if (!type || type.getWidth() > 64)
      return r.fail("integer attribute needs an integer type of at most 64 "
                    "bits");
    if (type.getWidth() == 1)
      return readBool(r, "bool value", result);
    uint64_t value;
    if (failed(r.readVarInt(value, "integer value")))
      return failure();
    if (!llvm::isUIntN(type.getWidth(), value))
      return r.fail("integer value does not fit " +
                    llvm::Twine(type.getWidth()) + " bits");
    result = IntegerAttr::get(type, llvm::APInt(type.getWidth(), value));
    return success();
  }
  case AttrTag::Float: {
    auto type = dyn_cast_or_null<FloatType>(readTypeRef(r, "float type"));
    if (!type)
      return r.fail("float attribute needs a float type");
    llvm::APInt bits;
    if (failed(readAPIntForm(r, type.getWidth(), bits)))
      return failure();
    result = FloatAttr::get(type, llvm::APFloat(type.getFloatSemantics(),
                                                bits));
    return success();
  }
  case AttrTag::Bool:
    return readBool(r, "bool value", result);
  case AttrTag::Type: {
    Type t = readTypeRef(r, "type attribute");
    if (!t)
      return failure();
    result = TypeAttr::get(t);
    return success();
  }
  case AttrTag::String: {
    llvm::StringRef s;
    if (failed(getString(r, s, "string attribute")))
      return failure();
    result = StringAttr::get(&context, s);
    return success();
  }
  case AttrTag::Array:
    return readArray(r, "array size", depth + 1, result);
  case AttrTag::DenseElements: {
    Type type = readTypeRef(r, "dense elements type");
    uint64_t index;
    if (!type || failed(r.readVarInt(index, "constant index")))
      return failure();
    FailureOr<DenseElementsAttr> attr = getConstant(index, type, r);
    if (failed(attr))
      return failure();
    result = *attr;
    return success();
  }
  case AttrTag::Dictionary: {
    DictionaryAttr dict;
    if (failed(readDictionary(r, dict, depth)))
      return failure();
    result = dict;
    return success();
  }
  case AttrTag::OptimizationHints:
    return readHints(r, depth, result);
  case AttrTag::DivBy:
  case AttrTag::SameElements:
  case AttrTag::Bounded:
    return bridge::readDialectAttr(static_cast<AttrTag>(rawTag), r, &context,
                                   result);
  default:
    return r.fail("unknown attribute tag " + llvm::Twine(rawTag));
  }
}

LogicalResult ModuleReader::readAttributes(
    EncodingReader &r, const OpDesc &desc, RegisteredOperationName registered,
    uint64_t flags, llvm::ArrayRef<Type> resultTypes,
    NamedAttrList &attributes) {
  llvm::StringRef opName = registered.getStringRef();
  for (const FieldDesc &f : desc.fields) {
    if (!isAttrKind(f.kind))
      continue;
    if (desc.sinceOf(f) > version) {
      if (f.hasDefault && f.kind == FieldKind::Enum)
        attributes.append(f.name, bridge::buildEnumAttr(&context, f.enumKind,
                                                        f.defaultValue));
      continue;
    }
    bool known = llvm::any_of(registered.getAttributeNames(),
                              [&](StringAttr name) {
                                return name.getValue() == f.name;
                              });
    if (f.kind == FieldKind::Unit) {
      if (!hasFlag(flags, f))
        continue;
      if (!known)
        return r.fail("'" + opName + "' has unit attribute '" + f.name +
                      "', which this dialect cannot represent");
      attributes.append(f.name, UnitAttr::get(&context));
      continue;
    }
    if (f.optional && !hasFlag(flags, f))
      continue;
    Attribute value;
    if (failed(readAttrValue(r, f, resultTypes, value)))
      return failure();
    if (!known) {
      // A field newer than our dialect: fine when it holds the value older
      // versions imply, an error otherwise.
      auto bools = dyn_cast<DenseBoolArrayAttr>(value);
      if (bools && llvm::none_of(bools.asArrayRef(), [](bool b) { return b; }))
        continue;
      return r.fail("'" + opName + "' attribute '" + f.name +
                    "' has a value this dialect cannot represent");
    }
    attributes.append(f.name, value);
  }
  return success();
}

LogicalResult ModuleReader::readAttrValue(EncodingReader &r,
                                          const FieldDesc &f,
                                          llvm::ArrayRef<Type> resultTypes,
                                          Attribute &result) {
  std::string what = ("attribute '" + llvm::Twine(f.name) + "'").str();
  switch (f.kind) {
  case FieldKind::Enum: {
    uint64_t value;
    if (failed(r.readVarInt(value, what)))
      return failure();
    if (isValidEnumValue(f.enumKind, value, version))
      result = bridge::buildEnumAttr(&context, f.enumKind, value);
    if (!result)
      return r.fail("invalid " + getEnumKindName(f.enumKind) + " value " +
                    llvm::Twine(value) + " for " + what);
    return success();
  }
  case FieldKind::Bool:
    return readBool(r, what, result);
  case FieldKind::Int: {
    uint64_t value;
    if (failed(r.readVarInt(value, what)))
      return failure();
    if (!llvm::isUIntN(f.intWidth, value))
      return r.fail(what + " does not fit " + llvm::Twine(f.intWidth) +
                    " bits");
    result = IntegerAttr::get(IntegerType::get(&context, f.intWidth),
                              llvm::APInt(f.intWidth, value));
    return success();
  }
  case FieldKind::I32Array: {
    llvm::SmallVector<int32_t> values;
    if (failed(r.readLEArray(values, what)))
      return failure();
    result = DenseI32ArrayAttr::get(&context, values);
    return success();
  }
  case FieldKind::String:
  case FieldKind::SymbolRef: {
    llvm::StringRef s;
    if (failed(getString(r, s, what)))
      return failure();
    if (f.kind == FieldKind::SymbolRef) {
      if (s.empty())
        return r.fail("empty symbol name in " + what);
      result = FlatSymbolRefAttr::get(&context, s);
    } else {
      result = StringAttr::get(&context, s);
    }
    return success();
  }
  case FieldKind::Dense: {
    uint64_t index;
    if (failed(r.readVarInt(index, what)))
      return failure();
    if (resultTypes.empty())
      return r.fail(what + " needs a result type");
    FailureOr<DenseElementsAttr> attr = getConstant(index, resultTypes[0], r);
    if (failed(attr))
      return failure();
    result = *attr;
    return success();
  }
  case FieldKind::Predicate:
    return readSelfContained(r, result);
  case FieldKind::Array:
    return readArray(r, what, 0, result);
  case FieldKind::BoolArray: {
    uint64_t count;
    if (failed(r.readCount(count, 1, what)))
      return failure();
    llvm::SmallVector<bool> values;
    for (uint64_t i = 0; i < count; ++i) {
      uint8_t byte;
      if (failed(r.readByte(byte, what)))
        return failure();
      values.push_back(byte != 0);
    }
    result = DenseBoolArrayAttr::get(&context, values);
    return success();
  }
  case FieldKind::Hints:
    return readHints(r, 0, result);
  case FieldKind::PreviewArgs: {
    uint64_t count;
    if (failed(r.readCount(count, 2, what)))
      return failure();
    llvm::SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < count; ++i) {
      uint64_t tag;
      if (failed(r.readVarInt(tag, what)))
        return failure();
      if (tag == previewarg::String) {
        llvm::StringRef s;
        if (failed(getString(r, s, what)))
          return failure();
        elements.push_back(StringAttr::get(&context, s));
      } else if (tag == previewarg::Integer) {
        int64_t v;
        if (failed(r.readSignedVarInt(v, what)))
          return failure();
        elements.push_back(IntegerAttr::get(IntegerType::get(&context, 64), v));
      } else if (tag == previewarg::Type) {
        Type t = readTypeRef(r, what);
        if (!t)
          return failure();
        elements.push_back(TypeAttr::get(t));
      } else {
        return r.fail("unknown template-argument tag " + llvm::Twine(tag) +
                      " in " + what);
      }
    }
    result = ArrayAttr::get(&context, elements);
    return success();
  }
  default:
    return r.fail("internal error: no attribute encoding for " + what);
  }
}

} // namespace cutile::bytecode::detail
