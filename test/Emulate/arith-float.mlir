// Float arithmetic: rounding modes, f16/bf16 narrowing, NaN rules of
// maxf/minf, fma, math functions, comparisons. Each result is printed with
// print_tko (tiles print as [a, b, ...]).
// RUN: cutile-emulate-run %s | FileCheck %s

cuda_tile.module @m {
  entry @k() {
    %one = constant <f32: 1.0> : tile<4xf32>
    %tiny = constant <f32: [1.0e-8, -1.0e-8, 3.0e-8, 0.0]> : tile<4xf32>
    // 1 + 1e-8 is 1 to nearest and toward zero, the next float up toward +inf.
    // CHECK: rn [1, 1, 1, 1]
    %a = addf %one, %tiny rounding<nearest_even> : tile<4xf32>
    print_tko "rn %.9g\n", %a : tile<4xf32> -> token
    // CHECK-NEXT: ru [1.00000012, 1, 1.00000012, 1]
    %b = addf %one, %tiny rounding<positive_inf> : tile<4xf32>
    print_tko "ru %.9g\n", %b : tile<4xf32> -> token
    // CHECK-NEXT: rd [1, 0.99999994, 1, 1]
    %c = addf %one, %tiny rounding<negative_inf> : tile<4xf32>
    print_tko "rd %.9g\n", %c : tile<4xf32> -> token
    // CHECK-NEXT: rz [1, 0.99999994, 1, 1]
    %d = addf %one, %tiny rounding<zero> : tile<4xf32>
    print_tko "rz %.9g\n", %d : tile<4xf32> -> token

    // f16 keeps 11 bits: 2049 is a tie between 2048 and 2050 (even: 2048).
    %h1 = constant <f16: [2048.0, 2048.0, 65504.0, 1.0]> : tile<4xf16>
    %h2 = constant <f16: [1.0, 3.0, 65504.0, 0.000976562]> : tile<4xf16>
    // CHECK-NEXT: f16 [2048, 2052, inf, 1.00098]
    %h = addf %h1, %h2 : tile<4xf16>
    print_tko "f16 %g\n", %h : tile<4xf16> -> token
    // Toward zero the overflow saturates at the largest finite f16.
    // CHECK-NEXT: f16rz [2048, 2050, 65504, 1.00098]
    %hz = addf %h1, %h2 rounding<zero> : tile<4xf16>
    print_tko "f16rz %g\n", %hz : tile<4xf16> -> token
    // bf16 keeps 8 bits: 256 + 1 rounds to 256, 256 + 3 to 260 (tie to even).
    %g1 = constant <bf16: [256.0, 256.0, 1.0, -2.0]> : tile<4xbf16>
    %g2 = constant <bf16: [1.0, 3.0, 0.5, 0.25]> : tile<4xbf16>
    // CHECK-NEXT: bf16 [256, 260, 1.5, -1.75]
    %g = addf %g1, %g2 : tile<4xbf16>
    print_tko "bf16 %g\n", %g : tile<4xbf16> -> token

    %x = constant <f32: [1.0, 0x7FC00000, -0.0, 2.0]> : tile<4xf32>
    %y = constant <f32: [0x7FC00000, 0x7FC00000, 0.0, -3.0]> : tile<4xf32>
    // CHECK-NEXT: max [1, nan, 0, 2]
    %mx = maxf %x, %y : tile<4xf32>
    print_tko "max %g\n", %mx : tile<4xf32> -> token
    // CHECK-NEXT: maxnan [nan, nan, 0, 2]
    %mxn = maxf %x, %y propagate_nan : tile<4xf32>
    print_tko "maxnan %g\n", %mxn : tile<4xf32> -> token
    // CHECK-NEXT: min [1, nan, -0, -3]
    %mn = minf %x, %y : tile<4xf32>
    print_tko "min %g\n", %mn : tile<4xf32> -> token

    // fma rounds once: (1 + 2^-12)^2 - 1 keeps the 2^-24 term, which a
    // separate multiply rounds away (a tie, to even).
    %p = constant <f32: 1.000244140625> : tile<f32>
    %m1 = constant <f32: -1.0> : tile<f32>
    // CHECK-NEXT: fma 0.000488340855
    %f = fma %p, %p, %m1 : tile<f32>
    print_tko "fma %.9g\n", %f : tile<f32> -> token
    // CHECK-NEXT: mulsub 0.00048828125
    %pp = mulf %p, %p : tile<f32>
    %ms = addf %pp, %m1 : tile<f32>
    print_tko "mulsub %.9g\n", %ms : tile<f32> -> token

    %v = constant <f32: [4.0, 0.25, 2.0, -1.0]> : tile<4xf32>
    %w = constant <f32: [4.0, 0.25, 2.0, 16.0]> : tile<4xf32>
    // CHECK-NEXT: sqrt [2, 0.5, 1.41421354, 4]
    %sq = sqrt %w : tile<4xf32>
    print_tko "sqrt %.9g\n", %sq : tile<4xf32> -> token
    // CHECK-NEXT: rsqrt [0.5, 2, 0.707106769, 0.25]
    %rs = rsqrt %w : tile<4xf32>
    print_tko "rsqrt %.9g\n", %rs : tile<4xf32> -> token
    // CHECK-NEXT: exp2 [16, 1.18920708, 4, 0.5]
    %e2 = exp2 %v : tile<4xf32>
    print_tko "exp2 %.9g\n", %e2 : tile<4xf32> -> token
    // CHECK-NEXT: div [0.25, 4, 0.5, -1]
    %dv = divf %v, %v : tile<4xf32>
    %dd = divf %dv, %v : tile<4xf32>
    print_tko "div %.9g\n", %dd : tile<4xf32> -> token
    // CHECK-NEXT: rem [1, 0.25, 2, -1]
    %three = constant <f32: 3.0> : tile<4xf32>
    %rm = remf %v, %three : tile<4xf32>
    print_tko "rem %g\n", %rm : tile<4xf32> -> token
    // CHECK-NEXT: floor [4, 0, 2, -1] ceil [4, 1, 2, -1] neg [-4, -0.25, -2, 1] abs [4, 0.25, 2, 1]
    %fl = floor %v : tile<4xf32>
    %ce = ceil %v : tile<4xf32>
    %ng = negf %v : tile<4xf32>
    %ab = absf %ng : tile<4xf32>
    print_tko "floor %g ceil %g neg %g abs %g\n", %fl, %ce, %ng, %ab : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32> -> token
    // CHECK-NEXT: pow [16, 0.0625, 4, 1]
    %two = constant <f32: 2.0> : tile<4xf32>
    %pw = pow %v, %two : tile<4xf32>
    print_tko "pow %g\n", %pw : tile<4xf32> -> token

    // Unordered comparisons are true on NaN, ordered ones false.
    // CHECK-NEXT: lt [0, 0, 0, 0] ult [1, 1, 0, 0] ne [0, 0, 0, 1]
    %lt = cmpf less_than ordered %x, %y : tile<4xf32> -> tile<4xi1>
    %ult = cmpf less_than unordered %x, %y : tile<4xf32> -> tile<4xi1>
    %ne = cmpf not_equal ordered %x, %y : tile<4xf32> -> tile<4xi1>
    print_tko "lt %d ult %d ne %d\n", %lt, %ult, %ne : tile<4xi1>, tile<4xi1>, tile<4xi1> -> token
  }
}
