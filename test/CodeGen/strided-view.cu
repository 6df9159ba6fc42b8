// ct::strided_view (CUDA 13.4): a tensor view read in tiles whose starts are
// the static traversal strides apart, lowered as nvcc 13.4 does (same Tile
// IR: make_strided_view over the 32-bit tensor view, load_view_tko on it).
// tileiras must take the module for sm_90.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
// RUN: %if tileiras %{ cutile-elf-syms --kernels %t.cubin | FileCheck %s --check-prefix=SYMS %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

__tile_global__ void frames(float *__restrict__ in, float *__restrict__ out, unsigned n) {
  auto sv = ct::strided_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{16_ic},
                             ct::strides{8_ic}};
  auto t = sv.load_masked(ct::bid().x);
  auto o = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{16_ic}};
  o.store(t, ct::bid().x);
}
// CHECK-LABEL: entry @_Z6framesPfS_j
// CHECK: %[[TV:.*]] = make_tensor_view %{{.*}}, shape = [%{{.*}}], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
// CHECK: %[[SV:.*]] = make_strided_view %[[TV]] : strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<?xf32, strides=[1]>>
// CHECK: load_view_tko weak %[[SV]][%{{.*}}] : strided_view<tile=(16), traversal_strides=[8], padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
// SYMS: _Z6framesPfS_j
