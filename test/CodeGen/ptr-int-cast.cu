// Casts between pointers and integers in tile code, as libcu++'s test
// support has them (alignment checks, addresses printed as integers): nvcc
// 13.5 goes through the 64-bit address, ptr_to_int to i64 and then the
// integer conversion; an integer is widened to i64 and int_to_ptr'd
// (nvcc 13.5 -tilebc + tileirdisasm of this file's kernels). A pointer to a
// local object has no address in tile code.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: not %tile_mlir --cuda-gpu-arch=sm_90 -DLOCAL %s 2>&1 | FileCheck %s --check-prefix=LOCAL
#include <cstdint>

// CHECK-LABEL: entry @_Z9roundtripPii
// CHECK: %[[A:.*]] = ptr_to_int %arg0 : tile<ptr<i32>> -> tile<i64>
// CHECK: %[[P:.*]] = int_to_ptr %[[A]] : tile<i64> -> tile<ptr<i32>>
// CHECK: remi %[[A]], %{{.*}} unsigned : tile<i64>
// CHECK: trunci
// CHECK: store_ptr_tko weak %[[P]]
__tile_global__ void roundtrip(int *o, int x) {
  std::uintptr_t u = reinterpret_cast<std::uintptr_t>(o);
  int *q = reinterpret_cast<int *>(u);
  *q = x + (int)(u % 4);
}

// A 32-bit integer: sign-extended to i64, then int_to_ptr; a pointer to a
// 32-bit integer: ptr_to_int, then trunci.
// CHECK-LABEL: entry @_Z6narrowPfi
// CHECK: ptr_to_int %arg0 : tile<ptr<f32>> -> tile<i64>
// CHECK: trunci %{{.*}} : tile<i64> -> tile<i32>
// CHECK: exti %{{.*}} signed : tile<i32> -> tile<i64>
// CHECK: int_to_ptr %{{.*}} : tile<i64> -> tile<ptr<f32>>
__tile_global__ void narrow(float *o, int off) {
  int low = (int)reinterpret_cast<std::intptr_t>(o);
  float *p = reinterpret_cast<float *>((std::intptr_t)(low + off));
  *o = (p == nullptr) ? 1.0f : 2.0f;
}

#ifdef LOCAL
__tile_global__ void local(std::uintptr_t *o) {
  int v = 0;
  // LOCAL: :[[# @LINE + 1]]:8: error: not yet supported in tile code: converting a pointer to a local object to an integer
  *o = reinterpret_cast<std::uintptr_t>(&v);
}
#endif
