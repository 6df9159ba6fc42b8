// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Tiles come from an unregistered op so the test does not depend on other
// op families; kernel parameters must be scalars.

// CHECK-LABEL: cuda_tile.module @float_ops
cuda_tile.module @float_ops {
  entry @unary(%s: tile<f32>) {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %h = "test.src"() : () -> !cuda_tile.tile<16xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x2xbf16>
    %d = "test.src"() : () -> !cuda_tile.tile<8xf64>
    // CHECK: absf %{{.*}} : tile<4x8xf32>
    %0 = absf %f : tile<4x8xf32>
    // CHECK: absf %{{.*}} : tile<f32>
    %1 = absf %s : !cuda_tile.tile<f32>
    // CHECK: ceil %{{.*}} : tile<16xf16>
    %2 = ceil %h : tile<16xf16>
    // CHECK: floor %{{.*}} : tile<2x2xbf16>
    %3 = floor %b : tile<2x2xbf16>
    // CHECK: cos %{{.*}} : tile<8xf64>
    %4 = cos %d : tile<8xf64>
    // CHECK: cosh %{{.*}} : tile<4x8xf32>
    %5 = cosh %f : tile<4x8xf32>
    // CHECK: sin %{{.*}} : tile<16xf16>
    %6 = sin %h : tile<16xf16>
    // CHECK: sinh %{{.*}} : tile<2x2xbf16>
    %7 = sinh %b : tile<2x2xbf16>
    // CHECK: tan %{{.*}} : tile<8xf64>
    %8 = tan %d : tile<8xf64>
    // CHECK: log %{{.*}} : tile<4x8xf32>
    %9 = log %f : tile<4x8xf32>
    // CHECK: log2 %{{.*}} : tile<f32>
    %10 = log2 %s : tile<f32>
    // CHECK: negf %{{.*}} : tile<2x2xbf16>
    %11 = negf %b : tile<2x2xbf16>
    // CHECK: exp2 %{{.*}} : tile<16xf16>
    %12 = exp2 %h : tile<16xf16>
    // CHECK: exp2 %{{.*}} flush_to_zero : tile<4x8xf32>
    %13 = exp2 %f flush_to_zero : tile<4x8xf32>
    // CHECK: rsqrt %{{.*}} : tile<8xf64>
    %14 = rsqrt %d : tile<8xf64>
    // CHECK: rsqrt %{{.*}} flush_to_zero : tile<4x8xf32>
    %15 = rsqrt %f flush_to_zero : tile<4x8xf32>
    return
  }

  // exp and tanh default to `full`, which is not printed.
  entry @exp_tanh() {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %h = "test.src"() : () -> !cuda_tile.tile<16xf16>
    // CHECK: exp %{{.*}} : tile<16xf16>
    %0 = exp %h : tile<16xf16>
    // CHECK: exp %{{.*}} : tile<4x8xf32>
    %1 = exp %f rounding<full> : tile<4x8xf32>
    // CHECK: exp %{{.*}} rounding<approx> : tile<4x8xf32>
    %2 = exp %f rounding<approx> : tile<4x8xf32>
    // CHECK: tanh %{{.*}} : tile<16xf16>
    %3 = tanh %h : tile<16xf16>
    // CHECK: tanh %{{.*}} : tile<4x8xf32>
    %4 = tanh %f rounding<full> : tile<4x8xf32>
    // CHECK: tanh %{{.*}} rounding<approx> : tile<4x8xf32>
    %5 = tanh %f rounding<approx> : tile<4x8xf32>
    return
  }

  // sqrt: the IEEE modes and approx; nearest_even is the unprinted default.
  entry @sqrt() {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %d = "test.src"() : () -> !cuda_tile.tile<8xf64>
    // CHECK: sqrt %{{.*}} : tile<8xf64>
    %0 = sqrt %d : tile<8xf64>
    // CHECK: sqrt %{{.*}} : tile<8xf64>
    %1 = sqrt %d rounding<nearest_even> : tile<8xf64>
    // CHECK: sqrt %{{.*}} rounding<zero> : tile<8xf64>
    %2 = sqrt %d rounding<zero> : tile<8xf64>
    // CHECK: sqrt %{{.*}} rounding<negative_inf> flush_to_zero : tile<4x8xf32>
    %3 = sqrt %f rounding<negative_inf> flush_to_zero : tile<4x8xf32>
    // CHECK: sqrt %{{.*}} rounding<positive_inf> : tile<4x8xf32>
    %4 = sqrt %f rounding<positive_inf> : tile<4x8xf32>
    // CHECK: sqrt %{{.*}} rounding<approx> : tile<4x8xf32>
    %5 = sqrt %f rounding<approx> : tile<4x8xf32>
    // CHECK: sqrt %{{.*}} flush_to_zero : tile<4x8xf32>
    %6 = sqrt %f flush_to_zero : tile<4x8xf32>
    return
  }

  entry @binary() {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %h = "test.src"() : () -> !cuda_tile.tile<16xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x2xbf16>
    %d = "test.src"() : () -> !cuda_tile.tile<8xf64>
    // CHECK: addf %{{.*}}, %{{.*}} : tile<4x8xf32>
    %0 = addf %f, %f : tile<4x8xf32>
    // CHECK: addf %{{.*}}, %{{.*}} : tile<4x8xf32>
    %1 = addf %f, %f rounding<nearest_even> : tile<4x8xf32>
    // CHECK: addf %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<4x8xf32>
    %2 = addf %f, %f rounding<zero> flush_to_zero : tile<4x8xf32>
    // CHECK: subf %{{.*}}, %{{.*}} rounding<negative_inf> : tile<16xf16>
    %3 = subf %h, %h rounding<negative_inf> : tile<16xf16>
    // CHECK: subf %{{.*}}, %{{.*}} flush_to_zero : tile<4x8xf32>
    %4 = subf %f, %f flush_to_zero : tile<4x8xf32>
    // CHECK: mulf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<2x2xbf16>
    %5 = mulf %b, %b rounding<positive_inf> : tile<2x2xbf16>
    // CHECK: mulf %{{.*}}, %{{.*}} : tile<8xf64>
    %6 = mulf %d, %d : tile<8xf64>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} : tile<8xf64>
    %7 = fma %d, %d, %d : tile<8xf64>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<4x8xf32>
    %8 = fma %f, %f, %f rounding<zero> flush_to_zero : tile<4x8xf32>
    // CHECK: remf %{{.*}}, %{{.*}} : tile<16xf16>
    %9 = remf %h, %h : tile<16xf16>
    // CHECK: pow %{{.*}}, %{{.*}} : tile<8xf64>
    %10 = pow %d, %d : tile<8xf64>
    // CHECK: atan2 %{{.*}}, %{{.*}} : tile<4x8xf32>
    %11 = atan2 %f, %f : tile<4x8xf32>
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<8xf64>, tile<8xi32>
    %e = constant <i32: 3> : tile<8xi32>
    %12 = fpowi %d, %e : tile<8xf64>, tile<8xi32>
    return
  }

  // divf accepts the IEEE modes plus approx and full (f32 only).
  entry @divf() {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %d = "test.src"() : () -> !cuda_tile.tile<8xf64>
    // CHECK: divf %{{.*}}, %{{.*}} : tile<8xf64>
    %0 = divf %d, %d : tile<8xf64>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<zero> : tile<8xf64>
    %1 = divf %d, %d rounding<zero> : tile<8xf64>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<negative_inf> : tile<4x8xf32>
    %2 = divf %f, %f rounding<negative_inf> : tile<4x8xf32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<positive_inf> flush_to_zero : tile<4x8xf32>
    %3 = divf %f, %f rounding<positive_inf> flush_to_zero : tile<4x8xf32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<approx> flush_to_zero : tile<4x8xf32>
    %4 = divf %f, %f rounding<approx> flush_to_zero : tile<4x8xf32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<full> : tile<4x8xf32>
    %5 = divf %f, %f rounding<full> : tile<4x8xf32>
    return
  }

  // maxf/minf take their two flags in either order; they print in a fixed
  // order.
  entry @minmax() {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %h = "test.src"() : () -> !cuda_tile.tile<16xf16>
    // CHECK: maxf %{{.*}}, %{{.*}} : tile<16xf16>
    %0 = maxf %h, %h : tile<16xf16>
    // CHECK: maxf %{{.*}}, %{{.*}} propagate_nan : tile<16xf16>
    %1 = maxf %h, %h propagate_nan : tile<16xf16>
    // CHECK: maxf %{{.*}}, %{{.*}} flush_to_zero propagate_nan : tile<4x8xf32>
    %2 = maxf %f, %f propagate_nan flush_to_zero : tile<4x8xf32>
    // CHECK: minf %{{.*}}, %{{.*}} flush_to_zero : tile<4x8xf32>
    %3 = minf %f, %f flush_to_zero : tile<4x8xf32>
    // CHECK: minf %{{.*}}, %{{.*}} flush_to_zero propagate_nan : tile<4x8xf32>
    %4 = minf %f, %f flush_to_zero propagate_nan : tile<4x8xf32>
    return
  }

  // Every predicate, both orderings; the result is an i1 tile of the same
  // shape.
  entry @cmpf(%s: tile<f64>) {
    %f = "test.src"() : () -> !cuda_tile.tile<4x8xf32>
    %h = "test.src"() : () -> !cuda_tile.tile<16xf16>
    // CHECK: cmpf equal ordered %{{.*}}, %{{.*}} : tile<4x8xf32> -> tile<4x8xi1>
    %0 = cmpf equal ordered %f, %f : tile<4x8xf32> -> tile<4x8xi1>
    // CHECK: cmpf not_equal unordered %{{.*}}, %{{.*}} : tile<4x8xf32> -> tile<4x8xi1>
    %1 = cmpf not_equal unordered %f, %f : tile<4x8xf32> -> tile<4x8xi1>
    // CHECK: cmpf less_than ordered %{{.*}}, %{{.*}} : tile<16xf16> -> tile<16xi1>
    %2 = cmpf less_than ordered %h, %h : tile<16xf16> -> tile<16xi1>
    // CHECK: cmpf less_than_or_equal unordered %{{.*}}, %{{.*}} : tile<16xf16> -> tile<16xi1>
    %3 = cmpf less_than_or_equal unordered %h, %h : tile<16xf16> -> tile<16xi1>
    // CHECK: cmpf greater_than ordered %{{.*}}, %{{.*}} : tile<f64> -> tile<i1>
    %4 = cmpf greater_than ordered %s, %s : tile<f64> -> tile<i1>
    // CHECK: cmpf greater_than_or_equal unordered %{{.*}}, %{{.*}} : tile<f64> -> tile<i1>
    %5 = cmpf greater_than_or_equal unordered %s, %s : !cuda_tile.tile<f64> -> !cuda_tile.tile<i1>
    return
  }
}

// The generic form spells out every attribute, defaults included.
// GENERIC: "cuda_tile.addf"(%{{.*}}, %{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}>
// GENERIC: "cuda_tile.addf"(%{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<zero>}>
// GENERIC: "cuda_tile.divf"(%{{.*}}, %{{.*}}) <{flush_to_zero, rounding_mode = #cuda_tile.rounding<approx>}>
// GENERIC: "cuda_tile.cmpf"(%{{.*}}, %{{.*}}) <{comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<equal>}>
