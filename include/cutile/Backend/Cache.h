//===- Cache.h - On-disk cache of tileiras results ---------------*- C++ -*-===//
//
// tileiras is most of the time a large tile kernel takes to compile, and a
// build recompiles unchanged tile code all the time (a header edit touches
// the host half only, a clean build, another build directory). compileToCubin
// keeps what tileiras made under a key of everything that decides it, and
// hands it back instead of running tileiras again. docs/backend.md has the
// user's view (location, size bound, switches).
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BACKEND_CACHE_H
#define CUTILE_BACKEND_CACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cutile::backend {

struct TileirasOptions;

/// The default bound on the cache's size: 1 GiB.
inline constexpr uint64_t kDefaultCacheMaxBytes = uint64_t(1) << 30;

/// The cache directory, or "" when the cache is off. `setting` is
/// TileirasOptions::cacheDir: "off" turns the cache off, another non-empty
/// value names the directory; empty asks the environment: $CUTILE_CACHE_DIR
/// ("off" turns it off), else $XDG_CACHE_HOME/cutile, else
/// $HOME/.cache/cutile. The entries live in a subdirectory of it, one per
/// entry format.
std::string cacheDirectory(llvm::StringRef setting);

/// $CUTILE_CACHE_MAX_SIZE (bytes, or with a K/M/G suffix in powers of 1024),
/// else kDefaultCacheMaxBytes. An unreadable value gets a warning on stderr
/// and the default.
uint64_t cacheMaxBytes();

/// What one tileiras run left: the cubin and what it printed on stderr
/// (warnings are replayed on a hit, so that a cached compile says what the
/// first one said).
struct CacheEntry {
  std::string cubin;
  std::string diagnostics;
};

/// The key of a compile: the bytecode, every option that reaches tileiras's
/// command line, tileiras's release and the identity (path, size, time) of
/// tileiras, the ptxas and the libnvvm it runs, and the CUDA root variables.
/// A hex SHA-256.
std::string cacheKey(llvm::ArrayRef<char> bytecode, const TileirasOptions &opts,
                     llvm::StringRef tileiras, llvm::StringRef version);

/// One cache directory. Nothing here fails a compile: an entry that cannot
/// be read, or fails its checksum, is a miss; an entry that cannot be
/// written is not kept. Safe with many compiles at once: entries are
/// written to a private file and renamed into place.
class CompileCache {
public:
  CompileCache(std::string dir, uint64_t maxBytes);

  std::optional<CacheEntry> lookup(llvm::StringRef key) const;
  /// Keeps `entry`, then evicts the least recently used entries (a hit
  /// counts as a use) while the directory is over the size bound.
  void store(llvm::StringRef key, const CacheEntry &entry) const;

  /// $CUTILE_CACHE_STATS set (non-empty, not "0"): each lookup, store and
  /// eviction is reported on stderr as `cutile-cache: <what> ...`.
  static bool statsEnabled();

private:
  std::string entryPath(llvm::StringRef key) const;
  void evict() const;

  std::string dir;
  uint64_t maxBytes;
};

} // namespace cutile::backend

#endif // CUTILE_BACKEND_CACHE_H
