// A class-type template argument is a constant object (Clang's template
// parameter object): its members read as constants, through a reference too.
// It was "internal error: '' has no storage" (found with
// Compat/library/template_kernel_names.cu, which nvcc 13.4 compiles).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s 2>&1 | FileCheck %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;

struct Affine { int mul; int add; };
struct Pair { Affine a; float s; };

template <Affine A> __tile_global__ void affine(int *p, int x) {
  ct::store(p + ct::bid().x, x * A.mul + A.add);
}
template <Pair P> __tile_global__ void pair(float *p) {
  const Pair &r = P;
  ct::store(p + ct::bid().x, r.s * float(P.a.add));
}
template __tile_global__ void affine<Affine{3, 4}>(int *, int);
template __tile_global__ void pair<Pair{{1, 5}, 2.5f}>(float *);

// CHECK-LABEL: entry @_Z6affineIXtl6AffineLi3ELi4EEEEvPii(
// CHECK: %[[MUL:.*]] = constant <i32: 3>
// CHECK: muli %arg1, %[[MUL]]
// CHECK: constant <i32: 4>
// CHECK-LABEL: entry @_Z4pairIXtl4Pairtl6AffineLi1ELi5EELf40200000EEEEvPf(
// CHECK: constant <f32: 1.250000e+01>
