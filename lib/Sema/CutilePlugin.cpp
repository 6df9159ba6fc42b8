//===- CutilePlugin.cpp - CUDA Tile C++ front end as a Clang plugin -------===//
//
// The plugin action: it wires the Sema half (the CutileTileSema objects,
// shared with our clangd) into a clang compilation. Linking them registers
// the tile attributes; the action adds the launch declaration to the
// predefines, the hint-key renamer to the preprocessor and the hint-key
// source to Sema, and runs the tile rules on the finished AST.
//
//===----------------------------------------------------------------------===//

#include "SemaCommon.h"
#include "TileSema.h"

#include "cutile/CodeGenTile/CodeGenTile.h"
#include "cutile/Emulate/EmulatePlugin.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/SemaConsumer.h"

using namespace clang;

namespace {

/// Options given with -fplugin-arg-cutile-<option> (or -Xclang
/// -plugin-arg-cutile -Xclang <option>).
struct PluginOptions {
  /// emit-mlir: print the cuda_tile module of the translation unit's tile
  /// kernels to stdout (for tests and for looking at what we generate).
  bool emitMlir = false;
};
PluginOptions &options() {
  static PluginOptions o;
  return o;
}

/// The compute capability a device compilation targets (sm_90a -> 90), 0 on
/// the host side.
unsigned targetSmArch(const ASTContext &Ctx) {
  llvm::StringRef cpu = Ctx.getTargetInfo().getTargetOpts().CPU;
  unsigned n = 0;
  if (cpu.consume_front("sm_"))
    cpu.consumeInteger(10, n);
  return n;
}

void emitMlir(ASTContext &Ctx, bool StrictAliasing) {
  std::vector<const FunctionDecl *> kernels = cutile::codegen::collectTileKernels(Ctx);
  mlir::MLIRContext mctx;
  cutile::codegen::CodeGenOptions opts;
  opts.smArch = targetSmArch(Ctx);
  opts.strictAliasing = StrictAliasing;
  const SourceManager &SM = Ctx.getSourceManager();
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getMainFileID()))
    opts.moduleName = llvm::sys::path::stem(F->getName()).str();
  mlir::OwningOpRef<cutile::ir::ModuleOp> m =
      cutile::codegen::emitTileModule(Ctx, mctx, kernels, opts);
  if (m)
    m->print(llvm::outs());
  llvm::outs() << "\n";
  llvm::outs().flush();
}

class CutileConsumer : public SemaConsumer {
  Sema *S = nullptr;
  bool StrictAliasing;

public:
  explicit CutileConsumer(bool StrictAliasing) : StrictAliasing(StrictAliasing) {}
  void InitializeSema(Sema &Sm) override {
    S = &Sm;
    cutile::sema::addHintKeySource(Sm);
  }
  void ForgetSema() override { S = nullptr; }
  void HandleTagDeclDefinition(TagDecl *D) override {
    cutile::sema::markToolkitTileMembers(D);
  }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    cutile::sema::checkTranslationUnit(Ctx, S);
    if (options().emitMlir && !Ctx.getDiagnostics().hasErrorOccurred())
      emitMlir(Ctx, StrictAliasing);
  }
};

class CutileAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    const LangOptions &LO = CI.getLangOpts();
    // The preprocessor exists but has not read its predefines yet: our
    // macros go in before the -include files, as nvcc's -D do.
    if (LO.CUDA && LO.CPlusPlus && CI.hasPreprocessor()) {
      Preprocessor &PP = CI.getPreprocessor();
      cutile::sema::addTilePredefines(PP);
      cutile::sema::watchCccl(PP);
      cutile::sema::watchTokens(PP);
    }
    auto Rules = std::make_unique<CutileConsumer>(
        !CI.getCodeGenOpts().RelaxedAliasing);
    // --cutile-emulate: lowers the tile kernels for the CPU. It goes after
    // the tile rules in the same consumer chain (plugin actions run in link
    // order, which CMake does not promise) so that it sees their errors.
    if (std::unique_ptr<ASTConsumer> Emu =
            cutile::emu::createEmulateConsumer(CI)) {
      std::vector<std::unique_ptr<ASTConsumer>> Chain;
      Chain.push_back(std::move(Rules));
      Chain.push_back(std::move(Emu));
      return std::make_unique<MultiplexConsumer>(std::move(Chain));
    }
    return Rules;
  }
  bool ParseArgs(const CompilerInstance &,
                 const std::vector<std::string> &Args) override {
    using cutile::sema::HintWarningMode;
    for (const std::string &A : Args) {
      if (A == "emit-mlir")
        options().emitMlir = true;
      // The launcher's rewrite of -W[no-|error=]cutile-hints; the last wins.
      else if (A == "Wcutile-hints")
        cutile::sema::hintWarningMode() = HintWarningMode::Warning;
      else if (A == "Wno-cutile-hints")
        cutile::sema::hintWarningMode() = HintWarningMode::Ignored;
      else if (A == "Werror=cutile-hints")
        cutile::sema::hintWarningMode() = HintWarningMode::Error;
    }
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<CutileAction>
    XAction("cutile", "CUDA Tile C++ front end");
