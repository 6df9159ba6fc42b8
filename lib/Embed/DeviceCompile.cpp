//===- DeviceCompile.cpp - One TU's tile module to one target's cubin -----===//

#include "DeviceCompile.h"

#include "cutile/Backend/CompileModule.h"
#include "cutile/Bytecode/BytecodeWriter.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace cutile::embed {

std::string dumpPath(StringRef mainFile, StringRef arch, StringRef ext) {
  const char *dir = std::getenv("CUTILE_DUMP_DIR");
  if (!dir || !*dir)
    return "";
  SmallString<256> path(dir);
  sys::path::append(path, sys::path::filename(mainFile) + "." + arch + "." +
                              ext);
  return std::string(path);
}

static std::error_code writeFile(StringRef path,
                                 function_ref<void(raw_ostream &)> write) {
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (ec)
    return ec;
  write(os);
  os.close();
  return os.has_error() ? os.error() : std::error_code();
}

// A dump that cannot be written is worth a warning, never a failed build.
static void dump(ir::ModuleOp module, StringRef mainFile, StringRef arch,
                 StringRef ext, function_ref<void(raw_ostream &)> write) {
  std::string path = dumpPath(mainFile, arch, ext);
  if (path.empty())
    return;
  sys::fs::create_directories(sys::path::parent_path(path));
  std::error_code ec = writeFile(path, write);
  if (!ec)
    return;
  mlir::emitWarning(module.getLoc())
      << "cannot write '" << path << "': " << ec.message();
}

// An output the user asked for: failing to write it fails the compile.
static mlir::LogicalResult emitOutput(ir::ModuleOp module, StringRef path,
                                      function_ref<void(raw_ostream &)> write) {
  if (path.empty())
    return mlir::success();
  std::error_code ec = writeFile(path, write);
  if (!ec)
    return mlir::success();
  return mlir::emitError(module.getLoc())
         << "cannot write '" << path << "': " << ec.message();
}

bytecode::WriteOptions bytecodeOptions(const DeviceTarget &target) {
  bytecode::WriteOptions options{target.version};
  options.dropNewerPromises = true;
  return options;
}

void chooseBackend(DeviceTarget &target, const ToolkitInfo &toolkit) {
  // A toolkit keeps its own release's back end: --cuda-path at a 13.4
  // toolkit runs that toolkit's tileiras 13.4 on 13.4 bytecode, whichever
  // tileiras the build found. $CUTILE_TILEIRAS still overrides it.
  target.tileiras.clear();
  const char *env = std::getenv("CUTILE_TILEIRAS");
  if ((!env || !*env) && !toolkit.root.empty()) {
    SmallString<256> own(toolkit.root);
    sys::path::append(own, "bin", "tileiras");
    if (sys::fs::can_execute(own) && !sys::fs::is_directory(own))
      target.tileiras = std::string(own);
  }
  bytecode::Version release =
      backend::versionForCudaRelease(toolkit.cudartVersion);
  target.version = release;
  Expected<std::string> tileiras = backend::findTileiras(target.tileiras);
  if (!tileiras) {
    // The compile reports it if it needs tileiras (-fcutile-emit=tilebc and
    // -fcutile-fatbin=tileir do not).
    consumeError(tileiras.takeError());
    return;
  }
  Expected<bytecode::Version> reads = backend::newestCommonVersion(*tileiras);
  if (!reads) {
    consumeError(reads.takeError());
    return;
  }
  target.version = std::min(*reads, release);
}

mlir::FailureOr<std::string> compileForTarget(ir::ModuleOp module,
                                              StringRef mainFile,
                                              const DeviceTarget &target) {
  dump(module, mainFile, target.arch, "mlir",
       [&](raw_ostream &os) { module->print(os); });
  dump(module, mainFile, target.arch, "tilebc", [&](raw_ostream &os) {
    (void)bytecode::writeBytecode(os, module, bytecodeOptions(target));
  });
  if (failed(emitOutput(module, target.mlirOut,
                        [&](raw_ostream &os) { module->print(os); })) ||
      failed(emitOutput(module, target.tilebcOut, [&](raw_ostream &os) {
        (void)bytecode::writeBytecode(os, module, bytecodeOptions(target));
      })))
    return mlir::failure();
  if (target.skipCubin)
    return std::string();
  // A call to a foreign SIMT function (CUDA 13.5 preview): tileiras 13.5
  // takes its code from a tile library (-l), which no tool of CUDA 13.5
  // makes; nvcc 13.5 -c fails there too ("failed to compile Tile IR
  // program"). Said at the call instead of tileiras' words.
  mlir::Operation *foreign = nullptr;
  module->walk([&](mlir::Operation *op) {
    if (!foreign && op->getName().getStringRef() == "cuda_tile.preview$call")
      foreign = op;
  });
  if (foreign) {
    auto callee = foreign->getAttrOfType<mlir::FlatSymbolRefAttr>("callee");
    return mlir::emitError(foreign->getLoc())
           << "not yet supported in tile code: compiling a call to the "
              "foreign SIMT function '"
           << (callee ? callee.getValue() : "?")
           << "' to a cubin (tileiras needs its code from a tile library, "
              "which CUDA 13.5 cannot make); -fcutile-emit=tilebc or "
              "-fcutile-emit=mlir write the module";
  }

  backend::TileirasOptions opts;
  opts.target = target.baseTarget;
  opts.lineInfo = target.lineInfo;
  opts.deviceDebug = target.deviceDebug;
  // tileiras refuses --device-debug above -O0, as ptxas refuses -g.
  if (target.deviceDebug)
    opts.optLevel = 0;
  opts.extraArgs = target.tileirasArgs;
  opts.tileirasPath = target.tileiras;
  mlir::FailureOr<std::string> cubin =
      backend::compileModule(module, opts, target.version);
  if (failed(cubin))
    return cubin;
  dump(module, mainFile, target.arch, "cubin",
       [&](raw_ostream &os) { os << *cubin; });
  if (failed(emitOutput(module, target.cubinOut,
                        [&](raw_ostream &os) { os << *cubin; })))
    return mlir::failure();
  return cubin;
}

} // namespace cutile::embed
