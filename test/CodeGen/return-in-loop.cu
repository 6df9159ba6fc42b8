// `return` inside loops and switches (CUDA 13.5; nvcc 13.4 rejected it). As
// nvcc 13.5 lowers it (tileirdisasm of its bytecode): the loop stays a
// `loop` (an irange loop too, never a `for`), the return is a `break` that
// carries the returned flag (true) and the value out, a loop around an inner
// loop that returned leaves with `if %flag { break }`, and in a kernel what
// follows the loop runs after `if %flag { return }`. nvcc wraps the
// function's body in one more `loop` to leave it; we guard the statements
// after the loop with the flag instead (an inlined function has no
// `return` op of its own). Numeric checks: Emulate/return-in-loop.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s

#include <cuda_tile.h>
namespace ct = cuda::tiles;

__tile__ int find_first(const int *p, int n, int key) {
  for (int i = 0; i < n; ++i)
    if (p[i] == key)
      return i;
  return -1;
}

// CHECK-LABEL: entry @_Z6searchPKiiiPi(
// CHECK-DAG: %[[FALSE:.*]] = constant <i1: false>
// CHECK-DAG: %[[TRUE:.*]] = constant <i1: true>
// CHECK-NOT: for
// CHECK: %[[L:.*]]:5 = loop iter_values({{.*}}) : token, tile<i32>, tile<i1>
// CHECK: load_ptr_tko weak
// CHECK: %[[HIT:.*]] = cmpi equal
// CHECK-NEXT: if %[[HIT]] {
// CHECK-NEXT: break %{{.*}}, %{{.*}}, %[[TRUE]], %{{.*}} :
// CHECK: continue %{{.*}}, %{{.*}}, %[[FALSE]], %{{.*}} :
// CHECK: %[[NOTRET:.*]] = xori %[[L]]#2, %[[TRUE]]
// CHECK-NEXT: %[[V:.*]]:2 = if %[[NOTRET]] -> (tile<i32>, tile<i1>) {
// CHECK-NEXT: constant <i32: -1>
// CHECK: yield %[[L]]#1, %[[L]]#2
// CHECK: store_ptr_tko weak %{{.*}}, %[[V]]#0
__tile_global__ void search(const int *p, int n, int key, int *out) {
  out[0] = find_first(p, n, key);
}

// An irange loop with a return is a `loop` that carries its counter.
// CHECK-LABEL: entry @_Z12search_rangePKiiiPi(
// CHECK-NOT: for
// CHECK: loop iter_values
// CHECK: break
// CHECK-NOT: for
// CHECK: return
__tile_global__ void search_range(const int *p, int n, int key, int *out) {
  int r = -1;
  for (int i : ct::irange(0, n)) {
    if (p[i] == key)
      return;
    r = i;
  }
  out[0] = r;
}

// Nested loops: the inner loop's break carries the flag to the outer loop,
// which leaves where it is set.
__tile__ int find2(const int *p, int rows, int cols, int key) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (p[r * cols + c] == key)
        return r * cols + c;
  return -1;
}
// CHECK-LABEL: entry @_Z6nestedPKiiiiPi(
// CHECK-DAG: %[[TRUE:.*]] = constant <i1: true>
// CHECK: loop iter_values
// CHECK: %[[IN:.*]]:5 = loop iter_values
// CHECK: break %{{.*}}, %{{.*}}, %[[TRUE]],
// CHECK: continue
// CHECK: }
// CHECK-NEXT: if %[[IN]]#2 {
// CHECK-NEXT: break %[[IN]]#0, %[[IN]]#1, %[[TRUE]],
// CHECK-NEXT: }
__tile_global__ void nested(const int *p, int rows, int cols, int key, int *out) {
  out[0] = find2(p, rows, cols, key);
}

// A kernel returns from inside a loop: the loop is left with the flag, and
// `if %flag { return }` comes before what follows it.
// CHECK-LABEL: entry @_Z6prefixPKiiPi(
// CHECK-DAG: %[[TRUE:.*]] = constant <i1: true>
// CHECK: %[[K:.*]]:{{[0-9]+}} = loop iter_values(%{{[^ ]*}} = %{{[^ ]*}}, {{.*}}) : tile<i1>,
// CHECK: load_ptr_tko
// CHECK: %[[NEG:.*]] = cmpi less_than
// CHECK-NEXT: if %[[NEG]] {
// CHECK-NEXT: break %[[TRUE]],
// CHECK: continue
// CHECK: if %[[K]]#0 {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: store_ptr_tko
// CHECK: return
__tile_global__ void prefix(const int *p, int n, int *out) {
  for (int i = 0; i < n; ++i) {
    if (p[i] < 0)
      return;
    out[i] = p[i] * 2;
  }
  out[n] = 1;
}

// A return from a switch on a run-time value inside a loop: the switch is a
// loop that runs once (as nvcc makes it), left with the flag; the loop
// around it is left where the flag is set.
__tile__ float run_ops(const int *ops, int n, float x) {
  for (int i = 0; i < n; ++i) {
    switch (ops[i]) {
    case 0:
      x += 1.0f;
      break;
    case 2:
      return x;
    default:
      return -1.0f;
    }
  }
  return x * 10.0f;
}
// CHECK-LABEL: entry @_Z11interpreterPKiiPf(
// CHECK-DAG: %[[TRUE:.*]] = constant <i1: true>
// CHECK: loop iter_values
// CHECK: %[[SW:.*]]:{{[0-9]+}} = loop iter_values
// CHECK: break {{.*}}%[[TRUE]]
// CHECK: break {{.*}}%[[TRUE]]
// CHECK: }
// CHECK: if %[[SW]]#{{[0-9]+}} {
// CHECK-NEXT: break
// CHECK-NOT: for
// CHECK: return
__tile_global__ void interpreter(const int *ops, int n, float *out) {
  out[0] = run_ops(ops, n, out[1]);
}

// A loop with a compile-time trip count stays a `loop` (nvcc's too); under
// #pragma unroll it is unrolled, each later iteration under the flag.
__tile__ int find8(const int *p, int key) {
  for (int i = 0; i < 8; ++i)
    if (p[i] == key)
      return i;
  return -1;
}
__tile__ int find4_unrolled(const int *p, int key) {
#pragma unroll
  for (int i = 0; i < 4; ++i)
    if (p[i] == key)
      return i;
  return -1;
}
// CHECK-LABEL: entry @_Z10const_tripPKiiPi(
// CHECK: loop iter_values
// CHECK: break
// CHECK-COUNT-4: load_ptr_tko
// CHECK-NOT: loop
// CHECK: return
__tile_global__ void const_trip(const int *p, int key, int *out) {
  out[0] = find8(p, key);
  out[1] = find4_unrolled(p, key);
}
