// Calls to foreign (SIMT) functions, CUDA 13.5's SIMT interop preview: one
// preview$call each, laid out as nvcc 13.5 --tile-preview simt lays it out
// (compared with scripts/nvcc-ref -tilebc + tileirdisasm --preview=simt on
// this file): callee = the foreign name, else the qualified C++ name;
// template arguments as const args; the joined token twice; the arguments,
// a reference as an alloca of the tile's bytes (stored before, reloaded
// after); a zero tile for each of the last (outputs - inout parameters)
// outputs; two tokens out, joined; the outputs.
// RUN: %tile_mlir --tile-preview simt --cuda-gpu-arch=sm_100 %s | FileCheck %s
// The bytecode carries the preview tag, and NVIDIA's 13.5 tileirdisasm
// reads it with --preview=simt.
// RUN: %clangxx_tile -x cuda -std=c++20 --tile-preview=simt --cuda-gpu-arch=sm_100 \
// RUN:   --cuda-device-only -fcutile-emit=tilebc %s -o %t.tilebc
// RUN: od -An -tx1 -j8 -N4 %t.tilebc | FileCheck %s --check-prefix=HDR
// HDR: 0d 05 01 00
// RUN: %if tileiras %{ $(dirname %tileiras)/tileirdisasm --preview=simt %t.tilebc | FileCheck %s --check-prefix=NV %}
// NV: preview$call @simt_fn2<["fast", 4]>
// NV: preview$call @"nn::g"
// A cubin needs the SIMT code from a tile library, which CUDA 13.5 cannot
// make (nvcc 13.5 -c fails too): said at the call.
// RUN: not %clangxx_tile -x cuda -std=c++20 --tile-preview simt --cuda-gpu-arch=sm_100 \
// RUN:   --cuda-device-only -fcutile-emit=cubin %s -o %t.cubin 2>&1 | FileCheck %s --check-prefix=CUBIN
// CUBIN: foreign-call.cu:[[@LINE+35]]:{{[0-9]+}}: error: not yet supported in tile code: compiling a call to the foreign SIMT function 'simt_fn2' to a cubin
#include <cuda_tile.h>
namespace ct = cuda::tiles;
namespace cx = cuda::tiles::experimental;
using namespace ct::literals;
using F16 = ct::tile<float, ct::shape<16>>;
using I16 = ct::tile<int, ct::shape<16>>;

template <cx::fixedString Mode, long N>
__experimental_foreign_decl__ __experimental_foreign_name__("simt_fn2")
cx::multi_outputs<F16, I16> my_fn2(F16 x, float s, [[cutile::experimental_inout]] I16 &y);
__experimental_foreign_decl__ __experimental_foreign_name__("simt_fn3")
cx::multi_outputs<F16, F16, float> my_fn3(F16 x);
__experimental_foreign_decl__ void simt_sink(F16 x, int *p);
namespace nn {
template <class T, unsigned long long U>
__experimental_foreign_decl__ F16 g(F16 x, bool b, short h);
}

// CHECK-LABEL: entry @_Z1kPfPif
// CHECK: %[[A:.*]] = alloca num_elem = 64, alignment = 4 : tile<ptr<i8>>
// CHECK: %[[P:.*]] = ptr_to_ptr %[[A]] : tile<ptr<i8>> -> tile<ptr<i32>>
// CHECK: %[[T:.*]] = store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] token = %{{.*}} : tile<16xi32>
// CHECK: %[[R:.*]]:4 = preview$call @simt_fn2<["fast", 4]>(%[[T]], %[[T]], %{{.*}}, %arg2, %[[A]], %{{.*}}) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<f32>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<16xi32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xi32>)
// CHECK: %[[J:.*]] = join_tokens %[[R]]#0, %[[R]]#1 : token
// CHECK: load_view_tko weak %{{.*}} token = %[[J]]
// CHECK: preview$call @simt_fn3(%{{.*}}, %{{.*}}, %[[R]]#2, %{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<f32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<f32>)
// CHECK: preview$call @simt_sink(%{{.*}}, %{{.*}}, %{{.*}}, %arg1) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<ptr<i32>>) -> (!cuda_tile.token, !cuda_tile.token)
// CHECK: exti %{{.*}} unsigned : tile<i1> -> tile<i32>
// CHECK: trunci %{{.*}} : tile<i32> -> tile<i8>
// CHECK: preview$call @"nn::g"<[f32, 1000]>(%{{.*}}) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<i8>, !cuda_tile.tile<i16>, !cuda_tile.tile<16xf32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>)
__tile_global__ void k(float *out, int *iout, float s) {
  auto v = ct::partition_view{ct::tensor_span{out, ct::extents{64_ic}}, ct::shape{16_ic}};
  auto w = ct::partition_view{ct::tensor_span{iout, ct::extents{16_ic}}, ct::shape{16_ic}};
  I16 y = w.load(0);
  auto r = my_fn2<"fast", 4>(v.load(0), s, y);
  v.store(r.F0, 0);
  w.store(r.F1 + y, 0);
  auto q = my_fn3(r.F0);
  v.store(q.F1 * q.F2, 1);
  simt_sink(q.F0, iout);
  v.store(nn::g<float, 1000>(q.F0, s > 0, 3), 2);
}
