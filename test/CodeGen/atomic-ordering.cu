// A relaxed atomic is a write to its own alias class, waits for the last
// write of every other class, and every access after it, of any class,
// waits for it, as in nvcc 13.4's one token chain (compared op by op with
// scripts/nvcc-ref -tilebc + tileirdisasm). Dropped, as C++ allows: it does
// not wait for other classes' loads before it (nvcc's does), and a
// read-only class stays untracked. Weak ops without an atomic between them
// stay within their class. Acquire/release ops: view-atomics.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using i32x128 = ct::tile<int, ct::shape<128>>;
#define RELAXED ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{}

// A weighted histogram's loop: the loads of an iteration wait for the
// previous iteration's atomic (kept: with them free, tileiras pipelined the
// loop, 735 SASS instructions where nvcc has 188); the atomic does not wait
// for this iteration's loads (dropped: read-only classes, nvcc waits). The
// loop carries the atomic alone for every class, no join that grows.
// CHECK-LABEL: entry @_Z4histPKfS0_Pfi(
// CHECK: for %{{.*}} in {{.*}} iter_values(%[[T0:[^ ]*]] = %{{[^,]*}}, %[[T1:[^ ]*]] = %{{[^,]*}}, %[[T2:[^ ]*]] = %{{[^,]*}}, %[[T3:[^ ]*]] = %{{[^)]*}}) -> (token, token, token, token)
// CHECK: load_ptr_tko weak %{{[^ ]*}}, %{{[^ ]*}}, %{{[^ ]*}} token=%[[T1]] :
// CHECK: load_ptr_tko weak %{{[^ ]*}}, %{{[^ ]*}}, %{{[^ ]*}} token=%[[T2]] :
// CHECK-NOT: join_tokens
// CHECK: %[[J:.*]] = join_tokens %[[T0]], %[[T1]], %[[T2]], %[[T3]] : token
// CHECK-NEXT: %{{.*}}, %[[AT:.*]] = atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} token=%[[J]] :
// CHECK-NEXT: continue %[[AT]], %[[AT]], %[[AT]], %[[AT]] : token, token, token, token
__tile_global__ void hist(const float *__restrict__ x, const float *__restrict__ w,
                          float *__restrict__ bins, int n) {
  for (int s : ct::irange(int(ct::bid().x) * 128, n, int(ct::num_blocks().x) * 128)) {
    auto i = s + ct::iota<i32x128>();
    auto m = i < n;
    auto b = ct::min(ct::max(ct::element_cast<int>(ct::load_masked(x + i, m)), 0), 15);
    (void)ct::atomic_add_masked(bins + b, ct::load_masked(w + i, m), m, RELAXED);
  }
}

// Straight line: the first atomic does not wait for the load before it
// (dropped), the second waits for the first (another class: kept), the
// load and the store after them wait for the second.
// CHECK-LABEL: entry @_Z4linePfS_PKf(
// CHECK: load_ptr_tko weak %{{[^ ]*}} : tile<128xptr<f32>>
// CHECK: %{{.*}}, %[[A0:.*]] = atomic_rmw_tko relaxed device %{{[^ ]*}}, addf, %{{[^ ]*}} : tile
// CHECK: %{{.*}}, %[[A1:.*]] = atomic_rmw_tko relaxed device %{{[^ ]*}}, addf, %{{[^ ]*}} token=%[[A0]] :
// CHECK: load_ptr_tko weak %{{[^ ]*}} token=%[[A1]] :
// CHECK: store_ptr_tko weak %{{[^ ]*}}, %{{[^ ]*}} token=%[[A1]] :
__tile_global__ void line(float *__restrict__ p, float *__restrict__ q,
                          const float *__restrict__ x) {
  auto i = ct::iota<i32x128>();
  auto v = ct::load(x + i);
  (void)ct::atomic_add(p + i, v, RELAXED);
  (void)ct::atomic_add(q + i, v, RELAXED);
  ct::store(q + 128 + i, ct::load(x + 128 + i));
}

