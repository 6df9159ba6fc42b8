// A ct::select condition and a memory-op mask may be any scalar or tile, not
// only bool: nvcc 13.4 accepts integers, floating point (__half too) and
// pointers, each element true where it is not zero (probed with tileirdisasm:
// cmpi/cmpf not_equal against 0, a float `unordered` so that NaN is true, a
// pointer through ptr_to_int). Enums are not accepted (Headers/select-conditions.cu).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
#include <cuda_fp16.h>
namespace ct = cuda::tiles;
using F = ct::tile<float, ct::shape<4>>;
using I = ct::tile<int, ct::shape<4>>;
using H = ct::tile<__half, ct::shape<4>>;

// CHECK-LABEL: entry @_Z10conditionsPfifxPKi6__half(
// An int scalar: compared with 0, then broadcast.
// CHECK: %[[N:.*]] = cmpi not_equal %arg1, %{{.*}} : tile<i32> -> tile<i1>
// CHECK: reshape %[[N]] : tile<i1> -> tile<1xi1>
// CHECK: select
// An int tile.
// CHECK: cmpi not_equal %{{.*}}, %{{.*}} : tile<4xi32> -> tile<4xi1>
// CHECK: select
// A float scalar and a float tile: unordered, NaN selects the first.
// CHECK: cmpf not_equal unordered %arg2, %{{.*}} : tile<f32> -> tile<i1>
// CHECK: select
// CHECK: cmpf not_equal unordered %{{.*}}, %{{.*}} : tile<4xf32> -> tile<4xi1>
// CHECK: select
// A long long scalar.
// CHECK: cmpi not_equal %arg3, %{{.*}} : tile<i64> -> tile<i1>
// CHECK: select
// A pointer and a tile of pointers: their addresses.
// CHECK: %[[P:.*]] = ptr_to_int %arg4 : tile<ptr<i32>> -> tile<i64>
// CHECK: cmpi not_equal %[[P]], %{{.*}} : tile<i64> -> tile<i1>
// CHECK: select
// CHECK: %[[PT:.*]] = ptr_to_int %{{.*}} : tile<4xptr<i32>> -> tile<4xi64>
// CHECK: cmpi not_equal %[[PT]], %{{.*}} : tile<4xi64> -> tile<4xi1>
// CHECK: select
// A __half tile.
// CHECK: cmpf not_equal unordered %{{.*}}, %{{.*}} : tile<4xf16> -> tile<4xi1>
// CHECK: select
// Scalar operands with an int condition (its compare is the first one's).
// CHECK: select %{{.*}}, %arg2, %{{.*}} : tile<i1>, tile<f32>
__tile_global__ void conditions(float *out, int n, float x, long long l,
                                const int *ptr, __half hs) {
  F a = ct::full<F>(1.0f), b = ct::full<F>(2.0f);
  I ti = ct::iota<I>();
  F r = ct::select(n, a, b);
  r = r + ct::select(ti, a, b);
  r = r + ct::select(x, a, b);
  r = r + ct::select(a - 1.0f, a, b);
  r = r + ct::select(l, a, b);
  r = r + ct::select(ptr, a, b);
  r = r + ct::select(ptr + ti, a, b);
  r = r + ct::select(ct::full<H>(hs), a, b);
  ct::store(out + ti, r);
  out[4] = ct::select(n, x, 2.0f);
}

// Masks of loads, stores and atomics take the same conditions.
// CHECK-LABEL: entry @_Z5masksPfPiPKif(
// CHECK: %[[FM:.*]] = cmpf not_equal unordered %{{.*}} : tile<4xf32> -> tile<4xi1>
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<4xptr<f32>>, tile<4xi1>
// CHECK: ptr_to_int %arg2 : tile<ptr<i32>> -> tile<i64>
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1>
// CHECK: cmpi not_equal %{{.*}} : tile<4xi32> -> tile<4xi1>
// CHECK: atomic_rmw_tko relaxed device
__tile_global__ void masks(float *out, int *iout, const int *ptr, float x) {
  I ti = ct::iota<I>();
  F a = ct::full<F>(x) - 1.0f;
  F r = ct::load_masked(out + ti, a);
  ct::store_masked(out + ti, r, ptr);
  ct::atomic_add_masked<ct::memory_order::relaxed, ct::thread_scope::device>(
      iout + ti, ti, ti);
}
