// Conversions: exti, trunci, ftof, ftoi, itof, bitcast, pointer casts, i4.
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
  entry @numbers(%p: tile<ptr<f32>>) {
    %i = constant <i32: [1, 2]> : tile<2xi32>
    %f = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %b = constant <i8: [1, 2]> : tile<2xi8>

    %0 = bitcast %i : tile<2xi32> -> tile<2xf32>
    %1 = bitcast %b : tile<2xi8> -> tile<2xf8E4M3FN>
    %2 = bitcast %f : tile<2xf32> -> tile<2xf32>

    %3 = exti %i signed : tile<2xi32> -> tile<2xi64>
    %4 = exti %b unsigned : tile<2xi8> -> tile<2xi16>

    %5 = trunci %i : tile<2xi32> -> tile<2xi8>
    %6 = trunci %i overflow<none> : tile<2xi32> -> tile<2xi16>
    %7 = trunci %i overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi16>
    %8 = trunci %i overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    %9 = trunci %i overflow<no_wrap> : tile<2xi32> -> tile<2xi1>
    %n = trunci %b : tile<2xi8> -> tile<2xi4>
    %10 = exti %n signed : tile<2xi4> -> tile<2xi32>

    %11 = ftof %f : tile<2xf32> -> tile<2xf16>
    %12 = ftof %f rounding<nearest_even> : tile<2xf32> -> tile<2xbf16>
    %13 = ftof %f rounding<zero> : tile<2xf32> -> tile<2xf8E8M0FNU>
    %14 = ftof %f rounding<positive_inf> : tile<2xf32> -> tile<2xf8E8M0FNU>
    %15 = ftof %f : tile<2xf32> -> tile<2xtf32>
    %16 = ftof %f : tile<2xf32> -> tile<2xf4E2M1FN>

    %17 = ftoi %f signed : tile<2xf32> -> tile<2xi32>
    %18 = ftoi %f unsigned rounding<nearest_int_to_zero> : tile<2xf32> -> tile<2xi8>

    %19 = itof %i signed : tile<2xi32> -> tile<2xf32>
    %20 = itof %b unsigned rounding<nearest_even> : tile<2xi8> -> tile<2xf16>

    %a = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %q = int_to_ptr %a : tile<i64> -> tile<ptr<i8>>
    %21 = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<f16>>
    %22 = ptr_to_ptr %p : !cuda_tile.tile<!cuda_tile.ptr<f32>> -> !cuda_tile.tile<!cuda_tile.ptr<i32>>
  }
}
