// RUN: cutile-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

// Operand and result types must agree.
cuda_tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f16>) {
    // expected-error @+1 {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.addf"(%a, %b) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

// Arithmetic takes f16, bf16, f32 and f64 only.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<4xf8E4M3FN>
    // expected-error @+1 {{operand #0 must be f16/bf16/f32/f64 tile}}
    %0 = addf %a, %a : tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<tf32>) {
    // expected-error @+1 {{operand #0 must be f16/bf16/f32/f64 tile}}
    %0 = sin %a : tile<tf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be f16/bf16/f32/f64 tile}}
    %0 = absf %a : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f64>) {
    // expected-error @+1 {{all of {source, exponent, result} have same type}}
    %0 = "cuda_tile.pow"(%a, %b) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f64>) {
    // expected-error @+1 {{all of {x, y, result} have same type}}
    %0 = "cuda_tile.atan2"(%a, %b) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f64>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>, %c: tile<f16>) {
    // expected-error @+1 {{all of {lhs, rhs, acc, result} have same type}}
    %0 = "cuda_tile.fma"(%a, %a, %c) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{all of {source, result} have same type}}
    %0 = "cuda_tile.negf"(%a) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f64>
  }
}

// -----

// flush_to_zero is f32-only, on every op that has it.
cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements, but the element type is 'f16'}}
    %0 = addf %a, %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = subf %a, %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<bf16>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = mulf %a, %a rounding<zero> flush_to_zero : tile<bf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = fma %a, %a, %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = divf %a, %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = sqrt %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = exp2 %a flush_to_zero : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = rsqrt %a flush_to_zero : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<bf16>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = maxf %a, %a propagate_nan flush_to_zero : tile<bf16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero is only supported on f32 elements}}
    %0 = minf %a, %a flush_to_zero : tile<f16>
  }
}

// -----

// addf/subf/mulf/fma take IEEE rounding modes only, in either syntax.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'approx' is not accepted here, expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf'}}
    %0 = addf %a, %a rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'bogus' is not accepted here}}
    %0 = fma %a, %a, %a rounding<bogus> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'full' is not allowed, expected one of: nearest_even, zero, negative_inf, positive_inf}}
    %0 = "cuda_tile.mulf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'nearest_int_to_zero' is not allowed}}
    %0 = "cuda_tile.subf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'approx' is not allowed}}
    %0 = "cuda_tile.fma"(%a, %a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'approx' is not allowed}}
    %0 = "cuda_tile.addf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// divf: approx and full exist only for f32.
cuda_tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{rounding<approx> is only supported on f32 elements, but the element type is 'f64'}}
    %0 = divf %a, %a rounding<approx> : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{rounding<full> is only supported on f32 elements, but the element type is 'f16'}}
    %0 = divf %a, %a rounding<full> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'nearest_int_to_zero' is not accepted here}}
    %0 = divf %a, %a rounding<nearest_int_to_zero> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'nearest_int_to_zero' is not allowed, expected one of: nearest_even, zero, negative_inf, positive_inf, approx, full}}
    %0 = "cuda_tile.divf"(%a, %a) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// sqrt: IEEE modes and approx (f32 only), no full.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'full' is not accepted here, expected one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx'}}
    %0 = sqrt %a rounding<full> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'full' is not allowed}}
    %0 = "cuda_tile.sqrt"(%a) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<bf16>) {
    // expected-error @+1 {{rounding<approx> is only supported on f32 elements}}
    %0 = sqrt %a rounding<approx> : tile<bf16>
  }
}

// -----

// exp and tanh: approx (f32 only) or full.
cuda_tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{rounding<approx> is only supported on f32 elements, but the element type is 'f16'}}
    %0 = exp %a rounding<approx> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'zero' is not accepted here, expected one of: 'approx', 'full'}}
    %0 = exp %a rounding<zero> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'nearest_even' is not allowed, expected one of: approx, full}}
    %0 = "cuda_tile.exp"(%a) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{rounding<approx> is only supported on f32 elements, but the element type is 'f64'}}
    %0 = tanh %a rounding<approx> : tile<f64>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'positive_inf' is not accepted here, expected one of: 'approx', 'full'}}
    %0 = tanh %a rounding<positive_inf> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{rounding mode 'zero' is not allowed, expected one of: approx, full}}
    %0 = "cuda_tile.tanh"(%a) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

// A comparison yields an i1 tile of the operands' shape.
cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<4xf32>
    // expected-error @+1 {{result is an i1 tile shaped like the operands}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<8xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{result #0 must be i1 tile}}
    %0 = cmpf equal ordered %a, %a : tile<f32> -> tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f16>) {
    // expected-error @+1 {{all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpf"(%a, %b) <{comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<equal>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be f16/bf16/f32/f64 tile}}
    %0 = cmpf equal ordered %a, %a : tile<i32> -> tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{unknown comparison predicate 'less', expected one of 'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}
    %0 = cmpf less ordered %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{unknown comparison ordering 'signed', expected one of 'ordered', 'unordered'}}
    %0 = cmpf equal signed %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expected comparison ordering (one of 'ordered', 'unordered')}}
    %0 = cmpf equal %a, %a : tile<f32> -> tile<i1>
  }
}

// -----

//===----------------------------------------------------------------------===//
// Integer and bitwise ops
//===----------------------------------------------------------------------===//

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{operand #0 must be integer tile}}
    %0 = addi %a, %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{operand #0 must be integer tile}}
    %0 = xori %a, %a : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i64>) {
    // expected-error @+1 {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.andi"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i32>
  }
}

// -----

// The shift amount has the type of the shifted value.
cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i8>) {
    // expected-error @+1 {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.shli"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i8>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i8>) {
    // expected-error @+1 {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.shri"(%a, %b) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i8>) -> !cuda_tile.tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i16>) {
    // expected-error @+1 {{all of {x, y, result} have same type}}
    %0 = "cuda_tile.mulhii"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i32>
  }
}

// -----

// Negation only has signed overflow.
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{overflow<no_unsigned_wrap> is not supported, negation only has signed overflow}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+2 {{expected ::cutile::ir::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @+1 {{failed to parse CT_IntegerOverflowAttr parameter 'value'}}
    %0 = addi %a, %a overflow<nsw> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{rounding<negative_inf> requires 'signed'}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{rounding mode 'nearest_even' is not allowed, expected one of: zero, negative_inf, positive_inf}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{expected signedness (one of 'signed', 'unsigned')}}
    %0 = maxi %a, %a : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{unknown signedness 'sign', expected one of 'signed', 'unsigned'}}
    %0 = remi %a, %a sign : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %a = "test.src"() : () -> !cuda_tile.tile<4xi32>
    // expected-error @+1 {{result is an i1 tile shaped like the operands}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<2x2xi1>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{operand #0 must be integer tile}}
    %0 = cmpi equal %a, %a, signed : tile<f32> -> tile<i1>
  }
}
