// alloca: per-block memory, fresh in every block, bounds-checked, freed
// when the block ends (a pointer to it kept in global memory faults in the
// next block).
// RUN: cutile-emulate-run %s --entry scratch --grid 3 buf:f32:3:fill=0 | FileCheck %s
// RUN: not cutile-emulate-run %s --entry overrun 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not cutile-emulate-run %s --entry escaped --grid 2 buf:i64:1:fill=0 2>&1 | FileCheck %s --check-prefix=DEAD

cuda_tile.module @m {
  // Each block adds its id to a zeroed 8-byte scratch cell twice and
  // stores the sum: a cell shared between blocks would accumulate.
  // CHECK: arg0: 0 2 4
  entry @scratch(%out: !cuda_tile.tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %a = alloca num_elem = 8, alignment = 8 : tile<ptr<i8>>
    %c4 = constant <i64: 4> : tile<i64>
    %b = offset %a, %c4 : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    %p = ptr_to_ptr %b : tile<ptr<i8>> -> tile<ptr<f32>>
    %f = itof %bid signed : tile<i32> -> tile<f32>
    %v0, %t0 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    %s0 = addf %v0, %f : tile<f32>
    %t1 = store_ptr_tko weak %p, %s0 token=%t0 : tile<ptr<f32>>, tile<f32> -> token
    %v1, %t2 = load_ptr_tko weak %p token=%t1 : tile<ptr<f32>> -> tile<f32>, token
    %s1 = addf %v1, %f : tile<f32>
    %o = offset %out, %bid : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %t3 = store_ptr_tko weak %o, %s1 : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  // One element past a 4-element i32 alloca.
  // OOB: error: kernel 'overrun' block (0, 0, 0): {{.*}}load_ptr_tko{{.*}} is outside every live allocation
  entry @overrun() {
    %a = alloca num_elem = 4, alignment = 4 : tile<ptr<i32>>
    %c4 = constant <i64: 4> : tile<i64>
    %p = offset %a, %c4 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return
  }

  // Block 0 stores its alloca's address; block 1, which allocates nothing
  // (so the freed buffer's address cannot come back), reads through it.
  // DEAD: error: kernel 'escaped' block (1, 0, 0): {{.*}}is outside every live allocation
  entry @escaped(%slot: !cuda_tile.tile<ptr<i64>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %first = cmpi equal %bid, %c0, signed : tile<i32> -> tile<i1>
    if %first {
      %a = alloca num_elem = 4, alignment = 4 : tile<ptr<f32>>
      %i = ptr_to_int %a : tile<ptr<f32>> -> tile<i64>
      %t = store_ptr_tko weak %slot, %i : tile<ptr<i64>>, tile<i64> -> token
      yield
    } else {
      %i, %t = load_ptr_tko weak %slot : tile<ptr<i64>> -> tile<i64>, token
      %q = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
      %v, %t2 = load_ptr_tko weak %q token=%t : tile<ptr<f32>> -> tile<f32>, token
      yield
    }
    return
  }
}
