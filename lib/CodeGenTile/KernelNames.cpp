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
// Three spellings of nvcc's front end (EDG) no Clang mode writes are
// rewritten afterwards (probed with nvcc 13.4, docs/codegen.md "Kernel ABI"):
// an anonymous namespace carries the translation unit's module id, a
// class-type template argument lists its trailing zero members, and a
// nullptr_t template argument is `LDnE`.
//
// The host stub still registers Clang's name (clang's CGCUDANV computes it
// on its own); lib/Embed maps it to the entry name (deviceSideName below).
//
//===----------------------------------------------------------------------===//

#include "cutile/CodeGenTile/CodeGenTile.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/ItaniumDemangle.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CRC.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <type_traits>

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

//--- anonymous namespaces --------------------------------------------------

// Whether nvcc takes D as the definition that names the translation unit:
// an externally visible function or variable defined here, not inline, not a
// template or one of its instantiations, a variable only with an initializer
// of its own (probed: `int x;`, `inline`, `constexpr`, `static`, explicit
// instantiations and anonymous namespaces do not count; kernels, __device__
// functions and variables, out-of-line members, `int v = 0;` and `T t;` with
// a constructor that does something do).
bool namesUnit(const Decl *d) {
  if (const auto *fd = dyn_cast<FunctionDecl>(d))
    return fd->isThisDeclarationADefinition() && !fd->isInlined() &&
           !fd->isImplicit() && !fd->isDeleted() &&
           fd->getTemplatedKind() == FunctionDecl::TK_NonTemplate &&
           fd->isExternallyVisible();
  const auto *vd = dyn_cast<VarDecl>(d);
  if (!vd || isa<ParmVarDecl>(vd) || vd->isInline() ||
      vd->isThisDeclarationADefinition() != VarDecl::Definition ||
      !vd->isExternallyVisible() || vd->getDescribedVarTemplate() ||
      isa<VarTemplateSpecializationDecl>(vd) || !vd->hasInit())
    return false;
  // `T t;` counts where T's default constructor does something.
  const auto *ctor = dyn_cast<CXXConstructExpr>(vd->getInit());
  return !ctor || ctor->getParenOrBraceRange().isValid() ||
         !ctor->getConstructor()->isTrivial();
}

// The first such definition in the file, in source order; the toolchains'
// own headers differ between nvcc and us (and NVIDIA's define none), so
// system headers are passed over.
const NamedDecl *firstUnitDefinition(const DeclContext *dc,
                                     const SourceManager &sm) {
  for (const Decl *d : dc->decls()) {
    if (d->isInvalidDecl() ||
        sm.isInSystemHeader(sm.getExpansionLoc(d->getLocation())))
      continue;
    if (isa<NamespaceDecl>(d) || isa<LinkageSpecDecl>(d) ||
        isa<ExportDecl>(d)) {
      if (const NamedDecl *n = firstUnitDefinition(cast<DeclContext>(d), sm))
        return n;
      continue;
    }
    if (namesUnit(d))
      return cast<NamedDecl>(d);
  }
  return nullptr;
}

// nvcc names an anonymous namespace `_GLOBAL__N_` followed by the translation
// unit's module id, `_<crc>_<n>_<file>_<first>`: crc is the CRC-32 of the
// input's real path (symbolic links resolved), file the name as given with
// every character but letters and digits made `_`, n its length, and first
// the mangled name of the file's first definition (namesUnit), itself when
// it has at most 8 characters, else its CRC-32. A file without one gets a
// value that changes from run to run (probed), which no one can match: the
// name is then left as Clang writes it. An anonymous namespace inside
// another one is plain `_GLOBAL__N_`.
std::string moduleNamespaceName(MangleContext &m) {
  ASTContext &ctx = m.getASTContext();
  const SourceManager &sm = ctx.getSourceManager();
  OptionalFileEntryRef main = sm.getFileEntryRefForID(sm.getMainFileID());
  const NamedDecl *first =
      firstUnitDefinition(ctx.getTranslationUnitDecl(), sm);
  if (!main || !first)
    return "";
  StringRef given = main->getName();
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path(given, real))
    return "";
  std::string firstName;
  {
    AsClang17 scope(ctx);
    llvm::raw_string_ostream os(firstName);
    const auto *fd = dyn_cast<FunctionDecl>(first);
    if (!m.shouldMangleDeclName(first))
      os << first->getName();
    else if (fd && fd->hasAttr<CUDAGlobalAttr>())
      m.mangleName(GlobalDecl(fd, KernelReferenceKind::Kernel), os);
    else if (fd)
      m.mangleName(GlobalDecl(fd), os);
    else
      m.mangleName(GlobalDecl(cast<VarDecl>(first)), os);
  }
  if (firstName.size() > 8) {
    uint32_t crc = llvm::crc32(llvm::arrayRefFromStringRef(firstName));
    firstName.clear();
    llvm::raw_string_ostream(firstName) << llvm::format_hex_no_prefix(crc, 8);
  }
  std::string file = llvm::sys::path::filename(given).str();
  for (char &c : file)
    if (!llvm::isAlnum(c))
      c = '_';
  uint32_t crc = llvm::crc32(llvm::arrayRefFromStringRef(real.str()));
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "_GLOBAL__N__" << llvm::format_hex_no_prefix(crc, 8) << '_'
     << file.size() << '_' << file << '_' << firstName;
  return out;
}

