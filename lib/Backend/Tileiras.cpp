//===- Tileiras.cpp - Run tileiras as a subprocess ------------------------===//
//
// Facts this file relies on (tileiras 13.4.92, see docs/toolchain-setup.md):
// - tileiras loads libnvvm and runs ptxas from a CUDA root: $CUDA_HOME or
//   $CUDA_PATH when set, else two levels above its own resolved path. A
//   CUDA_HOME naming another toolkit release makes every compile fail with
//   "failed to compile Tile IR program", so we point both at its own root.
// - It writes its scratch files (PTX, ptxas log, object) under $TMPDIR.
// - It may print `error:` lines and still exit 0, and exits 2 without a word
//   when it cannot write its output.
//
//===----------------------------------------------------------------------===//

#include "cutile/Backend/Tileiras.h"
#include "cutile/Backend/Cache.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

extern char **environ;

using namespace llvm;

namespace cutile::backend {

#ifndef CUTILE_DEFAULT_TILEIRAS
#define CUTILE_DEFAULT_TILEIRAS ""
#endif

static constexpr StringLiteral kTileirasEnv = "CUTILE_TILEIRAS";
static constexpr StringLiteral kLocalInstall =
    ".deps/tileiras/nvidia/cu13/bin/tileiras";

static Error makeError(const Twine &msg) {
  return createStringError(inconvertibleErrorCode(), msg);
}

static bool isExecutable(StringRef path) {
  return !path.empty() && sys::fs::exists(path) &&
         !sys::fs::is_directory(path) && sys::fs::can_execute(path);
}

static void anchor() {}

Expected<std::string> findTileiras(StringRef explicitPath) {
  if (!explicitPath.empty()) {
    if (isExecutable(explicitPath))
      return explicitPath.str();
    return makeError("tileiras not found at '" + explicitPath + "'");
  }
  if (const char *env = std::getenv(kTileirasEnv.data()); env && *env) {
    if (isExecutable(env))
      return std::string(env);
    return makeError(Twine("tileiras not found at '") + env +
                     "' (from $CUTILE_TILEIRAS)");
  }
  if (isExecutable(CUTILE_DEFAULT_TILEIRAS))
    return std::string(CUTILE_DEFAULT_TILEIRAS);
  // A build tree lives inside the checkout, so the project-local install is
  // in a parent of the running tool.
  std::string exe =
      sys::fs::getMainExecutable("cutile", reinterpret_cast<void *>(&anchor));
  for (StringRef dir = sys::path::parent_path(exe); !dir.empty();
       dir = sys::path::parent_path(dir)) {
    SmallString<256> candidate(dir);
    sys::path::append(candidate, kLocalInstall);
    if (isExecutable(candidate))
      return std::string(candidate);
  }
  if (ErrorOr<std::string> onPath = sys::findProgramByName("tileiras"))
    return *onPath;
  return makeError(
      "tileiras not found: set $CUTILE_TILEIRAS, configure with "
      "-DCUTILE_TILEIRAS=<path>, run scripts/setup-deps.sh, or put it on PATH");
}

std::vector<std::string> buildTileirasCommand(StringRef tileiras,
                                              const TileirasOptions &opts,
                                              StringRef input,
                                              StringRef output) {
  std::vector<std::string> cmd{tileiras.str(),
                               input.str(),
                               "-o",
                               output.str(),
                               "--gpu-name=" + opts.target,
                               "-O" + std::to_string(opts.optLevel)};
  if (opts.lineInfo)
    cmd.push_back("--lineinfo");
  if (opts.deviceDebug)
    cmd.push_back("--device-debug");
  llvm::append_range(cmd, opts.extraArgs);
  return cmd;
}

namespace {

/// A directory of our own under the system temp directory, removed with
/// everything in it when this goes out of scope, whatever happened inside.
class ScratchDir {
public:
  static Expected<std::unique_ptr<ScratchDir>> create() {
    auto dir = std::unique_ptr<ScratchDir>(new ScratchDir);
    if (std::error_code ec =
            sys::fs::createUniqueDirectory("cutile-tileiras", dir->path))
      return makeError("cannot create a temporary directory: " +
                       ec.message());
    return dir;
  }
  ~ScratchDir() { sys::fs::remove_directories(path, /*IgnoreErrors=*/true); }

