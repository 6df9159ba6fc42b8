//===- Reader.cpp - Tile IR bytecode to a cuda_tile module ----------------===//
//
// Mirrors Writer.cpp. Input is untrusted: every count is checked against the
// bytes left, every index against its table, every enum value against its
// cases, and the result is verified, so bad input ends in a diagnostic.
//
//===----------------------------------------------------------------------===//

#include "cutile/Bytecode/BytecodeReader.h"

#include "DialectBridge.h"
#include "Format.h"
#include "cutile/Bytecode/OpTable.h"
#include "cutile/Bytecode/Encoding.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <array>

using namespace mlir;

namespace cutile::bytecode {

bool isTileIRBytecode(llvm::MemoryBufferRef buffer) {
  return buffer.getBufferSize() >= sizeof(kMagic) &&
         std::memcmp(buffer.getBufferStart(), kMagic, sizeof(kMagic)) == 0;
}

namespace {

/// The location entries of one function in the Debug section.
struct DebugSlot {
  size_t begin = 0, end = 0, next = 0;
  bool known = false;
};

class ModuleReader {
public:
  ModuleReader(MLIRContext &context, llvm::MemoryBufferRef buffer)
      : context(context),
        data(reinterpret_cast<const uint8_t *>(buffer.getBufferStart()),
             buffer.getBufferSize()),
        fileLoc(FileLineColLoc::get(&context,
                                    buffer.getBufferIdentifier().empty()
                                        ? "<bytecode>"
                                        : buffer.getBufferIdentifier(),
                                    0, 0)),
        builder(&context) {}

  OwningOpRef<Operation *> read();

private:
  LogicalResult readHeaderAndSections();
  LogicalResult readStrings();
  LogicalResult readDebug();
  LogicalResult readGlobals(Block &moduleBody);
  LogicalResult readFunctions(Block &moduleBody);

  LogicalResult getString(EncodingReader &r, llvm::StringRef &result,
                          llvm::StringRef what);
  Type getType(uint64_t index, EncodingReader &r);
  Type readTypeRef(EncodingReader &r, llvm::StringRef what);
  LogicalResult parseType(uint64_t index, Type &result);
  FailureOr<DenseElementsAttr> getConstant(uint64_t index, Type type,
                                           EncodingReader &r);

  LogicalResult readOp(EncodingReader &r, Block &block, DebugSlot &slot);
  LogicalResult readRegion(EncodingReader &r, Region &region,
                           DebugSlot &slot, Location loc);
  LogicalResult readAttrValue(EncodingReader &r, const FieldDesc &f,
                              llvm::ArrayRef<Type> resultTypes,
                              Attribute &result);
  LogicalResult readSelfContained(EncodingReader &r, Attribute &result,
                                  unsigned depth = 0);
  LogicalResult readDictionary(EncodingReader &r, DictionaryAttr &result,
                               unsigned depth);
  LogicalResult readValue(EncodingReader &r, Value &result);

  FailureOr<Location> nextLoc(DebugSlot &slot, EncodingReader &r);
  FailureOr<Location> getDebugLoc(uint64_t index, EncodingReader &r,
                                  unsigned depth = 0);

  InFlightDiagnostic emitError() { return mlir::emitError(fileLoc); }

  MLIRContext &context;
  llvm::ArrayRef<uint8_t> data;
  Location fileLoc;
  OpBuilder builder;
  Version version;

  struct SectionData {
    bool present = false;
    uint64_t fileOffset = 0;
    llvm::ArrayRef<uint8_t> payload;
  };
  std::array<SectionData, section::NumSections> sections;
  EncodingReader sectionReader(uint8_t id) {
    return EncodingReader(sections[id].payload, sections[id].fileOffset,
                          fileLoc);
  }

  llvm::SmallVector<llvm::StringRef> strings;
  OffsetTable typeTable, constantTable, debugRecords;
  std::vector<Type> typeCache;
  llvm::DenseSet<uint64_t> typesInProgress;
  std::vector<std::optional<Location>> debugCache;
  llvm::DenseSet<uint64_t> debugInProgress;
  llvm::SmallVector<uint64_t> debugFirst, debugIndices;
  std::optional<llvm::StringRef> producer;

