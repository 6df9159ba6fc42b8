// Every op and modifier that bytecode 13.2 can express (the other round-trip
// files minus what needs a newer version), written at 13.2 and every later
// version. Exercises the older layouts: no flags word on for/mmaf/print_tko
// before their optional fields existed, the 13.1 partition_view padding byte,
// four-field globals, defaults implied for later attributes.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.2 %s -o %t.13.2
// RUN: cutile-translate --tilebc-to-mlir %t.13.2 | cutile-opt -o %t.out.13.2
// RUN: diff %t.ref %t.out.13.2
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: cutile-translate --tilebc-to-mlir %t.13.3 | cutile-opt -o %t.out.13.3
// RUN: diff %t.ref %t.out.13.3
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.2 | cutile-opt -o %t.nv.13.2 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.2 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.3 | cutile-opt -o %t.nv.13.3 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.3 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}

cuda_tile.module @kernels {
    global @core_g alignment = 128 <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
    global @core_pub <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
    global @coreconstant1_spec <f32: [1.000000e-01, 2.000000e-01, 3.000000e-01, 4.000000e-01]> : tile<4xf32>
    entry @arithfloat_unary(%arg0: tile<f32>) {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f16: 0.000000e+00> : tile<16xf16>
      %2 = constant <bf16: 0.000000e+00> : tile<2x2xbf16>
      %3 = constant <f64: 0.000000e+00> : tile<8xf64>
      %4 = absf %0 : tile<4x8xf32>
      %5 = absf %arg0 : tile<f32>
      %6 = ceil %1 : tile<16xf16>
      %7 = floor %2 : tile<2x2xbf16>
      %8 = cos %3 : tile<8xf64>
      %9 = cosh %0 : tile<4x8xf32>
      %10 = sin %1 : tile<16xf16>
      %11 = sinh %2 : tile<2x2xbf16>
      %12 = tan %3 : tile<8xf64>
      %13 = log %0 : tile<4x8xf32>
      %14 = log2 %arg0 : tile<f32>
      %15 = negf %2 : tile<2x2xbf16>
      %16 = exp2 %1 : tile<16xf16>
      %17 = exp2 %0 flush_to_zero : tile<4x8xf32>
      %18 = rsqrt %3 : tile<8xf64>
      %19 = rsqrt %0 flush_to_zero : tile<4x8xf32>
      return
    }
    entry @arithfloat_exp_tanh() {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f16: 0.000000e+00> : tile<16xf16>
      %2 = exp %1  : tile<16xf16>
      %3 = exp %0  : tile<4x8xf32>
      %4 = tanh %1  : tile<16xf16>
      %5 = tanh %0  : tile<4x8xf32>
      %6 = tanh %0 rounding<approx> : tile<4x8xf32>
      return
    }
    entry @arithfloat_sqrt() {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f64: 0.000000e+00> : tile<8xf64>
      %2 = sqrt %1  : tile<8xf64>
      %3 = sqrt %1  : tile<8xf64>
      %4 = sqrt %1 rounding<zero> : tile<8xf64>
      %5 = sqrt %0 rounding<negative_inf> flush_to_zero : tile<4x8xf32>
      %6 = sqrt %0 rounding<positive_inf> : tile<4x8xf32>
      %7 = sqrt %0 rounding<approx> : tile<4x8xf32>
      %8 = sqrt %0  flush_to_zero : tile<4x8xf32>
      return
    }
    entry @arithfloat_binary() {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f16: 0.000000e+00> : tile<16xf16>
      %2 = constant <bf16: 0.000000e+00> : tile<2x2xbf16>
      %3 = constant <f64: 0.000000e+00> : tile<8xf64>
      %4 = addf %0, %0  : tile<4x8xf32>
      %5 = addf %0, %0  : tile<4x8xf32>
      %6 = addf %0, %0 rounding<zero> flush_to_zero : tile<4x8xf32>
      %7 = subf %1, %1 rounding<negative_inf> : tile<16xf16>
      %8 = subf %0, %0  flush_to_zero : tile<4x8xf32>
      %9 = mulf %2, %2 rounding<positive_inf> : tile<2x2xbf16>
      %10 = mulf %3, %3  : tile<8xf64>
      %11 = fma %3, %3, %3  : tile<8xf64>
      %12 = fma %0, %0, %0 rounding<zero> flush_to_zero : tile<4x8xf32>
      %13 = remf %1, %1 : tile<16xf16>
      %14 = pow %3, %3 : tile<8xf64>
      %15 = atan2 %0, %0 : tile<4x8xf32>
      return
    }
    entry @arithfloat_divf() {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f64: 0.000000e+00> : tile<8xf64>
      %2 = divf %1, %1  : tile<8xf64>
      %3 = divf %1, %1 rounding<zero> : tile<8xf64>
      %4 = divf %0, %0 rounding<negative_inf> : tile<4x8xf32>
      %5 = divf %0, %0 rounding<positive_inf> flush_to_zero : tile<4x8xf32>
      %6 = divf %0, %0 rounding<approx> flush_to_zero : tile<4x8xf32>
      %7 = divf %0, %0 rounding<full> : tile<4x8xf32>
      return
    }
    entry @arithfloat_minmax() {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f16: 0.000000e+00> : tile<16xf16>
      %2 = maxf %1, %1 : tile<16xf16>
      %3 = maxf %1, %1 propagate_nan : tile<16xf16>
      %4 = maxf %0, %0 flush_to_zero propagate_nan : tile<4x8xf32>
      %5 = minf %0, %0 flush_to_zero : tile<4x8xf32>
      %6 = minf %0, %0 flush_to_zero propagate_nan : tile<4x8xf32>
      return
    }
    entry @arithfloat_cmpf(%arg0: tile<f64>) {
      %0 = constant <f32: 0.000000e+00> : tile<4x8xf32>
      %1 = constant <f16: 0.000000e+00> : tile<16xf16>
      %2 = cmpf equal ordered %0, %0 : tile<4x8xf32> -> tile<4x8xi1>
      %3 = cmpf not_equal unordered %0, %0 : tile<4x8xf32> -> tile<4x8xi1>
      %4 = cmpf less_than ordered %1, %1 : tile<16xf16> -> tile<16xi1>
      %5 = cmpf less_than_or_equal unordered %1, %1 : tile<16xf16> -> tile<16xi1>
      %6 = cmpf greater_than ordered %arg0, %arg0 : tile<f64> -> tile<i1>
      %7 = cmpf greater_than_or_equal unordered %arg0, %arg0 : tile<f64> -> tile<i1>
      return
    }
    entry @arithint_unary(%arg0: tile<i64>) {
      %0 = constant <i32: 0> : tile<4x8xi32>
      %1 = constant <i8: 0> : tile<16xi8>
      %2 = absi %0 : tile<4x8xi32>
      %3 = absi %arg0 : tile<i64>
      %4 = negi %1 : tile<16xi8>
      %5 = negi %1 : tile<16xi8>
      %6 = negi %0 overflow<no_signed_wrap> : tile<4x8xi32>
      %7 = negi %0 overflow<no_wrap> : tile<4x8xi32>
      return
    }
    entry @arithint_overflow() {
      %0 = constant <i32: 0> : tile<4x8xi32>
      %1 = constant <i16: 0> : tile<8xi16>
      %2 = addi %0, %0 : tile<4x8xi32>
      %3 = addi %0, %0 : tile<4x8xi32>
      %4 = addi %0, %0 overflow<no_signed_wrap> : tile<4x8xi32>
      %5 = subi %1, %1 overflow<no_unsigned_wrap> : tile<8xi16>
      %6 = subi %1, %1 : tile<8xi16>
      %7 = muli %0, %0 overflow<no_wrap> : tile<4x8xi32>
      %8 = muli %1, %1 : tile<8xi16>
      %9 = shli %0, %0 : tile<4x8xi32>
      %10 = shli %1, %1 overflow<no_signed_wrap> : tile<8xi16>
      return
    }
    entry @arithint_signedness() {
      %0 = constant <i32: 0> : tile<4x8xi32>
      %1 = constant <i64: 0> : tile<2xi64>
      %2 = maxi %0, %0 signed : tile<4x8xi32>
      %3 = maxi %1, %1 unsigned : tile<2xi64>
      %4 = mini %1, %1 signed : tile<2xi64>
      %5 = mini %0, %0 unsigned : tile<4x8xi32>
      %6 = remi %0, %0 signed : tile<4x8xi32>
      %7 = remi %1, %1 unsigned : tile<2xi64>
      %8 = shri %0, %0 signed : tile<4x8xi32>
      %9 = shri %1, %1 unsigned : tile<2xi64>
      %10 = mulhii %1, %1 : tile<2xi64>
      return
    }
    entry @arithint_divi() {
      %0 = constant <i32: 0> : tile<4x8xi32>
      %1 = divi %0, %0 signed : tile<4x8xi32>
      %2 = divi %0, %0 unsigned : tile<4x8xi32>
      %3 = divi %0, %0 signed rounding<negative_inf> : tile<4x8xi32>
      %4 = divi %0, %0 signed rounding<positive_inf> : tile<4x8xi32>
      %5 = divi %0, %0 unsigned rounding<positive_inf> : tile<4x8xi32>
      return
    }
    entry @arithint_cmpi(%arg0: tile<i1>) {
      %0 = constant <i32: 0> : tile<4x8xi32>
      %1 = constant <i8: 0> : tile<16xi8>
      %2 = cmpi equal %0, %0, signed : tile<4x8xi32> -> tile<4x8xi1>
      %3 = cmpi not_equal %0, %0, unsigned : tile<4x8xi32> -> tile<4x8xi1>
      %4 = cmpi less_than %1, %1, signed : tile<16xi8> -> tile<16xi1>
      %5 = cmpi less_than_or_equal %1, %1, unsigned : tile<16xi8> -> tile<16xi1>
      %6 = cmpi greater_than %arg0, %arg0, signed : tile<i1> -> tile<i1>
      %7 = cmpi greater_than_or_equal %arg0, %arg0, unsigned : tile<i1> -> tile<i1>
      return
    }
    entry @arithint_bitwise(%arg0: tile<i1>) {
      %0 = constant <i32: 0> : tile<4x8xi32>
      %1 = andi %0, %0 : tile<4x8xi32>
      %2 = ori %arg0, %arg0 : tile<i1>
      %3 = xori %0, %0 : tile<4x8xi32>
      return
    }
    entry @atomics_cas(%arg0: tile<ptr<i32>>) {
      %0 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
      %1 = broadcast %0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
      %2 = constant <i32: 0> : tile<8xi32>
      %3 = constant <i32: 0> : tile<8xi32>
      %4 = constant <i1: false> : tile<8xi1>
      %result, %result_token = atomic_cas_tko relaxed device %1, %2, %3 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
      %result_0, %result_token_1 = atomic_cas_tko acquire sys %1, %2, %3, %4 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
      %result_2, %result_token_3 = atomic_cas_tko acq_rel tl_blk %1, %2, %3, %4 token=%result_token_1 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
      return
    }
    entry @atomics_cas_scalar(%arg0: tile<ptr<f64>>, %arg1: tile<f64>) {
      %result, %result_token = atomic_cas_tko release device %arg0, %arg1, %arg1 : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
      return
    }
    entry @atomics_rmw(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<i64>>) {
      %0 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
      %1 = broadcast %0 : tile<1xptr<f32>> -> tile<8xptr<f32>>
      %2 = constant <f32: 0.000000e+00> : tile<8xf32>
      %3 = reshape %arg1 : tile<ptr<i64>> -> tile<1xptr<i64>>
      %4 = broadcast %3 : tile<1xptr<i64>> -> tile<8xptr<i64>>
      %5 = constant <i64: 0> : tile<8xi64>
      %6 = constant <i1: false> : tile<8xi1>
      %7 = make_token : token
      %result, %result_token = atomic_rmw_tko relaxed device %1, addf, %2 : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
      %result_0, %result_token_1 = atomic_rmw_tko relaxed device %1, addf, %2 token=%7 : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
      %result_2, %result_token_3 = atomic_rmw_tko acq_rel sys %1, xchg, %2, %6 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
      %result_4, %result_token_5 = atomic_rmw_tko acquire tl_blk %4, and, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_6, %result_token_7 = atomic_rmw_tko release device %4, or, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_8, %result_token_9 = atomic_rmw_tko relaxed device %4, xor, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_10, %result_token_11 = atomic_rmw_tko relaxed device %4, add, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_12, %result_token_13 = atomic_rmw_tko relaxed device %4, max, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_14, %result_token_15 = atomic_rmw_tko relaxed device %4, min, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_16, %result_token_17 = atomic_rmw_tko relaxed device %4, umax, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_18, %result_token_19 = atomic_rmw_tko relaxed device %4, umin, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      %result_20, %result_token_21 = atomic_rmw_tko relaxed device %4, xchg, %5 : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
      return
    }
    entry @atomics_rmw_f16(%arg0: tile<ptr<bf16>>, %arg1: tile<bf16>) {
      %result, %result_token = atomic_rmw_tko relaxed device %arg0, addf, %arg1 : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
      return
    }
    entry @atomics_red_view(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<i32>>) {
      %0 = make_tensor_view %arg0, shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
      %1 = make_partition_view %0 : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
      %2 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %3 = make_token : token
      %4 = ptr_to_ptr %arg2 : tile<ptr<i32>> -> tile<ptr<i32>>
      %5 = make_tensor_view %4, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
      %6 = constant <i32: 0> : tile<16xi32>
      return
    }
    entry @controlflow_k(%arg0: tile<i1>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<f32>, %arg5: tile<i64>) {
      assert %arg0, "scalar" : tile<i1>
      %0 = constant <i1: true> : tile<4xi1>
      assert %0, "vector" : tile<4xi1>
      for %arg6 in (%arg1 to %arg2, step %arg3) : tile<i32> {
      }
      for %arg6 in (%arg5 to %arg5, step %arg5) : tile<i64> {
      }
      %1:2 = for unsigned %arg6 in (%arg1 to %arg2, step %arg3) : tile<i32> iter_values(%arg7 = %arg4, %arg8 = %arg1) -> (tile<f32>, tile<i32>) {
        if %arg0 {
          continue %arg7, %arg8 : tile<f32>, tile<i32>
        }
        continue %arg7, %arg6 : tile<f32>, tile<i32>
      }
      %2:2 = if %arg0 -> (tile<f32>, tile<i32>) {
        yield %arg4, %arg1 : tile<f32>, tile<i32>
      } else {
        yield %1#0, %1#1 : tile<f32>, tile<i32>
      }
      if %arg0 {
      }
      if %arg0 {
      } else {
        return
      }
      if %arg0 {
        if %arg0 {
          return
        }
      }
      loop {
        if %arg0 {
          continue
        }
        break
      }
      %3 = loop iter_values(%arg6 = %arg1) : tile<i32> -> tile<f32> {
        if %arg0 {
          continue %arg6 : tile<i32>
        }
        break %arg4 : tile<f32>
      }
      loop iter_values(%arg6 = %arg4) : tile<f32> {
        if %arg0 {
          break
        }
        continue %arg6 : tile<f32>
      }
      %4 = loop : tile<f32> {
        break %arg4 : tile<f32>
      }
      %5 = loop iter_values(%arg6 = %arg4) : tile<f32> -> tile<f32> {
        if %arg0 {
        } else {
          break %arg4 : tile<f32>
        }
        continue %arg6 : tile<f32>
      }
      for %arg6 in (%arg1 to %arg2, step %arg3) : tile<i32> {
        loop iter_values(%arg7 = %arg6) : tile<i32> {
          if %arg0 {
            continue %arg7 : tile<i32>
          }
          break
        }
      }
      return
    }
    entry @conversion_numbers(%arg0: tile<ptr<f32>>) {
      %0 = constant <i32: [1, 2]> : tile<2xi32>
      %1 = constant <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
      %2 = constant <i8: [1, 2]> : tile<2xi8>
      %3 = bitcast %0 : tile<2xi32> -> tile<2xf32>
      %4 = bitcast %2 : tile<2xi8> -> tile<2xf8E4M3FN>
      %5 = bitcast %1 : tile<2xf32> -> tile<2xf32>
      %6 = exti %0 signed : tile<2xi32> -> tile<2xi64>
      %7 = exti %2 unsigned : tile<2xi8> -> tile<2xi16>
      %8 = trunci %0 : tile<2xi32> -> tile<2xi8>
      %9 = trunci %0 : tile<2xi32> -> tile<2xi16>
      %10 = trunci %0 overflow<no_signed_wrap> : tile<2xi32> -> tile<2xi16>
      %11 = trunci %0 overflow<no_unsigned_wrap> : tile<2xi32> -> tile<2xi8>
      %12 = trunci %0 overflow<no_wrap> : tile<2xi32> -> tile<2xi1>
      %13 = ftof %1  : tile<2xf32> -> tile<2xf16>
      %14 = ftof %1  : tile<2xf32> -> tile<2xbf16>
      %15 = ftof %1 rounding<zero> : tile<2xf32> -> tile<2xf8E8M0FNU>
      %16 = ftof %1 rounding<positive_inf> : tile<2xf32> -> tile<2xf8E8M0FNU>
      %17 = ftof %1  : tile<2xf32> -> tile<2xtf32>
      %18 = ftoi %1 signed  : tile<2xf32> -> tile<2xi32>
      %19 = ftoi %1 unsigned  : tile<2xf32> -> tile<2xi8>
      %20 = itof %0 signed  : tile<2xi32> -> tile<2xf32>
      %21 = itof %2 unsigned  : tile<2xi8> -> tile<2xf16>
      %22 = ptr_to_int %arg0 : tile<ptr<f32>> -> tile<i64>
      %23 = int_to_ptr %22 : tile<i64> -> tile<ptr<i8>>
      %24 = ptr_to_ptr %23 : tile<ptr<i8>> -> tile<ptr<f16>>
      %25 = ptr_to_ptr %arg0 : tile<ptr<f32>> -> tile<ptr<i32>>
      return
    }
    entry @core_shapes(%arg0: tile<ptr<f32>>) {
      %0 = get_global @core_g : tile<ptr<f32>>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
      %1 = iota : tile<8xi32>
      %2 = iota : tile<2xi1>
      %3 = iota : tile<256xi8>
      %4 = constant <f32: 0.000000e+00> : tile<2x4xf32>
      %5 = constant <f32: 1.000000e+00> : tile<2x4xf32>
      %6 = reshape %4 : tile<2x4xf32> -> tile<8xf32>
      %7 = reshape %arg0 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
      %8 = broadcast %7 : tile<1x1xptr<f32>> -> tile<4x8xptr<f32>>
      %9 = broadcast %4 : tile<2x4xf32> -> tile<2x4xf32>
      %10 = cat %4, %5 dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
      %11 = cat %4, %5 dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
      %12 = constant <i32: 1> : tile<i32>
      %13 = constant <i32: 0> : tile<i32>
      %14 = extract %4[%12, %13] : tile<2x4xf32> -> tile<1x4xf32>
      %15 = extract %arg0[] : tile<ptr<f32>> -> tile<ptr<f32>>
      %16 = constant <f16: 0.000000e+00> : tile<2x4x8xf16>
      %17 = permute %16 [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
      %18 = constant <i1: [true, false, true, false]> : tile<4xi1>
      %19 = constant <i64: [0, 1, 2, 3]> : tile<4xi64>
      %20 = select %18, %19, %19 : tile<4xi1>, tile<4xi64>
      %21 = broadcast %7 : tile<1x1xptr<f32>> -> tile<1x4xptr<f32>>
      %22 = reshape %21 : tile<1x4xptr<f32>> -> tile<4xptr<f32>>
      %23 = select %18, %22, %22 : tile<4xi1>, tile<4xptr<f32>>
      %24 = offset %22, %19 : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
      %25 = offset %0, %12 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
      return
    }
    entry @core_bytes() {
      %0 = constant <f16: 0.000000e+00> : tile<64xf16>
      %1 = constant <tf32: 1.000000e+00> : tile<2xtf32>
      %2 = constant <i8: 0> : tile<64xi8>
      return
    }
    entry @coreconstant1_ints() {
      %0 = constant <i1: true> : tile<i1>
      %1 = constant <i1: false> : tile<8xi1>
      %2 = constant <i1: [[true, false], [false, true]]> : tile<2x2xi1>
      %3 = constant <i8: [-1, 127, -128, 1]> : tile<4xi8>
      %4 = constant <i16: -1> : tile<i16>
      %5 = constant <i32: 305419896> : tile<i32>
      %6 = constant <i32: -2147483648> : tile<2x2xi32>
      %7 = constant <i64: [9223372036854775807, -9223372036854775808, -1, 0]> : tile<4xi64>
      %8 = constant <i32: 7> : tile<4xi32>
      %9 = constant <i32: [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tile<2x2x2xi32>
      %10 = constant <i16: 3> : tile<2xi16>
      return
    }
    entry @coreconstant1_floats() {
      %0 = constant <f16: 1.000000e+00> : tile<f16>
      %1 = constant <bf16: [1.500000e+00, -2.000000e+00]> : tile<2xbf16>
      %2 = constant <f32: [0x7F800000, 0xFF800000, 0x7FC00000, -0.000000e+00]> : tile<4xf32>
      %3 = constant <f16: 0x7C00> : tile<f16>
      %4 = constant <tf32: 2.500000e-01> : tile<4xtf32>
      %5 = constant <f64: [1.000000e-01, 0x7FF0000000000000]> : tile<2xf64>
      %6 = constant <f8E4M3FN: [1.000000e+00, -4.480000e+02]> : tile<2xf8E4M3FN>
      %7 = constant <f8E5M2: 5.734400e+04> : tile<f8E5M2>
      %8 = constant <f8E8M0FNU: 1.000000e+00> : tile<2xf8E8M0FNU>
      return
    }
    entry @coreconstant1_dense_input() {
      %0 = constant <i32: 0> : tile<i32>
      %1 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
      %2 = constant <f32: 0.000000e+00> : tile<2x4xf32>
      %3 = constant <f64: [0.000000e+00, -1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf64>
      %4 = constant <i1: [true, false]> : tile<2xi1>
      %5 = constant <i8: -1> : tile<i8>
      %6 = constant <f16: 3.000000e+00> : tile<2xf16>
      %7 = constant <f32: [[-1.500000e+00, 2.500000e-01]]> : tile<1x2xf32>
      return
    }
    entry @memory_tokens() {
      %0 = make_token : token
      %1 = make_token : token
      %2 = join_tokens %0, %1 : token
      %3 = join_tokens %0, %1, %0 : token
      return
    }
    entry @memory_alloca() {
      return
    }
    entry @memory_scalar(%arg0: tile<ptr<f32>>, %arg1: tile<i1>, %arg2: tile<f32>) {
      %result, %result_token = load_ptr_tko weak %arg0 : tile<ptr<f32>> -> tile<f32>, token
      %result_0, %result_token_1 = load_ptr_tko weak %arg0, %arg1, %arg2 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
      %result_2, %result_token_3 = load_ptr_tko weak %arg0, %arg1, %arg2 token=%result_token_1 : tile<ptr<f32>>, tile<i1>, tile<f32> -> tile<f32>, token
      %0 = store_ptr_tko weak %arg0, %result : tile<ptr<f32>>, tile<f32> -> token
      return
    }
    entry @memory_vector(%arg0: tile<ptr<i32>>) {
      %0 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
      %1 = broadcast %0 : tile<1xptr<i32>> -> tile<8xptr<i32>>
      %2 = constant <i1: false> : tile<8xi1>
      %3 = constant <i32: 0> : tile<8xi32>
      %4 = make_token : token
      %result, %result_token = load_ptr_tko weak %1, %2 : tile<8xptr<i32>>, tile<8xi1> -> tile<8xi32>, token
      %result_0, %result_token_1 = load_ptr_tko relaxed device %1 : tile<8xptr<i32>> -> tile<8xi32>, token
      %result_2, %result_token_3 = load_ptr_tko acquire sys %1, %2, %3 token=%4 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
      %result_4, %result_token_5 = load_ptr_tko relaxed tl_blk %1 optimization_hints = <sm_100 = {latency = 2}, sm_90 = {latency = 8}> : tile<8xptr<i32>> -> tile<8xi32>, token
      %5 = store_ptr_tko weak %1, %result, %2 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
      %6 = store_ptr_tko relaxed device %1, %result_0 token=%5 : tile<8xptr<i32>>, tile<8xi32> -> token
      %7 = store_ptr_tko release sys %1, %result_2, %2 token=%6 optimization_hints = <default = {latency = 5}> : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
      return
    }
    entry @misc_k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<f32>) {
      %0 = assume div_by<16>, %arg0 : tile<ptr<f32>>
      %1 = assume div_by<8>, %arg1 : tile<i32>
      %2 = constant <i16: [32, 64, 0, 0, 32, -32, 1024, 0]> : tile<8xi16>
      %3 = assume div_by<32, every 4 along 0>, %2 : tile<8xi16>
      %4 = constant <i32: 0> : tile<4x8xi32>
      %5 = assume div_by<4, every 4 along 1>, %4 : tile<4x8xi32>
      %6 = assume same_elements<[2, 4]>, %4 : tile<4x8xi32>
      %7 = assume same_elements<[]>, %arg1 : tile<i32>
      %8 = assume bounded<5, ?>, %2 : tile<8xi16>
      %9 = assume bounded<?, 100>, %arg1 : tile<i32>
      %10 = assume bounded<-32768, 32767>, %2 : tile<8xi16>
      %11 = assume bounded<?, ?>, %arg1 : tile<i32>
      %12 = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %13 = assume div_by<16>, %12 : tensor_view<?xf32, strides=[1]>
      %14 = print_tko "Hello world!\0A" -> token
      %15 = print_tko "%d and %+08.3f, 100%%", %arg1, %arg2 : tile<i32>, tile<f32> -> token
      %16 = print_tko "after %d", %arg1 token=%15 : tile<i32> -> token
      %17 = print_tko "just ordered" token=%14 -> token
      %18 = constant <f32: 0.000000e+00> : tile<4xf32>
      %19 = print_tko "%f", %18 : tile<4xf32> -> token
      return
    }
    entry @mma_mmaf_pairs() {
      %0 = constant <f32: 0.000000e+00> : tile<16x32xf32>
      %1 = constant <f16: 0.000000e+00> : tile<16x32xf16>
      %2 = constant <f64: 0.000000e+00> : tile<16x32xf64>
      %3 = constant <f16: 0.000000e+00> : tile<16x8xf16>
      %4 = constant <f16: 0.000000e+00> : tile<8x32xf16>
      %5 = constant <bf16: 0.000000e+00> : tile<16x8xbf16>
      %6 = constant <bf16: 0.000000e+00> : tile<8x32xbf16>
      %7 = constant <tf32: 0.000000e+00> : tile<16x8xtf32>
      %8 = constant <tf32: 0.000000e+00> : tile<8x32xtf32>
      %9 = constant <f32: 0.000000e+00> : tile<16x8xf32>
      %10 = constant <f32: 0.000000e+00> : tile<8x32xf32>
      %11 = constant <f64: 0.000000e+00> : tile<16x8xf64>
      %12 = constant <f64: 0.000000e+00> : tile<8x32xf64>
      %13 = constant <f8E4M3FN: 0.000000e+00> : tile<16x8xf8E4M3FN>
      %14 = constant <f8E4M3FN: 0.000000e+00> : tile<8x32xf8E4M3FN>
      %15 = constant <f8E5M2: 0.000000e+00> : tile<16x8xf8E5M2>
      %16 = constant <f8E5M2: 0.000000e+00> : tile<8x32xf8E5M2>
      %17 = mmaf %3, %4, %0 : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf32>
      %18 = mmaf %3, %4, %1 : tile<16x8xf16>, tile<8x32xf16>, tile<16x32xf16>
      %19 = mmaf %5, %6, %0 : tile<16x8xbf16>, tile<8x32xbf16>, tile<16x32xf32>
      %20 = mmaf %7, %8, %0 : tile<16x8xtf32>, tile<8x32xtf32>, tile<16x32xf32>
      %21 = mmaf %9, %10, %0 : tile<16x8xf32>, tile<8x32xf32>, tile<16x32xf32>
      %22 = mmaf %11, %12, %2 : tile<16x8xf64>, tile<8x32xf64>, tile<16x32xf64>
      %23 = mmaf %13, %14, %0 : tile<16x8xf8E4M3FN>, tile<8x32xf8E4M3FN>, tile<16x32xf32>
      return
    }
    entry @mma_mmaf_batched() {
      %0 = constant <f16: 0.000000e+00> : tile<2x16x8xf16>
      %1 = constant <f16: 0.000000e+00> : tile<2x8x32xf16>
      %2 = constant <f32: 0.000000e+00> : tile<2x16x32xf32>
      %3 = mmaf %0, %1, %2 : tile<2x16x8xf16>, tile<2x8x32xf16>, tile<2x16x32xf32>
      return
    }
    entry @mma_mmai() {
      %0 = constant <i8: 0> : tile<16x32xi8>
      %1 = constant <i8: 0> : tile<32x8xi8>
      %2 = constant <i32: 0> : tile<16x8xi32>
      %3 = constant <i8: 0> : tile<4x16x32xi8>
      %4 = constant <i8: 0> : tile<4x32x8xi8>
      %5 = constant <i32: 0> : tile<4x16x8xi32>
      %6 = mmai %0, %1, %2 signed signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
      %7 = mmai %0, %1, %2 unsigned signed : tile<16x32xi8>, tile<32x8xi8>, tile<16x8xi32>
      %8 = mmai %3, %4, %5 signed unsigned : tile<4x16x32xi8>, tile<4x32x8xi8>, tile<4x16x8xi32>
      return
    }
    entry @mma_mmaf_scaled() {
      %0 = constant <f32: 0.000000e+00> : tile<16x32xf32>
      %1 = constant <f8E4M3FN: 0.000000e+00> : tile<16x64xf8E4M3FN>
      %2 = constant <f8E4M3FN: 0.000000e+00> : tile<64x32xf8E4M3FN>
      %3 = constant <f8E5M2: 0.000000e+00> : tile<16x64xf8E5M2>
      %4 = constant <f8E5M2: 0.000000e+00> : tile<64x32xf8E5M2>
      %5 = constant <f8E8M0FNU: 5.877470e-39> : tile<16x2xf8E8M0FNU>
      %6 = constant <f8E8M0FNU: 5.877470e-39> : tile<2x32xf8E8M0FNU>
      %7 = constant <f8E8M0FNU: 5.877470e-39> : tile<16x4xf8E8M0FNU>
      %8 = constant <f8E8M0FNU: 5.877470e-39> : tile<4x32xf8E8M0FNU>
      %9 = constant <f8E4M3FN: 0.000000e+00> : tile<16x4xf8E4M3FN>
      %10 = constant <f8E4M3FN: 0.000000e+00> : tile<4x32xf8E4M3FN>
      return
    }
    entry @mma_mmaf_scaled_batched() {
      %0 = constant <f8E4M3FN: 0.000000e+00> : tile<2x16x64xf8E4M3FN>
      %1 = constant <f8E4M3FN: 0.000000e+00> : tile<2x64x32xf8E4M3FN>
      %2 = constant <f32: 0.000000e+00> : tile<2x16x32xf32>
      %3 = constant <f8E8M0FNU: 5.877470e-39> : tile<2x16x2xf8E8M0FNU>
      %4 = constant <f8E8M0FNU: 5.877470e-39> : tile<2x2x32xf8E8M0FNU>
      return
    }
    entry @reducescan_k() {
      %0 = constant <f32: 0.000000e+00> : tile<8xf32>
      %1 = constant <f32: 0.000000e+00> : tile<8x64xf32>
      %2 = constant <i32: 0> : tile<8x64xi32>
      %3 = reduce %0 dim=0 identities=[0.000000e+00 : f32] : tile<8xf32> -> tile<f32> 
      (%arg0: tile<f32>, %arg1: tile<f32>) {
        %8 = addf %arg0, %arg1  : tile<f32>
        yield %8 : tile<f32>
      }
      %4 = reduce %1 dim=0 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<64xf32> 
      (%arg0: tile<f32>, %arg1: tile<f32>) {
        %8 = addf %arg0, %arg1  : tile<f32>
        yield %8 : tile<f32>
      }
      %5:2 = reduce %1, %2 dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32> 
      (%arg0: tile<f32>, %arg1: tile<f32>, %arg2: tile<i32>, %arg3: tile<i32>) {
        %8 = maxf %arg0, %arg1 : tile<f32>
        %9 = maxi %arg2, %arg3 signed : tile<i32>
        yield %8, %9 : tile<f32>, tile<i32>
      }
      %6 = scan %1 dim=1 reverse=false identities=[1.000000e+00 : f32] : tile<8x64xf32> -> tile<8x64xf32> 
      (%arg0: tile<f32>, %arg1: tile<f32>) {
        %8 = mulf %arg0, %arg1  : tile<f32>
        yield %8 : tile<f32>
      }
      %7 = scan %2 dim=0 reverse=true identities=[0 : i32] : tile<8x64xi32> -> tile<8x64xi32> 
      (%arg0: tile<i32>, %arg1: tile<i32>) {
        %8 = addi %arg0, %arg1 : tile<i32>
        yield %8 : tile<i32>
      }
      return
    }
    entry @structure_k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<default = {occupancy = 4}, sm_100 = {num_cta_in_cga = 2}> {
      return
    }
    entry @structure_empty() {
      return
    }
    entry @structure_braced() optimization_hints=<sm_120 = {num_cta_in_cga = 16}> {
      return
    }
    entry @views_make(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i64>) {
      %0 = make_tensor_view %arg0, shape = [], strides = [] : tensor_view<f32>
      %1 = make_tensor_view %arg0, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
      %2 = make_tensor_view %arg0, shape = [%arg1, %arg1], strides = [%arg1, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
      %3 = make_tensor_view %arg0, shape = [8, 16], strides = [%arg2, %arg2] : tile<i64> -> tensor_view<8x16xf32, strides=[?,?]>
      %4 = make_tensor_view %arg0, shape = [%arg1, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
      %5 = make_partition_view %4 : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>>
      %6 = make_partition_view %4 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>, dim_map=[1, 0]>
      %7:2 = get_tensor_shape %4 : tensor_view<?x128xf32, strides=[128,1]> -> tile<i64>
      %8:2 = get_index_space_shape %5 : partition_view<tile=(64x64), tensor_view<?x128xf32, strides=[128,1]>> -> tile<i32>
      return
    }
    entry @views_access(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i64>) {
      %0 = make_tensor_view %arg0, shape = [1024, 1024], strides = [1024, 1] : tensor_view<1024x1024xf16, strides=[1024,1]>
      %1 = make_partition_view %0 : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>
      %tile, %result_token = load_view_tko weak %1[%arg1, %arg1] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
      %tile_0, %result_token_1 = load_view_tko relaxed device %1[%arg1, %arg1] token = %result_token optimization_hints = <sm_100 = {allow_tma = true, latency = 4}> : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
      %tile_2, %result_token_3 = load_view_tko acquire sys %1[%arg1, %arg1] : partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
      %2 = store_view_tko weak %tile, %1[%arg1, %arg1] : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
      %3 = store_view_tko release tl_blk %tile, %1[%arg1, %arg1] token = %2 optimization_hints = <default = {allow_tma = false}> : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
      %4 = store_view_tko relaxed device %tile, %1[%arg1, %arg1] : tile<64x32xf16>, partition_view<tile=(64x32), padding_value = nan, tensor_view<1024x1024xf16, strides=[1024,1]>, dim_map=[1, 0]>, tile<i32> -> token
      return
    }
}
