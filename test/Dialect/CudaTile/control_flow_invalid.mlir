// RUN: cutile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: 0.0> : tile<4xf32>
    // expected-error @+1 {{operand #0 must be i1 tile}}
    assert %c, "x" : tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %r = loop : tile<i1> {
      // expected-error @+1 {{'cuda_tile.break' op operand types () must match the result types of the enclosing 'loop' ('!cuda_tile.tile<i1>')}}
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    %r = loop : tile<i1> {
      %x = constant <f32: 1.0> : tile<f32>
      // expected-error @+1 {{'cuda_tile.break' op operand types ('!cuda_tile.tile<f32>')}}
      break %x : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %i: tile<i32>) {
    // expected-note @+1 {{the nearest enclosing op that is not an 'if' is 'cuda_tile.for'}}
    for %iv in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @+1 {{'cuda_tile.break' op must be inside a 'loop', directly or through 'if's only}}
        break
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @+1 {{'cuda_tile.break' op expects parent op to be one of 'cuda_tile.if, cuda_tile.loop'}}
    break
  }
}

// -----

cuda_tile.module @m {
  // expected-note @+1 {{the nearest enclosing op that is not an 'if' is 'cuda_tile.entry'}}
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @+1 {{'cuda_tile.continue' op must be inside a 'for' or a 'loop', directly or through 'if's only}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %f: tile<f32>) {
    %r = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
      // expected-error @+1 {{'cuda_tile.continue' op operand types ('!cuda_tile.tile<i32>') must match the loop-carried types of the enclosing 'cuda_tile.for' ('!cuda_tile.tile<f32>')}}
      continue %iv : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %f: tile<f32>) {
    %r = loop iter_values(%a = %i) : tile<i32> -> tile<f32> {
      // expected-error @+1 {{must match the loop-carried types of the enclosing 'cuda_tile.loop' ('!cuda_tile.tile<i32>')}}
      continue %f : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %f: tile<f32>) {
    // A `for` with carried values has no implicit `continue`; the empty one
    // that is implied does not match.
    // expected-error @+1 {{'cuda_tile.continue' op operand types () must match}}
    %r = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %j: tile<i64>) {
    // expected-error @+1 {{lower bound, upper bound and step must have the same type, got '!cuda_tile.tile<i32>', '!cuda_tile.tile<i64>' and '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%i, %j, %i) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @+1 {{operand #0 must be 0-d tile}}
    for %iv in (%f to %f, step %f) : tile<f32> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %i = constant <i32: 0> : tile<4xi32>
    // expected-error @+1 {{operand #0 must be 0-d tile}}
    for %iv in (%i to %i, step %i) : tile<4xi32> {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %f: tile<f32>) {
    // expected-error @+1 {{'iter_values' binds 1 values but the type list has 2}}
    %r = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %f) -> (tile<f32>, tile<f32>) {
      continue %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %f: tile<f32>) {
    // expected-error @+1 {{0-th init and 0-th region iter_arg have different type}}
    %r = "cuda_tile.for"(%i, %i, %i, %f) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %j: tile<i64>) {
    // expected-error @+1 {{induction variable has type '!cuda_tile.tile<i64>' but the bounds are '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%i, %i, %i) ({
    ^bb0(%iv: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %f: tile<f32>) {
    // expected-error @+1 {{0-th region iter_arg and 0-th loop result have different type}}
    %r = "cuda_tile.for"(%i, %i, %i, %f) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%a) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%i: tile<i32>, %p: tile<ptr<f32>>) {
    %v = make_tensor_view %p, shape = [%i], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // expected-error @+1 {{loop-carried value #0 has type '!cuda_tile.tensor_view<?xf32, strides=[1]>', but views cannot be carried through control flow}}
    %r = for %iv in (%i to %i, step %i) : tile<i32> iter_values(%a = %v) -> (tensor_view<?xf32, strides=[1]>) {
      continue %a : tensor_view<?xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %f: tile<f32>) {
    // expected-error @+1 {{operand #0 must be 0-d tile}}
    "cuda_tile.if"(%f) ({
      "cuda_tile.yield"() : () -> ()
    }, {}) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %f: tile<f32>) {
    // expected-error @+1 {{produces results, so it needs an 'else' region that yields them too}}
    %r = if %c -> (tile<f32>) {
      yield %f : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %f: tile<f32>, %i: tile<i32>) {
    // expected-error @+1 {{the else branch yields ('!cuda_tile.tile<i32>') must match the result types ('!cuda_tile.tile<f32>')}}
    %r = if %c -> (tile<f32>) {
      yield %f : tile<f32>
    } else {
      yield %i : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %f: tile<f32>) {
    // expected-error @+1 {{the then branch yields () must match the result types ('!cuda_tile.tile<f32>')}}
    %r = if %c -> (tile<f32>) {
    } else {
      yield %f : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %f: tile<f32>) {
    if %c {
      loop {
        // expected-error @+1 {{'cuda_tile.yield' op expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
        yield
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %i: tile<i32>) {
    for %iv in (%i to %i, step %i) : tile<i32> {
      if %c {
        // expected-error @+1 {{'cuda_tile.return' op cannot leave the kernel from inside 'cuda_tile.for'}}
        return
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>) {
    loop {
      // expected-error @+1 {{'cuda_tile.return' op must be directly inside an 'entry' or an 'if'}}
      return
    }
  }
}
