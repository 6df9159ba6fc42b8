//===- CommandRewrite.cpp - compile commands as our clang++ would run them ===//
//
// See CommandRewrite.h. The launcher's defaults are those of
// tools/launchers/launcher.sh.in; the nvcc flags those of nvcc 13.5 that
// CMake and build scripts write (docs/ide.md lists them).
//
//===----------------------------------------------------------------------===//

#include "CommandRewrite.h"

#include "clang/Tooling/CompilationDatabase.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using llvm::StringRef;

namespace cutile::clangd {

// Configure-time paths (CMakeLists.txt); the headers are found relative to
// the binary first, so that an installed clangd uses the installed ones.
RewriteConfig &rewriteConfig() {
  static RewriteConfig C = [] {
    RewriteConfig R;
    R.clangDriver = CUTILE_CLANG_DRIVER;
    R.defaultCuda = CUTILE_DEFAULT_CUDA;
    std::string Exe = llvm::sys::fs::getMainExecutable(
        nullptr, reinterpret_cast<void *>(&rewriteConfig));
    llvm::SmallString<256> Installed(llvm::sys::path::parent_path(
        llvm::sys::path::parent_path(Exe)));
    llvm::sys::path::append(Installed, "include", "cutile-runtime");
    R.headers = llvm::sys::fs::is_directory(Installed)
                    ? std::string(Installed)
                    : std::string(CUTILE_HEADERS_BUILD);
    return R;
  }();
  return C;
}

namespace {

bool isNvcc(StringRef Argv0) {
  StringRef Name = llvm::sys::path::filename(Argv0);
  Name.consume_back(".exe");
  Name.consume_back(".py");
  return Name == "nvcc" || Name == "cutile-nvcc";
}

bool isCudaSource(StringRef Path) {
  return llvm::sys::path::extension(Path) == ".cu";
}

// The CUDA release of a toolkit, from CUDA_VERSION in its cuda.h (0 when it
// cannot be read).
unsigned cudaVersion(StringRef Toolkit) {
  llvm::SmallString<256> Header(Toolkit);
  llvm::sys::path::append(Header, "include", "cuda.h");
  auto Buf = llvm::MemoryBuffer::getFile(Header);
  if (!Buf)
    return 0;
  StringRef Text = (*Buf)->getBuffer();
  size_t At = Text.find("#define CUDA_VERSION ");
  if (At == StringRef::npos)
    return 0;
  unsigned V = 0;
  Text.drop_front(At + 21).ltrim().consumeInteger(10, V);
  return V;
}

// "sm_90" for each target an nvcc architecture name stands for: sm_XX,
// compute_XX and lto_XX name XX; native/all/all-major name none Clang can
// take, so nvcc's default (or ours) applies.
void addNvccTarget(StringRef Name, std::vector<std::string> &Targets) {
  Name = Name.trim();
  for (StringRef Prefix : {"sm_", "compute_", "lto_"}) {
    if (Name.consume_front(Prefix)) {
      std::string T = ("sm_" + Name).str();
      if (!llvm::is_contained(Targets, T))
        Targets.push_back(T);
      return;
    }
  }
}

// -gencode's value: arch=compute_90,code=[compute_90,sm_90] (code= may be a
// single name). The code list names the targets; without one, arch does.
void addGencode(StringRef Value, std::vector<std::string> &Targets) {
  StringRef Arch;
  llvm::SmallVector<StringRef, 4> Codes;
  while (!Value.empty()) {
    StringRef Item;
    if (Value.starts_with("code=[")) {
      size_t Close = Value.find(']');
      Item = Value.take_front(Close == StringRef::npos ? Value.size()
                                                       : Close + 1);
      Value = Value.drop_front(Item.size()).ltrim(',');
    } else {
      std::tie(Item, Value) = Value.split(',');
    }
    if (Item.consume_front("arch=")) {
      Arch = Item;
    } else if (Item.consume_front("code=")) {
      Item.consume_front("[");
      Item.consume_back("]");
      Item.split(Codes, ',');
    }
  }
  if (Codes.empty() && !Arch.empty())
    Codes.push_back(Arch);
  for (StringRef C : Codes)
    addNvccTarget(C, Targets);
}

} // namespace

std::vector<std::string> translateNvcc(const std::vector<std::string> &Argv,
                                       StringRef File) {
  std::vector<std::string> Out{rewriteConfig().clangDriver};
  std::vector<std::string> Targets;
  bool HasStd = false;
  // Options whose value is a separate argument when not joined by '='.
  static const llvm::StringSet<> DropWithValue = {
      "-ccbin", "--compiler-bindir", "-Xptxas", "--ptxas-options", "-Xnvlink",
      "--nvlink-options", "-Xfatbin", "--fatbin-options", "-Xcudafe",
      "-Xarchive", "--archive-options", "-Xtileiras", "--tileiras-options",
      "-maxrregcount", "--maxrregcount", "-cudart", "--cudart", "-cudadevrt",
      "--cudadevrt", "-t", "--threads", "-optf", "--options-file", "-odir",
      "--output-directory", "--keep-dir", "-arbin", "-diag-suppress",
      "--diag-suppress", "-diag-warn", "--diag-warn", "-diag-error",
      "--diag-error", "-ftz", "-prec-div", "-prec-sqrt", "-fmad", "-Xlinker",
      "--linker-options", "-L", "--library-path", "-l", "--library",
      "-lib", "-ldir", "--libdevice-directory", "-split-compile",
      "--split-compile", "-time", "--time", "-gen-opt-lto", "-rdc",
      "--relocatable-device-code", "-default-stream", "--default-stream",
      "-err-no", "-res-usage", "-Xtilecompiler"};
  // Flags that mean nothing for a parse (or nothing more than Clang does).
  static const llvm::StringSet<> DropFlag = {
      "--enable-tile", "-enable-tile", "-forward-unknown-to-host-compiler",
      "--forward-unknown-to-host-compiler", "-forward-unknown-to-host-linker",
      "--forward-unknown-to-host-linker", "-m64", "--machine",
      "-Wno-deprecated-gpu-targets", "--Wno-deprecated-gpu-targets",
      "-lineinfo", "--generate-line-info", "-G", "--device-debug", "-keep",
      "--keep", "-v", "--verbose", "-dryrun", "--dryrun", "-tilecubin",
      "-tilebc", "-tilefatbin", "--tile-only", "-use_fast_math",
      "--use_fast_math", "-dlink", "--device-link", "-cubin", "-ptx",
      "-fatbin", "-lto", "-dlto", "--display-error-number",
      "-Wext-lambda-captures-this", "-Wreorder", "--Werror",
      "-static-global-template-stub", "--static-global-template-stub",
      "-extra-device-vectorization", "-restrict", "--restrict",
      "-Wdefault-stream-launch", "-Wmissing-launch-bounds", "-src-in-ptx",
      "-res-usage", "--resource-usage", "-nohdinitlist", "-noprof",
      "-no-host-device-initializer-list", "-no-host-device-move-forward",
      "-allow-unsupported-compiler", "--allow-unsupported-compiler"};
  // -opt value, -opt=value and (for single letters) -Ovalue.
  auto Value = [&](size_t &I, StringRef Arg, StringRef Name,
                   std::string &V) -> bool {
    if (Arg == Name) {
      if (I + 1 < Argv.size())
        V = Argv[++I];
      return true;
    }
    if (Arg.starts_with(Name) && Arg.size() > Name.size() &&
        Arg[Name.size()] == '=') {
      V = Arg.drop_front(Name.size() + 1).str();
      return true;
    }
    if (Name.size() == 2 && Arg.starts_with(Name) && Arg.size() > 2) {
      V = Arg.drop_front(2).str();
      return true;
    }
    return false;
  };

  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef Arg = Argv[I];
    std::string V;
    if (Arg.empty())
      continue;
    if (Arg[0] != '-') {
      // Inputs: only the file being parsed (a stray value of an option we
      // do not know would otherwise be a second input).
      if (Arg == File || isCudaSource(Arg) ||
          llvm::sys::path::filename(Arg) == llvm::sys::path::filename(File))
        Out.push_back(Arg.str());
      continue;
    }
    if (Arg == "--") {
      continue;
    }
    // Same meaning for Clang.
    bool Passed = false;
    for (StringRef Name : {"-I", "-isystem", "-D", "-U", "-include", "-o",
                           "-MF", "-MT", "-MQ", "-iquote", "-idirafter"}) {
      if (Value(I, Arg, Name, V)) {
        Out.push_back(Name.str());
        Out.push_back(V);
        Passed = true;
        break;
      }
    }
    if (Passed)
      continue;
    static const std::pair<StringRef, StringRef> Long[] = {
        {"--include-path", "-I"},     {"--system-include", "-isystem"},
        {"--define-macro", "-D"},     {"--undefine-macro", "-U"},
        {"--pre-include", "-include"}, {"--output-file", "-o"},
        {"--dependency-output", "-MF"}};
    for (auto [NvName, ClangName] : Long) {
      if (Value(I, Arg, NvName, V)) {
        Out.push_back(ClangName.str());
        Out.push_back(V);
        Passed = true;
        break;
      }
    }
    if (Passed)
      continue;
    if (Value(I, Arg, "-std", V) || Value(I, Arg, "--std", V)) {
      Out.push_back("-std=" + V);
      HasStd = true;
      continue;
    }
    if (Value(I, Arg, "-x", V) || Value(I, Arg, "--x", V)) {
      Out.push_back("-x");
      Out.push_back(V == "cu" ? "cuda" : V);
      continue;
    }
    if (Value(I, Arg, "-arch", V) || Value(I, Arg, "--gpu-architecture", V) ||
        Value(I, Arg, "-code", V) || Value(I, Arg, "--gpu-code", V)) {
      llvm::SmallVector<StringRef, 4> Names;
      StringRef(V).split(Names, ',');
      for (StringRef N : Names)
        addNvccTarget(N, Targets);
      continue;
    }
    if (Value(I, Arg, "-gencode", V) || Value(I, Arg, "--generate-code", V)) {
      addGencode(V, Targets);
      continue;
    }
    if (Value(I, Arg, "-Xcompiler", V) ||
        Value(I, Arg, "--compiler-options", V)) {
      // Host compiler flags: the host side only, as under nvcc.
      llvm::SmallVector<StringRef, 4> Flags;
      StringRef(V).split(Flags, ',', -1, /*KeepEmpty=*/false);
      for (StringRef F : Flags) {
        Out.push_back("-Xarch_host");
        Out.push_back(F.str());
      }
      continue;
    }
    // nvcc defines these for the flags; tile code reads the first one.
    if (Arg == "--expt-relaxed-constexpr" || Arg == "-expt-relaxed-constexpr") {
      Out.push_back("-D__CUDACC_RELAXED_CONSTEXPR__");
      continue;
    }
    if (Arg == "--extended-lambda" || Arg == "-extended-lambda" ||
        Arg == "--expt-extended-lambda" || Arg == "-expt-extended-lambda") {
      Out.push_back("-D__CUDACC_EXTENDED_LAMBDA__");
      continue;
    }
    if (Arg == "-dc" || Arg == "--device-c" || Arg == "-rdc=true" ||
        Arg == "--relocatable-device-code=true" ||
        ((Arg == "-rdc" || Arg == "--relocatable-device-code") &&
         I + 1 < Argv.size() && Argv[I + 1] == "true")) {
      if (!Arg.contains('=') && Arg != "-dc" && Arg != "--device-c")
        ++I;
      Out.push_back("-fgpu-rdc");
      if (Arg == "-dc" || Arg == "--device-c")
        Out.push_back("-c");
      continue;
    }
    if (Arg == "-c" || Arg == "--compile" || Arg == "-E" ||
        Arg == "--preprocess") {
      Out.push_back(Arg.size() == 2 ? Arg.str() : "-" + Arg.substr(2, 1).str());
      continue;
    }
    if (Arg == "-w" || Arg == "--disable-warnings") {
      Out.push_back("-w");
      continue;
    }
    if (Arg == "-g" || Arg == "--debug") {
      Out.push_back("-g");
      continue;
    }
    if (Value(I, Arg, "-O", V) || Value(I, Arg, "--optimize", V)) {
      Out.push_back("-O" + V);
      continue;
    }
    if (Arg == "-MD" || Arg == "-MMD" || Arg == "-M" || Arg == "-MM" ||
        Arg == "-MP") {
      Out.push_back(Arg.str());
      continue;
    }
    StringRef Name = Arg.split('=').first;
    if (DropFlag.contains(Name))
      continue;
    if (DropWithValue.contains(Name)) {
      if (!Arg.contains('=') && I + 1 < Argv.size() &&
          !StringRef(Argv[I + 1]).starts_with("-"))
        ++I;
      continue;
    }
    // Warnings Clang knows pass; nvcc-only ones (-Werror=all-warnings, ...)
    // are at worst an unknown-warning warning.
    if (Arg.starts_with("-W") && !Arg.starts_with("-Werror=") &&
        !Arg.starts_with("-Wno-deprecated-gpu"))
      Out.push_back(Arg.str());
    // Anything else is nvcc's own and does not change the parse.
  }
  for (const std::string &T : Targets)
    Out.push_back("--cuda-gpu-arch=" + T);
  // nvcc 13's default language standard (Clang's is gnu++17).
  if (!HasStd)
    Out.push_back("-std=c++17");
  // nvcc compiles .cu files as CUDA whatever their name says; so does -x cu.
  if (!llvm::is_contained(Out, "cuda")) {
    auto In = llvm::find(Out, File.str());
    if (In != Out.end())
      Out.insert(In, {"-x", "cuda"});
  }
  return Out;
}

