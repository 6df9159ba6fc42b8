// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// insert (13.4 dialect; C++ ct::insert from CUDA 13.5) in the form nvcc
// 13.5's tileirdisasm prints: the slice, the tile, one i32 index per
// dimension counting slices; the result has the tile's type.

// CHECK-LABEL: cuda_tile.module @ins
cuda_tile.module @ins {
  entry @e() {
    %i = constant <i32: 1> : tile<i32>
    %j = constant <i32: 3> : tile<i32>
    %sub = constant <f32: 1.0> : tile<4x2xf32>
    %big = constant <f32: 0.0> : tile<8x8xf32>
    // CHECK: insert %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tile<4x2xf32>, tile<8x8xf32>
    %0 = insert %sub, %big[%i, %j] : tile<4x2xf32>, tile<8x8xf32>
    // The whole tile, and a 0-d tile with no indices.
    // CHECK: insert %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tile<8x8xf32>, tile<8x8xf32>
    %z = constant <i32: 0> : tile<i32>
    %1 = insert %big, %0[%z, %z] : tile<8x8xf32>, tile<8x8xf32>
    %s = constant <i32: 7> : tile<i32>
    // CHECK: insert %{{.*}}, %{{.*}}[] : tile<i32>, tile<i32>
    %2 = insert %s, %j[] : tile<i32>, tile<i32>
  }
}
