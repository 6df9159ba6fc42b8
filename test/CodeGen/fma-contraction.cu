// Multiply-add contraction, as nvcc 13.4 does it in tile code (read from its
// Tile IR on the same kernels): a product whose only use is an add becomes
// fma(a, b, c) whichever side it is on; `a*b - c` becomes fma(a, b, -c);
// `c - a*b` stays; of two products only the left one is fused (a*b + c*d is
// fma(a, b, c*d), a*b - c*d is fma(a, b, -(c*d))), and the sum stays when the
// left one has another use; a product used twice (CSE
// makes `x * y` written twice one value) is not fused; neither is an add or
// a product with a rounding mode of its own. Tiles and scalars alike, any
// float type.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_fp16.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
using f32x16 = ct::tile<float, ct::shape<16>>;

__tile_global__ void tiles(float *__restrict__ a, float *__restrict__ b,
                           float *__restrict__ c, float s) {
  auto v = ct::partition_view{ct::tensor_span{a, ct::extents{128_ic}}, ct::shape{16_ic}};
  auto w = ct::partition_view{ct::tensor_span{b, ct::extents{128_ic}}, ct::shape{16_ic}};
  auto o = ct::partition_view{ct::tensor_span{c, ct::extents{128_ic}}, ct::shape{16_ic}};
  int i = ct::bid().x;
  f32x16 x = v.load(i), y = w.load(i);
  auto t = x * y + s; // x * y has two uses: not fused
  auto u = s * x - y; // fma(s, x, -y)
  auto p = x * y;
  auto q = y - x * s; // stays
  auto r = ct::add(x * s, q, ct::round_toward_zero_t{}); // stays: rounding
  o.store(t + u + p * 2.0f - p + r, i); // (t + u) + p * 2 fuses
}
// CHECK-LABEL: entry @_Z5tilesPfS_S_f
// CHECK: %[[X:.*]], %{{.*}} = load_view_tko
// CHECK: %[[Y:.*]], %{{.*}} = load_view_tko
// CHECK: %[[P:.*]] = mulf %[[X]], %[[Y]] : tile<16xf32>
// CHECK: %[[S:.*]] = broadcast %{{.*}} : tile<1xf32> -> tile<16xf32>
// CHECK: %[[T:.*]] = addf %[[P]], %[[S]] : tile<16xf32>
// CHECK: %[[NY:.*]] = negf %[[Y]] : tile<16xf32>
// CHECK: %[[U:.*]] = fma %[[S]], %[[X]], %[[NY]] : tile<16xf32>
// CHECK: %[[XS:.*]] = mulf %[[X]], %[[S]] : tile<16xf32>
// CHECK: %[[Q:.*]] = subf %[[Y]], %[[XS]] : tile<16xf32>
// CHECK: %[[R:.*]] = addf %[[XS]], %[[Q]] rounding<zero> : tile<16xf32>
// CHECK: %[[TU:.*]] = addf %[[T]], %[[U]] : tile<16xf32>
// CHECK: %[[F:.*]] = fma %[[P]], %{{.*}}, %[[TU]] : tile<16xf32>
// CHECK: %[[D:.*]] = subf %[[F]], %[[P]] : tile<16xf32>
// CHECK: addf %[[D]], %[[R]] : tile<16xf32>

