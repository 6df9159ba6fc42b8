// std::move and std::forward in tile code: Clang knows them as builtins, and
// they were "not yet supported: the compiler builtin 'move'"; nvcc 13.5
// inlines them (no diagnostic; std::as_const and std::move_if_noexcept get
// its warning #20013 instead, not handled here). Each is its argument.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
#include <utility>

struct P { int a, b; };

template <class T> __tile__ __host__ __device__ int twice(T &&v) {
  int w = std::forward<T>(v);
  return w + w;
}

// CHECK-LABEL: entry @_Z1kPii
// CHECK: %[[S:.*]] = addi %arg1, %{{.*}}
// CHECK: %[[T:.*]] = addi %[[S]], %[[S]]
// CHECK: store_ptr_tko weak %arg0, %{{.*}}
__tile_global__ void k(int *o, int x) {
  P p{x, 2};
  P q = std::move(p);
  int y = q.a + q.b;
  *o = twice(y) + twice(std::move(y));
}
