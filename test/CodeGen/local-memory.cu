// Locals that need an address live in an alloca, as nvcc 13.4 places them
// (read from its Tile IR): num_elem is the object's size in bytes, its
// alignment the C++ type's, reached as bytes (ptr<i8>, offset, ptr_to_ptr)
// with weak 0-d loads and stores. Only those locals: a local array
// subscripted at run time outside run-time loops stays in registers
// (local-array-runtime-index.cu), and so does every other local here.
// Numerics: Compat/control/local_memory_objects.cu.
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s | FileCheck %s
// RUN: %tile_mlir --cuda-gpu-arch=sm_90 %s -DNOT_YET -Xclang -verify
#include <cuda_tile.h>
namespace ct = cuda::tiles;

#ifndef NOT_YET
// More than 256 elements to choose from: the array in memory, filled by a
// run-time loop (not unrolled), written and read at data-chosen indices.
// The loop counter n stays in registers.
// CHECK-LABEL: entry @_Z5largePKiPfi(
// CHECK: %[[A:.*]] = alloca num_elem = 1200, alignment = 4 : tile<ptr<i8>>
// CHECK-NOT: alloca
// CHECK: %[[AF:.*]] = ptr_to_ptr %[[A]] : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: for %{{.*}} in
// CHECK: %[[P:.*]] = offset %[[AF]], %{{.*}} : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[P]]
// CHECK: continue
// CHECK: %[[J:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %[[Q:.*]] = offset %[[AF]], %[[J]]
// CHECK: store_ptr_tko weak %[[Q]]
// CHECK: %[[K:.*]], %{{.*}} = load_ptr_tko weak %{{.*}} : tile<ptr<i32>> -> tile<i32>, token
// CHECK: %[[R:.*]] = offset %[[AF]], %[[K]]
// CHECK: load_ptr_tko weak %[[R]]
// CHECK-NOT: select
// CHECK: return
__tile_global__ void large(const int *idx, float *out, int n) {
  float a[300];
  for (int i = 0; i < 300; ++i)
    a[i] = i * 0.5f;
  a[idx[0]] = 7.0f;
  out[0] = a[idx[1]] + n;
}

// A two-dimensional table: the element is one of 512, so the whole array
// goes to memory; rows step by 64 bytes.
// CHECK-LABEL: entry @_Z5tablePKiPf(
// CHECK: alloca num_elem = 2048, alignment = 4 : tile<ptr<i8>>
// CHECK: muli %{{.*}}, %{{.*}} : tile<i64>
__tile_global__ void table(const int *idx, float *out) {
  float t[32][16] = {};
  t[idx[0]][idx[1]] = 1.0f;
  out[0] = t[idx[2]][idx[3]];
}

// An array member of a struct: the struct is the variable placed in memory.
// CHECK-LABEL: entry @_Z6memberPKiPf(
// CHECK: alloca num_elem = 1204, alignment = 4 : tile<ptr<i8>>
struct Hist {
  int count;
  float bins[300];
};
__tile_global__ void member(const int *idx, float *out) {
  Hist h{};
  h.count = idx[0];
  h.bins[idx[1]] += 1.0f;
  out[0] = h.bins[idx[2]] + h.count;
}

// A pointer to one of two locals chosen at run time: both locals in memory,
// the pointer a value the if yields.
// CHECK-LABEL: entry @_Z11pointer_cndPKiPf(
// CHECK-DAG: %[[X:.*]] = alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-DAG: %[[Y:.*]] = alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK: %[[SEL:.*]] = if %{{.*}} -> (tile<ptr<f32>>) {
// CHECK: store_ptr_tko weak %[[SEL]]
__tile_global__ void pointer_cnd(const int *idx, float *out) {
  float x = 1.0f, y = 2.0f;
  float *p = &x;
  if (idx[0] > 0)
    p = &y;
  *p = 9.0f;
  out[0] = x;
  out[1] = y;
}

// In a run-time loop, with a null pointer before it: the pointer is
// carried by the loop, a select chooses it, the null is int_to_ptr 0.
// CHECK-LABEL: entry @_Z12pointer_loopPKfPfi(
// CHECK-COUNT-2: alloca num_elem = 4
// CHECK: %[[NULL:.*]] = int_to_ptr %{{.*}} : tile<i64> -> tile<ptr<f32>>
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%{{.*}} = %{{.*}}, %{{.*}} = %[[NULL]],
// CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f32>>
__tile_global__ void pointer_loop(const float *in, float *out, int n) {
  float lo = 0.0f, hi = 0.0f;
  float *p = nullptr;
  for (int i = 0; i < n; ++i) {
    p = in[i] < 0.0f ? &lo : &hi;
    *p += in[i];
  }
  out[0] = lo;
  out[1] = hi;
  out[2] = p ? *p : -1.0f;
}

