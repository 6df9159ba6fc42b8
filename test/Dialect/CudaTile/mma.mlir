// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s

// mmaf / mmai / mmaf_scaled: every operand/accumulator pairing, plain and
// batched.

// CHECK-LABEL: cuda_tile.module @mma
cuda_tile.module @mma {
  entry @mmaf_pairs() {
    %acc32 = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %acc16 = "test.src"() : () -> !cuda_tile.tile<16x32xf16>
    %acc64 = "test.src"() : () -> !cuda_tile.tile<16x32xf64>
    %a16 = "test.src"() : () -> !cuda_tile.tile<16x8xf16>
    %b16 = "test.src"() : () -> !cuda_tile.tile<8x32xf16>
    %abf = "test.src"() : () -> !cuda_tile.tile<16x8xbf16>
    %bbf = "test.src"() : () -> !cuda_tile.tile<8x32xbf16>
    %atf = "test.src"() : () -> !cuda_tile.tile<16x8xtf32>
    %btf = "test.src"() : () -> !cuda_tile.tile<8x32xtf32>
    %a32 = "test.src"() : () -> !cuda_tile.tile<16x8xf32>
    %b32 = "test.src"() : () -> !cuda_tile.tile<8x32xf32>
    %a64 = "test.src"() : () -> !cuda_tile.tile<16x8xf64>
    %b64 = "test.src"() : () -> !cuda_tile.tile<8x32xf64>
    %ae4 = "test.src"() : () -> !cuda_tile.tile<16x8xf8E4M3FN>
    %be4 = "test.src"() : () -> !cuda_tile.tile<8x32xf8E4M3FN>
    %ae5 = "test.src"() : () -> !cuda_tile.tile<16x8xf8E5M2>
    %be5 = "test.src"() : () -> !cuda_tile.tile<8x32xf8E5M2>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
    %0 = mmaf %a16, %b16, %acc32 : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf16>
    %1 = mmaf %a16, %b16, %acc16 : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf16>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf32>
    %2 = mmaf %abf, %bbf, %acc32 : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xtf32>, tile<8x32xtf32>, tile<16x32xf32>
    %3 = mmaf %atf, %btf, %acc32 : tile<16x8xtf32>, tile<8x32xtf32>, tile<16x32xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
    %4 = mmaf %a32, %b32, %acc32 : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xf64>, tile<8x32xf64>, tile<16x32xf64>
    %5 = mmaf %a64, %b64, %acc64 : tile<16x8xf64>, tile<8x32xf64>, tile<16x32xf64>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<16x8xf8E4M3FN>, tile<8x32xf8E4M3FN>, tile<16x32xf32>
    %6 = mmaf %ae4, %be4, %acc32 : tile<16x8xf8E4M3FN>, tile<8x32xf8E4M3FN>, tile<16x32xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} fast_acc : tile<16x8xf8E5M2>, tile<8x32xf8E5M2>, tile<16x32xf16>
    %7 = mmaf %ae5, %be5, %acc16 fast_acc : tile<16x8xf8E5M2>, tile<8x32xf8E5M2>, tile<16x32xf16>
    return
  }

  entry @mmaf_batched() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x8xf16>
    %b = "test.src"() : () -> !cuda_tile.tile<2x8x32xf16>
    %c = "test.src"() : () -> !cuda_tile.tile<2x16x32xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<2x16x8xf16>, tile<2x8x32xf16>, tile<2x16x32xf32>
    %0 = mmaf %a, %b, %c : !cuda_tile.tile<2x16x8xf16>, !cuda_tile.tile<2x8x32xf16>, !cuda_tile.tile<2x16x32xf32>
    return
  }

  entry @mmai() {
    %a = "test.src"() : () -> !cuda_tile.tile<16x32xi8>
    %b = "test.src"() : () -> !cuda_tile.tile<32x8xi8>
    %c = "test.src"() : () -> !cuda_tile.tile<16x8xi32>
    %ba = "test.src"() : () -> !cuda_tile.tile<4x16x32xi8>
    %bb = "test.src"() : () -> !cuda_tile.tile<4x32x8xi8>
    %bc = "test.src"() : () -> !cuda_tile.tile<4x16x8xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed unsigned : tile<4x16x32xi8>, tile<4x32x8xi8>, tile<4x16x8xi32>
    %2 = mmai %ba, %bb, %bc signed unsigned : tile<4x16x32xi8>, tile<4x32x8xi8>, tile<4x16x8xi32>
    return
  }

  // Scales: lhs_scale [M, K/B], rhs_scale [K/B, N].
  entry @mmaf_scaled() {
    %c = "test.src"() : () -> !cuda_tile.tile<16x32xf32>
    %a8 = "test.src"() : () -> !cuda_tile.tile<16x64xf8E4M3FN>
    %b8 = "test.src"() : () -> !cuda_tile.tile<64x32xf8E4M3FN>
    %a5 = "test.src"() : () -> !cuda_tile.tile<16x64xf8E5M2>
    %b5 = "test.src"() : () -> !cuda_tile.tile<64x32xf8E5M2>
    %a4 = "test.src"() : () -> !cuda_tile.tile<16x64xf4E2M1FN>
    %b4 = "test.src"() : () -> !cuda_tile.tile<64x32xf4E2M1FN>
    %ls2 = "test.src"() : () -> !cuda_tile.tile<16x2xf8E8M0FNU>
    %rs2 = "test.src"() : () -> !cuda_tile.tile<2x32xf8E8M0FNU>
    %ls4 = "test.src"() : () -> !cuda_tile.tile<16x4xf8E8M0FNU>
    %rs4 = "test.src"() : () -> !cuda_tile.tile<4x32xf8E8M0FNU>
    %ls4e = "test.src"() : () -> !cuda_tile.tile<16x4xf8E4M3FN>
    %rs4e = "test.src"() : () -> !cuda_tile.tile<4x32xf8E4M3FN>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %0 = mmaf_scaled %a8, %b8, %c, %ls2, %rs2 : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf8E5M2>, tile<64x32xf8E5M2>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %1 = mmaf_scaled %a5, %b5, %c, %ls2, %rs2 : tile<16x64xf8E5M2>, tile<64x32xf8E5M2>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    // f4 with e8m0 scales: blocks of 32 or 16.
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %2 = mmaf_scaled %a4, %b4, %c, %ls2, %rs2 : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E8M0FNU>, tile<4x32xf8E8M0FNU>
    %3 = mmaf_scaled %a4, %b4, %c, %ls4, %rs4 : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E8M0FNU>, tile<4x32xf8E8M0FNU>
    // f4 with e4m3 scales: blocks of 16.
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
    %4 = mmaf_scaled %a4, %b4, %c, %ls4e, %rs4e : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
    return
  }

  entry @mmaf_scaled_batched() {
    %a = "test.src"() : () -> !cuda_tile.tile<2x16x64xf8E4M3FN>
    %b = "test.src"() : () -> !cuda_tile.tile<2x64x32xf8E4M3FN>
    %c = "test.src"() : () -> !cuda_tile.tile<2x16x32xf32>
    %ls = "test.src"() : () -> !cuda_tile.tile<2x16x2xf8E8M0FNU>
    %rs = "test.src"() : () -> !cuda_tile.tile<2x2x32xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<2x16x64xf8E4M3FN>, tile<2x64x32xf8E4M3FN>, tile<2x16x32xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<2x16x64xf8E4M3FN>, tile<2x64x32xf8E4M3FN>, tile<2x16x32xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
    return
  }
}
