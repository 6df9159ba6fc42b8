// Constructs that code generation refuses, each at the construct: using a
// pointer to a class (case ranges work: case-range.cu). (goto, a return
// inside a loop and a continue inside a switch are refused earlier, by
// Sema: unsupported-sema.cu, Sema/continue-in-switch.cu.)
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
namespace ct = cuda::tiles;
struct Pair { float *p; int n; };

// A class-type kernel parameter is a Sema error now, as with nvcc
// (Sema/kernel-params.cu); a pointer to one is read as bytes
// (CodeGen/memory-objects.cu), but not its bit-fields yet.
struct Bits {
  int lo : 4;
};
__tile_global__ void bitfield(Bits *p, int *out) {
  *out = p->lo; // expected-error {{not yet supported in tile code: a bit-field of an object in memory}}
}
