// A scalar chosen by `if (end > len) end = len;` or `end > len ? len : end`
// is a `select` on the C++ bool widened to i32 and compared with zero, as
// nvcc 13.5 makes it (cmpi, exti to i32, cmpi ne 0, select; tileirdisasm),
// except where the comparison caps a `for`'s trip count at one: there it
// stays visible, which lets tileiras drop the loop (issue 25,
// lib/CodeGenTile/ScalarSelect.cpp; a split-KV MLA decode spills 52 SASS
// instructions so against 56, nvcc 52; the capped case 54 against nvcc's 59).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using vec = ct::tile<float, ct::shape<64>>;

// CHECK-LABEL: entry @_Z8clamp_ifPKfPfii(
// CHECK: %[[C:.*]] = cmpi greater_than %{{.*}}, %arg2, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %[[W:.*]] = exti %[[C]] unsigned : tile<i1> -> tile<i32>
// CHECK: %[[NZ:.*]] = cmpi not_equal %[[W]], %{{.*}}, signed : tile<i32> -> tile<i1>
// CHECK-NEXT: %[[END:.*]] = select %[[NZ]], %arg2, %{{.*}} : tile<i1>, tile<i32>
// CHECK-NOT: if
// CHECK: for %{{.*}} in (%{{.*}} to %[[END]], step
__tile_global__ void clamp_if(const float *x, float *y, int S, int LEN) {
  auto lane = ct::iota<ct::tile<int, ct::shape<64>>>();
  int start = ct::bid().x * LEN;
  int end = start + LEN;
  if (end > S)
    end = S;
  vec acc = ct::zeros<vec>();
  for (int i = start; i < end; i += 64)
    acc = acc + ct::load_masked(x + i + lane, i + lane < end, 0.0f);
  ct::store(y + ct::bid().x * 64 + lane, acc);
}

// CHECK-LABEL: entry @_Z10clamp_ternPKfPfii(
// CHECK: %[[C:.*]] = cmpi greater_than
// CHECK-NEXT: %[[W:.*]] = exti %[[C]] unsigned : tile<i1> -> tile<i32>
// CHECK: %[[NZ:.*]] = cmpi not_equal %[[W]]
// CHECK-NEXT: select %[[NZ]], %arg2
__tile_global__ void clamp_tern(const float *x, float *y, int S, int LEN) {
  auto lane = ct::iota<ct::tile<int, ct::shape<64>>>();
  int start = ct::bid().x * LEN;
  int end = start + LEN > S ? S : start + LEN;
  vec acc = ct::zeros<vec>();
  for (int i = start; i < end; i += 64)
    acc = acc + ct::load_masked(x + i + lane, i + lane < end, 0.0f);
  ct::store(y + ct::bid().x * 64 + lane, acc);
}

// `end = start + 64` clamped, stepping by 64: at most one trip, the
// comparison stays the select's condition.
// CHECK-LABEL: entry @_Z4oncePKfPfi(
// CHECK: %[[C:.*]] = cmpi greater_than %{{.*}}, %arg2, signed : tile<i32> -> tile<i1>
// CHECK-NOT: exti %[[C]]
// CHECK: %[[END:.*]] = select %[[C]], %arg2, %{{.*}} : tile<i1>, tile<i32>
// CHECK: for %{{.*}} in (%{{.*}} to %[[END]], step
__tile_global__ void once(const float *x, float *y, int S) {
  auto lane = ct::iota<ct::tile<int, ct::shape<64>>>();
  int start = ct::bid().x * 64;
  int end = start + 64;
  if (end > S)
    end = S;
  vec acc = ct::zeros<vec>();
  for (int i = start; i < end; i += 64)
    acc = acc + ct::load_masked(x + i + lane, i + lane < end, 0.0f);
  ct::store(y + ct::bid().x * 64 + lane, acc);
}
