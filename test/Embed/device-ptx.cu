// Device side: tile kernels, the tile functions they call and the tile
// builtins (declarations ptxas could not resolve) never reach the PTX; the
// SIMT kernel beside them does, at -O0 and at -O2, for plain and suffixed
// targets.
// REQUIRES: tileiras
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clangxx_tile -x cuda -std=c++20 --cuda-gpu-arch=sm_90 --cuda-device-only -S -I%S/Inputs %s -o %t/o0.ptx
// RUN: FileCheck %s < %t/o0.ptx
// RUN: %clangxx_tile -x cuda -std=c++20 --cuda-gpu-arch=sm_90a --cuda-device-only -O2 -S -I%S/Inputs %s -o %t/o2.ptx
// RUN: FileCheck %s < %t/o2.ptx
// ptxas takes the PTX in whole-program mode (it would fail on an unresolved
// tile builtin).
// RUN: %clangxx_tile -x cuda -std=c++20 --cuda-gpu-arch=sm_80 --cuda-device-only -c -I%S/Inputs %s -o %t/device.o
//
// CHECK: .entry _Z9simt_fillPffi
// CHECK-NOT: tile_add
// CHECK-NOT: tile_copy
// CHECK-NOT: tile_scale
// CHECK-NOT: cuda5tiles
// CHECK-NOT: .extern .func
#include "kernels.h"

template __tile_global__ void demo::tile_scale<int>(int *, int *, int);

void launch(float *a, float *b, int *p) {
  simt_fill<<<1, 32>>>(a, 0, 32);
  tile_add<<<4>>>(a, b, a, 512);
  demo::tile_scale<<<2, 1>>>(a, b, 64);
}
