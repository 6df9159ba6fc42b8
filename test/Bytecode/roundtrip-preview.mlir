// preview$call (opcode 0x4002, Tile IR 13.5 preview): text -> bytecode 13.5
// -> text gives back the same module, the header carries the preview tag
// (nvcc 13.5 sets it for exactly such modules), and NVIDIA's 13.5
// tileirdisasm --preview=simt reads our bytes as the same module. Template
// arguments are tagged 228 (string ref), 209 (signed varint) and 219 (type
// ref), as in nvcc 13.5's output (docs/bytecode-format.md).
// RUN: cutile-opt %s -o %t.ref
// RUN: cutile-translate --mlir-to-tilebc %s -o %t.bc
// RUN: od -An -tx1 -j8 -N4 %t.bc | FileCheck %s --check-prefix=HDR
// HDR: 0d 05 01 00
// RUN: cutile-translate --tilebc-to-mlir %t.bc | cutile-opt -o %t.out
// RUN: diff %t.ref %t.out
// RUN: %if tileiras %{ %S/Inputs/nv-decode.sh %tileiras %t.bc --preview=simt | cutile-opt -o %t.nv %}
// RUN: %if tileiras %{ diff %t.ref %t.nv %}
// Only 13.5 has the op (and preview content).
// RUN: not cutile-translate --mlir-to-tilebc --bytecode-version=13.4 %s 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: a module with preview content can only be written at bytecode version 13.5, not 13.4

cuda_tile.module @kernels {
  entry @calls(%s: tile<f32>, %p: tile<ptr<i32>>) {
    %x = constant <f32: 1.000000e+00> : tile<16xf32>
    %z = constant <i32: 0> : tile<16xi32>
    %t = make_token : token
    %a = alloca num_elem = 64, alignment = 4 : tile<ptr<i8>>
    %r:4 = preview$call @simt_fn2<["fast", 4]>(%t, %t, %x, %s, %a, %z) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<f32>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<16xi32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xi32>)
    %j = join_tokens %r#0, %r#1 : token
    %q:3 = preview$call @f<["abc", -3, f32, 1000, i32]>(%j, %j, %r#2, %x) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>) -> (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>)
    %u:2 = preview$call @simt_sink(%q#0, %q#1, %q#2, %p) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.tile<16xf32>, !cuda_tile.tile<ptr<i32>>) -> (!cuda_tile.token, !cuda_tile.token)
    return
  }
}