// A weak store of another class before the atomic: the atomic waits for it
// (kept), and so does a later store there through the atomic; a later store
// to y still waits for the load of y that the atomic did not wait for.
// CHECK-LABEL: entry @_Z5storePfS_i(
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{[^ ]*}}, %{{[^ ]*}} : tile
// CHECK: %{{.*}}, %[[LY:.*]] = load_ptr_tko weak %{{[^ ]*}} token=%[[S]] :
// CHECK: %{{.*}}, %[[A:.*]] = atomic_rmw_tko relaxed device %{{[^ ]*}}, addf, %{{[^ ]*}} token=%[[S]] :
// CHECK: %[[J:.*]] = join_tokens %[[A]], %[[LY]] : token
// CHECK: store_ptr_tko weak %{{[^ ]*}}, %{{[^ ]*}} token=%[[J]] :
__tile_global__ void store(float *__restrict__ y, float *__restrict__ cnt, int k) {
  auto i = ct::iota<i32x128>();
  ct::store(y + i, ct::full<ct::tile<float, ct::shape<128>>>(1.0f));
  auto v = ct::load(y + 128 + i);
  (void)ct::atomic_add(cnt + i, v, RELAXED);
  ct::store(y + 256 + i, v);
}

// Split-K: a loop of loads of read-only classes, then an atomic. The loads
// carry no token and the loop none at all (dropped, as before: the atomic
// does not make x and a classes that are written).
// CHECK-LABEL: entry @_Z6splitkPKfS0_Pfi(
// CHECK: for %{{.*}} iter_values(%{{[^ ]*}} = %{{[^)]*}}) -> (tile<128xf32>)
// CHECK: load_ptr_tko weak %{{[^ ]*}} : tile<128xptr<f32>>
// CHECK: load_ptr_tko weak %{{[^ ]*}} : tile<128xptr<f32>>
// CHECK: continue %{{[^ ]*}} : tile<128xf32>
// CHECK: atomic_rmw_tko relaxed device %{{[^ ]*}}, addf, %{{[^ ]*}} : tile
__tile_global__ void splitk(const float *__restrict__ a, const float *__restrict__ x,
                            float *__restrict__ y, int k) {
  auto i = ct::iota<i32x128>();
  auto acc = ct::zeros<ct::tile<float, ct::shape<128>>>();
  for (int t : ct::irange(0, k))
    acc = acc + ct::load(a + t * 128 + i) * ct::load(x + t * 128 + i);
  (void)ct::atomic_add(y + i, acc, RELAXED);
}

// Written before a loop of atomics and never in it: the loop carries the
// last atomic for that class, not a join of the store and every atomic
// since; the store after the loop waits for it.
// CHECK-LABEL: entry @_Z6beforePfS_i(
// CHECK: %[[S:.*]] = store_ptr_tko weak
// CHECK: %[[F:.*]]:3 = for %{{.*}} iter_values(%[[T0:[^ ]*]] = %{{[^,]*}}, %[[TY:[^ ]*]] = %[[S]], %[[TC:[^ ]*]] = %{{[^)]*}}) -> (token, token, token)
// CHECK: %[[J:.*]] = join_tokens %[[T0]], %[[TY]], %[[TC]] : token
// CHECK: %{{.*}}, %[[A:.*]] = atomic_rmw_tko relaxed device %{{[^ ]*}}, addf, %{{[^ ]*}} token=%[[J]] :
// CHECK-NEXT: continue %[[A]], %[[A]], %[[A]] : token, token, token
// CHECK: store_ptr_tko weak %{{[^ ]*}}, %{{[^ ]*}} token=%[[F]]#1 :
__tile_global__ void before(float *__restrict__ y, float *__restrict__ cnt, int k) {
  auto i = ct::iota<i32x128>();
  ct::store(y + i, ct::zeros<ct::tile<float, ct::shape<128>>>());
  for (int t : ct::irange(0, k))
    (void)ct::atomic_add(cnt + i, ct::full<ct::tile<float, ct::shape<128>>>(1.0f), RELAXED);
  ct::store(y + 128 + i, ct::zeros<ct::tile<float, ct::shape<128>>>());
}
