// Kernel parameters as the launch passes them, nvcc's lowering (read from
// its Tile IR): a reference is the address of its object, read with a 0-d
// load_ptr_tko (before, we took the address bits for the value: a silent
// miscompile); pointers to classes, references to classes and
// std::nullptr_t are ptr<i8>, classes read as bytes (memory-objects.cu).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
#include <cstddef>
namespace ct = cuda::tiles;

struct Params { float alpha; int n; };

// CHECK-LABEL: entry @_Z4refsPfRfRKi(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>, %arg2: tile<ptr<i32>>)
// CHECK-DAG: load_ptr_tko weak %arg1 : tile<ptr<f32>> -> tile<f32>, token
// CHECK-DAG: load_ptr_tko weak %arg2 : tile<ptr<i32>> -> tile<i32>, token
// CHECK: store_ptr_tko weak %arg0
__tile_global__ void refs(float *p, float &r, const int &ci) { ct::store(p, r + ci); }

// Writing through a reference parameter stores to its object.
// CHECK-LABEL: entry @_Z9ref_writePfRf(
// CHECK: store_ptr_tko weak %arg1, %{{.*}} : tile<ptr<f32>>, tile<f32> -> token
__tile_global__ void ref_write(float *p, float &out) { out = 2.0f; }

// CHECK-LABEL: entry @_Z6opaquePfPvP6ParamsDnRKS1_(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i8>>, %arg2: tile<ptr<i8>>, %arg3: tile<ptr<i8>>, %arg4: tile<ptr<i8>>)
__tile_global__ void opaque(float *p, void *v, Params *sp, std::nullptr_t n, const Params &rp) {
  ct::store(p, 1.0f);
  ct::store(p, rp.alpha + float(sp->n));
}
// CHECK: %[[A:.*]] = ptr_to_ptr %arg4 : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: load_ptr_tko weak %[[A]] {{.*}}: tile<ptr<f32>> -> tile<f32>
// CHECK: %[[N:.*]] = offset %arg2, %{{.*}} : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
// CHECK: ptr_to_ptr %[[N]] : tile<ptr<i8>> -> tile<ptr<i32>>
