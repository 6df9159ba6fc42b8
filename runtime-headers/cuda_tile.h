// cuda_tile.h - CUDA Tile C++ for cutile-clang.
//
// Our own implementation of the CUDA Tile C++ API (namespace cuda::tiles,
// usually aliased as ct): same names, template parameters and meaning as
// NVIDIA's header, so kernels written for nvcc compile unchanged. C++20, no
// standard library.
//
// Layout: cuda_tile/config.h (attribute spellings, traits), constants.h
// (integral_constant, _ic, flags), extents.h, tile.h (tile and type rules),
// builtins.h (the primitive ops), elementwise.h, shape_ops.h, memory.h,
// misc.h, padded_layouts.h, gather_scatter_view.h (CUDA 13.4) and
// experimental.h (the CUDA 13.5 SIMT interop preview).
// docs/builtins.md describes how builtins map to cuda_tile ops.
#ifndef CUTILE_CUDA_TILE_H
#define CUTILE_CUDA_TILE_H

#include "cuda_tile/misc.h"
#include "cuda_tile/padded_layouts.h"
#include "cuda_tile/gather_scatter_view.h"
#include "cuda_tile/experimental.h"

#endif
