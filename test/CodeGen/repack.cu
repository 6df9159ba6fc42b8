// ct::repack<E, Dim> (CUDA 13.5) lowered as nvcc 13.5 lowers it (compared op
// by op with scripts/nvcc-ref -tilebc + tileirdisasm on this file and on
// nvcc-13.5-probes/09_repack.cu): a Dim that is not the last is swapped with
// the last by permute (and back at the end); then reshape to 1-d (none for a
// 1-d tile), to bytes (pack; nothing for 8-bit integers, bitcast for other
// 8-bit types, ptr_to_int + pack for pointers), from bytes (unpack, or
// nothing / bitcast / unpack + int_to_ptr), reshape back. The same element
// type is no op; int -> unsigned still packs and unpacks, as nvcc does.
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
template <class T, class S> using TT = ct::tile<T, S>;
template <class P, class X> __tile__ void sink(P *p, X x) {
  constexpr auto n = ct::tile_shape_t<X>::static_extent(0) * (ct::tile_shape_t<X>::rank() > 1 ? ct::tile_shape_t<X>::static_extent(1) : 1);
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{1024_ic}}, ct::shape<n>{}};
  v.store(ct::reshape<ct::shape<n>>(x), 0);
}

__tile_global__ void flat(int *o, short *os, __half *oh, unsigned *ou, float *of,
                          unsigned char *oub, const long long *il) {
  auto i32 = ct::iota<TT<int, ct::shape<8>>>();
  sink(os, ct::repack<short, 0>(i32));
  sink(oh, ct::repack<__half, 0>(ct::ones<TT<float, ct::shape<4>>>()));
  sink(o, ct::repack<int, 0>(i32));
  sink(ou, ct::repack<unsigned>(i32, 0_ic));
  sink(of, ct::repack<float, 0>(i32));
  sink(oub, ct::repack<unsigned char, 0>(ct::iota<TT<signed char, ct::shape<8>>>()));
  auto lv = ct::partition_view{ct::tensor_span{il, ct::extents{4_ic}}, ct::shape{4_ic}};
  sink(o, ct::repack<int, 0>(lv.load(0)));
}
// CHECK-LABEL: entry @_Z4flatPiPsP6__halfPjPfPhPKx(
// CHECK: %[[I:.*]] = iota : tile<8xi32>
// CHECK: %[[P:.*]] = pack %[[I]] : tile<8xi32> -> tile<32xi8>
// CHECK: %[[S:.*]] = unpack %[[P]] : tile<32xi8> -> tile<16xi16>
// CHECK: store_view_tko weak %[[S]]
// CHECK: %[[FP:.*]] = pack %{{.*}} : tile<4xf32> -> tile<16xi8>
// CHECK: %[[H:.*]] = unpack %[[FP]] : tile<16xi8> -> tile<8xf16>
// CHECK: store_view_tko weak %[[H]]
// CHECK: store_view_tko weak %[[I]]
// CHECK: %[[U:.*]] = unpack %[[P]] : tile<32xi8> -> tile<8xi32>
// CHECK: store_view_tko weak %[[U]]
// CHECK: %[[F:.*]] = unpack %[[P]] : tile<32xi8> -> tile<8xf32>
// CHECK: store_view_tko weak %[[F]]
// CHECK: %[[B:.*]] = iota : tile<8xi8>
// CHECK-NOT: pack
// CHECK: store_view_tko weak %[[B]]
// CHECK: %[[L:.*]], %{{.*}} = load_view_tko
// CHECK: %[[LP:.*]] = pack %[[L]] : tile<4xi64> -> tile<32xi8>
// CHECK: %[[LU:.*]] = unpack %[[LP]] : tile<32xi8> -> tile<8xi32>
// CHECK: store_view_tko weak %[[LU]]

