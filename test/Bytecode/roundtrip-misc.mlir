// assume (div_by, same_elements, bounded), assert, print_tko.
// Text -> bytecode -> text must give back the same module; with tileiras
// installed, NVIDIA's tileirdisasm must read our bytes as the same module.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: cutile-translate --tilebc-to-mlir %t.13.3 | cutile-opt -o %t.out.13.3
// RUN: diff %t.ref %t.out.13.3
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.3 | cutile-opt -o %t.nv.13.3 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.3 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}

cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %f: tile<f32>) {
    %0 = assume #cuda_tile.div_by<16>, %p : tile<ptr<f32>>
    %1 = assume div_by<8>, %n : tile<i32>
    %t = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
    %2 = assume div_by<32, every 4 along 0>, %t : tile<8xi16>
    %q = constant <i32: 0> : tile<4x8xi32>
    %3 = assume div_by<4, every 4 along 1>, %q : tile<4x8xi32>
    %4 = assume same_elements<[2, 4]>, %q : tile<4x8xi32>
    %5 = assume #cuda_tile.same_elements<[]>, %n : tile<i32>
    %6 = assume bounded<5, ?>, %t : tile<8xi16>
    %7 = assume bounded<?, 100>, %n : tile<i32>
    %8 = assume #cuda_tile.bounded<-32768, 32767>, %t : tile<8xi16>
    %9 = assume bounded<?, ?>, %n : tile<i32>
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %v : tensor_view<?xf32, strides=[1]>

    %t0 = print_tko "Hello world!\n" -> token
    %t1 = print_tko "%d and %+08.3f, 100%%", %n, %f : tile<i32>, tile<f32> -> token
    %t2 = print_tko "after %d", %n token=%t1 : tile<i32> -> token
    %t3 = print_tko "just ordered" token=%t0 -> token
    %a = constant <f32: 0.0> : tile<4xf32>
    %t4 = print_tko "%f", %a : tile<4xf32> -> token
  }
}
