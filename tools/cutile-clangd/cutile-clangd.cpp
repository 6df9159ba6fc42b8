//===- cutile-clangd.cpp - clangd with the CUDA Tile front end built in ---===//
//
// clangd never loads plugins, so this is Debian's clangd (its static
// archives, entered through clangdMain) linked with our TileSema object:
//  * linking TileSema registers the tile attributes (ParsedAttrInfoRegistry
//    is a link-time registry), so __tile_global__ & co. parse;
//  * the plugin's per-compilation work (launch declaration in the
//    predefines, hint-key source, tile rules at the end of the TU) needs a
//    per-parse hook. clangd has no public one that works without user
//    configuration (clang-tidy checks must be enabled per project), so the
//    link wraps clang::FrontendAction::Execute (ld --wrap): every clangd
//    parse of a file passes through it just before parsing starts.
//
//===----------------------------------------------------------------------===//

#include "TileSema.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <vector>

namespace clang::clangd {
int clangdMain(int argc, char *argv[]);
} // namespace clang::clangd

using namespace clang;

namespace {

// What CutilePlugin's consumer does, as a second consumer beside clangd's.
class TileConsumer : public SemaConsumer {
  Sema *S = nullptr;
  bool Check;

public:
  explicit TileConsumer(bool Check) : Check(Check) {}
  void InitializeSema(Sema &Sm) override {
    S = &Sm;
    cutile::sema::addHintKeySource(Sm);
  }
  void ForgetSema() override { S = nullptr; }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (Check)
      cutile::sema::checkTranslationUnit(Ctx, S);
  }
};

// Called between BeginSourceFile and parsing: the preprocessor has not read
// its predefines yet and Sema does not exist, so both can still be extended.
void prepareTileParse(FrontendAction &Act) {
  if (Act.isCurrentFileAST())
    return;
  CompilerInstance &CI = Act.getCompilerInstance();
  const LangOptions &LO = CI.getLangOpts();
  if (!LO.CUDA || !LO.CPlusPlus || !CI.hasPreprocessor() ||
      !CI.hasASTConsumer() || CI.hasSema())
    return;
  Preprocessor &PP = CI.getPreprocessor();
  cutile::sema::addTilePredefines(PP);
  cutile::sema::watchCccl(PP);
  // A code-completion parse shows no diagnostics; skip the rules there.
  std::vector<std::unique_ptr<ASTConsumer>> Consumers;
  Consumers.push_back(CI.takeASTConsumer());
  Consumers.push_back(
      std::make_unique<TileConsumer>(!CI.hasCodeCompletionConsumer()));
  CI.setASTConsumer(std::make_unique<MultiplexConsumer>(std::move(Consumers)));
}

} // namespace

// The linker sends clangd's calls of FrontendAction::Execute here (see
// CMakeLists.txt); __real_ is the library's definition. A free function with
// the member's symbol: `this` is the first argument in the Itanium ABI.
llvm::Error realExecute(FrontendAction *Act) __asm__(
    "__real__ZN5clang14FrontendAction7ExecuteEv");
llvm::Error wrapExecute(FrontendAction *Act) __asm__(
    "__wrap__ZN5clang14FrontendAction7ExecuteEv");

namespace cutile::clangd {
void chainTokenWatch(FrontendAction &Act); // TokenChain.cpp
}

llvm::Error wrapExecute(FrontendAction *Act) {
  prepareTileParse(*Act);
  cutile::clangd::chainTokenWatch(*Act);
  return realExecute(Act);
}

int main(int argc, char *argv[]) {
  // clangd looks for clang's resource directory beside its own binary; ours
  // lives in the build or install tree, so point it at the clang we build
  // against unless the user chose one.
  llvm::SmallVector<char *, 16> Args(argv, argv + argc);
  bool HasResourceDir = false;
  for (int I = 1; I < argc; ++I)
    if (llvm::StringRef(argv[I]).starts_with("--resource-dir") ||
        llvm::StringRef(argv[I]).starts_with("-resource-dir"))
      HasResourceDir = true;
  static char ResourceDir[] = "--resource-dir=" CUTILE_CLANG_RESOURCE_DIR;
  if (!HasResourceDir)
    Args.insert(Args.begin() + 1, ResourceDir);
  Args.push_back(nullptr);
  return clang::clangd::clangdMain(Args.size() - 1, Args.data());
}