__tile_global__ void dims(int *o, short *os, unsigned char *oub) {
  auto u = ct::iota<TT<unsigned char, ct::shape<2, 8, 4>>>();
  sink(o, ct::reshape<ct::shape<16>>(ct::repack<int, 1>(u)));
  sink(os, ct::reshape<ct::shape<32>>(ct::repack<short>(u, 2_ic)));
  sink(o, ct::reshape<ct::shape<16>>(ct::repack<int, 0>(ct::iota<TT<unsigned char, ct::shape<8, 2, 4>>>())));
  sink(oub, ct::repack<unsigned char, 1>(ct::iota<TT<short, ct::shape<1, 2>>>()));
  sink(o, ct::repack<int, 0>(ct::iota<TT<int, ct::shape<8, 2>>>()));
}
// CHECK-LABEL: entry @_Z4dimsPiPsPh(
// CHECK: %[[U:.*]] = reshape %{{.*}} : tile<64xi8> -> tile<2x8x4xi8>
// CHECK: %[[T:.*]] = permute %[[U]] [0, 2, 1] : tile<2x8x4xi8> -> tile<2x4x8xi8>
// CHECK: %[[F:.*]] = reshape %[[T]] : tile<2x4x8xi8> -> tile<64xi8>
// CHECK: %[[W:.*]] = unpack %[[F]] : tile<64xi8> -> tile<16xi32>
// CHECK: %[[R:.*]] = reshape %[[W]] : tile<16xi32> -> tile<2x4x2xi32>
// CHECK: permute %[[R]] [0, 2, 1] : tile<2x4x2xi32> -> tile<2x2x4xi32>
// CHECK: %[[F2:.*]] = reshape %[[U]] : tile<2x8x4xi8> -> tile<64xi8>
// CHECK: %[[S:.*]] = unpack %[[F2]] : tile<64xi8> -> tile<32xi16>
// CHECK: reshape %[[S]] : tile<32xi16> -> tile<2x8x2xi16>
// CHECK: permute %{{.*}} [2, 1, 0] : tile<8x2x4xi8> -> tile<4x2x8xi8>
// CHECK: unpack %{{.*}} : tile<64xi8> -> tile<16xi32>
// CHECK: permute %{{.*}} [2, 1, 0] : tile<4x2x2xi32> -> tile<2x2x4xi32>
// CHECK: pack %{{.*}} : tile<2xi16> -> tile<4xi8>
// CHECK-NOT: pack
// CHECK-NOT: unpack
// CHECK: return

__tile_global__ void bytes(int *o, __nv_fp8_e4m3 *f8, __nv_fp8_e5m2 *f5, unsigned char *oub,
                           bool *ob, long long *ol, float *fp, const long long *addr) {
  auto v8 = ct::partition_view{ct::tensor_span{f8, ct::extents{16_ic}}, ct::shape{16_ic}};
  auto f = v8.load(0);
  sink(o, ct::repack<int, 0>(f));
  sink(f8, ct::repack<__nv_fp8_e4m3, 0>(ct::iota<TT<int, ct::shape<4>>>()));
  sink(oub, ct::repack<unsigned char, 0>(f));
  sink(f5, ct::repack<__nv_fp8_e5m2, 0>(f));
  auto bv = ct::partition_view{ct::tensor_span{ob, ct::extents{16_ic}}, ct::shape{16_ic}};
  sink(oub, ct::repack<unsigned char, 0>(bv.load(0)));
  sink(ob, ct::repack<bool, 0>(ct::iota<TT<unsigned char, ct::shape<2>>>()));
  // Pointers: their i64 addresses are packed.
  sink(ol, ct::repack<long long, 0>(ct::full<TT<float *, ct::shape<2>>>(fp)));
  auto av = ct::partition_view{ct::tensor_span{addr, ct::extents{2_ic}}, ct::shape{2_ic}};
  sink(fp, ct::load(ct::repack<float *, 0>(av.load(0))));
}
// CHECK-LABEL: entry @_Z5bytesPiP13__nv_fp8_e4m3P13__nv_fp8_e5m2PhPbPxPfPKx(
// CHECK: %[[F:.*]], %{{.*}} = load_view_tko {{.*}} -> tile<16xf8E4M3FN>, token
// CHECK: %[[FB:.*]] = bitcast %[[F]] : tile<16xf8E4M3FN> -> tile<16xi8>
// CHECK: unpack %[[FB]] : tile<16xi8> -> tile<4xi32>
// CHECK: %[[IP:.*]] = pack %{{.*}} : tile<4xi32> -> tile<16xi8>
// CHECK: bitcast %[[IP]] : tile<16xi8> -> tile<16xf8E4M3FN>
// CHECK: store_view_tko weak %[[FB]]
// CHECK: bitcast %[[FB]] : tile<16xi8> -> tile<16xf8E5M2>
// CHECK: pack %{{.*}} : tile<16xi1> -> tile<2xi8>
// CHECK: unpack %{{.*}} : tile<2xi8> -> tile<16xi1>
// CHECK: %[[PI:.*]] = ptr_to_int %{{.*}} : tile<2xptr<f32>> -> tile<2xi64>
// CHECK: %[[PP:.*]] = pack %[[PI]] : tile<2xi64> -> tile<16xi8>
// CHECK: unpack %[[PP]] : tile<16xi8> -> tile<2xi64>
// CHECK: %[[A:.*]], %{{.*}} = load_view_tko {{.*}} -> tile<2xi64>, token
// CHECK: %[[AP:.*]] = pack %[[A]] : tile<2xi64> -> tile<16xi8>
// CHECK: %[[AU:.*]] = unpack %[[AP]] : tile<16xi8> -> tile<2xi64>
// CHECK: %[[Q:.*]] = int_to_ptr %[[AU]] : tile<2xi64> -> tile<2xptr<f32>>
// CHECK: load_ptr_tko weak %[[Q]]
