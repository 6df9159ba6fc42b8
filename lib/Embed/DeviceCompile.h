//===- DeviceCompile.h - One TU's tile module to one target's cubin -*- C++ -*-===//
//
// The MLIR half of a device cc1's work, kept out of the Clang-facing file:
// writes the CUTILE_DUMP_DIR files and runs the back end.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_EMBED_DEVICECOMPILE_H
#define CUTILE_LIB_EMBED_DEVICECOMPILE_H

#include "cutile/Bytecode/BytecodeWriter.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cutile::ir {
class ModuleOp;
} // namespace cutile::ir

namespace cutile::embed {

struct DeviceTarget {
  /// As the driver named it (`sm_90a`): the dump files carry this name.
  std::string arch;
  /// What tileiras compiles for (`sm_90`).
  std::string baseTarget;
  /// tileiras --lineinfo (the compilation has line tables).
  bool lineInfo = false;
  /// tileiras --device-debug at -O0 (the compilation has full debug info,
  /// as Clang gives the device at -O0 or with --cuda-noopt-device-debug).
  bool deviceDebug = false;
  /// Outputs asked for with -fcutile-emit (docs/driver.md): where the module
  /// text, its bytecode and the cubin go (`-` is stdout); empty: not asked.
  std::string mlirOut, tilebcOut, cubinOut;
  /// -fcutile-emit=mlir or =tilebc alone: tileiras need not run.
  bool skipCubin = false;
  /// Extra tileiras options (cutile-nvcc -Xtileiras).
  std::vector<std::string> tileirasArgs;
  /// The tileiras to run (empty: backend::findTileiras's order) and the
  /// bytecode version written for it, for the cubin and the fatbinary's
  /// Tile IR image alike (chooseBackend).
  std::string tileiras;
  bytecode::Version version = bytecode::kDefaultVersion;
};

/// The CUDA toolkit a translation unit is compiled against, as its runtime
/// headers say: CUDART_VERSION (13040 for 13.4; 0 when unknown) and the
/// directory above the `include/` that defines it (empty when unknown).
struct ToolkitInfo {
  unsigned cudartVersion = 0;
  std::string root;
};

/// How the pipeline writes bytecode for `target` (its version; promises
/// the version cannot carry are dropped).
bytecode::WriteOptions bytecodeOptions(const DeviceTarget &target);

/// Picks the tileiras and the bytecode version for `toolkit`
/// (docs/toolchain-setup.md): $CUTILE_TILEIRAS when set, else the toolkit's
/// own `bin/tileiras` when it has one, else the build's (findTileiras); the
/// version is the newest that we and that tileiras read, and not newer than
/// the toolkit's release. Without any tileiras, the toolkit's release alone.
void chooseBackend(DeviceTarget &target, const ToolkitInfo &toolkit);

/// Where `CUTILE_DUMP_DIR=<dir>` puts one file: `<dir>/<source file
/// name>.<arch>.<ext>`. Empty when the variable is unset.
std::string dumpPath(llvm::StringRef mainFile, llvm::StringRef arch,
                     llvm::StringRef ext);

/// Compiles `module` for `target` and returns the cubin. Errors are MLIR
/// diagnostics (the caller maps them to the source). With CUTILE_DUMP_DIR
/// set, the module (.mlir), its bytecode (.tilebc) and the cubin are
/// written there as well, and the -fcutile-emit outputs (a failure to
/// write them is an error). With skipCubin, returns an empty string without
/// running tileiras.
mlir::FailureOr<std::string> compileForTarget(ir::ModuleOp module,
                                              llvm::StringRef mainFile,
                                              const DeviceTarget &target);

} // namespace cutile::embed

#endif // CUTILE_LIB_EMBED_DEVICECOMPILE_H
