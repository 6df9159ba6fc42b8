// Seeds: per-op examples of the control-flow ops (appendix 12.3): assert,
// break, continue, for, if, loop, return, yield. Seed comments are dropped;
// op text is unchanged. README.md maps each seed to its chunk here.
// A `yield`/`continue` without operands that ends a region may be left out
// of the printed form, so only the ones that carry values, or that do not
// end their region, are checked.
// RUN: cutile-opt %s -split-input-file | cutile-opt -split-input-file | FileCheck %s
// RUN: cutile-opt %s -split-input-file -o %t.1 && cutile-opt %t.1 -split-input-file -o %t.2 && diff %t.1 %t.2

// 12.3.21 cuda_tile.assert_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @example(%[[A:[^ ,:]+]]: tile<i1>) {
// CHECK: assert %[[A]], "assertion failed" : tile<i1>
cuda_tile.module @module {
  entry @example(%arg0: tile<i1>) {
     assert %arg0, "assertion failed" : tile<i1>
  }
}

// -----

// 12.3.22 cuda_tile.break_0: break from a loop, from an if inside a loop,
// and with a value from the else branch of an if inside a loop.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: loop {
// CHECK-NEXT: break
// CHECK: loop {
// CHECK-NEXT: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK-NEXT: if %[[C]] {
// CHECK-NEXT: break
// CHECK: %[[INIT:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: loop iter_values(%{{[^ ,:]+}} = %[[INIT]]) : tile<f32> -> tile<f32> {
// CHECK: %[[C2:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: if %[[C2]] {
// CHECK: } else {
// CHECK: %[[V0:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: break %[[V0]] : tile<f32>
// CHECK: %[[V1:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: continue %[[V1]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
   loop {
       break
   }

   loop  {
       %condition = constant <i1: 1> : tile<i1>
       if %condition  {
           break
       }
   }

   %initValue0 = constant <f32: 0.0> : tile<f32>
   %results = loop iter_values(%var0 = %initValue0): tile<f32> -> tile<f32> {
       %condition = constant <i1: 1> : tile<i1>
       if %condition  {
           yield
       } else {
           %loopValue0 = constant <f32: 1.0> : tile<f32>
           break %loopValue0 : tile<f32>
       }
       %loopValue1 = constant <f32: 1.0> : tile<f32>
       continue %loopValue1 : tile<f32>
   }
  }
}

// -----

// 12.3.23 cuda_tile.continue_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[LB:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[UB:[^ ,:]+]] = constant <i32: 10> : tile<i32>
// CHECK: %[[ST:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: for %{{[^ ,:]+}} in (%[[LB]] to %[[UB]], step %[[ST]]) : tile<i32> {
// CHECK: for %{{[^ ,:]+}} in (%[[LB]] to %[[UB]], step %[[ST]]) : tile<i32> {
// CHECK-NEXT: if %[[C]] {
// CHECK-NEXT: continue
// CHECK: %[[INIT:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: for %{{[^ ,:]+}} in (%[[LB]] to %[[UB]], step %[[ST]]) : tile<i32> iter_values(%{{[^ ,:]+}} = %[[INIT]]) -> (tile<f32>) {
// CHECK: if %[[C]] {
// CHECK: } else {
// CHECK: %[[V0:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: continue %[[V0]] : tile<f32>
// CHECK: %[[V1:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: continue %[[V1]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
     %lowerBound = constant <i32: 0> : tile<i32>
     %upperBound = constant <i32: 10> : tile<i32>
     %step = constant <i32: 1> : tile<i32>
     %condition = constant <i1: 1> : tile<i1>
     for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
         continue
     }

     for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
         if %condition  {
             continue
         }
     }

   %initVar0 = constant <f32: 0.0> : tile<f32>
   %results = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32>
             iter_values(%var0 = %initVar0) -> (tile<f32>)
     {
         if %condition {
             yield
         } else {
             %loopValue0 = constant <f32: 1.0> : tile<f32>
             continue %loopValue0 : tile<f32>
         }
         %loopValue1 = constant <f32: 1.0> : tile<f32>
         continue %loopValue1 : tile<f32>
     }
  }
}

