// Seeds: the per-op "Examples" of the spec pages (tileir-spec-core-ops.md,
// tileir-spec-memory-ops.md) that write constants as `dense<...>`. NVIDIA's
// parser rejects that spelling; ours accepts it on input and always prints
// the `<type: ...>` form, which NVIDIA's parser reads.
//
// The bare op lines are wrapped in a module and an entry; op text is
// unchanged. The memory page's example is flattened onto one line with
// extraction damage (`token =% token0`); it is the 12.3.33 listing with the
// dense spelling, and is written out here with ordinary spacing.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 8.3.3 cuda_tile.constant.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: constant <i32: 0> : tile<i32>
// CHECK: constant <i64: 1> : tile<i64>
// CHECK: constant <i32: [0, 1, 2, 3]> : tile<4xi32>
// CHECK: constant <f32: 0.000000e+00> : tile<2x4xf32>
// CHECK: constant <f64: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf64>
cuda_tile.module @m {
  entry @e() {
%c0 = constant dense<0> : tile<i32>
%c1 = constant dense<1> : tile<i64>
%c2 = constant dense<[0, 1, 2, 3]> : tile<4xi32>
%c3 = constant dense<0.0> : tile<2x4xf32>
%c4 = constant dense<[0.0, 1.0, 2.0, 3.0]> : tile<4xf64>
  }
}

// -----

// 8.3.5 cuda_tile.extract.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[C1:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: %[[C2:[^ ,:]+]] = constant <i32: 2> : tile<i32>
// CHECK: %[[T:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<32x8xf32>
// CHECK: extract %[[T]][%[[C1]], %[[C2]]] : tile<32x8xf32> -> tile<4x2xf32>
cuda_tile.module @m {
  entry @e() {
%c1 = constant dense<1> : tile<i32>
%c2 = constant dense<2> : tile<i32>
%t = constant dense<0.0> : tile<32x8xf32>
%0 = extract %t[%c1, %c2]
    : tile<32x8xf32> -> tile<4x2xf32>
  }
}

// -----

// 8.3.6 cuda_tile.get_global.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: global @val <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
// CHECK: entry @example() {
// CHECK: get_global @val : tile<ptr<f32>>
cuda_tile.module @m {
global @val dense<[0.1, 0.2, 0.3, 0.4]> : tile<4xf32>

entry @example() {
  %ptr = get_global @val : tile<ptr<f32>>
  return
}
}

// -----

// 8.3.9 cuda_tile.global.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: global @val alignment = 128 <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
// CHECK: entry @example() {
cuda_tile.module @m {
global @val alignment = 128 dense<[0.1, 0.2, 0.3, 0.4]> : tile<4xf32>
entry @example() {}
}

// -----

// 8.3.13 cuda_tile.permute.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[A:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<2x4x8xf16>
// CHECK: permute %[[A]] [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
cuda_tile.module @m {
  entry @e() {
%arg0 = constant dense<0.0> : tile<2x4x8xf16>
%0 = permute %arg0 [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
  }
}

// -----

// 8.3.15 cuda_tile.reshape, first example.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[C:[^ ,:]+]] = constant <i8: 0> : tile<i8>
// CHECK: reshape %[[C]] : tile<i8> -> tile<1x1x1xi8>
// CHECK: %[[T:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<8x2xf32>
// CHECK: reshape %[[T]] : tile<8x2xf32> -> tile<2x2x4x1xf32>
cuda_tile.module @m {
  entry @e() {
%cst = constant dense<0> : tile<i8>
%0 = reshape %cst
    : tile<i8> -> tile<1x1x1xi8>

%t = constant dense<0.0> : tile<8x2xf32>
%1 = reshape %t
    : tile<8x2xf32> -> tile<2x2x4x1xf32>
  }
}

// -----

// 8.3.15 cuda_tile.reshape, second example.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[C:[^ ,:]+]] = constant <i32: {{\[}}[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
// CHECK: reshape %[[C]] : tile<2x4xi32> -> tile<2x2x2xi32>
// CHECK: %[[TMP:[^ ,:]+]] = reshape %[[C]] : tile<2x4xi32> -> tile<8xi32>
// CHECK: reshape %[[TMP]] : tile<8xi32> -> tile<2x2x2xi32>
cuda_tile.module @m {
  entry @e() {
  %cst = constant dense<[[0, 1, 2, 3], [4, 5, 6, 7]]>
      : tile<2x4xi32>
  %r0 = reshape %cst
: tile<2x4xi32> -> tile<2x2x2xi32>

%tmp = reshape %cst
    : tile<2x4xi32> -> tile<8xi32>

%r1 =  reshape %tmp
        : tile<8xi32> -> tile<2x2x2xi32>
  }
}

// -----

// 8.3.16 cuda_tile.scan.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<8x16xf32>
// CHECK: scan %[[IN]] dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x16xf32> -> tile<8x16xf32>
// CHECK-NEXT: (%[[A:[^ ,:]+]]: tile<f32>, %[[E:[^ ,:]+]]: tile<f32>) {
// CHECK-NEXT: %[[P:[^ ,:]+]] = mulf %[[A]], %[[E]] : tile<f32>
// CHECK-NEXT: yield %[[P]] : tile<f32>
cuda_tile.module @m {
  entry @e() {
%input = constant dense<0.0> : tile<8x16xf32>
%result = scan %input dim=1 reverse=false identities=[1.0 : f32] : tile<8x16xf32> -> tile<8x16xf32>
(%acc: tile<f32>, %elem: tile<f32>) {
  %prod = mulf %acc, %elem rounding<nearest_even>: tile<f32>
  yield %prod : tile<f32>
}
  }
}

// -----

// 8.6.2 cuda_tile.load_ptr_tko (memory page), written out.
// CHECK-LABEL: cuda_tile.module @m {
// CHECK: entry @e(%[[P:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[M:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: %[[PAD:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: load_ptr_tko weak %[[P]], %[[M]], %[[PAD]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
// CHECK: %[[T:[^ ,:]+]] = make_token : token
// CHECK: load_ptr_tko weak %[[P]], %[[M]], %[[PAD]] token=%[[T]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
cuda_tile.module @m {
  entry @e(%ptr: tile<ptr<f32>>) {
%mask = constant dense<1> : tile<i1>
%padding = constant dense<0.0> : tile<f32>
%result0, %res_token0 = load_ptr_tko weak %ptr, %mask, %padding : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
%token0 = make_token : token
%result1, %res_token1 = load_ptr_tko weak %ptr, %mask, %padding token=%token0 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
return
  }
}
