// What 13.5 added, written for 13.4.
// RUN: cutile-translate --mlir-to-tilebc --bytecode-version=13.4 --split-input-file --verify-diagnostics %s -o /dev/null

cuda_tile.module @kernels {
  // expected-error @below {{type '!cuda_tile.ptr<f32, <multicast>>' requires bytecode version 13.5, but the target is 13.4}}
  entry @multicast(%p: tile<ptr<f32, <multicast>>>) {
  }
}

// -----

// 13.4 has the pointer kind parameter, with `none` only.
cuda_tile.module @kernels {
  entry @none(%p: tile<ptr<f32, <none>>>) {
  }
  // expected-error @below {{type '!cuda_tile.ptr<f32, <unicast>>' requires bytecode version 13.5, but the target is 13.4}}
  entry @unicast(%p: tile<ptr<f32, <unicast>>>) {
  }
}
