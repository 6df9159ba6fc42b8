//===- Predefines.cpp - what a tile compile starts with -------------------===//
//
// nvcc --enable-tile passes -D__CUDACC_TILE__=1 (and its -D__NV_TL__ markers)
// to each front end ahead of -include "cuda_runtime.h" and the user's
// -include files (nvcc 13.5 --dryrun), so a force-included header can test
// the macro; CCCL's test harness does (force_include.h). Clang's predefines
// are the builtin macros, the command line's -D, then one #include per
// -include, the CUDA runtime wrapper first. Our macros go before the first
// #include, the launch declaration (which needs dim3) right after the wrapper.
//
// libcu++ (CCCL) annotates itself for tile code when _CCCL_TILE_COMPILATION()
// is 1, which its compiler.h decides; see watchCccl below.
//
//===----------------------------------------------------------------------===//

#include "TileSema.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

llvm::StringRef cutile::sema::tileMacros() {
  // __CUTILE_CLANG__ says "a Clang that compiles tile code": what a library
  // tests where it tests nvcc's version for tile support (docs/libcudacxx.md).
  return R"(#ifndef __CUDACC_TILE__
#define __CUDACC_TILE__ 1
#endif
#define __CUTILE_CLANG__ 1
)";
}

void cutile::sema::addTilePredefines(Preprocessor &PP) {
  std::string P = PP.getPredefines();
  size_t First = P.find("#include \"");
  if (First == std::string::npos) {
    P += tileMacros().str() + launchDeclaration().str();
    PP.setPredefines(P);
    return;
  }
  P.insert(First, tileMacros().str());
  llvm::StringRef Wrapper = "#include \"__clang_cuda_runtime_wrapper.h\"\n";
  size_t W = P.find(Wrapper.str());
  if (W == std::string::npos)
    P += launchDeclaration().str();
  else
    P.insert(W + Wrapper.size(), launchDeclaration().str());
  PP.setPredefines(P);
}

namespace {

// The directive lines before Off in Buf, nearest first, each without its
// '#', leading blanks and comments.
llvm::SmallVector<std::string, 4> directivesBefore(llvm::StringRef Buf,
                                                   size_t Off, unsigned N) {
  llvm::SmallVector<std::string, 4> Out;
  llvm::StringRef Text = Buf.take_front(Off);
  // The line of the #define itself is not one of them.
  Text = Text.take_front(Text.rfind('\n') == llvm::StringRef::npos
                             ? 0
                             : Text.rfind('\n'));
  while (!Text.empty() && Out.size() < N) {
    size_t NL = Text.rfind('\n');
    llvm::StringRef Line =
        NL == llvm::StringRef::npos ? Text : Text.substr(NL + 1);
    Text = NL == llvm::StringRef::npos ? "" : Text.take_front(NL);
    Line = Line.trim();
    if (!Line.consume_front("#"))
      continue;
    std::string D = Line.split("//").first.split("/*").first.str();
    llvm::erase_if(D, [](char C) { return llvm::isSpace(C); });
    Out.push_back(D);
  }
  return Out;
}

// CCCL's compiler.h turns tile support on for nvcc alone:
//   #if defined(__CUDACC_TILE__) && _CCCL_CUDA_COMPILER(NVCC, >, 13, 3)
//   #  define _CCCL_TILE_COMPILATION() 1
//   #else
//   #  define _CCCL_TILE_COMPILATION() 0
// We compile the tile language of nvcc 13.4/13.5, so where that test fails
// only because the compiler is not nvcc, the 0 becomes a 1: libcu++ is then
// annotated __tile__ as under nvcc 13.5. A CCCL that turns tile support off
// for every compiler (the CUDA 13.5 wheel's 3.5.0 says `#if 0 // defined(...`)
// is left as it is, as nvcc 13.5 sees it. docs/libcudacxx.md has the
// upstream change that would make this unnecessary.
class CcclTileWatch : public PPCallbacks {
  Preprocessor &PP;

public:
  explicit CcclTileWatch(Preprocessor &PP) : PP(PP) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || II->getName() != "_CCCL_TILE_COMPILATION" || !MD)
      return;
    const MacroInfo *MI = MD->getMacroInfo();
    if (!MI || !MI->isFunctionLike() || MI->getNumParams() != 0 ||
        MI->getNumTokens() != 1)
      return;
    const Token &Zero = MI->getReplacementToken(0);
    if (!Zero.is(tok::numeric_constant) || PP.getSpelling(Zero) != "0" ||
        !PP.isMacroDefined("__CUDACC_TILE__"))
      return;
    const SourceManager &SM = PP.getSourceManager();
    auto [FID, Off] = SM.getDecomposedExpansionLoc(Name.getLocation());
    if (!llvm::StringRef(SM.getFilename(SM.getLocForStartOfFile(FID)))
             .ends_with("compiler.h"))
      return;
    bool Invalid = false;
    llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
    if (Invalid)
      return;
    // Nearest first: else, the define of 1, the #if.
    auto Ds = directivesBefore(Buf, Off, 3);
    if (Ds.size() != 3 || Ds[0] != "else" ||
        !llvm::StringRef(Ds[2]).starts_with("if"))
      return;
    llvm::StringRef Cond = Ds[2];
    if (!Cond.contains("defined(__CUDACC_TILE__)") ||
        !Cond.contains("_CCCL_CUDA_COMPILER(NVCC"))
      return;
    static const char One[] = "1";
    Token T = Zero;
    T.setLiteralData(One);
    T.setLength(1);
    MacroInfo *New = PP.AllocateMacroInfo(MI->getDefinitionLoc());
    New->setIsFunctionLike();
    New->setParameterList({}, PP.getPreprocessorAllocator());
    New->setTokens({T}, PP.getPreprocessorAllocator());
    New->setDefinitionEndLoc(MI->getDefinitionEndLoc());
    PP.appendDefMacroDirective(II, New, Name.getLocation());
  }
};

} // namespace

void cutile::sema::watchCccl(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<CcclTileWatch>(PP));
}