  std::vector<Value> values;
};
} // namespace

//===----------------------------------------------------------------------===//
// Sections and tables
//===----------------------------------------------------------------------===//

LogicalResult ModuleReader::readHeaderAndSections() {
  EncodingReader r(data, 0, fileLoc);
  if (!isTileIRBytecode(llvm::MemoryBufferRef(
          llvm::StringRef(reinterpret_cast<const char *>(data.data()),
                          data.size()),
          "")))
    return emitError() << "input is not Tile IR bytecode (bad magic number)";
  llvm::ArrayRef<uint8_t> magic;
  uint8_t major, minor;
  uint16_t tag;
  if (failed(r.readBytes(sizeof(kMagic), magic, "magic")) ||
      failed(r.readByte(major, "version")) ||
      failed(r.readByte(minor, "version")) ||
      failed(r.readLE(tag, "version tag")))
    return failure();
  version = Version(major, minor);
  if (!version.isSupported())
    return emitError() << "unsupported Tile IR bytecode version "
                       << unsigned(major) << "." << unsigned(minor)
                       << " (this reader supports "
                       << getSupportedVersionList() << ")";

  while (true) {
    if (r.atEnd())
      return r.fail("missing end-of-bytecode marker");
    uint8_t idByte;
    if (failed(r.readByte(idByte, "section id")))
      return failure();
    uint8_t id = idByte & 0x7F;
    bool aligned = idByte & 0x80;
    if (id == section::End) {
      if (aligned)
        return r.fail("end-of-bytecode marker with an alignment flag");
      if (!r.atEnd())
        return r.fail("data after the end-of-bytecode marker");
      return success();
    }
    if (id >= section::NumSections)
      return r.fail("unknown section id " + llvm::Twine(unsigned(id)));
    if (sections[id].present)
      return r.fail("section " + llvm::Twine(unsigned(id)) +
                    " appears twice");
    uint64_t length;
    if (failed(r.readVarInt(length, "section length")))
      return failure();
    uint64_t alignment = 1;
    if (aligned) {
      if (failed(r.readVarInt(alignment, "section alignment")))
        return failure();
      if (alignment == 0 || !llvm::isPowerOf2_64(alignment) ||
          alignment > 4096)
        return r.fail("invalid section alignment " + llvm::Twine(alignment));
      if (failed(r.skipPadding(alignment, "section data")))
        return failure();
    }
    // NVIDIA's reader insists on these alignments; so do we, to accept
    // exactly what tileiras accepts.
    uint64_t required = 1;
    if (id == section::String || id == section::Type)
      required = 4;
    else if (id == section::Constant || id == section::Debug ||
             id == section::Func)
      required = 8;
    if (alignment % required)
      return r.fail("section " + llvm::Twine(unsigned(id)) +
                    " must be aligned to " + llvm::Twine(required) +
                    " bytes");
    uint64_t offset = r.filePosition();
    llvm::ArrayRef<uint8_t> payload;
    if (length > r.remaining())
      return r.fail("section " + llvm::Twine(unsigned(id)) + " length " +
                    llvm::Twine(length) + " exceeds the " +
                    llvm::Twine(r.remaining()) + " bytes left");
    if (failed(r.readBytes(length, payload, "section data")))
      return failure();
    sections[id] = {true, offset, payload};
  }
}

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

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

LogicalResult ModuleReader::readDebug() {
  if (!sections[section::Debug].present)
    return success();
  EncodingReader r = sectionReader(section::Debug);
  if (failed(r.readAlignedLEArray<uint32_t>(debugFirst, 4,
                                            "debug function count",
                                            "debug offsets")) ||
      failed(r.readAlignedLEArray<uint64_t>(debugIndices, 8,
                                            "debug index count",
                                            "debug indices")))
    return failure();
  uint64_t nfuncs = debugFirst.size(), nidx = debugIndices.size();
  for (uint64_t i = 0; i < nfuncs; ++i)
    if (debugFirst[i] > nidx || (i && debugFirst[i] < debugFirst[i - 1]))
      return r.fail("debug offsets are out of order");
  if (failed(readOffsetTable<uint32_t>(r, "debug records", debugRecords)))
    return failure();
  debugCache.resize(debugRecords.entries.size());
  return success();
}

FailureOr<Location> ModuleReader::getDebugLoc(uint64_t index,
                                              EncodingReader &user,
                                              unsigned depth) {
  if (index == kUnknownLocIndex)
    return Location(UnknownLoc::get(&context));
  uint64_t i = index - kFirstDebugIndex;
  if (i >= debugRecords.entries.size())
    return user.fail("debug record " + llvm::Twine(index) +
                     " is out of range");
  if (debugCache[i])
    return *debugCache[i];
  if (depth > 64 || !debugInProgress.insert(i).second)
    return user.fail("debug record " + llvm::Twine(index) +
                     " refers to itself");
  EncodingReader r(debugRecords.entries[i], debugRecords.entryFileOffsets[i],
                   fileLoc);
  auto done = [&](FailureOr<Location> loc) {
    debugInProgress.erase(i);
    if (succeeded(loc))
      debugCache[i] = *loc;
    return loc;
  };
  uint64_t tag;
  if (failed(r.readVarInt(tag, "debug record tag")))
    return done(failure());
  switch (static_cast<DebugTag>(tag > 255 ? 255 : tag)) {
  case DebugTag::Unknown:
    return done(Location(UnknownLoc::get(&context)));
  case DebugTag::Loc: {
    uint64_t scope, line, col;
    llvm::StringRef file;
    if (failed(r.readVarInt(scope, "loc scope")) ||
        failed(getString(r, file, "loc file name")) ||
        failed(r.readVarInt(line, "loc line")) ||
        failed(r.readVarInt(col, "loc column")))
      return done(failure());
    if (scope < kFirstDebugIndex ||
        scope - kFirstDebugIndex >= debugRecords.entries.size())
      return done(r.fail("loc scope " + llvm::Twine(scope) +
                         " is out of range"));
    if (line > UINT32_MAX || col > UINT32_MAX)
      return done(r.fail("loc line or column is out of range"));
    return done(Location(FileLineColLoc::get(&context, file, line, col)));
  }
  case DebugTag::CallSite: {
    uint64_t callee, caller;
    if (failed(r.readVarInt(callee, "call site callee")) ||
        failed(r.readVarInt(caller, "call site caller")))
      return done(failure());
    FailureOr<Location> calleeLoc = getDebugLoc(callee, r, depth + 1);
    if (failed(calleeLoc))
      return done(failure());
    FailureOr<Location> callerLoc = getDebugLoc(caller, r, depth + 1);
    if (failed(callerLoc))
      return done(failure());
    return done(Location(CallSiteLoc::get(*calleeLoc, *callerLoc)));
  }
  case DebugTag::File:
  case DebugTag::CompileUnit:
  case DebugTag::LexicalBlock:
  case DebugTag::Subprogram:
    return done(user.fail("debug record " + llvm::Twine(index) +
                          " is a scope, not a location"));
  default:
    return done(r.fail("unknown debug record tag " + llvm::Twine(tag)));
  }
}

FailureOr<Location> ModuleReader::nextLoc(DebugSlot &slot, EncodingReader &r) {
  if (!slot.known)
    return Location(UnknownLoc::get(&context));
  if (slot.next >= slot.end)
    return r.fail("the debug section has fewer locations than the function "
                  "has ops");
  return getDebugLoc(debugIndices[slot.next++], r);
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult ModuleReader::readValue(EncodingReader &r, Value &result) {
  uint64_t index;
  if (failed(r.readVarInt(index, "operand")))
    return failure();
  if (index >= values.size())
    return r.fail("operand refers to value " + llvm::Twine(index) +
                  ", but only " + llvm::Twine(values.size()) +
                  " are defined at this point");
  result = values[index];
  return success();
}

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
    if (type.getWidth() == 1) {
      uint8_t byte;
      if (failed(r.readByte(byte, "bool value")))
        return failure();
      if (byte > 1)
        return r.fail("bool value must be 0 or 1");
      result = BoolAttr::get(&context, byte);
      return success();
    }
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
  case AttrTag::Bool: {
    uint8_t byte;
    if (failed(r.readByte(byte, "bool value")))
      return failure();
    if (byte > 1)
      return r.fail("bool value must be 0 or 1");
    result = BoolAttr::get(&context, byte);
    return success();
  }
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
  case AttrTag::Array: {
    uint64_t count;
    if (failed(r.readCount(count, 1, "array size")))
      return failure();
    llvm::SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < count; ++i) {
      Attribute element;
      if (failed(readSelfContained(r, element, depth + 1)))
        return failure();
      elements.push_back(element);
    }
    result = ArrayAttr::get(&context, elements);
    return success();
  }
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
  case AttrTag::OptimizationHints: {
    DictionaryAttr dict;
    if (failed(readDictionary(r, dict, depth)))
      return failure();
    result = bridge::buildHints(dict, [&] { return r.emitError(); });
    return success(static_cast<bool>(result));
  }
  case AttrTag::DivBy:
  case AttrTag::SameElements:
  case AttrTag::Bounded:
    return bridge::readDialectAttr(static_cast<AttrTag>(rawTag), r, &context,
                                   result);
  default:
    return r.fail("unknown attribute tag " + llvm::Twine(rawTag));
  }
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
  case FieldKind::Bool: {
    uint8_t byte;
    if (failed(r.readByte(byte, what)))
      return failure();
    if (byte > 1)
      return r.fail(what + " must be 0 or 1");
    result = BoolAttr::get(&context, byte);
    return success();
  }
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
  case FieldKind::Array: {
    uint64_t count;
    if (failed(r.readCount(count, 1, what)))
      return failure();
    llvm::SmallVector<Attribute> elements;
    for (uint64_t i = 0; i < count; ++i) {
      Attribute element;
      if (failed(readSelfContained(r, element)))
        return failure();
      elements.push_back(element);
    }
    result = ArrayAttr::get(&context, elements);
    return success();
  }
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
  case FieldKind::Hints: {
    DictionaryAttr dict;
    if (failed(readDictionary(r, dict, 0)))
      return failure();
    result = bridge::buildHints(dict, [&] { return r.emitError(); });
    return success(static_cast<bool>(result));
  }
  default:
    return r.fail("internal error: no attribute encoding for " + what);
  }
}

