//===- Version.cpp - Tile IR bytecode versions ----------------------------===//

#include "cutile/Bytecode/Version.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace cutile::bytecode {

static constexpr Version kSupported[] = {kV13_1, kV13_2, kV13_3, kV13_4,
                                       kV13_5};

llvm::ArrayRef<Version> getSupportedVersions() { return kSupported; }

std::string getSupportedVersionList() {
  std::string result;
  llvm::raw_string_ostream os(result);
  llvm::interleave(kSupported, os, ", ");
  return result;
}

std::string Version::str() const {
  std::string result;
  llvm::raw_string_ostream(result) << *this;
  return result;
}

bool Version::isSupported() const {
  return llvm::is_contained(kSupported, *this);
}

std::optional<Version> Version::parse(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.trim().split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return std::nullopt;
  unsigned major, minor, tag = 0;
  if (parts[0].getAsInteger(10, major) || parts[1].getAsInteger(10, minor) ||
      (parts.size() == 3 && parts[2].getAsInteger(10, tag)))
    return std::nullopt;
  if (major > 255 || minor > 255 || tag != 0)
    return std::nullopt;
  Version v(major, minor);
  if (!v.isSupported())
    return std::nullopt;
  return v;
}

} // namespace cutile::bytecode
