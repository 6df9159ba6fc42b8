// Shape, conversion and core ops.
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
  global @g alignment = 128 <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
  global public @pub <f32: [1.0, 2.0]> : tile<2xf32>
  global private @dev <i32: [42]> : tile<1xi32>
  global constant @ro alignment = 16 <i64: [1, 2]> : tile<2xi64>
  global private constant @both <f16: [0.0, 1.0]> : tile<2xf16>

  entry @shapes(%p: tile<ptr<f32>>) {
    %g = get_global @g : tile<ptr<f32>>
    %ro = get_global @ro : !cuda_tile.tile<!cuda_tile.ptr<i64>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>

    %iota = iota : tile<8xi32>
    %iota1 = iota : tile<2xi1>
    %iota8 = iota : tile<256xi8>

    %t = constant <f32: 0.0> : tile<2x4xf32>
    %u = constant <f32: 1.0> : tile<2x4xf32>

    %r0 = reshape %t : tile<2x4xf32> -> tile<8xf32>
    %r1 = reshape %p : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %b0 = broadcast %r1 : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
    %b1 = broadcast %t : tile<2x4xf32> -> tile<2x4xf32>

    %c0 = cat %t, %u dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    %c1 = cat %t, %u dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>

    %i1 = constant <i32: 1> : tile<i32>
    %i0 = constant <i32: 0> : tile<i32>
    %e0 = extract %t[%i1, %i0] : tile<2x4xf32> -> tile<1x4xf32>
    %e1 = extract %p[] : tile<ptr<f32>> -> tile<ptr<f32>>

    %v = constant <f16: 0.0> : tile<2x4x8xf16>
    %pm = permute %v [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>

    %cond = constant <i1: [true, false, true, false]> : tile<4xi1>
    %x = constant <i64: [0, 1, 2, 3]> : tile<4xi64>
    %s0 = select %cond, %x, %x : tile<4xi1>, tile<4xi64>
    %q = broadcast %r1 : tile<1x1xptr<f32>> -> tile<1x4xptr<f32>>
    %qq = reshape %q : tile<1x4xptr<f32>> -> tile<4xptr<f32>>
    %s1 = select %cond, %qq, %qq : tile<4xi1>, tile<4xptr<f32>>

    %o0 = offset %qq, %x : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
    %o1 = offset %g, %i1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    return
  }

  entry @bytes() {
    %h = constant <f16: 0.0> : tile<64xf16>
    %0 = pack %h : tile<64xf16> -> tile<128xi8>
    %f4 = constant <f4E2M1FN: 0.0> : tile<64xf4E2M1FN>
    %1 = pack %f4 : tile<64xf4E2M1FN> -> tile<32xi8>
    %tf = constant <tf32: 1.0> : tile<2xtf32>
    %2 = pack %tf : tile<2xtf32> -> tile<8xi8>
    %b = constant <i8: 0> : tile<64xi8>
    %3 = unpack %b : tile<64xi8> -> tile<32xf16>
    %4 = unpack %b : tile<64xi8> -> tile<128xf4E2M1FN>
    %5 = unpack %b : tile<64xi8> -> tile<128xi4>
    %6 = pack %5 : tile<128xi4> -> tile<64xi8>
    %7 = unpack %b : tile<64xi8> -> tile<8xi64>
    %8 = unpack %b : tile<64xi8> -> tile<512xi1>
    %9 = pack %8 : tile<512xi1> -> tile<64xi8>
  }
}
