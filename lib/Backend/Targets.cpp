//===- Targets.cpp - The SM targets we hand to tileiras -------------------===//

#include "cutile/Backend/Tileiras.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cutile::backend {

// tileiras 13.4 also knows sm_88 and sm_107 (a Developer Preview). We keep
// to the targets the project tests; widen this list, not the checks.
static constexpr StringLiteral kTargets[] = {
    "sm_80",  "sm_86",  "sm_87",  "sm_89",  "sm_90",
    "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};

ArrayRef<StringLiteral> supportedTargets() { return kTargets; }

static bool isSupported(StringRef target) {
  return is_contained(supportedTargets(), target);
}

static std::string targetList() {
  std::string list;
  raw_string_ostream os(list);
  interleaveComma(supportedTargets(), os);
  return list;
}

Error checkTarget(StringRef target) {
  if (isSupported(target))
    return Error::success();
  // `sm_90a`/`sm_100f` select arch-specific or family features in ptxas;
  // tileiras picks those itself and only takes the base name.
  if (target.size() > 3 && (target.back() == 'a' || target.back() == 'f') &&
      isSupported(target.drop_back()))
    return createStringError(
        inconvertibleErrorCode(),
        "target '%s' is not supported: tileiras takes base targets only, use "
        "'%s'",
        target.str().c_str(), target.drop_back().str().c_str());
  return createStringError(inconvertibleErrorCode(),
                           "unknown target '%s'; valid targets are: %s",
                           target.str().c_str(), targetList().c_str());
}

Error checkOptions(const TileirasOptions &opts) {
  if (Error err = checkTarget(opts.target))
    return err;
  if (opts.optLevel > 3)
    return createStringError(inconvertibleErrorCode(),
                             "optimization level must be 0 to 3, got %u",
                             opts.optLevel);
  // tileiras says the same, but only after reading the whole module.
  if (opts.deviceDebug && opts.optLevel != 0)
    return createStringError(
        inconvertibleErrorCode(),
        "device debug info needs optimization level 0 (got -O%u); use -O0 or "
        "line info only",
        opts.optLevel);
  return Error::success();
}

} // namespace cutile::backend
