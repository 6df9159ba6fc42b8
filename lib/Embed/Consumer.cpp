//===- Consumer.cpp - The front-end half of embedding ---------------------===//
//
// Device cc1 (one per --cuda-gpu-arch): lowers the TU's tile kernels to a
// cuda_tile module, compiles it for the cc1's target and leaves the cubin in
// the handoff directory. Host cc1: takes the cubins of all targets, has
// `fatbinary` pack them and leaves the result for the host IR pass. Both run
// at the end of the TU, when template instantiation is complete.
//
//===----------------------------------------------------------------------===//

#include "DeviceCompile.h"
#include "Fatbinary.h"
#include "Handoff.h"
#include "HostState.h"
#include "cutile/Embed/Embed.h"
#include "TileSema.h"

#include "cutile/Backend/Tileiras.h"
#include "cutile/Bytecode/BytecodeWriter.h"
#include "cutile/CodeGenTile/CodeGenTile.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace cutile::embed {
namespace {

bool isTileKernel(const FunctionDecl *fd) {
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "cutile.tile_global")
        return true;
  return false;
}

// Only compilations that produce code do the work: -fsyntax-only and
// friends (every editor, most front-end tests) should not run tileiras.
bool emitsCode(const CompilerInstance &ci) {
  switch (ci.getFrontendOpts().ProgramAction) {
  case frontend::EmitAssembly:
  case frontend::EmitBC:
  case frontend::EmitLLVM:
  case frontend::EmitLLVMOnly:
  case frontend::EmitCodeGenOnly:
  case frontend::EmitObj:
    return true;
  default:
    return false;
  }
}

// The tile kernels this TU defines: the ones whose stubs the host registers
// and whose entries the device must provide. Template patterns are not code;
// their instantiations (implicit and explicit) are.
class KernelCollector : public RecursiveASTVisitor<KernelCollector> {
public:
  std::vector<const FunctionDecl *> kernels;
  llvm::SmallPtrSet<const FunctionDecl *, 8> seen;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *fd) {
    if (fd->isDependentContext() || !fd->doesThisDeclarationHaveABody() ||
        !isTileKernel(fd))
      return true;
    if (fd->getTemplateSpecializationKind() ==
        TSK_ExplicitInstantiationDeclaration)
      return true;
    if (seen.insert(fd->getCanonicalDecl()).second)
      kernels.push_back(fd);
    return true;
  }
};

// sm_90a -> 90; 0 for anything that is not sm_<digits>[suffix].
unsigned smNumber(llvm::StringRef arch) {
  if (!arch.consume_front("sm_"))
    return 0;
  llvm::StringRef digits = arch.take_while(llvm::isDigit);
  unsigned sm = 0;
  if (digits.empty() || digits.getAsInteger(10, sm))
    return 0;
  return sm;
}

// The toolkit whose runtime headers the TU includes: the value of
// CUDART_VERSION and the directory above the include/ whose header defines
// it (the launcher puts the --cuda-path toolkit's include/ first, so this is
// the toolkit the user chose).
ToolkitInfo toolkitInUse(Preprocessor &pp) {
  ToolkitInfo info;
  const MacroInfo *mi =
      pp.getMacroDefinition(pp.getIdentifierInfo("CUDART_VERSION"))
          .getMacroInfo();
  if (!mi)
    return info;
  if (mi->getNumTokens() == 1 &&
      mi->getReplacementToken(0).is(tok::numeric_constant)) {
    llvm::SmallString<16> buffer;
    if (pp.getSpelling(mi->getReplacementToken(0), buffer)
            .getAsInteger(10, info.cudartVersion))
      info.cudartVersion = 0;
  }
  SourceManager &sm = pp.getSourceManager();
  llvm::StringRef file =
      sm.getFilename(sm.getSpellingLoc(mi->getDefinitionLoc()));
  llvm::StringRef dir = llvm::sys::path::parent_path(file);
  if (llvm::sys::path::filename(dir) == "include")
    info.root = llvm::sys::path::parent_path(dir).str();
  return info;
}

// Options given with -Xclang -plugin-arg-cutile-embed -Xclang <option>: what
// the launcher's -fcutile-emit and cutile-nvcc ask of a device-only
// compilation (docs/driver.md). With an emit-* output the device cc1 writes
// it and hands nothing on to a host compilation, even under -fsyntax-only.
struct EmitOptions {
  std::string mlir, tilebc, cubin;
  /// Several targets in one invocation: each writes `<stem>.<arch><ext>`.
  bool perTarget = false;
  std::vector<std::string> tileirasArgs;