LogicalResult ModuleReader::readRegion(EncodingReader &r, Region &region,
                                       DebugSlot &slot, Location loc) {
  uint64_t numBlocks;
  if (failed(r.readCount(numBlocks, 2, "block count")))
    return failure();
  for (uint64_t b = 0; b < numBlocks; ++b) {
    Block *block = new Block();
    region.push_back(block);
    size_t mark = values.size();
    uint64_t numArgs;
    if (failed(r.readCount(numArgs, 1, "block argument count")))
      return failure();
    for (uint64_t i = 0; i < numArgs; ++i) {
      Type t = readTypeRef(r, "block argument type");
      if (!t)
        return failure();
      values.push_back(block->addArgument(t, loc));
    }
    uint64_t numOps;
    if (failed(r.readCount(numOps, 1, "op count")))
      return failure();
    for (uint64_t i = 0; i < numOps; ++i)
      if (failed(readOp(r, *block, slot)))
        return failure();
    if (block->empty() ||
        !block->back().hasTrait<OpTrait::IsTerminator>())
      return r.fail("a block does not end with a terminator");
    values.resize(mark);
  }
  return success();
}

LogicalResult ModuleReader::readOp(EncodingReader &r, Block &block,
                                   DebugSlot &slot) {
  uint64_t opcode;
  if (failed(r.readVarInt(opcode, "opcode")))
    return failure();
  const OpDesc *desc = lookupOpByOpcode(opcode);
  if (!desc || desc->opClass != OpClass::Body)
    return r.fail("unknown opcode " + llvm::Twine(opcode));
  if (desc->since > version)
    return r.fail("opcode " + llvm::Twine(opcode) + " ('" +
                  desc->getMnemonic() + "') needs bytecode version " +
                  desc->since.str() + ", but the file is " + version.str());
  FailureOr<Location> loc = nextLoc(slot, r);
  if (failed(loc))
    return failure();

  std::string opName = ("cuda_tile." + desc->getMnemonic()).str();
  std::optional<RegisteredOperationName> registered =
      RegisteredOperationName::lookup(opName, &context);
  if (!registered)
    return r.fail("'" + opName + "' is not supported by this build of the "
                  "cuda_tile dialect");

  // Results.
  llvm::SmallVector<Type> resultTypes;
  size_t numNumbered = 0;
  bool variadic = llvm::any_of(desc->fields, [](const FieldDesc &f) {
    return f.kind == FieldKind::VariadicResults;
  });
  uint64_t count = 0;
  if (desc->writesResultCount &&
      failed(r.readCount(count, 1, "result count")))
    return failure();
  if (variadic) {
    for (uint64_t i = 0; i < count; ++i) {
      Type t = readTypeRef(r, "result type");
      if (!t)
        return failure();
      resultTypes.push_back(t);
    }
    numNumbered = count;
  } else {
    uint64_t expected = llvm::count_if(desc->fields, [&](const FieldDesc &f) {
      return f.kind == FieldKind::Result && desc->sinceOf(f) <= version;
    });
    if (desc->writesResultCount && count != expected)
      return r.fail("'" + opName + "' has " + llvm::Twine(expected) +
                    " results in version " + version.str() + ", not " +
                    llvm::Twine(count));
    for (const FieldDesc &f : desc->fields) {
      if (f.kind != FieldKind::Result)
        continue;
      if (desc->sinceOf(f) <= version) {
        Type t = readTypeRef(r, "result type");
        if (!t)
          return failure();
        resultTypes.push_back(t);
        ++numNumbered;
      } else {
        // Only a token result was ever added to an existing op.
        resultTypes.push_back(bridge::getTokenType(&context));
      }
    }
  }

  // Flags.
  uint64_t flags = 0;
  if (desc->hasFlags &&
      (desc->flagsSince.isNull() || version >= desc->flagsSince)) {
    if (failed(r.readVarInt(flags, "flags")))
      return failure();
    uint64_t known = 0;
    for (const FieldDesc &f : desc->fields)
      if (f.flagBit >= 0 && desc->sinceOf(f) <= version)
        known |= uint64_t(1) << f.flagBit;
    if (flags & ~known)
      return r.fail("'" + opName + "' has unknown flag bits set");
  }
  auto flag = [&](const FieldDesc &f) {
    return f.flagBit >= 0 && (flags >> f.flagBit) & 1;
  };

  // Attributes.
  NamedAttrList attributes;
  for (const FieldDesc &f : desc->fields) {
    if (!isAttrKind(f.kind))
      continue;
    if (desc->sinceOf(f) > version) {
      if (f.hasDefault && f.kind == FieldKind::Enum)
        attributes.append(f.name, bridge::buildEnumAttr(&context, f.enumKind,
                                                        f.defaultValue));
      continue;
    }
    bool known = llvm::any_of(registered->getAttributeNames(),
                              [&](StringAttr name) {
                                return name.getValue() == f.name;
                              });
    if (f.kind == FieldKind::Unit) {
      if (!flag(f))
        continue;
      if (!known)
        return r.fail("'" + opName + "' has unit attribute '" + f.name +
                      "', which this dialect cannot represent");
      attributes.append(f.name, UnitAttr::get(&context));
      continue;
    }
    if (f.optional && !flag(f))
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

  // Operands.
  llvm::SmallVector<Value> operands;
  auto readValues = [&](uint64_t n) -> LogicalResult {
    for (uint64_t i = 0; i < n; ++i) {
      Value v;
      if (failed(readValue(r, v)))
        return failure();
      operands.push_back(v);
    }
    return success();
  };
  if (desc->segmentedOperands) {
    llvm::SmallVector<int32_t> segments;
    for (const FieldDesc &f : desc->fields) {
      if (!isOperandKind(f.kind))
        continue;
      uint64_t n = 1;
      if (f.kind == FieldKind::OptionalOperand)
        n = flag(f) ? 1 : 0;
      else if (f.kind == FieldKind::VariadicOperand &&
               failed(r.readCount(n, 1, "operand count")))
        return failure();
      if (failed(readValues(n)))
        return failure();
      segments.push_back(static_cast<int32_t>(n));
    }
    attributes.append("operandSegmentSizes",
                      DenseI32ArrayAttr::get(&context, segments));
  } else {
    uint64_t fixed = 0;
    bool open = false;
    for (const FieldDesc &f : desc->fields) {
      if (f.kind == FieldKind::Operand)
        ++fixed;
      else if (isOperandKind(f.kind))
        open = true;
    }
    uint64_t n = fixed;
    if (open && failed(r.readCount(n, 1, "operand count")))
      return failure();
    if (failed(readValues(n)))
      return failure();
  }

  // Regions.
  llvm::SmallVector<std::unique_ptr<Region>> regions;
  if (desc->numRegions) {
    uint64_t numRegions;
    if (failed(r.readVarInt(numRegions, "region count")))
      return failure();
    if (numRegions != desc->numRegions)
      return r.fail("'" + opName + "' needs " +
                    llvm::Twine(desc->numRegions) + " regions, not " +
                    llvm::Twine(numRegions));
    for (unsigned i = 0; i < desc->numRegions; ++i) {
      regions.push_back(std::make_unique<Region>());
      if (failed(readRegion(r, *regions.back(), slot, *loc)))
        return failure();
    }
  }

  OperationState state(*loc, *registered);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attributes);
  for (auto &region : regions)
    state.addRegion(std::move(region));
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(&block);
  Operation *op = builder.create(state);
  for (size_t i = 0; i < numNumbered; ++i)
    values.push_back(op->getResult(i));
  return success();
}

