//===- Fatbinary.h - The tile fatbinary of a translation unit ---*- C++ -*-===//
//
// NVIDIA's `fatbinary` packs the tile code of one translation unit into the
// container the CUDA runtime registers: per base target the tile cubin
// (`kind=elf`) and/or the Tile IR bytecode (`kind=tileir`, which the driver
// compiles for GPUs no cubin was built for), as nvcc does.
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_LIB_EMBED_FATBINARY_H
#define CUTILE_LIB_EMBED_FATBINARY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace cutile::embed {

/// One image for one base target (`sm_90`).
struct FatbinImage {
  enum Kind { Cubin, TileIR };
  Kind kind;
  std::string target;
  llvm::StringRef bytes;
};

/// What the tile fatbinary holds per target (-fcutile-fatbin=, like the
/// code= list of nvcc's -gencode): the cubin, the bytecode, or both.
enum class FatbinContents { Cubin, TileIR, Both };

/// `cubin`, `tileir` or `both`; std::nullopt for anything else.
std::optional<FatbinContents> parseFatbinContents(llvm::StringRef text);

/// The choice for this compiler process (set from the plugin's arguments;
/// Both unless told).
FatbinContents &fatbinContents();

/// The fatbinary tool, first hit wins: $CUTILE_FATBINARY; the one beside the
/// tileiras the back end uses (same toolkit release); `fatbinary` on PATH;
/// /usr/local/cuda/bin/fatbinary.
llvm::Expected<std::string> findFatbinary();

/// Runs `fatbinary --create` on `images`, in the order given, in a private
/// temporary directory and returns the container's bytes.
llvm::Expected<std::string> createFatbinary(llvm::ArrayRef<FatbinImage> images);

} // namespace cutile::embed

#endif // CUTILE_LIB_EMBED_FATBINARY_H
