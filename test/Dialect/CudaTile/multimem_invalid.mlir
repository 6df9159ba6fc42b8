// RUN: cutile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c = constant <f32: 1.0> : tile<f32>
    // expected-error @+1 {{multicast pointers are not supported for atomic_rmw_tko}}
    %0, %t = atomic_rmw_tko relaxed device %p, addf, %c : tile<ptr<f32, <multicast>>>, tile<f32> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c = constant <f32: 1.0> : tile<f32>
    // expected-error @+1 {{multicast pointers are not supported for atomic_cas_tko}}
    %0, %t = atomic_cas_tko relaxed device %p, %c, %c : tile<ptr<f32, <multicast>>>, tile<f32> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{cannot access a view over a multicast pointer; use the multimem ops}}
    %v, %t = load_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{floating-point elements reduce only with 'add', got 'max'}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{a weak access takes no memory scope}}
    %v, %t = multimem_load_reduce_view_tko weak device %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{memory ordering 'release' is not allowed; expected weak, relaxed or acquire}}
    %v, %t = multimem_load_reduce_view_tko release device %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{a relaxed access needs a memory scope (tl_blk, device or sys)}}
    %t = multimem_store_view_tko relaxed %pv, %c[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{memory ordering 'weak' is not allowed; expected relaxed or release}}
    %t = multimem_reduce_view_tko weak device %pv, %c[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{inbounds has 2 entries, expected one per index (1)}}
    %t = multimem_store_view_tko weak %pv, %c[%i] inbounds = [true, false] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<16xf32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c = constant <f32: 1.0> : tile<8xf32>
    // expected-error @+1 {{tile type '!cuda_tile.tile<8xf32>' does not match the view's tile '!cuda_tile.tile<16xf32>'}}
    %t = multimem_store_view_tko weak %pv, %c[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<8xf32>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    // expected-error @+1 {{needs a view of a tensor_view over a multicast pointer (ptr<T, <multicast>>), got '!cuda_tile.tensor_view<64xf32, strides=[1]>'}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<i8, <multicast>>> -> tensor_view<64xi8, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xi8, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{multimem needs 32- or 64-bit integer elements, got 'i8'}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xi8, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xi8>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [2] : tile<ptr<f16, <multicast>>> -> tensor_view<64xf16, strides=[2], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf16, strides=[2], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{an f16/bf16 multimem view needs exactly one stride statically equal to 1}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<64xf16, strides=[2], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @+1 {{a float multimem tile must be a multiple of 4 bytes, got '!cuda_tile.tile<1xf16>'}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(1), tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<1xf16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>) {
    // expected-error @+1 {{the tensor_view's pointer kind must be its base's}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<64xf32, strides=[1]>
  }
}
