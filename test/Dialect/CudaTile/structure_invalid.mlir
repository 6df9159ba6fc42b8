// RUN: cutile-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

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

// -----

cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{cannot return values: a tile kernel has no results}}
    return %n : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{is not allowed in a cuda_tile.module: only cuda_tile operations may appear here}}
  "test.other"() : () -> ()
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{num_worker_warps_per_cta for 'sm_100' must be a positive integer}}
  entry @k() optimization_hints=<sm_100 = {num_worker_warps_per_cta = 0}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{allow_tma for 'sm_90' must be true or false}}
  entry @k() optimization_hints=<sm_90 = {allow_tma = 3}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{unknown optimization hint 'num_threads'}}
  entry @k() optimization_hints=<sm_90 = {num_threads = 128}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{tile element type must be a number or a pointer, got 'i7'}}
  entry @k(%a: tile<i7>) {
  }
}
