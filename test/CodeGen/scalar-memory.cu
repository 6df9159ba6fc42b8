// Scalar reads and writes through C++ pointers are 0-d load_ptr_tko /
// store_ptr_tko (weak), after an `offset` by the index, as nvcc makes them.
// They join the token chains of their alias class: a store waits for the
// loads before it (join_tokens), a load waits for the last store, and they
// order with ct::load/ct::store on the same memory. An unsigned index is
// zero-extended to i64 first; a loop bound read from memory is read again in
// every iteration.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// tileiras takes the module (0-d accesses of every element type included).
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}

#include <cuda_tile.h>
#include <cuda_fp16.h>
#include <cstdint>
namespace ct = cuda::tiles;

// CHECK-LABEL: entry @_Z5basicPiPfS0_(
// CHECK-SAME: %[[STEPS:.*]]: tile<ptr<i32>>, %[[OUT:.*]]: tile<ptr<f32>>, %[[P:.*]]: tile<ptr<f32>>)
// CHECK: %[[BX:.*]], %{{.*}}, %{{.*}} = get_tile_block_id
// CHECK: %[[BX64:.*]] = exti %[[BX]] unsigned : tile<i32> -> tile<i64>
// CHECK: %[[SP:.*]] = offset %[[STEPS]], %[[BX64]] : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
// CHECK: %[[LIM:.*]], %[[T1:.*]] = load_ptr_tko weak %[[SP]] : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %[[X:.*]], %[[T2:.*]] = load_ptr_tko weak %[[P]] : tile<ptr<f32>> -> tile<f32>, token
// CHECK: %[[J:.*]] = join_tokens %[[T1]], %[[T2]] : token
// CHECK: %[[LF:.*]] = itof %[[LIM]] signed
// CHECK: %[[SUM:.*]] = addf %[[X]], %[[LF]]
// CHECK: %[[OP:.*]] = offset %[[OUT]], %[[BX64]] : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[OP]], %[[SUM]] token=%[[J]] : tile<ptr<f32>>, tile<f32> -> token
__tile_global__ void basic(int *steps, float *out, float *p) {
  unsigned b = ct::bid().x;
  int limit = steps[b];
  float x = *p;
  out[b] = x + limit;
}

// The bound is loaded inside the loop; the restrict output's stores chain
// only among themselves; steps is never written, so its loads carry no token.
// CHECK-LABEL: entry @_Z5loopsPiPf(
// CHECK: loop iter_values(%[[TOK:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %{{.*}}) : token, tile<i32>, tile<i1>
// CHECK: %[[CUR:.*]] = if
// CHECK: %[[N:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<i32>> -> tile<i32>, token
// CHECK: cmpi less_than %[[CUR]], %[[N]], signed
// CHECK: %[[ST:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[TOK]] : tile<ptr<f32>>, tile<f32> -> token
// CHECK: continue %[[ST]], %{{.*}} : token, tile<i32>, tile<i1>
__tile_global__ void loops(int *__restrict__ steps, float *__restrict__ out) {
  int b = ct::bid().x;
  for (int i = 0; i < steps[b]; ++i)
    out[b + i] = 1.0f;
}

// p[i] += 1: the store waits for the load; p[j]++ after it waits for the
// store, and its own store for both.
// CHECK-LABEL: entry @_Z3rmwPiii(
// CHECK-SAME: %[[P:.*]]: tile<ptr<i32>>, %[[I:.*]]: tile<i32>, %[[J:.*]]: tile<i32>)
// CHECK: %[[A:.*]] = offset %[[P]], %[[I]] : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
// CHECK: %[[V:.*]], %[[LT:.*]] = load_ptr_tko weak %[[A]] : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %[[V1:.*]] = addi %[[V]], %{{.*}} : tile<i32>
// CHECK: %[[S1:.*]] = store_ptr_tko weak %[[A]], %[[V1]] token=%[[LT]] : tile<ptr<i32>>, tile<i32> -> token
// CHECK: %[[B:.*]] = offset %[[P]], %[[J]]
// CHECK: %[[W:.*]], %[[LT2:.*]] = load_ptr_tko weak %[[B]] token=%[[S1]]
// CHECK: %[[JT:.*]] = join_tokens %[[S1]], %[[LT2]] : token
// CHECK: store_ptr_tko weak %[[B]], %{{.*}} token=%[[JT]]
__tile_global__ void rmw(int *p, int i, int j) {
  p[i] += 1;
  p[j]++;
}

