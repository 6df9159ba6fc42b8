//===- WriterModule.cpp - cuda_tile module to Tile IR bytecode ------------===//
//
// The module is written in the section order NVIDIA's writer uses, and the
// string, type and constant tables are numbered by first use in that same
// order, so the output is byte-identical to theirs (docs/bytecode-format.md).
// This file writes the header, the sections and the globals and functions;
// an op's own encoding is in WriterOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "cutile/Bytecode/BytecodeWriter.h"

#include "DialectBridge.h"
#include "ModuleWriter.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace cutile::bytecode {
namespace detail {

static constexpr llvm::StringLiteral kOpPrefix = "cuda_tile.";

static std::optional<llvm::StringRef> getMnemonic(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  if (!name.consume_front(kOpPrefix))
    return std::nullopt;
  return name;
}

const OpDesc *getDesc(Operation *op) {
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
  // A preview op makes the module preview content whether or not the caller
  // asked (nvcc 13.5 tags exactly the modules with a preview$call).
  module->walk([&](Operation *op) {
    if (op->getName().getStringRef().starts_with("cuda_tile.preview$"))
      preview = true;
  });
  if (preview && version != kNewestVersion)
    return module->emitError()
           << "a module with preview content can only be written at bytecode "
              "version "
           << kNewestVersion.str() << ", not " << version.str();
  if (failed(checkModule(module)))
    return failure();

  EncodingWriter header(out);
  header.writeBytes(llvm::StringRef(reinterpret_cast<const char *>(kMagic),
                                    sizeof(kMagic)));
  header.writeByte(version.major);
  header.writeByte(version.minor);
  header.writeLE<uint16_t>(preview ? headertag::Preview : headertag::None);

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
    if (failed(writeConstantRef(value, g->getLoc(), w)))
      return failure();
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
    if (version >= kFunctionAttrsVersion) {
      // From 13.5 the hints are always there (empty when the entry has
      // none), followed by the argument attributes, which NVIDIA's verifier
      // limits to dialect attributes and nvcc writes as an empty array.
      w.writeByte(flags);
      w.writeVarInt(fn.slot);
      if (hints) {
        if (failed(writeSelfContained(op, hints, w)))
          return failure();
      } else {
        w.writeVarInt(static_cast<uint64_t>(AttrTag::OptimizationHints));
        w.writeVarInt(0);
      }
      w.writeVarInt(static_cast<uint64_t>(AttrTag::Array));
      w.writeVarInt(0);
    } else {
      if (hints)
        flags |= funcflags::HasHints;
      w.writeByte(flags);
      w.writeVarInt(fn.slot);
      if (hints && failed(writeSelfContained(op, hints, w)))
        return failure();
    }

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

} // namespace detail

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

LogicalResult writeBytecode(llvm::SmallVectorImpl<char> &buffer,
                            Operation *module, Version version) {
  return writeBytecode(buffer, module, WriteOptions{version, false});
}

LogicalResult writeBytecode(llvm::SmallVectorImpl<char> &buffer,
                            Operation *module, const WriteOptions &options) {
  llvm::SmallVector<char, 0> out;
  detail::ModuleWriter writer(options);
  if (failed(writer.write(module, out)))
    return failure();
  buffer.append(out.begin(), out.end());
  return success();
}

LogicalResult writeBytecode(llvm::raw_ostream &os, Operation *module,
                            Version version) {
  return writeBytecode(os, module, WriteOptions{version, false});
}

LogicalResult writeBytecode(llvm::raw_ostream &os, Operation *module,
                            const WriteOptions &options) {
  llvm::SmallVector<char, 0> buffer;
  if (failed(writeBytecode(buffer, module, options)))
    return failure();
  os.write(buffer.data(), buffer.size());
  return success();
}

} // namespace cutile::bytecode
