// Integer and bitwise ops, every modifier.
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
  entry @unary(%s: tile<i64>) {
    %i = constant <i32: 0> : tile<4x8xi32>
    %c = constant <i8: 0> : tile<16xi8>
    %0 = absi %i : tile<4x8xi32>
    %1 = absi %s : !cuda_tile.tile<i64>
    %2 = negi %c : tile<16xi8>
    %3 = negi %c overflow<none> : tile<16xi8>
    %4 = negi %i overflow<no_signed_wrap> : tile<4x8xi32>
    %5 = negi %i overflow<no_wrap> : tile<4x8xi32>
    return
  }

  entry @overflow() {
    %i = constant <i32: 0> : tile<4x8xi32>
    %w = constant <i16: 0> : tile<8xi16>
    %0 = addi %i, %i : tile<4x8xi32>
    %1 = addi %i, %i overflow<none> : tile<4x8xi32>
    %2 = addi %i, %i overflow<no_signed_wrap> : tile<4x8xi32>
    %3 = subi %w, %w overflow<no_unsigned_wrap> : tile<8xi16>
    %4 = subi %w, %w : tile<8xi16>
    %5 = muli %i, %i overflow<no_wrap> : tile<4x8xi32>
    %6 = muli %w, %w : tile<8xi16>
    %7 = shli %i, %i : tile<4x8xi32>
    %8 = shli %w, %w overflow<no_signed_wrap> : tile<8xi16>
    return
  }

  entry @signedness() {
    %i = constant <i32: 0> : tile<4x8xi32>
    %l = constant <i64: 0> : tile<2xi64>
    %0 = maxi %i, %i signed : tile<4x8xi32>
    %1 = maxi %l, %l unsigned : tile<2xi64>
    %2 = mini %l, %l signed : tile<2xi64>
    %3 = mini %i, %i unsigned : tile<4x8xi32>
    %4 = remi %i, %i signed : tile<4x8xi32>
    %5 = remi %l, %l unsigned : tile<2xi64>
    %6 = shri %i, %i signed : tile<4x8xi32>
    %7 = shri %l, %l unsigned : tile<2xi64>
    %8 = mulhii %l, %l : tile<2xi64>
    return
  }

  entry @divi() {
    %i = constant <i32: 0> : tile<4x8xi32>
    %0 = divi %i, %i signed : tile<4x8xi32>
    %1 = divi %i, %i unsigned rounding<zero> : tile<4x8xi32>
    %2 = divi %i, %i signed rounding<negative_inf> : tile<4x8xi32>
    %3 = divi %i, %i signed rounding<positive_inf> : tile<4x8xi32>
    %4 = divi %i, %i unsigned rounding<positive_inf> : tile<4x8xi32>
    return
  }

  entry @cmpi(%s: tile<i1>) {
    %i = constant <i32: 0> : tile<4x8xi32>
    %c = constant <i8: 0> : tile<16xi8>
    %0 = cmpi equal %i, %i, signed : tile<4x8xi32> -> tile<4x8xi1>
    %1 = cmpi not_equal %i, %i, unsigned : tile<4x8xi32> -> tile<4x8xi1>
    %2 = cmpi less_than %c, %c, signed : tile<16xi8> -> tile<16xi1>
    %3 = cmpi less_than_or_equal %c, %c, unsigned : tile<16xi8> -> tile<16xi1>
    %4 = cmpi greater_than %s, %s, signed : tile<i1> -> tile<i1>
    %5 = cmpi greater_than_or_equal %s, %s, unsigned : !cuda_tile.tile<i1> -> !cuda_tile.tile<i1>
    return
  }

  entry @bitwise(%s: tile<i1>) {
    %i = constant <i32: 0> : tile<4x8xi32>
    %0 = andi %i, %i : tile<4x8xi32>
    %1 = ori %s, %s : tile<i1>
    %2 = xori %i, %i : tile<4x8xi32>
    return
  }
}
