// `&`, `|` and `^` of bool tiles work on bytes, as nvcc 13.5 emits them: both
// sides widened to i8 (a broadcast side before its broadcast), the op on
// i8, and a conversion widens the bytes (exti i8 -> i32); a mask or select
// condition compares them with zero (nvcc 13.5 -tilebc + tileirdisasm on
// these kernels; lib/CodeGenTile/CGBoolTile.cpp). tileiras makes smaller
// code of it (the privatised histogram: 755 -> 691 SASS instructions).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

using ivec = ct::tile<int, ct::shape<64>>;

// CHECK-LABEL: entry @_Z10k_and_castPKiPji(
// CHECK: %[[M:.*]] = cmpi less_than
// CHECK: %[[E:.*]] = cmpi equal
// CHECK-DAG: %[[EB:.*]] = exti %[[E]] unsigned : tile<64xi1> -> tile<64xi8>
// CHECK-DAG: %[[MB:.*]] = exti %[[M]] unsigned : tile<64xi1> -> tile<64xi8>
// CHECK: %[[A:.*]] = andi %[[EB]], %[[MB]] : tile<64xi8>
// CHECK-NEXT: exti %[[A]] unsigned : tile<64xi8> -> tile<64xi32>
// CHECK-NOT: tile<64xi1> -> tile<64xi32>
// CHECK: return
__tile_global__ void k_and_cast(const int *x, unsigned *y, int n) {
  auto i = ct::iota<ivec>();
  auto v = ct::load(x + i);
  auto m = i < n;
  ct::store(y + i, ct::element_cast<unsigned>((v == 3) & m));
}

// The select condition is the bytes compared with zero, once.
// CHECK-LABEL: entry @_Z9k_or_maskPKiPii(
// CHECK: %[[O:.*]] = ori %{{.*}}, %{{.*}} : tile<64xi8>
// CHECK: %[[C:.*]] = cmpi not_equal %[[O]], %{{.*}}, signed : tile<64xi8> -> tile<64xi1>
// CHECK-NOT: exti
// CHECK: select %[[C]]
__tile_global__ void k_or_mask(const int *x, int *y, int n) {
  auto i = ct::iota<ivec>();
  auto v = ct::load(x + i);
  auto m = (v > 3) | (i >= n);
  ct::store(y + i, ct::select(m, v, ct::zeros<ivec>()));
}

// A mask of rows broadcast against a [rows, bins] comparison: widened at
// its own shape, broadcast as bytes.
// CHECK-LABEL: entry @_Z9one_hot2dPKiPji(
// CHECK: %[[OK:.*]] = cmpi less_than %{{.*}} : tile<32x1xi32> -> tile<32x1xi1>
// CHECK: %[[OKB:.*]] = exti %[[OK]] unsigned : tile<32x1xi1> -> tile<32x1xi8>
// CHECK: %[[EQ:.*]] = cmpi equal %{{.*}} : tile<32x16xi32> -> tile<32x16xi1>
// CHECK-DAG: %[[EQB:.*]] = exti %[[EQ]] unsigned : tile<32x16xi1> -> tile<32x16xi8>
// CHECK-DAG: %[[OKW:.*]] = broadcast %[[OKB]] : tile<32x1xi8> -> tile<32x16xi8>
// CHECK: %[[H:.*]] = andi %[[EQB]], %[[OKW]] : tile<32x16xi8>
// CHECK-NEXT: exti %[[H]] unsigned : tile<32x16xi8> -> tile<32x16xi32>
// CHECK: reduce
__tile_global__ void one_hot2d(const int *x, unsigned *bins, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<32, 1>>>();
  auto ok = i < n;
  auto b = ct::load_masked(x + i, ok, 0);
  auto ids = ct::iota<ct::tile<int, ct::shape<1, 16>>>();
  auto hit = ct::element_cast<unsigned>((b == ids) & ok);
  auto counts = ct::reshape(ct::sum(hit, 0_ic), ct::shape<16>{});
  ct::store(bins + ct::iota<ct::tile<int, ct::shape<16>>>(), counts);
}

// xor of a negation: `!` stays on i1 (xori with true), the xor on bytes,
// the store's mask the bytes compared with zero.
// CHECK-LABEL: entry @_Z5k_notPKiPii(
// CHECK: xori %{{.*}} : tile<64xi1>
// CHECK: %[[X:.*]] = xori %{{.*}}, %{{.*}} : tile<64xi8>
// CHECK: %[[XM:.*]] = cmpi not_equal %[[X]], %{{.*}}, signed : tile<64xi8> -> tile<64xi1>
// CHECK-NOT: exti
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %[[XM]]
__tile_global__ void k_not(const int *x, int *y, int n) {
  auto i = ct::iota<ivec>();
  auto v = ct::load(x + i);
  auto m = !(v > 3) ^ (i >= n);
  ct::store_masked(y + i, v, m);
}
