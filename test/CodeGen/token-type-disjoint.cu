// Pointers that are not __restrict__ share one alias class, but C++ lets an
// object be accessed only through its own type, a char type or a type
// holding it ([basic.lval]): a store of one element width never touches what
// a load of another width (both wider than a byte) read, so the store does
// not wait for that load. Same widths (float and int, __half and short),
// bytes and the last write keep their order. The K loop of a GEMM with
// plain pointers is the case that matters: the f32 store of C no longer
// waits for every iteration's f16 loads (nvcc 13.4 waits for the last
// iteration's; ours for none of them, and as much code on sm_100).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// -fno-strict-aliasing turns the rule off: the store waits for the loop's
// last loads (splitLoopReadTokens).
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 -fno-strict-aliasing %s | FileCheck %s --check-prefix=RELAXED
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_100 %t.mlir -o %t.cubin %}
#include <cuda_fp16.h>
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @gemm_plain
// CHECK: %[[T0:.*]] = make_token
// CHECK: %[[F:.*]]:2 = for {{.*}} iter_values(%[[R:.*]] = %[[T0]], {{.*}}) -> (token, tile<64x64xf32>)
// CHECK: load_view_tko weak
// CHECK: load_view_tko weak
// CHECK: continue
// CHECK-NOT: join_tokens
// CHECK: store_view_tko weak %{{.*}}[%{{.*}}] token = %[[T0]] : tile<64x64xf32>
// RELAXED-LABEL: entry @gemm_plain
// RELAXED: %[[F:.*]]:4 = for
// RELAXED: %[[J:.*]] = join_tokens %[[F]]#2, %[[F]]#3 : token
// RELAXED: store_view_tko weak %{{.*}}[%{{.*}}] token = %[[J]] : tile<64x64xf32>
extern "C" __tile_global__ void gemm_plain(const __half *A, const __half *B, float *C, int M, int N,
                                          int K) {
  auto av = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<64, 32>{}};
  auto bv = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<32, 64>{}};
  auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<64, 64>{}};
  const auto [bm, bn, bz] = ct::bid();
  auto acc = ct::zeros<ct::tile<float, ct::shape<64, 64>>>();
  for (int k : ct::irange(0, (K + 31) / 32))
    acc = ct::mma(av.load_masked(bm, k), bv.load_masked(k, bn), acc);
  cv.store_masked(acc, bm, bn);
}

// The same loop over float: the store waits for the loads, those of the last
// iteration as nvcc 13.4 orders them (TokenPrune.cpp splitLoopReadTokens).
// CHECK-LABEL: entry @gemm_same_width
// CHECK: %[[F:.*]]:4 = for {{.*}} -> (token, tile<64x64xf32>, token, token)
// CHECK: %[[J:.*]] = join_tokens %[[F]]#2, %[[F]]#3 : token
// CHECK: store_view_tko weak %{{.*}}[%{{.*}}] token = %[[J]] : tile<64x64xf32>
extern "C" __tile_global__ void gemm_same_width(const float *A, const float *B, float *C, int M,
                                               int N, int K) {
  auto av = ct::partition_view{ct::tensor_span{A, ct::extents{M, K}}, ct::shape<64, 32>{}};
  auto bv = ct::partition_view{ct::tensor_span{B, ct::extents{K, N}}, ct::shape<32, 64>{}};
  auto cv = ct::partition_view{ct::tensor_span{C, ct::extents{M, N}}, ct::shape<64, 64>{}};
  const auto [bm, bn, bz] = ct::bid();
  auto acc = ct::zeros<ct::tile<float, ct::shape<64, 64>>>();
  for (int k : ct::irange(0, (K + 31) / 32))
    acc = ct::mma(av.load_masked(bm, k), bv.load_masked(k, bn), acc);
  cv.store_masked(acc, bm, bn);
}

// Straight-line: of a double, an int and a char load, a float store waits
// for the int (same width) and the char (a byte) only; a short store after
// it waits for that store, the last write of the class.
// CHECK-LABEL: entry @_Z5mixedPKdPKiPKcPfPs
// CHECK: %[[D:.*]], %[[DT:.*]] = load_ptr_tko weak %{{.*}} : tile<16xptr<f64>>
// CHECK: %[[I:.*]], %[[IT:.*]] = load_ptr_tko weak %{{.*}} : tile<16xptr<i32>>
// CHECK: %[[C:.*]], %[[CT:.*]] = load_ptr_tko weak %{{.*}} : tile<16xptr<i8>>
// CHECK: %[[J:.*]] = join_tokens %[[IT]], %[[CT]] : token
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[J]] : tile<16xptr<f32>>
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[S]] : tile<16xptr<i16>>
__tile_global__ void mixed(const double *d, const int *i, const char *c, float *f, short *s) {
  auto e = ct::iota<ct::tile<int, ct::shape<16>>>();
  auto x = ct::element_cast<float>(ct::load(d + e)) + ct::element_cast<float>(ct::load(i + e)) +
           ct::element_cast<float>(ct::load(c + e));
  ct::store(f + e, x);
  ct::store(s + e, ct::element_cast<short>(x));
}

// A store computed from a load of its own type still waits for it: tile
// elements are spread over threads, and `p[i+1] = p[i]` needs tileiras's
// barrier between the two.
// CHECK-LABEL: entry @_Z5shiftPf
// CHECK: %{{.*}}, %[[LT:.*]] = load_ptr_tko weak
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[LT]]
__tile_global__ void shift(float *p) {
  auto e = ct::iota<ct::tile<int, ct::shape<256>>>();
  ct::store(p + e + 1, ct::load(p + e));
}
