// A hint written through a function-like macro whose body spells the
// attribute around its arguments: nvcc 13.4 and 13.5 take it. The kind
// names are found on the preprocessor's output (TokenWatch.cpp), where the
// text before `occupancy` is `HINT(`, not `hint(`. Nested macros, a macro
// for the kind=value pair and a kind named like a template parameter too.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s 2>/dev/null | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

#define HINT(...) [[cutile::hint(__VA_ARGS__)]]
#define LAT(n) latency = n
#define KERNEL_HINTS(occ) HINT(0, occupancy = occ) HINT(1000, num_cta_in_cga = 2)

// CHECK-LABEL: entry @_Z6kernelPfi
// CHECK-SAME: optimization_hints=<sm_100 = {num_cta_in_cga = 2, occupancy = 3}>
KERNEL_HINTS(3)
__tile_global__ void kernel(float *p, int n) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n}}, ct::shape{16_ic}};
  // CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 4}>
  HINT(0, latency = 4) auto t = v.load(0);
  // CHECK: store_view_tko {{.*}}optimization_hints = <sm_100 = {allow_tma = false, latency = 7}>
  HINT(0, LAT(7), allow_tma = false) v.store(t, 1);
  // An unknown kind through the macro is a warning, as written out.
  HINT(0, speed = 2, latency = 2) v.store(t, 2); // expected-warning {{unknown hint kind 'speed' ignored}}
}

template <int latency>
__tile_global__ void tmpl(float *p, int n) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n}}, ct::shape{16_ic}};
  HINT(0, latency = latency) auto t = v.load(0);
  v.store(t, 1);
}
// CHECK-LABEL: entry @_Z4tmplILi5EEvPfi
// CHECK: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 5}>
template __tile_global__ void tmpl<5>(float *, int);

// `hint` as a user's function is untouched: its arguments are no kinds.
__host__ __device__ int hint(int a, int b) { return a + b; }
__device__ int use(int occupancy) { return hint(1, occupancy); }