// Clang writes every anonymous namespace `12_GLOBAL__N_1`. One that follows
// another directly is nested in it; with a named namespace between them nvcc
// gives both the module id (probed).
std::string renameAnonymousNamespaces(std::string name, MangleContext &m) {
  static constexpr StringRef clangName = "12_GLOBAL__N_1";
  if (name.find(clangName) == std::string::npos)
    return name;
  std::string module = moduleNamespaceName(m);
  if (module.empty())
    return name;
  std::string outer = std::to_string(module.size()) + module;
  std::string out;
  size_t pos = 0, lastEnd = std::string::npos;
  for (size_t at; (at = name.find(clangName.data(), pos)) != std::string::npos;
       pos = at + clangName.size()) {
    out.append(name, pos, at - pos);
    out += (lastEnd == at) ? "11_GLOBAL__N_" : outer;
    lastEnd = at + clangName.size();
  }
  out.append(name, pos, std::string::npos);
  return out;
}

//--- class-type template arguments ------------------------------------------

using DemangleNode = llvm::itanium_demangle::Node;

// The demangler's node allocator, which also notes each `tl ... E` list:
// where its `E` is in the mangled name and the nodes of its values (the
// parser builds the list right after reading its `E`).
class ListFinder {
public:
  struct List {
    size_t end;
    std::vector<const DemangleNode *> values;
  };
  const char *const *cursor = nullptr;
  const char *begin = nullptr;
  std::vector<const DemangleNode *> order;
  llvm::DenseMap<const DemangleNode *, List> lists;

  void reset() {}
  template <class T, class... Args> DemangleNode *makeNode(Args &&...args) {
    List list;
    if constexpr (std::is_same_v<T, llvm::itanium_demangle::InitListExpr>) {
      auto values = std::get<1>(std::forward_as_tuple(args...));
      list = {size_t(*cursor - begin) - 1,
              std::vector<const DemangleNode *>(values.begin(), values.end())};
    }
    DemangleNode *n = new (alloc.Allocate(sizeof(T), alignof(T)))
        T(std::forward<Args>(args)...);
    if constexpr (std::is_same_v<T, llvm::itanium_demangle::InitListExpr>) {
      order.push_back(n);
      lists[n] = std::move(list);
    }
    return n;
  }
  void *allocateNodeArray(size_t n) {
    return alloc.Allocate(sizeof(DemangleNode *) * n, alignof(DemangleNode *));
  }

private:
  llvm::BumpPtrAllocator alloc;
};

// nvcc's zero of a member of builtin type, as Clang writes a non-zero one:
// `Li0E`, `Lb0E`, `Lf00000000E`. Empty where there is no such spelling here
// (enums, classes, pointers: their types could add substitution candidates).
std::string zeroLiteral(MangleContext &m, QualType t) {
  t = t.getCanonicalType();
  const auto *bt = t->getAs<BuiltinType>();
  if (!bt || t.hasQualifiers() ||
      !(bt->isInteger() || bt->getKind() == BuiltinType::Float ||
        bt->getKind() == BuiltinType::Double))
    return "";
  std::string ti;
  llvm::raw_string_ostream os(ti);
  m.mangleCanonicalTypeName(t, os);
  StringRef code(ti);
  if (!code.consume_front("_ZTS"))
    return "";
  ASTContext &ctx = m.getASTContext();
  std::string value = bt->isInteger()
                          ? std::string("0")
                          : std::string(ctx.getTypeSize(t) / 4, '0');
  return ("L" + code + value + "E").str();
}

