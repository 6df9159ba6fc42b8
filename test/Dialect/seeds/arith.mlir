// Seeds: per-op examples of the arithmetic and math ops (appendix 12.3):
// cmpf, cmpi, mmaf, mmai, atan2, ceil, cos, exp2, exp, floor, log2, maxf,
// minf, negf, pow, rsqrt, sin, tanh, maxi, mini, mulhii, negi, xori.
// Seed comments are dropped; op text is unchanged. README.md maps each seed
// to its chunk here.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 12.3.2 cuda_tile.cmpf_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: %[[L0:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<f16>
// CHECK: %[[R0:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<f16>
// CHECK: cmpf equal ordered %[[L0]], %[[R0]] : tile<f16> -> tile<i1>
// CHECK: %[[L1:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<2x2xf16>
// CHECK: %[[R1:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<2x2xf16>
// CHECK: cmpf less_than unordered %[[L1]], %[[R1]] : tile<2x2xf16> -> tile<2x2xi1>
// CHECK: constant <f64: 0.000000e+00> : tile<2x2xf64>
// CHECK: constant <f64: 0.000000e+00> : tile<2x2xf64>
cuda_tile.module @ex_module {
  entry @example() {
     %lhs0 = constant <f16: 0.0> : tile<f16>
     %rhs0 = constant <f16: 0.0> : tile<f16>

     %x0 = cmpf equal ordered %lhs0, %rhs0 : tile<f16> -> tile<i1>

     %lhs1 = constant <f16: 0.0> : tile<2x2xf16>
     %rhs1 = constant <f16: 0.0> : tile<2x2xf16>

     %x2 = cmpf less_than unordered %lhs1, %rhs1 : tile<2x2xf16> -> tile<2x2xi1>

     %lhs2 = constant <f64: 0.0> : tile<2x2xf64>
     %rhs2 = constant <f64: 0.0> : tile<2x2xf64>
  }
}

// -----

// 12.3.3 cuda_tile.cmpi_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[L0:[^ ,:]+]] = constant <i16: 0> : tile<i16>
// CHECK: %[[R0:[^ ,:]+]] = constant <i16: 0> : tile<i16>
// CHECK: cmpi less_than %[[L0]], %[[R0]], signed : tile<i16> -> tile<i1>
// CHECK: %[[L1:[^ ,:]+]] = constant <i64: 0> : tile<2x2xi64>
// CHECK: %[[R1:[^ ,:]+]] = constant <i64: 0> : tile<2x2xi64>
// CHECK: cmpi equal %[[L1]], %[[R1]], signed : tile<2x2xi64> -> tile<2x2xi1>
cuda_tile.module @module {
  entry @example() {
     %lhs0 = constant <i16: 0> : tile<i16>
     %rhs0 = constant <i16: 0> : tile<i16>

     %x0 = cmpi less_than %lhs0, %rhs0, signed : tile<i16> -> tile<i1>

     %lhs1 = constant <i64: 0> : tile<2x2xi64>
     %rhs1 = constant <i64: 0> : tile<2x2xi64>

     %x1 = cmpi equal %lhs1, %rhs1, signed : tile<2x2xi64> -> tile<2x2xi1>
  }
}

// -----

// 12.3.9 cuda_tile.mmaf_0: a 2-d and a batched (3-d) mma.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[A0:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<4x8xf16>
// CHECK: %[[B0:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<8x2xf16>
// CHECK: %[[C0:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<4x2xf32>
// CHECK: mmaf %[[A0]], %[[B0]], %[[C0]] : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
// CHECK: %[[A1:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<2x4x8xf16>
// CHECK: %[[B1:[^ ,:]+]] = constant <f16: 0.000000e+00> : tile<2x8x2xf16>
// CHECK: %[[C1:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<2x4x2xf32>
// CHECK: mmaf %[[A1]], %[[B1]], %[[C1]] : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x4x2xf32>
cuda_tile.module @module {
  entry @example() {
     %lhs0 = constant <f16: 0.0> : tile<4x8xf16>
     %rhs0 = constant <f16: 0.0> : tile<8x2xf16>
     %acc0 = constant <f32: 0.0> : tile<4x2xf32>

     %0 = mmaf %lhs0, %rhs0, %acc0
         : tile<4x8xf16>, tile<8x2xf16>,
           tile<4x2xf32>

     %lhs1 = constant <f16: 0.0> : tile<2x4x8xf16>
     %rhs1 = constant <f16: 0.0> : tile<2x8x2xf16>
     %acc1 = constant <f32: 0.0> : tile<2x4x2xf32>

     %1 = mmaf %lhs1, %rhs1, %acc1
         : tile<2x4x8xf16>, tile<2x8x2xf16>,
           tile<2x4x2xf32>
  }
}

