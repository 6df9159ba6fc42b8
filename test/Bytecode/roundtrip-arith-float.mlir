// Floating-point arithmetic and math ops, every modifier.
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
  entry @unary(%s: tile<f32>) {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %h = constant <f16: 0.0> : tile<16xf16>
    %b = constant <bf16: 0.0> : tile<2x2xbf16>
    %d = constant <f64: 0.0> : tile<8xf64>
    %0 = absf %f : tile<4x8xf32>
    %1 = absf %s : !cuda_tile.tile<f32>
    %2 = ceil %h : tile<16xf16>
    %3 = floor %b : tile<2x2xbf16>
    %4 = cos %d : tile<8xf64>
    %5 = cosh %f : tile<4x8xf32>
    %6 = sin %h : tile<16xf16>
    %7 = sinh %b : tile<2x2xbf16>
    %8 = tan %d : tile<8xf64>
    %9 = log %f : tile<4x8xf32>
    %10 = log2 %s : tile<f32>
    %11 = negf %b : tile<2x2xbf16>
    %12 = exp2 %h : tile<16xf16>
    %13 = exp2 %f flush_to_zero : tile<4x8xf32>
    %14 = rsqrt %d : tile<8xf64>
    %15 = rsqrt %f flush_to_zero : tile<4x8xf32>
    return
  }

  entry @exp_tanh() {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %h = constant <f16: 0.0> : tile<16xf16>
    %0 = exp %h : tile<16xf16>
    %1 = exp %f rounding<full> : tile<4x8xf32>
    %2 = exp %f rounding<approx> : tile<4x8xf32>
    %3 = tanh %h : tile<16xf16>
    %4 = tanh %f rounding<full> : tile<4x8xf32>
    %5 = tanh %f rounding<approx> : tile<4x8xf32>
    return
  }

  entry @sqrt() {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %d = constant <f64: 0.0> : tile<8xf64>
    %0 = sqrt %d : tile<8xf64>
    %1 = sqrt %d rounding<nearest_even> : tile<8xf64>
    %2 = sqrt %d rounding<zero> : tile<8xf64>
    %3 = sqrt %f rounding<negative_inf> flush_to_zero : tile<4x8xf32>
    %4 = sqrt %f rounding<positive_inf> : tile<4x8xf32>
    %5 = sqrt %f rounding<approx> : tile<4x8xf32>
    %6 = sqrt %f flush_to_zero : tile<4x8xf32>
    return
  }

  entry @binary() {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %h = constant <f16: 0.0> : tile<16xf16>
    %b = constant <bf16: 0.0> : tile<2x2xbf16>
    %d = constant <f64: 0.0> : tile<8xf64>
    %0 = addf %f, %f : tile<4x8xf32>
    %1 = addf %f, %f rounding<nearest_even> : tile<4x8xf32>
    %2 = addf %f, %f rounding<zero> flush_to_zero : tile<4x8xf32>
    %3 = subf %h, %h rounding<negative_inf> : tile<16xf16>
    %4 = subf %f, %f flush_to_zero : tile<4x8xf32>
    %5 = mulf %b, %b rounding<positive_inf> : tile<2x2xbf16>
    %6 = mulf %d, %d : tile<8xf64>
    %7 = fma %d, %d, %d : tile<8xf64>
    %8 = fma %f, %f, %f rounding<zero> flush_to_zero : tile<4x8xf32>
    %9 = remf %h, %h : tile<16xf16>
    %10 = pow %d, %d : tile<8xf64>
    %11 = atan2 %f, %f : tile<4x8xf32>
    return
  }

  entry @divf() {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %d = constant <f64: 0.0> : tile<8xf64>
    %0 = divf %d, %d : tile<8xf64>
    %1 = divf %d, %d rounding<zero> : tile<8xf64>
    %2 = divf %f, %f rounding<negative_inf> : tile<4x8xf32>
    %3 = divf %f, %f rounding<positive_inf> flush_to_zero : tile<4x8xf32>
    %4 = divf %f, %f rounding<approx> flush_to_zero : tile<4x8xf32>
    %5 = divf %f, %f rounding<full> : tile<4x8xf32>
    return
  }

  entry @minmax() {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %h = constant <f16: 0.0> : tile<16xf16>
    %0 = maxf %h, %h : tile<16xf16>
    %1 = maxf %h, %h propagate_nan : tile<16xf16>
    %2 = maxf %f, %f propagate_nan flush_to_zero : tile<4x8xf32>
    %3 = minf %f, %f flush_to_zero : tile<4x8xf32>
    %4 = minf %f, %f flush_to_zero propagate_nan : tile<4x8xf32>
    return
  }

  entry @cmpf(%s: tile<f64>) {
    %f = constant <f32: 0.0> : tile<4x8xf32>
    %h = constant <f16: 0.0> : tile<16xf16>
    %0 = cmpf equal ordered %f, %f : tile<4x8xf32> -> tile<4x8xi1>
    %1 = cmpf not_equal unordered %f, %f : tile<4x8xf32> -> tile<4x8xi1>
    %2 = cmpf less_than ordered %h, %h : tile<16xf16> -> tile<16xi1>
    %3 = cmpf less_than_or_equal unordered %h, %h : tile<16xf16> -> tile<16xi1>
    %4 = cmpf greater_than ordered %s, %s : tile<f64> -> tile<i1>
    %5 = cmpf greater_than_or_equal unordered %s, %s : !cuda_tile.tile<f64> -> !cuda_tile.tile<i1>
    return
  }
}
