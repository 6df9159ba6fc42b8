//===- cutile-compile.cpp - Tile IR to cubin through tileiras -------------===//
//
//   cutile-compile kernel.mlir --gpu-name sm_100 -O3 --lineinfo -o k.cubin
//   cutile-compile kernel.tilebc --gpu-name sm_90 -o k.cubin
//
// Text input is parsed with the cuda_tile dialect and written as bytecode in
// memory; bytecode input (recognised by its magic number) goes to tileiras
// as it is. tileiras's complaints come back as diagnostics at the ops they
// are about.
//
//===----------------------------------------------------------------------===//

#include "cutile/Backend/Cache.h"
#include "cutile/Backend/CompileModule.h"
#include "cutile/Backend/Tileiras.h"
#include "cutile/Bytecode/Version.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
namespace be = cutile::backend;

static cl::OptionCategory category("cutile-compile options");

static cl::opt<std::string> inputFile(cl::Positional, cl::init("-"),
                                      cl::desc("<input .mlir or .tilebc>"),
                                      cl::cat(category));
static cl::opt<std::string> outputFile("o", cl::desc("Output cubin"),
                                       cl::value_desc("file"),
                                       cl::cat(category));
static cl::opt<std::string>
    gpuName("gpu-name", cl::init("sm_100"),
            cl::desc("Target: sm_80, 86, 87, 89, 90, 100, 103, 110, 120, 121"),
            cl::cat(category));
static cl::alias gpuNameArch("arch", cl::aliasopt(gpuName),
                             cl::desc("Alias for --gpu-name"));
static cl::opt<unsigned> optLevel("O", cl::Prefix, cl::init(3),
                                  cl::desc("Optimization level 0..3 (default "
                                           "3, 0 with --device-debug)"),
                                  cl::cat(category));
static cl::opt<bool> lineInfo("lineinfo", cl::desc("Emit line information"),
                              cl::cat(category));
static cl::opt<bool> deviceDebug("device-debug",
                                 cl::desc("Emit full debug information"),
                                 cl::cat(category));
static cl::alias deviceDebugG("g", cl::aliasopt(deviceDebug),
                              cl::desc("Alias for --device-debug"));
static cl::opt<std::string>
    tileirasPath("tileiras", cl::desc("The tileiras to run (default: "
                                      "$CUTILE_TILEIRAS, the build's, PATH)"),
                 cl::value_desc("path"), cl::cat(category));
static cl::opt<unsigned> timeout("timeout", cl::init(0),
                                 cl::desc("Kill tileiras after this many "
                                          "seconds (0: never)"),
                                 cl::cat(category));
static cl::list<std::string>
    xTileiras("Xtileiras", cl::desc("Pass an argument on to tileiras"),
              cl::value_desc("arg"), cl::cat(category));
static cl::opt<std::string>
    bytecodeVersion("bytecode-version",
                    cl::desc("Bytecode version written for text input "
                             "(default: the newest that both we and the "
                             "tileiras to run read)"),
                    cl::value_desc("13.x"), cl::cat(category));
static cl::opt<bool>
    tileirasInfo("tileiras-info",
                 cl::desc("Print which tileiras would run, its release and "
                          "the bytecode versions it reads, then exit"),
                 cl::cat(category));
static cl::opt<std::string>
    cacheDir("cache-dir",
             cl::desc("Compile cache directory, or 'off' (default: "
                      "$CUTILE_CACHE_DIR, $XDG_CACHE_HOME/cutile, "
                      "~/.cache/cutile)"),
             cl::value_desc("dir"), cl::cat(category));
static cl::opt<bool> verbose("v", cl::desc("Show the tileiras command line"),
                             cl::cat(category));

static int fail(const Twine &msg) {
  WithColor::error(errs(), "cutile-compile") << msg << '\n';
  return 1;
}

static bool isBytecode(StringRef bytes) {
  return bytes.starts_with(StringRef("\x7FTileIR\0", 8));
}

static std::string defaultOutput() {
  if (inputFile == "-")
    return "-";
  SmallString<128> out(inputFile);
  sys::path::replace_extension(out, "cubin");
  return std::string(out);
}

