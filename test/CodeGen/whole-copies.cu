// Objects copied whole whose parts tile code cannot copy one by one: a
// union, a class with bit-fields. nvcc 13.4 copies their bytes (probed with
// tileirdisasm): one tile<Nxi8> load and one store, N the size's next power
// of two, masked to the size; `S s{}` stores zero bytes. A class with a
// reference member is read as its parts, the reference as an i64 address.
// Numerics: Compat/types/whole_copies.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
#include <cuda_tile.h>

union Bits {
  float f;
  unsigned u;
};
struct Flags {
  int lo : 4;
  int hi : 12;
  float v;
};
struct Odd {
  char c[5];
  Bits b;
};
struct Ref {
  float &x;
  int k;
};

__tile__ unsigned bitsOf(Bits b) { return b.u; }

// A union copied local to local and into a helper's by-value parameter,
// which lives in memory like a union local (c, only copied whole, stays in
// registers: union-whole-registers.cu).
// CHECK-LABEL: entry @_Z10union_copyPKfPj(
// CHECK-DAG: alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK: %[[A:.*]] = ptr_to_ptr %{{.*}} : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[A]]
// CHECK: %[[BYTES:.*]], %{{.*}} = load_ptr_tko weak %{{.*}}, %[[M:.*]] token={{.*}} : tile<4xptr<i8>>, tile<4xi1> -> tile<4xi8>, token
// CHECK: store_ptr_tko weak %{{.*}}, %[[BYTES]], %[[M]] token={{.*}} : tile<4xptr<i8>>, tile<4xi8>, tile<4xi1> -> token
// CHECK: ptr_to_ptr %{{.*}} : tile<ptr<i8>> -> tile<ptr<i32>>
__tile_global__ void union_copy(const float *in, unsigned *out) {
  Bits a;
  a.f = *in;
  Bits c = a;
  *out = bitsOf(c);
}

// A class with bit-fields from memory and back: 8 bytes, all of the mask.
// CHECK-LABEL: entry @_Z13bitfield_copyPK5FlagsPS_(
// CHECK: %[[L:.*]], %[[T:.*]] = load_ptr_tko weak %{{.*}}, %[[M:.*]] : tile<8xptr<i8>>, tile<8xi1> -> tile<8xi8>, token
// CHECK: store_ptr_tko weak %{{.*}}, %[[L]], %[[M]] token=%[[T]] : tile<8xptr<i8>>, tile<8xi8>, tile<8xi1> -> token
// CHECK-NOT: load_ptr_tko
__tile_global__ void bitfield_copy(const Flags *p, Flags *q) {
  Flags s = *p;
  *q = s;
}

// A union inside a class: the class's parts, the union as its 4 bytes;
// an empty-braced class with bit-fields is
// zero bytes.
// CHECK-LABEL: entry @_Z11nested_copyPK3OddPS_P5Flags(
// CHECK-COUNT-5: load_ptr_tko weak %{{.*}} : tile<ptr<i8>> -> tile<i8>, token
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<4xptr<i8>>, tile<4xi1> -> tile<4xi8>, token
// CHECK: %[[Z:.*]] = constant <i8: 0> : tile<8xi8>
// CHECK: store_ptr_tko weak %{{.*}}, %[[Z]], %{{.*}} : tile<8xptr<i8>>, tile<8xi8>, tile<8xi1> -> token
__tile_global__ void nested_copy(const Odd *p, Odd *q, Flags *z) {
  Odd o = *p;
  *q = o;
  Flags f{};
  *z = f;
}

// A reference member read from memory is the address it holds: an i64
// made a pointer, then the access through it.
// CHECK-LABEL: entry @_Z8ref_copyPK3RefPf(
// CHECK: %[[I:.*]] = ptr_to_ptr %arg0 : tile<ptr<i8>> -> tile<ptr<i64>>
// CHECK: %[[ADDR:.*]], %{{.*}} = load_ptr_tko weak %[[I]] : tile<ptr<i64>> -> tile<i64>, token
// CHECK: %[[X:.*]] = int_to_ptr %[[ADDR]] : tile<i64> -> tile<ptr<f32>>
// CHECK: load_ptr_tko weak %[[X]] : tile<ptr<f32>> -> tile<f32>, token
__tile_global__ void ref_copy(const Ref *p, float *out) {
  Ref s = *p;
  *out = s.x + float(s.k);
}

// A class holding a union lives in memory from the start, as a union does
// (nvcc 13.4: two allocas here), and is copied part by part.
// CHECK-LABEL: entry @_Z8w_memberPKfPj(
// CHECK-COUNT-2: alloca num_elem = 8, alignment = 4 : tile<ptr<i8>>
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} token={{.*}} : tile<4xptr<i8>>, tile<4xi1> -> tile<4xi8>, token
struct W {
  Bits b;
  int k;
};
__tile_global__ void w_member(const float *in, unsigned *out) {
  W w;
  w.b.f = *in;
  w.k = 3;
  W v = w;
  *out = v.b.u + unsigned(v.k);
}
