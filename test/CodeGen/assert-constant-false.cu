// An assert whose condition is false at compile time is an assert op of a
// false constant, as nvcc 13.5 emits it (`assert %false, "...: p failed"`,
// tileirdisasm), not a call of __assert_fail: its last argument,
// __PRETTY_FUNCTION__, was "not yet supported" (libcu++'s tests in tile mode,
// where cuda::std::is_constant_evaluated() is false at compile time).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
#include <cassert>

// CHECK-LABEL: entry @_Z1kPii
// CHECK: %[[F:.*]] = constant <i1: false>
// CHECK: assert %[[F]], "{{.*}}assert-constant-false.cu:[[# @LINE + 4]]: Assertion `p' failed."
// CHECK-NOT: assert
__tile__ __host__ __device__ int f(int x) {
  constexpr bool p = false;
  assert(p);
  assert(!p);
  return x;
}
__tile_global__ void k(int *o, int x) { *o = f(x); }