//===----------------------------------------------------------------------===//
// Globals and functions
//===----------------------------------------------------------------------===//

LogicalResult ModuleReader::readGlobals(Block &moduleBody) {
  if (!sections[section::Global].present)
    return success();
  EncodingReader r = sectionReader(section::Global);
  bool extras = version >= kGlobalExtrasVersion;
  uint64_t count;
  if (failed(r.readCount(count, extras ? 6 : 4, "global count")))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    llvm::StringRef name;
    uint64_t constIndex, alignment, visibility = 0, isConstant = 0;
    if (failed(getString(r, name, "global name")))
      return failure();
    Type type = readTypeRef(r, "global type");
    if (!type || failed(r.readVarInt(constIndex, "global value")) ||
        failed(r.readVarInt(alignment, "global alignment")))
      return failure();
    if (extras && (failed(r.readVarInt(visibility, "global visibility")) ||
                   failed(r.readVarInt(isConstant, "global constant flag"))))
      return failure();
    if (name.empty())
      return r.fail("global with an empty name");
    FailureOr<DenseElementsAttr> value = getConstant(constIndex, type, r);
    if (failed(value))
      return failure();
    Attribute visibilityAttr =
        bridge::buildEnumAttr(&context, EnumKind::SymbolVisibility, visibility);
    if (!visibilityAttr)
      return r.fail("invalid global visibility " + llvm::Twine(visibility));
    OperationState state(UnknownLoc::get(&context), "cuda_tile.global");
    state.addAttribute("sym_name", StringAttr::get(&context, name));
    state.addAttribute("value", *value);
    state.addAttribute("alignment",
                       IntegerAttr::get(IntegerType::get(&context, 64),
                                        alignment));
    if (isConstant)
      state.addAttribute("constant", UnitAttr::get(&context));
    state.addAttribute("symbol_visibility", visibilityAttr);
    builder.setInsertionPointToEnd(&moduleBody);
    builder.create(state);
  }
  return success();
}

