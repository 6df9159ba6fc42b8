// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// preview$call (Tile IR 13.5 preview) in the form NVIDIA's tileirdisasm
// --preview=simt prints it: template arguments (strings, i64, scalar types)
// only when there are any; the types in long form.
cuda_tile.module @kernels {
  // CHECK-LABEL: entry @calls
  entry @calls(%s: tile<f32>, %p: tile<ptr<i32>>) {
    %x = constant <f32: 1.0> : tile<16xf32>
    %t = make_token : token
    %z = constant <i32: 0> : tile<16xi32>
    %a = alloca num_elem = 64, alignment = 4 : tile<ptr<i8>>
    // CHECK: %{{.*}}:4 = preview$call @simt_fn2<["fast", 4]>(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<f32>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<16xi32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xi32>)
    %r:4 = preview$call @simt_fn2<["fast", 4]>(%t, %t, %x, %s, %a, %z) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<f32>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<16xi32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xi32>)
    // CHECK: preview$call @f<["abc", -3, f32, 1000, i32]>(
    %q:3 = preview$call @f<["abc", -3, f32, 1000, i32]>(%r#0, %r#1, %x, %x) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>)
    // CHECK: %{{.*}}:2 = preview$call @simt_sink(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<ptr<i32>>) -> (!cuda_tile.token, !cuda_tile.token)
    %u:2 = preview$call @simt_sink(%q#0, %q#1, %q#2, %p) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<ptr<i32>>) -> (!cuda_tile.token, !cuda_tile.token)
  }
}
