// for/loop/if with break and continue, reduce and scan with their regions
// (single and paired operands), and the shape ops.
// RUN: cutile-emulate-run %s | FileCheck %s

cuda_tile.module @m {
  entry @k() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    // Sum 0..9 with a for loop.
    // CHECK: for 45
    %s = for %i in (%c0 to %c10, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %n = addi %acc, %i : tile<i32>
      continue %n : tile<i32>
    }
    print_tko "for %d\n", %s : tile<i32> -> token
    // loop: double until past 100, breaking out of an if.
    // CHECK-NEXT: loop 128
    %r = loop iter_values(%v = %c1) : tile<i32> -> tile<i32> {
      %c100 = constant <i32: 100> : tile<i32>
      %big = cmpi greater_than %v, %c100, signed : tile<i32> -> tile<i1>
      if %big {
        break %v : tile<i32>
      }
      %d = addi %v, %v : tile<i32>
      continue %d : tile<i32>
    }
    print_tko "loop %d\n", %r : tile<i32> -> token
    // if with results.
    // CHECK-NEXT: if 7
    %t = constant <i1: true> : tile<i1>
    %y = if %t -> (tile<i32>) {
      %seven = constant <i32: 7> : tile<i32>
      yield %seven : tile<i32>
    } else {
      yield %c0 : tile<i32>
    }
    print_tko "if %d\n", %y : tile<i32> -> token

    %m = constant <f32: [[1.0, 5.0, 3.0, 2.0], [-1.0, -5.0, 8.0, 0.5]]> : tile<2x4xf32>
    // CHECK-NEXT: rowsum [11, 2.5] colmax [1, 5, 8, 2]
    %rs = reduce %m dim=1 identities=[0.000000e+0 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %x = addf %e, %a : tile<f32>
        yield %x : tile<f32>
      }
    %cm = reduce %m dim=0 identities=[0xFF800000 : f32] : tile<2x4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %x = maxf %e, %a : tile<f32>
        yield %x : tile<f32>
      }
    print_tko "rowsum %g colmax %g\n", %rs, %cm : tile<2xf32>, tile<4xf32> -> token
    // argmax along rows: a paired reduce with compare + select in the body.
    %idx = constant <i32: [[0, 1, 2, 3], [0, 1, 2, 3]]> : tile<2x4xi32>
    // CHECK-NEXT: argmax [5, 8] at [1, 2]
    %mv, %mi = reduce %m, %idx dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<2x4xf32>, tile<2x4xi32> -> tile<2xf32>, tile<2xi32>
      (%e: tile<f32>, %a: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
        %gt = cmpf greater_than ordered %e, %a : tile<f32> -> tile<i1>
        %v = select %gt, %e, %a : tile<i1>, tile<f32>
        %j = select %gt, %ei, %ai : tile<i1>, tile<i32>
        yield %v, %j : tile<f32>, tile<i32>
      }
    print_tko "argmax %g at %d\n", %mv, %mi : tile<2xf32>, tile<2xi32> -> token
    // Inclusive scans, forward and reverse.
    // CHECK-NEXT: scan [1, 6, 9, 11, -1, -6, 2, 2.5] rscan [11, 10, 5, 2, 2.5, 3.5, 8.5, 0.5]
    %sc = scan %m dim=1 reverse=false identities=[0.000000e+0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %x = addf %e, %a : tile<f32>
        yield %x : tile<f32>
      }
    %rsc = scan %m dim=1 reverse=true identities=[0.000000e+0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %x = addf %e, %a : tile<f32>
        yield %x : tile<f32>
      }
    print_tko "scan %g rscan %g\n", %sc, %rsc : tile<2x4xf32>, tile<2x4xf32> -> token

    // Shape ops.
    // CHECK-NEXT: permute [1, -1, 5, -5, 3, 8, 2, 0.5]
    %p = permute %m [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    print_tko "permute %g\n", %p : tile<4x2xf32> -> token
    // CHECK-NEXT: cat [1, 5, 3, 2, 1, 5, 3, 2, -1, -5, 8, 0.5, -1, -5, 8, 0.5]
    %ct = cat %m, %m dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    print_tko "cat %g\n", %ct : tile<2x8xf32> -> token
    // CHECK-NEXT: extract [8, 0.5]
    %ex = extract %m[%c1, %c1] : tile<2x4xf32> -> tile<1x2xf32>
    print_tko "extract %g\n", %ex : tile<1x2xf32> -> token
    // CHECK-NEXT: broadcast [0, 1, 2, 3, 0, 1, 2, 3]
    %io = iota : tile<4xi32>
    %io2 = reshape %io : tile<4xi32> -> tile<1x4xi32>
    %bc = broadcast %io2 : tile<1x4xi32> -> tile<2x4xi32>
    print_tko "broadcast %d\n", %bc : tile<2x4xi32> -> token
    // CHECK-NEXT: block 0 0 0 of 1 1 1
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    print_tko "block %d %d %d of %d %d %d\n", %bx, %by, %bz, %gx, %gy, %gz : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}
