//===- ModuleWriter.h - State of the bytecode writer ------------*- C++ -*-===//
//
// Private to lib/Bytecode. The writer is one class split over several files
// by what they encode, so that each can be read on its own:
//   WriterModule.cpp  header, section order, globals, functions, entry points
//   WriterTables.cpp  the constant and type tables (type tags, validation)
//   WriterDebug.cpp   the Debug section built from MLIR locations
//   WriterOps.cpp     an op: opcode, results, flags, operands, regions
//   WriterAttrs.cpp   attributes: bare fields, self-contained, dictionaries
// The tables are numbered by first use, so the order in which these files
// call into them is part of the format (docs/bytecode-format.md §2).
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_BYTECODE_MODULEWRITER_H
#define CUTILE_LIB_BYTECODE_MODULEWRITER_H

#include "Format.h"
#include "cutile/Bytecode/BytecodeWriter.h"
#include "cutile/Bytecode/Encoding.h"
#include "cutile/Bytecode/OpTable.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <vector>

namespace cutile::bytecode::detail {

/// The layout of a `cuda_tile` op, or null for any other op.
const OpDesc *getDesc(mlir::Operation *op);

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
  mlir::LogicalResult getIndex(mlir::DenseElementsAttr attr, uint64_t &index,
                               mlir::Location loc);
  llvm::ArrayRef<llvm::SmallVector<char, 0>> entries() const { return list; }

private:
  llvm::DenseMap<mlir::Attribute, uint64_t> map;
  llvm::SmallVector<llvm::SmallVector<char, 0>> list;
};

/// Types, numbered so that a type's components precede it.
class TypeTable {
public:
  explicit TypeTable(Version version) : version(version) {}

  /// Validates `type` for the target version (reporting at `loc`) and
  /// returns its index.
  mlir::FailureOr<uint64_t> getIndex(mlir::Type type, mlir::Location loc) {
    if (mlir::failed(validate(type, type, loc)))
      return mlir::failure();
    return getIndexUnchecked(type);
  }

  uint64_t getIndexUnchecked(mlir::Type type);
  llvm::ArrayRef<mlir::Type> entries() const { return list; }
  mlir::LogicalResult writeEntry(mlir::Type type, EncodingWriter &writer);

private:
  mlir::LogicalResult validate(mlir::Type type, mlir::Type outer,
                               mlir::Location loc);

  Version version;
  llvm::DenseMap<mlir::Type, uint64_t> map;
  llvm::SmallVector<mlir::Type> list;
  llvm::DenseSet<mlir::Type> validated;
};

/// Builds the Debug section from plain MLIR locations: a compile unit, one
/// subprogram per function, a loc record per located op (see §9 of
/// docs/bytecode-format.md). Records are numbered the way NVIDIA's writer
/// numbers the equivalent `#cuda_tile.di_*` attributes.
class DebugInfoBuilder {
public:
  DebugInfoBuilder(StringTable &strings, Version version)
      : strings(strings), version(version) {}

  void setModuleLocation(mlir::Location loc) { moduleFile = findFileLoc(loc); }

  /// Registers a function; returns its slot (0 when it gets no debug info).
  uint64_t addFunction(mlir::Operation *func, llvm::StringRef name);

  /// Selects the function whose ops are being written (0: none).
  void beginFunction(uint64_t slot) { currentSlot = slot; }

  void addOp(mlir::Location loc);

  void writeSection(llvm::SmallVectorImpl<char> &out);

private:
  struct Record {
    DebugTag tag;
    std::string s1, s2;
    uint64_t a = 0, b = 0, c = 0;
  };

  static std::optional<mlir::FileLineColRange> findFileLoc(mlir::Location loc);
  uint64_t intern(Record r);
  uint64_t getFileFor(llvm::StringRef path);
  uint64_t getCompileUnitFile();
  uint64_t getSubprogram(uint64_t file, unsigned line, std::string name);
  uint64_t getLoc(uint64_t sp, std::string filename, unsigned line,
                  unsigned col);
  uint64_t getLocIndex(mlir::Location loc, uint64_t sp);

