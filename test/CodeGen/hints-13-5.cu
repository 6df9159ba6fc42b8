// Where CUDA 13.5 applies statement hints, and what it leaves out, as nvcc
// 13.5 emits it (nvcc-13.5-probes/19_hint_on_return.cu and scratch probes):
//  * a hinted declaration: every load or store of its initializer (two loads
//    of a conditional, two declarators);
//  * a hinted `return` of a load (a __tile__ helper; a kernel's
//    `return v.store(...)`);
//  * not the loads inside a __tile__ function the statement calls;
//  * allow_tma only on view ops (a gather gets latency alone);
//  * values out of range, unknown architectures and kinds of the other
//    place dropped (warnings: Sema/tile-hints.cu); the later of two wins.
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s 2>/dev/null | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

template <class V> __tile__ auto hinted_return(const V &v, int i) {
  [[cutile::hint(0, latency = 3, allow_tma = false)]] return v.load(i);
}
template <class V> __tile__ auto plain(const V &v, int i) { return v.load(i); }

// CHECK-LABEL: entry @_Z5declsPfii
__tile_global__ void decls(float *p, int n, int c) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n}}, ct::shape{16_ic}};
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 5}>
  [[cutile::hint(0, latency = 5)]] auto t = v.load(1);
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 4}>
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 4}>
  [[cutile::hint(0, latency = 4)]] auto a = v.load(2), b = v.load(3);
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 2}>
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 2}>
  [[cutile::hint(0, latency = 2)]] auto d = c ? v.load(4) : v.load(5);
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {allow_tma = false, latency = 3}>
  auto r = hinted_return(v, 6);
  // The helper's load takes no hint from the calling statement.
  // CHECK: load_view_tko
  // CHECK-NOT: optimization_hints
  // CHECK-SAME: -> tile<16xf32>, token
  [[cutile::hint(0, latency = 6)]] auto h = plain(v, 7);
  // The later of two wins; a bad value, an unknown arch, a kernel kind drop.
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 9}>
  [[cutile::hint(0, latency = 8, latency = 9), cutile::hint(750, latency = 1),
    cutile::hint(1000, latency = 0, occupancy = 2)]] auto g = v.load(8);
  // CHECK: store_view_tko
  // CHECK-NOT: optimization_hints
  // CHECK-SAME: token
  v.store(t + a + b + d + r + h + g, 0);
}

// CHECK-LABEL: entry @_Z10ret_kernelPfi
__tile_global__ void ret_kernel(float *p, int n) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n}}, ct::shape{16_ic}};
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 6}>
  // CHECK: store_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 6}>
  [[cutile::hint(0, latency = 6)]] return v.store(v.load(0), 1);
}

// CHECK-LABEL: entry @_Z6gatherPf
__tile_global__ void gather(float *p) {
  auto ptrs = p + ct::iota<ct::tile<int, ct::shape<16>>>();
  // CHECK: load_ptr_tko {{.*}}optimization_hints = <sm_100 = {latency = 2}>
  [[cutile::hint(0, latency = 2, allow_tma = true)]] auto t = ct::load(ptrs);
  ct::store(ptrs, t);
}

// Kernel hints: a bad value dropped, the good pair kept; sm_107 is known.
// CHECK-LABEL: entry @_Z7k_hintsPf
// CHECK-SAME: optimization_hints=<sm_100 = {num_cta_in_cga = 2}>
[[cutile::hint(0, occupancy = 0, num_cta_in_cga = 2), cutile::hint(1070, occupancy = 4)]]
__tile_global__ void k_hints(float *p) {}
