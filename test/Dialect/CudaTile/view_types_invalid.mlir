// RUN: cutile-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

// expected-error @+1 {{tensor_view shape [4, 4] has rank 2 but strides [1] have rank 1}}
"test.src"() : () -> !cuda_tile.tensor_view<4x4xf32, strides=[1]>

// -----

// expected-error @+1 {{strides must be positive or '?', got 0}}
"test.src"() : () -> !cuda_tile.tensor_view<4xf32, strides=[0]>

// -----

// expected-error @+1 {{tensor_view sizes must be positive or '?', got [0, 4]}}
"test.src"() : () -> !cuda_tile.tensor_view<0x4xf32, strides=[4,1]>

// -----

// expected-error @+1 {{tensor_view element type must be an integer (i1, i8, i16, i32, i64) or floating-point type, got 'i4'}}
"test.src"() : () -> !cuda_tile.tensor_view<4xi4, strides=[1]>

// -----

// expected-error @+1 {{a 0-d tensor_view takes no strides}}
"test.src"() : () -> !cuda_tile.tensor_view<f32, strides=[]>

// -----

// expected-error @+1 {{expected ','}}
"test.src"() : () -> !cuda_tile.tensor_view<4xf32>

// -----

// expected-error @+1 {{tile rank 1 does not match the tensor_view rank 2}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4), tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @+1 {{tile dimensions must be positive powers of two, got 3}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4x3), tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @+1 {{a tile view needs at least one dimension}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(), tensor_view<f32>>

// -----

// expected-error @+1 {{dim_map must be a permutation, but dimension 0 appears twice}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0, 0]>

// -----

// expected-error @+1 {{dim_map entry 2 is not a tensor_view dimension (expected 0 to 1)}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[2, 0]>

// -----

// expected-error @+1 {{dim_map has 1 entries but the tile has rank 2}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0]>

// -----

// expected-error @+1 {{padding_value nan needs a floating-point element type, got 'i32'; only 'zero' pads integers}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4), padding_value = nan, tensor_view<8xi32, strides=[1]>>

// -----

// expected-error @+1 {{unknown padding_value 'one'; expected zero, neg_zero, nan, pos_inf or neg_inf}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4), padding_value = one, tensor_view<8xi32, strides=[1]>>

// -----

// expected-error @+1 {{expected a tensor_view type, got '!cuda_tile.tile<8xf32>'}}
"test.src"() : () -> !cuda_tile.partition_view<tile=(4), tile<8xf32>>

// -----

// expected-error @+1 {{strided_view has 1 traversal strides for a tile of rank 2}}
"test.src"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[2], tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @+1 {{traversal strides must be positive, got 0}}
"test.src"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[2,0], tensor_view<8x8xf32, strides=[8,1]>>

// -----

// expected-error @+1 {{padding_value pos_inf needs a floating-point element type}}
"test.src"() : () -> !cuda_tile.strided_view<tile=(4), traversal_strides=[2], padding_value = pos_inf, tensor_view<8xi8, strides=[1]>>

// -----

// expected-error @+1 {{dim_map must be a permutation}}
"test.src"() : () -> !cuda_tile.strided_view<tile=(4x4), traversal_strides=[2,2], tensor_view<8x8xf32, strides=[8,1]>, dim_map=[1, 1]>

// -----

// expected-error @+1 {{sparse_dim 2 is not a dimension of the rank-2 tensor_view}}
"test.src"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=2>

// -----

// expected-error @+1 {{tile dimensions must be positive powers of two, got 6}}
"test.src"() : () -> !cuda_tile.gather_scatter_view<tile=(6x4), tensor_view<8x8xf32, strides=[8,1]>, sparse_dim=0>

// -----

// expected-error @+1 {{padding_value neg_inf needs a floating-point element type}}
"test.src"() : () -> !cuda_tile.gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<8x8xi16, strides=[8,1]>, sparse_dim=0>