LogicalResult ModuleReader::readFunctions(Block &moduleBody) {
  if (!sections[section::Func].present)
    return emitError() << "invalid Tile IR bytecode: no function section";
  EncodingReader r = sectionReader(section::Func);
  uint64_t count;
  if (failed(r.readCount(count, 5, "function count")))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    llvm::StringRef name;
    uint8_t flags;
    uint64_t slotIndex, length;
    if (failed(getString(r, name, "function name")))
      return failure();
    Type signature = readTypeRef(r, "function signature");
    if (!signature)
      return failure();
    auto type = dyn_cast<FunctionType>(signature);
    if (!type)
      return r.fail("function '" + name + "' has no function type");
    if (failed(r.readByte(flags, "function flags")) ||
        failed(r.readVarInt(slotIndex, "function debug slot")))
      return failure();
    if (name.empty())
      return r.fail("function with an empty name");
    if (!(flags & funcflags::Kernel))
      return r.fail("function '" + name + "' is not a kernel entry; only "
                    "entries are supported");
    if (flags & ~(funcflags::Kernel | funcflags::HasHints | funcflags::Private))
      return r.fail("function '" + name + "' has unknown flag bits");
    Attribute hints;
    if (flags & funcflags::HasHints) {
      if (failed(readSelfContained(r, hints)))
        return failure();
      if (!bridge::getHintsDictionary(hints))
        return r.fail("function '" + name + "' hints are not optimization "
                      "hints");
    }
    llvm::ArrayRef<uint8_t> body;
    if (failed(r.readCount(length, 1, "function body length")))
      return failure();
    uint64_t bodyOffset = r.filePosition();
    if (failed(r.readBytes(length, body, "function body")))
      return failure();

    DebugSlot slot;
    if (slotIndex != 0) {
      if (slotIndex > debugFirst.size())
        return r.fail("function '" + name + "' refers to debug slot " +
                      llvm::Twine(slotIndex) + ", which does not exist");
      slot.known = true;
      slot.begin = slot.next = debugFirst[slotIndex - 1];
      slot.end = slotIndex < debugFirst.size() ? debugFirst[slotIndex]
                                               : debugIndices.size();
    }
    FailureOr<Location> funcLoc = nextLoc(slot, r);
    if (failed(funcLoc))
      return failure();

    OperationState state(*funcLoc, "cuda_tile.entry");
    state.addAttribute("sym_name", StringAttr::get(&context, name));
    state.addAttribute("function_type", TypeAttr::get(type));
    if (hints)
      state.addAttribute("optimization_hints", hints);
    Region *region = state.addRegion();
    Block *entry = new Block();
    region->push_back(entry);
    values.clear();
    for (Type t : type.getInputs())
      values.push_back(entry->addArgument(t, *funcLoc));
    builder.setInsertionPointToEnd(&moduleBody);
    builder.create(state);

    EncodingReader br(body, bodyOffset, fileLoc);
    while (!br.atEnd())
      if (failed(readOp(br, *entry, slot)))
        return failure();
  }
  return success();
}

