// Hint kind names that name something the user declared: a template
// parameter called like the key (`occupancy=occupancy`, libraries write it
// that way), a local constant `latency`, a macro that expands to a hint
// inside such a template. nvcc 13.4 accepts all of them; without the token
// rewrite (lib/Sema/TokenWatch.cpp) Clang reads `occupancy=occupancy` as an
// assignment to the template parameter and rejects it.
// RUN: %tile_verify --cuda-host-only %s
// RUN: %tile_verify --cuda-device-only %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 -DNO_ERRORS %s | FileCheck %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;

#define LIB_KERNEL_HINTS(arch, occ) [[cutile::hint(arch, occupancy = occ)]]

template <int occupancy = 2, int num_ctas = 1>
LIB_KERNEL_HINTS(1000, 4)
[[using cutile: hint(900, occupancy = occupancy, num_cta_in_cga = num_ctas)]]
__tile_global__ void kernel_keys(float *p) {
  constexpr int latency = 3;
  constexpr bool allow_tma = false;
  // Several hints in one list, values named like their keys.
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{64}}, ct::shape<8>{}};
  [[cutile::hint(0, latency = latency), cutile::hint(900, allow_tma = allow_tma)]]
  auto t = v.load(1);
  v.store(t, 0);
}
template __tile_global__ void kernel_keys<4, 2>(float *);

// A name in key position is renamed only there: the value side, and the
// same names elsewhere in the kernel, keep their meaning.
template <int latency>
__tile_global__ void value_side(float *p) {
  auto i = ct::iota<ct::tile<int, ct::shape<4>>>();
  [[cutile::hint(0, latency = latency + 1)]] auto t = ct::load(p + i);
  ct::store(p + i, t + latency);
}
template __tile_global__ void value_side<5>(float *);

#ifndef NO_ERRORS
// A key name on the value side is no value.
[[cutile::hint(0, occupancy = occupancy)]] // expected-error {{use of undeclared identifier 'occupancy'}}
__tile_global__ void key_as_value(float *p) {}
#endif

// CHECK-LABEL: entry @_Z11kernel_keysILi4ELi2EEvPf(
// CHECK-SAME: optimization_hints=<sm_90 = {num_cta_in_cga = 2, occupancy = 4}>
// CHECK: load_view_tko {{.*}}optimization_hints = <sm_90 = {allow_tma = false, latency = 3}>
// CHECK-LABEL: entry @_Z10value_sideILi5EEvPf(
// CHECK: load_ptr_tko {{.*}}optimization_hints = <sm_90 = {latency = 6}>
