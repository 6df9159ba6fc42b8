//===- WriterTables.cpp - Constant and type tables ------------------------===//
//
// The constant and type tables of the writer. A type is validated against
// the target version when it is first asked for, and written to the Type
// section (tag, then payload, docs/bytecode-format.md §4) at the end.
//
//===----------------------------------------------------------------------===//

#include "DialectBridge.h"
#include "ModuleWriter.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace cutile::bytecode::detail {

LogicalResult ConstantTable::getIndex(DenseElementsAttr attr, uint64_t &index,
                                      Location loc) {
  auto it = map.find(attr);
  if (it != map.end()) {
    index = it->second;
    return success();
  }
  if (!isa<DenseIntOrFPElementsAttr>(attr))
    return emitError(loc) << "only integer and floating-point dense "
                             "constants can be written to bytecode, got "
                          << attr;
  llvm::SmallVector<char, 0> payload;
  EncodingWriter writer(payload);
  // MLIR's dense storage is the format: little-endian elements, whole bytes
  // per element, a splat stored once, i1 bit-packed.
  llvm::ArrayRef<char> raw = attr.getRawData();
  writer.writeVarInt(raw.size());
  writer.writeBytes(raw);
  index = list.size();
  map[attr] = index;
  list.push_back(std::move(payload));
  return success();
}

/// The tag of `type` and the version that introduced it; false when the
/// type has no bytecode form.
static bool classify(Type type, TypeTag &tag, Version &since) {
  since = kV13_1;
  if (auto it = dyn_cast<IntegerType>(type)) {
    if (!it.isSignless())
      return false;
    switch (it.getWidth()) {
    case 1: tag = TypeTag::I1; return true;
    case 4: tag = TypeTag::I4; since = kV13_3; return true;
    case 8: tag = TypeTag::I8; return true;
    case 16: tag = TypeTag::I16; return true;
    case 32: tag = TypeTag::I32; return true;
    case 64: tag = TypeTag::I64; return true;
    default: return false;
    }
  }
  if (isa<Float16Type>(type)) { tag = TypeTag::F16; return true; }
  if (isa<BFloat16Type>(type)) { tag = TypeTag::BF16; return true; }
  if (isa<Float32Type>(type)) { tag = TypeTag::F32; return true; }
  if (isa<FloatTF32Type>(type)) { tag = TypeTag::TF32; return true; }
  if (isa<Float64Type>(type)) { tag = TypeTag::F64; return true; }
  if (isa<Float8E4M3FNType>(type)) { tag = TypeTag::F8E4M3FN; return true; }
  if (isa<Float8E5M2Type>(type)) { tag = TypeTag::F8E5M2; return true; }
  if (isa<Float8E8M0FNUType>(type)) {
    tag = TypeTag::F8E8M0FNU;
    since = kV13_2;
    return true;
  }
  if (isa<Float4E2M1FNType>(type)) {
    tag = TypeTag::F4E2M1FN;
    since = kV13_3;
    return true;
  }
  if (isa<FunctionType>(type)) { tag = TypeTag::Function; return true; }
  return bridge::classifyDialectType(type, tag, since);
}

static void forEachComponent(Type type, llvm::function_ref<void(Type)> fn) {
  if (auto f = dyn_cast<FunctionType>(type)) {
    for (Type t : f.getInputs())
      fn(t);
    for (Type t : f.getResults())
      fn(t);
    return;
  }
  bridge::forEachComponentType(type, fn);
}

uint64_t TypeTable::getIndexUnchecked(Type type) {
  auto it = map.find(type);
  if (it != map.end())
    return it->second;
  forEachComponent(type, [&](Type t) { getIndexUnchecked(t); });
  uint64_t index = list.size();
  map[type] = index;
  list.push_back(type);
  return index;
}

LogicalResult TypeTable::writeEntry(Type type, EncodingWriter &writer) {
  auto index = [&](Type t) { return getIndexUnchecked(t); };
  TypeTag tag;
  Version since;
  if (!classify(type, tag, since))
    return emitError(UnknownLoc::get(type.getContext()))
           << "type " << type << " cannot be written to bytecode";
  writer.writeVarInt(static_cast<uint64_t>(tag));
  if (auto fn = dyn_cast<FunctionType>(type)) {
    writer.writeVarInt(fn.getNumInputs());
    for (Type t : fn.getInputs())
      writer.writeVarInt(index(t));
    writer.writeVarInt(fn.getNumResults());
    for (Type t : fn.getResults())
      writer.writeVarInt(index(t));
    return success();
  }
  if (isa<IntegerType, FloatType>(type))
    return success();
  return bridge::writeDialectType(type, version, writer, index);
}

LogicalResult TypeTable::validate(Type type, Type outer, Location loc) {
  if (validated.contains(type))
    return success();
  TypeTag tag;
  Version since;
  if (!classify(type, tag, since)) {
    auto diag = emitError(loc) << "type " << type
                               << " cannot be written to Tile IR bytecode";
    if (type != outer)
      diag << " (in " << outer << ")";
    return diag;
  }
  if (since > version) {
    auto diag = emitError(loc) << "type " << type << " requires bytecode "
                               << "version " << since.str() << ", but the target "
                               << "is " << version.str();
    if (type != outer)
      diag << " (in " << outer << ")";
    return diag;
  }
  LogicalResult result = success();
  forEachComponent(type, [&](Type t) {
    if (succeeded(result))
      result = validate(t, outer, loc);
  });
  if (succeeded(result))
    validated.insert(type);
  return result;
}

} // namespace cutile::bytecode::detail
