// ct::max_element / ct::min_element: positions (uint32, extent 1 on the
// axis) of the first maximum / minimum, lowered as nvcc 13.4 lowers them
// (read from its Tile IR): one reduce over (values, positions) whose body
// keeps the greater (lesser) value, the lower position on ties.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
#include <type_traits>
namespace ct = cuda::tiles;
using namespace ct::literals;

// CHECK-LABEL: entry @_Z6argmaxPKfPj(
// CHECK: %[[P:.*]] = broadcast %{{.*}} : tile<1x8xi32> -> tile<4x8xi32>
// CHECK: %[[R:.*]]:2 = reduce %{{.*}}, %[[P]] dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<4x8xf32>, tile<4x8xi32> -> tile<4xf32>, tile<4xi32>
// CHECK-NEXT: (%[[V0:.*]]: tile<f32>, %[[V1:.*]]: tile<f32>, %[[P0:.*]]: tile<i32>, %[[P1:.*]]: tile<i32>) {
// CHECK-NEXT: %[[E:.*]] = cmpi less_than %[[P0]], %[[P1]], unsigned
// CHECK-NEXT: %[[G:.*]] = cmpf greater_than ordered %[[V0]], %[[V1]]
// CHECK-NEXT: %[[Q:.*]] = cmpf equal ordered %[[V0]], %[[V1]]
// CHECK-NEXT: %[[T:.*]] = andi %[[Q]], %[[E]]
// CHECK-NEXT: %[[K:.*]] = ori %[[T]], %[[G]]
// CHECK-NEXT: %[[SV:.*]] = select %[[K]], %[[V0]], %[[V1]]
// CHECK-NEXT: %[[SP:.*]] = select %[[K]], %[[P0]], %[[P1]]
// CHECK-NEXT: yield %[[SV]], %[[SP]]
// CHECK: reshape %[[R]]#1 : tile<4xi32> -> tile<4x1xi32>
__tile_global__ void argmax(const float *x, unsigned *o) {
  auto v = ct::load(x + ct::iota<ct::tile<int, ct::shape<4, 8>>>());
  auto r = ct::max_element(v, 1_ic);
  static_assert(std::is_same_v<decltype(r), ct::tile<unsigned, ct::shape<4, 1>>>);
  ct::store(o + ct::iota<ct::tile<int, ct::shape<4, 1>>>(), r);
}

// Integers compare with their signedness; the identity is the type's max.
// CHECK-LABEL: entry @_Z6argminPKiPKjPj(
// CHECK: reduce %{{.*}}, %{{.*}} dim=0 identities=[2147483647 : i32, 0 : i32]
// CHECK: cmpi less_than %{{.*}}, %{{.*}}, signed
// CHECK: reduce %{{.*}}, %{{.*}} dim=0 identities=[-1 : i32, 0 : i32]
// CHECK: cmpi less_than %{{.*}}, %{{.*}}, unsigned
// CHECK-NEXT: cmpi less_than %{{.*}}, %{{.*}}, unsigned
__tile_global__ void argmin(const int *a, const unsigned *u, unsigned *o) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  ct::store(o, ct::reshape<ct::shape<>>(ct::min_element<0>(ct::load(a + i))));
  ct::store(o + 1, ct::reshape<ct::shape<>>(ct::min_element(ct::load(u + i), 0_ic)));
}
