// RUN: cutile-opt %s | FileCheck %s
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -mlir-print-op-generic | cutile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @control_flow
cuda_tile.module @control_flow {
  // CHECK: entry @k(%[[C:.*]]: tile<i1>, %[[LB:.*]]: tile<i32>, %[[UB:.*]]: tile<i32>, %[[S:.*]]: tile<i32>, %[[F:.*]]: tile<f32>, %[[L:.*]]: tile<i64>)
  entry @k(%c: tile<i1>, %lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>,
           %f: tile<f32>, %l: tile<i64>) {
    // CHECK: assert %[[C]], "scalar" : tile<i1>
    assert %c, "scalar" : tile<i1>
    %cv = constant <i1: true> : tile<4xi1>
    // CHECK: assert %{{.*}}, "vector" : tile<4xi1>
    assert %cv, "vector" : tile<4xi1>

    // An empty `continue` is implicit and not printed.
    // CHECK: for %[[IV:.*]] in (%[[LB]] to %[[UB]], step %[[S]]) : tile<i32> {
    // CHECK-NEXT: }
    for %iv in (%lb to %ub, step %s) : tile<i32> {
      continue
    }
    // CHECK: for %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i64> {
    for %iv in (%l to %l, step %l) : tile<i64> {
    }
    // CHECK: %[[R:.*]]:2 = for unsigned %{{.*}} in (%[[LB]] to %[[UB]], step %[[S]]) : tile<i32> iter_values(%[[A:.*]] = %[[F]], %[[B:.*]] = %[[LB]]) -> (tile<f32>, tile<i32>) {
    // CHECK: if %[[C]] {
    // CHECK-NEXT: continue %[[A]], %[[B]] : tile<f32>, tile<i32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[A]], %{{.*}} : tile<f32>, tile<i32>
    %r:2 = for unsigned %iv in (%lb to %ub, step %s) : tile<i32>
        iter_values(%a = %f, %b = %lb) -> (tile<f32>, tile<i32>) {
      if %c {
        continue %a, %b : tile<f32>, tile<i32>
      }
      continue %a, %iv : tile<f32>, tile<i32>
    }

    // CHECK: %{{.*}}:2 = if %[[C]] -> (tile<f32>, tile<i32>) {
    // CHECK-NEXT: yield %[[F]], %[[LB]] : tile<f32>, tile<i32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %[[R]]#0, %[[R]]#1 : tile<f32>, tile<i32>
    %x, %y = if %c -> (tile<f32>, tile<i32>) {
      yield %f, %lb : tile<f32>, tile<i32>
    } else {
      yield %r#0, %r#1 : tile<f32>, tile<i32>
    }
    // No else region, and an else region that returns early.
    // CHECK: if %[[C]] {
    // CHECK-NEXT: }
    // CHECK-NOT: else
    if %c {
      yield
    }
    // CHECK: if %[[C]] {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: return
    if %c {
    } else {
      return
    }
    // CHECK: if %[[C]] {
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: return
    if %c {
      if %c {
        return
      }
    }

    // CHECK: loop {
    // CHECK-NEXT: if %[[C]] {
    // CHECK-NEXT: continue
    // CHECK-NEXT: }
    // CHECK-NEXT: break
    loop {
      if %c {
        continue
      }
      break
    }
    // Carried and result types may differ.
    // CHECK: %{{.*}} = loop iter_values(%[[V:.*]] = %[[LB]]) : tile<i32> -> tile<f32> {
    // CHECK: continue %[[V]] : tile<i32>
    // CHECK: break %[[F]] : tile<f32>
    %lr = loop iter_values(%v = %lb) : tile<i32> -> tile<f32> {
      if %c {
        continue %v : tile<i32>
      }
      break %f : tile<f32>
    }
    // CHECK: loop iter_values(%{{.*}} = %[[F]]) : tile<f32> {
    loop iter_values(%v = %f) : tile<f32> {
      if %c {
        break
      }
      continue %v : tile<f32>
    }
    // Results without carried values.
    // CHECK: %{{.*}} = loop : tile<f32> {
    // CHECK-NEXT: break %[[F]] : tile<f32>
    %lr2 = loop : tile<f32> {
      break %f : tile<f32>
    }
    // A `break` inside an `if` that yields, from the spec's example.
    // CHECK: loop iter_values(%{{.*}} = %[[F]]) : tile<f32> -> tile<f32> {
    // CHECK: } else {
    // CHECK-NEXT: break %[[F]] : tile<f32>
    %lr3 = loop iter_values(%v = %f) : tile<f32> -> tile<f32> {
      if %c {
        yield
      } else {
        break %f : tile<f32>
      }
      continue %v : tile<f32>
    }
    // `continue` inside a `loop` nested in a `for` targets the `loop`.
    // CHECK: for
    // CHECK: loop iter_values
    for %iv in (%lb to %ub, step %s) : tile<i32> {
      loop iter_values(%w = %iv) : tile<i32> {
        if %c {
          continue %w : tile<i32>
        }
        break
      }
    }
    // CHECK: return
  }
}
