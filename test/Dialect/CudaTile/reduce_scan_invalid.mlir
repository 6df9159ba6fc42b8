// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// The spec's reduce_0 as printed: the element argument is not 0-d.
cuda_tile.module @m {
  entry @k() {
    %v = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{body argument #0 must be a 0-d tile of operand #0's element type ('!cuda_tile.tile<f32>'), got '!cuda_tile.tile<2xf32>'}}
    %0 = reduce %v dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<2xf32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

// The spec's reduce_1 as printed: dim 0 of 8x64 leaves 64, not 8.
cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @+1 {{result #0 must be '!cuda_tile.tile<64xf32>' (operand #0 without dimension 0), got '!cuda_tile.tile<8xf32>'}}
    %0 = reduce %m dim=0 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @+1 {{dim 2 is out of range for operands of rank 2}}
    %0 = reduce %m dim=2 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%s: tile<f32>) {
    // expected-error @+1 {{dim 0 is out of range for operands of rank 0}}
    %0 = reduce %s dim=0 identities=[0.0 : f32] : tile<f32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @+1 {{attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
    %0 = reduce %m dim=-1 identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{has 2 identities for 1 operands; give one identity per operand}}
    %0 = reduce %m dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{identity #0 has type 'f16' but operand #0 has elements of type 'f32'}}
    %0 = reduce %m dim=0 identities=[0.0 : f16] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{identity #0 must be an integer or float constant, got "zero"}}
    %0 = reduce %m dim=0 identities=["zero"] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    %n = constant <f32: 0.0> : tile<16xf32>
    // expected-error @+1 {{operand #1 has type '!cuda_tile.tile<16xf32>' but all operands must have the shape of operand #0 ('!cuda_tile.tile<8xf32>')}}
    %0:2 = reduce %m, %n dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<8xf32>, tile<16xf32> -> tile<f32>, tile<f32>
      (%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %d: tile<f32>) {
        yield %a, %c : tile<f32>, tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{has 1 operands but 2 results; each operand yields one result}}
    %0:2 = reduce %m dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>, tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{needs at least one operand}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{body must take 2 arguments (an element and an accumulator per operand), got 1}}
    %0 = reduce %m dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>) {
        yield %e : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{body argument #1 must be a 0-d tile of operand #0's element type ('!cuda_tile.tile<f32>'), got '!cuda_tile.tile<i32>'}}
    %0 = reduce %m dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<i32>) {
        yield %e : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    %0 = reduce %m dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @+1 {{'cuda_tile.yield' op must yield 1 values (one accumulator per operand), got 2}}
        yield %e, %a : tile<f32>, tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8xf32>
    %0 = reduce %m dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %c = constant <i32: 0> : tile<i32>
        // expected-error @+1 {{'cuda_tile.yield' op operand #0 must be '!cuda_tile.tile<f32>', got '!cuda_tile.tile<i32>'}}
        yield %c : tile<i32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %m = constant <f32: 0.0> : tile<8xf32>
    %0 = reduce %m dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @+1 {{'cuda_tile.assert' op is not pure, but only pure ops may appear in the body of 'cuda_tile.reduce'}}
        assert %c, "no side effects here" : tile<i1>
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @+1 {{result #0 must have the type of operand #0 ('!cuda_tile.tile<8x64xf32>'), got '!cuda_tile.tile<8xf32>'}}
    %0 = scan %m dim=1 reverse=false identities=[0.0 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @+1 {{dim 3 is out of range for operands of rank 2}}
    %0 = scan %m dim=3 reverse=true identities=[0.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %m = constant <f32: 0.0> : tile<8x64xf32>
    // expected-error @+1 {{body argument #0 must be a 0-d tile of operand #0's element type ('!cuda_tile.tile<f32>'), got '!cuda_tile.tile<64xf32>'}}
    %0 = scan %m dim=0 reverse=false identities=[0.0 : f32] : tile<8x64xf32> -> tile<8x64xf32>
      (%e: tile<64xf32>, %a: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}