OwningOpRef<Operation *> ModuleReader::read() {
  bridge::loadDialect(context);
  if (failed(readHeaderAndSections()) || failed(readStrings()))
    return nullptr;

  if (sections[section::Producer].present) {
    EncodingReader r = sectionReader(section::Producer);
    llvm::StringRef s;
    if (failed(getString(r, s, "producer")))
      return nullptr;
    producer = s;
  }
  if (sections[section::Type].present) {
    EncodingReader r = sectionReader(section::Type);
    if (failed(readOffsetTable<uint32_t>(r, "type table", typeTable)))
      return nullptr;
  }
  typeCache.resize(typeTable.entries.size());
  if (sections[section::Constant].present) {
    EncodingReader r = sectionReader(section::Constant);
    if (failed(readOffsetTable<uint64_t>(r, "constant table", constantTable)))
      return nullptr;
  }
  if (failed(readDebug()))
    return nullptr;

  OperationState state(UnknownLoc::get(&context), "cuda_tile.module");
  state.addAttribute("sym_name", StringAttr::get(&context, "kernels"));
  if (producer)
    state.addAttribute("producer", StringAttr::get(&context, *producer));
  Region *region = state.addRegion();
  Block *body = new Block();
  region->push_back(body);
  OwningOpRef<Operation *> module = Operation::create(state);

  if (failed(readGlobals(*body)) || failed(readFunctions(*body)))
    return nullptr;
  if (failed(verify(module.get()))) {
    emitError() << "the module decoded from bytecode does not verify";
    return nullptr;
  }
  return module;
}

OwningOpRef<Operation *> readBytecode(llvm::MemoryBufferRef buffer,
                                      MLIRContext &context) {
  return ModuleReader(context, buffer).read();
}

} // namespace cutile::bytecode
