// nvcc 13.5 promotes a counted loop to a `for` only where its counter and
// bound are values of their own: where its front end reads either from
// memory (the variable's address escapes anywhere in its function, it is a
// reference, a member, a structured binding, an array element, a lambda's
// by-copy capture), the loop stays a `loop`. Read from nvcc 13.5's Tile IR
// (-tilebc + tileirdisasm) on each kernel below; the kernels marked `for`
// are promoted by nvcc too (lib/CodeGenTile/LoopTestOperands.cpp).
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;

using vec = ct::tile<float, ct::shape<64>>;
using ivec = ct::tile<int, ct::shape<64>>;

__tile__ void use(const int &) {}
__tile__ void bump(int &i) { i += 64; }

#define KERNEL(name, pre, cond, inc)                                           \
  __tile_global__ void name(const float *x, float *y, int cols) {             \
    auto lane = ct::iota<ivec>();                                              \
    vec acc = ct::zeros<vec>();                                                \
    pre;                                                                       \
    for (int c0 = 0; cond; inc)                                                \
      acc = acc + ct::load_masked(x + c0 + lane, c0 + lane < cols, 0.0f);      \
    ct::store(y + lane, acc);                                                  \
  }

// The bound captured by reference by a lambda, called in the loop or not.
// CHECK-LABEL: entry @_Z7ref_lamPKfPfi(
// CHECK-NOT: for
// CHECK: loop
// CHECK-NOT: for
// CHECK: return
KERNEL(ref_lam, auto f = [&] { return cols; }; acc = acc + (float)f(), c0 < cols, c0 += 64)

// Bound to a reference parameter after the loop: the whole function counts.
// CHECK-LABEL: entry @_Z9ref_laterPKfPfi(
// CHECK-NOT: for
// CHECK: loop
__tile_global__ void ref_later(const float *x, float *y, int cols) {
  auto lane = ct::iota<ivec>();
  vec acc = ct::zeros<vec>();
  for (int c0 = 0; c0 < cols; c0 += 64)
    acc = acc + ct::load_masked(x + c0 + lane, c0 + lane < cols, 0.0f);
  use(cols);
  ct::store(y + lane, acc);
}

// A pointer to the bound.
// CHECK-LABEL: entry @_Z3ptrPKfPfi(
// CHECK-NOT: for
// CHECK: loop
KERNEL(ptr, const int *pc = &cols; acc = acc + (float)*pc, c0 < cols, c0 += 64)

// The counter passed by reference (the increment a function).
// CHECK-LABEL: entry @_Z7ctr_refPKfPfi(
// CHECK-NOT: for
// CHECK: loop
KERNEL(ctr_ref, , c0 < cols, bump(c0))

// A member of a local struct as the bound, its address never taken.
struct P { int n; };
// CHECK-LABEL: entry @_Z6memberPKfPfi(
// CHECK-NOT: for
// CHECK: loop
KERNEL(member, P p{cols}, c0 < p.n, c0 += 64)

// A structured binding as the bound.
struct P2 { int n, m; };
#define BIND auto [n, m] = P2{cols, 1}
// CHECK-LABEL: entry @_Z10structuredPKfPfi(
// CHECK-NOT: for
// CHECK: loop
KERNEL(structured, BIND; (void)m, c0 < n, c0 += 64)

// Another variable's address escapes: promoted.
// CHECK-LABEL: entry @_Z9other_refPKfPfi(
// CHECK-NOT: loop
// CHECK: for
// CHECK-NOT: loop
// CHECK: return
KERNEL(other_ref, int s = 64; use(s); acc = acc + (float)s, c0 < cols, c0 += 64)

// A copy of the bound captured by reference, the bound captured by copy, a
// constant bound whose address is taken: promoted.
// CHECK-LABEL: entry @_Z8copy_refPKfPfi(
// CHECK-NOT: loop
// CHECK: for
// CHECK-NOT: loop
// CHECK: return
KERNEL(copy_ref, int n3 = cols; auto f = [&] { return n3; }; auto g = [=] { return cols; };
       acc = acc + (float)(f() + g()), c0 < cols, c0 += 64)

// CHECK-LABEL: entry @_Z8constantPKfPfi(
// CHECK-NOT: loop
// CHECK: for
// CHECK-NOT: loop
// CHECK: return
KERNEL(constant, constexpr int k = 256; use(k), c0 < k, c0 += 64)

// `(c ? a : b) = 5` assigns a or b; it takes no address: promoted.
// CHECK-LABEL: entry @_Z11conditionalPKfPfi(
// CHECK-NOT: loop
// CHECK: for
// CHECK-NOT: loop
// CHECK: return
KERNEL(conditional, int a = cols; int b = 7; (cols > 3 ? a : b) = 5; acc = acc + (float)b,
       c0 < a, c0 += 64)

// A while loop over a counter whose address escapes.
// CHECK-LABEL: entry @_Z9while_refPKfPfi(
// CHECK-NOT: for
// CHECK: loop
// CHECK-NOT: for
// CHECK: return
__tile_global__ void while_ref(const float *x, float *y, int cols) {
  auto lane = ct::iota<ivec>();
  vec acc = ct::zeros<vec>();
  int c0 = 0;
  use(c0);
  while (c0 < cols) {
    acc = acc + ct::load_masked(x + c0 + lane, c0 + lane < cols, 0.0f);
    c0 += 64;
  }
  ct::store(y + lane, acc);
}

// In a __tile__ function: its reference parameter as the bound keeps the
// loop; the caller's variable escaping does not reach a callee that takes
// it by value. The loop in a lambda over its by-copy capture stays, over
// its parameter it is promoted.
__tile__ vec scan_ref(const float *row, const int &cols) {
  auto lane = ct::iota<ivec>();
  vec acc = ct::zeros<vec>();
  for (int c0 = 0; c0 < cols; c0 += 64)
    acc = acc + ct::load_masked(row + c0 + lane, c0 + lane < cols, 0.0f);
  return acc;
}
__tile__ vec scan_val(const float *row, int cols) {
  auto lane = ct::iota<ivec>();
  vec acc = ct::zeros<vec>();
  for (int c0 = 0; c0 < cols; c0 += 64)
    acc = acc + ct::load_masked(row + c0 + lane, c0 + lane < cols, 0.0f);
  return acc;
}
// CHECK-LABEL: entry @_Z7calleesPKfPfi(
// CHECK: loop
// CHECK: for
// CHECK: loop
// CHECK: for
// CHECK: return
__tile_global__ void callees(const float *x, float *y, int cols) {
  int n = cols + 1;
  vec a = scan_ref(x, n);
  use(cols);
  vec b = scan_val(x, cols);
  auto byCopy = [=] {
    auto lane = ct::iota<ivec>();
    vec acc = ct::zeros<vec>();
    for (int c0 = 0; c0 < cols; c0 += 64)
      acc = acc + ct::load(x + lane);
    return acc;
  };
  auto byParam = [](const float *x, int cols) {
    auto lane = ct::iota<ivec>();
    vec acc = ct::zeros<vec>();
    for (int c0 = 0; c0 < cols; c0 += 64)
      acc = acc + ct::load(x + lane);
    return acc;
  };
  ct::store(y + ct::iota<ivec>(), a + b + byCopy() + byParam(x, n));
}

// The attribute that marks kept loops does not reach the output.
// CHECK-NOT: cutile.keep_loop
