// Seed: appendix 12.2.3 "Hello Tile Grid", corrected: `cuda_tile.print` is
// now `cuda_tile.print_tko ... -> token` (original: ../invalid/programs.mlir).
// The bare `%` placeholders are the seed's; each one counts as one argument.
// RUN: cutile-opt %s | cutile-opt | FileCheck %s
// RUN: cutile-opt %s -o %t.1 && cutile-opt %t.1 -o %t.2 && diff %t.1 %t.2

// CHECK: cuda_tile.module @hello_world_module {
// CHECK: entry @hello_world_kernel() {
// CHECK: get_tile_block_id : tile<i32>
// CHECK: get_num_tile_blocks : tile<i32>
// CHECK: print_tko "Hello, I am tile <%, %, %> in a kernel with <%, %, %> tiles.{{(\\0A|\\n)}}",
// CHECK-SAME: : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
cuda_tile.module @hello_world_module {
    entry @hello_world_kernel() {
        %block_x_index, %block_y_index, %block_z_index = cuda_tile.get_tile_block_id : tile<i32>

        %block_dim_x, %block_dim_y, %block_dim_z = cuda_tile.get_num_tile_blocks : tile<i32>

        cuda_tile.print_tko "Hello, I am tile <%, %, %> in a kernel with <%, %, %> tiles.\n",
            %block_x_index, %block_y_index, %block_z_index, %block_dim_x, %block_dim_y, %block_dim_z
            : tile<i32>, tile<i32>, tile<i32>,
              tile<i32>, tile<i32>, tile<i32> -> token
        }
}
