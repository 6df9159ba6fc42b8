// mmaf (with fast_acc), mmaf_scaled, mmai.
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
  entry @mmaf_pairs() {
    %acc32 = constant <f32: 0.0> : tile<16x32xf32>
    %acc16 = constant <f16: 0.0> : tile<16x32xf16>
    %acc64 = constant <f64: 0.0> : tile<16x32xf64>
    %a16 = constant <f16: 0.0> : tile<16x8xf16>
    %b16 = constant <f16: 0.0> : tile<8x32xf16>
    %abf = constant <bf16: 0.0> : tile<16x8xbf16>
    %bbf = constant <bf16: 0.0> : tile<8x32xbf16>
    %atf = constant <tf32: 0.0> : tile<16x8xtf32>
    %btf = constant <tf32: 0.0> : tile<8x32xtf32>
    %a32 = constant <f32: 0.0> : tile<16x8xf32>
    %b32 = constant <f32: 0.0> : tile<8x32xf32>
    %a64 = constant <f64: 0.0> : tile<16x8xf64>
    %b64 = constant <f64: 0.0> : tile<8x32xf64>
    %ae4 = constant <f8E4M3FN: 0.0> : tile<16x8xf8E4M3FN>
    %be4 = constant <f8E4M3FN: 0.0> : tile<8x32xf8E4M3FN>
    %ae5 = constant <f8E5M2: 0.0> : tile<16x8xf8E5M2>
    %be5 = constant <f8E5M2: 0.0> : tile<8x32xf8E5M2>
    %0 = mmaf %a16, %b16, %acc32 : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
    %1 = mmaf %a16, %b16, %acc16 : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf16>
    %2 = mmaf %abf, %bbf, %acc32 : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf32>
    %3 = mmaf %atf, %btf, %acc32 : tile<16x8xtf32>, tile<8x32xtf32>, tile<16x32xf32>
    %4 = mmaf %a32, %b32, %acc32 : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
    %5 = mmaf %a64, %b64, %acc64 : tile<16x8xf64>, tile<8x32xf64>, tile<16x32xf64>
    %6 = mmaf %ae4, %be4, %acc32 : tile<16x8xf8E4M3FN>, tile<8x32xf8E4M3FN>, tile<16x32xf32>
    %7 = mmaf %ae5, %be5, %acc16 fast_acc : tile<16x8xf8E5M2>, tile<8x32xf8E5M2>, tile<16x32xf16>
    return
  }

  entry @mmaf_batched() {
    %a = constant <f16: 0.0> : tile<2x16x8xf16>
    %b = constant <f16: 0.0> : tile<2x8x32xf16>
    %c = constant <f32: 0.0> : tile<2x16x32xf32>
    %0 = mmaf %a, %b, %c : !cuda_tile.tile<2x16x8xf16>, !cuda_tile.tile<2x8x32xf16>, !cuda_tile.tile<2x16x32xf32>
    return
  }

  entry @mmai() {
    %a = constant <i8: 0> : tile<16x32xi8>
    %b = constant <i8: 0> : tile<32x8xi8>
    %c = constant <i32: 0> : tile<16x8xi32>
    %ba = constant <i8: 0> : tile<4x16x32xi8>
    %bb = constant <i8: 0> : tile<4x32x8xi8>
    %bc = constant <i32: 0> : tile<4x16x8xi32>
    %0 = mmai %a, %b, %c signed signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %1 = mmai %a, %b, %c unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
    %2 = mmai %ba, %bb, %bc signed unsigned : tile<4x16x32xi8>, tile<4x32x8xi8>, tile<4x16x8xi32>
    return
  }

  entry @mmaf_scaled() {
    %c = constant <f32: 0.0> : tile<16x32xf32>
    %a8 = constant <f8E4M3FN: 0.0> : tile<16x64xf8E4M3FN>
    %b8 = constant <f8E4M3FN: 0.0> : tile<64x32xf8E4M3FN>
    %a5 = constant <f8E5M2: 0.0> : tile<16x64xf8E5M2>
    %b5 = constant <f8E5M2: 0.0> : tile<64x32xf8E5M2>
    %a4 = constant <f4E2M1FN: 0.0> : tile<16x64xf4E2M1FN>
    %b4 = constant <f4E2M1FN: 0.0> : tile<64x32xf4E2M1FN>
    %ls2 = constant <f8E8M0FNU: 0.0> : tile<16x2xf8E8M0FNU>
    %rs2 = constant <f8E8M0FNU: 0.0> : tile<2x32xf8E8M0FNU>
    %ls4 = constant <f8E8M0FNU: 0.0> : tile<16x4xf8E8M0FNU>
    %rs4 = constant <f8E8M0FNU: 0.0> : tile<4x32xf8E8M0FNU>
    %ls4e = constant <f8E4M3FN: 0.0> : tile<16x4xf8E4M3FN>
    %rs4e = constant <f8E4M3FN: 0.0> : tile<4x32xf8E4M3FN>
    %0 = mmaf_scaled %a8, %b8, %c, %ls2, %rs2 : tile<16x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %1 = mmaf_scaled %a5, %b5, %c, %ls2, %rs2 : tile<16x64xf8E5M2>, tile<64x32xf8E5M2>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %2 = mmaf_scaled %a4, %b4, %c, %ls2, %rs2 : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %3 = mmaf_scaled %a4, %b4, %c, %ls4, %rs4 : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E8M0FNU>, tile<4x32xf8E8M0FNU>
    %4 = mmaf_scaled %a4, %b4, %c, %ls4e, %rs4e : tile<16x64xf4E2M1FN>, tile<64x32xf4E2M1FN>, tile<16x32xf32>, tile<16x4xf8E4M3FN>, tile<4x32xf8E4M3FN>
    return
  }

  entry @mmaf_scaled_batched() {
    %a = constant <f8E4M3FN: 0.0> : tile<2x16x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 0.0> : tile<2x64x32xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<2x16x32xf32>
    %ls = constant <f8E8M0FNU: 0.0> : tile<2x16x2xf8E8M0FNU>
    %rs = constant <f8E8M0FNU: 0.0> : tile<2x2x32xf8E8M0FNU>
    %0 = mmaf_scaled %a, %b, %c, %ls, %rs : tile<2x16x64xf8E4M3FN>, tile<2x64x32xf8E4M3FN>, tile<2x16x32xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
    return
  }
}
