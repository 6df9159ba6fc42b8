// A header-only tile kernel library, as kernel libraries that compile
// kernels at run time ship it: templates over the element type and the
// block size, instantiated by a generated wrapper .cu.
#pragma once
#include <cuda_tile.h>

namespace mylib {
template <typename T, int B>
__tile_global__ void scale(T *in, T *out, int n) {
  namespace ct = cuda::tiles;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape<B>{}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape<B>{}};
  int bx = ct::bid().x;
  ov.store(iv.load(bx) + iv.load(bx), bx);
}

template <typename T, int B>
__tile_global__ void copy(T *in, T *out, int n) {
  namespace ct = cuda::tiles;
  auto iv = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape<B>{}};
  auto ov = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape<B>{}};
  ov.store(iv.load(ct::bid().x), ct::bid().x);
}

#ifndef MYLIB_NO_DEAD_HELPER
// Never instantiated, and `ct` is not declared at namespace scope: nvcc
// does not look into it; Clang rejects it unless template parsing is
// delayed (cutile-nvcc turns that on).
template <typename T> void dead_helper() { ct::tile<T, ct::shape<4>> t; }
#endif
} // namespace mylib
