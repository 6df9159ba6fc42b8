// RUN: cutile-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s | cutile-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cutile-opt -allow-unregistered-dialect %s -mlir-print-op-generic | cutile-opt -allow-unregistered-dialect | FileCheck %s

// Tokens, alloca, and loads/stores through tiles of pointers. Pointer tiles
// come from an unregistered op so this file needs no other op family.

// CHECK-LABEL: cuda_tile.module @memory
cuda_tile.module @memory {
  // CHECK: entry @tokens
  entry @tokens() {
    // CHECK: %[[A:.*]] = make_token : token
    // CHECK: %[[B:.*]] = make_token : token
    // CHECK: join_tokens %[[A]], %[[B]] : token
    // CHECK: join_tokens %[[A]], %[[B]], %[[A]] : token
    %a = make_token : token
    %b = make_token : !cuda_tile.token
    %j = join_tokens %a, %b : token
    %k = join_tokens %a, %b, %a : token
  }

  // CHECK: entry @alloca
  entry @alloca() {
    // CHECK: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    // CHECK: alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    // CHECK: alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    %0 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %1 = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    %2 = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
  }

  // CHECK: entry @scalar(%[[P:.*]]: tile<ptr<f32>>, %[[M:.*]]: tile<i1>, %[[Z:.*]]: tile<f32>)
  entry @scalar(%p: tile<ptr<f32>>, %m: tile<i1>, %z: tile<f32>) {
    // CHECK: load_ptr_tko weak %[[P]] : tile<ptr<f32>> -> tile<f32>, token
    // CHECK: load_ptr_tko weak %[[P]], %[[M]], %[[Z]] : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    // CHECK: load_ptr_tko weak %[[P]], %[[M]], %[[Z]] token=%{{.*}} : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %v0, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %v1, %t1 = load_ptr_tko weak %p, %m, %z : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    %v2, %t2 = load_ptr_tko weak %p, %m, %z token=%t1 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
    // CHECK: store_ptr_tko weak %[[P]], %{{.*}} : tile<ptr<f32>>, tile<f32> -> token
    %t3 = store_ptr_tko weak %p, %v0 : tile<ptr<f32>>, tile<f32> -> token
  }

  // CHECK: entry @vector
  entry @vector() {
    %ptrs = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<i32>>
    %mask = "test.src"() : () -> !cuda_tile.tile<8xi1>
    %pad = "test.src"() : () -> !cuda_tile.tile<8xi32>
    %tok = make_token : token
    // Masked load without padding; orderings that need a scope get one.
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi1> -> tile<8xi32>, token
    %v0, %t0 = load_ptr_tko weak %ptrs, %mask : tile<8xptr<i32>>, tile<8xi1> -> tile<8xi32>, token
    // CHECK: load_ptr_tko relaxed device %{{.*}} : tile<8xptr<i32>> -> tile<8xi32>, token
    %v1, %t1 = load_ptr_tko relaxed device %ptrs : tile<8xptr<i32>> -> tile<8xi32>, token
    // CHECK: load_ptr_tko acquire sys %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
    %v2, %t2 = load_ptr_tko acquire sys %ptrs, %mask, %pad token=%tok : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
    // CHECK: load_ptr_tko relaxed tl_blk %{{.*}} optimization_hints = <sm_100 = {latency = 2}, sm_90 = {latency = 8}> : tile<8xptr<i32>> -> tile<8xi32>, token
    %v3, %t3 = load_ptr_tko relaxed tl_blk %ptrs optimization_hints = <sm_90 = {latency = 8}, sm_100 = {latency = 2}> : tile<8xptr<i32>> -> tile<8xi32>, token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
    %t4 = store_ptr_tko weak %ptrs, %v0, %mask : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
    // CHECK: store_ptr_tko relaxed device %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<i32>>, tile<8xi32> -> token
    %t5 = store_ptr_tko relaxed device %ptrs, %v1 token=%t4 : tile<8xptr<i32>>, tile<8xi32> -> token
    // CHECK: store_ptr_tko release sys %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} optimization_hints = <default = {latency = 5}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
    %t6 = store_ptr_tko release sys %ptrs, %v2, %mask token=%t5 optimization_hints = <default = {latency = 5}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
  }
}
