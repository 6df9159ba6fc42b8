// A pointer carried by a loop, merged by an `if` or chosen by a select
// between classes may be based on any kernel pointer, __restrict__ ones
// included: its accesses are ordered against every class. Its writes wait
// for everything before and everything after waits for them; its reads wait
// for the last write of every class and every class's next write waits for
// them. Before, such a pointer was in the shared class and `a[0]` after a
// loop storing through `p = a` did not wait for the loop's stores. nvcc 13.4
// orders all three the same way (probed with tileirdisasm).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z7carriedPfi
// CHECK: %[[L:.*]]:4 = for
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<f32>>
// CHECK: continue %[[S]], %[[S]],
// CHECK: load_ptr_tko weak %{{.*}} token=%[[L]]#1 :
__tile_global__ void carried(float *__restrict__ a, int n) {
  float *p = a;
  for (int i = 0; i < n; ++i) {
    *p = 1.0f;
    p = p + 1;
  }
  a[0] = a[0] + 2.0f;
}

// CHECK-LABEL: entry @_Z6chosenPfS_i
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} : tile<ptr<f32>>
// CHECK: load_ptr_tko weak %{{.*}} token=%[[S]] :
__tile_global__ void chosen(float *__restrict__ a, float *__restrict__ b, int c) {
  float *p = c ? a : b;
  *p = 1.0f;
  b[1] = b[0];
}

// Reads through a carried pointer wait for the writes before them, and the
// writes after wait for them; a plain restrict read-only class would carry
// no token at all.
// CHECK-LABEL: entry @_Z5chunkPKfPfi
// CHECK: %[[W:.*]] = store_ptr_tko weak
// The last iteration's read, carried on its own (splitLoopReadTokens).
// CHECK: %[[LP:.*]]:5 = for
// CHECK: %{{.*}}, %[[R:.*]] = load_ptr_tko weak %{{.*}} token=%[[W]] :
// CHECK: join_tokens %{{.*}}, %[[R]]
// CHECK: continue {{.*}}, %[[R]] :
// CHECK: %[[J:.*]] = join_tokens %[[W]], %[[LP]]#4 : token
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[J]] :
__tile_global__ void chunk(const float *__restrict__ x, float *__restrict__ y, int n) {
  y[0] = 0.0f;
  const float *p = x;
  float s = 0.0f;
  for (int i = 0; i < n; ++i) {
    s = s + *p;
    p = p + 2;
  }
  y[1] = s;
}

// A relaxed atomic through such a pointer waits for the reads before it of
// every class, as a write to any of them would.
// CHECK-LABEL: entry @_Z13chosen_atomicPfS_i
// CHECK: %{{.*}}, %[[R:.*]] = load_ptr_tko weak
// CHECK: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} token=%[[R]] :
__tile_global__ void chosen_atomic(float *__restrict__ a, float *__restrict__ b, int c) {
  float *p = c ? a : b;
  float v = b[1];
  (void)ct::atomic_add(p, v, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
}
