// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// One case per verifier constraint of the conversion ops.

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{keeps the bits, so both element types need the same width; 'i32' has 32 bits and 'f16' has 16}}
    %0 = bitcast %i : tile<4xi32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{converts element by element, so the result '!cuda_tile.tile<2xf32>' must have the shape of the source '!cuda_tile.tile<4xi32>'}}
    %0 = bitcast %i : tile<4xi32> -> tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    // Pointers go through ptr_to_int / int_to_ptr, not bitcast.
    // expected-error @+1 {{operand #0 must be numeric tile}}
    %0 = bitcast %p : tile<ptr<f32>> -> tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{result element type 'i32' must be strictly wider than the source element type 'i32'}}
    %0 = exti %i signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{result element type 'i16' must be strictly wider than the source element type 'i32'}}
    %0 = exti %i unsigned : tile<4xi32> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{must have the shape of the source}}
    %0 = exti %i signed : tile<4xi32> -> tile<2x2xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{expected signedness}}
    %0 = exti %i : tile<4xi32> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{operand #0 must be integer or i4 tile}}
    %0 = exti %f signed : tile<4xf32> -> tile<4xf64>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{result element type 'i64' must be strictly narrower than the source element type 'i32'}}
    %0 = trunci %i : tile<4xi32> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{result element type 'i32' must be strictly narrower than the source element type 'i32'}}
    %0 = trunci %i overflow<no_wrap> : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{must have the shape of the source}}
    %0 = trunci %i : tile<4xi32> -> tile<8xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{source and result are both 'f32'; a conversion must change the element type}}
    %0 = ftof %f : tile<4xf32> -> tile<4xf32>
  }
}

// -----

// The modes NVIDIA's verifier takes per conversion (tileirdisasm's messages).
cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'negative_inf' is not supported here; a narrowing conversion takes 'nearest_even' or 'zero'}}
    %0 = ftof %f rounding<negative_inf> : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'nearest_away' is not supported here; a narrowing conversion takes 'nearest_even' or 'zero'}}
    %0 = ftof %f rounding<nearest_away> : tile<4xf32> -> tile<4xbf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %d = constant <f64: 1.0> : tile<4xf64>
    // expected-error @+1 {{rounding mode 'nearest_away' is not supported here; f64 -> f32 takes 'nearest_even', 'zero', 'negative_inf' or 'positive_inf'}}
    %0 = ftof %d rounding<nearest_away> : tile<4xf64> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'positive_inf' is not supported here; f32 -> tf32 takes 'nearest_even', 'zero' or 'nearest_away'}}
    %0 = ftof %f rounding<positive_inf> : tile<4xf32> -> tile<4xtf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'zero' is not supported here; converting to an 8- or 4-bit format takes only 'nearest_even'}}
    %0 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    %i = constant <i32: 1> : tile<2xi32>
    // expected-error @+1 {{all of {source, exponent} have same shape}}
    %0 = fpowi %f, %i : tile<4xf32>, tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'nearest_even' is not supported here; converting to f8E8M0FNU takes 'zero' or 'positive_inf'}}
    %0 = ftof %f : tile<4xf32> -> tile<4xf8E8M0FNU>
  }
}

// -----

// The syntax itself only takes the four IEEE modes and nearest_away.
cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'approx' is not accepted here}}
    %0 = ftof %f rounding<approx> : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{must have the shape of the source}}
    %0 = ftof %f : tile<4xf32> -> tile<2xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{operand #0 must be floating-point tile}}
    %0 = ftof %i : tile<4xi32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'zero' is not supported here; only 'nearest_int_to_zero' is}}
    %0 = "cuda_tile.ftoi"(%f) <{rounding_mode = #cuda_tile.rounding<zero>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{rounding mode 'zero' is not accepted here}}
    %0 = ftoi %f signed rounding<zero> : tile<4xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{must have the shape of the source}}
    %0 = ftoi %f signed : tile<4xf32> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %f = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{result #0 must be integer tile}}
    %0 = ftoi %f signed : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{cannot convert integers to f8E8M0FNU directly; convert to another float type first}}
    %0 = itof %i signed : tile<4xi32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{rounding mode 'zero' is not supported here; only 'nearest_even' is}}
    %0 = itof %i signed rounding<zero> : tile<4xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{must have the shape of the source}}
    %0 = itof %i unsigned : tile<4xi32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{operand #0 must be i64 tile}}
    %0 = int_to_ptr %i : tile<4xi32> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i64: 1> : tile<4xi64>
    // expected-error @+1 {{must have the shape of the source}}
    %0 = int_to_ptr %i : tile<4xi64> -> tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %i = constant <i64: 1> : tile<4xi64>
    // expected-error @+1 {{result #0 must be pointer tile}}
    %0 = int_to_ptr %i : tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{result #0 must be i64 tile}}
    %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{must have the shape of the source}}
    %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<2xi64>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{must have the shape of the source}}
    %0 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<2xptr<f16>>
  }
}

// -----

cuda_tile.module @m {
  entry @e(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{result #0 must be pointer tile}}
    %0 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<i64>
  }
}
