// ct::gather_scatter_view (CUDA 13.4) lowered as nvcc 13.4 does (probed with
// tileirdisasm): one make_gather_scatter_view over the span's 32-bit tensor
// view with sparse_dim = Dim; load_view_tko/store_view_tko take an i32 index
// tile at Dim (a 64-bit or 16-bit index tile is converted) and scalars
// elsewhere; masked loads carry their padding in the view type, masked stores
// padding zero, plain ones none; orders and scopes as on the other views.
// tileiras must take the module for sm_90.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile_global__ void rows(float *x, float *y, int n, int m) {
  auto gv = ct::gather_scatter_view{ct::tensor_span{x, ct::extents{n, m}}, ct::shape<8, 16>{},
                                    ct::integral_constant<0>{}};
  auto dv = ct::gather_scatter_view{ct::tensor_span{y, ct::extents{n, m}}, ct::shape<8, 16>{},
                                    ct::integral_constant<0>{}};
  auto idx = ct::iota<ct::tile<int, ct::shape<8>>>() * 3;
  auto t = gv.load(idx, 1);
  dv.store(t, idx, 2);
}
// CHECK-LABEL: entry @_Z4rowsPfS_ii
// CHECK: %[[TV:.*]] = make_tensor_view %arg0, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
// CHECK: %[[GV:.*]] = make_gather_scatter_view %[[TV]] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
// CHECK: load_view_tko weak %[[GV]][%[[I:.*]], %{{.*}}] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
// CHECK: %[[DV:.*]] = make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
// CHECK: store_view_tko weak %{{.*}}, %[[DV]][%[[I]], %{{.*}}] token = %{{.*}} : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token

// The dense indices are element offsets (a chunk may start at column 3) and
// reach Tile IR unchanged, as nvcc passes them: not multiplied or divided by
// the tile's extent.
__tile_global__ void chunk(const int *x, const int *ids, int *y) {
  auto gv = ct::gather_scatter_view{
      ct::tensor_span{x, ct::extents{ct::integral_constant<8>{}, ct::integral_constant<10>{}}},
      ct::shape<4, 4>{}, ct::integral_constant<0>{}};
  using i32x4 = ct::tile<int, ct::shape<4>>;
  i32x4 rows = ct::load(ids + ct::iota<i32x4>());
  auto out = ct::partition_view{ct::tensor_span{y, ct::extents{4, 4}}, ct::shape<4, 4>{}};
  out.store(gv.load_masked(rows, 3), 0, 0);
}
// CHECK-LABEL: entry @_Z5chunkPKiS0_Pi
// CHECK: %[[R:.*]], %{{.*}} = load_ptr_tko weak
// CHECK: %[[GC:.*]] = make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(4x4), padding_value = zero, tensor_view<8x10xi32, strides=[10,1]>, sparse_dim=0>
// CHECK: %[[C3:.*]] = constant <i32: 3> : tile<i32>
// CHECK: load_view_tko weak %[[GC]][%[[R]], %[[C3]]] :

__tile_global__ void members(float *x, float *y, int n, int m) {
  auto gv = ct::gather_scatter_view{ct::tensor_span{x, ct::extents{n, m}}, ct::shape<16, 8>{},
                                    ct::integral_constant<1>{}};
  auto dv = ct::gather_scatter_view{ct::tensor_span{y, ct::extents{n, m}}, ct::shape<16, 8>{},
                                    ct::integral_constant<1>{}};
  ct::tile<int, ct::shape<8>> idx = ct::iota<ct::tile<int, ct::shape<8>>>() * 3;
  auto a = gv.load_masked(1, idx);
  auto b = gv.load_masked<ct::view_padding::nan>(1, idx);
  auto c = gv.load_masked(ct::view_padding_nan_t{}, 1, idx);
  auto e = gv.atomic_load<ct::memory_order::acquire>(1, idx);
  auto f = gv.atomic_load(ct::memory_order_acquire_t{}, ct::thread_scope_device_t{}, 1, idx);
  auto g = gv.atomic_load_masked(ct::view_padding_nan_t{}, ct::memory_order_relaxed_t{}, 1, idx);
  dv.store_masked(a + b, 0, idx);
  dv.store(c, 1, idx);
  dv.atomic_store(e, ct::memory_order_release_t{}, 2, idx);
  dv.atomic_store_masked(f + g, ct::memory_order_release_t{}, ct::thread_scope_block_t{}, 3, idx);
}
// CHECK-LABEL: entry @_Z7membersPfS_ii
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : gather_scatter_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<16x8xf32>, token
// CHECK: load_view_tko weak %{{.*}} : gather_scatter_view<tile=(16x8), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: load_view_tko weak %{{.*}} : gather_scatter_view<tile=(16x8), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: load_view_tko acquire sys %{{.*}} : gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: load_view_tko acquire device %{{.*}} : gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: load_view_tko relaxed sys %{{.*}} : gather_scatter_view<tile=(16x8), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: store_view_tko weak %{{.*}} : tile<16x8xf32>, gather_scatter_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> token
// CHECK: store_view_tko weak %{{.*}} : tile<16x8xf32>, gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: store_view_tko release sys %{{.*}} : tile<16x8xf32>, gather_scatter_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
// CHECK: store_view_tko release tl_blk %{{.*}} : tile<16x8xf32>, gather_scatter_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>

// Index tiles of other widths become i32 (trunci, exti signed), as in nvcc.
__tile_global__ void widths(float *x, float *y, int n) {
  auto gv = ct::gather_scatter_view{ct::tensor_span{x, ct::extents{n, ct::integral_constant<64>{}}},
                                    ct::shape<8, 64>{}, ct::integral_constant<0>{}};
  auto dv = ct::gather_scatter_view{ct::tensor_span{y, ct::extents{n, ct::integral_constant<64>{}}},
                                    ct::shape<8, 64>{}, ct::integral_constant<0>{}};
  auto t = gv.load(ct::iota<ct::tile<long long, ct::shape<8>>>(), 0ll);
  dv.store(t, ct::iota<ct::tile<short, ct::shape<8>>>(), 0u);
}
// CHECK-LABEL: entry @_Z6widthsPfS_i
// CHECK: %[[L:.*]] = trunci %{{.*}} : tile<8xi64> -> tile<8xi32>
// CHECK: load_view_tko weak %{{.*}}[%[[L]], %{{.*}}] : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32>
// CHECK: %[[S:.*]] = exti %{{.*}} signed : tile<8xi16> -> tile<8xi32>
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%[[S]], %{{.*}}]