__tile_global__ void scalars(float *__restrict__ out, double *__restrict__ dout,
                             float a, float b, float c, float d, double e) {
  float r1 = a * b + c * d;       // two products, a * b used again in r4: stays
  float r2 = c + a * d;           // fma(a, d, c)
  double r3 = e * e - e;          // fma(e, e, -e) in f64
  float r4 = (a * b) * c + d;     // fma(a*b, c, d)
  ct::store(out, r1 + r2 + r4);
  ct::store(dout, r3);
}
// CHECK-LABEL: entry @_Z7scalarsPfPdffffd
// CHECK-SAME: (%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<ptr<f64>>, %[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>, %[[C:.*]]: tile<f32>, %[[D:.*]]: tile<f32>, %[[E:.*]]: tile<f64>)
// CHECK: %[[AB:.*]] = mulf %[[A]], %[[B]] : tile<f32>
// CHECK: %[[CD:.*]] = mulf %[[C]], %[[D]] : tile<f32>
// CHECK: %[[R1:.*]] = addf %[[AB]], %[[CD]] : tile<f32>
// CHECK: %[[R2:.*]] = fma %[[A]], %[[D]], %[[C]] : tile<f32>
// CHECK: %[[NE:.*]] = negf %[[E]] : tile<f64>
// CHECK: %[[R3:.*]] = fma %[[E]], %[[E]], %[[NE]] : tile<f64>
// CHECK: %[[R4:.*]] = fma %[[AB]], %[[C]], %[[D]] : tile<f32>

// Complex multiply-accumulate, each product used once: the left product of
// each sum is fused, the right one stays a multiply (nvcc 13.4's Tile IR).
__tile_global__ void two_products(float *__restrict__ re, float *__restrict__ im,
                                  float *__restrict__ out, float s, float t) {
  auto v = ct::partition_view{ct::tensor_span{re, ct::extents{128_ic}}, ct::shape{16_ic}};
  auto w = ct::partition_view{ct::tensor_span{im, ct::extents{128_ic}}, ct::shape{16_ic}};
  int i = ct::bid().x;
  f32x16 ar = v.load(i), ai = w.load(i), br = v.load(i + 1), bi = w.load(i + 1);
  v.store(ar * br - ai * bi, i + 2);
  w.store(ar * bi + ai * br, i + 2);
  ct::store(out, s * s + t * t);
  ct::store(out + 1, s * t + (s + t) * (s + t) * 2.0f);
}
// CHECK-LABEL: entry @_Z12two_productsPfS_S_ff
// CHECK-SAME: %[[S:[^:]*]]: tile<f32>, %[[T:[^:]*]]: tile<f32>)
// CHECK: %[[AR:.*]], %{{.*}} = load_view_tko
// CHECK: %[[AI:.*]], %{{.*}} = load_view_tko
// CHECK: %[[BR:.*]], %{{.*}} = load_view_tko
// CHECK: %[[BI:.*]], %{{.*}} = load_view_tko
// CHECK: %[[II:.*]] = mulf %[[AI]], %[[BI]] : tile<16xf32>
// CHECK: %[[NII:.*]] = negf %[[II]] : tile<16xf32>
// CHECK: fma %[[AR]], %[[BR]], %[[NII]] : tile<16xf32>
// CHECK: %[[IR:.*]] = mulf %[[AI]], %[[BR]] : tile<16xf32>
// CHECK: fma %[[AR]], %[[BI]], %[[IR]] : tile<16xf32>
// CHECK: %[[TT:.*]] = mulf %[[T]], %[[T]] : tile<f32>
// CHECK: fma %[[S]], %[[S]], %[[TT]] : tile<f32>
// CHECK: %[[ST:.*]] = addf %[[S]], %[[T]] : tile<f32>
// CHECK: %[[SQ:.*]] = mulf %[[ST]], %[[ST]] : tile<f32>
// CHECK: %[[SQ2:.*]] = mulf %[[SQ]], %{{.*}} : tile<f32>
// CHECK: fma %[[S]], %[[T]], %[[SQ2]] : tile<f32>

__tile_global__ void halves(__half *__restrict__ h) {
  auto v = ct::partition_view{ct::tensor_span{h, ct::extents{128_ic}}, ct::shape{16_ic}};
  int i = ct::bid().x;
  auto x = v.load(i);
  v.store(x * x + x, i);
}
// CHECK-LABEL: entry @_Z6halvesP6__half
// CHECK: %[[H:.*]], %{{.*}} = load_view_tko
// CHECK: fma %[[H]], %[[H]], %[[H]] : tile<16xf16>