// Parses text with the cuda_tile dialect and compiles its one module;
// diagnostics (the parser's, the verifier's, the writer's, tileiras's mapped
// onto ops) are printed with the source line they point at.
static FailureOr<std::string> compileText(std::unique_ptr<MemoryBuffer> buffer,
                                          const be::TileirasOptions &opts) {
  cutile::bytecode::Version version = cutile::bytecode::kDefaultVersion;
  if (bytecodeVersion.empty()) {
    // What the tileiras that will run reads; when it cannot be asked, the
    // compile itself reports why.
    if (Expected<std::string> path = be::findTileiras(opts.tileirasPath)) {
      if (Expected<cutile::bytecode::Version> v =
              be::newestCommonVersion(*path))
        version = *v;
      else
        consumeError(v.takeError());
    } else {
      consumeError(path.takeError());
    }
  } else {
    std::optional<cutile::bytecode::Version> v =
        cutile::bytecode::Version::parse(bytecodeVersion);
    if (!v) {
      fail("unsupported bytecode version '" + bytecodeVersion +
           "'; supported: " + cutile::bytecode::getSupportedVersionList());
      return failure();
    }
    version = *v;
  }

  mlir::DialectRegistry registry;
  registry.insert<cutile::ir::CudaTileDialect>();
  mlir::MLIRContext context(registry);
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);

  mlir::OwningOpRef<mlir::ModuleOp> top =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!top)
    return failure();
  SmallVector<cutile::ir::ModuleOp> modules(
      top->getBody()->getOps<cutile::ir::ModuleOp>());
  if (modules.size() != 1) {
    mlir::emitError(top->getLoc())
        << "expected exactly one cuda_tile.module, found " << modules.size();
    return failure();
  }
  return be::compileModule(modules.front(), opts, version);
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv,
                              "compile Tile IR to a cubin with tileiras\n");

  be::TileirasOptions opts;
  opts.target = gpuName;
  // Like nvcc -G: full debug info without an explicit -O means -O0.
  opts.optLevel =
      deviceDebug && optLevel.getNumOccurrences() == 0 ? 0 : optLevel;
  opts.lineInfo = lineInfo;
  opts.deviceDebug = deviceDebug;
  opts.extraArgs.assign(xTileiras.begin(), xTileiras.end());
  opts.timeoutSeconds = timeout;
  opts.tileirasPath = tileirasPath;
  opts.cacheDir = cacheDir;
  if (verbose)
    opts.log = &errs();
  if (tileirasInfo) {
    Expected<std::string> path = be::findTileiras(tileirasPath);
    if (!path)
      return fail(toString(path.takeError()));
    Expected<std::string> release = be::getTileirasVersion(*path);
    if (!release)
      return fail(toString(release.takeError()));
    auto versions = be::getTileirasBytecodeVersions(*path);
    if (!versions)
      return fail(toString(versions.takeError()));
    outs() << "tileiras: " << *path << "\nrelease: " << *release
           << "\nbytecode versions:";
    for (const std::string &v : *versions)
      outs() << ' ' << v;
    // What text input is written as (--bytecode-version aside).
    if (Expected<cutile::bytecode::Version> v = be::newestCommonVersion(*path))
      outs() << "\nbytecode written: " << v->str();
    else
      outs() << "\nbytecode written: none (" << toString(v.takeError()) << ")";
    std::string cache = be::cacheDirectory(cacheDir);
    outs() << "\ncompile cache: " << (cache.empty() ? "off" : cache) << '\n';
    return 0;
  }

  // Option mistakes are reported before anything is read or run.
  if (Error err = be::checkOptions(opts))
    return fail(toString(std::move(err)));

  ErrorOr<std::unique_ptr<MemoryBuffer>> input =
      MemoryBuffer::getFileOrSTDIN(inputFile, /*IsText=*/false);
  if (!input)
    return fail("cannot read '" + inputFile + "': " +
                input.getError().message());
  StringRef bytes = (*input)->getBuffer();
  std::string cubin;
  if (isBytecode(bytes)) {
    Expected<std::string> result = be::compileToCubin(
        ArrayRef<char>(bytes.data(), bytes.size()), opts);
    if (!result)
      return fail(toString(result.takeError()));
    cubin = std::move(*result);
  } else {
    FailureOr<std::string> result = compileText(std::move(*input), opts);
    if (failed(result))
      return 1;
    cubin = std::move(*result);
  }

  std::string outPath = outputFile.empty() ? defaultOutput() : outputFile;
  std::error_code ec;
  ToolOutputFile out(outPath, ec, sys::fs::OF_None);
  if (ec)
    return fail("cannot write '" + outPath + "': " + ec.message());
  out.os() << cubin;
  out.keep();
  return 0;
}
