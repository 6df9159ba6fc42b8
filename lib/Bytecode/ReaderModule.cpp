//===- ReaderModule.cpp - Tile IR bytecode to a cuda_tile module ----------===//
//
// Reads the header and splits the file into sections, then builds the
// module: globals first, then each function, whose body is decoded op by op
// (ReaderOps.cpp). Sections may come in any order; each at most once.
//
//===----------------------------------------------------------------------===//

#include "cutile/Bytecode/BytecodeReader.h"

#include "DialectBridge.h"
#include "ModuleReader.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace mlir;

namespace cutile::bytecode {

bool isTileIRBytecode(llvm::MemoryBufferRef buffer) {
  return buffer.getBufferSize() >= sizeof(kMagic) &&
         std::memcmp(buffer.getBufferStart(), kMagic, sizeof(kMagic)) == 0;
}

namespace detail {

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
  // The preview tag alone changes nothing we read; preview ops themselves
  // are unknown opcodes to us and fail where they are.
  if (tag == headertag::Preview && version != kNewestVersion)
    return r.fail("preview bytecode is only valid at version " +
                  kNewestVersion.str());
  if (tag != headertag::None && tag != headertag::Preview)
    return r.fail("unknown version tag " + llvm::Twine(tag));

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
    bool attrsAlways = version >= kFunctionAttrsVersion;
    if (attrsAlways && (flags & funcflags::ExternImpl))
      return r.fail("function '" + name + "' is a preview extern "
                    "implementation, which is not supported");
    if (flags & ~(funcflags::Kernel | funcflags::HasHints | funcflags::Private))
      return r.fail("function '" + name + "' has unknown flag bits");
    Attribute hints;
    if (attrsAlways || (flags & funcflags::HasHints)) {
      if (failed(readSelfContained(r, hints)))
        return failure();
      DictionaryAttr dict = bridge::getHintsDictionary(hints);
      if (!dict)
        return r.fail("function '" + name + "' hints are not optimization "
                      "hints");
      // 13.5 writes hints for every function: empty ones mean none.
      if (attrsAlways && dict.empty())
        hints = nullptr;
    }
    if (attrsAlways) {
      // Argument attributes: NVIDIA's verifier allows dialect attributes
      // only, and our dialect has none, so any present is an error.
      Attribute argAttrs;
      if (failed(readSelfContained(r, argAttrs)))
        return failure();
      auto array = dyn_cast<ArrayAttr>(argAttrs);
      if (!array)
        return r.fail("function '" + name + "' argument attributes are not "
                      "an array");
      for (Attribute a : array) {
        auto d = dyn_cast<DictionaryAttr>(a);
        if (!d || !d.empty())
          return r.fail("function '" + name + "' has argument attributes, "
                        "which are not supported");
      }
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

} // namespace detail

OwningOpRef<Operation *> readBytecode(llvm::MemoryBufferRef buffer,
                                      MLIRContext &context) {
  return detail::ModuleReader(context, buffer).read();
}

} // namespace cutile::bytecode
