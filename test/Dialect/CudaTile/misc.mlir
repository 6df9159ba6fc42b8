// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @misc
cuda_tile.module @misc {
  // CHECK: entry @k(%[[P:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>, %[[F:.*]]: tile<f32>)
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %f: tile<f32>) {
    // Predicates print without the `#cuda_tile.` prefix; both forms parse.
    // CHECK: assume div_by<16>, %[[P]] : tile<ptr<f32>>
    %0 = assume #cuda_tile.div_by<16>, %p : tile<ptr<f32>>
    // CHECK: assume div_by<8>, %[[N]] : tile<i32>
    %1 = assume div_by<8>, %n : tile<i32>
    %t = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
    // CHECK: assume div_by<32, every 4 along 0>, %{{.*}} : tile<8xi16>
    %2 = assume div_by<32, every 4 along 0>, %t : tile<8xi16>
    %q = constant <i32: 0> : tile<4x8xi32>
    // CHECK: assume div_by<4, every 4 along 1>, %{{.*}} : tile<4x8xi32>
    %3 = assume div_by<4, every 4 along 1>, %q : tile<4x8xi32>
    // CHECK: assume same_elements<[2, 4]>, %{{.*}} : tile<4x8xi32>
    %4 = assume same_elements<[2, 4]>, %q : tile<4x8xi32>
    // CHECK: assume same_elements<[]>, %[[N]] : tile<i32>
    %5 = assume #cuda_tile.same_elements<[]>, %n : tile<i32>
    // CHECK: assume bounded<5, ?>, %{{.*}} : tile<8xi16>
    %6 = assume bounded<5, ?>, %t : tile<8xi16>
    // CHECK: assume bounded<?, 100>, %[[N]] : tile<i32>
    %7 = assume bounded<?, 100>, %n : tile<i32>
    // CHECK: assume bounded<-32768, 32767>, %{{.*}} : tile<8xi16>
    %8 = assume #cuda_tile.bounded<-32768, 32767>, %t : tile<8xi16>
    // CHECK: assume bounded<?, ?>, %[[N]] : tile<i32>
    %9 = assume bounded<?, ?>, %n : tile<i32>
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // CHECK: assume div_by<16>, %{{.*}} : tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %v : tensor_view<?xf32, strides=[1]>

    // CHECK: %[[T0:.*]] = print_tko "Hello world!{{(\\0A|\\n)}}" -> token
    %t0 = print_tko "Hello world!\n" -> token
    // CHECK: %[[T1:.*]] = print_tko "%d and %+08.3f, 100%%", %[[N]], %[[F]] : tile<i32>, tile<f32> -> token
    %t1 = print_tko "%d and %+08.3f, 100%%", %n, %f : tile<i32>, tile<f32> -> token
    // CHECK: print_tko "after %d", %[[N]] token=%[[T1]] : tile<i32> -> token
    %t2 = print_tko "after %d", %n token=%t1 : tile<i32> -> token
    // CHECK: print_tko "just ordered" token=%[[T0]] -> token
    %t3 = print_tko "just ordered" token=%t0 -> token
    %a = constant <f32: 0.0> : tile<4xf32>
    // CHECK: print_tko "%f", %{{.*}} : tile<4xf32> -> token
    %t4 = print_tko "%f", %a : tile<4xf32> -> token
  }
}
