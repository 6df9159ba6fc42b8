//===- KernelNames.cpp - The names tile kernels carry in the cubin --------===//
//
// A tile kernel's entry is named as nvcc 13.4 names it, so that code which
// finds kernels by name (cuModuleGetFunction, a profiler's filter, a library
// loading a cubin built by either compiler) finds ours under the same name.
// nvcc's front end mangles kernels the way Clang 17 did: Clang 18 began to
// mangle what tells overloaded templates apart (constraints, the deduced
// type of an `auto` parameter, the kind of a parameter in a pack), and
// nvcc has none of that (probed, docs/compat.md). So the tile entry is
// mangled with the ClangABICompat option at 17. SIMT kernels keep Clang's
// own names: Clang's host side and device side agree on them, and the PTX
// must stay what stock Clang makes.
//
// The host stub still registers Clang's name (clang's CGCUDANV computes it
// on its own); lib/Embed maps it to the entry name (deviceSideName below).
//
//===----------------------------------------------------------------------===//

#include "cutile/CodeGenTile/CodeGenTile.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace cutile::codegen {
namespace {

bool isTileKernelDecl(const FunctionDecl *fd) {
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "cutile.tile_global")
        return true;
  return false;
}

std::string mangle(MangleContext &m, const FunctionDecl *kernel) {
  if (!m.shouldMangleDeclName(kernel))
    return kernel->getName().str();
  std::string out;
  llvm::raw_string_ostream os(out);
  m.mangleName(GlobalDecl(kernel, KernelReferenceKind::Kernel), os);
  return out;
}

// The mangler reads the ABI version from the language options at each
// decision, so lowering it around one call changes that call only. The
// options object is the compiler instance's, mutable behind the AST's const
// view; nothing else runs while it is lowered.
class AsClang17 {
public:
  explicit AsClang17(ASTContext &ctx)
      : opts(const_cast<LangOptions &>(ctx.getLangOpts())),
        saved(opts.getClangABICompat()) {
    if (saved > LangOptions::ClangABI::Ver17)
      opts.setClangABICompat(LangOptions::ClangABI::Ver17);
  }
  ~AsClang17() { opts.setClangABICompat(saved); }
  AsClang17(const AsClang17 &) = delete;
  AsClang17 &operator=(const AsClang17 &) = delete;

private:
  LangOptions &opts;
  LangOptions::ClangABI saved;
};

// Clang marks a kernel with internal linkage (`static`) by an `L` before its
// own name (`_ZL1kPf`, `_ZN2nsL1kEPf`); nvcc makes such kernels visible and
// leaves the mark out (`_Z1kPf`, probed). The mark can only stand after the
// enclosing namespaces' names, which are walked here; anything else (a
// name this walk does not know) is left as it is.
std::string dropInternalMark(std::string name, StringRef identifier) {
  StringRef s(name);
  if (!s.consume_front("_Z"))
    return name;
  s.consume_front("N");
  std::string mark = "L" + std::to_string(identifier.size()) + identifier.str();
  while (!s.empty()) {
    if (s.starts_with(mark)) {
      name.erase(name.size() - s.size(), 1);
      return name;
    }
    if (s.consume_front("St"))
      continue;
    size_t digits = s.find_if_not(llvm::isDigit);
    unsigned len = 0;
    if (digits == 0 || digits == StringRef::npos ||
        s.take_front(digits).getAsInteger(10, len) || len > s.size() - digits)
      return name;
    s = s.drop_front(digits + len);
  }
  return name;
}

} // namespace

std::string tileEntryName(MangleContext &m, const FunctionDecl *kernel) {
  ASTContext &ctx = m.getASTContext();
  std::string name;
  {
    AsClang17 scope(ctx);
    name = mangle(m, kernel);
  }
  if (kernel->getFormalLinkage() == Linkage::Internal &&
      kernel->getIdentifier())
    name = dropInternalMark(std::move(name), kernel->getName());
  return name;
}

std::string kernelSymbolName(ASTContext &ctx, const FunctionDecl *kernel) {
  std::unique_ptr<MangleContext> m(ctx.createMangleContext());
  return isTileKernelDecl(kernel) ? tileEntryName(*m, kernel)
                                  : mangle(*m, kernel);
}

std::string deviceSideName(ASTContext &ctx, const FunctionDecl *kernel) {
  // What clang's CGCUDANV registers: the kernel mangled for the device
  // target with the compilation's own ABI version.
  std::unique_ptr<MangleContext> m(
      ctx.createMangleContext(ctx.getAuxTargetInfo()));
  return mangle(*m, kernel);
}

} // namespace cutile::codegen
