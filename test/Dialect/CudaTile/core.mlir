// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// Every core and shape op once, in the short form NVIDIA's parser reads.

// CHECK-LABEL: cuda_tile.module @core
cuda_tile.module @core {
  // Visibility `public` is the default and is not printed; `constant` and
  // `alignment` are printed only when set.
  // CHECK: global @g alignment = 128 <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
  global @g alignment = 128 <f32: [0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
  // CHECK: global @pub <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
  global public @pub <f32: [1.0, 2.0]> : tile<2xf32>
  // CHECK: global private @dev <i32: 42> : tile<1xi32>
  global private @dev <i32: [42]> : tile<1xi32>
  // CHECK: global constant @ro alignment = 16 <i64: [1, 2]> : tile<2xi64>
  global constant @ro alignment = 16 <i64: [1, 2]> : tile<2xi64>
  // CHECK: global private constant @both <f16: [0.000000e+00, 1.000000e+00]> : tile<2xf16>
  global private constant @both <f16: [0.0, 1.0]> : tile<2xf16>

  // CHECK: entry @shapes(%[[P:.*]]: tile<ptr<f32>>)
  entry @shapes(%p: tile<ptr<f32>>) {
    // CHECK: %[[G:.*]] = get_global @g : tile<ptr<f32>>
    %g = get_global @g : tile<ptr<f32>>
    // CHECK: get_global @ro : tile<ptr<i64>>
    %ro = get_global @ro : !cuda_tile.tile<!cuda_tile.ptr<i64>>
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>

    // CHECK: iota : tile<8xi32>
    %iota = iota : tile<8xi32>
    // i1 may count to 1, i8 to 255.
    // CHECK: iota : tile<2xi1>
    %iota1 = iota : tile<2xi1>
    // CHECK: iota : tile<256xi8>
    %iota8 = iota : tile<256xi8>

    // CHECK: %[[T:.*]] = constant <f32: 0.000000e+00> : tile<2x4xf32>
    %t = constant <f32: 0.0> : tile<2x4xf32>
    // CHECK: %[[U:.*]] = constant <f32: 1.000000e+00> : tile<2x4xf32>
    %u = constant <f32: 1.0> : tile<2x4xf32>

    // CHECK: reshape %[[T]] : tile<2x4xf32> -> tile<8xf32>
    %r0 = reshape %t : tile<2x4xf32> -> tile<8xf32>
    // A scalar reshapes to any all-ones shape.
    // CHECK: reshape %[[P]] : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %r1 = reshape %p : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    // CHECK: broadcast %{{.*}} : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
    %b0 = broadcast %r1 : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
    // CHECK: broadcast %[[T]] : tile<2x4xf32> -> tile<2x4xf32>
    %b1 = broadcast %t : tile<2x4xf32> -> tile<2x4xf32>

    // CHECK: cat %[[T]], %[[U]] dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    %c0 = cat %t, %u dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    // CHECK: cat %[[T]], %[[U]] dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    %c1 = cat %t, %u dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>

    // CHECK: %[[I1:.*]] = constant <i32: 1> : tile<i32>
    %i1 = constant <i32: 1> : tile<i32>
    // CHECK: %[[I0:.*]] = constant <i32: 0> : tile<i32>
    %i0 = constant <i32: 0> : tile<i32>
    // CHECK: extract %[[T]][%[[I1]], %[[I0]]] : tile<2x4xf32> -> tile<1x4xf32>
    %e0 = extract %t[%i1, %i0] : tile<2x4xf32> -> tile<1x4xf32>
    // A 0-d source takes no indices.
    // CHECK: extract %[[P]][] : tile<ptr<f32>> -> tile<ptr<f32>>
    %e1 = extract %p[] : tile<ptr<f32>> -> tile<ptr<f32>>

    // CHECK: %[[V:.*]] = constant <f16: 0.000000e+00> : tile<2x4x8xf16>
    %v = constant <f16: 0.0> : tile<2x4x8xf16>
    // CHECK: permute %[[V]] [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    %pm = permute %v [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>

    // CHECK: %[[C:.*]] = constant <i1: [true, false, true, false]> : tile<4xi1>
    %cond = constant <i1: [true, false, true, false]> : tile<4xi1>
    // CHECK: %[[X:.*]] = constant <i64: [0, 1, 2, 3]> : tile<4xi64>
    %x = constant <i64: [0, 1, 2, 3]> : tile<4xi64>
    // CHECK: select %[[C]], %[[X]], %[[X]] : tile<4xi1>, tile<4xi64>
    %s0 = select %cond, %x, %x : tile<4xi1>, tile<4xi64>
    // CHECK: %[[Q:.*]] = broadcast
    %q = broadcast %r1 : tile<1x1xptr<f32>> -> tile<1x4xptr<f32>>
    %qq = reshape %q : tile<1x4xptr<f32>> -> tile<4xptr<f32>>
    // CHECK: select %[[C]], %{{.*}}, %{{.*}} : tile<4xi1>, tile<4xptr<f32>>
    %s1 = select %cond, %qq, %qq : tile<4xi1>, tile<4xptr<f32>>

    // CHECK: offset %{{.*}}, %[[X]] : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
    %o0 = offset %qq, %x : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
    // CHECK: offset %[[G]], %[[I1]] : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %o1 = offset %g, %i1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    return
  }

  // CHECK: entry @bytes()
  entry @bytes() {
    // CHECK: %[[H:.*]] = constant <f16: 0.000000e+00> : tile<64xf16>
    %h = constant <f16: 0.0> : tile<64xf16>
    // CHECK: pack %[[H]] : tile<64xf16> -> tile<128xi8>
    %0 = pack %h : tile<64xf16> -> tile<128xi8>
    // CHECK: %[[F4:.*]] = constant <f4E2M1FN: 0.000000e+00> : tile<64xf4E2M1FN>
    %f4 = constant <f4E2M1FN: 0.0> : tile<64xf4E2M1FN>
    // CHECK: pack %[[F4]] : tile<64xf4E2M1FN> -> tile<32xi8>
    %1 = pack %f4 : tile<64xf4E2M1FN> -> tile<32xi8>
    // tf32 is stored in 32 bits.
    // CHECK: %[[TF:.*]] = constant <tf32: 1.000000e+00> : tile<2xtf32>
    %tf = constant <tf32: 1.0> : tile<2xtf32>
    // CHECK: pack %[[TF]] : tile<2xtf32> -> tile<8xi8>
    %2 = pack %tf : tile<2xtf32> -> tile<8xi8>
    // CHECK: %[[B:.*]] = constant <i8: 0> : tile<64xi8>
    %b = constant <i8: 0> : tile<64xi8>
    // CHECK: unpack %[[B]] : tile<64xi8> -> tile<32xf16>
    %3 = unpack %b : tile<64xi8> -> tile<32xf16>
    // CHECK: unpack %[[B]] : tile<64xi8> -> tile<128xf4E2M1FN>
    %4 = unpack %b : tile<64xi8> -> tile<128xf4E2M1FN>
    // CHECK: unpack %[[B]] : tile<64xi8> -> tile<128xi4>
    %5 = unpack %b : tile<64xi8> -> tile<128xi4>
    // CHECK: pack %{{.*}} : tile<128xi4> -> tile<64xi8>
    %6 = pack %5 : tile<128xi4> -> tile<64xi8>
    // CHECK: unpack %[[B]] : tile<64xi8> -> tile<8xi64>
    %7 = unpack %b : tile<64xi8> -> tile<8xi64>
    // i1 packs eight to a byte.
    // CHECK: %[[BITS:.*]] = unpack %[[B]] : tile<64xi8> -> tile<512xi1>
    %8 = unpack %b : tile<64xi8> -> tile<512xi1>
    // CHECK: pack %[[BITS]] : tile<512xi1> -> tile<64xi8>
    %9 = pack %8 : tile<512xi1> -> tile<64xi8>
  }
}
