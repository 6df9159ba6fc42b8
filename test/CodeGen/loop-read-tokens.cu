// After a loop that only reads memory, the first write waits for the start
// token and the last iteration's load tokens, each carried by the loop on its
// own, not for a join that grows by every iteration's loads: nvcc 13.4 orders
// it so (probed with tileirdisasm), and tileiras schedules the joined form
// worse (a complex multiply-accumulate over [16, 2] loads, sm_90 SASS: 310
// with the join, 276 with the split tokens; nvcc 276). A loop that also
// writes the class keeps its chain: the write in the next iteration waits for
// this iteration's reads.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using T16 = ct::tile<float, ct::shape<16>>;

// CHECK-LABEL: entry @{{.*}}for_reads
// CHECK: %[[F:.*]]:4 = for {{.*}} -> (token, tile<16xf32>, token, token)
// CHECK: %{{.*}}, %[[TA:.*]] = load_ptr_tko weak
// CHECK: %{{.*}}, %[[TB:.*]] = load_ptr_tko weak
// CHECK: continue %{{.*}}, %{{.*}}, %[[TA]], %[[TB]] :
// CHECK: %[[J:.*]] = join_tokens %[[F]]#2, %[[F]]#3 : token
// CHECK: store_ptr_tko weak {{.*}} token=%[[J]] :
__tile_global__ void for_reads(const float *a, const float *b, float *c, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  T16 acc = ct::zeros<T16>();
  for (int j : ct::irange(0, n))
    acc = acc + ct::load(a + 16 * j + i) * ct::load(b + 16 * j + i);
  ct::store(c + i, acc);
}

// A plain `for` that nvcc 13.5 does not make a `for` op (`!=`) is a `loop`:
// a break leaves with the previous iteration's tokens.
// CHECK-LABEL: entry @{{.*}}loop_reads
// CHECK: %[[L:.*]]:{{[0-9]+}} = loop iter_values({{.*}}, %[[LA:[a-z0-9]+]] = %{{[0-9]+}}) : {{.*}}, token -> {{.*}}, token {
// CHECK: break %{{.*}}, %[[LA]] :
// CHECK: %{{.*}}, %[[T:.*]] = load_ptr_tko weak
// CHECK: continue {{.*}}, %[[T]] :
// CHECK: store_ptr_tko weak {{.*}} token=%[[L]]#{{[0-9]+}} :
__tile_global__ void loop_reads(const float *a, float *c, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  T16 acc = ct::zeros<T16>();
  for (int j = 0; j != n; ++j)
    acc = acc + ct::load(a + 16 * j + i);
  ct::store(c + i, acc);
}

// A counted one becomes a `for` (nvcc 13.5) and keeps the `loop`'s tokens,
// as nvcc's does: the last iteration's load token carried on its own, what
// the store waits for.
// CHECK-LABEL: entry @{{.*}}counted_reads
// CHECK: %[[L:.*]]:4 = for %{{.*}} in ({{.*}}) : tile<i32> iter_values({{.*}}) -> (token, tile<16xf32>, tile<i32>, token) {
// CHECK: %{{.*}}, %[[T:.*]] = load_ptr_tko weak
// CHECK: continue {{.*}}, %[[T]] :
// CHECK: store_ptr_tko weak {{.*}} token=%[[L]]#3 :
__tile_global__ void counted_reads(const float *a, float *c, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  T16 acc = ct::zeros<T16>();
  for (int j = 0; j < n; ++j)
    acc = acc + ct::load(a + 16 * j + i);
  ct::store(c + i, acc);
}

// The reads before the loop still count.
// CHECK-LABEL: entry @{{.*}}reads_before
// CHECK: %{{.*}}, %[[T0:.*]] = load_ptr_tko weak
// CHECK: %[[F:.*]]:3 = for {{.*}} iter_values(%{{.*}} = %[[T0]], %{{.*}}, %{{.*}} = %[[T0]])
// CHECK: %[[J:.*]] = join_tokens %[[T0]], %[[F]]#2 : token
// CHECK: store_ptr_tko weak {{.*}} token=%[[J]] :
__tile_global__ void reads_before(const float *a, float *c, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  T16 acc = ct::load(a + i);
  for (int j : ct::irange(1, n))
    acc = acc + ct::load(a + 16 * j + i);
  ct::store(c + i, acc);
}

// A write in the loop waits for the chain: nothing is split.
// CHECK-LABEL: entry @{{.*}}writes_in_loop
// CHECK: for {{.*}} -> (token, tile<16xf32>) {
// CHECK-NOT: join_tokens %{{.*}}#
// CHECK: return
__tile_global__ void writes_in_loop(float *a, int n) {
  auto i = ct::iota<ct::tile<int, ct::shape<16>>>();
  T16 acc = ct::zeros<T16>();
  for (int j : ct::irange(0, n)) {
    acc = acc + ct::load(a + 16 * j + i);
    ct::store(a + 16 * j + i, acc);
  }
}
