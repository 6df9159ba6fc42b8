// A call to a foreign SIMT function (CUDA 13.5's SIMT interop preview) does
// not run under --cutile-emulate yet: the interpreter would need the SIMT
// function and a way to hand it a tile block's values, which NVIDIA has not
// published (tileiras takes them from a tile library). Said at the call;
// the declaration alone, and a kernel that does not call it, are fine.
// RUN: %clangxx_tile -std=c++20 -x cuda --cutile-emulate --tile-preview simt -fsyntax-only -Xclang -verify %s
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
using F16 = ct::tile<float, ct::shape<16>>;

__experimental_foreign_decl__ __experimental_foreign_name__("simt_scale")
F16 scale(F16 x, float s);

__tile_global__ void uses(float *p) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{16_ic}}, ct::shape{16_ic}};
  v.store(scale(v.load(0), 2.0f), 0); // expected-error {{not yet supported in tile code: a call to a foreign SIMT function (simt_scale) under --cutile-emulate}}
}

__tile_global__ void plain(float *p) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{16_ic}}, ct::shape{16_ic}};
  v.store(v.load(0) * 2.0f, 0);
}
