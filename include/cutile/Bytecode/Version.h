//===- Version.h - Tile IR bytecode versions --------------------*- C++ -*-===//
//
// A bytecode version is what the file header carries (major.minor; the 16-bit
// tag is written as 0 and ignored on input). The set we know is closed: an
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

/// What `cutile-translate` writes when no version is given: the newest
/// version whose layout NVIDIA's public sources document.
inline constexpr Version kDefaultVersion = kV13_3;

/// Supported versions, oldest first.
llvm::ArrayRef<Version> getSupportedVersions();

/// "13.1, 13.2, 13.3, 13.4", for diagnostics.
std::string getSupportedVersionList();

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Version v) {
  return os << unsigned(v.major) << '.' << unsigned(v.minor);
}

} // namespace cutile::bytecode

#endif // CUTILE_BYTECODE_VERSION_H
