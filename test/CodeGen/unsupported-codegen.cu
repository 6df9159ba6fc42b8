// Constructs that code generation would refuse must not reach it when a tile
// rule rejects them first: a bit-field of an object in memory was "not yet
// supported" here and is now nvcc 13.4's error (Sema/nvcc-rejects-types.cu);
// with the MLIR action the rule's error is the only one. (goto and a
// continue inside a switch are refused by Sema too: unsupported-sema.cu,
// Sema/continue-in-switch.cu; a return inside a loop under a CUDA 13.4
// toolkit: Sema/return-in-loop.cu.)
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
namespace ct = cuda::tiles;

// A class-type kernel parameter is a Sema error, as with nvcc
// (Sema/kernel-params.cu); a pointer to one is read as bytes
// (CodeGen/memory-objects.cu), its bit-fields are not (nvcc: an error).
struct Bits {
  int lo : 4;
};
__tile_global__ void bitfield(Bits *p, int *out) {
  *out = p->lo; // expected-error {{bit-fields cannot be read or written in tile code ('lo')}}
}
