//===- TokenChain.cpp - our token watcher beside clangd's -----------------===//
//
// The plugin's token watcher (lib/Sema/TokenWatch.cpp) reads __tile_global__
// in an explicit instantiation as __global__ for Clang's own check, as nvcc
// accepts it; without it, `template __tile_global__ void k<float>(...);`
// is "explicit instantiation of 'k' does not refer to a function template"
// in the editor (issue 26). A preprocessor has one token watcher, and clangd's
// TokenCollector holds it in every main-file parse. So both are chained: ours
// first (it renames tokens on their way to the parser), then clangd's.
// Preprocessor has no getter for the watcher; the pointer to the private
// member comes from an explicit instantiation, where access is not checked.
//
//===----------------------------------------------------------------------===//

#include "TileSema.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"

namespace cutile::clangd {
void chainTokenWatch(clang::FrontendAction &Act);
}

namespace {
using Watcher = llvm::unique_function<void(const clang::Token &)>;
using WatcherMember = Watcher clang::Preprocessor::*;

WatcherMember &watcherMember() {
  static WatcherMember M;
  return M;
}
template <WatcherMember M> struct StealWatcher {
  static inline const bool Done = (watcherMember() = M, true);
};
template struct StealWatcher<&clang::Preprocessor::OnToken>;
} // namespace

void cutile::clangd::chainTokenWatch(clang::FrontendAction &Act) {
  if (Act.isCurrentFileAST())
    return;
  clang::CompilerInstance &CI = Act.getCompilerInstance();
  const clang::LangOptions &LO = CI.getLangOpts();
  if (!LO.CUDA || !LO.CPlusPlus || !CI.hasPreprocessor() || CI.hasSema() ||
      !watcherMember())
    return;
  clang::Preprocessor &PP = CI.getPreprocessor();
  Watcher Theirs = std::move(PP.*watcherMember());
  cutile::sema::watchTokens(PP);
  Watcher Ours = std::move(PP.*watcherMember());
  PP.setTokenWatcher([Ours = std::move(Ours), Theirs = std::move(Theirs)](
                         const clang::Token &T) mutable {
    if (Ours)
      Ours(T);
    if (Theirs)
      Theirs(T);
  });
}