// -----

// 12.3.24 cuda_tile.for_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[LB:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: %[[UB:[^ ,:]+]] = constant <i32: 10> : tile<i32>
// CHECK: %[[ST:[^ ,:]+]] = constant <i32: 1> : tile<i32>
// CHECK: for %{{[^ ,:]+}} in (%[[LB]] to %[[UB]], step %[[ST]]) : tile<i32> {
// CHECK: %[[INIT:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: = for %{{[^ ,:]+}} in (%[[LB]] to %[[UB]], step %[[ST]]) : tile<i32> iter_values(%{{[^ ,:]+}} = %[[INIT]]) -> (tile<f32>) {
// CHECK-NEXT: %[[V:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK-NEXT: continue %[[V]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
     %lowerBound = constant <i32: 0> : tile<i32>
     %upperBound = constant <i32: 10> : tile<i32>
     %step = constant <i32: 1> : tile<i32>

     for %iv in (%lowerBound to %upperBound, step %step) : tile<i32> {
         continue
     }

     %initVal0 = constant <f32: 0.0> : tile<f32>
     %results = for %iv in (%lowerBound to %upperBound, step %step) : tile<i32>
                         iter_values(%val00 = %initVal0) -> (tile<f32>) {
       %loopVal0 = constant <f32: 1.0> : tile<f32>
       continue %loopVal0 : tile<f32>
     }
  }
}

// -----

// 12.3.25 cuda_tile.if_0: if, if/else, and an if with two results of
// different types.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: if %[[C]] {
// CHECK: if %[[C]] {
// CHECK: } else {
// CHECK: %{{[^ ,:]+}}:2 = if %[[C]] -> (tile<f32>, tile<i32>) {
// CHECK: %[[X:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[Y:[^ ,:]+]] = constant <i32: 2> : tile<i32>
// CHECK: yield %[[X]], %[[Y]] : tile<f32>, tile<i32>
// CHECK: } else {
// CHECK: %[[X2:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: %[[Y2:[^ ,:]+]] = constant <i32: 42> : tile<i32>
// CHECK: yield %[[X2]], %[[Y2]] : tile<f32>, tile<i32>
cuda_tile.module @module {
  entry @example() {
     %condition = constant <i1: 1> : tile<i1>

     if %condition  {
     }

     if %condition  {
     } else {
     }

     %x, %y = if %condition -> (tile<f32>, tile<i32>) {
       %x_then = constant <f32: 1.0> : tile<f32>
       %y_then = constant <i32: 2> : tile<i32>
       yield %x_then, %y_then : tile<f32>, tile<i32>
     } else {
       %x_then = constant <f32: 1.0> : tile<f32>
       %y_then = constant <i32: 42> : tile<i32>
       yield %x_then, %y_then : tile<f32>, tile<i32>
     }
  }
}

// -----

// 12.3.26 cuda_tile.loop_0 ("while-do").
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: loop {
// CHECK-NEXT: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK-NEXT: if %[[C]] {
// CHECK-NEXT: continue
// CHECK: break
cuda_tile.module @module {
  entry @example() {
     loop {
         %cond = constant <i1: 1> : tile<i1>
         if %cond {
             continue
         }
         break
     }
  }
}

// -----

// 12.3.27 cuda_tile.loop_1 ("do-while"; the same text as loop_0 apart from
// its comments).
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: loop {
// CHECK-NEXT: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK-NEXT: if %[[C]] {
// CHECK-NEXT: continue
// CHECK: break
cuda_tile.module @module {
  entry @example() {
     loop {

         %cond = constant <i1: 1> : tile<i1>
         if %cond {
             continue
         }
         break
     }
  }
}

// -----

// 12.3.28 cuda_tile.loop_2: a loop-carried value that is also the result.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[INIT:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: = loop iter_values(%[[IT:[^ ,:]+]] = %[[INIT]]) : tile<f32> -> tile<f32> {
// CHECK: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: if %[[C]] {
// CHECK: %[[N:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: continue %[[N]] : tile<f32>
// CHECK: break %[[IT]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
     %initValue0 = constant <f32: 0.0> : tile<f32>
     %results = loop iter_values(%value0 = %initValue0) : tile<f32> -> tile<f32> {
         %cond = constant <i1: 1> : tile<i1>
         if %cond {
             %loopValue0 = constant <f32: 0.0> : tile<f32>
             continue %loopValue0 : tile<f32>
         }
         break %value0 : tile<f32>
     }
  }
}

