// Names nvcc 13.4's cuda_tile.h does not have are not in cuda::tiles (each
// probed with scripts/nvcc-ref: "namespace cuda::tiles has no member ...", or
// no matching extract): code written against ours must build with nvcc too.
// Our extensions are in cutile::ext.
// RUN: %tile_verify -Xclang -verify-ignore-unexpected=note --cuda-device-only %s
#include "cuda_tile.h"
namespace ct = cuda::tiles;
using i32x8 = ct::tile<int, ct::shape<8>>;

__tile__ void names(i32x8 i, int n) {
  ct::printf("%d\n", n);      // expected-error {{no member named 'printf' in namespace 'cuda::tiles'}}
  ct::print("%d\n", n);       // expected-error {{no member named 'print' in namespace 'cuda::tiles'}}
  // (Clang suggests CUDA 13.5's ct::insert for it, which does not take these.)
  ct::assert(n > 0, "n");     // expected-error {{no member named 'assert' in namespace 'cuda::tiles'}} expected-error {{no matching function for call to 'insert'}}
  ct::tile_assert(n > 0);     // expected-error {{no member named 'tile_assert' in namespace 'cuda::tiles'}}
  (void)ct::cdiv(i, 2);       // expected-error {{no member named 'cdiv' in namespace 'cuda::tiles'}}
  (void)ct::mod(i, 2);        // expected-error {{no member named 'mod' in namespace 'cuda::tiles'}}
  (void)ct::bitwise_and(i, i); // expected-error {{no member named 'bitwise_and' in namespace 'cuda::tiles'}}
  (void)ct::bitwise_or(i, i); // expected-error {{no member named 'bitwise_or' in namespace 'cuda::tiles'}}
  (void)ct::bitwise_xor(i, i); // expected-error {{no member named 'bitwise_xor' in namespace 'cuda::tiles'}}
  (void)ct::maximum(i, i);    // expected-error {{no member named 'maximum' in namespace 'cuda::tiles'}} expected-error {{reference to __host__ function}}
  (void)ct::minimum(i, i);    // expected-error {{no member named 'minimum' in namespace 'cuda::tiles'}} expected-error {{reference to __host__ function}}
  (void)ct::negative(i);      // expected-error {{no member named 'negative' in namespace 'cuda::tiles'}}
  using B = ct::bool_tile<i32x8>; // expected-error {{no template named 'bool_tile' in namespace 'cuda::tiles'}}
  // nvcc's extract takes the shape as an argument only.
  (void)ct::extract<ct::shape<4>>(i, 1); // expected-error {{no matching function for call to 'extract'}}
}

// The nvcc spellings of the same operations.
__tile__ void nvcc_names(i32x8 i) {
  (void)ct::ceildiv(i, 2);
  (void)ct::remainder(i, 2);
  (void)((i & i) | (i ^ i));
  (void)ct::max(i, i);
  (void)ct::min(i, i);
  (void)-i;
  (void)ct::extract(i, ct::shape<4>{}, 1);
  cutile::ext::print("%d\n", i);
  cutile::ext::tile_assert(i >= 0, "non-negative");
}

// permute's explicit template argument is the map type, as in nvcc (13.4 and
// 13.5 reject ct::permute<1, 0>(t); found by scripts/fuzz).
__tile__ void permute_forms(ct::tile<int, ct::shape<2, 4>> t) {
  (void)ct::permute<1, 0>(t); // expected-error {{no matching function for call to 'permute'}}
  (void)ct::permute<ct::dimension_map<1, 0>>(t);
  (void)ct::permute(t, ct::dimension_map<1, 0>{});
  (void)ct::transpose(t);
}
