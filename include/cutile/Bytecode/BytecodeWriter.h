//===- BytecodeWriter.h - cuda_tile module to Tile IR bytecode --*- C++ -*-===//
//
// Writes a `cuda_tile.module` as the Tile IR bytecode tileiras reads, byte for
// byte what NVIDIA's own writer produces for the same module. Anything the
// target version cannot express (an op, type, attribute, enum value or operand
// it lacks) is reported at the op's location and nothing is written.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BYTECODE_BYTECODEWRITER_H
#define CUTILE_BYTECODE_BYTECODEWRITER_H

#include "cutile/Bytecode/Version.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

namespace cutile::bytecode {

/// How to write a module.
struct WriteOptions {
  Version version = kDefaultVersion;
  /// Marks the module as carrying preview content (the header's tag 1), as
  /// nvcc 13.5 does for `--tile-preview` code; NVIDIA's tools then read it
  /// only with the matching `--preview=<feature>`. Only valid at
  /// kNewestVersion: other versions are an error.
  bool preview = false;
  /// Bool-array promises (`inbounds`) that the target version cannot carry
  /// are left out instead of being an error: the op then means the same,
  /// checked at run time. The compiler sets it, so that a toolkit whose
  /// tileiras reads only older bytecode still compiles what code
  /// generation annotated for the newest.
  bool dropNewerPromises = false;
};

/// `module` must be a `cuda_tile.module` (a `cutile::ir::ModuleOp` converts
/// implicitly). On failure the diagnostics have been emitted and `os` is left
/// untouched.
mlir::LogicalResult writeBytecode(llvm::raw_ostream &os, mlir::Operation *module,
                                  Version version = kDefaultVersion);

/// Same, into a buffer (what the back end hands to tileiras).
mlir::LogicalResult writeBytecode(llvm::SmallVectorImpl<char> &buffer,
                                  mlir::Operation *module,
                                  Version version = kDefaultVersion);

mlir::LogicalResult writeBytecode(llvm::raw_ostream &os, mlir::Operation *module,
                                  const WriteOptions &options);
mlir::LogicalResult writeBytecode(llvm::SmallVectorImpl<char> &buffer,
                                  mlir::Operation *module,
                                  const WriteOptions &options);

} // namespace cutile::bytecode

#endif // CUTILE_BYTECODE_BYTECODEWRITER_H