// -----

// 12.3.29 cuda_tile.loop_3: the carried type (i32) differs from the result
// type (f32).
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[INIT:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: = loop iter_values(%{{[^ ,:]+}} = %[[INIT]]) : tile<i32> -> tile<f32> {
// CHECK: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: if %[[C]] {
// CHECK: %[[N:[^ ,:]+]] = constant <i32: 0> : tile<i32>
// CHECK: continue %[[N]] : tile<i32>
// CHECK: %[[F:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: break %[[F]] : tile<f32>
cuda_tile.module @module {
  entry @example() {
     %initValue0 = constant <i32: 0> : tile<i32>
     %results = loop iter_values(%value0 = %initValue0) : tile<i32> -> tile<f32> {
         %cond = constant <i1: 1> : tile<i1>

         if %cond {
             %newLoopValue = constant <i32: 0> : tile<i32>
             continue %newLoopValue : tile<i32>
         }

         %finalReturnValue = constant <f32: 0.0> : tile<f32>
         break %finalReturnValue : tile<f32>
     }
  }
}

// -----

// 12.3.31 cuda_tile.return_1. (return_0 needs experimental$func: see
// invalid/experimental.mlir.)
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: entry @foo() {
// CHECK: constant <i32: 0> : tile<i32>
// CHECK: constant <f16: 0.000000e+00> : tile<f16>
// CHECK: return
cuda_tile.module @module {
   entry @foo() {
     %0 = constant <i32: 0> : tile<i32>
     %1 = constant <f16: 0.0> : tile<f16>
     return
   }
}

// -----

// 12.3.32 cuda_tile.yield_0.
// CHECK-LABEL: cuda_tile.module @module {
// CHECK: %[[C:[^ ,:]+]] = constant <i1: true> : tile<i1>
// CHECK: if %[[C]] {
// CHECK: %{{[^ ,:]+}}:2 = if %[[C]] -> (tile<f32>, tile<f32>) {
// CHECK: %[[X:[^ ,:]+]] = constant <f32: 0.000000e+00> : tile<f32>
// CHECK: %[[Y:[^ ,:]+]] = constant <f32: 1.000000e+00> : tile<f32>
// CHECK: yield %[[X]], %[[Y]] : tile<f32>, tile<f32>
// CHECK: } else {
// CHECK: %[[X2:[^ ,:]+]] = constant <f32: 2.000000e+00> : tile<f32>
// CHECK: %[[Y2:[^ ,:]+]] = constant <f32: 3.000000e+00> : tile<f32>
// CHECK: yield %[[X2]], %[[Y2]] : tile<f32>, tile<f32>
cuda_tile.module @module {
  entry @example() {
     %condition = constant <i1: true> : tile<i1>
     if %condition  {
         yield
     }

     %x, %y = if %condition -> (tile<f32>, tile<f32>) {
         %x_then = constant <f32: 0.0> : tile<f32>
         %y_then = constant <f32: 1.0> : tile<f32>
         yield %x_then, %y_then : tile<f32>, tile<f32>
     } else {
         %x_else = constant <f32: 2.0> : tile<f32>
         %y_else = constant <f32: 3.0> : tile<f32>
         yield %x_else, %y_else : tile<f32>, tile<f32>
     }
  }
}
