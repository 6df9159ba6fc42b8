//===- Version.h - Tile IR bytecode versions --------------------*- C++ -*-===//
//
// A bytecode version is what the file header carries (major.minor, then a
// 16-bit tag: 0, or 1 for a module with preview content, which is only valid
// at the newest version; see docs/bytecode-format.md §2). The set we know is
// closed: an
// unknown version is an error, never a guess, because every version changes
// the layout of some op.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_BYTECODE_VERSION_H
#define CUTILE_BYTECODE_VERSION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cutile::bytecode {

struct Version {
  uint8_t major = 0;
  uint8_t minor = 0;

  constexpr Version() = default;
  constexpr Version(uint8_t major, uint8_t minor) : major(major), minor(minor) {}

  constexpr bool isNull() const { return major == 0 && minor == 0; }
  constexpr unsigned key() const { return (unsigned(major) << 8) | minor; }
  friend constexpr bool operator==(Version a, Version b) {
    return a.key() == b.key();
  }
  friend constexpr bool operator!=(Version a, Version b) { return !(a == b); }
  friend constexpr bool operator<(Version a, Version b) {
    return a.key() < b.key();
  }
  friend constexpr bool operator<=(Version a, Version b) {
    return a.key() <= b.key();
  }
  friend constexpr bool operator>(Version a, Version b) { return b < a; }
  friend constexpr bool operator>=(Version a, Version b) { return b <= a; }

  std::string str() const;

  /// Parses "13.3" (an optional ".0" tag is accepted). Returns nullopt for
  /// malformed text or a version we do not support.
  static std::optional<Version> parse(llvm::StringRef text);

  /// True for the versions this library reads and writes.
  bool isSupported() const;
};

inline constexpr Version kV13_1{13, 1};
inline constexpr Version kV13_2{13, 2};
inline constexpr Version kV13_3{13, 3};
inline constexpr Version kV13_4{13, 4};
inline constexpr Version kV13_5{13, 5};

/// The newest version we read and write; the only one at which a module may
/// be marked as carrying preview content.
inline constexpr Version kNewestVersion = kV13_5;

/// What the writer produces when no version is given: the version nvcc 13.5
/// writes. The compiler itself picks the newest version that the tileiras in
/// use also reads (cutile/Backend/Tileiras.h, chooseBytecodeVersion).
inline constexpr Version kDefaultVersion = kV13_5;

/// Supported versions, oldest first.
llvm::ArrayRef<Version> getSupportedVersions();

/// "13.1, 13.2, 13.3, 13.4, 13.5", for diagnostics.
std::string getSupportedVersionList();

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Version v) {
  return os << unsigned(v.major) << '.' << unsigned(v.minor);
}

} // namespace cutile::bytecode

#endif // CUTILE_BYTECODE_VERSION_H
