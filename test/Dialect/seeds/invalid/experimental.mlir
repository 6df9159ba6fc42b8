// Appendix 12.3 seeds that use `experimental$...` and `internal$...` ops.
// None of them is in NVIDIA's public dialect, so neither its parser nor ours
// knows them; each chunk fails on the first such op. Seed comments are
// dropped; op text is unchanged. (12.3.70's alloca is public since 13.3 as
// plain `alloca`: see ../memory_alloca.mlir.)
// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// 12.3.30 cuda_tile.return_0.
cuda_tile.module @module {
   // expected-error @+1 {{custom op 'experimental$func' is unknown}}
   experimental$func @foo() -> (tile<i32>, tile<f16>) {
     %0 = constant <i32: 0> : tile<i32>
     %1 = constant <f16: 0.0> : tile<f16>
     return %0, %1 : tile<i32>, tile<f16>
   }
}

// -----

// 12.3.70 cuda_tile.experimental$alloca_0.
cuda_tile.module @ex_module {
  entry @free_kernel() {
   // expected-error @+1 {{custom op 'experimental$alloca' is unknown}}
   %0 = experimental$alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>

   %1 = experimental$alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
  }
}

// -----

// 12.3.72 cuda_tile.experimental$call_0.
cuda_tile.module @my_module {
// expected-error @+1 {{custom op 'experimental$func' is unknown}}
experimental$func @my_add(%0: !cuda_tile.tile<f32>, %1: !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> {
  %2 = addf %0, %1 rounding<zero> : !cuda_tile.tile<f32>
  return %2 : !cuda_tile.tile<f32>
}

entry @my_entry() {
  %0 = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<f32>
  %1 = cuda_tile.constant <f32: 1.0> : !cuda_tile.tile<f32>
  %2 = cuda_tile.experimental$call @my_add(%0, %1)
  : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// 12.3.74 cuda_tile.experimental$extern_elementwise_0.
cuda_tile.module @module {
  entry @example() {
     %arg = constant <f32: [0.0, 1.0, 2.0, 3.0]> : tile<4xf32>
    // expected-error @+1 {{custom op 'experimental$extern_elementwise' is unknown}}
    %0 = experimental$extern_elementwise %arg {libname = "libname",
        libpath = "/path/to/lib", pure = true, symbol = "symbol"} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

// 12.3.76 cuda_tile.experimental$generate_0.
cuda_tile.module @my_module {
 entry @my_entry() {
   // expected-error @+1 {{custom op 'cuda_tile.experimental$generate' is unknown}}
   %0 = cuda_tile.experimental$generate {
   ^bb0(%arg0: !cuda_tile.tile<i32>, %arg1: !cuda_tile.tile<i32>):
     %1 = cuda_tile.addi %arg0, %arg1 : !cuda_tile.tile<i32>
   cuda_tile.yield %1 : !cuda_tile.tile<i32>
 } : !cuda_tile.tile<16x16xi32>
}
}

// -----

// 12.3.77 cuda_tile.experimental$scatter_store_0.
cuda_tile.module @module {
  entry @example(%out_ptr: tile<ptr<f32>>) {
     %src = constant <f32: 0.0> : tile<8x32xf32>
     %dst = make_tensor_view %out_ptr, shape=[64, 128], strides=[128,1] : tensor_view<64x128xf32, strides=[128,1]>
     %index = constant <i32: [10, 11, 12, 13, 17, 18, 19, 20]> : tile<8xi32>
     %offset = constant <i32: 24> : tile<i32>
     %token = make_token : token
     // expected-error @+1 {{custom op 'experimental$scatter_store' is unknown}}
     %result_token = experimental$scatter_store %src, %dst, %index, [%offset] token = %token <{dim = 0 : i64}> :
     tile<8x32xf32>, tensor_view<64x128xf32, strides=[128,1]>, tile<8xi32>, tile<i32>, token -> token
  }
}

// -----

// 12.3.78 cuda_tile.internal$optimization_barrier_0. (The seed also lacks
// the module's closing brace; parsing stops at the first barrier anyway.)
cuda_tile.module @my_module {
  entry @my_entry() {
     %0 = cuda_tile.constant <i8: 1> : !cuda_tile.tile<i8>
     %1 = cuda_tile.reshape %0
       : !cuda_tile.tile<i8> -> !cuda_tile.tile<1xi8>
     // expected-error @+1 {{custom op 'cuda_tile.internal$optimization_barrier' is unknown}}
     %2 = cuda_tile.internal$optimization_barrier %1 : !cuda_tile.tile<1xi8>
     %3 = cuda_tile.reshape %2
         : !cuda_tile.tile<1xi8> -> !cuda_tile.tile<i8>

     %4 = cuda_tile.iota : !cuda_tile.tile<16xi32>
     %5 = cuda_tile.internal$optimization_barrier %4, keep_axis_info
         : !cuda_tile.tile<16xi32>
  }
