// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// The nine conversions with every syntax variant. Default rounding modes and
// overflow flags are not printed.

// CHECK-LABEL: cuda_tile.module @conversion
cuda_tile.module @conversion {
  // CHECK: entry @numbers(%[[P:.*]]: tile<ptr<f32>>)
  entry @numbers(%p: tile<ptr<f32>>) {
    // CHECK: %[[I:.*]] = constant <i32: [1, 2]> : tile<2xi32>
    %i = constant <i32: [1, 2]> : tile<2xi32>
    // CHECK: %[[F:.*]] = constant <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
    %f = constant <f32: [1.0, 2.0]> : tile<2xf32>
    // CHECK: %[[B:.*]] = constant <i8: [1, 2]> : tile<2xi8>
    %b = constant <i8: [1, 2]> : tile<2xi8>

    // CHECK: bitcast %[[I]] : tile<2xi32> -> tile<2xf32>
    %0 = bitcast %i : tile<2xi32> -> tile<2xf32>
    // CHECK: bitcast %[[B]] : tile<2xi8> -> tile<2xf8E4M3FN>
    %1 = bitcast %b : tile<2xi8> -> tile<2xf8E4M3FN>
    // CHECK: bitcast %[[F]] : tile<2xf32> -> tile<2xf32>
    %2 = bitcast %f : tile<2xf32> -> tile<2xf32>

    // CHECK: exti %[[I]] signed : tile<2xi32> -> tile<2xi64>
    %3 = exti %i signed : tile<2xi32> -> tile<2xi64>
    // CHECK: exti %[[B]] unsigned : tile<2xi8> -> tile<2xi16>
    %4 = exti %b unsigned : tile<2xi8> -> tile<2xi16>

    // CHECK: %[[T0:.*]] = trunci %[[I]] : tile<2xi32> -> tile<2xi8>
    %5 = trunci %i : tile<2xi32> -> tile<2xi8>
    // `overflow<none>` is the default and is dropped.
    // CHECK: trunci %[[I]] : tile<2xi32> -> tile<2xi16>
    %6 = trunci %i overflow<none> : tile<2xi32> -> tile<2xi16>
    // CHECK: trunci %[[I]] overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi16>
    %7 = trunci %i overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi16>
    // CHECK: trunci %[[I]] overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    %8 = trunci %i overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
    // CHECK: trunci %[[I]] overflow<no_wrap> : tile<2xi32> -> tile<2xi1>
    %9 = trunci %i overflow<no_wrap> : tile<2xi32> -> tile<2xi1>
    // The sub-byte i4 goes through exti/trunci.
    // CHECK: %[[N:.*]] = trunci %[[B]] : tile<2xi8> -> tile<2xi4>
    %n = trunci %b : tile<2xi8> -> tile<2xi4>
    // CHECK: exti %[[N]] signed : tile<2xi4> -> tile<2xi32>
    %10 = exti %n signed : tile<2xi4> -> tile<2xi32>

    // CHECK: ftof %[[F]] : tile<2xf32> -> tile<2xf16>
    %11 = ftof %f : tile<2xf32> -> tile<2xf16>
    // CHECK: ftof %[[F]] : tile<2xf32> -> tile<2xbf16>
    %12 = ftof %f rounding<nearest_even> : tile<2xf32> -> tile<2xbf16>
    // CHECK: ftof %[[F]] rounding<zero> : tile<2xf32> -> tile<2xf8E8M0FNU>
    %13 = ftof %f rounding<zero> : tile<2xf32> -> tile<2xf8E8M0FNU>
    // CHECK: ftof %[[F]] rounding<positive_inf> : tile<2xf32> -> tile<2xf8E8M0FNU>
    %14 = ftof %f rounding<positive_inf> : tile<2xf32> -> tile<2xf8E8M0FNU>
    // CHECK: ftof %[[F]] : tile<2xf32> -> tile<2xtf32>
    %15 = ftof %f : tile<2xf32> -> tile<2xtf32>
    // CHECK: ftof %[[F]] : tile<2xf32> -> tile<2xf4E2M1FN>
    %16 = ftof %f : tile<2xf32> -> tile<2xf4E2M1FN>

    // CHECK: ftof %[[F]] rounding<zero> : tile<2xf32> -> tile<2xf16>
    %r0 = ftof %f rounding<zero> : tile<2xf32> -> tile<2xf16>
    // CHECK: ftof %[[F]] rounding<nearest_away> : tile<2xf32> -> tile<2xtf32>
    %r1 = ftof %f rounding<nearest_away> : tile<2xf32> -> tile<2xtf32>
    // CHECK: ftof %[[F]] rounding<nearest_away> : tile<2xf32> -> tile<2xf64>
    %r2 = ftof %f rounding<nearest_away> : tile<2xf32> -> tile<2xf64>
    // CHECK: ftoi %[[F]] signed saturating : tile<2xf32> -> tile<2xi8>
    %r3 = ftoi %f signed saturating : tile<2xf32> -> tile<2xi8>
    // CHECK: ftoi %[[F]] signed : tile<2xf32> -> tile<2xi32>
    %17 = ftoi %f signed : tile<2xf32> -> tile<2xi32>
    // CHECK: ftoi %[[F]] unsigned : tile<2xf32> -> tile<2xi8>
    %18 = ftoi %f unsigned rounding<nearest_int_to_zero> : tile<2xf32> -> tile<2xi8>

    // CHECK: itof %[[I]] signed : tile<2xi32> -> tile<2xf32>
    %19 = itof %i signed : tile<2xi32> -> tile<2xf32>
    // CHECK: itof %[[B]] unsigned : tile<2xi8> -> tile<2xf16>
    %20 = itof %b unsigned rounding<nearest_even> : tile<2xi8> -> tile<2xf16>

    // CHECK: %[[A:.*]] = ptr_to_int %[[P]] : tile<ptr<f32>> -> tile<i64>
    %a = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    // CHECK: %[[Q:.*]] = int_to_ptr %[[A]] : tile<i64> -> tile<ptr<i8>>
    %q = int_to_ptr %a : tile<i64> -> tile<ptr<i8>>
    // CHECK: ptr_to_ptr %[[Q]] : tile<ptr<i8>> -> tile<ptr<f16>>
    %21 = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<f16>>
    // Long type spellings are read too.
    // CHECK: ptr_to_ptr %[[P]] : tile<ptr<f32>> -> tile<ptr<i32>>
    %22 = ptr_to_ptr %p : !cuda_tile.tile<!cuda_tile.ptr<f32>> -> !cuda_tile.tile<!cuda_tile.ptr<i32>>
  }
}
