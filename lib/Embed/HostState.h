//===- HostState.h - What the host front end hands the host pass -*- C++ -*-===//
//
// The front end (which knows the source, the diagnostics and the driver's
// options) gathers the tile cubins and builds the fatbinary; the IR pass
// (which sees the registration code clang generates) wires it in. Both run
// in the same cc1 process and share this one plugin, so a static slot is
// enough.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_EMBED_HOSTSTATE_H
#define CUTILE_LIB_EMBED_HOSTSTATE_H

#include <optional>
#include <string>
#include <vector>

namespace cutile::embed {

struct HostEmbed {
  /// The translation unit's main file, for messages.
  std::string mainFile;
  /// The tile fatbinary; empty when no target got tile code (all below
  /// sm_80), in which case the tile kernels are left unregistered.
  std::string fatbin;
  /// Per base target, the entry names its cubin holds.
  std::vector<std::pair<std::string, std::vector<std::string>>> entries;
  /// Clang's device-side name of a tile kernel (what its stub registers) and
  /// its entry's name in the cubins (nvcc's), where the two differ.
  std::vector<std::pair<std::string, std::string>> entryNames;
};

void setHostEmbed(HostEmbed state);
std::optional<HostEmbed> takeHostEmbed();

} // namespace cutile::embed

#endif // CUTILE_LIB_EMBED_HOSTSTATE_H
