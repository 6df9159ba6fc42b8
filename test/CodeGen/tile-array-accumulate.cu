// `a[j] = a[j] + x` on an array of float tiles at a run-time subscript adds
// to every element `select(j == i, x, -0.0)` (x + -0.0 is x when rounding to
// nearest) instead of selecting among the elements to read a[j] and then
// replacing each by `select(j == i, sum, a[i])`: kmeans_update<8,32>
// (Compat/control/kmeans_bucket_tiles.cu) 367 -> 355 SASS instructions on
// sm_90, nvcc 13.4 348 (docs/performance.md). Other writes keep the selects.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using T = ct::tile<float, ct::shape<8>>;
using I = ct::tile<int, ct::shape<8>>;

// CHECK-LABEL: entry @_Z10accumulatePKfPKiPfi(
// CHECK: %[[NZ:.*]] = constant <f32: -0.000000e+00> : tile<8xf32>
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%[[A0:arg[0-9]+]] = %{{[0-9]+}}, %[[A1:arg[0-9]+]] = %{{[0-9]+}}, %[[A2:arg[0-9]+]] = %{{[0-9]+}}, %[[A3:arg[0-9]+]] = %{{[0-9]+}},
// CHECK: %[[X:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<8xptr<f32>> -> tile<8xf32>
// CHECK: %[[S0:.*]] = select %{{.*}}, %[[X]], %[[NZ]] : tile<8xi1>, tile<8xf32>
// CHECK: %[[N0:.*]] = addf %[[A0]], %[[S0]]
// CHECK: %[[S1:.*]] = select %{{.*}}, %[[X]], %[[NZ]] : tile<8xi1>, tile<8xf32>
// CHECK: %[[N1:.*]] = addf %[[A1]], %[[S1]]
// CHECK: %[[S2:.*]] = select %{{.*}}, %[[X]], %[[NZ]] : tile<8xi1>, tile<8xf32>
// CHECK: %[[N2:.*]] = addf %[[A2]], %[[S2]]
// CHECK: %[[S3:.*]] = select %{{.*}}, %[[X]], %[[NZ]] : tile<8xi1>, tile<8xf32>
// CHECK: %[[N3:.*]] = addf %[[A3]], %[[S3]]
// CHECK: continue %[[N0]], %[[N1]], %[[N2]], %[[N3]],
__tile_global__ void accumulate(const float *__restrict__ in, const int *__restrict__ lab,
                                float *__restrict__ out, int n) {
  auto i = ct::iota<I>();
  T acc[4];
  for (int k = 0; k < 4; ++k)
    acc[k] = ct::zeros<T>();
  for (int p = 0; p < n; ++p) {
    const int c = ct::load(lab + p);
    acc[c] = acc[c] + ct::load(in + p * 8 + i);
  }
  for (int k = 0; k < 4; ++k)
    ct::store(out + k * 8 + i, acc[k]);
}

// A product, and a sum read from another element, replace each element by a
// select of the new value.
// CHECK-LABEL: entry @_Z5otherPKfPKiPfi(
// CHECK-NOT: constant <f32: -0.000000e+00>
// CHECK: for %{{.*}} in
// CHECK: mulf
// CHECK-COUNT-4: select %{{.*}}, %{{.*}}, %arg{{[0-9]+}} : tile<8xi1>, tile<8xf32>
// CHECK: addf
// CHECK-COUNT-4: select %{{.*}}, %{{.*}}, %{{[0-9]+}} : tile<8xi1>, tile<8xf32>
// CHECK: continue
__tile_global__ void other(const float *__restrict__ in, const int *__restrict__ lab,
                           float *__restrict__ out, int n) {
  auto i = ct::iota<I>();
  T acc[4];
  for (int k = 0; k < 4; ++k)
    acc[k] = ct::zeros<T>();
  for (int p = 0; p < n; ++p) {
    const int c = ct::load(lab + p);
    auto x = ct::load(in + p * 8 + i);
    acc[c] = acc[c] * x;
    acc[c] = acc[(c + 1) & 3] + x;
  }
  for (int k = 0; k < 4; ++k)
    ct::store(out + k * 8 + i, acc[k]);
}
