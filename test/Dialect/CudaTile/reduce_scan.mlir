// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @reduce_scan
cuda_tile.module @reduce_scan {
  entry @k() {
    %v = constant <f32: 0.0> : tile<8xf32>
    %m = constant <f32: 0.0> : tile<8x64xf32>
    %i = constant <i32: 0> : tile<8x64xi32>

    // The spec's reduce_0 with 0-d block arguments: a 1-d tile reduces to a
    // 0-d one.
    // CHECK: %{{.*}} = reduce %{{.*}} dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32>
    // CHECK-NEXT: (%[[E:.*]]: tile<f32>, %[[A:.*]]: tile<f32>) {
    // CHECK-NEXT: %[[S:.*]] = addf %[[E]], %[[A]]
    // CHECK-NEXT: yield %[[S]] : tile<f32>
    %0 = reduce %v dim=0 identities=[0.000000e+0 : f32] : tile<8xf32> -> tile<f32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }

    // reduce_1 with the result shape fixed: dim 0 of 8x64 leaves 64.
    // CHECK: reduce %{{.*}} dim=0 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<64xf32>
    %1 = reduce %m dim=0 identities=[0.000000e+0 : f32] : tile<8x64xf32> -> tile<64xf32>
      (%input_arg: tile<f32>, %input_accum: tile<f32>) {
        %add_result = addf %input_arg, %input_accum : tile<f32>
        yield %add_result : tile<f32>
      }

    // Two operands reduced together (an argmax-like pairing), extra
    // attributes kept.
    // CHECK: %{{.*}}:2 = reduce %{{.*}}, %{{.*}} {tag = "x"} dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32>
    // CHECK-NEXT: (%{{.*}}: tile<f32>, %{{.*}}: tile<f32>, %{{.*}}: tile<i32>, %{{.*}}: tile<i32>) {
    %2:2 = reduce %m, %i {tag = "x"} dim=1 identities=[0xFF800000 : f32, 0 : i32]
        : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32>
      (%a: tile<f32>, %b: tile<f32>, %c: tile<i32>, %d: tile<i32>) {
        %mx = maxf %a, %b : tile<f32>
        %mi = maxi %c, %d signed : tile<i32>
        yield %mx, %mi : tile<f32>, tile<i32>
      }

    // CHECK: %{{.*}} = scan %{{.*}} dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x64xf32> -> tile<8x64xf32>
    // CHECK-NEXT: (%{{.*}}: tile<f32>, %{{.*}}: tile<f32>) {
    // CHECK: mulf
    %3 = scan %m dim=1 reverse=false identities=[1.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
    (%acc: tile<f32>, %elem: tile<f32>) {
      %prod = mulf %acc, %elem rounding<nearest_even>: tile<f32>
      yield %prod : tile<f32>
    }
    // CHECK: scan %{{.*}} dim=0 reverse=true identities=[0 : i32] : tile<8x64xi32> -> tile<8x64xi32>
    %4 = scan %i dim=0 reverse=true identities=[0 : i32] : tile<8x64xi32> -> tile<8x64xi32>
    (%x: tile<i32>, %y: tile<i32>) {
      %s = addi %x, %y : tile<i32>
      yield %s : tile<i32>
    }
  }
}
