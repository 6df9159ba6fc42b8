//===- Writer.cpp - cuda_tile module to Tile IR bytecode ------------------===//
//
// The module is written in the section order NVIDIA's writer uses, and the
// string, type and constant tables are numbered by first use in that same
// order, so the output is byte-identical to theirs (docs/bytecode-format.md).
// Ops are encoded generically from the layout table (OpTable.h).
//
//===----------------------------------------------------------------------===//

#include "cutile/Bytecode/BytecodeWriter.h"

#include "DialectBridge.h"
#include "Format.h"
#include "cutile/Bytecode/OpTable.h"
#include "cutile/Bytecode/Encoding.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

using namespace mlir;

namespace cutile::bytecode {

static constexpr llvm::StringLiteral kOpPrefix = "cuda_tile.";

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//

namespace {
/// Strings, numbered by first use.
class StringTable {
public:
  uint64_t getIndex(llvm::StringRef str) {
    auto [it, inserted] = map.try_emplace(str, list.size());
    if (inserted)
      list.push_back(it->getKey());
    return it->second;
  }
  llvm::ArrayRef<llvm::StringRef> entries() const { return list; }

private:
  llvm::StringMap<uint64_t> map;
  llvm::SmallVector<llvm::StringRef> list;
};

/// Constants (dense element payloads), numbered by first use.
class ConstantTable {
public:
  LogicalResult getIndex(DenseElementsAttr attr, uint64_t &index,
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
  llvm::ArrayRef<llvm::SmallVector<char, 0>> entries() const { return list; }

private:
  llvm::DenseMap<Attribute, uint64_t> map;
  llvm::SmallVector<llvm::SmallVector<char, 0>> list;
};

/// Types, numbered so that a type's components precede it.
class TypeTable {
public:
  explicit TypeTable(Version version) : version(version) {}

  /// Validates `type` for the target version (reporting at `loc`) and
  /// returns its index.
  FailureOr<uint64_t> getIndex(Type type, Location loc) {
    if (failed(validate(type, type, loc)))
      return failure();
    return getIndexUnchecked(type);
  }

  uint64_t getIndexUnchecked(Type type) {
    auto it = map.find(type);
    if (it != map.end())
      return it->second;
    forEachComponent(type, [&](Type t) { getIndexUnchecked(t); });
    uint64_t index = list.size();
    map[type] = index;
    list.push_back(type);
    return index;
  }

  llvm::ArrayRef<Type> entries() const { return list; }

