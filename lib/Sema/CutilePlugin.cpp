//===- CutilePlugin.cpp - CUDA Tile C++ front end as a Clang plugin -------===//
//
// The plugin action: it wires the Sema half (TileSema.cpp, shared with our
// clangd) into a clang compilation. Linking TileSema.cpp registers the tile
// attributes; the action adds the launch declaration to the predefines, the
// hint-key source to Sema, and runs the tile rules on the finished AST.
//
//===----------------------------------------------------------------------===//

#include "TileSema.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/SemaConsumer.h"

using namespace clang;

namespace {

class CutileConsumer : public SemaConsumer {
  Sema *S = nullptr;

public:
  void InitializeSema(Sema &Sm) override {
    S = &Sm;
    cutile::sema::addHintKeySource(Sm);
  }
  void ForgetSema() override { S = nullptr; }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    cutile::sema::checkTranslationUnit(Ctx, S);
  }
};

class CutileAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    const LangOptions &LO = CI.getLangOpts();
    // The preprocessor exists but has not read its predefines yet; they end
    // with the CUDA runtime wrapper include, so dim3 is declared before us.
    if (LO.CUDA && LO.CPlusPlus && CI.hasPreprocessor()) {
      Preprocessor &PP = CI.getPreprocessor();
      PP.setPredefines(PP.getPredefines() +
                       cutile::sema::launchDeclaration().str());
    }
    return std::make_unique<CutileConsumer>();
  }
  bool ParseArgs(const CompilerInstance &,
                 const std::vector<std::string> &) override {
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<CutileAction>
    XAction("cutile", "CUDA Tile C++ front end");
