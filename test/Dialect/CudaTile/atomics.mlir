// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: cuda_tile.module @atomics
cuda_tile.module @atomics {
  // CHECK: entry @cas
  entry @cas() {
    %ptrs = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<i32>>
    %cmp = "test.src"() : () -> !cuda_tile.tile<8xi32>
    %val = "test.src"() : () -> !cuda_tile.tile<8xi32>
    %mask = "test.src"() : () -> !cuda_tile.tile<8xi1>
    // CHECK: atomic_cas_tko relaxed device %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %0, %t0 = atomic_cas_tko relaxed device %ptrs, %cmp, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK: atomic_cas_tko acquire sys %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %1, %t1 = atomic_cas_tko acquire sys %ptrs, %cmp, %val, %mask : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    // CHECK: atomic_cas_tko acq_rel tl_blk %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %2, %t2 = atomic_cas_tko acq_rel tl_blk %ptrs, %cmp, %val, %mask token=%t1 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  }

  // CHECK: entry @cas_scalar(%[[P:.*]]: tile<ptr<f64>>, %[[C:.*]]: tile<f64>)
  entry @cas_scalar(%p: tile<ptr<f64>>, %c: tile<f64>) {
    // CHECK: atomic_cas_tko release device %[[P]], %[[C]], %[[C]] : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %0, %t0 = atomic_cas_tko release device %p, %c, %c : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }

  // CHECK: entry @rmw
  entry @rmw() {
    %fp = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<f32>>
    %fv = "test.src"() : () -> !cuda_tile.tile<8xf32>
    %ip = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<i64>>
    %iv = "test.src"() : () -> !cuda_tile.tile<8xi64>
    %mask = "test.src"() : () -> !cuda_tile.tile<8xi1>
    %tok = make_token : token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %0, %t0 = atomic_rmw_tko relaxed device %fp, addf, %fv : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} token=%{{.*}} : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %1, %t1 = atomic_rmw_tko relaxed device %fp, addf, %fv, token = %tok : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // CHECK: atomic_rmw_tko acq_rel sys %{{.*}}, xchg, %{{.*}}, %{{.*}} : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %2, %t2 = atomic_rmw_tko acq_rel sys %fp, xchg, %fv, %mask : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    // CHECK: atomic_rmw_tko acquire tl_blk %{{.*}}, and, %{{.*}}
    // CHECK: atomic_rmw_tko release device %{{.*}}, or, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, xor, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, add, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, max, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, min, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, umax, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, umin, %{{.*}}
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, xchg, %{{.*}} : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %3, %t3 = atomic_rmw_tko acquire tl_blk %ip, and, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %4, %t4 = atomic_rmw_tko release device %ip, or, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %5, %t5 = atomic_rmw_tko relaxed device %ip, xor, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %6, %t6 = atomic_rmw_tko relaxed device %ip, add, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %7, %t7 = atomic_rmw_tko relaxed device %ip, max, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %8, %t8 = atomic_rmw_tko relaxed device %ip, min, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %9, %t9 = atomic_rmw_tko relaxed device %ip, umax, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %10, %t10 = atomic_rmw_tko relaxed device %ip, umin, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %11, %t11 = atomic_rmw_tko relaxed device %ip, xchg, %iv : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
  }

  // CHECK: entry @rmw_f16(%[[P:.*]]: tile<ptr<bf16>>, %[[V:.*]]: tile<bf16>)
  entry @rmw_f16(%p: tile<ptr<bf16>>, %v: tile<bf16>) {
    // CHECK: atomic_rmw_tko relaxed device %[[P]], addf, %[[V]] : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    %0, %t0 = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
  }

  // CHECK: entry @red_view(%[[P:.*]]: tile<ptr<f32>>, %[[I:.*]]: tile<i32>)
  entry @red_view(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<64x64xf32>
    %tok = make_token : token
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%[[I]], %[[I]]], addf, %{{.*}} : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    %t0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%[[I]], %[[I]]], addf, %{{.*}} token = %{{.*}} : tile<64x64xf32>, partition_view<{{.*}}>, tile<i32> -> token
    %t1 = atomic_red_view_tko relaxed tl_blk %pv[%i, %i], addf, %v token = %tok : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token

    %ip = "test.src"() : () -> !cuda_tile.tile<ptr<i32>>
    %itv = make_tensor_view %ip, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %isv = make_strided_view %itv : strided_view<tile=(16), traversal_strides=[8], tensor_view<64xi32, strides=[1]>>
    %iv = "test.src"() : () -> !cuda_tile.tile<16xi32>
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%[[I]]], umax, %{{.*}} : tile<16xi32>, strided_view<tile=(16), traversal_strides=[8], tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    %t2 = atomic_red_view_tko relaxed device %isv[%i], umax, %iv : tile<16xi32>, strided_view<tile=(16), traversal_strides=[8], tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
  }
}
