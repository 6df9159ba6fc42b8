// libcu++ turns its tile annotations on in cuda/std/__cccl/compiler.h. CCCL
// main tests nvcc's version there; the plugin makes that switch 1 for us too
// (lib/Sema/Predefines.cpp). A CCCL that switches tile support off for every
// compiler (3.5.0, the CUDA 13.5 wheel's) stays off, as under nvcc 13.5.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify -I %S/Inputs/cccl-tile-gate/cccl -DWANT=1 %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-host-only -Xclang -verify -I %S/Inputs/cccl-tile-gate/cccl -DWANT=1 %s
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify -I %S/Inputs/cccl-tile-off/cccl -DWANT=0 %s
// Without __CUDACC_TILE__ nothing changes.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify -I %S/Inputs/cccl-tile-gate/cccl -DWANT=1 -DUNDEF %s
// The toolkit's own CCCL is found as nvcc finds it (include/cccl) and is off.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 -Xclang -verify -DWANT=0 -DREAL %s
// expected-no-diagnostics

#ifdef UNDEF
#undef __CUDACC_TILE__
#undef WANT
#define WANT 0
#endif
#ifdef REAL
#include <cuda/std/version>
#else
#include <cuda/std/__cccl/compiler.h>
#endif
static_assert(_CCCL_TILE_COMPILATION() == WANT);