// Where list `n` spells value `v` of type `t`, the zeros Clang left out at
// its end, for it and for the lists of its class and array members, as
// (offset, text) insertions. False where a zero left out has no spelling
// here, or the lists do not fit the value.
bool trailingZeros(MangleContext &m, const ListFinder &found,
                   const DemangleNode *n, QualType t, const APValue &v,
                   std::vector<std::pair<size_t, std::string>> &insert) {
  auto it = found.lists.find(n);
  if (it == found.lists.end())
    return false;
  const ListFinder::List &list = it->second;
  std::vector<std::pair<QualType, const APValue *>> members;
  t = t.getCanonicalType();
  if (const auto *at = dyn_cast<ConstantArrayType>(t.getTypePtr())) {
    if (!v.isArray())
      return false;
    for (unsigned i = 0, e = v.getArraySize(); i < e; ++i)
      members.push_back(
          {at->getElementType(), i < v.getArrayInitializedElts()
                                     ? &v.getArrayInitializedElt(i)
                                     : &v.getArrayFiller()});
  } else {
    const auto *rd = t->getAsCXXRecordDecl();
    if (!rd || rd->isUnion() || rd->getNumBases() || !v.isStruct())
      return false;
    for (const FieldDecl *f : rd->fields()) {
      if (f->isBitField())
        return false;
      members.push_back({f->getType(), &v.getStructField(f->getFieldIndex())});
    }
  }
  if (list.values.size() > members.size())
    return false;
  std::string zeros;
  for (size_t i = 0; i < members.size(); ++i) {
    QualType mt = members[i].first.getCanonicalType();
    bool aggregate = mt->isRecordType() || mt->isConstantArrayType();
    if (i < list.values.size()) {
      if (aggregate && !trailingZeros(m, found, list.values[i], mt,
                                      *members[i].second, insert))
        return false;
      continue;
    }
    std::string z = zeroLiteral(m, mt);
    if (z.empty())
      return false;
    zeros += z;
  }
  if (!zeros.empty())
    insert.push_back({list.end, std::move(zeros)});
  return true;
}

// Clang leaves out the trailing members of a class-type template argument
// that are zero (`Xtl1SLi1EE` for S{1, 0}), in nested classes and arrays
// too; nvcc writes them all (`Xtl1SLi1ELi0EE`). The kernel's own template
// arguments are completed here, found in the mangled name by the demangler;
// anything it cannot account for leaves the name as it is.
std::string completeClassArguments(std::string name, MangleContext &m,
                                   const FunctionDecl *kernel) {
  const TemplateArgumentList *args = kernel->getTemplateSpecializationArgs();
  if (!args || name.find("Xtl") == std::string::npos)
    return name;
  // The class-type values, in order (a class-type value is a template
  // parameter object).
  std::vector<const TemplateParamObjectDecl *> objects;
  auto collect = [&](const TemplateArgument &a, auto &self) -> void {
    if (a.getKind() == TemplateArgument::Pack) {
      for (const TemplateArgument &e : a.pack_elements())
        self(e, self);
      return;
    }
    if (a.getKind() == TemplateArgument::Declaration)
      if (const auto *o = dyn_cast<TemplateParamObjectDecl>(a.getAsDecl()))
        objects.push_back(o);
  };
  for (const TemplateArgument &a : args->asArray())
    collect(a, collect);
  if (objects.empty())
    return name;

  llvm::itanium_demangle::ManglingParser<ListFinder> parser(
      name.data(), name.data() + name.size());
  parser.ASTAllocator.cursor = &parser.First;
  parser.ASTAllocator.begin = name.data();
  if (!parser.parse())
    return name;
  const ListFinder &found = parser.ASTAllocator;
  // The outermost lists, in the order their `E` is read, are the values of
  // the arguments; a list elsewhere in the name makes the counts differ.
  llvm::SmallPtrSet<const DemangleNode *, 8> inner;
  for (const auto &entry : found.lists)
    inner.insert(entry.second.values.begin(), entry.second.values.end());
  std::vector<const DemangleNode *> outer;
  for (const DemangleNode *n : found.order)
    if (!inner.contains(n))
      outer.push_back(n);
  if (outer.size() != objects.size())
    return name;
  std::vector<std::pair<size_t, std::string>> insert;
  for (size_t i = 0; i < outer.size(); ++i)
    if (!trailingZeros(m, found, outer[i], objects[i]->getType(),
                       objects[i]->getValue(), insert))
      return name;
  llvm::sort(insert,
             [](const auto &a, const auto &b) { return a.first < b.first; });
  std::string out;
  size_t pos = 0;
  for (auto &[at, text] : insert) {
    if (at < pos || at >= name.size() || name[at] != 'E')
      return name;
    out.append(name, pos, at - pos);
    out += text;
    pos = at;
  }
  out.append(name, pos, std::string::npos);
  return out;
}

// nvcc writes a nullptr_t template argument `LDnE`, Clang `LDn0E`.
std::string spellNullptr(std::string name, const FunctionDecl *kernel) {
  const TemplateArgumentList *args = kernel->getTemplateSpecializationArgs();
  if (!args)
    return name;
  for (size_t at; (at = name.find("LDn0E")) != std::string::npos;)
    name.erase(at + 3, 1);
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
  if (!StringRef(name).starts_with("_Z"))
    return name;
  name = completeClassArguments(std::move(name), m, kernel);
  name = spellNullptr(std::move(name), kernel);
  return renameAnonymousNamespaces(std::move(name), m);
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
