// RUN: cutile-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>) {
    // expected-error @+1 {{base points to 'f16' but the tensor_view holds 'f32'}}
    %t = "cuda_tile.make_tensor_view"(%p) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!cuda_tile.tile<!cuda_tile.ptr<f16>>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{the tensor_view has 1 '?' sizes but 0 size operands were given}}
    %t = "cuda_tile.make_tensor_view"(%p, %n) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{the tensor_view has 0 '?' strides but 1 stride operands were given}}
    %t = "cuda_tile.make_tensor_view"(%p, %n) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %l: tile<i64>) {
    // expected-error @+1 {{dynamic sizes and strides must all have one type, got '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %t = "cuda_tile.make_tensor_view"(%p, %n, %l) {operandSegmentSizes = array<i32: 1, 1, 1>} : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %n = "test.src"() : () -> !cuda_tile.tile<4xi32>
    // expected-error @+1 {{must be variadic of 0-d tile of integer values}}
    %t = "cuda_tile.make_tensor_view"(%p, %n) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{shape has 1 entries but the tensor_view has rank 2}}
    %t = make_tensor_view %p, shape = [4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{strides entry 0 is 8 but the tensor_view type says 4}}
    %t = make_tensor_view %p, shape = [4, 4], strides = [8, 1] : tensor_view<4x4xf32, strides=[4,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{shape entry 0 is 4 but the tensor_view type says '?'}}
    %t = make_tensor_view %p, shape = [4, 4], strides = [4, 1] : tensor_view<?x4xf32, strides=[4,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{shape entry 1 is a value but the tensor_view type says 4}}
    %t = make_tensor_view %p, shape = [4, %n], strides = [4, 1] : tile<i32> -> tensor_view<4x4xf32, strides=[4,1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @+1 {{operand type '!cuda_tile.tensor_view<8xf32, strides=[1]>' is not the tensor_view of the result type ('!cuda_tile.tensor_view<16xf32, strides=[1]>')}}
    %v = "cuda_tile.make_partition_view"(%t) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @+1 {{is not the tensor_view of the result type}}
    %v = "cuda_tile.make_strided_view"(%t) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.strided_view<tile=(4), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @+1 {{is not the tensor_view of the result type}}
    %v = "cuda_tile.make_gather_scatter_view"(%t) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.gather_scatter_view<tile=(4), tensor_view<16xf32, strides=[1]>, sparse_dim=0>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @+1 {{expected a partition_view type, got '!cuda_tile.strided_view}}
    %v = make_partition_view %t : strided_view<tile=(4), traversal_strides=[2], tensor_view<8xf32, strides=[1]>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    // expected-error @+1 {{expected 2 results, one per dimension, got 1}}
    %d = "cuda_tile.get_tensor_shape"(%t) : (!cuda_tile.tensor_view<8x8xf32, strides=[8,1]>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @+1 {{all results must have one type, got '!cuda_tile.tile<i32>' and '!cuda_tile.tile<i64>'}}
    %d:2 = "cuda_tile.get_index_space_shape"(%v) : (!cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    // expected-error @+1 {{expected a partition_view, strided_view or gather_scatter_view, got '!cuda_tile.tensor_view<8x8xf32, strides=[8,1]>'}}
    %d:2 = get_index_space_shape %t : tensor_view<8x8xf32, strides=[8,1]> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @+1 {{expected 2 index operands, one per dimension of the view, got 1}}
    %x, %xt = load_view_tko weak %v[%i] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @+1 {{tile type '!cuda_tile.tile<4x8xf32>' does not match the view's tile '!cuda_tile.tile<4x4xf32>'}}
    %x, %xt = load_view_tko weak %v[%i, %i] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>, %x: tile<f16>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(1), tensor_view<8xf32, strides=[1]>>
    %x1 = "test.src"() : () -> !cuda_tile.tile<1xf16>
    // expected-error @+1 {{tile type '!cuda_tile.tile<1xf16>' does not match the view's tile '!cuda_tile.tile<1xf32>'}}
    %s = store_view_tko weak %x1, %v[%i] : tile<1xf16>, partition_view<tile=(1), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i64>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @+1 {{scalar indices must all have one type, but index #1 is '!cuda_tile.tile<i64>' and an earlier one '!cuda_tile.tile<i32>'}}
    %x, %xt = load_view_tko weak %v[%i, %j] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32>, tile<i64> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    %r = "test.src"() : () -> !cuda_tile.tile<4xi32>
    // expected-error @+1 {{index #1 must be a 0-d integer tile, got '!cuda_tile.tile<4xi32>'}}
    %x, %xt = load_view_tko weak %v[%i, %r] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32>, tile<4xi32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>
    // expected-error @+1 {{expected one index type for all indices or 2 index types, got 3}}
    %x, %xt = load_view_tko weak %v[%i, %i] : partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_gather_scatter_view %t : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>
    %r = "test.src"() : () -> !cuda_tile.tile<8xi32>
    // expected-error @+1 {{index #0 picks the rows of the sparse dimension and must be a 1-d tile of 4 integers, got '!cuda_tile.tile<8xi32>'}}
    %x, %xt = load_view_tko weak %v[%r, %i] : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
    %v = make_gather_scatter_view %t : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=1>
    // expected-error @+1 {{index #1 picks the rows of the sparse dimension and must be a 1-d tile of 4 integers, got '!cuda_tile.tile<i32>'}}
    %x, %xt = load_view_tko weak %v[%i, %i] : gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=1>, tile<i32> -> tile<4x4xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    // expected-error @+1 {{must be partition_view, strided_view or gather_scatter_view}}
    %x, %xt = "cuda_tile.load_view_tko"(%t, %i) {memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0>} : (!cuda_tile.tensor_view<8xf32, strides=[1]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    // expected-error @+1 {{memory ordering 'release' is not allowed on a load; expected weak, relaxed or acquire}}
    %x, %xt = load_view_tko release device %v[%i] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    // expected-error @+1 {{a weak load takes no memory scope, but got 'tl_blk'}}
    %x, %xt = load_view_tko weak tl_blk %v[%i] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    // expected-error @+1 {{a relaxed load needs a memory scope}}
    %x, %xt = load_view_tko relaxed %v[%i] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    // expected-error @+1 {{unknown memory ordering 'strong'; expected weak, relaxed, acquire, release or acq_rel}}
    %x, %xt = load_view_tko strong %v[%i] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    // expected-error @+1 {{optimization hint 'occupancy' does not apply to this op; expected latency or allow_tma}}
    %x, %xt = load_view_tko weak %v[%i] optimization_hints = <sm_90 = {occupancy = 2}> : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %x = "test.src"() : () -> !cuda_tile.tile<8xf32>
    // expected-error @+1 {{memory ordering 'acq_rel' is not allowed on a store; expected weak, relaxed or release}}
    %s = store_view_tko acq_rel sys %x, %v[%i] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %x = "test.src"() : () -> !cuda_tile.tile<8xf32>
    // expected-error @+1 {{a weak store takes no memory scope, but got 'device'}}
    %s = store_view_tko weak device %x, %v[%i] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %x = "test.src"() : () -> !cuda_tile.tile<8xf32>
    // expected-error @+1 {{a relaxed store needs a memory scope}}
    %s = store_view_tko relaxed %x, %v[%i] : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %x = "test.src"() : () -> !cuda_tile.tile<8xf32>
    // expected-error @+1 {{optimization hint 'num_cta_in_cga' does not apply to this op; expected latency or allow_tma}}
    %s = store_view_tko weak %x, %v[%i] optimization_hints = <sm_100 = {num_cta_in_cga = 2}> : tile<8xf32>, partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> token
  }
}