  LogicalResult writeEntry(Type type, EncodingWriter &writer) {
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

private:
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

  LogicalResult validate(Type type, Type outer, Location loc) {
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

  Version version;
  llvm::DenseMap<Type, uint64_t> map;
  llvm::SmallVector<Type> list;
  llvm::DenseSet<Type> validated;
};

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

/// Builds the Debug section from plain MLIR locations: a compile unit, one
/// subprogram per function, a loc record per located op (see §9 of
/// docs/bytecode-format.md). Records are numbered the way NVIDIA's writer
/// numbers the equivalent `#cuda_tile.di_*` attributes.
class DebugInfoBuilder {
public:
  DebugInfoBuilder(StringTable &strings) : strings(strings) {}

  static std::optional<FileLineColRange> findFileLoc(Location loc) {
    if (auto f = dyn_cast<FileLineColRange>(loc))
      return f;
    if (auto n = dyn_cast<NameLoc>(loc))
      return findFileLoc(n.getChildLoc());
    if (auto o = dyn_cast<OpaqueLoc>(loc))
      return findFileLoc(o.getFallbackLocation());
    if (auto c = dyn_cast<CallSiteLoc>(loc))
      return findFileLoc(c.getCaller());
    if (auto fused = dyn_cast<FusedLoc>(loc)) {
      for (Location sub : fused.getLocations())
        if (auto f = findFileLoc(sub))
          return f;
    }
    return std::nullopt;
  }

  void setModuleLocation(Location loc) { moduleFile = findFileLoc(loc); }

  /// Registers a function; returns its slot (0 when it gets no debug info).
  uint64_t addFunction(Operation *func, llvm::StringRef name) {
    std::optional<FileLineColRange> funcFile = findFileLoc(func->getLoc());
    bool anyOp = false;
    func->walk([&](Operation *op) {
      if (op != func && findFileLoc(op->getLoc()))
        anyOp = true;
    });
    if (!funcFile && !anyOp)
      return 0;
    if (!moduleFile)
      moduleFile = funcFile;

    uint64_t file;
    unsigned line = 1, col = 1;
    std::string locFile;
    if (funcFile) {
      file = getFileFor(funcFile->getFilename());
      line = funcFile->getStartLine();
      col = funcFile->getStartColumn();
      locFile = funcFile->getFilename().str();
    } else {
      file = getCompileUnitFile();
      locFile = records[file - kFirstDebugIndex].s1;
    }
    uint64_t sp = getSubprogram(file, line, name.str());
    uint64_t funcLoc = getLoc(sp, locFile, line, col);
    slots.push_back({funcLoc});
    spOfSlot.push_back(sp);
    return slots.size(); // slots are numbered from 1
  }

  /// Selects the function whose ops are being written (0: none).
  void beginFunction(uint64_t slot) { currentSlot = slot; }

  void addOp(Location loc) {
    if (!currentSlot)
      return;
    uint64_t index = getLocIndex(loc, spOfSlot[currentSlot - 1]);
    slots[currentSlot - 1].push_back(index);
  }

  bool empty() const { return slots.empty(); }

  void writeSection(llvm::SmallVectorImpl<char> &out) {
    if (slots.empty())
      return;
    llvm::SmallVector<char, 0> payload;
    EncodingWriter w(payload);
    w.writeVarInt(slots.size());
    w.alignTo(4);
    uint32_t running = 0;
    for (const auto &slot : slots) {
      w.writeLE<uint32_t>(running);
      running += slot.size();
    }
    w.writeVarInt(running);
    w.alignTo(8);
    for (const auto &slot : slots)
      for (uint64_t index : slot)
        w.writeLE<uint64_t>(index);
    // The record bodies name strings; they are numbered now, after the
    // function bodies, as in NVIDIA's writer.
    llvm::SmallVector<llvm::SmallVector<char, 0>> bodies;
    for (const Record &r : records) {
      llvm::SmallVector<char, 0> body;
      EncodingWriter rw(body);
      rw.writeVarInt(static_cast<uint64_t>(r.tag));
      switch (r.tag) {
      case DebugTag::File:
        rw.writeVarInt(strings.getIndex(r.s1));
        rw.writeVarInt(strings.getIndex(r.s2));
        break;
      case DebugTag::CompileUnit:
        rw.writeVarInt(r.a);
        break;
      case DebugTag::Subprogram:
        rw.writeVarInt(r.a);
        rw.writeVarInt(r.b);
        rw.writeVarInt(strings.getIndex(r.s1));
        rw.writeVarInt(strings.getIndex(r.s1));
        rw.writeVarInt(r.c);
        rw.writeVarInt(r.b);
        break;
      case DebugTag::Loc:
        rw.writeVarInt(r.a);
        rw.writeVarInt(strings.getIndex(r.s1));
        rw.writeVarInt(r.b);
        rw.writeVarInt(r.c);
        break;
      case DebugTag::CallSite:
        rw.writeVarInt(r.a);
        rw.writeVarInt(r.b);
        break;
      default:
        break;
      }
      bodies.push_back(std::move(body));
    }
    buildOffsetTable<uint32_t>(w, bodies);
    appendSection(out, section::Debug, payload, w.getRequiredAlignment());
  }

private:
  struct Record {
    DebugTag tag;
    std::string s1, s2;
    uint64_t a = 0, b = 0, c = 0;
  };

  uint64_t intern(Record r) {
    std::string key;
    llvm::raw_string_ostream os(key);
    os << unsigned(r.tag) << '\0' << r.s1 << '\0' << r.s2 << '\0' << r.a
       << ',' << r.b << ',' << r.c;
    auto [it, inserted] = index.try_emplace(key, 0);
    if (inserted) {
      records.push_back(std::move(r));
      it->second = records.size() - 1 + kFirstDebugIndex;
    }
    return it->second;
  }

  uint64_t getFileFor(llvm::StringRef path) {
    return intern({DebugTag::File, llvm::sys::path::filename(path).str(),
                   llvm::sys::path::parent_path(path).str()});
  }

  uint64_t getCompileUnitFile() {
    if (moduleFile)
      return getFileFor(moduleFile->getFilename());
    return intern({DebugTag::File, "<unknown>", ""});
  }

  uint64_t getSubprogram(uint64_t file, unsigned line, std::string name) {
    // Register in NVIDIA's order: the subprogram's file, then the compile
    // unit (and its file), then the subprogram.
    uint64_t cuFile = getCompileUnitFile();
    uint64_t cu = intern({DebugTag::CompileUnit, "", "", cuFile});
    return intern({DebugTag::Subprogram, std::move(name), "", file, line, cu});
  }

  uint64_t getLoc(uint64_t sp, std::string filename, unsigned line,
                  unsigned col) {
    return intern({DebugTag::Loc, std::move(filename), "", sp, line, col});
  }

  uint64_t getLocIndex(Location loc, uint64_t sp) {
    if (auto call = dyn_cast<CallSiteLoc>(loc)) {
      uint64_t callee = getLocIndex(call.getCallee(), sp);
      uint64_t caller = getLocIndex(call.getCaller(), sp);
      if (callee == kUnknownLocIndex || caller == kUnknownLocIndex)
        return callee == kUnknownLocIndex ? caller : callee;
      return intern({DebugTag::CallSite, "", "", callee, caller});
    }
    std::optional<FileLineColRange> f = findFileLoc(loc);
    if (!f)
      return kUnknownLocIndex;
    return getLoc(sp, f->getFilename().str(), f->getStartLine(),
                  f->getStartColumn());
  }

  StringTable &strings;
  std::optional<FileLineColRange> moduleFile;
  std::vector<Record> records;
  llvm::StringMap<uint64_t> index;
  std::vector<llvm::SmallVector<uint64_t>> slots;
  std::vector<uint64_t> spOfSlot;
  uint64_t currentSlot = 0;
};

//===----------------------------------------------------------------------===//
// ModuleWriter
//===----------------------------------------------------------------------===//

class ModuleWriter {
public:
  ModuleWriter(Version version)
      : version(version), types(version), debug(strings) {}

  LogicalResult write(Operation *module, llvm::SmallVectorImpl<char> &out);

private:
  struct FunctionInfo {
    Operation *op;
    uint64_t name, signature, slot;
  };

  LogicalResult checkModule(Operation *module);
  LogicalResult writeGlobals(llvm::ArrayRef<Operation *> globals,
                             llvm::SmallVectorImpl<char> &out);
  LogicalResult writeFunctions(llvm::ArrayRef<FunctionInfo> functions,
                               llvm::SmallVectorImpl<char> &out);
  LogicalResult writeOp(Operation *op, EncodingWriter &w);
  LogicalResult writeResults(Operation *op, const OpDesc &desc,
                             EncodingWriter &w,
                             llvm::SmallVectorImpl<Value> &numbered);
  LogicalResult writeFlags(Operation *op, const OpDesc &desc,
                           EncodingWriter &w,
                           llvm::ArrayRef<int32_t> segments);
  LogicalResult writeAttributes(Operation *op, const OpDesc &desc,
                                EncodingWriter &w);
  LogicalResult writeAttrValue(Operation *op, const FieldDesc &f,
                               Attribute attr, EncodingWriter &w);
  LogicalResult writeOperands(Operation *op, const OpDesc &desc,
                              EncodingWriter &w,
                              llvm::ArrayRef<int32_t> segments);
  LogicalResult writeRegion(Region &region, EncodingWriter &w);
  LogicalResult writeSelfContained(Operation *op, Attribute attr,
                                   EncodingWriter &w);
  LogicalResult writeDictionary(Operation *op, DictionaryAttr dict,
                                EncodingWriter &w);
  LogicalResult writeTypeRef(Type type, Location loc, EncodingWriter &w) {
    FailureOr<uint64_t> index = types.getIndex(type, loc);
    if (failed(index))
      return failure();
    w.writeVarInt(*index);
    return success();
  }

  void number(Value v) {
    values[v] = nextValue++;
    scope.push_back(v);
  }
  LogicalResult writeValue(Operation *user, Value v, EncodingWriter &w) {
    auto it = values.find(v);
    if (it == values.end())
      return user->emitError()
             << "operand is not defined earlier in the function, so it has "
                "no bytecode value number";
    w.writeVarInt(it->second);
    return success();
  }

  Version version;
  StringTable strings;
  TypeTable types;
  ConstantTable constants;
  DebugInfoBuilder debug;

  llvm::DenseMap<Value, uint64_t> values;
  llvm::SmallVector<Value> scope;
  uint64_t nextValue = 0;
};
} // namespace

static std::optional<llvm::StringRef> getMnemonic(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  if (!name.consume_front(kOpPrefix))
    return std::nullopt;
  return name;
}

static const OpDesc *getDesc(Operation *op) {
  std::optional<llvm::StringRef> mnemonic = getMnemonic(op);
  return mnemonic ? lookupOpByMnemonic(*mnemonic) : nullptr;
}

LogicalResult ModuleWriter::checkModule(Operation *module) {
  const OpDesc *desc = getDesc(module);
  if (!desc || desc->opClass != OpClass::Module)
    return module->emitError()
           << "expected a 'cuda_tile.module' to write as bytecode, got '"
           << module->getName() << "'";
  if (module->getNumRegions() != 1 || !module->getRegion(0).hasOneBlock())
    return module->emitError() << "expected a module with one body block";
  for (Operation &op : module->getRegion(0).front()) {
    const OpDesc *d = getDesc(&op);
    if (!d || (d->opClass != OpClass::Function && d->opClass != OpClass::Global))
      return op.emitError()
             << "only 'cuda_tile.entry' and 'cuda_tile.global' can appear at "
                "the top level of a module written as bytecode";
  }
  WalkResult walk = module->walk([&](Operation *op) {
    if (op == module)
      return WalkResult::advance();
    const OpDesc *d = getDesc(op);
    if (!d) {
      op->emitError() << "'" << op->getName()
                      << "' cannot be written to Tile IR bytecode (only "
                         "cuda_tile ops can)";
      return WalkResult::interrupt();
    }
    // tileiras requires the bodies of reduce and scan to be side-effect free.
    if (d->mnemonic == llvm::StringRef("reduce") ||
        d->mnemonic == llvm::StringRef("scan")) {
      WalkResult inner = op->walk([&](Operation *nested) {
        if (nested == op || nested->hasTrait<OpTrait::IsTerminator>() ||
            isPure(nested))
          return WalkResult::advance();
        nested->emitError() << "only side-effect free ops may appear in the "
                               "body of '"
                            << op->getName() << "' in bytecode";
        return WalkResult::interrupt();
      });
      if (inner.wasInterrupted())
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

LogicalResult ModuleWriter::write(Operation *module,
                                  llvm::SmallVectorImpl<char> &out) {
  if (!version.isSupported())
    return module->emitError() << "unsupported bytecode version " << version.str()
                               << " (supported: " << getSupportedVersionList()
                               << ")";
  if (failed(checkModule(module)))
    return failure();

  EncodingWriter header(out);
  header.writeBytes(llvm::StringRef(reinterpret_cast<const char *>(kMagic),
                                    sizeof(kMagic)));
  header.writeByte(version.major);
  header.writeByte(version.minor);
  header.writeLE<uint16_t>(0);

  debug.setModuleLocation(module->getLoc());

  // Function names, signatures and locations are numbered before anything
  // else, as NVIDIA's writer does.
  llvm::SmallVector<FunctionInfo> functions;
  llvm::SmallVector<Operation *> globals;
  for (Operation &op : module->getRegion(0).front()) {
    if (getDesc(&op)->opClass == OpClass::Global) {
      globals.push_back(&op);
      continue;
    }
    auto name = op.getAttrOfType<StringAttr>("sym_name");
    auto type = op.getAttrOfType<TypeAttr>("function_type");
    if (!name || !type || !isa<FunctionType>(type.getValue()))
      return op.emitError() << "entry without a name or function type";
    FunctionInfo info{&op, strings.getIndex(name.getValue()), 0, 0};
    FailureOr<uint64_t> sig = types.getIndex(type.getValue(), op.getLoc());
    if (failed(sig))
      return failure();
    info.signature = *sig;
    info.slot = debug.addFunction(&op, name.getValue());
    functions.push_back(info);
  }

  if (failed(writeGlobals(globals, out)) ||
      failed(writeFunctions(functions, out)))
    return failure();

  // Constant section.
  if (!constants.entries().empty()) {
    llvm::SmallVector<char, 0> payload;
    EncodingWriter w(payload);
    buildOffsetTable<uint64_t>(w, constants.entries());
    appendSection(out, section::Constant, payload, w.getRequiredAlignment());
  }

  debug.writeSection(out);

  // Type section.
  {
    llvm::SmallVector<llvm::SmallVector<char, 0>> entries;
    // Writing an entry can only refer to already-numbered types, but be
    // robust to late additions by iterating by index.
    for (size_t i = 0; i < types.entries().size(); ++i) {
      llvm::SmallVector<char, 0> entry;
      EncodingWriter ew(entry);
      if (failed(types.writeEntry(types.entries()[i], ew)))
        return failure();
      entries.push_back(std::move(entry));
    }
    llvm::SmallVector<char, 0> payload;
    EncodingWriter w(payload);
    buildOffsetTable<uint32_t>(w, entries);
    appendSection(out, section::Type, payload, w.getRequiredAlignment());
  }

  // Producer section: 13.3+; older versions drop the attribute, as
  // NVIDIA's writer does.
  if (auto producer = module->getAttrOfType<StringAttr>("producer")) {
    if (version >= kProducerVersion) {
      llvm::SmallVector<char, 0> payload;
      EncodingWriter w(payload);
      w.writeVarInt(strings.getIndex(producer.getValue()));
      appendSection(out, section::Producer, payload, 1);
    }
  }

  // String section.
  {
    llvm::SmallVector<char, 0> payload;
    EncodingWriter w(payload);
    buildOffsetTable<uint32_t>(w, strings.entries());
    appendSection(out, section::String, payload, w.getRequiredAlignment());
  }

  EncodingWriter(out).writeByte(section::End);
  return success();
}

LogicalResult ModuleWriter::writeGlobals(llvm::ArrayRef<Operation *> globals,
                                         llvm::SmallVectorImpl<char> &out) {
  if (globals.empty())
    return success();
  llvm::SmallVector<char, 0> payload;
  EncodingWriter w(payload);
  w.writeVarInt(globals.size());
  for (Operation *g : globals) {
    auto name = g->getAttrOfType<StringAttr>("sym_name");
    auto value = g->getAttrOfType<DenseElementsAttr>("value");
    if (!name || !value)
      return g->emitError() << "global without a name or dense value";
    uint64_t alignment = 0;
    if (auto a = g->getAttrOfType<IntegerAttr>("alignment"))
      alignment = a.getValue().getZExtValue();
    bool isConstant = static_cast<bool>(g->getAttr("constant"));
    uint64_t visibility = 0;
    if (Attribute v = g->getAttr("symbol_visibility")) {
      std::optional<uint64_t> value =
          bridge::getEnumValue(EnumKind::SymbolVisibility, v);
      if (!value)
        return g->emitError() << "unexpected symbol_visibility " << v;
      visibility = *value;
    }
    if (version < kGlobalExtrasVersion) {
      if (visibility != 0)
        return g->emitError()
               << "a private global needs bytecode version "
               << kGlobalExtrasVersion.str() << ", but the target is " << version.str();
      if (isConstant)
        return g->emitError()
               << "a constant global needs bytecode version "
               << kGlobalExtrasVersion.str() << ", but the target is " << version.str();
    }
    w.writeVarInt(strings.getIndex(name.getValue()));
    if (failed(writeTypeRef(value.getType(), g->getLoc(), w)))
      return failure();
    uint64_t constIndex;
    if (failed(constants.getIndex(value, constIndex, g->getLoc())))
      return failure();
    w.writeVarInt(constIndex);
    w.writeVarInt(alignment);
    if (version >= kGlobalExtrasVersion) {
      w.writeVarInt(visibility);
      w.writeVarInt(isConstant ? 1 : 0);
    }
  }
  appendSection(out, section::Global, payload, w.getRequiredAlignment());
  return success();
}

LogicalResult
ModuleWriter::writeFunctions(llvm::ArrayRef<FunctionInfo> functions,
                             llvm::SmallVectorImpl<char> &out) {
  llvm::SmallVector<char, 0> payload;
  EncodingWriter w(payload);
  w.writeVarInt(functions.size());
  for (const FunctionInfo &fn : functions) {
    Operation *op = fn.op;
    w.writeVarInt(fn.name);
    w.writeVarInt(fn.signature);
    Attribute hints = op->getAttr("optimization_hints");
    uint8_t flags = funcflags::Kernel;
    if (hints)
      flags |= funcflags::HasHints;
    w.writeByte(flags);
    w.writeVarInt(fn.slot);
    if (hints && failed(writeSelfContained(op, hints, w)))
      return failure();

    llvm::SmallVector<char, 0> body;
    EncodingWriter bw(body);
    values.clear();
    scope.clear();
    nextValue = 0;
    debug.beginFunction(fn.slot);
    Region &region = op->getRegion(0);
    if (region.empty())
      return op->emitError() << "entry without a body";
    if (!region.hasOneBlock())
      return op->emitError() << "an entry body must be a single block";
    for (BlockArgument arg : region.front().getArguments())
      number(arg);
    for (Operation &nested : region.front())
      if (failed(writeOp(&nested, bw)))
        return failure();
    debug.beginFunction(0);
    w.writeVarInt(body.size());
    w.writeBytes(body);
  }
  w.alignTo(8);
  appendSection(out, section::Func, payload, w.getRequiredAlignment());
  return success();
}

LogicalResult ModuleWriter::writeOp(Operation *op, EncodingWriter &w) {
  const OpDesc *desc = getDesc(op);
  if (!desc || desc->opClass != OpClass::Body)
    return op->emitError() << "'" << op->getName()
                           << "' cannot appear inside a function body in "
                              "Tile IR bytecode";
  if (desc->since > version)
    return op->emitError() << "'" << op->getName()
                           << "' requires bytecode version " << desc->since.str()
                           << ", but the target is " << version.str();

  llvm::SmallVector<int32_t> segments;
  if (desc->segmentedOperands) {
    auto attr = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    if (!attr)
      return op->emitError() << "missing operand segment sizes";
    segments.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
    size_t groups = llvm::count_if(desc->fields, [](const FieldDesc &f) {
      return isOperandKind(f.kind);
    });
    if (segments.size() != groups)
      return op->emitError() << "has " << segments.size()
                             << " operand groups, the bytecode layout of '"
                             << op->getName() << "' has " << groups;
  }

  w.writeVarInt(desc->opcode);
  debug.addOp(op->getLoc());

  llvm::SmallVector<Value> numbered;
  if (failed(writeResults(op, *desc, w, numbered)) ||
      failed(writeFlags(op, *desc, w, segments)) ||
      failed(writeAttributes(op, *desc, w)) ||
      failed(writeOperands(op, *desc, w, segments)))
    return failure();

  if (desc->numRegions != op->getNumRegions())
    return op->emitError() << "has " << op->getNumRegions()
                           << " regions, the bytecode layout expects "
                           << desc->numRegions;
  if (desc->numRegions) {
    w.writeVarInt(op->getNumRegions());
    for (Region &region : op->getRegions())
      if (failed(writeRegion(region, w)))
        return failure();
  }
  // Results are numbered after the op's regions: values inside a region
  // never see the op's own results.
  for (Value v : numbered)
    number(v);
  return success();
}

LogicalResult ModuleWriter::writeResults(Operation *op, const OpDesc &desc,
                                         EncodingWriter &w,
                                         llvm::SmallVectorImpl<Value> &numbered) {
  bool variadic = llvm::any_of(desc.fields, [](const FieldDesc &f) {
    return f.kind == FieldKind::VariadicResults;
  });
  if (variadic) {
    for (Value v : op->getResults())
      numbered.push_back(v);
  } else {
    unsigned index = 0;
    for (const FieldDesc &f : desc.fields) {
      if (f.kind != FieldKind::Result)
        continue;
      if (index >= op->getNumResults())
        break;
      Value v = op->getResult(index++);
      if (desc.sinceOf(f) <= version) {
        numbered.push_back(v);
      } else if (!v.use_empty()) {
        return op->emitError()
               << "result '" << f.name << "' requires bytecode version "
               << desc.sinceOf(f).str() << " but is used, and the target is "
               << version.str();
      }
    }
    unsigned expected = llvm::count_if(desc.fields, [](const FieldDesc &f) {
      return f.kind == FieldKind::Result;
    });
    if (op->getNumResults() != expected)
      return op->emitError() << "has " << op->getNumResults()
                             << " results, the bytecode layout of '"
                             << op->getName() << "' has " << expected;
  }
  if (desc.writesResultCount)
    w.writeVarInt(numbered.size());
  for (Value v : numbered)
    if (failed(writeTypeRef(v.getType(), op->getLoc(), w)))
      return failure();
  return success();
}

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

/// Operand group sizes, whether or not the op has segments.
static size_t operandGroupSize(llvm::ArrayRef<int32_t> segments,
                               unsigned groupIndex) {
  return groupIndex < segments.size() ? segments[groupIndex] : 0;
}

LogicalResult ModuleWriter::writeFlags(Operation *op, const OpDesc &desc,
                                       EncodingWriter &w,
                                       llvm::ArrayRef<int32_t> segments) {
  if (!desc.hasFlags)
    return success();
  uint64_t flags = 0;
  unsigned group = 0;
  for (const FieldDesc &f : desc.fields) {
    bool isOperand = isOperandKind(f.kind);
    unsigned myGroup = isOperand ? group++ : 0;
    if (f.flagBit < 0)
      continue;
    bool present = isOperand ? operandGroupSize(segments, myGroup) != 0
                             : static_cast<bool>(op->getAttr(f.name));
    if (!present)
      continue;
    if (desc.sinceOf(f) > version)
      return op->emitError()
             << (isOperand ? "optional operand '" : "attribute '") << f.name
             << "' requires bytecode version " << desc.sinceOf(f).str()
             << ", but the target is " << version.str();
    flags |= uint64_t(1) << f.flagBit;
  }
  if (desc.flagsSince.isNull() || version >= desc.flagsSince)
    w.writeVarInt(flags);
  return success();
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
    if (!attr)
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
    uint64_t index;
    if (failed(constants.getIndex(d, index, op->getLoc())))
      return failure();
    w.writeVarInt(index);
    return success();
  }
  case FieldKind::Predicate:
    return writeSelfContained(op, attr, w);
  case FieldKind::Array: {
    auto a = dyn_cast<ArrayAttr>(attr);
    if (!a)
      return wrongKind("an array");
    w.writeVarInt(a.size());
    for (Attribute element : a)
      if (failed(writeSelfContained(op, element, w)))
        return failure();
    return success();
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
    uint64_t index;
    if (failed(constants.getIndex(d, index, op->getLoc())))
      return failure();
    w.writeVarInt(index);
    return success();
  }
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    tag(AttrTag::Array);
    w.writeVarInt(a.size());
    for (Attribute element : a)
      if (failed(writeSelfContained(op, element, w)))
        return failure();
    return success();
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

LogicalResult ModuleWriter::writeOperands(Operation *op, const OpDesc &desc,
                                          EncodingWriter &w,
                                          llvm::ArrayRef<int32_t> segments) {
  if (desc.segmentedOperands) {
    unsigned group = 0, offset = 0;
    for (const FieldDesc &f : desc.fields) {
      if (!isOperandKind(f.kind))
        continue;
      int32_t size = segments[group++];
      if (size < 0 || offset + size > op->getNumOperands())
        return op->emitError() << "operand segment sizes do not match the "
                                  "operands";
      OperandRange range = op->getOperands().slice(offset, size);
      offset += size;
      if (f.kind == FieldKind::Operand && size != 1)
        return op->emitError() << "operand group '" << f.name
                               << "' must have exactly one value";
      if (f.kind == FieldKind::OptionalOperand && size > 1)
        return op->emitError() << "optional operand '" << f.name
                               << "' has more than one value";
      if (f.kind == FieldKind::VariadicOperand)
        w.writeVarInt(size);
      for (Value v : range)
        if (failed(writeValue(op, v, w)))
          return failure();
    }
    return success();
  }
  unsigned fixed = 0;
  bool open = false;
  for (const FieldDesc &f : desc.fields) {
    if (f.kind == FieldKind::Operand)
      ++fixed;
    else if (isOperandKind(f.kind))
      open = true;
  }
  if (open) {
    if (op->getNumOperands() < fixed)
      return op->emitError() << "expected at least " << fixed << " operands";
    w.writeVarInt(op->getNumOperands());
  } else if (op->getNumOperands() != fixed) {
    return op->emitError() << "has " << op->getNumOperands()
                           << " operands, the bytecode layout of '"
                           << op->getName() << "' has " << fixed;
  }
  for (Value v : op->getOperands())
    if (failed(writeValue(op, v, w)))
      return failure();
  return success();
}

LogicalResult ModuleWriter::writeRegion(Region &region, EncodingWriter &w) {
  w.writeVarInt(region.getBlocks().size());
  for (Block &block : region) {
    size_t mark = scope.size();
    uint64_t markValue = nextValue;
    w.writeVarInt(block.getNumArguments());
    for (BlockArgument arg : block.getArguments()) {
      if (failed(writeTypeRef(arg.getType(), arg.getLoc(), w)))
        return failure();
      number(arg);
    }
    w.writeVarInt(block.getOperations().size());
    for (Operation &op : block)
      if (failed(writeOp(&op, w)))
        return failure();
    // Values of this block go out of scope; their numbers are reused.
    while (scope.size() > mark) {
      values.erase(scope.back());
      scope.pop_back();
    }
    nextValue = markValue;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

LogicalResult writeBytecode(llvm::SmallVectorImpl<char> &buffer,
                            Operation *module, Version version) {
  llvm::SmallVector<char, 0> out;
  ModuleWriter writer(version);
  if (failed(writer.write(module, out)))
    return failure();
  buffer.append(out.begin(), out.end());
  return success();
}

LogicalResult writeBytecode(llvm::raw_ostream &os, Operation *module,
                            Version version) {
  llvm::SmallVector<char, 0> buffer;
  if (failed(writeBytecode(buffer, module, version)))
    return failure();
  os.write(buffer.data(), buffer.size());
  return success();
}

} // namespace cutile::bytecode
