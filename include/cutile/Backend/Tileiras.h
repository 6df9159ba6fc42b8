//===- Tileiras.h - Compile cuda_tile bytecode to a cubin -------*- C++ -*-===//
//
// The back end of the pipeline: NVIDIA's `tileiras` turns Tile IR bytecode
// into a cubin. It is a separate program (shipped in the CUDA toolkit and in
// the `nvidia-cuda-tileiras` wheel), so we run it as a subprocess. This layer
// knows nothing about MLIR: it takes bytecode bytes and hands back cubin
// bytes. The MLIR-level wrapper is in cutile/Backend/CompileModule.h.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BACKEND_TILEIRAS_H
#define CUTILE_BACKEND_TILEIRAS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace cutile::backend {

/// How to run tileiras.
struct TileirasOptions {
  /// A base SM target, `sm_80` ... `sm_121` (see supportedTargets()).
  std::string target = "sm_100";
  /// tileiras `-O`, 0..3.
  unsigned optLevel = 3;
  /// `--lineinfo`: line tables from the bytecode's debug info.
  bool lineInfo = false;
  /// `--device-debug`: full debug info. tileiras refuses it above -O0.
  bool deviceDebug = false;
  /// Appended to the command line as they are, after our own options.
  std::vector<std::string> extraArgs;
  /// Seconds before tileiras is killed; 0 waits forever.
  unsigned timeoutSeconds = 0;
  /// The tileiras binary. Empty: see findTileiras().
  std::string tileirasPath;
  /// The compile cache (cutile/Backend/Cache.h): empty asks the environment
  /// ($CUTILE_CACHE_DIR, ...), "off" turns it off, else its directory.
  std::string cacheDir;
  /// When set, the command line is echoed here before it runs, and
  /// warnings that no ErrorLocator took are copied here.
  llvm::raw_ostream *log = nullptr;
};

/// One diagnostic line that tileiras printed on stderr.
struct TileirasDiagnostic {
  enum class Severity { Error, Warning, Note, Remark };
  Severity severity = Severity::Error;
  /// The text after `error: ` (or `warning: `...), unchanged.
  std::string message;
  /// `cuda_tile.tanh` when the message has MLIR's `'<op>' op ...` form.
  std::string opName;
  /// The message without the `'<op>' op ` prefix (== message otherwise).
  std::string opMessage;
  /// A source position, when the line was prefixed with one (`file:L:C:` or
  /// an MLIR `loc("file":L:C)`). tileiras 13.4 does not print them, but the
  /// parser takes them so that a tileiras which does is mapped precisely.
  std::string file;
  unsigned line = 0, column = 0;
  /// The whole line as printed.
  std::string raw;

  bool hasLocation() const { return line != 0; }
  bool isError() const { return severity == Severity::Error; }
};

/// Turns tileiras's stderr into diagnostics. Lines that are not diagnostics
/// (usage text, `tileiras: ...` option errors) come back as errors when they
/// name a problem, so that nothing tileiras says is lost.
std::vector<TileirasDiagnostic> parseTileirasDiagnostics(llvm::StringRef text);

/// Takes tileiras's diagnostics back to the caller's source: the MLIR
/// wrapper maps them onto the ops they name. compileToCubin offers it every
/// diagnostic, in order, success or failure.
class ErrorLocator {
public:
  virtual ~ErrorLocator();
  /// Returns true when the diagnostic was reported at a location of the
  /// locator's own, false to leave it in compileToCubin's result.
  virtual bool locate(const TileirasDiagnostic &diag) = 0;
};

/// The targets tileiras accepts that we support, in ascending order.
llvm::ArrayRef<llvm::StringLiteral> supportedTargets();

/// Succeeds for a supported target. The error says why not: `sm_90a`-style
/// arch-specific names are pointed at their base target, anything else gets
/// the list of valid targets.
llvm::Error checkTarget(llvm::StringRef target);

/// Checks everything in `opts` that can be checked without running tileiras.
llvm::Error checkOptions(const TileirasOptions &opts);

/// Where tileiras is, first hit wins: `explicitPath`; the environment
/// variable CUTILE_TILEIRAS; the path configured at build time (CMake cache
/// CUTILE_TILEIRAS); `.deps/tileiras/nvidia/cu13/bin/tileiras` in the
/// running executable's directory or one of its parents (the project-local
/// install); `tileiras` on PATH.
llvm::Expected<std::string> findTileiras(llvm::StringRef explicitPath = "");

/// The command line that compileToCubin runs, input and output filled in.
std::vector<std::string> buildTileirasCommand(llvm::StringRef tileiras,
                                              const TileirasOptions &opts,
                                              llvm::StringRef input,
                                              llvm::StringRef output);

/// `tileiras --version`, reduced to its release, e.g. "13.4.92".
llvm::Expected<std::string> getTileirasVersion(llvm::StringRef tileiras);

/// The bytecode versions tileiras reads (`--list-versions`), e.g. "13.4".
llvm::Expected<std::vector<std::string>>
getTileirasBytecodeVersions(llvm::StringRef tileiras);

/// Compiles Tile IR bytecode to a cubin and returns the cubin's bytes.
///
/// tileiras runs in a private temporary directory (also its TMPDIR) that is
/// removed on every path, so nothing is left behind even when it crashes or
/// times out. It fails when tileiras exits nonzero, prints any `error:` line
/// (it can exit 0 after one), or leaves no ELF output. The error's text holds
/// what the locator did not take. A successful result is kept in the compile
/// cache, and found there again for the same bytecode, options and tileiras
/// (its diagnostics are then replayed to the locator).
llvm::Expected<std::string> compileToCubin(llvm::ArrayRef<char> bytecode,
                                           const TileirasOptions &opts,
                                           ErrorLocator *locator = nullptr);

} // namespace cutile::backend

#endif // CUTILE_BACKEND_TILEIRAS_H
