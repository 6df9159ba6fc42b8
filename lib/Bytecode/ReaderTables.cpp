//===- ReaderTables.cpp - String, type and constant tables ----------------===//
//
// The string table is sliced once, up front. A type is decoded when first
// used and cached; types refer to each other by index, so a cycle is
// reported instead of followed. A constant takes its shape from its user's
// type, which is checked before the bytes are trusted.
//
//===----------------------------------------------------------------------===//

#include "DialectBridge.h"
#include "ModuleReader.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace cutile::bytecode::detail {

LogicalResult ModuleReader::readStrings() {
  if (!sections[section::String].present)
    return emitError() << "invalid Tile IR bytecode: no string section";
  EncodingReader r = sectionReader(section::String);
  OffsetTable table;
  if (failed(readOffsetTable<uint32_t>(r, "string table", table)))
    return failure();
  for (llvm::ArrayRef<uint8_t> s : table.entries)
    strings.push_back(
        llvm::StringRef(reinterpret_cast<const char *>(s.data()), s.size()));
  return success();
}

LogicalResult ModuleReader::getString(EncodingReader &r,
                                      llvm::StringRef &result,
                                      llvm::StringRef what) {
  uint64_t index;
  if (failed(r.readVarInt(index, what)))
    return failure();
  if (index >= strings.size())
    return r.fail(what + " refers to string " + llvm::Twine(index) +
                  ", but there are only " + llvm::Twine(strings.size()));
  result = strings[index];
  return success();
}

Type ModuleReader::readTypeRef(EncodingReader &r, llvm::StringRef what) {
  uint64_t index;
  if (failed(r.readVarInt(index, what)))
    return {};
  return getType(index, r);
}

Type ModuleReader::getType(uint64_t index, EncodingReader &r) {
  if (index >= typeTable.entries.size()) {
    (void)r.fail("type index " + llvm::Twine(index) + " is out of range (" +
                 llvm::Twine(typeTable.entries.size()) + " types)");
    return {};
  }
  if (typeCache[index])
    return typeCache[index];
  if (!typesInProgress.insert(index).second) {
    (void)r.fail("type " + llvm::Twine(index) + " refers to itself");
    return {};
  }
  Type result;
  LogicalResult status = parseType(index, result);
  typesInProgress.erase(index);
  if (failed(status))
    return {};
  typeCache[index] = result;
  return result;
}

LogicalResult ModuleReader::parseType(uint64_t index, Type &result) {
  EncodingReader r(typeTable.entries[index], typeTable.entryFileOffsets[index],
                   fileLoc);
  uint64_t rawTag;
  if (failed(r.readVarInt(rawTag, "type tag")))
    return failure();
  auto need = [&](Version since, llvm::StringRef name) -> LogicalResult {
    if (since <= version)
      return success();
    return r.fail("type " + name + " needs bytecode version " + since.str() +
                  ", but the file is " + version.str());
  };
  MLIRContext *ctx = &context;
  auto tag = static_cast<TypeTag>(rawTag > 255 ? 255 : rawTag);
  switch (tag) {
  case TypeTag::I1: result = IntegerType::get(ctx, 1); break;
  case TypeTag::I8: result = IntegerType::get(ctx, 8); break;
  case TypeTag::I16: result = IntegerType::get(ctx, 16); break;
  case TypeTag::I32: result = IntegerType::get(ctx, 32); break;
  case TypeTag::I64: result = IntegerType::get(ctx, 64); break;
  case TypeTag::I4:
    if (failed(need(kV13_3, "i4")))
      return failure();
    result = IntegerType::get(ctx, 4);
    break;
  case TypeTag::F16: result = Float16Type::get(ctx); break;
  case TypeTag::BF16: result = BFloat16Type::get(ctx); break;
  case TypeTag::F32: result = Float32Type::get(ctx); break;
  case TypeTag::TF32: result = FloatTF32Type::get(ctx); break;
  case TypeTag::F64: result = Float64Type::get(ctx); break;
  case TypeTag::F8E4M3FN: result = Float8E4M3FNType::get(ctx); break;
  case TypeTag::F8E5M2: result = Float8E5M2Type::get(ctx); break;
  case TypeTag::F8E8M0FNU:
    if (failed(need(kV13_2, "f8E8M0FNU")))
      return failure();
    result = Float8E8M0FNUType::get(ctx);
    break;
  case TypeTag::F4E2M1FN:
    if (failed(need(kV13_3, "f4E2M1FN")))
      return failure();
    result = Float4E2M1FNType::get(ctx);
    break;
  case TypeTag::Function: {
    llvm::SmallVector<Type> inputs, results;
    for (auto *list : {&inputs, &results}) {
      uint64_t count;
      if (failed(r.readCount(count, 1, "function type arity")))
        return failure();
      for (uint64_t i = 0; i < count; ++i) {
        Type t = readTypeRef(r, "function type component");
        if (!t)
          return failure();
        list->push_back(t);
      }
    }
    result = FunctionType::get(ctx, inputs, results);
    break;
  }
  case TypeTag::Pointer:
  case TypeTag::Tile:
  case TypeTag::TensorView:
  case TypeTag::PartitionView:
  case TypeTag::Token:
  case TypeTag::GatherScatterView:
  case TypeTag::StridedView: {
    auto lookup = [&](uint64_t i) { return getType(i, r); };
    if (failed(bridge::readDialectType(tag, version, r, lookup, result)))
      return failure();
    break;
  }
  default:
    return r.fail("unknown type tag " + llvm::Twine(rawTag));
  }
  if (!r.atEnd())
    return r.fail("unexpected bytes after type " + llvm::Twine(index));
  return success();
}

FailureOr<DenseElementsAttr> ModuleReader::getConstant(uint64_t index,
                                                       Type type,
                                                       EncodingReader &r) {
  if (index >= constantTable.entries.size())
    return r.fail("constant index " + llvm::Twine(index) +
                  " is out of range (" +
                  llvm::Twine(constantTable.entries.size()) + " constants)");
  auto shaped = dyn_cast_or_null<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      !shaped.getElementType().isIntOrFloat())
    return r.fail("a constant needs a statically shaped integer or float "
                  "type");
  // A hostile shape could overflow MLIR's element count.
  uint64_t elements = 1;
  for (int64_t dim : shaped.getShape()) {
    if (dim < 0 || (dim && elements > UINT64_MAX / uint64_t(dim)))
      return r.fail("constant " + llvm::Twine(index) +
                    " has a type with too many elements");
    elements *= uint64_t(dim);
  }
  // Splats make big constants cheap, so only absurd sizes are refused.
  if (elements > (uint64_t(1) << 40))
    return r.fail("constant " + llvm::Twine(index) +
                  " has a type with too many elements");
  EncodingReader cr(constantTable.entries[index],
                    constantTable.entryFileOffsets[index], fileLoc);
  uint64_t size;
  llvm::ArrayRef<uint8_t> bytes;
  if (failed(cr.readCount(size, 1, "constant size")) ||
      failed(cr.readBytes(size, bytes, "constant data")))
    return failure();
  llvm::ArrayRef<char> raw(reinterpret_cast<const char *>(bytes.data()),
                           bytes.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(shaped, raw, splat))
    return cr.fail("constant " + llvm::Twine(index) + " has " +
                   llvm::Twine(raw.size()) + " bytes, which does not fit " +
                   "its type");
  return DenseElementsAttr::getFromRawBuffer(shaped, raw);
}

} // namespace cutile::bytecode::detail
