// RUN: cutile-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    %a = make_token : token
    // expected-error @+1 {{joins two or more tokens, got 1}}
    %j = join_tokens %a : token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{alignment must be a power of two, got 12}}
    %0 = alloca num_elem = 4, alignment = 12 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{alignment 4 is below the 8-byte size of 'f64'}}
    %0 = alloca num_elem = 4, alignment = 4 : tile<ptr<f64>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{attribute 'num_elem' failed to satisfy constraint}}
    %0 = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{must be 0-d tile}}
    %0 = alloca num_elem = 4, alignment = 4 : tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<f32>>
    // expected-error @+1 {{result '!cuda_tile.tile<4xf32>' must have the shape of the pointer tile '!cuda_tile.tile<8xptr<f32>>' and its pointee type 'f32'}}
    %v, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{must have the shape of the pointer tile '!cuda_tile.tile<ptr<f32>>' and its pointee type 'f32'}}
    %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<f32>>
    %m = "test.src"() : () -> !cuda_tile.tile<4xi1>
    // expected-error @+1 {{mask '!cuda_tile.tile<4xi1>' must have the shape of the pointer tile '!cuda_tile.tile<8xptr<f32>>'}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<4xi1> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %m: tile<i32>) {
    // expected-error @+1 {{must be i1 tile}}
    %v, %t = load_ptr_tko weak %p, %m : tile<ptr<f32>>, tile<i32> -> tile<f32>, token
  }
}

// -----

// A padding value without a mask can only be written in generic form.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %z: tile<f32>) {
    // expected-error @+1 {{a padding value needs a mask}}
    %v, %t = "cuda_tile.load_ptr_tko"(%p, %z) {memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>} : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %m: tile<i1>, %z: tile<f16>) {
    // expected-error @+1 {{padding value type '!cuda_tile.tile<f16>' must be the result type '!cuda_tile.tile<f32>'}}
    %v, %t = load_ptr_tko weak %p, %m, %z : tile<ptr<f32>>, tile<i1>, tile<f16> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{memory ordering 'release' is not allowed on a load; expected weak, relaxed or acquire}}
    %v, %t = load_ptr_tko release device %p : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{memory ordering 'acq_rel' is not allowed on a load}}
    %v, %t = load_ptr_tko acq_rel device %p : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{a weak load takes no memory scope, but got 'device'}}
    %v, %t = load_ptr_tko weak device %p : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{a acquire load needs a memory scope (tl_blk, device or sys)}}
    %v, %t = load_ptr_tko acquire %p : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{optimization hint 'allow_tma' does not apply to this op; expected latency}}
    %v, %t = load_ptr_tko weak %p optimization_hints = <sm_100 = {allow_tma = true}> : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{latency for 'sm_100' must be between 1 and 10}}
    %v, %t = load_ptr_tko weak %p optimization_hints = <sm_100 = {latency = 11}> : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @+1 {{optimization hint 'num_cta_in_cga' does not apply to this op; expected latency}}
    %t = store_ptr_tko weak %p, %v optimization_hints = <sm_100 = {num_cta_in_cga = 2}> : tile<ptr<f32>>, tile<f32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<f32>) {
    %p = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<f32>>
    // expected-error @+1 {{stored value '!cuda_tile.tile<f32>' must have the shape of the pointer tile '!cuda_tile.tile<8xptr<f32>>' and its pointee type 'f32'}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<f32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<i32>) {
    // expected-error @+1 {{stored value '!cuda_tile.tile<i32>' must have the shape of the pointer tile '!cuda_tile.tile<ptr<f32>>' and its pointee type 'f32'}}
    %t = store_ptr_tko weak %p, %v : tile<ptr<f32>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %v = "test.src"() : () -> !cuda_tile.tile<8xf32>
    %p = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<f32>>
    %m = "test.src"() : () -> !cuda_tile.tile<2xi1>
    // expected-error @+1 {{mask '!cuda_tile.tile<2xi1>' must have the shape of the pointer tile}}
    %t = store_ptr_tko weak %p, %v, %m : tile<8xptr<f32>>, tile<8xf32>, tile<2xi1> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @+1 {{memory ordering 'acquire' is not allowed on a store; expected weak, relaxed or release}}
    %t = store_ptr_tko acquire device %p, %v : tile<ptr<f32>>, tile<f32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @+1 {{a release store needs a memory scope}}
    %t = store_ptr_tko release %p, %v : tile<ptr<f32>>, tile<f32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @+1 {{a weak store takes no memory scope, but got 'sys'}}
    %t = store_ptr_tko weak sys %p, %v : tile<ptr<f32>>, tile<f32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics'}}
    %v, %t = load_ptr_tko %p : tile<ptr<f32>> -> tile<f32>, token
  }
}