// -----

// 12.3.10 cuda_tile.mmai_0: signedness of each input is printed.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[A0:[^ ,:]+]] = constant <i8: 0> : tile<4x8xi8>
// CHECK: %[[B0:[^ ,:]+]] = constant <i8: 0> : tile<8x2xi8>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<4x2xi32>
// CHECK: mmai %[[A0]], %[[B0]], %[[C0]] signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
// CHECK: %[[A1:[^ ,:]+]] = constant <i8: 0> : tile<2x4x8xi8>
// CHECK: %[[B1:[^ ,:]+]] = constant <i8: 0> : tile<2x8x2xi8>
// CHECK: %[[C1:[^ ,:]+]] = constant <i32: 0> : tile<2x4x2xi32>
// CHECK: mmai %[[A1]], %[[B1]], %[[C1]] unsigned unsigned : tile<2x4x8xi8>, tile<2x8x2xi8>, tile<2x4x2xi32>
cuda_tile.module @module {
  entry @example() {
     %lhs0 = cuda_tile.constant <i8: 0> : tile<4x8xi8>
     %rhs0 = cuda_tile.constant <i8: 0> : tile<8x2xi8>
     %acc0 = cuda_tile.constant <i32: 0> : tile<4x2xi32>

     %0 = mmai %lhs0, %rhs0, %acc0 signed signed
         : tile<4x8xi8>, tile<8x2xi8>,
           tile<4x2xi32>

     %lhs1 = cuda_tile.constant <i8: 0> : tile<2x4x8xi8>
     %rhs1 = cuda_tile.constant <i8: 0> : tile<2x8x2xi8>
     %acc1 = cuda_tile.constant <i32: 0> : tile<2x4x2xi32>

     %1 = mmai %lhs1, %rhs1, %acc1 unsigned unsigned
         : tile<2x4x8xi8>, tile<2x8x2xi8>,
           tile<2x4x2xi32>
  }
}

// -----

// 12.3.34 cuda_tile.atan2_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_atan2() {
// CHECK: %[[X:[^ ,:]+]] = constant <f32: [1.000000e+00, -1.000000e+00, 0.000000e+00, 2.000000e+00]> : tile<4xf32>
// CHECK: %[[Y:[^ ,:]+]] = constant <f32: [1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00]> : tile<4xf32>
// CHECK: atan2 %[[X]], %[[Y]] : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_atan2() {
   %x = constant <f32: [1.0, -1.0, 0.0, 2.0]> : tile<4xf32>
   %y = constant <f32: [1.0,  1.0, 1.0, 0.0]> : tile<4xf32>
   %res = atan2 %x, %y : tile<4xf32>
  }
}

// -----

// 12.3.35 cuda_tile.ceil_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[S:[^ ,:]+]] = constant <f32: 5.000000e-01> : tile<f32>
// CHECK: ceil %[[S]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
    %source = constant <f32: 0.5> : tile<f32>
   %result = ceil %source : tile<f32>
  }
}

// -----

// 12.3.36 cuda_tile.cos_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_cos() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: cos %[[IN]] : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_cos() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res = cos %in : tile<4xf32>
  }
}

// -----

// 12.3.37 cuda_tile.exp2_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_exp2() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: exp2 %[[IN]] : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_exp2() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res = exp2 %in : tile<4xf32>
  }
}

// -----

// 12.3.38 cuda_tile.exp_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_exp() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: exp %[[IN]] : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_exp() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res = exp %in : tile<4xf32>
  }
}

// -----

// 12.3.39 cuda_tile.floor_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[S:[^ ,:]+]] = constant <f32: 1.500000e+00> : tile<f32>
// CHECK: floor %[[S]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
     %source = constant <f32: 1.5> : tile<f32>
     %result = floor %source : tile<f32>
  }
}

// -----

// 12.3.40 cuda_tile.log2_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_log2() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: log2 %[[IN]] : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_log2() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res = log2 %in : tile<4xf32>
  }
}

// -----