  bool any() const { return !mlir.empty() || !tilebc.empty() || !cubin.empty(); }
};
EmitOptions &emitOptions() {
  static EmitOptions o;
  return o;
}

// k.cubin -> k.sm_90.cubin for one of several targets.
std::string outputFor(llvm::StringRef path, llvm::StringRef arch) {
  if (path.empty() || path == "-" || !emitOptions().perTarget)
    return path.str();
  llvm::StringRef ext = llvm::sys::path::extension(path);
  return (path.drop_back(ext.size()) + "." + arch + ext).str();
}

class EmbedConsumer : public SemaConsumer {
  CompilerInstance &ci;
  Sema *sema = nullptr;

public:
  explicit EmbedConsumer(CompilerInstance &ci) : ci(ci) {}

  void InitializeSema(Sema &s) override { sema = &s; }
  void ForgetSema() override { sema = nullptr; }

  void HandleTranslationUnit(ASTContext &ctx) override {
    // The tile rules first, whichever plugin action Clang runs first: code
    // generation assumes what they check.
    cutile::sema::checkTranslationUnit(ctx, sema);
    DiagnosticsEngine &diags = ctx.getDiagnostics();
    if (diags.hasErrorOccurred())
      return;
    KernelCollector collector;
    collector.TraverseDecl(ctx.getTranslationUnitDecl());
    // An asked-for output is written even without kernels (nvcc's -tilecubin
    // gives a cubin then too): a script should not find a stale file.
    if (emitOptions().any() && ci.getLangOpts().CUDAIsDevice)
      return compileDevice(ctx, collector.kernels);
    if (collector.kernels.empty())
      return;
    const FunctionDecl *first = collector.kernels.front();
    if (ci.getLangOpts().GPURelocatableDeviceCode) {
      report(DiagnosticsEngine::Error, first->getLocation(),
             "tile kernels cannot be compiled with -fgpu-rdc: tile code is "
             "always whole-program; compile this file without -fgpu-rdc "
             "(other files of the program may keep it)");
      return;
    }
    if (ci.getLangOpts().CUDAIsDevice)
      compileDevice(ctx, collector.kernels);
    else
      collectHost(ctx, collector.kernels);
  }

private:
  std::string mainFile() {
    SourceManager &sm = ci.getSourceManager();
    if (OptionalFileEntryRef fe = sm.getFileEntryRefForID(sm.getMainFileID()))
      return fe->getName().str();
    return ci.getFrontendOpts().Inputs.empty()
               ? std::string("<stdin>")
               : ci.getFrontendOpts().Inputs.front().getFile().str();
  }

  DiagnosticBuilder report(DiagnosticsEngine::Level level, SourceLocation loc,
                           llvm::StringRef message) {
    DiagnosticsEngine &diags = ci.getDiagnostics();
    return diags.Report(loc, diags.getCustomDiagID(level, "cutile: %0"))
           << message;
  }

  //===--- device side ---------------------------------------------------===//

