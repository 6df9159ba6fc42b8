//===- cutile-elf-syms.cpp - What a cubin defines -------------------------===//
//
// Prints a CUDA ELF's target and the symbols of its .symtab, so tests can
// check a cubin without the CUDA toolkit's cuobjdump:
//
//   cutile-elf-syms k.cubin
//     k.cubin: ELF64 EM_CUDA EXEC abi=8 sm_100 flags=0x6006402
//     FUNC GLOBAL k size=256 section=.text.k
//     OBJECT GLOBAL ___NV_TILE_LAUNCH_META_DATA___ size=64 section=.nv.global
//   cutile-elf-syms --kernels k.cubin      # only the FUNC GLOBAL names
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::object;

static cl::list<std::string> inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<cubin>..."));
static cl::opt<bool> kernelsOnly("kernels",
                                 cl::desc("Print only the names of defined "
                                          "global functions (the kernels)"));

static StringRef typeName(unsigned type) {
  switch (type) {
  case ELF::STT_NOTYPE: return "NOTYPE";
  case ELF::STT_OBJECT: return "OBJECT";
  case ELF::STT_FUNC: return "FUNC";
  case ELF::STT_SECTION: return "SECTION";
  case ELF::STT_FILE: return "FILE";
  default: return "OTHER";
  }
}

static StringRef bindName(unsigned bind) {
  switch (bind) {
  case ELF::STB_LOCAL: return "LOCAL";
  case ELF::STB_GLOBAL: return "GLOBAL";
  case ELF::STB_WEAK: return "WEAK";
  default: return "OTHER";
  }
}

// CUDA's ELF ABI 8 (CUDA 13) moved the SM number from bits 0-7 of e_flags
// to bits 8-15. Whether the code is arch-specific (`sm_90a`) is not read
// here: tileiras's cubins do not carry LLVM's EF_CUDA_ACCELERATORS bit, yet
// cuobjdump calls them sm_90a; the raw flags are printed instead.
static std::string targetName(const ELF64LE::Ehdr &h) {
  unsigned flags = h.e_flags;
  bool v2 = h.e_ident[ELF::EI_ABIVERSION] == ELF::ELFABIVERSION_CUDA_V2;
  unsigned sm = v2 ? (flags & ELF::EF_CUDA_SM_MASK) >> ELF::EF_CUDA_SM_OFFSET
                   : flags & ELF::EF_CUDA_SM;
  return "sm_" + std::to_string(sm) + " flags=" + utohexstr(flags, true)
      .insert(0, "0x");
}

static Error dump(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf = MemoryBuffer::getFile(path);
  if (!buf)
    return createStringError(buf.getError(), "cannot read '%s'",
                             path.str().c_str());
  StringRef bytes = (*buf)->getBuffer();
  if (bytes.size() < ELF::EI_NIDENT || !bytes.starts_with("\x7F" "ELF") ||
      bytes[ELF::EI_CLASS] != ELF::ELFCLASS64 ||
      bytes[ELF::EI_DATA] != ELF::ELFDATA2LSB)
    return createStringError(inconvertibleErrorCode(),
                             "'%s' is not a little-endian ELF64 file",
                             path.str().c_str());
  Expected<ELF64LEFile> elf = ELF64LEFile::create(bytes);
  if (!elf)
    return elf.takeError();
  const ELF64LE::Ehdr &h = elf->getHeader();
  if (!kernelsOnly) {
    outs() << path << ": ELF64 "
           << (h.e_machine == ELF::EM_CUDA ? "EM_CUDA"
                                            : "machine=" +
                                                  std::to_string(h.e_machine))
           << ' '
           << (h.e_type == ELF::ET_EXEC  ? "EXEC"
               : h.e_type == ELF::ET_REL ? "REL"
                                         : "type=" + std::to_string(h.e_type))
           << " abi=" << unsigned(h.e_ident[ELF::EI_ABIVERSION]);
    if (h.e_machine == ELF::EM_CUDA)
      outs() << ' ' << targetName(h);
    outs() << '\n';
  }

  auto sections = elf->sections();
  if (!sections)
    return sections.takeError();
  for (const ELF64LE::Shdr &sec : *sections) {
    if (sec.sh_type != ELF::SHT_SYMTAB)
      continue;
    auto names = elf->getStringTableForSymtab(sec, *sections);
    auto syms = elf->symbols(&sec);
    if (!names)
      return names.takeError();
    if (!syms)
      return syms.takeError();
    for (const ELF64LE::Sym &sym : *syms) {
      unsigned type = sym.getType(), bind = sym.getBinding();
      if (type == ELF::STT_SECTION || (type == ELF::STT_NOTYPE &&
                                       bind == ELF::STB_LOCAL))
        continue;
      Expected<StringRef> name = sym.getName(*names);
      if (!name)
        return name.takeError();
      if (kernelsOnly) {
        // Undefined functions are calls out (vprintf for print_tko).
        if (type == ELF::STT_FUNC && bind == ELF::STB_GLOBAL &&
            sym.st_shndx != ELF::SHN_UNDEF)
          outs() << *name << '\n';
        continue;
      }
      outs() << typeName(type) << ' ' << bindName(bind) << ' ' << *name
             << " size=" << sym.st_size;
      if (sym.st_shndx == ELF::SHN_UNDEF)
        outs() << " undefined";
      else if (sym.st_shndx < sections->size()) {
        Expected<StringRef> secName =
            elf->getSectionName((*sections)[sym.st_shndx]);
        if (!secName)
          return secName.takeError();
        outs() << " section=" << *secName;
      }
      outs() << '\n';
    }
  }
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "print the target and symbols of a cubin\n");
  int rc = 0;
  for (const std::string &path : inputs)
    if (Error err = dump(path)) {
      WithColor::error(errs(), "cutile-elf-syms") << toString(std::move(err))
                                                  << '\n';
      rc = 1;
    }
  return rc;
}
