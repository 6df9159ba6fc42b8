// C++ constructs that reach code generation together: a while loop with a
// run-time break, a struct of tiles through a __tile__ function, an early
// return inside an inlined function, a lambda capturing by reference,
// printf and assert, an early kernel return; non-restrict pointers sharing
// one token chain, an atomic ordered after both, `continue` in a for
// loop that passes the token unchanged; a kernel template instantiated twice.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: %if tileiras %{ %cutile_obj/bin/cutile-compile --gpu-name=sm_90 %t.mlir -o %t.cubin %}

#include <cassert>
#include <cstdio>
#include <cuda_tile.h>
namespace ct = cuda::tiles;
using namespace ct::literals;
using f32x8 = ct::tile<float, ct::shape<8>>;

__tile__ f32x8 pick(f32x8 a, f32x8 b, int n) {
  if (n > 3)
    return a;
  return b + a;
}
struct Pair {
  f32x8 x, y;
};
__tile__ Pair swap(Pair p) { return Pair{p.y, p.x}; }

__tile_global__ void k1(float *__restrict__ in, float *__restrict__ out, int n) {
  auto v = ct::partition_view{ct::tensor_span{in, ct::extents{n}}, ct::shape{8_ic}};
  auto o = ct::partition_view{ct::tensor_span{out, ct::extents{n}}, ct::shape{8_ic}};
  int bx = ct::bid().x;
  f32x8 t = v.load_masked(bx);
  int i = 0;
  while (i < n) {
    t = t + t;
    if (i == 5)
      break;
    i += 2;
  }
  Pair p = swap(Pair{t, t * 2.0f});
  auto r = pick(p.x, p.y, n);
  auto f = [&](f32x8 q) { return q + r; };
  r = f(r);
  if (bx == 0) {
    printf("block %d n %d\n", bx, n);
    return;
  }
  assert(n > 0);
  o.store_masked(r, bx);
}

// CHECK-LABEL: entry @_Z2k1PfS_i(
// The while loop carries the tile and the counter; the break passes both.
// CHECK: %[[L:.*]]:2 = loop iter_values(%[[T:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}) : tile<8xf32>, tile<i32> -> tile<8xf32>, tile<i32> {
// CHECK: break %[[T]], %[[I]] : tile<8xf32>, tile<i32>
// CHECK: %[[TT:.*]] = addf %[[T]], %[[T]]
// CHECK: break %[[TT]], %[[I]]
// CHECK: continue %[[TT]], %{{.*}} : tile<8xf32>, tile<i32>
// swap: p.x is t * 2, p.y is t; pick(p.x, p.y, n) returns p.x when n > 3.
// CHECK: %[[X:.*]] = mulf %[[L]]#0, %{{.*}}
// CHECK: %[[C:.*]] = cmpi greater_than %arg2, %{{.*}}, signed
// CHECK: %[[R1:.*]]:2 = if %[[C]] -> (tile<8xf32>, tile<i1>) {
// CHECK-NEXT: yield %[[X]], %{{.*}} : tile<8xf32>, tile<i1>
// The rest of pick runs only when it has not returned.
// CHECK: if %{{.*}} -> (tile<8xf32>, tile<i1>) {
// CHECK-NEXT: %[[S:.*]] = addf %[[L]]#0, %[[X]]
// CHECK-NEXT: yield %[[S]]
// The lambda adds r to itself.
// CHECK: %[[LR:.*]] = addf %[[R:.*]]#0, %[[R]]#0
// CHECK: if %{{.*}} {
// CHECK-NEXT: print_tko "block %d n %d\0A", %{{.*}}, %arg2 : tile<i32>, tile<i32> -> token
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: assert %{{.*}}, "{{.*}}constructs.cu:{{[0-9]+}}: Assertion `n > 0' failed." : tile<i1>
// CHECK: store_view_tko weak %[[LR]]

__tile_global__ void k2(int *a, int *b, int n) {
  using i32x8 = ct::tile<int, ct::shape<8>>;
  auto offs = ct::iota<i32x8>();
  ct::store(a + offs, offs);
  auto x = ct::load(b + offs);
  auto s = ct::sum(x, 0_ic);
  ct::atomic_add(a, (int)s, ct::memory_order_relaxed_t{}, ct::thread_scope_device_t{});
  for (int j = 0; j < n; ++j) {
    if (j % 3 == 1)
      continue;
    ct::store(b + offs, x + j);
  }
}

// CHECK-LABEL: entry @_Z2k2PiS_i(
// a and b may alias: the load of b waits for the store to a, and the atomic
// waits for both.
// CHECK: %[[ST:.*]] = store_ptr_tko weak
// CHECK: %{{.*}}, %[[LT:.*]] = load_ptr_tko weak %{{.*}} token=%[[ST]]
// CHECK: reduce
// CHECK: %[[J:.*]] = join_tokens %[[ST]], %[[LT]] : token
// CHECK: %{{.*}}, %[[AT:.*]] = atomic_rmw_tko relaxed device %arg0, add, %{{.*}} token=%[[J]]
// The loop (a `loop`, as nvcc makes every C++ for) carries the token, the
// counter and the first-iteration flag of a loop with continue; continue
// passes the token unchanged.
// CHECK: loop iter_values(%[[TK:.*]] = %[[AT]], %[[JV:.*]] = %{{.*}}, %{{.*}} = %{{.*}}) : token, tile<i32>, tile<i1>
// CHECK: %[[J2:.*]] = if
// CHECK: cmpi less_than %[[J2]], %arg2, signed
// CHECK: continue %[[TK]], %[[J2]], %{{.*}} : token, tile<i32>, tile<i1>
// CHECK: %[[S2:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[TK]]
// CHECK: continue %[[S2]], %[[J2]], %{{.*}} : token, tile<i32>, tile<i1>

template <int N>
__tile_global__ void scale(float *__restrict__ p) {
  auto v = ct::partition_view{ct::tensor_span{p, ct::extents{64_ic}}, ct::shape<16>{}};
  v.store(v.load(0) * float(N), 0);
}
// Launches instantiate the template (explicit instantiation of a tile kernel
// template is not accepted yet; see docs/codegen.md).
void launch(float *p) {
  scale<2><<<1>>>(p);
  scale<3><<<1>>>(p);
}

// CHECK-LABEL: entry @_Z5scaleILi2EEvPf(
// CHECK: constant <f32: 2.000000e+00>
// CHECK-LABEL: entry @_Z5scaleILi3EEvPf(
// CHECK: constant <f32: 3.000000e+00>
