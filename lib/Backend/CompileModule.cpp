//===- CompileModule.cpp - cuda_tile module to cubin ----------------------===//

#include "cutile/Backend/CompileModule.h"

#include "cutile/Bytecode/BytecodeWriter.h"
#include "cutile/Dialect/CudaTile/CudaTile.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <mutex>

using namespace mlir;

namespace cutile::backend {

using Severity = TileirasDiagnostic::Severity;

OpErrorLocator::OpErrorLocator(Operation *root, std::string what)
    : root(root), what(std::move(what)) {}

OpErrorLocator::~OpErrorLocator() { flush(); }

void OpErrorLocator::flush() {
  if (pending) {
    pending->report();
    pending.reset();
  }
}

// Whether a position tileiras printed is (part of) `loc`. File names are
// compared as written, then by their last component, since tileiras may
// print the name the debug info carries rather than the user's path.
static bool matches(Location loc, const TileirasDiagnostic &d) {
  return llvm::TypeSwitch<LocationAttr, bool>(loc)
      .Case([&](FileLineColLoc l) {
        if (l.getLine() != d.line || l.getColumn() != d.column)
          return false;
        StringRef file = l.getFilename().getValue();
        return file == d.file || llvm::sys::path::filename(file) ==
                                     llvm::sys::path::filename(d.file);
      })
      .Case([&](NameLoc l) { return matches(l.getChildLoc(), d); })
      .Case([&](CallSiteLoc l) {
        return matches(l.getCallee(), d) || matches(l.getCaller(), d);
      })
      .Case([&](FusedLoc l) {
        return llvm::any_of(l.getLocations(),
                            [&](Location sub) { return matches(sub, d); });
      })
      .Case([&](OpaqueLoc l) { return matches(l.getFallbackLocation(), d); })
      .Default([](LocationAttr) { return false; });
}

static InFlightDiagnostic emitAt(Location loc, Severity severity) {
  switch (severity) {
  case Severity::Warning:
    return emitWarning(loc);
  case Severity::Remark:
  case Severity::Note:
    return emitRemark(loc);
  case Severity::Error:
    break;
  }
  return emitError(loc);
}

bool OpErrorLocator::locate(const TileirasDiagnostic &d) {
  // tileiras's notes belong to the diagnostic before them.
  if (d.severity == Severity::Note) {
    if (!pending)
      return false;
    pending->attachNote() << d.message;
    return true;
  }

  SmallVector<Operation *> candidates;
  root->walk([&](Operation *op) {
    bool nameOk = d.opName.empty() || op->getName().getStringRef() == d.opName;
    bool placeOk = !d.hasLocation() || matches(op->getLoc(), d);
    if (nameOk && placeOk && (d.hasLocation() || !d.opName.empty()))
      candidates.push_back(op);
  });

  Location loc = UnknownLoc::get(root->getContext());
  if (!candidates.empty())
    loc = candidates.front()->getLoc();
  else if (d.hasLocation())
    loc = FileLineColLoc::get(root->getContext(), d.file, d.line, d.column);
  else
    return false; // a summary line: it stays in compileToCubin's error

  flush();
  InFlightDiagnostic diag = emitAt(loc, d.severity);
  if (!d.opName.empty())
    diag << "'" << d.opName << "' op " << d.opMessage;
  else
    diag << d.message;
  diag.attachNote() << "reported by " << what;
  if (!d.hasLocation())
    for (Operation *other : llvm::drop_begin(candidates))
      diag.attachNote(other->getLoc())
          << "tileiras does not say which '" << d.opName
          << "' it means; it may be this one";
  pending.emplace(std::move(diag));
  return true;
}

llvm::Expected<bytecode::Version> newestCommonVersion(llvm::StringRef tileiras) {
  // A device compile asks once per target; the answer cannot change while
  // the process runs.
  static std::mutex mutex;
  static llvm::StringMap<bytecode::Version> known;
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = known.find(tileiras); it != known.end())
    return it->second;
  llvm::Expected<std::vector<std::string>> listed =
      getTileirasBytecodeVersions(tileiras);
  if (!listed)
    return listed.takeError();
  bytecode::Version best;
  for (const std::string &text : *listed)
    if (std::optional<bytecode::Version> v = bytecode::Version::parse(text))
      if (best.isNull() || best < *v)
        best = *v;
  if (best.isNull())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "'" + tileiras + "' reads none of the bytecode versions we write (" +
            bytecode::getSupportedVersionList() + ")");
  known[tileiras] = best;
  return best;
}

bytecode::Version versionForCudaRelease(unsigned cudartVersion) {
  if (cudartVersion == 0)
    return bytecode::kNewestVersion;
  unsigned major = cudartVersion / 1000, minor = cudartVersion % 1000 / 10;
  bytecode::Version wanted(std::min(major, 255u), std::min(minor, 255u));
  bytecode::Version best = bytecode::getSupportedVersions().front();
  for (bytecode::Version v : bytecode::getSupportedVersions())
    if (v <= wanted)
      best = v;
  return best;
}

FailureOr<std::string> compileModule(ir::ModuleOp module,
                                     const TileirasOptions &opts,
                                     bytecode::Version version) {
  if (llvm::Error err = checkOptions(opts)) {
    emitError(module->getLoc()) << llvm::toString(std::move(err));
    return failure();
  }

  SmallVector<char> bytes;
  // A promise (inbounds) the version cannot carry only costs speed.
  bytecode::WriteOptions write{version};
  write.dropNewerPromises = true;
  if (failed(bytecode::writeBytecode(bytes, module, write)))
    return failure(); // the writer has said why

  llvm::Expected<std::string> cubin = [&] {
    OpErrorLocator locator(module, "tileiras for " + opts.target);
    return compileToCubin(bytes, opts, &locator);
  }();
  if (cubin)
    return std::move(*cubin);

  // The first line sums up; the indented others are what tileiras said
  // that no op could be blamed for, the rest our reading of a failure.
  std::string text = llvm::toString(cubin.takeError());
  SmallVector<StringRef> lines;
  StringRef(text).split(lines, '\n', -1, /*KeepEmpty=*/false);
  // tileiras compiles the module as a whole: name its kernels, and with one
  // kernel say it at the kernel (the source line of its definition; not on
  // the op, which would print the whole function).
  SmallVector<ir::EntryOp> entries(module.getOps<ir::EntryOp>());
  std::string head = lines.front().str();
  if (!entries.empty()) {
    std::string names;
    llvm::raw_string_ostream os(names);
    os << (entries.size() == 1 ? " on kernel " : " on kernels ");
    llvm::interleaveComma(entries, os, [&](ir::EntryOp e) {
      // Clang's kernels carry their mangled names.
      os << "'" << llvm::demangle(e.getSymName().str()) << "'";
    });
    std::string prefix = "tileiras failed for " + opts.target;
    if (StringRef(head).starts_with(prefix))
      head.insert(prefix.size(), names);
  }
  Location where = entries.size() == 1 ? entries.front()->getLoc()
                                       : Location(module->getLoc());
  InFlightDiagnostic diag = emitError(where) << head;
  for (StringRef line : llvm::drop_begin(lines)) {
    if (line.starts_with(" "))
      diag.attachNote() << "tileiras: " << line.trim();
    else
      diag.attachNote() << line.trim();
  }
  return failure();
}

} // namespace cutile::backend
