//===- Diagnostics.cpp - Read what tileiras prints on stderr --------------===//
//
// tileiras is built on MLIR and LLVM, so it speaks their formats:
//   error: 'cuda_tile.tanh' op invalid rounding mode specified, ...
//   <location>: error: ...            (MLIR with a known location)
//   tileiras: for the --gpu-name option: Cannot find option named 'sm_75'!
// 13.4.92 prints verifier errors without their location even when the
// bytecode carries debug info, so the op name is often all we get.
//
//===----------------------------------------------------------------------===//

#include "cutile/Backend/Tileiras.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Regex.h"

using namespace llvm;

namespace cutile::backend {

using Severity = TileirasDiagnostic::Severity;

ErrorLocator::~ErrorLocator() = default;

// Splits `prefix: severity: message`; the prefix may be empty.
static bool splitSeverity(StringRef line, StringRef &prefix, Severity &sev,
                          StringRef &message) {
  static constexpr std::pair<StringLiteral, Severity> kinds[] = {
      {"error: ", Severity::Error},
      {"warning: ", Severity::Warning},
      {"note: ", Severity::Note},
      {"remark: ", Severity::Remark}};
  size_t best = StringRef::npos;
  for (const auto &[word, kind] : kinds) {
    size_t at = line.starts_with(word) ? 0 : line.find((": " + word).str());
    if (at == StringRef::npos || (best != StringRef::npos && at >= best))
      continue;
    best = at;
    sev = kind;
    prefix = line.take_front(at);
    message = line.drop_front(at == 0 ? word.size() : at + 2 + word.size());
  }
  return best != StringRef::npos;
}

// Reads a position out of a location prefix: MLIR's `"file":L:C` (also
// inside `loc(...)` or `#cuda_tile.di_loc<...>`) or a plain `file:L:C`.
static void parseLocation(StringRef prefix, TileirasDiagnostic &diag) {
  SmallVector<StringRef, 4> m;
  static const Regex quoted("\"([^\"]*)\":([0-9]+):([0-9]+)");
  static const Regex plain("^([^ ]+):([0-9]+):([0-9]+)$");
  if (!quoted.match(prefix, &m) && !plain.match(prefix.trim(), &m))
    return;
  diag.file = m[1].str();
  to_integer(m[2], diag.line);
  to_integer(m[3], diag.column);
}

// MLIR's op diagnostics read `'dialect.op' op text`.
static void parseOpName(TileirasDiagnostic &diag) {
  SmallVector<StringRef, 3> m;
  static const Regex opForm("^'([A-Za-z0-9_$.]+)' op (.*)$");
  if (opForm.match(diag.message, &m)) {
    diag.opName = m[1].str();
    diag.opMessage = m[2].str();
  } else {
    diag.opMessage = diag.message;
  }
}

std::vector<TileirasDiagnostic> parseTileirasDiagnostics(StringRef text) {
  std::vector<TileirasDiagnostic> diags;
  SmallVector<StringRef, 16> lines;
  text.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef line : lines) {
    line = line.rtrim("\r");
    TileirasDiagnostic diag;
    diag.raw = line.str();
    StringRef prefix, message;
    Severity sev;
    if (splitSeverity(line, prefix, sev, message)) {
      diag.severity = sev;
      diag.message = message.str();
      parseLocation(prefix, diag);
    } else if (line.consume_front("tileiras: ")) {
      // LLVM's command-line parser: bad options, with a hint after them.
      diag.severity =
          line.starts_with("Did you mean") ? Severity::Note : Severity::Error;
      diag.message = line.str();
    } else {
      continue;
    }
    parseOpName(diag);
    diags.push_back(std::move(diag));
  }
  return diags;
}

} // namespace cutile::backend
