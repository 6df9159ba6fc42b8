// Golden bytes showing the three layouts of view types. partition_view
// (type 5): 13.1 writes "0F, tile 01 04000000, tensor_view 04, dim_map
// 01 00000000, present 01, nan 02"; 13.3 moves presence into a leading flags
// word "0F 01 ... 02". 13.4 also gives ptr and tensor_view a leading flags
// word (0C 00 00, 0E 00 00 ...), found by probing NVIDIA's 13.4 tileirdisasm.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.1 %s -o %t.13.1
// RUN: od -An -tx1 -v %t.13.1 | FileCheck %s --check-prefix=V131
// V131: 7f 54 69 6c 65 49 52 00 0d 01 00 00 82 18 08 cb
// V131-NEXT: 01 00 03 02 00 0c 43 01 04 00 00 00 42 05 01 5c
// V131-NEXT: 00 00 cb cb cb cb cb cb 85 48 04 cb 06 cb cb cb
// V131-NEXT: 00 00 00 00 01 00 00 00 03 00 00 00 06 00 00 00
// V131-NEXT: 0a 00 00 00 1e 00 00 00 07 0c 00 0d 01 00 10 01
// V131-NEXT: 02 00 0e 00 01 10 00 00 00 00 00 00 00 01 01 00
// V131-NEXT: 00 00 00 00 00 00 0f 01 04 00 00 00 04 01 00 00
// V131-NEXT: 00 00 01 02 81 09 04 cb 01 cb cb cb 00 00 00 00
// V131-NEXT: 6b 00
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.3 %s -o %t.13.3
// RUN: od -An -tx1 -v %t.13.3 | FileCheck %s --check-prefix=V133
// V133: 7f 54 69 6c 65 49 52 00 0d 03 00 00 82 18 08 cb
// V133-NEXT: 01 00 03 02 00 0c 43 01 04 00 00 00 42 05 01 5c
// V133-NEXT: 00 00 cb cb cb cb cb cb 85 48 04 cb 06 cb cb cb
// V133-NEXT: 00 00 00 00 01 00 00 00 03 00 00 00 06 00 00 00
// V133-NEXT: 0a 00 00 00 1e 00 00 00 07 0c 00 0d 01 00 10 01
// V133-NEXT: 02 00 0e 00 01 10 00 00 00 00 00 00 00 01 01 00
// V133-NEXT: 00 00 00 00 00 00 0f 01 01 04 00 00 00 04 01 00
// V133-NEXT: 00 00 00 02 81 09 04 cb 01 cb cb cb 00 00 00 00
// V133-NEXT: 6b 00
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t.13.4
// RUN: od -An -tx1 -v %t.13.4 | FileCheck %s --check-prefix=V134
// V134: 7f 54 69 6c 65 49 52 00 0d 04 00 00 82 18 08 cb
// V134-NEXT: 01 00 03 02 00 0c 43 01 04 00 00 00 42 05 01 5c
// V134-NEXT: 00 00 cb cb cb cb cb cb 85 4a 04 cb 06 cb cb cb
// V134-NEXT: 00 00 00 00 01 00 00 00 04 00 00 00 07 00 00 00
// V134-NEXT: 0b 00 00 00 20 00 00 00 07 0c 00 00 0d 01 00 10
// V134-NEXT: 01 02 00 0e 00 00 01 10 00 00 00 00 00 00 00 01
// V134-NEXT: 01 00 00 00 00 00 00 00 0f 01 01 04 00 00 00 04
// V134-NEXT: 01 00 00 00 00 02 81 09 04 cb cb cb 01 cb cb cb
// V134-NEXT: 00 00 00 00 6b 00

cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]> loc(unknown)
    %pv = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<16xf32, strides=[1]>> loc(unknown)
    return loc(unknown)
  } loc(unknown)
} loc(unknown)
