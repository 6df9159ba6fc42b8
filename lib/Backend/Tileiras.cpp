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
// - When its ptxas fails or dies (killed for memory, a signal), tileiras
//   13.5.37 exits 5 and says only "error: failed to compile Tile IR program";
//   ptxas's own words are lost (probed with a stand-in ptxas that kills
//   itself, crashes, or prints an error and exits 255).
//
//===----------------------------------------------------------------------===//

#include "cutile/Backend/Tileiras.h"
#include "cutile/Backend/Cache.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

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
  uint64_t peakKiB = 0; // the largest resident size of tileiras or a child
  double seconds = 0;   // CPU time
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
  // wait4's usage covers the children tileiras waited for: its ptxas.
  std::optional<sys::ProcessStatistics> stats;
  result.exitCode =
      sys::ExecuteAndWait(tileiras, args, ArrayRef<StringRef>(envRefs),
                          redirects, timeout, /*MemoryLimit=*/0,
                          &result.errMsg, &execFailed, &stats);
  if (execFailed)
    return makeError("cannot run '" + tileiras + "': " + result.errMsg);
  if (stats) {
    result.peakKiB = stats->PeakMemory;
    result.seconds = std::chrono::duration<double>(stats->TotalTime).count();
  }
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

// The machine's memory, for judging a peak.
static uint64_t physicalMemoryKiB() {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && size > 0 ? uint64_t(pages) * uint64_t(size) / 1024 : 0;
}

static std::string gib(uint64_t kib) {
  std::string s;
  raw_string_ostream(s) << format("%.1f GiB", double(kib) / (1024.0 * 1024.0));
  return s;
}

static std::string resourceLine(const RunResult &r) {
  std::string s;
  raw_string_ostream os(s);
  os << "tileiras and its ptxas used at most " << gib(r.peakKiB);
  if (uint64_t phys = physicalMemoryKiB())
    os << " of this machine's " << gib(phys);
  os << format(" and %.0f s of CPU time", r.seconds);
  return s;
}

// Out of memory is the usual way ptxas dies on large tiles: a 128x128
// attention backward tile needs more than 24 GiB. A peak near the machine's
// memory says so; a small one points elsewhere.
static std::string memoryCause(uint64_t peakKiB, bool killed) {
  uint64_t phys = physicalMemoryKiB();
  if (phys && peakKiB * 2 >= phys)
    return "out of memory: ptxas needs memory that grows with the kernel's "
           "tile sizes (a 128x128 attention backward tile needs more than "
           "24 GiB); smaller tiles, or a machine with more memory";
  if (killed)
    return "out of memory (the system's out-of-memory killer sends SIGKILL; "
           "ptxas's memory grows with the kernel's tile sizes), or someone "
           "killed it";
  return "ptxas rejected or could not finish the generated code; rerun "
         "tileiras by hand on the bytecode (CUTILE_DUMP_DIR keeps it) and "
         "report it with the kernel";
}

// The message LLVM gives for a child that died of a signal is strsignal's.
static std::string describeSignal(StringRef msg, uint64_t peakKiB,
                                  std::string &cause) {
  StringRef text = msg;
  text.consume_back(" (core dumped)");
  static const std::pair<int, const char *> kSignals[] = {
      {SIGKILL, "SIGKILL"}, {SIGSEGV, "SIGSEGV"}, {SIGABRT, "SIGABRT"},
      {SIGBUS, "SIGBUS"},   {SIGILL, "SIGILL"},   {SIGFPE, "SIGFPE"},
      {SIGTERM, "SIGTERM"}, {SIGINT, "SIGINT"},   {SIGXCPU, "SIGXCPU"}};
  for (auto [sig, name] : kSignals) {
    if (text != strsignal(sig))
      continue;
    if (sig == SIGKILL) {
      cause = "likely cause: " + memoryCause(peakKiB, /*killed=*/true);
      return "killed by SIGKILL";
    }
    if (sig == SIGTERM || sig == SIGINT) {
      cause = "likely cause: it was stopped from outside (a build timeout, "
              "Ctrl-C)";
      return std::string("killed by ") + name;
    }
    cause = "likely cause: a bug in tileiras; report it to NVIDIA with the "
            "bytecode (CUTILE_DUMP_DIR keeps it)";
    return std::string("crashed: ") + name + ", " + msg.str();
  }
  return "crashed: " + msg.str();
}

// tileiras's only line when its ptxas step fails: the summary and nothing
// that names an op or a position.
static bool bareFailure(ArrayRef<TileirasDiagnostic> diags) {
  return !diags.empty() && all_of(diags, [](const TileirasDiagnostic &d) {
    return !d.isError() || StringRef(d.message).trim() ==
                               "failed to compile Tile IR program";
  });
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

  std::string why, cause;
  if (!r->errMsg.empty() && r->exitCode < 0) {
    if (opts.timeoutSeconds && StringRef(r->errMsg).contains("timed out")) {
      why = "timed out after " + std::to_string(opts.timeoutSeconds) + " s";
      cause = "likely cause: the kernel's tiles are too large for ptxas to "
              "finish in time (its time grows with the tile sizes); smaller "
              "tiles, or a longer --timeout";
    } else {
      why = describeSignal(r->errMsg, r->peakKiB, cause);
    }
  } else if (r->exitCode != 0 && bareFailure(diags)) {
    // All tileiras says when its ptxas (or libNVVM) step fails or dies.
    why = "exit code " + std::to_string(r->exitCode) +
          ": its ptxas (or libNVVM) step failed or was killed; tileiras "
          "does not say which";
    cause = "likely cause: " + memoryCause(r->peakKiB, /*killed=*/false);
  } else if (r->exitCode != 0)
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
  if (!cause.empty())
    rest << "\n" << cause << "\n" << resourceLine(*r);
  return makeError("tileiras failed for " + opts.target + " (" + why + ")" +
                   unlocated);
}

} // namespace cutile::backend
