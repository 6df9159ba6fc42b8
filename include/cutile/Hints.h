//===- Hints.h - which cutile::hint values take effect ----------*- C++ -*-===//
//
// The rules a hint must meet to reach the Tile IR, shared by the checker
// (lib/Sema, which warns about a hint that breaks them) and code generation
// (lib/CodeGenTile, which leaves such a hint out). nvcc 13.4 and 13.5 treat
// an unknown kind, an unknown architecture, a value out of range and a kind
// on the wrong construct alike: a warning, and the hint is ignored (probed;
// docs/frontend.md). Only the kinds' spellings and architectures are here,
// no Clang or MLIR types, so both libraries can include it.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_HINTS_H
#define CUTILE_HINTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstdint>

namespace cutile::hints {

enum class Where { Kernel, Statement, Unknown };

// The kind as stored, or "" for a kind nvcc does not know. num_cta_per_cga
// (the spelling of an old API example) is unknown to nvcc 13.4 and 13.5 alike.
inline llvm::StringRef canonicalKind(llvm::StringRef K) {
  return llvm::StringSwitch<llvm::StringRef>(K)
      .Case("num_cta_in_cga", "num_cta_in_cga")
      .Case("occupancy", "occupancy")
      .Case("latency", "latency")
      .Case("allow_tma", "allow_tma")
      .Default("");
}

inline Where where(llvm::StringRef Kind) {
  if (Kind == "num_cta_in_cga" || Kind == "occupancy")
    return Where::Kernel;
  if (Kind == "latency" || Kind == "allow_tma")
    return Where::Statement;
  return Where::Unknown;
}

// __CUDA_ARCH__-style numbers a hint may name (0: every target), the set
// nvcc 13.5 recognizes (probed 700..1300 in steps of 10; 13.4 the same).
inline llvm::ArrayRef<int64_t> knownArchs() {
  static const int64_t Archs[] = {800,  860,  870,  880,  890,  900,
                                  1000, 1030, 1070, 1100, 1200, 1210};
  return Archs;
}
inline bool isKnownArch(int64_t A) {
  return A == 0 || llvm::is_contained(knownArchs(), A);
}

// Empty when V is a value Kind takes; otherwise what the values are, for the
// warning. Bool values count as integers (occupancy = true is 1), as in nvcc.
inline llvm::StringRef invalidValueReason(llvm::StringRef Kind, int64_t V) {
  if (Kind == "num_cta_in_cga")
    return V == 1 || V == 2 || V == 4 || V == 8 || V == 16
               ? ""
               : "it takes 1, 2, 4, 8 or 16";
  if (Kind == "occupancy")
    return V >= 1 && V <= 32 ? "" : "it takes 1 to 32";
  if (Kind == "latency")
    return V >= 1 && V <= 10 ? "" : "it takes 1 to 10";
  if (Kind == "allow_tma")
    return V == 0 || V == 1 ? "" : "it takes true or false";
  return "";
}

} // namespace cutile::hints

#endif
