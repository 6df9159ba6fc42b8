// RUN: cutile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{div_by divisor must be a power of two, got 12}}
    %0 = assume div_by<12>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{div_by divisor must be a power of two, got 0}}
    %0 = assume div_by<0>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{div_by divisor must be at most 2^62}}
    %0 = assume div_by<9223372036854775808>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{div_by 'every' must be positive, got 0}}
    %0 = assume div_by<4, every 0 along 0>, %t : tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{expected 'along'}}
    %0 = assume div_by<4, every 4>, %t : tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @+1 {{div_by applies to a tile of integers or pointers or to a tensor_view, got '!cuda_tile.tile<f32>'}}
    %0 = assume div_by<4>, %f : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{div_by on a 0-d tile takes no 'every'/'along'}}
    %0 = assume div_by<4, every 1 along 0>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{div_by 'along' is 1 but the tile has rank 1}}
    %0 = assume div_by<4, every 4 along 1>, %t : tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<8xi32>
    // expected-error @+1 {{div_by 'every' is 16 but dimension 0 has only 8 elements}}
    %0 = assume div_by<4, every 16 along 0>, %t : tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // expected-error @+1 {{div_by on a tensor_view constrains its base address only and takes no 'every'/'along'}}
    %0 = assume div_by<16, every 4 along 0>, %v : tensor_view<?xf32, strides=[1]>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<4x8xi32>
    // expected-error @+1 {{same_elements has 1 group sizes but the tile has rank 2}}
    %0 = assume same_elements<[2]>, %t : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i32: 0> : tile<4x8xi32>
    // expected-error @+1 {{same_elements group size 16 for dimension 1 must be in [1, 8]}}
    %0 = assume same_elements<[1, 16]>, %t : tile<4x8xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{same_elements applies to a tile of integers or pointers, got '!cuda_tile.tile<4xf32>'}}
    %0 = assume same_elements<[1]>, %t : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{bounded lower bound 9 is greater than the upper bound 3}}
    %0 = assume bounded<9, 3>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %t = constant <i8: 0> : tile<4xi8>
    // expected-error @+1 {{bounded upper bound 200 does not fit 'i8' (range [-128, 127])}}
    %0 = assume bounded<0, 200>, %t : tile<4xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{bounded applies to a tile of integers, got '!cuda_tile.tile<ptr<f32>>'}}
    %0 = assume bounded<0, ?>, %p : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{unknown assume predicate 'aligned'; expected div_by, same_elements or bounded}}
    %0 = assume aligned<16>, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{expected an assume predicate (div_by, same_elements or bounded), got 16 : i64}}
    %0 = assume 16, %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i64>) {
    // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
    %0 = "cuda_tile.assume"(%n) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{format string has 2 conversions but 1 arguments are given}}
    %0 = print_tko "%d %d", %n : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{format string has 0 conversions but 1 arguments are given}}
    %0 = print_tko "100%%", %n : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{format string has a '%' that no conversion character (d, i, u, x, f, e, g, s, ...) completes}}
    %0 = print_tko "value %", %n : tile<i32> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // The 13.1 spelling is rejected with the name that replaced it.
    // expected-error @+1 {{13.2 renamed it 'print_tko', which returns a token; write `print_tko}}
    print "%d", %n : tile<i32>
  }
}
