// Integer ops (wrap-around by default, signedness from the op), shifts,
// division rounding, and conversions with their rounding and saturation.
// RUN: cutile-emulate-run %s | FileCheck %s

cuda_tile.module @m {
  entry @k() {
    %a = constant <i8: [127, -128, 100, -7]> : tile<4xi8>
    %b = constant <i8: [1, -1, 100, 2]> : tile<4xi8>
    // CHECK: add [-128, 127, -56, -5]
    %s = addi %a, %b : tile<4xi8>
    print_tko "add %d\n", %s : tile<4xi8> -> token
    // CHECK-NEXT: mul [127, -128, 16, -14]
    %m = muli %a, %b : tile<4xi8>
    print_tko "mul %d\n", %m : tile<4xi8> -> token
    // CHECK-NEXT: mulhi [0, 127, 39, 1]
    %h = mulhii %a, %b : tile<4xi8>
    print_tko "mulhi %d\n", %h : tile<4xi8> -> token
    // CHECK-NEXT: max [127, -1, 100, 2] umax [127, -1, 100, -7]
    %mx = maxi %a, %b signed : tile<4xi8>
    %umx = maxi %a, %b unsigned : tile<4xi8>
    print_tko "max %d umax %d\n", %mx, %umx : tile<4xi8>, tile<4xi8> -> token

    %x = constant <i32: [7, -7, 7, -7]> : tile<4xi32>
    %y = constant <i32: [2, 2, -2, -2]> : tile<4xi32>
    // CHECK-NEXT: div [3, -3, -3, 3] floor [3, -4, -4, 3] ceil [4, -3, -3, 4] rem [1, -1, 1, -1]
    %d0 = divi %x, %y signed : tile<4xi32>
    %d1 = divi %x, %y signed rounding<negative_inf> : tile<4xi32>
    %d2 = divi %x, %y signed rounding<positive_inf> : tile<4xi32>
    %r0 = remi %x, %y signed : tile<4xi32>
    print_tko "div %d floor %d ceil %d rem %d\n", %d0, %d1, %d2, %r0 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32> -> token
    // CHECK-NEXT: udiv [3, 2147483644, 0, 0]
    %ud = divi %x, %y unsigned : tile<4xi32>
    print_tko "udiv %d\n", %ud : tile<4xi32> -> token

    %sh = constant <i32: [1, 4, 31, 40]> : tile<4xi32>
    %v = constant <i32: -16> : tile<4xi32>
    // Shift amounts at or past the width clamp.
    // CHECK-NEXT: shl [-32, -256, 0, 0] sra [-8, -1, -1, -1] srl [2147483640, 268435455, 1, 0]
    %l = shli %v, %sh : tile<4xi32>
    %ra = shri %v, %sh signed : tile<4xi32>
    %rl = shri %v, %sh unsigned : tile<4xi32>
    print_tko "shl %d sra %d srl %d\n", %l, %ra, %rl : tile<4xi32>, tile<4xi32>, tile<4xi32> -> token
    // CHECK-NEXT: cmp [0, 1, 0, 1] ucmp [0, 0, 1, 1]
    %c = cmpi less_than %x, %y, signed : tile<4xi32> -> tile<4xi1>
    %uc = cmpi less_than %x, %y, unsigned : tile<4xi32> -> tile<4xi1>
    print_tko "cmp %d ucmp %d\n", %c, %uc : tile<4xi1>, tile<4xi1> -> token
    // CHECK-NEXT: abs [7, 7, 7, 7] neg [-7, 7, -7, 7] xor [5, -5, -7, 7]
    %ab = absi %x : tile<4xi32>
    %ng = negi %x : tile<4xi32>
    %xo = xori %x, %y : tile<4xi32>
    print_tko "abs %d neg %d xor %d\n", %ab, %ng, %xo : tile<4xi32>, tile<4xi32>, tile<4xi32> -> token

    // Conversions.
    %f = constant <f32: [1.5, -2.5, 3.0e10, 0x7FC00000]> : tile<4xf32>
    // ftoi truncates and saturates, NaN gives 0.
    // CHECK-NEXT: ftoi [1, -2, 2147483647, 0] ftou [1, 0, -1, 0]
    %fi = ftoi %f signed : tile<4xf32> -> tile<4xi32>
    %fu = ftoi %f unsigned : tile<4xf32> -> tile<4xi32>
    print_tko "ftoi %d ftou %d\n", %fi, %fu : tile<4xi32>, tile<4xi32> -> token
    // 16777217 is not an f32: nearest even is 16777216, upward 16777218.
    %big = constant <i32: [16777217, -16777217, 3, -1]> : tile<4xi32>
    // CHECK-NEXT: itof [16777216, -16777216, 3, -1] utof [16777216, 4.2781901e+09, 3, 4.2949673e+09]
    %if = itof %big signed : tile<4xi32> -> tile<4xf32>
    %uf = itof %big unsigned : tile<4xi32> -> tile<4xf32>
    print_tko "itof %.8g utof %.8g\n", %if, %uf : tile<4xf32>, tile<4xf32> -> token
    %g = constant <f32: [1.00048828125, 1.00146484375, 70000.0, 1.0e-8]> : tile<4xf32>
    // f32 to f16: ties to even, overflow to inf, underflow to zero.
    // CHECK-NEXT: f16 [1, 1.00195, inf, 0] bf16 [1, 1, 70144, 1.00117177e-08] tf32 [1, 1.00195312, 70016, 9.99716576e-09]
    %h16 = ftof %g : tile<4xf32> -> tile<4xf16>
    %b16 = ftof %g : tile<4xf32> -> tile<4xbf16>
    %t32 = ftof %g : tile<4xf32> -> tile<4xtf32>
    print_tko "f16 %g bf16 %.9g tf32 %.9g\n", %h16, %b16, %t32 : tile<4xf16>, tile<4xbf16>, tile<4xtf32> -> token
    // CHECK-NEXT: ext [-1, -1, 127, 0] zext [255, 255, 127, 0] trunc [-1, 0]
    %e8 = constant <i8: [-1, -1, 127, 0]> : tile<4xi8>
    %es = exti %e8 signed : tile<4xi8> -> tile<4xi32>
    %eu = exti %e8 unsigned : tile<4xi8> -> tile<4xi32>
    %t8 = constant <i32: [255, 256]> : tile<2xi32>
    %tr = trunci %t8 : tile<2xi32> -> tile<2xi8>
    print_tko "ext %d zext %d trunc %d\n", %es, %eu, %tr : tile<4xi32>, tile<4xi32>, tile<2xi8> -> token
  }
}
