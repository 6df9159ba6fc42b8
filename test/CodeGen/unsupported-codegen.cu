// Constructs that code generation refuses, each at the construct:
// `continue` inside a run-time switch and using a pointer to a class (case
// ranges work: case-range.cu). (goto and a return inside a loop are
// refused earlier, by Sema: unsupported-sema.cu.)
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
namespace ct = cuda::tiles;
struct Pair { float *p; int n; };

__tile_global__ void sw_continue(float *__restrict__ out, int n) {
  float v = 0.0f;
  for (int i = 0; i < n; ++i) {
    switch (i) { // expected-error {{not yet supported in tile code: continue inside a switch on a run-time value}}
    case 1: continue;
    default: v += 1.0f; break;
    }
  }
  ct::store(out, v);
}

// A class-type kernel parameter is a Sema error now, as with nvcc
// (Sema/kernel-params.cu); a pointer to one is read as bytes
// (CodeGen/memory-objects.cu), but not its bit-fields yet.
struct Bits {
  int lo : 4;
};
__tile_global__ void bitfield(Bits *p, int *out) {
  *out = p->lo; // expected-error {{not yet supported in tile code: a bit-field of an object in memory}}
}
