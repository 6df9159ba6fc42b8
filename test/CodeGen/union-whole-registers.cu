// A union (or a class holding one) that is only ever copied whole needs no
// address: its value is the bytes a copy reads, kept in registers, as nvcc
// 13.4 keeps such a local (probed with tileirdisasm: `word c = a; f(c);`
// has an alloca for a and for f's parameter, none for c). One that has a
// member named, a reference bound or its address taken stays in memory, and
// a by-value parameter always gets its own alloca and copy, so a callee
// writing it leaves the caller's object as it was (nvcc does the same).
// Numerics: Emulate/union-whole-copies.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>

union Bits {
  float f;
  unsigned u;
};
struct Tagged {
  Bits b;
  int tag;
};

__tile__ unsigned bitsOf(Bits b) { return b.u; }
__tile__ unsigned passOn(Bits b) { return bitsOf(b); }
__tile__ unsigned overwrite(Bits b, unsigned v) {
  b.u = v;
  return b.u;
}
__tile__ unsigned tagSum(Tagged t) { return t.b.u + unsigned(t.tag); }

// c is a's bytes in registers, stored once into bitsOf's parameter.
// CHECK-LABEL: entry @_Z14copy_then_passPKfPj(
// CHECK-COUNT-2: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: %[[BYTES:.*]], %{{.*}} = load_ptr_tko weak %{{.*}}, %[[M:.*]] token={{.*}} : tile<4xptr<i8>>, tile<4xi1> -> tile<4xi8>, token
// CHECK-NEXT: %[[P:.*]] = reshape %{{.*}} : tile<ptr<i8>> -> tile<1xptr<i8>>
// CHECK: store_ptr_tko weak %{{.*}}, %[[BYTES]], %[[M]] {{.*}}: tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
// CHECK-NOT: tile<4xi8>
// CHECK: return
__tile_global__ void copy_then_pass(const float *in, unsigned *out) {
  Bits a;
  a.f = *in;
  Bits c = a;
  *out = bitsOf(c);
}

// A parameter only passed on is in registers too: one alloca for a, one
// for bitsOf's parameter.
// CHECK-LABEL: entry @_Z7forwardPKfPj(
// CHECK-COUNT-2: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: return
__tile_global__ void forward(const float *in, unsigned *out) {
  Bits a;
  a.f = *in;
  *out = passOn(a);
}

// Assigned whole under a run-time condition: an `if` yielding the bytes.
// CHECK-LABEL: entry @_Z9assign_ifPKfPK4BitsPj(
// CHECK-COUNT-2: alloca
// CHECK-NOT: alloca
// CHECK: %[[S:[0-9]+]]:2 = if %{{.*}} -> (token, tile<4xi8>) {
// CHECK: store_ptr_tko weak %{{.*}}, %[[S]]#1, %{{.*}} : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
__tile_global__ void assign_if(const float *in, const Bits *q, unsigned *out) {
  Bits a;
  a.f = *in;
  Bits s = a;
  if (*in > 0.0f)
    s = q[0];
  *out = bitsOf(s);
}

// The callee writes its parameter: it has its own alloca (one for a, one
// for overwrite's b, one for bitsOf's), and the caller's c, the same bytes,
// is copied again unchanged for the second call.
// CHECK-LABEL: entry @_Z13written_paramPKfPj(
// CHECK-COUNT-3: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: %[[C:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<4xptr<i8>>, tile<4xi1> -> tile<4xi8>, token
// CHECK: store_ptr_tko weak %{{.*}}, %[[C]], %{{.*}} : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<ptr<i32>>, tile<i32> -> token
// CHECK: store_ptr_tko weak %{{.*}}, %[[C]], %{{.*}} : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
__tile_global__ void written_param(const float *in, unsigned *out) {
  Bits a;
  a.f = *in;
  Bits c = a;
  out[0] = overwrite(c, 5u);
  out[1] = bitsOf(c);
}

// A class holding a union, copied whole: its parts in registers (t and
// tagSum's parameter have allocas, u none).
// CHECK-LABEL: entry @_Z12tagged_wholePKfPj(
// CHECK-COUNT-2: alloca num_elem = 8, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: return
__tile_global__ void tagged_whole(const float *in, unsigned *out) {
  Tagged t;
  t.b.f = *in;
  t.tag = 3;
  Tagged u = t;
  *out = tagSum(u);
}

// Still in memory: the value of an assignment used (v = w = ...), a
// reference captured by a lambda, a member named.
// CHECK-LABEL: entry @_Z11kept_memoryPK4BitsPj(
// CHECK-COUNT-4: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: return
__tile_global__ void kept_memory(const Bits *q, unsigned *out) {
  Bits v = q[0], w = q[1], z = q[2];
  v = w = q[3];
  auto g = [&] { z = q[4]; };
  g();
  out[0] = v.u;
  out[1] = bitsOf(w) + bitsOf(z);
}

// A constructor's parameter named in a member initializer stays in memory
// (holder's w); one only copied there is in registers (keeper's w): allocas
// for a, holder's w, h and k.
struct Holder {
  unsigned bits;
  Bits copy;
  __tile__ Holder(Bits w) : bits(w.u), copy(w) {}
};
struct Keeper {
  Bits copy;
  __tile__ Keeper(Bits w) : copy(w) {}
};
// CHECK-LABEL: entry @_Z10ctor_paramPKfPj(
// CHECK-COUNT-2: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-NEXT: alloca num_elem = 8, alignment = 4 : tile<ptr<i8>>
// CHECK-NEXT: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: return
__tile_global__ void ctor_param(const float *in, unsigned *out) {
  Bits a;
  a.f = *in;
  Holder h(a);
  Keeper k(a);
  *out = h.bits + k.copy.u;
}

// Zero unions in registers are zero bytes: a value-initialized temporary
// passed by value, and the union part of a class assigned `{}` (this used
// to crash).
// CHECK-LABEL: entry @_Z11zero_unionsPjP6Tagged(
// CHECK: %[[Z:.*]] = constant <i8: 0> : tile<4xi8>
// CHECK: store_ptr_tko weak %{{.*}}, %[[Z]], %{{.*}} : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
// CHECK: store_ptr_tko weak %{{.*}}, %[[Z]], %{{.*}} : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
__tile_global__ void zero_unions(unsigned *out, Tagged *q) {
  out[0] = bitsOf(Bits{});
  Tagged t;
  t.tag = 1;
  t = Tagged{};
  out[1] = t.b.u + unsigned(t.tag);
  *q = Tagged{};
}
