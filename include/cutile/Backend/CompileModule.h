//===- CompileModule.h - cuda_tile module to cubin --------------*- C++ -*-===//
//
// The MLIR face of the back end: writes a verified cuda_tile.module as
// bytecode in memory, runs tileiras on it, and turns what tileiras says back
// into MLIR diagnostics on the ops it is about.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BACKEND_COMPILEMODULE_H
#define CUTILE_BACKEND_COMPILEMODULE_H

#include "cutile/Backend/Tileiras.h"
#include "cutile/Bytecode/Version.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace mlir {
class Operation;
} // namespace mlir

namespace cutile::ir {
class ModuleOp;
} // namespace cutile::ir

namespace cutile::backend {

/// Maps tileiras diagnostics onto the ops of a module. tileiras 13.4 names
/// the op (`'cuda_tile.tanh' op ...`) but not where it is, so a diagnostic
/// goes to the one op of that name; when several could be meant it goes to
/// the first and notes point at the others. A `file:line:col` (should a
/// tileiras print one) picks the op at that position.
class OpErrorLocator : public ErrorLocator {
public:
  /// `what` ends the note that says where the message came from, e.g.
  /// "tileiras for sm_100".
  OpErrorLocator(mlir::Operation *root, std::string what);
  ~OpErrorLocator() override;

  bool locate(const TileirasDiagnostic &diag) override;

  /// Emits the diagnostic still being built (notes are attached to it as
  /// they arrive). Called by the destructor too.
  void flush();

private:
  mlir::Operation *root;
  std::string what;
  std::optional<mlir::InFlightDiagnostic> pending;
};

/// The newest bytecode version that both our writer and `tileiras` read
/// (its `--list-versions`): 13.5 for tileiras 13.5, 13.4 for 13.4. Asked once
/// per binary and process.
llvm::Expected<bytecode::Version> newestCommonVersion(llvm::StringRef tileiras);

/// The bytecode version the nvcc of a CUDA release writes, from its
/// CUDART_VERSION (13040 -> 13.4), kept within what we write; 0 (unknown)
/// gives our newest. For when no tileiras is at hand to ask.
bytecode::Version versionForCudaRelease(unsigned cudartVersion);

/// Compiles `module` to a cubin. Errors, from the bytecode writer, from
/// option checks or from tileiras, are emitted as MLIR diagnostics.
mlir::FailureOr<std::string>
compileModule(ir::ModuleOp module, const TileirasOptions &opts,
              bytecode::Version version = bytecode::kDefaultVersion);

} // namespace cutile::backend

#endif // CUTILE_BACKEND_COMPILEMODULE_H