void rewriteCommand(std::vector<std::string> &Argv, StringRef File) {
  if (Argv.empty())
    return;
  const RewriteConfig &C = rewriteConfig();
  if (isNvcc(Argv[0]))
    Argv = translateNvcc(Argv, File);

  bool Cuda = isCudaSource(File), Arch = false;
  std::string Toolkit;
  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef A = Argv[I];
    if (A == "-xcuda" || (A == "-x" && I + 1 < Argv.size() &&
                          Argv[I + 1] == "cuda"))
      Cuda = true;
    if (A.starts_with("--cuda-gpu-arch") || A.starts_with("--offload-arch"))
      Arch = true;
    if (A.consume_front("--cuda-path="))
      Toolkit = A.str();
  }
  if (!Cuda)
    return;

  // As the launcher: the toolkit unless one is given, its headers after
  // ours (ahead of any other CUDA's in /usr/local/include), its CCCL, and
  // nvcc 13's default target when none is named.
  std::vector<std::string> Front, Back;
  if (Toolkit.empty() && !C.defaultCuda.empty() &&
      llvm::sys::fs::is_directory(C.defaultCuda)) {
    Toolkit = C.defaultCuda;
    Front.push_back("--cuda-path=" + Toolkit);
  }
  if (!Arch && cudaVersion(Toolkit.empty() ? "/usr/local/cuda" : Toolkit) >=
                   13000)
    Front.push_back("--cuda-gpu-arch=sm_75");
  Back.push_back("-Wno-unknown-cuda-version");
  if (!C.headers.empty()) {
    Back.push_back("-isystem");
    Back.push_back(C.headers);
  }
  if (!Toolkit.empty()) {
    for (const char *Sub : {"include", "include/cccl"}) {
      std::string Dir = Toolkit + "/" + Sub;
      if (llvm::sys::fs::is_directory(Dir)) {
        Back.push_back("-isystem");
        Back.push_back(Dir);
      }
    }
  }
  Argv.insert(Argv.begin() + 1, Front.begin(), Front.end());
  // Before a "--" (after it everything is an input).
  auto End = llvm::find(Argv, "--");
  Argv.insert(End, Back.begin(), Back.end());
}

} // namespace cutile::clangd

// The link sends clangd's calls of CommandMangler::operator() here (see
// CMakeLists.txt): every compile command clangd uses, --check's included,
// passes through it before clangd's own adjustments (resource dir, driver
// mode, .clangd's CompileFlags). A free function with the member's symbol:
// `this` is the first argument in the Itanium ABI.
void realMangle(const void *Mangler, clang::tooling::CompileCommand &Cmd,
                llvm::StringRef File) __asm__(
    "__real__ZNK5clang6clangd14CommandManglerclERNS_7tooling14CompileCommandEN4llvm9StringRefE");
void wrapMangle(const void *Mangler, clang::tooling::CompileCommand &Cmd,
                llvm::StringRef File) __asm__(
    "__wrap__ZNK5clang6clangd14CommandManglerclERNS_7tooling14CompileCommandEN4llvm9StringRefE");

void wrapMangle(const void *Mangler, clang::tooling::CompileCommand &Cmd,
                llvm::StringRef File) {
  cutile::clangd::rewriteCommand(Cmd.CommandLine, File);
  realMangle(Mangler, Cmd, File);
}
