// The seed's 128x1 vector add on a grid of 2 blocks: each block adds its own
// 128 elements (block id scaled into the offsets), every element is checked.
// RUN: cutile-emulate-run %s --grid 2 buf:f32:256:iota buf:f32:256:fill=0.5 buf:f32:256:fill=-7 --print=2 > %t.out
// RUN: python3 -c "print('arg2: ' + ' '.join(str(i + 0.5) for i in range(256)))" > %t.expect
// RUN: diff %t.expect %t.out

cuda_tile.module @vadd {
  entry @vadd_kernel(%a : !cuda_tile.tile<ptr<f32>>, %b : !cuda_tile.tile<ptr<f32>>,
                     %c : !cuda_tile.tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %base = muli %bid, %c128 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseN = broadcast %base1 : tile<1xi32> -> tile<128xi32>
    %iota = iota : tile<128xi32>
    %off = addi %iota, %baseN : tile<128xi32>
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %aN = broadcast %a1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %ap = offset %aN, %off : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %b1 = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bN = broadcast %b1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %bp = offset %bN, %off : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %c1 = reshape %c : tile<ptr<f32>> -> tile<1xptr<f32>>
    %cN = broadcast %c1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %cp = offset %cN, %off : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %av, %t0 = load_ptr_tko weak %ap : tile<128xptr<f32>> -> tile<128xf32>, token
    %bv, %t1 = load_ptr_tko weak %bp : tile<128xptr<f32>> -> tile<128xf32>, token
    %cv = addf %av, %bv rounding<nearest_even> : tile<128xf32>
    store_ptr_tko weak %cp, %cv : tile<128xptr<f32>>, tile<128xf32> -> token
  }
}
