// Blocks of a kernel without atomics, prints or asserts run on several
// threads (CUTILE_EMULATE_THREADS caps them). Results are those of blocks in
// x, y, z order, and a fault reports the block a sequential run stops at:
// here every block from (0, 5, 0) on reads past the buffer, whichever thread
// gets there first. A kernel with atomics runs its blocks one after another,
// so plain read-modify-writes count exactly.
// RUN: env CUTILE_EMULATE_THREADS=2 cutile-emulate-run %s --entry copy --grid 8,8 buf:f32:512:iota buf:f32:512 --print=1 > %t.par
// RUN: env CUTILE_EMULATE_THREADS=1 cutile-emulate-run %s --entry copy --grid 8,8 buf:f32:512:iota buf:f32:512 --print=1 > %t.seq
// RUN: diff %t.seq %t.par
// RUN: FileCheck %s --check-prefix=COPY < %t.par
// RUN: not env CUTILE_EMULATE_THREADS=2 cutile-emulate-run %s --entry copy --grid 8,8 buf:f32:320 buf:f32:512 2>&1 | FileCheck %s --check-prefix=FAULT
// RUN: not env CUTILE_EMULATE_THREADS=2 cutile-emulate-run %s --entry copy --grid 8,8 buf:f32:320 buf:f32:512 2>&1 | FileCheck %s --check-prefix=FAULT
// RUN: not env CUTILE_EMULATE_THREADS=2 cutile-emulate-run %s --entry copy --grid 8,8 buf:f32:320 buf:f32:512 2>&1 | FileCheck %s --check-prefix=FAULT
// RUN: not env CUTILE_EMULATE_THREADS=2 cutile-emulate-run %s --entry copy --grid 8,8 buf:f32:320 buf:f32:512 2>&1 | FileCheck %s --check-prefix=FAULT
// RUN: env CUTILE_EMULATE_THREADS=2 cutile-emulate-run %s --entry count --grid 4096 buf:i32:1 --print=0 | FileCheck %s --check-prefix=COUNT

// COPY: arg1: 0 1 2 3 4 5 6 7 8 {{.*}} 510 511{{$}}
// FAULT: error: kernel 'copy' block (0, 5, 0): load_ptr_tko at {{.*}}parallel-blocks.mlir:[[@LINE+19]]:{{[0-9]+}}: address 0x{{[0-9a-f]+}} (4 bytes, element 0) is outside every live allocation
// FAULT-NOT: error:
// COUNT: arg0: 4096{{$}}

cuda_tile.module @m {
  // Block (x, y) copies elements 8 * (8 * y + x) .. + 7.
  entry @copy(%src : !cuda_tile.tile<ptr<f32>>, %dst : !cuda_tile.tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %row = muli %by, %c8 : tile<i32>
    %lin = addi %row, %bx : tile<i32>
    %base = muli %lin, %c8 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseN = broadcast %base1 : tile<1xi32> -> tile<8xi32>
    %iota = iota : tile<8xi32>
    %off = addi %baseN, %iota : tile<8xi32>
    %s1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %sN = broadcast %s1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %sp = offset %sN, %off : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %v, %t0 = load_ptr_tko weak %sp : tile<8xptr<f32>> -> tile<8xf32>, token
    %d1 = reshape %dst : tile<ptr<f32>> -> tile<1xptr<f32>>
    %dN = broadcast %d1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %dp = offset %dN, %off : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %t1 = store_ptr_tko weak %dp, %v : tile<8xptr<f32>>, tile<8xf32> -> token
  }
  // Every block adds 1 to one counter.
  entry @count(%p : !cuda_tile.tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %old, %t = atomic_rmw_tko relaxed device %p, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
  }
}
