// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Integer and bitwise ops. Tiles come from an unregistered op so the test
// does not depend on other op families.

// CHECK-LABEL: cuda_tile.module @int_ops
cuda_tile.module @int_ops {
  entry @unary(%s: tile<i64>) {
    %i = "test.src"() : () -> !cuda_tile.tile<4x8xi32>
    %c = "test.src"() : () -> !cuda_tile.tile<16xi8>
    // CHECK: absi %{{.*}} : tile<4x8xi32>
    %0 = absi %i : tile<4x8xi32>
    // CHECK: absi %{{.*}} : tile<i64>
    %1 = absi %s : !cuda_tile.tile<i64>
    // CHECK: negi %{{.*}} : tile<16xi8>
    %2 = negi %c : tile<16xi8>
    // CHECK: negi %{{.*}} : tile<16xi8>
    %3 = negi %c overflow<none> : tile<16xi8>
    // CHECK: negi %{{.*}} overflow<no_signed_wrap> : tile<4x8xi32>
    %4 = negi %i overflow<no_signed_wrap> : tile<4x8xi32>
    // CHECK: negi %{{.*}} overflow<no_wrap> : tile<4x8xi32>
    %5 = negi %i overflow<no_wrap> : tile<4x8xi32>
    return
  }

  // The overflow flag is optional; `none` is the unprinted default.
  entry @overflow() {
    %i = "test.src"() : () -> !cuda_tile.tile<4x8xi32>
    %w = "test.src"() : () -> !cuda_tile.tile<8xi16>
    // CHECK: addi %{{.*}}, %{{.*}} : tile<4x8xi32>
    %0 = addi %i, %i : tile<4x8xi32>
    // CHECK: addi %{{.*}}, %{{.*}} : tile<4x8xi32>
    %1 = addi %i, %i overflow<none> : tile<4x8xi32>
    // CHECK: addi %{{.*}}, %{{.*}} overflow<no_signed_wrap> : tile<4x8xi32>
    %2 = addi %i, %i overflow<no_signed_wrap> : tile<4x8xi32>
    // CHECK: subi %{{.*}}, %{{.*}} overflow<no_unsigned_wrap> : tile<8xi16>
    %3 = subi %w, %w overflow<no_unsigned_wrap> : tile<8xi16>
    // CHECK: subi %{{.*}}, %{{.*}} : tile<8xi16>
    %4 = subi %w, %w : tile<8xi16>
    // CHECK: muli %{{.*}}, %{{.*}} overflow<no_wrap> : tile<4x8xi32>
    %5 = muli %i, %i overflow<no_wrap> : tile<4x8xi32>
    // CHECK: muli %{{.*}}, %{{.*}} : tile<8xi16>
    %6 = muli %w, %w : tile<8xi16>
    // The shift amount has the type of the shifted value.
    // CHECK: shli %{{.*}}, %{{.*}} : tile<4x8xi32>
    %7 = shli %i, %i : tile<4x8xi32>
    // CHECK: shli %{{.*}}, %{{.*}} overflow<no_signed_wrap> : tile<8xi16>
    %8 = shli %w, %w overflow<no_signed_wrap> : tile<8xi16>
    return
  }

  entry @signedness() {
    %i = "test.src"() : () -> !cuda_tile.tile<4x8xi32>
    %l = "test.src"() : () -> !cuda_tile.tile<2xi64>
    // CHECK: maxi %{{.*}}, %{{.*}} signed : tile<4x8xi32>
    %0 = maxi %i, %i signed : tile<4x8xi32>
    // CHECK: maxi %{{.*}}, %{{.*}} unsigned : tile<2xi64>
    %1 = maxi %l, %l unsigned : tile<2xi64>
    // CHECK: mini %{{.*}}, %{{.*}} signed : tile<2xi64>
    %2 = mini %l, %l signed : tile<2xi64>
    // CHECK: mini %{{.*}}, %{{.*}} unsigned : tile<4x8xi32>
    %3 = mini %i, %i unsigned : tile<4x8xi32>
    // CHECK: remi %{{.*}}, %{{.*}} signed : tile<4x8xi32>
    %4 = remi %i, %i signed : tile<4x8xi32>
    // CHECK: remi %{{.*}}, %{{.*}} unsigned : tile<2xi64>
    %5 = remi %l, %l unsigned : tile<2xi64>
    // CHECK: shri %{{.*}}, %{{.*}} signed : tile<4x8xi32>
    %6 = shri %i, %i signed : tile<4x8xi32>
    // CHECK: shri %{{.*}}, %{{.*}} unsigned : tile<2xi64>
    %7 = shri %l, %l unsigned : tile<2xi64>
    // CHECK: mulhii %{{.*}}, %{{.*}} : tile<2xi64>
    %8 = mulhii %l, %l : tile<2xi64>
    return
  }

  // divi rounds towards zero unless told otherwise.
  entry @divi() {
    %i = "test.src"() : () -> !cuda_tile.tile<4x8xi32>
    // CHECK: divi %{{.*}}, %{{.*}} signed : tile<4x8xi32>
    %0 = divi %i, %i signed : tile<4x8xi32>
    // CHECK: divi %{{.*}}, %{{.*}} unsigned : tile<4x8xi32>
    %1 = divi %i, %i unsigned rounding<zero> : tile<4x8xi32>
    // CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf> : tile<4x8xi32>
    %2 = divi %i, %i signed rounding<negative_inf> : tile<4x8xi32>
    // CHECK: divi %{{.*}}, %{{.*}} signed rounding<positive_inf> : tile<4x8xi32>
    %3 = divi %i, %i signed rounding<positive_inf> : tile<4x8xi32>
    // CHECK: divi %{{.*}}, %{{.*}} unsigned rounding<positive_inf> : tile<4x8xi32>
    %4 = divi %i, %i unsigned rounding<positive_inf> : tile<4x8xi32>
    return
  }

  entry @cmpi(%s: tile<i1>) {
    %i = "test.src"() : () -> !cuda_tile.tile<4x8xi32>
    %c = "test.src"() : () -> !cuda_tile.tile<16xi8>
    // CHECK: cmpi equal %{{.*}}, %{{.*}}, signed : tile<4x8xi32> -> tile<4x8xi1>
    %0 = cmpi equal %i, %i, signed : tile<4x8xi32> -> tile<4x8xi1>
    // CHECK: cmpi not_equal %{{.*}}, %{{.*}}, unsigned : tile<4x8xi32> -> tile<4x8xi1>
    %1 = cmpi not_equal %i, %i, unsigned : tile<4x8xi32> -> tile<4x8xi1>
    // CHECK: cmpi less_than %{{.*}}, %{{.*}}, signed : tile<16xi8> -> tile<16xi1>
    %2 = cmpi less_than %c, %c, signed : tile<16xi8> -> tile<16xi1>
    // CHECK: cmpi less_than_or_equal %{{.*}}, %{{.*}}, unsigned : tile<16xi8> -> tile<16xi1>
    %3 = cmpi less_than_or_equal %c, %c, unsigned : tile<16xi8> -> tile<16xi1>
    // CHECK: cmpi greater_than %{{.*}}, %{{.*}}, signed : tile<i1> -> tile<i1>
    %4 = cmpi greater_than %s, %s, signed : tile<i1> -> tile<i1>
    // CHECK: cmpi greater_than_or_equal %{{.*}}, %{{.*}}, unsigned : tile<i1> -> tile<i1>
    %5 = cmpi greater_than_or_equal %s, %s, unsigned : !cuda_tile.tile<i1> -> !cuda_tile.tile<i1>
    return
  }

  entry @bitwise(%s: tile<i1>) {
    %i = "test.src"() : () -> !cuda_tile.tile<4x8xi32>
    // CHECK: andi %{{.*}}, %{{.*}} : tile<4x8xi32>
    %0 = andi %i, %i : tile<4x8xi32>
    // CHECK: ori %{{.*}}, %{{.*}} : tile<i1>
    %1 = ori %s, %s : tile<i1>
    // CHECK: xori %{{.*}}, %{{.*}} : tile<4x8xi32>
    %2 = xori %i, %i : tile<4x8xi32>
    return
  }
}

// Defaults are stored: overflow = none, divi rounding = zero.
// GENERIC: "cuda_tile.negi"(%{{.*}}) <{overflow = #cuda_tile.overflow<none>}>
// GENERIC: "cuda_tile.addi"(%{{.*}}, %{{.*}}) <{overflow = #cuda_tile.overflow<none>}>
// GENERIC: "cuda_tile.divi"(%{{.*}}, %{{.*}}) <{rounding = #cuda_tile.rounding<zero>, signedness = #cuda_tile.signedness<signed>}>
// GENERIC: "cuda_tile.cmpi"(%{{.*}}, %{{.*}}) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}>
