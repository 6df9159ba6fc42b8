//===- Handoff.h - Tile cubins from the device cc1s to the host cc1 -*- C++ -*-===//
//
// The driver runs one device cc1 per --cuda-gpu-arch, then the host cc1, as
// separate processes that know nothing of each other's temporary files. The
// device side leaves what it compiled in a directory both can name; the host
// side takes it from there. See docs/embedding.md for the choice of
// directory.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_EMBED_HANDOFF_H
#define CUTILE_LIB_EMBED_HANDOFF_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cutile::embed {

/// What one device compilation produced for one translation unit.
struct TargetRecord {
  /// The device cc1's target as given (`sm_90a`).
  std::string arch;
  /// The base target the cubin is for (`sm_90`); empty when the target was
  /// skipped (below sm_80).
  std::string baseTarget;
  /// The kernels' entry names in the cubin (mangled names).
  std::vector<std::string> entries;
  /// The images the fatbinary gets for this target; either may be empty
  /// (-fcutile-fatbin=cubin or tileir), not both.
  std::string cubin;
  std::string tilebc;

  bool skipped() const { return baseTarget.empty(); }
};

/// The directory shared by the cc1s of one driver invocation:
/// $CUTILE_EMBED_DIR when set (the launcher makes one per invocation),
/// otherwise one under the system temp directory named after the driver
/// process (its pid and start time, so a reused pid never sees old files).
std::string handoffDir();

/// True when the directory came from $CUTILE_EMBED_DIR (whoever set it
/// removes it).
bool handoffDirIsExternal();

/// Key of a translation unit: its main file, made absolute.
std::string handoffKey(llvm::StringRef mainFile);

/// Device side: stores `record` for `key`. Also removes directories left by
/// driver processes that no longer exist.
llvm::Error putRecord(llvm::StringRef key, const TargetRecord &record);

/// Host side: the records for `key`, removed from the directory as they are
/// read. Sorted by arch so that the result does not depend on the order the
/// device compilations ran in.
llvm::Expected<std::vector<TargetRecord>> takeRecords(llvm::StringRef key);

} // namespace cutile::embed

#endif // CUTILE_LIB_EMBED_HANDOFF_H
