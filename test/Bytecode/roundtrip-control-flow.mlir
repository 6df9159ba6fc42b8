// for/if/loop with break and continue, nested regions (value numbering scopes).
// Text -> bytecode -> text must give back the same module; with tileiras
// installed, NVIDIA's tileirdisasm must read our bytes as the same module.
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: cutile-translate --tilebc-to-mlir %t.13.3 | cutile-opt -o %t.out.13.3
// RUN: diff %t.ref %t.out.13.3
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: cutile-translate --tilebc-to-mlir %t.13.4 | cutile-opt -o %t.out.13.4
// RUN: diff %t.ref %t.out.13.4
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.5 %s -o %t.13.5
// RUN: cutile-translate --tilebc-to-mlir %t.13.5 | cutile-opt -o %t.out.13.5
// RUN: diff %t.ref %t.out.13.5
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.3 | cutile-opt -o %t.nv.13.3 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.3 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.4 | cutile-opt -o %t.nv.13.4 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.4 %}
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.13.5 | cutile-opt -o %t.nv.13.5 %}
// RUN: %if tileiras %{ diff %t.ref %t.nv.13.5 %}

cuda_tile.module @kernels {
  entry @k(%c: tile<i1>, %lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>,
           %f: tile<f32>, %l: tile<i64>) {
    assert %c, "scalar" : tile<i1>
    %cv = constant <i1: true> : tile<4xi1>
    assert %cv, "vector" : tile<4xi1>

    for %iv in (%lb to %ub, step %s) : tile<i32> {
      continue
    }
    for %iv in (%l to %l, step %l) : tile<i64> {
    }
    %r:2 = for unsigned %iv in (%lb to %ub, step %s) : tile<i32>
        iter_values(%a = %f, %b = %lb) -> (tile<f32>, tile<i32>) {
      if %c {
        continue %a, %b : tile<f32>, tile<i32>
      }
      continue %a, %iv : tile<f32>, tile<i32>
    }

    %x, %y = if %c -> (tile<f32>, tile<i32>) {
      yield %f, %lb : tile<f32>, tile<i32>
    } else {
      yield %r#0, %r#1 : tile<f32>, tile<i32>
    }
    if %c {
      yield
    }
    if %c {
    } else {
      return
    }
    if %c {
      if %c {
        return
      }
    }

    loop {
      if %c {
        continue
      }
      break
    }
    %lr = loop iter_values(%v = %lb) : tile<i32> -> tile<f32> {
      if %c {
        continue %v : tile<i32>
      }
      break %f : tile<f32>
    }
    loop iter_values(%v = %f) : tile<f32> {
      if %c {
        break
      }
      continue %v : tile<f32>
    }
    %lr2 = loop : tile<f32> {
      break %f : tile<f32>
    }
    %lr3 = loop iter_values(%v = %f) : tile<f32> -> tile<f32> {
      if %c {
        yield
      } else {
        break %f : tile<f32>
      }
      continue %v : tile<f32>
    }
    for %iv in (%lb to %ub, step %s) : tile<i32> {
      loop iter_values(%w = %iv) : tile<i32> {
        if %c {
          continue %w : tile<i32>
        }
        break
      }
    }
  }
}
