//===- ToolkitHelpers.h - what the CUDA toolkit in use decides -*- C++ -*-===//
//
// Which release of the tile language the toolkit in use speaks (rules that
// differ between CUDA 13.4 and 13.5 ask), and which functions of its half
// and bfloat16 headers tile code may call, as nvcc 13.4 decides it
// (TileRulesCallees.cpp asks).
//
//===----------------------------------------------------------------------===//

#ifndef CUTILE_SEMA_TOOLKITHELPERS_H
#define CUTILE_SEMA_TOOLKITHELPERS_H

namespace clang {
class FunctionDecl;
class Preprocessor;
class Sema;
class SourceManager;
} // namespace clang

namespace cutile::sema {

// The newest CUDA release whose tile language we implement, as CUDART_VERSION
// spells it (major * 1000 + minor * 10).
inline constexpr unsigned kNewestCudaVersion = 13050;

// The CUDA release of the toolkit the translation unit is compiled against:
// the value of CUDART_VERSION as the end of the translation unit sees it
// (13040 with --cuda-path at a CUDA 13.4 toolkit), kNewestCudaVersion where
// the macro is not defined or not a plain number (no CUDA runtime headers,
// e.g. a tool parsing one file). Version-dependent rules compare against it,
// as runtime-headers/cuda_tile/config.h does for the header's APIs.
unsigned toolkitCudaVersion(const clang::Preprocessor &PP);
// The same through Sema's preprocessor; kNewestCudaVersion without a Sema.
unsigned toolkitCudaVersion(const clang::Sema *S);

enum class ToolkitCallee {
  Other,   // not from cuda_fp16.h/cuda_bf16.h: the general rules apply
  Tile,    // marked as tile code in CUDA 13.4's headers: callable
  NotTile, // from those headers but not marked: nvcc rejects the call
};

ToolkitCallee classifyToolkitCallee(const clang::FunctionDecl *FD,
                                    const clang::SourceManager &SM);

} // namespace cutile::sema

#endif
