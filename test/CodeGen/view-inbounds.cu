// nvcc 13.5 marks every index of a load or store through a view without a
// padding value `inbounds = [true, ...]`: load, store, atomic_load and
// atomic_store of partition, strided and gather/scatter views. The masked
// members (a padded view) and the view atomics (atomic_red_view_tko) carry
// nothing (probed with nvcc 13.5 -tilebc + tileirdisasm on this file's
// kernels).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

// CHECK-LABEL: entry @_Z9partitionPfS_i
__tile_global__ void partition(float *x, float *y, int n) {
  auto fv = ct::partition_view{ct::tensor_span{x, ct::extents{n}}, ct::shape{16_ic}};
  auto gv = ct::partition_view{ct::tensor_span{y, ct::extents{n}}, ct::shape{16_ic}};
  // CHECK: load_view_tko weak %{{.*}}[%{{.*}}] inbounds = [true] : partition_view<tile=(16), tensor_view
  auto a = fv.load(0);
  // CHECK: load_view_tko weak %{{.*}}[%{{.*}}] : partition_view<tile=(16), padding_value = zero,
  auto b = fv.load_masked(1);
  // CHECK: load_view_tko acquire sys %{{.*}}[%{{.*}}] token = %{{.*}} inbounds = [true] :
  auto d = fv.atomic_load(ct::memory_order_acquire_t{}, 3);
  // CHECK: load_view_tko relaxed device %{{.*}}[%{{.*}}] token = %{{[^ ]*}} : partition_view<tile=(16), padding_value = neg_inf,
  auto e = fv.atomic_load_masked(ct::view_padding_negative_inf_t{}, ct::memory_order_relaxed_t{},
                                 ct::thread_scope_device_t{}, 4);
  // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] token = %{{.*}} inbounds = [true] : tile<16xf32>, partition_view<tile=(16), tensor_view
  gv.store(a, 0);
  // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] token = %{{[^ ]*}} : tile<16xf32>, partition_view<tile=(16), padding_value = zero,
  gv.store_masked(b, 1);
  // CHECK: store_view_tko release sys %{{.*}} inbounds = [true] :
  gv.atomic_store(d, ct::memory_order_release_t{}, 2);
  // CHECK: store_view_tko relaxed tl_blk %{{.*}}, %{{.*}}[%{{.*}}] token = %{{[^ ]*}} : tile<16xf32>, partition_view<tile=(16), padding_value = zero,
  gv.atomic_store_masked(d, ct::memory_order_relaxed_t{}, ct::thread_scope_block_t{}, 3);
  // CHECK: atomic_red_view_tko relaxed device %{{.*}}, addf, %{{.*}} token = %{{[^ ]*}} : tile<16xf32>
  gv.atomic_add(e, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}, 5);
}

// One entry per index.
// CHECK-LABEL: entry @_Z5twoDiPfS_ii
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [true, true] :
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [true, true] :
__tile_global__ void twoDi(float *x, float *y, int n, int m) {
  auto fv = ct::partition_view{ct::tensor_span{x, ct::extents{n, m}}, ct::shape<16, 32>{}};
  auto gv = ct::partition_view{ct::tensor_span{y, ct::extents{n, m}}, ct::shape<16, 32>{}};
  auto [bx, by, bz] = ct::bid();
  gv.store(fv.load(bx, by), by, bx);
}

// CHECK-LABEL: entry @_Z7stridedPfS_j
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}] inbounds = [true] : strided_view<tile=(16), traversal_strides=[8], tensor_view
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}] : strided_view<tile=(16), traversal_strides=[8], padding_value = zero,
// CHECK: store_view_tko weak %{{.*}} inbounds = [true] : tile<16xf32>, strided_view<tile=(16), traversal_strides=[8], tensor_view
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] token = %{{[^ ]*}} : tile<16xf32>, strided_view<tile=(16), traversal_strides=[8], padding_value = zero,
__tile_global__ void strided(float *in, float *out, unsigned n) {
  auto sv = ct::strided_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{16_ic}, ct::strides{8_ic}};
  auto so = ct::strided_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{16_ic}, ct::strides{8_ic}};
  auto t = sv.load(ct::bid().x);
  auto u = sv.load_masked(ct::bid().x + 1);
  so.store(t, ct::bid().x);
  so.store_masked(u, ct::bid().x + 2);
}

// CHECK-LABEL: entry @_Z6gatherPfS_ii
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [true, true] : gather_scatter_view<tile=(8x16), tensor_view
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : gather_scatter_view<tile=(8x16), padding_value = zero,
// CHECK: store_view_tko weak %{{.*}} inbounds = [true, true] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{[^ ]*}} : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = zero,
__tile_global__ void gather(float *x, float *y, int n, int m) {
  auto gv = ct::gather_scatter_view{ct::tensor_span{x, ct::extents{n, m}}, ct::shape<8, 16>{},
                                    ct::integral_constant<0>{}};
  auto dv = ct::gather_scatter_view{ct::tensor_span{y, ct::extents{n, m}}, ct::shape<8, 16>{},
                                    ct::integral_constant<0>{}};
  auto idx = ct::iota<ct::tile<int, ct::shape<8>>>() * 3;
  auto a = gv.load(idx, 0);
  auto b = gv.load_masked(idx, 16);
  dv.store(a, idx, 0);
  dv.store_masked(b, idx, 16);
}
