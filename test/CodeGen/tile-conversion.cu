// Element conversion of tiles by construction (nvcc 13.4's tile(Other)):
// explicit where the elements narrow, implicit where they widen, so a view
// stores a tile whose elements widen to the view's. The same ops as
// ct::element_cast. Numerics: Compat/types/tile_conversions.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note -DINVALID --cuda-device-only %s
#include <cuda_tile.h>
#include <cuda_fp16.h>
namespace ct = cuda::tiles;
using S = ct::shape<8>;

#ifndef INVALID
// CHECK-LABEL: entry @_Z1kPKfPiS1_Pd(
// CHECK: %[[F:.*]], %{{.*}} = load_ptr_tko
// CHECK: %[[I:.*]] = ftoi %[[F]] signed : tile<8xf32> -> tile<8xi32>
// CHECK: ftof %[[F]] : tile<8xf32> -> tile<8xf64>
// CHECK: store_ptr_tko weak %{{.*}}, %[[I]]
// CHECK: store_ptr_tko weak %{{.*}}, %[[I]]
__tile_global__ void k(const float *x, int *y, int *z, double *w) {
  auto i = ct::iota<ct::tile<int, S>>();
  ct::tile<float, S> f = ct::load(x + i);
  ct::tile<int, S> t(f);
  auto u = static_cast<ct::tile<int, S>>(f);
  ct::tile<double, S> d = f;
  ct::store(y + i, t);
  ct::store(z + i, u);
  ct::store(w + i, d);
}

// CHECK-LABEL: entry @_Z4viewPfPK6__half(
// CHECK: %[[H:.*]], %{{.*}} = load_view_tko
// CHECK: %[[W:.*]] = ftof %[[H]] : tile<8xf16> -> tile<8xf32>
// CHECK: store_view_tko weak %[[W]],
__tile_global__ void view(float *p, const __half *h) {
  auto hv = ct::partition_view{ct::tensor_span{h, ct::extents{64}}, S{}};
  auto pv = ct::partition_view{ct::tensor_span{p, ct::extents{64}}, S{}};
  pv.store(hv.load(0), 1);
}
#else
__tile__ void narrowing(ct::tile<float, S> f, ct::tile<int, ct::shape<4>> g) {
  ct::tile<int, S> t = f; // expected-error {{no viable conversion}}
  ct::tile<int, S> v(g);  // expected-error {{no matching constructor}}
}
#endif
