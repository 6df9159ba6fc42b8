// A pointer chosen between two objects (two locals, even of one class) or
// read from memory points to an object that is not known: its accesses are
// ordered against every class, __restrict__ ones included, as nvcc 13.4
// orders them (probed with tileirdisasm: a store through `c ? &a : &b` or
// through `h->p`, then a read of a __restrict__ `x`, which waits for it; a
// read through `h->p`, then a __restrict__ store, which waits for it). Before,
// such a pointer was in the shared class and the __restrict__ accesses ran
// free of it. A choice between two places in one object keeps its class.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s > %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: %if tileiras %{ cutile-compile --gpu-name sm_90 %t.mlir -o %t.cubin %}
#include <cuda_tile.h>
namespace ct = cuda::tiles;

// The store through the chosen local waits for the read of x before it, and
// the next read of x and the store to out wait for it.
// CHECK-LABEL: entry @_Z10two_localsPKfPff
// CHECK: %{{.*}}, %[[R0:.*]] = load_ptr_tko weak %{{.*}} : tile<ptr<f32>>
// CHECK: %[[P:.*]] = select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f32>>
// CHECK: %[[J:.*]] = join_tokens %{{.*}}, %[[R0]] : token
// CHECK: %[[S:.*]] = store_ptr_tko weak %[[P]], %{{.*}} token=%[[J]] :
// CHECK: load_ptr_tko weak %{{.*}} token=%[[S]] : tile<ptr<f32>>
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[S]] :
__tile_global__ void two_locals(const float *__restrict__ x, float *__restrict__ out,
                                float t) {
  float a = 0.0f, b = 0.0f;
  float v = x[0];
  float *p = v < t ? &a : &b;
  *p = v;
  float w = x[1];
  out[0] = a + b + w;
}

// In a loop (split_sums of Compat/control/local_memory_objects.cu): each
// iteration's read of x waits for the previous iteration's store through the
// chosen local.
// CHECK-LABEL: entry @_Z10loop_localPKfPfi
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%{{arg[0-9]+}} = %{{[0-9]+}}, %[[TX:arg[0-9]+]] = %{{[0-9]+}},
// CHECK: load_ptr_tko weak %{{.*}} token=%[[TX]] : tile<ptr<f32>>
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<f32>>
// CHECK: continue %[[S]], %[[S]],
__tile_global__ void loop_local(const float *__restrict__ x, float *__restrict__ out,
                                int n) {
  float lo = 0.0f, hi = 0.0f;
  for (int i = 0; i < n; ++i) {
    const float v = x[i];
    float *acc = v < 0.5f ? &lo : &hi;
    *acc += v;
  }
  out[0] = lo;
  out[1] = hi;
}

struct holder {
  float *p;
};

// A store through a pointer read from memory waits for the read of x before
// it; the next read of x and the store to out wait for it.
// CHECK-LABEL: entry @_Z12loaded_storePK6holderPKfPf
// CHECK: %{{.*}}, %[[R0:.*]] = load_ptr_tko weak %{{.*}} : tile<ptr<f32>>
// CHECK: %[[Q:.*]] = int_to_ptr
// CHECK: %[[S:.*]] = store_ptr_tko weak %[[Q]], %{{.*}} token=%[[R0]] :
// CHECK: load_ptr_tko weak %{{.*}} token=%[[S]] : tile<ptr<f32>>
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[S]] :
__tile_global__ void loaded_store(const holder *__restrict__ h, const float *__restrict__ x,
                                  float *__restrict__ out) {
  float v = x[0];
  float *q = h[0].p;
  *q = v;
  float w = x[1];
  out[0] = w;
}

// A read through it waits for the store to out before it, and the next store
// to out waits for the read.
// CHECK-LABEL: entry @_Z11loaded_readPK6holderPKfPf
// CHECK: %[[W:.*]] = store_ptr_tko weak
// CHECK: %[[Q:.*]] = int_to_ptr
// CHECK: %{{.*}}, %[[R:.*]] = load_ptr_tko weak %[[Q]] token=%[[W]] :
// CHECK: %[[J:.*]] = join_tokens %[[W]], %[[R]] : token
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[J]] :
__tile_global__ void loaded_read(const holder *__restrict__ h, const float *__restrict__ x,
                                 float *__restrict__ out) {
  out[1] = x[0];
  float *q = h[0].p;
  out[0] = *q;
}