// 12.3.41 cuda_tile.maxf_0: static tensor_views, then maxf with each flag.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example_maxf(%[[P0:[^ ,:]+]]: tile<ptr<f32>>, %[[P1:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[V0:[^ ,:]+]] = make_tensor_view %[[P0]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
// CHECK: %[[V1:[^ ,:]+]] = make_tensor_view %[[P1]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
// CHECK: %[[PV0:[^ ,:]+]] = make_partition_view %[[V0]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
// CHECK: %[[PV1:[^ ,:]+]] = make_partition_view %[[V1]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[A:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV0]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
// CHECK: %[[B:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV1]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
// CHECK: maxf %[[A]], %[[B]] propagate_nan : tile<2x4xf32>
// CHECK: maxf %[[A]], %[[B]] : tile<2x4xf32>
// CHECK: maxf %[[A]], %[[B]] flush_to_zero : tile<2x4xf32>
cuda_tile.module @module {
    entry @example_maxf(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>) {
       %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
       %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
       %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
       %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
       %c0 = constant <i32: 0> : tile<i32>
       %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
       %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
       %4 = maxf %2, %3 propagate_nan : tile<2x4xf32>
       %5 = maxf %2, %3 : tile<2x4xf32>
       %6 = maxf %2, %3 flush_to_zero : tile<2x4xf32>
  }
}

// -----

// 12.3.42 cuda_tile.minf_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example_minf(%[[P0:[^ ,:]+]]: tile<ptr<f32>>, %[[P1:[^ ,:]+]]: tile<ptr<f32>>) {
// CHECK: %[[V0:[^ ,:]+]] = make_tensor_view %[[P0]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
// CHECK: %[[V1:[^ ,:]+]] = make_tensor_view %[[P1]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
// CHECK: %[[PV0:[^ ,:]+]] = make_partition_view %[[V0]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
// CHECK: %[[PV1:[^ ,:]+]] = make_partition_view %[[V1]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[A:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV0]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
// CHECK: %[[B:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV1]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
// CHECK: minf %[[A]], %[[B]] propagate_nan : tile<2x4xf32>
// CHECK: minf %[[A]], %[[B]] : tile<2x4xf32>
// CHECK: minf %[[A]], %[[B]] flush_to_zero : tile<2x4xf32>
cuda_tile.module @module {
    entry @example_minf(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>) {
       %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
       %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xf32, strides=[4,1]>
       %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
       %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>
       %c0 = constant <i32: 0> : tile<i32>
       %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
       %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>>, tile<i32> -> tile<2x4xf32>, token
       %4 = minf %2, %3 propagate_nan : tile<2x4xf32>
       %5 = minf %2, %3 : tile<2x4xf32>
       %6 = minf %2, %3 flush_to_zero : tile<2x4xf32>
  }
}

// -----

// 12.3.43 cuda_tile.negf_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[S:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<4xf32>
// CHECK: negf %[[S]] : tile<4xf32>
cuda_tile.module @module {
  entry @example() {
     %source = constant <f32: 0.0> : tile<4xf32>
     %result = negf %source : tile<4xf32>
  }
}

// -----

// 12.3.44 cuda_tile.pow_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[S:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<4xf32>
// CHECK: %[[E:[^ ,:]+]] = constant <f32: 2.000000e+00> : tile<4xf32>
// CHECK: pow %[[S]], %[[E]] : tile<4xf32>
cuda_tile.module @module {
  entry @example() {
     %source = constant <f32: 0.0> : tile<4xf32>
     %exponent = constant <f32: 2.0> : tile<4xf32>
     %result = pow %source, %exponent : tile<4xf32>
  }
}

// -----

// 12.3.45 cuda_tile.rsqrt_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_rsqrt() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: rsqrt %[[IN]] : tile<4xf32>
// CHECK: rsqrt %[[IN]] flush_to_zero : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_rsqrt() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res = rsqrt %in : tile<4xf32>

   %ftz_res = rsqrt %in flush_to_zero : tile<4xf32>
  }
}

// -----

// 12.3.46 cuda_tile.sin_0.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_sin() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: sin %[[IN]] : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_sin() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res = sin %in : tile<4xf32>
  }
}

// -----

// 12.3.47 cuda_tile.tanh_0: the default (full) rounding is not printed.
// CHECK-LABEL: cuda_tile.module @ex_module {
// CHECK: entry @example_tanh() {
// CHECK: %[[IN:[^ ,:]+]] = constant <f32: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf32>
// CHECK: tanh %[[IN]] : tile<4xf32>
// CHECK: tanh %[[IN]] rounding<approx> : tile<4xf32>
cuda_tile.module @ex_module {
  entry @example_tanh() {
   %in = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
   %res0 = tanh %in : tile<4xf32>

   %res1 = tanh %in rounding<approx> : tile<4xf32>
  }
}

// -----

