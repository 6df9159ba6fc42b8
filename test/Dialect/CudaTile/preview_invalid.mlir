// RUN: cutile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    %t = make_token : token
    // expected-error @+1 {{needs two leading token operands}}
    %r:3 = preview$call @f(%t, %x) : (!cuda_tile.token, !cuda_tile.tile<16xf32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    %t = make_token : token
    // expected-error @+1 {{needs two leading token results}}
    %r = preview$call @f(%t, %t, %x) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>) -> (!cuda_tile.tile<16xf32>)
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    %t = make_token : token
    // expected-error @+1 {{arguments after the two tokens must be tiles, not '!cuda_tile.token'}}
    %r:2 = preview$call @f(%t, %t, %t) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> (!cuda_tile.token, !cuda_tile.token)
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    %t = make_token : token
    // expected-error @+1 {{template arguments are strings, i64 integers or scalar types, not !cuda_tile.tile<16xf32>}}
    %r:2 = preview$call @f<[!cuda_tile.tile<16xf32>]>(%t, %t, %x) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>) -> (!cuda_tile.token, !cuda_tile.token)
  }
}