  StringTable &strings;
  Version version;
  std::optional<mlir::FileLineColRange> moduleFile;
  std::vector<Record> records;
  llvm::StringMap<uint64_t> index;
  std::vector<llvm::SmallVector<uint64_t>> slots;
  std::vector<uint64_t> spOfSlot;
  uint64_t currentSlot = 0;
};

/// Writes one `cuda_tile.module` for one target version.
class ModuleWriter {
public:
  explicit ModuleWriter(const WriteOptions &options)
      : version(options.version), preview(options.preview),
        dropNewerPromises(options.dropNewerPromises), types(version),
        debug(strings, version) {}

  mlir::LogicalResult write(mlir::Operation *module,
                            llvm::SmallVectorImpl<char> &out);

private:
  struct FunctionInfo {
    mlir::Operation *op;
    uint64_t name, signature, slot;
  };

  // WriterModule.cpp
  mlir::LogicalResult checkModule(mlir::Operation *module);
  mlir::LogicalResult writeGlobals(llvm::ArrayRef<mlir::Operation *> globals,
                                   llvm::SmallVectorImpl<char> &out);
  mlir::LogicalResult writeFunctions(llvm::ArrayRef<FunctionInfo> functions,
                                     llvm::SmallVectorImpl<char> &out);

  // WriterOps.cpp
  mlir::LogicalResult writeOp(mlir::Operation *op, EncodingWriter &w);
  mlir::LogicalResult writeResults(mlir::Operation *op, const OpDesc &desc,
                                   EncodingWriter &w,
                                   llvm::SmallVectorImpl<mlir::Value> &numbered);
  mlir::LogicalResult writeFlags(mlir::Operation *op, const OpDesc &desc,
                                 EncodingWriter &w,
                                 llvm::ArrayRef<int32_t> segments);
  mlir::LogicalResult writeOperands(mlir::Operation *op, const OpDesc &desc,
                                    EncodingWriter &w,
                                    llvm::ArrayRef<int32_t> segments);
  mlir::LogicalResult writeRegion(mlir::Region &region, EncodingWriter &w);
  mlir::LogicalResult writeValue(mlir::Operation *user, mlir::Value v,
                                 EncodingWriter &w);
  void number(mlir::Value v) {
    values[v] = nextValue++;
    scope.push_back(v);
  }

  // WriterAttrs.cpp
  mlir::LogicalResult writeAttributes(mlir::Operation *op, const OpDesc &desc,
                                      EncodingWriter &w);
  mlir::LogicalResult writeAttrValue(mlir::Operation *op, const FieldDesc &f,
                                     mlir::Attribute attr, EncodingWriter &w);
  mlir::LogicalResult writeSelfContained(mlir::Operation *op,
                                         mlir::Attribute attr,
                                         EncodingWriter &w);
  mlir::LogicalResult writeDictionary(mlir::Operation *op,
                                      mlir::DictionaryAttr dict,
                                      EncodingWriter &w);
  mlir::LogicalResult writeArray(mlir::Operation *op, mlir::ArrayAttr array,
                                 EncodingWriter &w);

  mlir::LogicalResult writeTypeRef(mlir::Type type, mlir::Location loc,
                                   EncodingWriter &w) {
    mlir::FailureOr<uint64_t> index = types.getIndex(type, loc);
    if (mlir::failed(index))
      return mlir::failure();
    w.writeVarInt(*index);
    return mlir::success();
  }
  mlir::LogicalResult writeConstantRef(mlir::DenseElementsAttr value,
                                       mlir::Location loc, EncodingWriter &w) {
    uint64_t index;
    if (mlir::failed(constants.getIndex(value, index, loc)))
      return mlir::failure();
    w.writeVarInt(index);
    return mlir::success();
  }

  Version version;
  /// The header's preview tag (only at kNewestVersion).
  bool preview;
  /// See WriteOptions::dropNewerPromises.
  bool dropNewerPromises;
  StringTable strings;
  TypeTable types;
  ConstantTable constants;
  DebugInfoBuilder debug;

  // Value numbers of the function being written; a block's values go out
  // of scope (and their numbers are reused) when the block ends.
  llvm::DenseMap<mlir::Value, uint64_t> values;
  llvm::SmallVector<mlir::Value> scope;
  uint64_t nextValue = 0;
};

} // namespace cutile::bytecode::detail

#endif // CUTILE_LIB_BYTECODE_MODULEWRITER_H
