// GNU case ranges (`case lo ... hi`), which nvcc 13.4 accepts in tile code,
// match the closed range [lo, hi]: on a run-time value two comparisons in
// the condition's type (its signedness decides), on a compile-time constant
// the range is chosen here. nvcc 13.4 itself lowers `case lo ... hi` as
// `case lo` (read from its Tile IR, both forms): we keep the C++ meaning,
// which the host compiler and SIMT code share. Numerics:
// Compat/control/switch_case_ranges.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z7rt_signPKiPi(
// CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko
// CHECK: %[[LO:.*]] = constant <i32: -3> : tile<i32>
// CHECK: %[[GE:.*]] = cmpi greater_than_or_equal %[[V]], %[[LO]], signed
// CHECK: %[[HI:.*]] = constant <i32: 3> : tile<i32>
// CHECK: %[[LE:.*]] = cmpi less_than_or_equal %[[V]], %[[HI]], signed
// CHECK: %[[IN:.*]] = andi %[[GE]], %[[LE]] : tile<i1>
// CHECK: cmpi equal %[[V]], %{{.*}}, signed
// CHECK: loop
// CHECK: if %[[IN]]
__tile_global__ void rt_sign(const int *a, int *out) {
  int r = 0;
  switch (a[0]) {
  case -3 ... 3: r = 10; break;
  case 7: r = 20; break;
  default: r = 30; break;
  }
  out[0] = r;
}

// An unsigned condition compares unsigned.
// CHECK-LABEL: entry @_Z6rt_unsPKjPi(
// CHECK: cmpi greater_than_or_equal %{{.*}}, %{{.*}}, unsigned
// CHECK: cmpi less_than_or_equal %{{.*}}, %{{.*}}, unsigned
__tile_global__ void rt_uns(const unsigned *a, int *out) {
  int r = 0;
  switch (a[0]) {
  case 4 ... 0x80000000u: r = 1; break;
  default: r = 2; break;
  }
  out[0] = r;
}

// A constant inside a range picks it; the range's low end alone was the
// old (and nvcc's) reading, which stored 30 here.
// CHECK-LABEL: entry @_Z8constantILi2EEvPi(
// CHECK-NOT: loop
// CHECK: %[[TEN:.*]] = constant <i32: 10> : tile<i32>
// CHECK: store_ptr_tko weak %{{.*}}, %[[TEN]]
// CHECK-LABEL: entry @_Z8constantILi9EEvPi(
// CHECK: %[[T:.*]] = constant <i32: 30> : tile<i32>
// CHECK: store_ptr_tko weak %{{.*}}, %[[T]]
template <int N> __tile_global__ void constant(int *out) {
  int r = 0;
  switch (N) {
  case 1 ... 3: r = 10; break;
  case 4 ... 8: r = 20; break;
  default: r = 30; break;
  }
  out[0] = r;
}
template __tile_global__ void constant<2>(int *);
template __tile_global__ void constant<9>(int *);

// `for (;;)` tests true: a loop left by its break.
// CHECK-LABEL: entry @_Z7foreverPKiPi(
// CHECK: loop iter_values
// CHECK: cmpi greater_than_or_equal
// CHECK: if
// CHECK: break
// CHECK: addi
// CHECK: continue
__tile_global__ void forever(const int *a, int *out) {
  int i = 0;
  for (;;) {
    if (i >= a[0])
      break;
    ++i;
  }
  out[0] = i;
}