  void compileDevice(ASTContext &ctx,
                     llvm::ArrayRef<const FunctionDecl *> kernels) {
    SourceManager &srcMgr = ci.getSourceManager();
    SourceLocation at =
        kernels.empty() ? srcMgr.getLocForStartOfFile(srcMgr.getMainFileID())
                        : kernels.front()->getLocation();
    const EmitOptions &emit = emitOptions();
    std::string arch = ci.getTargetOpts().CPU;
    std::string file = mainFile();
    unsigned sm = smNumber(arch);
    TargetRecord record;
    record.arch = arch;
    if (sm == 0) {
      report(DiagnosticsEngine::Error, at,
             "cannot compile tile code for target '" + arch + "'");
      return;
    }
    if (sm < 80 && emit.any()) {
      report(DiagnosticsEngine::Error, at,
             "cannot compile tile code for " + arch +
                 ": tile code needs sm_80 or newer");
      return;
    }
    if (sm < 80) {
      report(DiagnosticsEngine::Warning, at,
             "tile kernels are not compiled for " + arch +
                 ": tile code needs sm_80 or newer, so launching them on "
                 "such a GPU fails");
      storeRecord(file, record, at);
      return;
    }
    // Suffixed targets (sm_90a, sm_100f) choose SIMT features; tile code is
    // compiled for the base target.
    record.baseTarget = "sm_" + std::to_string(sm);
    if (llvm::Error err = backend::checkTarget(record.baseTarget)) {
      report(DiagnosticsEngine::Error, at,
             "cannot compile tile code for " + arch + ": " +
                 llvm::toString(std::move(err)));
      return;
    }

    mlir::MLIRContext mlirCtx;
    mlirCtx.loadDialect<ir::CudaTileDialect>();
    // MLIR diagnostics (the back end's, tileiras' mapped onto ops) carry the
    // C++ positions code generation gave the ops.
    codegen::ClangDiagnosticBridge bridge(ctx, mlirCtx, at);

    codegen::CodeGenOptions opts;
    opts.smArch = sm;
    opts.strictAliasing = !ci.getCodeGenOpts().RelaxedAliasing;
    opts.moduleName = llvm::sys::path::stem(file).str();
    mlir::OwningOpRef<ir::ModuleOp> module =
        codegen::emitTileModule(ctx, mlirCtx, kernels, opts);
    if (!module)
      return;
    for (const FunctionDecl *k : kernels)
      record.entries.push_back(codegen::kernelSymbolName(ctx, k));

    DeviceTarget target;
    target.arch = arch;
    target.baseTarget = record.baseTarget;
    target.mlirOut = outputFor(emit.mlir, arch);
    target.tilebcOut = outputFor(emit.tilebc, arch);
    target.cubinOut = outputFor(emit.cubin, arch);
    target.skipCubin = emit.any() && emit.cubin.empty();
    target.tileirasArgs = emit.tileirasArgs;
    chooseBackend(target, toolkitInUse(ci.getPreprocessor()));
    // What Clang hands ptxas, read from what the driver gave this cc1: full
    // debug info (-g at -O0, --cuda-noopt-device-debug) debugs the device
    // code, less is line tables. LocTrackingOnly is for remarks only.
    const clang::CodeGenOptions &cg = ci.getCodeGenOpts();
    target.deviceDebug = cg.hasReducedDebugInfo();
    target.lineInfo = !target.deviceDebug &&
                      cg.getDebugInfo() > llvm::codegenoptions::LocTrackingOnly;
    // -fcutile-fatbin=tileir: no cubin, so no tileiras (as nvcc's
    // code=compute_NN); the driver compiles the bytecode at load time.
    // (-fcutile-emit outputs are not embedded: the flag does not apply.)
    FatbinContents contents = fatbinContents();
    if (contents == FatbinContents::TileIR && !emit.any())
      target.skipCubin = true;
    mlir::FailureOr<std::string> cubin =
        compileForTarget(*module, file, target);
    if (failed(cubin))
      return;
    if (emit.any())
      return;
    record.cubin = std::move(*cubin);
    if (contents != FatbinContents::Cubin) {
      llvm::SmallString<0> bytecode;
      if (failed(bytecode::writeBytecode(bytecode, *module,
                                         bytecodeOptions(target))))
        return;
      record.tilebc = bytecode.str().str();
    }
    storeRecord(file, record, at);
  }

  void storeRecord(const std::string &file, const TargetRecord &record,
                   SourceLocation at) {
    if (llvm::Error err = putRecord(handoffKey(file), record))
      report(DiagnosticsEngine::Error, at,
             "cannot hand the tile code on to the host compilation: " +
                 llvm::toString(std::move(err)));
  }

  //===--- host side -----------------------------------------------------===//

