// RUN: cutile-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @+1 {{atomics cannot be weak; expected relaxed, acquire, release or acq_rel}}
    %0, %t = atomic_cas_tko weak device %p, %v, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_scope'}}
    %0, %t = atomic_cas_tko relaxed %p, %v, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i64>) {
    // expected-error @+1 {{values of type 'i64' cannot be swapped through pointers to 'i32'}}
    %0, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i32>>, tile<i64> -> tile<i64>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i16>>, %v: tile<i16>) {
    // expected-error @+1 {{compare-and-swap needs 32- or 64-bit integer or float elements, got 'i16'}}
    %0, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<ptr<i16>>, tile<i16> -> tile<i16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<i32>>
    %v = "test.src"() : () -> !cuda_tile.tile<8xi32>
    %m = "test.src"() : () -> !cuda_tile.tile<4xi1>
    // expected-error @+1 {{mask '!cuda_tile.tile<4xi1>' must have the shape of the pointer tile '!cuda_tile.tile<8xptr<i32>>'}}
    %0, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<4xi1> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    %w = "test.src"() : () -> !cuda_tile.tile<4xi32>
    // expected-error @+1 {{failed to verify that all of {pointers, cmp, val, result} have same shape}}
    %0, %t = "cuda_tile.atomic_cas_tko"(%p, %v, %w) {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (!cuda_tile.tile<!cuda_tile.ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<4xi32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @+1 {{atomics cannot be weak}}
    %0, %t = atomic_rmw_tko weak device %p, addf, %v : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-error @+1 {{mode 'add' needs i32 or i64 elements, got 'f32'}}
    %0, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>, %v: tile<i8>) {
    // expected-error @+1 {{mode 'umax' needs i32 or i64 elements, got 'i8'}}
    %0, %t = atomic_rmw_tko relaxed device %p, umax, %v : tile<ptr<i8>>, tile<i8> -> tile<i8>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @+1 {{mode 'addf' needs f16, bf16, f32 or f64 elements, got 'i32'}}
    %0, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16>>, %v: tile<f16>) {
    // expected-error @+1 {{mode 'xchg' needs 32- or 64-bit integer or float elements, got 'f16'}}
    %0, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i64>) {
    // expected-error @+1 {{operand elements of type 'i64' do not match the pointee type 'i32'}}
    %0, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<ptr<i32>>, tile<i64> -> tile<i64>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %p = "test.src"() : () -> !cuda_tile.tile<8x!cuda_tile.ptr<i32>>
    %v = "test.src"() : () -> !cuda_tile.tile<8xi32>
    %m = "test.src"() : () -> !cuda_tile.tile<2xi1>
    // expected-error @+1 {{mask '!cuda_tile.tile<2xi1>' must have the shape of the pointer tile}}
    %0, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<2xi1> -> tile<8xi32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %v: tile<i32>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'mode'}}
    %0, %t = atomic_rmw_tko relaxed device %p, nand, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>
    %r = "test.src"() : () -> !cuda_tile.tile<16xi32>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{cannot reduce into a gather_scatter_view; use a partition_view or strided_view}}
    %t = atomic_red_view_tko relaxed device %gv[%r], addf, %v : tile<16xf32>, gather_scatter_view<tile=(16), tensor_view<64xf32, strides=[1]>, sparse_dim=0>, tile<16xi32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), padding_value = zero, tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{cannot reduce into a view with a padding_value}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), padding_value = zero, tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{mode 'xchg' is not a reduction}}
    %t = atomic_red_view_tko relaxed device %pv[%i], xchg, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{view reductions support only 'relaxed' ordering, got 'acq_rel'}}
    %t = atomic_red_view_tko acq_rel device %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{view reductions support scopes tl_blk and device, not sys}}
    %t = atomic_red_view_tko relaxed sys %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{requires attribute 'memory_scope'}}
    %t = atomic_red_view_tko relaxed %pv[%i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<8xf32>
    // expected-error @+1 {{tile type '!cuda_tile.tile<8xf32>' does not match the view's tile '!cuda_tile.tile<16xf32>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<8xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{expected 1 index operands, one per dimension of the view, got 2}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{mode 'max' needs i32 or i64 elements, got 'f32'}}
    %t = atomic_red_view_tko relaxed device %pv[%i], max, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>
    %v = "test.src"() : () -> !cuda_tile.tile<16xf32>
    // expected-error @+1 {{unknown atomic mode 'sub'; expected and, or, xor, add, addf, max, min, umax or umin}}
    %t = atomic_red_view_tko relaxed device %pv[%i], sub, %v : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
  }
}
