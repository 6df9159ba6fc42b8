//===- ModuleReader.h - State of the bytecode reader ------------*- C++ -*-===//
//
// Private to lib/Bytecode. The reader mirrors the writer (ModuleWriter.h)
// and is split the same way:
//   ReaderModule.cpp  header and sections, globals, functions, entry points
//   ReaderTables.cpp  the string, type and constant tables
//   ReaderDebug.cpp   the Debug section, turned back into MLIR locations
//   ReaderOps.cpp     an op: opcode, results, flags, operands, regions
//   ReaderAttrs.cpp   attributes: bare fields, self-contained, dictionaries
// Input is untrusted: every count is checked against the bytes left, every
// index against its table, every enum value against its cases, and the
// result is verified, so bad input ends in a diagnostic.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_BYTECODE_MODULEREADER_H
#define CUTILE_LIB_BYTECODE_MODULEREADER_H

#include "Format.h"
#include "cutile/Bytecode/Encoding.h"
#include "cutile/Bytecode/OpTable.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <array>
#include <optional>
#include <vector>

namespace cutile::bytecode::detail {

/// The location entries of one function in the Debug section.
struct DebugSlot {
  size_t begin = 0, end = 0, next = 0;
  bool known = false;
};

/// Whether an op's flags word has the bit of field `f` (optional operands,
/// optional and unit attributes).
inline bool hasFlag(uint64_t flags, const FieldDesc &f) {
  return f.flagBit >= 0 && (flags >> f.flagBit) & 1;
}

/// Reads one buffer of Tile IR bytecode into a `cuda_tile.module`.
class ModuleReader {
public:
  ModuleReader(mlir::MLIRContext &context, llvm::MemoryBufferRef buffer)
      : context(context),
        data(reinterpret_cast<const uint8_t *>(buffer.getBufferStart()),
             buffer.getBufferSize()),
        fileLoc(mlir::FileLineColLoc::get(&context,
                                          buffer.getBufferIdentifier().empty()
                                              ? "<bytecode>"
                                              : buffer.getBufferIdentifier(),
                                          0, 0)),
        builder(&context) {}

  mlir::OwningOpRef<mlir::Operation *> read();

private:
  // ReaderModule.cpp
  mlir::LogicalResult readHeaderAndSections();
  mlir::LogicalResult readGlobals(mlir::Block &moduleBody);
  mlir::LogicalResult readFunctions(mlir::Block &moduleBody);

  // ReaderTables.cpp
  mlir::LogicalResult readStrings();
  mlir::LogicalResult getString(EncodingReader &r, llvm::StringRef &result,
                                llvm::StringRef what);
  mlir::Type getType(uint64_t index, EncodingReader &r);
  mlir::Type readTypeRef(EncodingReader &r, llvm::StringRef what);
  mlir::LogicalResult parseType(uint64_t index, mlir::Type &result);
  mlir::FailureOr<mlir::DenseElementsAttr>
  getConstant(uint64_t index, mlir::Type type, EncodingReader &r);

  // ReaderDebug.cpp
  mlir::LogicalResult readDebug();
  mlir::FailureOr<mlir::Location> nextLoc(DebugSlot &slot, EncodingReader &r);
  mlir::FailureOr<mlir::Location> getDebugLoc(uint64_t index,
                                              EncodingReader &r,
                                              unsigned depth = 0);

  // ReaderOps.cpp
  mlir::LogicalResult readOp(EncodingReader &r, mlir::Block &block,
                             DebugSlot &slot);
  mlir::LogicalResult readRegion(EncodingReader &r, mlir::Region &region,
                                 DebugSlot &slot, mlir::Location loc);
  mlir::LogicalResult readResults(EncodingReader &r, const OpDesc &desc,
                                  llvm::StringRef opName,
                                  llvm::SmallVectorImpl<mlir::Type> &resultTypes,
                                  size_t &numNumbered);
  mlir::LogicalResult readFlags(EncodingReader &r, const OpDesc &desc,
                                llvm::StringRef opName, uint64_t &flags);
  mlir::LogicalResult readOperands(EncodingReader &r, const OpDesc &desc,
                                   uint64_t flags,
                                   llvm::SmallVectorImpl<mlir::Value> &operands,
                                   mlir::NamedAttrList &attributes);
  mlir::LogicalResult readValue(EncodingReader &r, mlir::Value &result);

  // ReaderAttrs.cpp
  mlir::LogicalResult readAttributes(EncodingReader &r, const OpDesc &desc,
                                     mlir::RegisteredOperationName registered,
                                     uint64_t flags,
                                     llvm::ArrayRef<mlir::Type> resultTypes,
                                     mlir::NamedAttrList &attributes);
  mlir::LogicalResult readAttrValue(EncodingReader &r, const FieldDesc &f,
                                    llvm::ArrayRef<mlir::Type> resultTypes,
                                    mlir::Attribute &result);
  mlir::LogicalResult readSelfContained(EncodingReader &r,
                                        mlir::Attribute &result,
                                        unsigned depth = 0);
  mlir::LogicalResult readDictionary(EncodingReader &r,
                                     mlir::DictionaryAttr &result,
                                     unsigned depth);
  mlir::LogicalResult readBool(EncodingReader &r, llvm::StringRef what,
                               mlir::Attribute &result);
  mlir::LogicalResult readArray(EncodingReader &r, llvm::StringRef countWhat,
                                unsigned elementDepth,
                                mlir::Attribute &result);
  mlir::LogicalResult readHints(EncodingReader &r, unsigned depth,
                                mlir::Attribute &result);

  mlir::InFlightDiagnostic emitError() { return mlir::emitError(fileLoc); }

  mlir::MLIRContext &context;
  llvm::ArrayRef<uint8_t> data;
  mlir::Location fileLoc;
  mlir::OpBuilder builder;
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
  std::vector<mlir::Type> typeCache;
  llvm::DenseSet<uint64_t> typesInProgress;
  std::vector<std::optional<mlir::Location>> debugCache;
  llvm::DenseSet<uint64_t> debugInProgress;
  llvm::SmallVector<uint64_t> debugFirst, debugIndices;
  std::optional<llvm::StringRef> producer;

  // Values in scope, by number: a block's values are dropped when it ends.
  std::vector<mlir::Value> values;
};

} // namespace cutile::bytecode::detail

#endif // CUTILE_LIB_BYTECODE_MODULEREADER_H