  void collectHost(ASTContext &ctx,
                   llvm::ArrayRef<const FunctionDecl *> kernels) {
    const FunctionDecl *first = kernels.front();
    // Without a SIMT fatbinary (--cuda-host-only, -fsyntax-only) clang
    // registers nothing, and there is nothing to register against.
    if (ci.getCodeGenOpts().CudaGpuBinaryFileName.empty())
      return;
    std::string file = mainFile();
    llvm::Expected<std::vector<TargetRecord>> records =
        takeRecords(handoffKey(file));
    if (!records) {
      report(DiagnosticsEngine::Error, first->getLocation(),
             "cannot read the tile code of the device compilations: " +
                 llvm::toString(records.takeError()));
      return;
    }
    if (records->empty()) {
      report(DiagnosticsEngine::Error, first->getLocation(),
             "no tile code reached the host compilation from the device "
             "compilations (looked in '" +
                 handoffDir() +
                 "'); compile with cutile's clang++ or clang++ "
                 "--config=<cutile>/etc/cutile.cfg, in one invocation that "
                 "compiles both sides");
      return;
    }
    HostEmbed state;
    state.mainFile = file;
    // Clang's stubs register Clang's names; the cubins name the entries as
    // nvcc does (codegen::kernelSymbolName).
    for (const FunctionDecl *k : kernels) {
      std::string registered = codegen::deviceSideName(ctx, k);
      std::string entry = codegen::kernelSymbolName(ctx, k);
      if (registered != entry)
        state.entryNames.push_back({std::move(registered), std::move(entry)});
    }
    std::vector<FatbinImage> images;
    for (const TargetRecord &r : *records) {
      // sm_90 and sm_90a both give an sm_90 tile cubin; one is enough.
      if (r.skipped() ||
          llvm::any_of(images, [&](const FatbinImage &i) {
            return i.target == r.baseTarget;
          }))
        continue;
      // nvcc's order: the cubin, then the bytecode the driver can JIT.
      if (!r.cubin.empty())
        images.push_back({FatbinImage::Cubin, r.baseTarget, r.cubin});
      if (!r.tilebc.empty())
        images.push_back({FatbinImage::TileIR, r.baseTarget, r.tilebc});
      state.entries.push_back({r.baseTarget, r.entries});
    }
    if (!images.empty()) {
      llvm::Expected<std::string> fatbin = createFatbinary(images);
      if (!fatbin) {
        report(DiagnosticsEngine::Error, first->getLocation(),
               "cannot build the tile fatbinary: " +
                   llvm::toString(fatbin.takeError()));
        return;
      }
      state.fatbin = std::move(*fatbin);
    }
    setHostEmbed(std::move(state));
  }
};

// A plugin action of its own, so the plugin's main file needs no hook.
// Clang runs AddBeforeMainAction plugins in registration order, which is
// link order and not ours to choose; this consumer runs the tile rules
// itself before anything else (once per translation unit), so it sees
// their errors either way (errors.test checks it).
class EmbedAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &ci,
                                                 llvm::StringRef) override {
    if (!ci.getLangOpts().CUDA || (!emitsCode(ci) && !emitOptions().any()))
      return std::make_unique<ASTConsumer>();
    return std::make_unique<EmbedConsumer>(ci);
  }
  bool ParseArgs(const CompilerInstance &ci,
                 const std::vector<std::string> &args) override {
    EmitOptions &o = emitOptions();
    for (llvm::StringRef arg : args) {
      if (arg.consume_front("emit-mlir="))
        o.mlir = arg.str();
      else if (arg.consume_front("emit-tilebc="))
        o.tilebc = arg.str();
      else if (arg.consume_front("emit-cubin="))
        o.cubin = arg.str();
      else if (arg == "emit-per-target")
        o.perTarget = true;
      else if (arg.consume_front("tileiras-arg="))
        o.tileirasArgs.push_back(arg.str());
      else if (arg.consume_front("fatbin=")) {
        std::optional<FatbinContents> contents = parseFatbinContents(arg);
        if (!contents) {
          DiagnosticsEngine &diags = ci.getDiagnostics();
          diags.Report(diags.getCustomDiagID(
              DiagnosticsEngine::Error,
              "cutile: invalid value '%0' in '-fcutile-fatbin=%0' (expected "
              "cubin, tileir or both)"))
              << arg;
          return false;
        }
        fatbinContents() = *contents;
      }
      else {
        DiagnosticsEngine &diags = ci.getDiagnostics();
        diags.Report(diags.getCustomDiagID(
            DiagnosticsEngine::Error,
            "cutile: unknown option '%0' for plugin 'cutile-embed' (known: "
            "emit-mlir=, emit-tilebc=, emit-cubin=, emit-per-target, "
            "tileiras-arg=, fatbin=)"))
            << arg;
        return false;
      }
    }
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace
} // namespace cutile::embed

static clang::FrontendPluginRegistry::Add<cutile::embed::EmbedAction>
    XEmbed("cutile-embed", "CUDA Tile C++: tile cubins in the host object");
