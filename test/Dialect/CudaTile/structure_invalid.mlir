// RUN: cutile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @+1 {{tile dimensions must be positive powers of two, got 3}}
  entry @k(%a: tile<3xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{kernel parameter #0 must be a 0-d tile}}
  entry @k(%a: tile<4xf32>) {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{num_cta_in_cga must be 1 on sm_80}}
  entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{num_cta_in_cga for 'sm_100' must be 1, 2, 4, 8 or 16}}
  entry @k() optimization_hints=<sm_100 = {num_cta_in_cga = 3}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{occupancy for 'default' must be between 1 and 32}}
  entry @k() optimization_hints=<default = {occupancy = 33}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unknown optimization hint target 'sm_90a'}}
  entry @k() optimization_hints=<sm_90a = {occupancy = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{hint 'latency' belongs on a load or store, not on an entry}}
  entry @k() optimization_hints=<sm_90 = {latency = 2}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{a tile kernel cannot return values}}
  entry @k() -> tile<i32> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{pointer element type must be an integer}}
  entry @k(%p: tile<ptr<ptr<f32>>>) {
  }
}