// Orderings that stay dropped: a choice between two places in one
// __restrict__ object stays in its class (nvcc 13.4 the same), so the reads
// of x and the store to out carry no token; and a plain local's own accesses
// do not order x.
// CHECK-LABEL: entry @_Z10one_objectPKfPfS1_f
// CHECK: select
// CHECK-NEXT: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<ptr<f32>>
// CHECK: load_ptr_tko weak %{{.*}} : tile<ptr<f32>> -> tile<f32>, token
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<ptr<f32>>
// CHECK: return
__tile_global__ void one_object(const float *__restrict__ x, float *__restrict__ a,
                                float *__restrict__ out, float t) {
  float v = x[0];
  float *p = v < t ? a + 1 : a + 2;
  *p = v;
  out[0] = x[1];
}

// CHECK-LABEL: entry @_Z11local_placePKfPfi
// CHECK: for
// CHECK: load_ptr_tko weak %{{.*}} : tile<ptr<f32>> -> tile<f32>, token
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<f32>>
// CHECK: continue
__tile_global__ void local_place(const float *__restrict__ x, float *__restrict__ out,
                                 int n) {
  float s[2] = {0.0f, 0.0f};
  for (int i = 0; i < n; ++i) {
    const float v = x[i];
    float *acc = v < 0.5f ? &s[0] : &s[1];
    *acc += v;
  }
  out[0] = s[0];
  out[1] = s[1];
}

// Stores to disjoint rows of a `ct::irange` loop (loop-disjoint-stores.cu)
// keep their chain when the loop also reads through a pointer read from
// memory: it may point into another iteration's row (a plain `y` is of
// unknown class itself, see plain_loop; with a __restrict__ `y` the order is
// more than C++ asks, kept for the locals' and globals' class).
// CHECK-LABEL: entry @_Z10rows_readsPKfPfPK6holderS1_i
// CHECK: for %{{.*}} iter_values(
// CHECK: %[[S:.*]] = store_view_tko weak %{{.*}} token = %{{.*}} :
// CHECK: load_ptr_tko weak %{{.*}} token=%[[S]] : tile<ptr<f32>>
__tile_global__ void rows_reads(const float *__restrict__ x, float *__restrict__ y,
                                const holder *__restrict__ h, float *__restrict__ out,
                                int rows) {
  auto yv = ct::partition_view{
      ct::tensor_span{y, ct::extents{rows, ct::integral_constant<64>{}}}, ct::shape<1, 64>{}};
  auto xv = ct::partition_view{
      ct::tensor_span{x, ct::extents{rows, ct::integral_constant<64>{}}}, ct::shape<1, 64>{}};
  float s = 0.0f;
  for (int r : ct::irange(0, rows)) {
    yv.store(xv.load(r, 0) * 2.0f, r, 0);
    s += *h[0].p;
  }
  out[0] = s;
}

// A plain pointer parameter may point anywhere, __restrict__ objects
// included: nvcc 13.4 orders each read of a __restrict__ `x` after the
// previous store through a plain `y` (probed), and so do we. Left apart,
// tileiras pipelined the loop: 104 SASS instructions against nvcc's 23.
// CHECK-LABEL: entry @_Z10plain_loopPKfPfi
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%[[W:arg[0-9]+]] = %{{[0-9]+}}, %[[X:arg[0-9]+]] = %{{[0-9]+}},
// CHECK: %{{.*}}, %[[R:.*]] = load_ptr_tko weak %{{.*}} token=%[[X]] :
// CHECK: %[[J:.*]] = join_tokens %[[W]], %[[X]], %[[R]] : token
// CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[J]] :
// CHECK: continue %[[S]], %[[S]],
__tile_global__ void plain_loop(const float *__restrict__ x, float *y, int n) {
  for (int i = 0; i < n; ++i)
    y[i] = x[i] * 2.0f;
}