  std::string file(StringRef name) const {
    SmallString<256> p(path);
    sys::path::append(p, name);
    return std::string(p);
  }
  StringRef str() const { return path; }

private:
  ScratchDir() = default;
  SmallString<128> path;
};

struct RunResult {
  int exitCode = 0;
  std::string errMsg; // set when it could not run, crashed or timed out
  std::string out, err;
};

} // namespace

// The environment tileiras runs in: ours, with TMPDIR in the scratch
// directory and the CUDA root pinned to the one tileiras was installed in.
static std::vector<std::string> childEnvironment(StringRef tileiras,
                                                 StringRef tmpDir) {
  std::string cudaRoot;
  SmallString<256> real;
  if (!sys::fs::real_path(tileiras, real)) {
    StringRef root = sys::path::parent_path(sys::path::parent_path(real));
    SmallString<256> ptxas(root);
    sys::path::append(ptxas, "bin", "ptxas");
    // Leave the user's CUDA_HOME alone for an install we do not understand.
    if (isExecutable(ptxas))
      cudaRoot = root.str();
  }
  std::vector<std::string> env;
  for (char **e = environ; e && *e; ++e) {
    StringRef entry(*e);
    StringRef name = entry.split('=').first;
    if (name == "TMPDIR" ||
        (!cudaRoot.empty() && (name == "CUDA_HOME" || name == "CUDA_PATH")))
      continue;
    env.push_back(entry.str());
  }
  env.push_back(("TMPDIR=" + tmpDir).str());
  if (!cudaRoot.empty()) {
    env.push_back("CUDA_HOME=" + cudaRoot);
    env.push_back("CUDA_PATH=" + cudaRoot);
  }
  return env;
}

static std::string readFileOrEmpty(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  return buf ? (*buf)->getBuffer().str() : std::string();
}

static void printCommand(raw_ostream &os, ArrayRef<std::string> cmd) {
  interleave(
      cmd, os,
      [&](const std::string &arg) {
        bool plain = all_of(arg, [](char c) {
          return isAlnum(c) || StringRef("-_./=+,:@%").contains(c);
        });
        if (plain && !arg.empty())
          os << arg;
        else
          os << '\'' << arg << '\''; // our arguments carry no quotes
      },
      " ");
  os << '\n';
}

static Expected<RunResult> run(StringRef tileiras, ArrayRef<std::string> cmd,
                               const ScratchDir &dir, unsigned timeout) {
  std::vector<std::string> env = childEnvironment(tileiras, dir.str());
  SmallVector<StringRef, 16> args(cmd.begin(), cmd.end());
  SmallVector<StringRef, 64> envRefs(env.begin(), env.end());
  std::string outPath = dir.file("stdout.txt"), errPath = dir.file("stderr.txt");
  std::optional<StringRef> redirects[] = {StringRef(), StringRef(outPath),
                                          StringRef(errPath)};
  RunResult result;
  bool execFailed = false;
  result.exitCode =
      sys::ExecuteAndWait(tileiras, args, ArrayRef<StringRef>(envRefs),
                          redirects, timeout, /*MemoryLimit=*/0,
                          &result.errMsg, &execFailed);
  if (execFailed)
    return makeError("cannot run '" + tileiras + "': " + result.errMsg);
  result.out = readFileOrEmpty(outPath);
  result.err = readFileOrEmpty(errPath);
  return result;
}

Expected<std::string> getTileirasVersion(StringRef tileiras) {
  auto dir = ScratchDir::create();
  if (!dir)
    return dir.takeError();
  Expected<RunResult> r =
      run(tileiras, {tileiras.str(), "--version"}, **dir, /*timeout=*/60);
  if (!r)
    return r.takeError();
  SmallVector<StringRef, 2> m;
  if (r->exitCode != 0 ||
      !Regex("V([0-9]+\\.[0-9]+\\.[0-9]+)").match(r->out, &m))
    return makeError("'" + tileiras + " --version' printed no version");
  return m[1].str();
}

Expected<std::vector<std::string>>
getTileirasBytecodeVersions(StringRef tileiras) {
  auto dir = ScratchDir::create();
  if (!dir)
    return dir.takeError();
  Expected<RunResult> r =
      run(tileiras, {tileiras.str(), "--list-versions"}, **dir, 60);
  if (!r)
    return r.takeError();
  std::vector<std::string> versions;
  SmallVector<StringRef, 8> lines;
  StringRef(r->out).split(lines, '\n', -1, false);
  for (StringRef line : lines)
    if (Regex("^[0-9]+\\.[0-9]+$").match(line.trim()))
      versions.push_back(line.trim().str());
  if (r->exitCode != 0 || versions.empty())
    return makeError("'" + tileiras + " --list-versions' listed nothing");
  return versions;
}

Expected<std::string> compileToCubin(ArrayRef<char> bytecode,
                                     const TileirasOptions &opts,
                                     ErrorLocator *locator) {
  if (Error err = checkOptions(opts))
    return std::move(err);
  // Cheaper and clearer than tileiras's "input does not correspond to Tile
  // IR bytecode".
  static constexpr char kMagic[] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
  if (bytecode.size() < sizeof(kMagic) ||
      !std::equal(std::begin(kMagic), std::end(kMagic), bytecode.begin()))
    return makeError("input is not Tile IR bytecode (bad magic number)");

  Expected<std::string> tileiras = findTileiras(opts.tileirasPath);
  if (!tileiras)
    return tileiras.takeError();

  std::optional<CompileCache> cache;
  std::string key;
  if (std::string cacheDir = cacheDirectory(opts.cacheDir); !cacheDir.empty()) {
    // Without a version the binary's identity still tells builds apart.
    Expected<std::string> version = getTileirasVersion(*tileiras);
    key = cacheKey(bytecode, opts, *tileiras,
                   version ? *version : "unknown");
    if (!version)
      consumeError(version.takeError());
    cache.emplace(std::move(cacheDir), cacheMaxBytes());
    if (std::optional<CacheEntry> hit = cache->lookup(key)) {
      if (opts.log)
        *opts.log << "tileiras result for " << opts.target
                  << " found in the compile cache\n";
      // What tileiras said the first time it is told again.
      for (const TileirasDiagnostic &d :
           parseTileirasDiagnostics(hit->diagnostics))
        if (!(locator && locator->locate(d)) && opts.log)
          *opts.log << "tileiras: " << d.raw << '\n';
      return std::move(hit->cubin);
    }
  }

  auto dir = ScratchDir::create();
  if (!dir)
    return dir.takeError();
  std::string input = (*dir)->file("input.tilebc");
  std::string output = (*dir)->file("output.cubin");
  {
    std::error_code ec;
    raw_fd_ostream os(input, ec, sys::fs::OF_None);
    if (ec)
      return makeError("cannot write '" + input + "': " + ec.message());
    os.write(bytecode.data(), bytecode.size());
    os.close();
    if (os.has_error())
      return makeError("cannot write '" + input + "': " +
                       os.error().message());
  }

  std::vector<std::string> cmd =
      buildTileirasCommand(*tileiras, opts, input, output);
  if (opts.log)
    printCommand(*opts.log, cmd);
  Expected<RunResult> r = run(*tileiras, cmd, **dir, opts.timeoutSeconds);
  if (!r)
    return r.takeError();

  std::vector<TileirasDiagnostic> diags = parseTileirasDiagnostics(r->err);
  std::string cubin = readFileOrEmpty(output);

  std::string why;
  if (!r->errMsg.empty() && r->exitCode < 0)
    why = opts.timeoutSeconds && StringRef(r->errMsg).contains("timed out")
              ? "timed out after " + std::to_string(opts.timeoutSeconds) + " s"
              : "crashed: " + r->errMsg;
  else if (r->exitCode != 0)
    why = "exit code " + std::to_string(r->exitCode);
  else if (any_of(diags, [](const auto &d) { return d.isError(); }))
    why = "printed errors, exit code 0";
  else if (cubin.empty())
    why = "no output";
  else if (!StringRef(cubin).starts_with("\x7F"
                                         "ELF"))
    why = "output is not an ELF file";

  // Every diagnostic goes to the locator, warnings on success included.
  std::string unlocated;
  raw_string_ostream rest(unlocated);
  for (const TileirasDiagnostic &d : diags) {
    if (locator && locator->locate(d))
      continue;
    if (why.empty() && opts.log)
      *opts.log << "tileiras: " << d.raw << '\n';
    rest << "\n  " << d.raw;
  }
  if (why.empty()) {
    if (cache)
      cache->store(key, {cubin, r->err});
    return cubin;
  }

  // Nothing parsed as a diagnostic: a crash dump or usage text says more
  // than nothing at all.
  if (diags.empty() && !StringRef(r->err).trim().empty()) {
    SmallVector<StringRef, 24> lines;
    StringRef(r->err).trim().split(lines, '\n', /*MaxSplit=*/20);
    for (StringRef line : lines)
      rest << "\n  " << line.rtrim();
  }
  return makeError("tileiras failed for " + opts.target + " (" + why + ")" +
                   unlocated);
}

} // namespace cutile::backend
