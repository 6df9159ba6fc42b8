// A local array subscripted at run time in the body of a run-time loop
// lives in an alloca, as nvcc 13.4 places it: the subscript is an offset of
// the array's pointer, reads and writes are weak 0-d loads and stores, and
// the loop carries only the memory token (a select chain carried by the
// loop made tileiras unroll it: bucket_sums of
// Compat/control/local_array_runtime_index.cu, 906 SASS instructions
// against nvcc's 143, 140 this way; docs/codegen.md). Outside run-time loops,
// and for arrays of tiles (which cannot live in memory), the array stays in
// registers: a read is a chain of selects on j == i, a write replaces each
// element i by select(j == i, new, old). A subscript by the counter of a
// loop with a known trip count unrolls the loop instead.
// Numerics: Emulate/local-array-runtime-index.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z1kPfPKii(
// CHECK: %[[A:.*]] = alloca num_elem = 16, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: select
// CHECK: %[[AF:.*]] = ptr_to_ptr %[[A]] : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: %[[J:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %[[P:.*]] = offset %[[AF]], %[[J]] : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[P]]
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (token, tile<i32>)
// CHECK: %[[Q:.*]] = offset %[[AF]], %{{.*}} : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
// CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko weak %[[Q]]
// CHECK: %[[S:.*]] = addf %[[V]]
// CHECK: store_ptr_tko weak %[[Q]], %[[S]]
// CHECK: continue
// CHECK: %[[K:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %[[R:.*]] = offset %[[AF]], %[[K]]
// CHECK: load_ptr_tko weak %[[R]]
// CHECK-NOT: select
// CHECK: return
__tile_global__ void k(float *out, const int *idx, int n) {
  float a[4] = {1.f, 2.f, 3.f, 4.f};
  a[idx[0]] = 7.f;
  for (int i = 0; i < n; ++i)
    a[i & 3] += 1.f;
  out[0] = a[idx[1]];
}

// An array of tiles stays in registers: the select chooses whole tiles.
// CHECK-LABEL: entry @_Z5tilesPfi(
// CHECK-NOT: alloca
// CHECK: %[[C:.*]] = cmpi equal %{{.*}}, %{{.*}}, signed : tile<i64> -> tile<i1>
// CHECK: %[[CB:.*]] = broadcast %{{.*}} : tile<1xi1> -> tile<8xi1>
// CHECK: select %[[CB]], %{{.*}}, %{{.*}} : tile<8xi1>, tile<8xf32>
__tile_global__ void tiles(float *out, int j) {
  using T = ct::tile<float, ct::shape<8>>;
  auto i = ct::iota<ct::tile<int, ct::shape<8>>>();
  T t[2] = {ct::load(out + i), ct::load(out + 8 + i)};
  ct::store(out + 16 + i, t[j]);
}

// Run-time subscripts outside loops: selects, no alloca.
// CHECK-LABEL: entry @_Z7outsidePfPKi(
// CHECK-NOT: alloca
// CHECK: %[[J:.*]] = exti %{{.*}} signed : tile<i32> -> tile<i64>
// CHECK: cmpi equal %[[J]], %{{.*}}, signed : tile<i64> -> tile<i1>
// CHECK: select %{{.*}} : tile<i1>, tile<f32>
// CHECK-NOT: alloca
// CHECK: return
__tile_global__ void outside(float *out, const int *idx) {
  float a[4] = {1.f, 2.f, 3.f, 4.f};
  a[idx[0] & 3] = 7.f;
  out[0] = a[idx[1] & 3];
}

// The counter of a loop with a known trip count: the loop is unrolled, the
// subscripts are constants, the array stays in registers.
// CHECK-LABEL: entry @_Z7countedPfPKf(
// CHECK-NOT: alloca
// CHECK-NOT: select
// CHECK-NOT: loop
// CHECK: return
__tile_global__ void counted(float *out, const float *in) {
  float a[4];
  for (int q = 0; q < 4; ++q)
    a[q] = in[q] * 2.f;
  for (int q = 0; q < 4; ++q)
    out[q] = a[3 - q];
}