// A tile load, a scalar store, a tile store and a scalar load of one pointer
// are ordered one after the other.
// CHECK-LABEL: entry @_Z5mixedPf(
// CHECK: %[[T:.*]], %[[TT:.*]] = load_ptr_tko weak %{{.*}} : tile<16xptr<f32>> -> tile<16xf32>, token
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[TT]] : tile<ptr<f32>>, tile<f32> -> token
// CHECK: %[[S2:.*]] = store_ptr_tko weak %{{.*}}, %[[T]] token=%[[S]] : tile<16xptr<f32>>, tile<16xf32> -> token
// CHECK: load_ptr_tko weak %{{.*}} token=%[[S2]] : tile<ptr<f32>> -> tile<f32>, token
__tile_global__ void mixed(float *p) {
  auto ptrs = p + ct::iota<ct::tile<int, ct::shape<16>>>();
  auto t = ct::load(ptrs);
  p[3] = 2.0f;
  ct::store(ptrs, t);
  float y = p[5];
  p[0] = y;
}

// Pointers to __half, double and int64_t; an index of each integer width.
// CHECK-LABEL: entry @_Z5typesP6__halfPdPlsx(
// CHECK-SAME: %[[H:.*]]: tile<ptr<f16>>, %[[D:.*]]: tile<ptr<f64>>, %[[L:.*]]: tile<ptr<i64>>, %[[S:.*]]: tile<i16>, %[[LL:.*]]: tile<i64>)
// CHECK: %[[HP:.*]] = offset %[[H]], %[[S]] : tile<ptr<f16>>, tile<i16> -> tile<ptr<f16>>
// CHECK: load_ptr_tko weak %[[HP]] : tile<ptr<f16>> -> tile<f16>, token
// CHECK: %[[DP:.*]] = offset %[[D]], %[[LL]] : tile<ptr<f64>>, tile<i64> -> tile<ptr<f64>>
// CHECK: load_ptr_tko weak %[[DP]] {{.*}}: tile<ptr<f64>> -> tile<f64>, token
// CHECK: load_ptr_tko weak %[[L]] {{.*}}: tile<ptr<i64>> -> tile<i64>, token
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<f16>>, tile<f16> -> token
// CHECK: mulf %{{.*}} : tile<f64>
// CHECK: store_ptr_tko weak %{{.*}} : tile<ptr<f64>>, tile<f64> -> token
// CHECK: addi %{{.*}} : tile<i64>
// CHECK: store_ptr_tko weak %{{.*}} : tile<ptr<i64>>, tile<i64> -> token
__tile_global__ void types(__half *h, double *d, int64_t *l, short s, long long ll) {
  __half x = h[s];
  double y = d[ll];
  int64_t z = *l;
  h[1] = x;
  d[1] = y * 2.0;
  l[1] = z + 1;
}

// Helpers taking pointers, a reference to memory, &p[i] and p + k: the
// element is computed once (p[i++] increments i once).
// CHECK-LABEL: entry @_Z7helpersPfi(
// CHECK-SAME: %[[P:.*]]: tile<ptr<f32>>, %[[I:.*]]: tile<i32>)
// CHECK: %[[A:.*]] = offset %[[P]], %[[I]]
// CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko weak %[[A]]
// CHECK: %[[R:.*]] = mulf %[[V]]
// CHECK: %[[S1:.*]] = store_ptr_tko weak %[[A]], %[[R]]
// CHECK: %[[B:.*]] = offset %[[A]], %{{.*}}
// CHECK: load_ptr_tko weak %[[B]] token=%[[S1]]
// CHECK: store_ptr_tko weak %[[B]]
// CHECK: %[[I1:.*]] = addi %[[I]], %{{.*}} : tile<i32>
// CHECK-NOT: addi %[[I1]]
// CHECK: %[[F:.*]] = itof %[[I1]] signed
// CHECK: store_ptr_tko weak %[[P]], %[[F]]
// CHECK-NEXT: return
__tile__ float &at(float *p, int i) { return p[i]; }
__tile__ void scale(float *q, float k) { *q = *q * k; }
__tile_global__ void helpers(float *p, int i) {
  float &r = at(p, i);
  r *= 2.0f;
  scale(&p[i] + 1, 3.0f);
  p[i++] += 1.0f;
  *p = i;
}

// bool in memory: the same 0-d ptr<i1> access ct::load/ct::store make.
// CHECK-LABEL: entry @_Z5boolsPbPKbi(
// CHECK: %[[V:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<i1>> -> tile<i1>, token
// CHECK: %[[N:.*]] = xori %[[V]], %{{.*}} : tile<i1>
// CHECK: store_ptr_tko weak %{{.*}}, %[[N]] : tile<ptr<i1>>, tile<i1> -> token
__tile_global__ void bools(bool *__restrict__ a, const bool *__restrict__ b, int r) {
  a[r] = !b[r];
}