// A conditional lvalue under a run-time condition, its place used (a
// bound reference): one pointer chosen by select, one store through it.
// Only assigned, it stays in registers (conditional-lvalue-registers.cu).
// CHECK-LABEL: entry @_Z8cond_lvaPKiPf(
// CHECK: %[[C:.*]] = select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f32>>
// CHECK: store_ptr_tko weak %[[C]]
__tile_global__ void cond_lva(const int *idx, float *out) {
  float x = 1.0f, y = 2.0f;
  float &r = idx[0] ? x : y;
  r = 4.0f;
  out[0] = x - y;
}

// The address of a local stored in memory (an i64, as nvcc stores
// pointers) and used through the stored copy.
// CHECK-LABEL: entry @_Z6storedPPfS_(
// CHECK: %[[L:.*]] = alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK: %[[LF:.*]] = ptr_to_ptr %[[L]] : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: %[[I:.*]] = ptr_to_int %[[LF]] : tile<ptr<f32>> -> tile<i64>
// CHECK: store_ptr_tko weak %{{.*}}, %[[I]]
// CHECK: int_to_ptr
__tile_global__ void stored(float **slots, float *out) {
  float x = 3.0f;
  slots[0] = &x;
  *slots[0] += 2.0f;
  out[0] = x;
}

// Everything else stays in registers: a small array subscripted at run
// time outside loops, a pointer that does not change, constant subscripts
// of a large one.
// CHECK-LABEL: entry @_Z9registersPKiPf(
// CHECK-NOT: alloca
// CHECK: return
__tile_global__ void registers(const int *idx, float *out) {
  float small[8] = {};
  small[idx[0] & 7] = 1.0f;
  float big[300] = {};
  big[299] = 2.0f;
  float x = 0.5f;
  float *p = &x;
  *p += small[idx[1] & 7] + big[299];
  out[0] = x;
}
// A union lives in memory from the start: a member is written through its
// type and read through another's (no bitcast), as nvcc does; a zero
// member zero-fills the whole union.
// CHECK-LABEL: entry @_Z6punnedPKfPiPf(
// CHECK-DAG: %[[U:.*]] = alloca num_elem = 4, alignment = 4 : tile<ptr<i8>>
// CHECK-DAG: %[[V:.*]] = alloca num_elem = 8, alignment = 8 : tile<ptr<i8>>
// CHECK: %[[UF:.*]] = ptr_to_ptr %[[U]] : tile<ptr<i8>> -> tile<ptr<f32>>
// CHECK: %[[ST:.*]] = store_ptr_tko weak %[[UF]]
// CHECK: %[[UI:.*]] = ptr_to_ptr %[[U]] : tile<ptr<i8>> -> tile<ptr<i32>>
// CHECK: load_ptr_tko weak %[[UI]] token=%[[ST]]
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: tile<8xptr<i8>>, tile<8xi8>, tile<8xi1> -> token
union Bits {
  float f;
  int i;
};
union Wide {
  double d;
  long long l;
};
__tile_global__ void punned(const float *in, int *out, float *fo) {
  Bits u;
  u.f = in[0];
  out[0] = u.i;
  Wide w{0.0};
  fo[0] = float(w.l);
}

// An array in memory whose initial parts are all zero: one masked i8 tile
// store, as nvcc writes even four zeros.
// CHECK-LABEL: entry @_Z10small_zeroPKiPf(
// CHECK: alloca num_elem = 16, alignment = 4 : tile<ptr<i8>>
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<16xptr<i8>>, tile<16xi8>, tile<16xi1> -> token
// CHECK-NOT: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<ptr<f32>>, tile<f32> -> token
// CHECK: select
__tile_global__ void small_zero(const int *idx, float *out) {
  float s[4] = {0.f, 0.f, 0.f, 0.f};
  float *p = idx[0] ? &s[1] : &s[2];
  *p = 1.0f;
  out[0] = s[idx[1] & 3];
}

// Arrays longer than 4096 elements live in memory from the start; `{}`
// zero-fills them without a register copy.
// CHECK-LABEL: entry @_Z10long_tablePKiPf(
// CHECK: %[[L:.*]] = alloca num_elem = 20000, alignment = 4 : tile<ptr<i8>>
// CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<32768xptr<i8>>, tile<32768xi8>, tile<32768xi1> -> token
__tile_global__ void long_table(const int *idx, float *out) {
  float big[5000] = {};
  big[idx[0]] = 1.0f;
  out[0] = big[idx[1]];
}

#else
// A conditional lvalue whose arm has a side effect: both arms' places are
// computed, so that stays unsupported.
__tile_global__ void cond_side_effect(const int *idx, float *out) {
  float a[4] = {}, y = 0.0f;
  int k = 0;
  (idx[0] ? a[k++] : y) = 1.0f; // expected-error {{not yet supported in tile code: a conditional lvalue under a run-time condition whose operands have side effects or read memory}}
  out[0] = a[0] + y + k;
}
#endif
