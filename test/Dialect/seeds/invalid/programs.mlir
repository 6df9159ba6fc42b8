// Seeds that NVIDIA's parser rejects: the two "Hello" programs of appendix
// 12.2, which use the pre-13.2 `print` op. The corrected programs are
// ../programs/hello_tile_block.mlir and ../programs/hello_tile_grid.mlir.
// Seed comments are dropped; op text is unchanged.
// RUN: cutile-opt %s -split-input-file -verify-diagnostics

// 12.2.1 Hello Tile Block.
cuda_tile.module @hello_world_module {
    entry @hello_world_kernel() {
        // expected-error @+1 {{custom op 'cuda_tile.print' is unknown: 13.2 renamed it 'print_tko', which returns a token}}
        print "Hello World!\n"
    }
}

// -----

// 12.2.3 Hello Tile Grid.
cuda_tile.module @hello_world_module {
    entry @hello_world_kernel() {
        %block_x_index, %block_y_index, %block_z_index = cuda_tile.get_tile_block_id : tile<i32>

        %block_dim_x, %block_dim_y, %block_dim_z = cuda_tile.get_num_tile_blocks : tile<i32>

        // expected-error @+1 {{custom op 'cuda_tile.print' is unknown: 13.2 renamed it 'print_tko'}}
        cuda_tile.print "Hello, I am tile <%, %, %> in a kernel with <%, %, %> tiles.\n",
            %block_x_index, %block_y_index, %block_z_index, %block_dim_x, %block_dim_y, %block_dim_z
            : tile<i32>, tile<i32>, tile<i32>,
              tile<i32>, tile<i32>, tile<i32>
        }
}
