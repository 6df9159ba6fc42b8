//===- Fatbinary.h - The tile fatbinary of a translation unit ---*- C++ -*-===//
//
// NVIDIA's `fatbinary` packs the tile cubins of one translation unit, one
// ELF per base target, into the container the CUDA runtime registers.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_EMBED_FATBINARY_H
#define CUTILE_LIB_EMBED_FATBINARY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace cutile::embed {

/// One cubin for one base target (`sm_90`).
struct CubinImage {
  std::string target;
  llvm::StringRef bytes;
};

/// The fatbinary tool, first hit wins: $CUTILE_FATBINARY; the one beside the
/// tileiras the back end uses (same toolkit release); `fatbinary` on PATH;
/// /usr/local/cuda/bin/fatbinary.
llvm::Expected<std::string> findFatbinary();

/// Runs `fatbinary --create` on `images` in a private temporary directory
/// and returns the container's bytes.
llvm::Expected<std::string> createFatbinary(llvm::ArrayRef<CubinImage> images);

} // namespace cutile::embed

#endif // CUTILE_LIB_EMBED_FATBINARY_H