// 12.3.48 cuda_tile.maxi_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example_maxi(%[[P0:[^ ,:]+]]: tile<ptr<i32>>, %[[P1:[^ ,:]+]]: tile<ptr<i32>>) {
// CHECK: %[[V0:[^ ,:]+]] = make_tensor_view %[[P0]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
// CHECK: %[[V1:[^ ,:]+]] = make_tensor_view %[[P1]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
// CHECK: %[[PV0:[^ ,:]+]] = make_partition_view %[[V0]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
// CHECK: %[[PV1:[^ ,:]+]] = make_partition_view %[[V1]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[A:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV0]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
// CHECK: %[[B:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV1]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
// CHECK: maxi %[[A]], %[[B]] unsigned : tile<2x4xi32>
// CHECK: maxi %[[A]], %[[B]] signed : tile<2x4xi32>
cuda_tile.module @module {
    entry @example_maxi(%arg0: tile<ptr<i32>>, %arg1: tile<ptr<i32>>) {
       %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
       %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
       %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
       %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
       %c0 = constant <i32: 0> : tile<i32>
       %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
       %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
       %4 = maxi %2, %3 unsigned : tile<2x4xi32>
       %5 = maxi %2, %3 signed : tile<2x4xi32>
  }
}

// -----

// 12.3.49 cuda_tile.mini_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example_mini(%[[P0:[^ ,:]+]]: tile<ptr<i32>>, %[[P1:[^ ,:]+]]: tile<ptr<i32>>) {
// CHECK: %[[V0:[^ ,:]+]] = make_tensor_view %[[P0]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
// CHECK: %[[V1:[^ ,:]+]] = make_tensor_view %[[P1]], shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
// CHECK: %[[PV0:[^ ,:]+]] = make_partition_view %[[V0]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
// CHECK: %[[PV1:[^ ,:]+]] = make_partition_view %[[V1]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
// CHECK: %[[C0:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[A:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV0]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
// CHECK: %[[B:[^ ,:]+]], %{{[^ ,:]+}} = load_view_tko weak %[[PV1]][%[[C0]], %[[C0]]] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
// CHECK: mini %[[A]], %[[B]] unsigned : tile<2x4xi32>
// CHECK: mini %[[A]], %[[B]] signed : tile<2x4xi32>
cuda_tile.module @module {
    entry @example_mini(%arg0: tile<ptr<i32>>, %arg1: tile<ptr<i32>>) {
       %0 = make_tensor_view %arg0, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
       %1 = make_tensor_view %arg1, shape = [2, 4], strides = [4, 1] : tensor_view<2x4xi32, strides=[4,1]>
       %p0 = make_partition_view %0 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
       %p1 = make_partition_view %1 : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>
       %c0 = constant <i32: 0> : tile<i32>
       %2, %token0 = load_view_tko weak %p0[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
       %3, %token1 = load_view_tko weak %p1[%c0, %c0] : partition_view<tile=(2x4), tensor_view<2x4xi32, strides=[4,1]>>, tile<i32> -> tile<2x4xi32>, token
       %4 = mini %2, %3 unsigned : tile<2x4xi32>
       %5 = mini %2, %3 signed : tile<2x4xi32>
  }
}

// -----

// 12.3.50 cuda_tile.mulhii_0. 2147483648 does not fit a signed i32; it is
// accepted as the unsigned bit pattern and may print as -2147483648.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[A:[^ ,:]+]] = constant <i32: {{-?}}2147483648> : tile<i32>
// CHECK: %[[B:[^ ,:]+]] = constant <i32: 2> : tile<i32>
// CHECK: mulhii %[[A]], %[[B]] : tile<i32>
// CHECK: muli %[[A]], %[[B]] : tile<i32>
cuda_tile.module @module {
  entry @example() {
     %a = constant <i32: 2147483648> : tile<i32>
     %b = constant <i32: 2> : tile<i32>
     %res_hi = mulhii %a, %b : tile<i32>
     %res_lo = muli %a, %b : tile<i32>
  }
}

// -----

// 12.3.51 cuda_tile.negi_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[S:[^ ,:]+]] = constant <i16: [0, 1, 2, 3]> : tile<4xi16>
// CHECK: negi %[[S]] : tile<4xi16>
cuda_tile.module @module {
  entry @example() {
     %source = constant <i16: [0, 1, 2, 3]> : tile<4xi16>
     %result = negi %source : tile<4xi16>
  }
}

// -----

// 12.3.52 cuda_tile.xori_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[L:[^ ,:]+]] = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
// CHECK: %[[R:[^ ,:]+]] = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
// CHECK: xori %[[L]], %[[R]] : tile<4xi32>
cuda_tile.module @module {
  entry @example() {
     %lhs = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
     %rhs = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
     %result = xori %lhs, %rhs : tile<4xi32>
  }
}
