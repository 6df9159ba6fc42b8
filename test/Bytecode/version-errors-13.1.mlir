// Writing what 13.1 lacks is an error at the op, naming the field and the
// version it needs; nothing is written.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.1 --split-input-file --verify-diagnostics %s -o /dev/null

cuda_tile.module @kernels {
  entry @op(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.atan2' requires bytecode version 13.2, but the target is 13.1}}
    %0 = atan2 %x, %x : tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  entry @op13_3() {
    // expected-error @below {{'cuda_tile.alloca' requires bytecode version 13.3, but the target is 13.1}}
    %0 = alloca num_elem = 16, alignment = 16 : tile<ptr<f32>>
  }
}

// -----

cuda_tile.module @kernels {
  entry @unit(%lb: tile<i32>) {
    // expected-error @below {{attribute 'unsignedCmp' requires bytecode version 13.2, but the target is 13.1}}
    for unsigned %i in (%lb to %lb, step %lb) : tile<i32> {
    }
  }
}

// -----

cuda_tile.module @kernels {
  entry @later_default(%x: tile<f32>) {
    // The default is implied by 13.1, anything else needs 13.2.
    %0 = tanh %x rounding<full> : tile<f32>
    // expected-error @below {{attribute 'rounding_mode' = #cuda_tile.rounding<approx> requires bytecode version 13.2, but the target is 13.1 (which only has the default)}}
    %1 = tanh %x rounding<approx> : tile<f32>
  }
}

// -----

cuda_tile.module @kernels {
  entry @negi(%x: tile<i32>) {
    %0 = negi %x : tile<i32>
    // expected-error @below {{attribute 'overflow' = #cuda_tile.overflow<no_signed_wrap> requires bytecode version 13.2}}
    %1 = negi %x overflow<no_signed_wrap> : tile<i32>
  }
}

// -----

cuda_tile.module @kernels {
  entry @type() {
    // expected-error @below {{type 'f8E8M0FNU' requires bytecode version 13.2, but the target is 13.1 (in '!cuda_tile.tile<2xf8E8M0FNU>')}}
    %0 = constant <f8E8M0FNU: 1.0> : tile<2xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{type 'f4E2M1FN' requires bytecode version 13.3, but the target is 13.1 (in '(!cuda_tile.tile<f4E2M1FN>) -> ()')}}
  entry @signature(%x: tile<f4E2M1FN>) {
  }
}

// -----

cuda_tile.module @kernels {
  entry @print_result(%x: tile<f32>) {
    // An unused 13.2 token result is simply not written...
    print_tko "a %f", %x : tile<f32> -> token
    // expected-error @below {{result 'result_token' requires bytecode version 13.2 but is used, and the target is 13.1}}
    %t = print_tko "b %f", %x : tile<f32> -> token
    %u = join_tokens %t, %t : token
  }
}

// -----

cuda_tile.module @kernels {
  entry @print_token(%x: tile<f32>) {
    %t = make_token : token
    // expected-error @below {{optional operand 'token' requires bytecode version 13.2, but the target is 13.1}}
    print_tko "a %f", %x token = %t : tile<f32> -> token
  }
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{a constant global needs bytecode version 13.3, but the target is 13.1}}
  global constant @g <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

cuda_tile.module @kernels {
  // expected-error @below {{a private global needs bytecode version 13.3, but the target is 13.1}}
  global private @g <f32: [1.0, 2.0]> : tile<2xf32>
}
