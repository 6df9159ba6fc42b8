// Signed integer add, sub and mul are overflow<no_signed_wrap> (signed
// overflow is undefined in C++), scalars and tiles of every width; unsigned
// arithmetic, shifts and negation carry no flag. This is nvcc 13.4's rule,
// read from its Tile IR for this file, and it matters: with the flag
// tileiras keeps 32-bit index arithmetic narrow (docs/performance.md).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>
#include <cstdint>
namespace ct = cuda::tiles;
template <class T> using V = ct::tile<T, ct::shape<8>>;

// CHECK-LABEL: entry @_Z1k
// CHECK: muli %arg4, %{{.*}} overflow<no_signed_wrap> : tile<i32>
// CHECK: addi %{{.*}}, %{{.*}} overflow<no_signed_wrap> : tile<i32>
// CHECK: subi %{{.*}}, %arg4 overflow<no_signed_wrap> : tile<i32>
// CHECK: muli %arg5, %{{[0-9]+}} : tile<i32>
// CHECK: addi %{{.*}}, %{{[0-9]+}} : tile<i32>
// CHECK: subi %{{.*}}, %arg5 : tile<i32>
// CHECK: muli %arg6, %{{.*}} overflow<no_signed_wrap> : tile<i64>
// CHECK: shli %arg4, %{{[0-9]+}} : tile<i32>
// CHECK: negi %arg4 : tile<i32>
// CHECK: muli %{{.*}} overflow<no_signed_wrap> : tile<8xi32>
// CHECK: shli %{{.*}}, %{{[0-9]+}} : tile<8xi32>
// CHECK: negi %{{[0-9]+}} : tile<8xi32>
// CHECK: muli %{{.*}}, %{{[0-9]+}} : tile<8xi32>
// CHECK: addi %{{.*}}, %{{[0-9]+}} : tile<8xi32>
// CHECK: muli %{{.*}} overflow<no_signed_wrap> : tile<8xi8>
// CHECK: addi %{{.*}} overflow<no_signed_wrap> : tile<8xi8>
__tile_global__ void k(int *pi, unsigned *pu, int64_t *pl, int8_t *pb, int a, unsigned u, int64_t l) {
  auto i = ct::iota<V<int>>();
  int s1 = a * 3 + 1 - a;
  unsigned s2 = u * 3u + 1u - u;
  int64_t s3 = l * 3 + l;
  int s4 = a << 2;
  int s5 = -a;
  ct::store(pi + i, i * s1 + i - i + (i << 1) - (-i));
  ct::store(pu + i, ct::iota<V<unsigned>>() * s2 + 1u);
  ct::store(pl + i, ct::iota<V<int64_t>>() * s3 + s4 + s5);
  ct::store(pb + i, ct::iota<V<int8_t>>() + ct::iota<V<int8_t>>() * ct::iota<V<int8_t>>());
}
