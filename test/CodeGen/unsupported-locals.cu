// Local arrays and pointers that code generation cannot follow at run time,
// and scalars in memory we cannot access yet: each refused at the construct.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -Xclang -verify

#include <cuda_tile.h>
namespace ct = cuda::tiles;

// A pointer to one of two local tiles chosen at run time: tiles have no
// place in memory here (scalars and classes do, CodeGen/local-memory.cu).
__tile_global__ void pointer_to_local_tile(float *__restrict__ p, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<4>>>();
  auto a = ct::load(p + i), b = a + 1.0f;
  auto *q = &a;
  if (n > 0) // expected-error {{not yet supported in tile code: a pointer to a local object or a null pointer that changes under a run-time condition}}
    q = &b;
  ct::store(p + i, *q);
}

// A union holding a tile (nvcc 13.4 accepts it): unions live in memory and
// a tile does not, so its scalar member is refused at the use, not at the
// member's declaration.
union tile_or_int {
  ct::tile<float, ct::shape<16>> t;
  int i;
};
__tile_global__ void union_with_tile(float *p) {
  tile_or_int u;
  u.i = 3; // expected-error {{not yet supported in tile code: a member of an object that has no parts here}}
  p[0] = u.i;
}

// A union built from a member as a temporary or inside a class's
// initializer (nvcc 13.4 accepts both; the temporary's bytes a folded
// constant): a union in registers is the bytes a copy read, and this one has
// none yet (both crashed before). `word{}` is zero bytes
// (CodeGen/union-whole-registers.cu).
union word_bits {
  float f;
  unsigned u;
};
__tile__ unsigned word_bits_of(word_bits w) { return w.u; }
struct tagged_bits {
  word_bits w;
  int tag;
};
__tile_global__ void union_member_temporary(unsigned *out) {
  out[0] = word_bits_of(word_bits{2.0f}); // expected-error {{not yet supported in tile code: a union initialized by one of its members as a temporary or inside a class's initializer}}
}
__tile_global__ void union_member_in_class(const float *x, unsigned *out) {
  tagged_bits t{{x[0]}, 1}; // expected-error {{not yet supported in tile code: a union initialized by one of its members as a temporary or inside a class's initializer}}
  out[1] = t.w.u;
}
