// A local array subscripted by a run-time index stays in registers: a read
// is a chain of selects on j == i, a write replaces each element i by
// select(j == i, new, old), and loops carry the elements like any local.
// (nvcc 13.4 puts such arrays in an alloca, a device malloc, and reaches
// them through ptr_to_ptr: docs/codegen.md compares the two; an array
// whose subscripts choose among more than 256 elements goes there too,
// local-memory.cu.) Numerics: Emulate/local-array-runtime-index.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z1kPfPKii(
// CHECK: %[[J32:.*]], %{{.*}} = load_ptr_tko
// CHECK: %[[J:.*]] = exti %[[J32]] signed : tile<i32> -> tile<i64>
// CHECK: %[[E0:.*]] = cmpi equal %[[J]], %{{.*}}, signed : tile<i64> -> tile<i1>
// CHECK: %[[W0:.*]] = select %[[E0]], %[[SEVEN:.*]], %{{.*}} : tile<i1>, tile<f32>
// CHECK: select %{{.*}}, %[[SEVEN]], %{{.*}} : tile<i1>, tile<f32>
// CHECK: select %{{.*}}, %[[SEVEN]], %{{.*}} : tile<i1>, tile<f32>
// CHECK: select %{{.*}}, %[[SEVEN]], %{{.*}} : tile<i1>, tile<f32>
// CHECK: loop iter_values(%[[A0:.*]] = %[[W0]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<i32>
// CHECK: %[[R:.*]] = select %{{.*}}, %[[A0]], %{{.*}} : tile<i1>, tile<f32>
// CHECK: %[[SUM:.*]] = addf %[[R]]
// CHECK: select %{{.*}}, %[[SUM]], %[[A0]] : tile<i1>, tile<f32>
// CHECK: continue
// CHECK: store_ptr_tko
// CHECK-NOT: alloca
__tile_global__ void k(float *out, const int *idx, int n) {
  float a[4] = {1.f, 2.f, 3.f, 4.f};
  a[idx[0]] = 7.f;
  for (int i = 0; i < n; ++i)
    a[i & 3] += 1.f;
  out[0] = a[idx[1]];
}

// An array of tiles: the select chooses whole tiles.
// CHECK-LABEL: entry @_Z5tilesPfi(
// CHECK: %[[C:.*]] = cmpi equal %{{.*}}, %{{.*}}, signed : tile<i64> -> tile<i1>
// CHECK: %[[CB:.*]] = broadcast %{{.*}} : tile<1xi1> -> tile<8xi1>
// CHECK: select %[[CB]], %{{.*}}, %{{.*}} : tile<8xi1>, tile<8xf32>
__tile_global__ void tiles(float *out, int j) {
  using T = ct::tile<float, ct::shape<8>>;
  auto i = ct::iota<ct::tile<int, ct::shape<8>>>();
  T t[2] = {ct::load(out + i), ct::load(out + 8 + i)};
  ct::store(out + 16 + i, t[j]);
}
