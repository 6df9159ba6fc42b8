// A module our verifier accepts and tileiras rejects: f8 types need sm_89
// or newer (tileiras 13.4 wanted sm_90; 13.5 compiles them for sm_89).
// tileiras names the place through the bytecode's debug info
// (`#cuda_tile.di_loc<loc("file":line:col) ...>: error: ...`, no op name),
// and the back end puts the error on that line of this file.
// REQUIRES: tileiras
// RUN: rm -rf %t && mkdir -p %t
// RUN: not cutile-compile %s --gpu-name sm_80 -o %t/k.cubin 2>&1 | FileCheck %s -DSM=sm_80
// RUN: not test -e %t/k.cubin
// A failed compile leaves no temp files either.
// RUN: mkdir %t/tmp && env TMPDIR=%t/tmp not cutile-compile %s --gpu-name sm_80 -o %t/k.cubin
// RUN: ls -A %t/tmp | count 0
// RUN: cutile-compile %s --gpu-name sm_90 -o %t/k.cubin
// RUN: cutile-elf-syms --kernels %t/k.cubin | FileCheck %s --check-prefix=OK
// OK: store_f8

cuda_tile.module @m {
  entry @store_f8(%p: tile<ptr<f8E4M3FN>>) {
    %c = constant <f32: 1.0> : tile<16xf32>
    %h = ftof %c : tile<16xf32> -> tile<16xf16>
    %f = ftof %c : tile<16xf32> -> tile<16xf8E4M3FN>
// CHECK: error-mapping.mlir:[[@LINE-1]]:10: error: Incompatibility with architecture '[[SM]]': unsupported type 'f8E4M3FN'
// CHECK-NEXT: {{^}}    %f = ftof
// CHECK: error-mapping.mlir:[[@LINE-3]]:10: note: reported by tileiras for [[SM]]
// CHECK: error-mapping.mlir:[[@LINE-7]]:3: error: tileiras failed for [[SM]] on kernel 'store_f8' (exit code 5)
// CHECK: note: tileiras: error: failed to compile Tile IR program
    %pp = reshape %p : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pb = broadcast %pp : tile<1xptr<f8E4M3FN>> -> tile<16xptr<f8E4M3FN>>
    %o = iota : tile<16xi32>
    %q = offset %pb, %o : tile<16xptr<f8E4M3FN>>, tile<16xi32> -> tile<16xptr<f8E4M3FN>>
    %t = store_ptr_tko weak %q, %f : tile<16xptr<f8E4M3FN>>, tile<16xf8E4M3FN> -> token
  }
}
