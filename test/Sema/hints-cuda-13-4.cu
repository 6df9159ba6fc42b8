// With a CUDA 13.4 toolkit, hints on declarations and return statements
// keep 13.4's behaviour: a warning (nvcc 13.4's #20364 and #20363), and the
// loads carry no hint; expression statements are hinted in both. The hint's
// own values are not looked at then (nvcc 13.4 reports only the placement).
// RUN: %tile_verify --cuda-device-only --cuda-path=%cutile_src/.deps/cuda-13.4.92 %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 --cuda-path=%cutile_src/.deps/cuda-13.4.92 %s 2>/dev/null \
// RUN:   | FileCheck %s
// The same file under CUDA 13.5 applies them, silently.
// RUN: %clangxx_tile -x cuda -std=c++20 -fsyntax-only --cuda-gpu-arch=sm_90 --cuda-device-only \
// RUN:   -Xclang -verify=cuda135 %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_100 %s | FileCheck %s --check-prefix=CUDA135
// cuda135-no-diagnostics
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;

template <class V> __tile__ auto load_hinted(const V &v, int i) {
  [[cutile::hint(0, latency = 3)]] return v.load(i); // expected-warning {{cutile::hint on a return statement is ignored with CUDA 13.4 (CUDA 13.5 applies it)}}
}

// CHECK-LABEL: entry @_Z1kPfi
// CUDA135-LABEL: entry @_Z1kPfi
__tile_global__ void k(float *p, int n) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{n}}, ct::shape{16_ic}};
  // CHECK: load_view_tko
  // CHECK-NOT: optimization_hints
  // CHECK-SAME: token
  // CUDA135: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 5}>
  [[cutile::hint(0, latency = 5)]] auto t = v.load(1); // expected-warning {{cutile::hint on a variable declaration is ignored with CUDA 13.4 (CUDA 13.5 applies it); to apply it, move the initialization into an expression statement}}
  // CHECK: load_view_tko
  // CHECK-NOT: optimization_hints
  // CHECK-SAME: token
  // CUDA135: load_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 3}>
  auto u = load_hinted(v, 0);
  // CHECK: store_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 2}>
  // CUDA135: store_view_tko {{.*}}optimization_hints = <sm_100 = {latency = 2}>
  [[cutile::hint(0, latency = 2)]] v.store(t + u, 2);
}
