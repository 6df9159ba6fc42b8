// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @structure
cuda_tile.module @structure {
  // Entries are kept sorted by target name.
  // CHECK: entry @k(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_100 = {num_cta_in_cga = 2}> {
  // CHECK-NEXT: return
  entry @k(%a: !cuda_tile.tile<!cuda_tile.ptr<f32>>, %n: tile<i32>)
      optimization_hints=<sm_100 = {num_cta_in_cga = 2}, default = {occupancy = 4}> {
    return
  }
  // An empty hint set prints as none; a missing terminator is implied.
  // CHECK: entry @empty() {
  // CHECK-NEXT: return
  entry @empty() optimization_hints=<> {
  }
  // The spec's examples brace the hint entries.
  // CHECK: entry @braced() optimization_hints=<sm_120 = {num_cta_in_cga = 16}>
  entry @braced() optimization_hints=<{sm_120 = {num_cta_in_cga = 16}}> {
  }
}
